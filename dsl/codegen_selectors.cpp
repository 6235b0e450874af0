// Selectors in generated code: filters as Lua tests over a die, the dice a set selector stands
// for, the targets an effect chooses first, and what each selector names inside the effect.
#include <algorithm>

#include "dsl/codegen_emitter.hpp"
#include "dsl/render.hpp"
#include "dsl/resolve.hpp"

namespace dm::dsl::codegen {

// The Attack Zone is part of the Field Zone: dice there are found as characters in the field.
std::string zone_of(const Selector& s) {
  if (s.zone.empty() || s.zone[0] == '?' || s.zone == "attack") return "field";
  return s.zone;
}

bool has(const Selector& s, Filter::Kind k) {
  for (const auto& f : s.filters)
    if (f.kind == k) return true;
  return false;
}

// A Lua boolean expression over die `d` for the selector's filters (side filters optional).
std::string Emitter::pred(const Selector& s, const std::string& d, bool with_side) {
  std::vector<std::string> parts;
  bool field = zone_of(s) == "field";
  if (s.zone == "attack") parts.push_back("g.zone(" + d + ") == \"attack\"");
  std::string who = field ? "g.controller(" + d + ")" : "g.owner(" + d + ")";
  for (const auto& f : s.filters) {
    switch (f.kind) {
      case Filter::Kind::Opposing:
        if (with_side) parts.push_back("g.is_opponent(self.player, " + who + ")");
        break;
      case Filter::Kind::Yours:
        if (with_side) parts.push_back(who + " == self.player");
        break;
      case Filter::Kind::Theirs:
        parts.push_back(their_.empty() ? "g.is_opponent(self.player, " + who + ")" : who + " == " + their_);
        break;
      case Filter::Kind::Other: parts.push_back(d + " ~= self.die"); break;
      case Filter::Kind::Level:
        parts.push_back("g.level(" + d + ") " + (f.cmp < 0 ? "<=" : f.cmp > 0 ? ">=" : "==") + " " + std::to_string(f.n));
        break;
      case Filter::Kind::Energy: parts.push_back("g.energy_type(" + d + ") == " + quote(f.word)); break;
      case Filter::Kind::Affiliation: parts.push_back("g.has_affiliation(" + d + ", " + quote(f.word) + ")"); break;
      case Filter::Kind::NotAffiliation: parts.push_back("not g.has_affiliation(" + d + ", " + quote(f.word) + ")"); break;
      case Filter::Kind::Sidekick: parts.push_back("g.is_sidekick(" + d + ")"); break;
      case Filter::Kind::NotSidekick: parts.push_back("not g.is_sidekick(" + d + ")"); break;
      case Filter::Kind::Attacking: parts.push_back("g.is_attacking(" + d + ")"); break;
      case Filter::Kind::Blocking: parts.push_back("g.is_blocking(" + d + ")"); break;
      case Filter::Kind::Blocked: parts.push_back("g.is_blocked(" + d + ")"); break;
      case Filter::Kind::Engaged: parts.push_back(use("member") + "(g.engaged(self.die), " + d + ")"); break;
      case Filter::Kind::OfThisCard: parts.push_back("g.card_of(" + d + ") == self.card"); break;
      case Filter::Kind::NotJustPaid: parts.push_back("not " + use("paid") + "(g, " + d + ")"); break;
      case Filter::Kind::NotThatDie: parts.push_back(d + " ~= ev.die"); break;
      case Filter::Kind::CharacterDie:
        parts.push_back("(g.card_kind(" + d + ") == \"character\" or g.card_kind(" + d + ") == \"sidekick\")");
        break;
      case Filter::Kind::Lua: parts.push_back("(" + f.word + ")"); break;
      case Filter::Kind::Unknown: break;
    }
  }
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : " and ") + p;
  return out;
}

// Every die a set selector ("each opposing character", "your sidekicks") stands for.
std::string Emitter::list_expr(const Selector& s) {
  std::string zone = zone_of(s);
  bool yours = has(s, Filter::Kind::Yours), opposing = has(s, Filter::Kind::Opposing);
  // Opposing dice may belong to several players: taken from everyone's, then filtered by side.
  std::string player = yours ? "self.player" : "";
  std::string base;
  bool side_done = !opposing;
  if (has(s, Filter::Kind::Engaged)) {
    base = "g.engaged(self.die)";
    side_done = false;
  } else if (has(s, Filter::Kind::OfThisCard)) {
    base = "g.dice_of_card(self.card, " + quote(zone) + ")";
    side_done = false;
    if (zone == "field" && s.noun == Selector::Noun::Character) base = use("pick") + "(" + base + ", g.is_character)";
  } else if (zone == "field" && s.noun != Selector::Noun::Die) {
    base = "g.characters(" + player + ")";
  } else if (!player.empty()) {
    base = "g.dice(" + player + ", " + quote(zone) + ")";
  } else {
    base = use("all_dice") + "(g, " + quote(zone) + ")";
  }
  Selector rest = s;
  std::erase_if(rest.filters, [](const Filter& f) { return f.kind == Filter::Kind::Engaged || f.kind == Filter::Kind::OfThisCard; });
  std::string p = pred(rest, "d", !side_done);
  if (p.empty()) return base;
  return use("pick") + "(" + base + ", function(d) return " + p + " end)";
}

void Emitter::collect_targets(const std::vector<Stmt>& body) {
  auto add = [&](const std::shared_ptr<Selector>& sel) {
    if (sel && sel->kind == Selector::Kind::Target && !target_index_.count(sel.get())) {
      target_index_[sel.get()] = static_cast<int>(targets_.size()) + 1;
      targets_.push_back(sel.get());
    }
  };
  for (const auto& s : body) {
    // In the order written: "damage equal to the attack of <a> to <b>", "<a> and <b> deal ...".
    if (s.amount.per == Amount::Per::Stat) add(s.amount.each);
    add(s.sel);
    add(s.other);
    collect_targets(s.then);
    collect_targets(s.otherwise);
  }
}

// The position of a target in the effect's `t` list (1-based).
int Emitter::slot(const Selector* s) {
  int pos = 1;
  for (const Selector* t : targets_) {
    if (t == s) return pos;
    pos += t->count;
  }
  return pos;
}

std::string Emitter::target_spec(const Selector& s) {
  std::vector<std::string> f;
  std::string zone = zone_of(s);
  const char* kind = s.noun == Selector::Noun::Player              ? "player"
                     : s.noun == Selector::Noun::CharacterOrPlayer ? "character_or_player"
                     : (s.noun == Selector::Noun::Die || zone != "field") ? "die"
                                                                          : "character";
  f.push_back(std::string("kind = \"") + kind + "\"");
  if (has(s, Filter::Kind::Opposing)) f.push_back("side = \"opposing\"");
  else if (has(s, Filter::Kind::Yours)) f.push_back("side = \"own\"");
  if (std::string(kind) == "die") f.push_back("zone = " + quote(zone));
  if (s.count != 1) f.push_back("count = " + std::to_string(s.count));
  if (s.min != s.count) f.push_back("min = " + std::to_string(s.min));
  if (s.chooser_opponent) f.push_back("chooser = \"opponent\"");
  f.push_back("prompt = " + quote("choose " + describe_selector(s)));
  std::string p = pred(s, "d", false);
  if (!p.empty() && s.noun != Selector::Noun::Player) f.push_back("filter = function(g, self, d) return " + p + " end");
  std::string out = "{ ";
  for (std::size_t i = 0; i < f.size(); ++i) out += (i ? ", " : "") + f[i];
  return out + " }";
}

bool Emitter::card_wide() const {
  if (!head_ || kind_of(card_, *self_) != AbilityKind::Triggered) return false;
  const std::string t = trigger_of(card_, *self_);
  return head_->while_active || head_->first_each_turn || t == "you_field" || t == "opponent_action" || t == "owner_damaged";
}

Obj Emitter::obj(const std::shared_ptr<Selector>& sp) {
  if (!sp) return {};
  const Selector& s = *sp;
  Obj o;
  switch (s.kind) {
    case Selector::Kind::This:
      // A card-wide ability has no die of its own: `this` is the die of this card the event
      // names ("when you or Hulk take damage, Hulk gets ..."), else each character die of it.
      if (card_wide()) {
        o = {Obj::Kind::DieList, "((ev.die ~= nil and g.card_of(ev.die) == self.card) and " + use("pick") +
                                     "({ ev.die }, g.is_character) or " + use("pick") +
                                     "(g.dice_of_card(self.card, \"field\"), g.is_character))"};
        break;
      }
      return {Obj::Kind::Die, "self.die"};
    case Selector::Kind::First: {
      std::string v = fresh("first");
      line("local " + v + " = " + list_expr(s) + "[1]");
      o = {Obj::Kind::Die, v};
      break;
    }
    case Selector::Kind::It:
      if (it_.kind != Obj::Kind::None) return it_;
      return {Obj::Kind::Die, "ev.die"};
    case Selector::Kind::You: return {Obj::Kind::Player, "self.player"};
    case Selector::Kind::Opponent: return {Obj::Kind::Player, "g.opponent(self.player)"};
    case Selector::Kind::ThatPlayer: return {Obj::Kind::Player, "ev.player"};
    case Selector::Kind::ThatDie: return {Obj::Kind::Die, "ev.die"};
    case Selector::Kind::EachPlayer: return {Obj::Kind::PlayerList, "g.turn_order()"};
    case Selector::Kind::Target: {
      int k = slot(&s);
      std::string t = "t[" + std::to_string(k) + "]";
      if (s.noun == Selector::Noun::Player) o = {Obj::Kind::Player, "(-1 - " + t + ")"};
      else if (s.noun == Selector::Noun::CharacterOrPlayer) o = {Obj::Kind::CharOrPlayer, t};
      else if (s.count > 1) o = {Obj::Kind::DieList, use("rest") + "(t, " + std::to_string(k) + ")"};
      else o = {Obj::Kind::Die, t};
      break;
    }
    case Selector::Kind::Each: {
      if (s.noun == Selector::Noun::Player) {
        if (has(s, Filter::Kind::Opposing)) o = {Obj::Kind::PlayerList, "g.opponents(self.player)"};
        else if (has(s, Filter::Kind::Yours)) o = {Obj::Kind::Player, "self.player"};
        else o = {Obj::Kind::PlayerList, "g.turn_order()"};
        break;
      }
      std::string v = fresh("each");
      line("local " + v + " = " + list_expr(s));
      o = {Obj::Kind::DieList, v};
      break;
    }
  }
  if (o.kind == Obj::Kind::Die || o.kind == Obj::Kind::DieList || o.kind == Obj::Kind::CharOrPlayer) it_ = o;
  return o;
}

}  // namespace dm::dsl::codegen
