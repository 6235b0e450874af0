#include "dsl/codegen.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>

#include "dsl/render.hpp"
#include "dsl/resolve.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl {

namespace {

// Placed before Lua copied from the card file (with the file's line) and after it (with 0);
// emit_lua turns these into the LineMap and removes them.
constexpr const char* kCardLineMark = "--@card-line ";

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\%03d", static_cast<unsigned char>(c));
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

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

// What a selector stands for in generated code.
struct Obj {
  enum class Kind { Die, DieList, Player, PlayerList, CharOrPlayer, None } kind = Kind::None;
  std::string expr;
};

// Lua helpers a card may need; only those used are emitted.
const std::map<std::string, std::string>& helper_code() {
  static const std::map<std::string, std::string> m{
      {"pick",
       "local function pick(list, keep)\n"
       "  local out = {}\n"
       "  for _, d in ipairs(list) do if keep(d) then out[#out + 1] = d end end\n"
       "  return out\n"
       "end\n"},
      {"all_dice",
       "local function all_dice(g, zone)\n"
       "  local out = {}\n"
       "  for _, p in ipairs(g.players()) do for _, d in ipairs(g.dice(p, zone)) do out[#out + 1] = d end end\n"
       "  return out\n"
       "end\n"},
      {"paid",
       "local function paid(g, d)\n"
       "  for _, p in ipairs(g.last_paid()) do if p == d then return true end end\n"
       "  return false\n"
       "end\n"},
      {"member",
       "local function member(list, d)\n"
       "  for _, x in ipairs(list) do if x == d then return true end end\n"
       "  return false\n"
       "end\n"},
      {"rest",
       "local function rest(t, from)\n"
       "  local out = {}\n"
       "  for i = from, #t do out[#out + 1] = t[i] end\n"
       "  return out\n"
       "end\n"},
      {"draw",
       "local function draw(g, p, n, zone)\n"
       "  local out = {}\n"
       "  for _ = 1, n do\n"
       "    local d = g.draw(p, zone)\n"
       "    if d then out[#out + 1] = d end\n"
       "  end\n"
       "  return out\n"
       "end\n"},
      {"in_field",
       "local function in_field(g, d)\n"
       "  local z = g.zone(d)\n"
       "  return z == \"field\" or z == \"attack\"\n"
       "end\n"},
  };
  return m;
}

class Emitter {
 public:
  Emitter(const Card& card, std::set<std::string>& helpers) : card_(card), helpers_(helpers) {}

  std::string ability(const Ability& a) {
    self_ = &a;
    head_ = &head_of(card_, a);
    targets_.clear();
    code_.clear();
    extra_.clear();
    tmp_ = 0;
    it_ = {};
    kod_ = false;
    AbilityKind kind = kind_of(card_, a);
    if (kind == AbilityKind::Lua) return std::string(kCardLineMark) + std::to_string(a.lua_pos.line) + "\n  " + a.lua_table;
    std::vector<std::string> f;  // fields
    std::string trigger = trigger_of(card_, a);
    switch (kind) {
      case AbilityKind::Triggered:
        if (trigger == "reaction") break;
        f.push_back("on = " + quote(trigger));
        if (trigger == "you_field" || trigger == "opponent_action" || (trigger == "owner_damaged" && !head_->while_active))
          f.push_back("card = true");
        break;
      case AbilityKind::Static: f.push_back("static = true"); break;
      case AbilityKind::Global:
        f.push_back("global = true");
        if (head_->trigger == "reaction") f.push_back("reaction = true");
        if (head_->repeatable) f.push_back("batch = true");
        break;
      case AbilityKind::Activated:
        f.push_back("activated = true");
        if (head_->repeatable) f.push_back("batch = true");
        break;
      case AbilityKind::FieldAlt: f.push_back("field_alt = true"); break;
      case AbilityKind::Protect: f.push_back("static = true, protect = true"); break;
      default: break;
    }
    if (a.burst) f.push_back(std::string("burst = ") + (a.burst == 3 ? "\"any\"" : std::to_string(a.burst)));
    if (a.instead) f.push_back("instead = true");
    if (head_->may) f.push_back("may = true");
    if (head_->once_per_turn || head_->first_each_turn) f.push_back("once_per_turn = true");
    if (head_->while_active) f.push_back("while_active = true");
    if (head_->combat) f.push_back("combat = true");
    bool attack_step = false;
    for (const auto& c : head_->conditions)
      if (c.kind == Cond::Kind::AttackStep) attack_step = true;
    if (attack_step) f.push_back("attack_step = true");
    // Costs: the head's, or the body's for field_alt / protect.
    const Cost* cost = head_->has_cost ? &head_->cost : nullptr;
    if ((kind == AbilityKind::FieldAlt || kind == AbilityKind::Protect) && !a.body.empty()) cost = &a.body.front().cost;
    if (cost && !cost->empty()) f.push_back("cost = " + cost_table(*cost));
    f.push_back("text = " + quote(ability_text(card_, a)));

    std::string cond = conditions();
    if (!cond.empty()) f.push_back("condition = function(g, self, ev)\n      return " + cond + "\n    end");

    if (kind == AbilityKind::Static) statics(a, f);
    if (kind == AbilityKind::Triggered || kind == AbilityKind::Global || kind == AbilityKind::Activated) effects(a, f);
    std::string out = "{\n";
    for (const auto& x : f) out += "    " + x + ",\n";
    return out + "  }";
  }

 private:
  const Card& card_;
  std::set<std::string>& helpers_;
  const Ability* self_ = nullptr;
  const Ability* head_ = nullptr;
  std::vector<const Selector*> targets_;
  std::map<const Selector*, int> target_index_;
  std::string code_, extra_;
  int tmp_ = 0;
  Obj it_;
  bool kod_ = false;
  std::string their_;  // the player a statement names, for "they control"

  std::string fresh(const char* stem) { return stem + std::to_string(++tmp_); }
  std::string use(const char* helper) {
    helpers_.insert(helper);
    return helper;
  }

  static std::string cost_table(const Cost& c) {
    std::string s = "{ ";
    bool first = true;
    for (const auto& [w, n] : c.energy) {
      s += (first ? "" : ", ") + (w == "energy" || w == "generic" ? std::string("energy") : w) + " = " + std::to_string(n);
      first = false;
    }
    if (c.life) s += std::string(first ? "" : ", ") + "life = " + std::to_string(c.life);
    return s + " }";
  }

  // ------------------------------------------------------------ conditions
  std::string conditions() {
    std::vector<std::string> parts;
    for (const auto& c : head_->conditions)
      if (c.kind != Cond::Kind::AttackStep) parts.push_back(cond_expr(c));
    if (head_->ko_while_blocking) parts.push_back("ev.role == \"blocking\"");
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : " and ") + p;
    return out;
  }

  std::string cond_expr(const Cond& c) {
    switch (c.kind) {
      case Cond::Kind::Underdog: return "g.underdog(self.player)";
      case Cond::Kind::YourTurn: return "g.active() == self.player";
      case Cond::Kind::AttackStep: return "g.step() == \"attack\"";
      case Cond::Kind::ThisIs:
        return c.word == "attacking" ? "g.is_attacking(self.die)" : c.word == "blocking" ? "g.is_blocking(self.die)" : "g.is_blocked(self.die)";
      case Cond::Kind::WasRole: return "ev.role == " + quote(c.word);
      case Cond::Kind::ItIs: {
        std::string d = it_.expr.empty() ? "ev.die" : it_.expr;
        if (it_.kind == Obj::Kind::DieList) d = "(" + it_.expr + ")[1]";
        std::string test = c.word == "sidekick" ? "g.card_kind(" + d + ") == \"sidekick\"" : "g.face_kind(" + d + ") == \"character\"";
        return std::string(c.negated ? "not " : "") + "(" + d + " ~= nil and " + test + ")";
      }
      case Cond::Kind::YouControl: {
        if (!c.sel) return "false";
        Selector s = *c.sel;
        if (!has(s, Filter::Kind::Yours) && !has(s, Filter::Kind::Opposing))
          s.filters.push_back({Filter::Kind::Yours, 0, 0, "", s.pos});
        return "#" + list_expr(s) + " > 0";
      }
      case Cond::Kind::Not: return c.kids.empty() ? "true" : "not (" + cond_expr(c.kids.front()) + ")";
      case Cond::Kind::And:
      case Cond::Kind::Or: {
        std::string out;
        for (const auto& k : c.kids) out += (out.empty() ? "" : c.kind == Cond::Kind::And ? " and " : " or ") + ("(" + cond_expr(k) + ")");
        return out.empty() ? "true" : out;
      }
      case Cond::Kind::Lua: return "(" + c.word + ")";
    }
    return "true";
  }

  // ------------------------------------------------------------ selectors
  // A Lua boolean expression over die `d` for the selector's filters (side filters optional).
  std::string pred(const Selector& s, const std::string& d, bool with_side) {
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
  std::string list_expr(const Selector& s) {
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

  void collect_targets(const std::vector<Stmt>& body) {
    for (const auto& s : body) {
      if (s.sel && s.sel->kind == Selector::Kind::Target && !target_index_.count(s.sel.get())) {
        target_index_[s.sel.get()] = static_cast<int>(targets_.size()) + 1;
        targets_.push_back(s.sel.get());
      }
      collect_targets(s.then);
      collect_targets(s.otherwise);
    }
  }

  // The position of a target in the effect's `t` list (1-based).
  int slot(const Selector* s) {
    int pos = 1;
    for (const Selector* t : targets_) {
      if (t == s) return pos;
      pos += t->count;
    }
    return pos;
  }

  std::string target_spec(const Selector& s) {
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

  Obj obj(const std::shared_ptr<Selector>& sp) {
    if (!sp) return {};
    const Selector& s = *sp;
    Obj o;
    switch (s.kind) {
      case Selector::Kind::This: return {Obj::Kind::Die, "self.die"};
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

  // ------------------------------------------------------------ statements
  int depth_ = 2;
  void line(const std::string& s) { code_ += std::string(static_cast<std::size_t>(depth_) * 2, ' ') + s + "\n"; }

  // `head` ... `end`, with `body` indented inside.
  template <class F> void block(const std::string& head, F body) {
    line(head);
    ++depth_;
    body();
    --depth_;
    line("end");
  }

  // Runs `body(d)` for each die the object stands for.
  template <class F> void each_die(const Obj& o, F body) {
    if (o.kind == Obj::Kind::Die) {
      body(o.expr);
    } else if (o.kind == Obj::Kind::DieList) {
      std::string v = fresh("d");
      block("for _, " + v + " in ipairs(" + o.expr + ") do", [&] { body(v); });
    } else if (o.kind == Obj::Kind::CharOrPlayer) {
      block("if " + o.expr + " >= 0 then", [&] { body(o.expr); });
    }
  }
  // Runs `body(p)` for each player the object stands for.
  template <class F> void each_player(const Obj& o, F body) {
    if (o.kind == Obj::Kind::Player) {
      body(o.expr);
    } else if (o.kind == Obj::Kind::PlayerList) {
      std::string v = fresh("p");
      block("for _, " + v + " in ipairs(" + o.expr + ") do", [&] { body(v); });
    } else if (o.kind == Obj::Kind::CharOrPlayer) {
      block("if " + o.expr + " < 0 then", [&] { body("(-1 - " + o.expr + ")"); });
    }
  }

  std::string amount(const Amount& a) {
    std::string n = std::to_string(a.n);
    std::string out = n;
    if (a.per == Amount::Per::KOd) {
      kod_ = true;
      out = a.n == 1 ? "kod" : n + " * kod";
    } else if (a.per == Amount::Per::Each && a.each) {
      std::string list = a.each->noun == Selector::Noun::Player ? "{}" : list_expr(*a.each);
      out = a.n == 1 ? "#" + list : n + " * #" + list;
    }
    if (head_->repeatable) out = "(" + out + ") * self.times";
    return out;
  }

  void stmt(const Stmt& s, bool last) {
    switch (s.kind) {
      case Stmt::Kind::Damage: {
        Obj o = obj(s.sel);
        their_ = o.kind == Obj::Kind::Player ? o.expr : "";
        std::string n = amount(s.amount);
        their_.clear();
        each_player(o, [&](const std::string& p) { line("g.damage_player(" + p + ", " + n + ")"); });
        each_die(o, [&](const std::string& d) { line("g.damage(" + d + ", " + n + ")"); });
        break;
      }
      case Stmt::Kind::Bonus: {
        Obj o = obj(s.sel);
        std::string a = std::to_string(s.attack), d = std::to_string(s.defense);
        if (head_->repeatable) {
          a = s.attack ? a + " * self.times" : "0";
          d = s.defense ? d + " * self.times" : "0";
        }
        each_die(o, [&](const std::string& x) { line("g.bonus(" + x + ", " + a + ", " + d + ")"); });
        break;
      }
      case Stmt::Kind::Grant: {
        Obj o = obj(s.sel);
        for (std::size_t i = 0; i < s.words.size(); ++i) {
          const std::string& w = s.words[i];
          if (o.kind == Obj::Kind::Player || o.kind == Obj::Kind::PlayerList) {
            const char* flag = vocab::lookup(vocab::player_flags(), w);
            int v = s.values[i] ? s.values[i] : 1;
            each_player(o, [&](const std::string& p) {
              // "non-villain block tax": the tax spares Villains, a word of the cards, not of the kernel.
              if (flag && std::string(flag) == "block_tax_non_villain")
                line("g.block_tax(" + p + ", " + std::to_string(v) + ", \"Villain\")");
              else
                line("g.player_flag(" + p + ", " + quote(flag ? flag : w) + ", " + std::to_string(v) + ")");
            });
          } else {
            std::string flag = w.rfind("affiliation:", 0) == 0 ? w : (vocab::lookup(vocab::die_keywords(), w) ? vocab::lookup(vocab::die_keywords(), w) : w);
            each_die(o, [&](const std::string& d) { line("g.grant(" + d + ", " + quote(flag) + ")"); });
          }
        }
        break;
      }
      case Stmt::Kind::KO: {
        kod_ = true;
        Obj o = obj(s.sel);
        each_die(o, [&](const std::string& d) {
          line("g.ko(" + d + ")");
          line("if not " + use("in_field") + "(g, " + d + ") then kod = kod + 1 end");
        });
        break;
      }
      case Stmt::Kind::Capture: {
        Obj o = obj(s.sel);
        each_die(o, [&](const std::string& d) { line("g.capture(self.die, " + d + ")"); });
        break;
      }
      case Stmt::Kind::Spin: {
        Obj o = obj(s.sel);
        std::string n = std::to_string(s.amount.n);
        if (s.word == "either") {
          // Ask once the targets are known; the answer spins them all the same way.
          std::string memo = o.kind == Obj::Kind::DieList ? o.expr : "{ " + o.expr + " }";
          line("return { ask = true, prompt = \"spin up? (no: down)\", next = \"spin_choice\", memo = " + memo + " }");
          extra_ += "    spin_choice = function(g, self, ev, answer)\n"
                    "      local by = answer[1] == 1 and " + n + " or -" + n + "\n"
                    "      for _, d in ipairs(self.memo) do g.spin(d, by) end\n"
                    "    end,\n";
          (void)last;
          return;
        }
        each_die(o, [&](const std::string& d) {
          if (s.word == "to") line("g.spin(" + d + ", " + n + " - g.level(" + d + "))");
          else line("g.spin(" + d + ", " + (s.word == "down" ? "-" : "") + n + ")");
        });
        break;
      }
      case Stmt::Kind::Reroll: {
        Obj o = obj(s.sel);
        each_die(o, [&](const std::string& d) { line("g.reroll(" + d + (s.zone.empty() ? "" : ", " + quote(s.zone)) + ")"); });
        break;
      }
      case Stmt::Kind::Roll: {
        Obj o = obj(s.sel);
        each_die(o, [&](const std::string& d) { line("g.roll_to(" + d + ", " + quote(s.zone.empty() ? "reserve" : s.zone) + ")"); });
        break;
      }
      case Stmt::Kind::Draw: {
        std::string v = fresh("drawn");
        line("local " + v + " = " + use("draw") + "(g, self.player, " + amount(s.amount) + ", " + quote(s.zone.empty() ? "prep" : s.zone) + ")");
        it_ = {Obj::Kind::DieList, v};
        break;
      }
      case Stmt::Kind::Move: {
        Obj o = obj(s.sel);
        each_die(o, [&](const std::string& d) { line("g.move(" + d + ", " + quote(s.zone.empty() ? "field" : s.zone) + ")"); });
        break;
      }
      case Stmt::Kind::Field: {
        Obj o = obj(s.sel);
        each_die(o, [&](const std::string& d) {
          if (s.amount.n > 0) line("g.field(" + d + ", math.min(" + std::to_string(s.amount.n) + ", g.max_level(" + d + ")))");
          else line("g.field(" + d + ")");
        });
        break;
      }
      case Stmt::Kind::Sacrifice: {
        Obj o = obj(s.sel);
        each_die(o, [&](const std::string& d) { line("g.sacrifice(" + d + ")"); });
        break;
      }
      case Stmt::Kind::GainLife:
      case Stmt::Kind::LoseLife: {
        Obj o = obj(s.sel);
        their_ = o.kind == Obj::Kind::Player ? o.expr : "";
        std::string n = amount(s.amount);
        their_.clear();
        const char* fn = s.kind == Stmt::Kind::GainLife ? "g.gain_life(" : "g.lose_life(";
        each_player(o, [&](const std::string& p) { line(fn + p + ", " + n + ")"); });
        break;
      }
      case Stmt::Kind::Redirect: {
        Obj o = obj(s.sel);
        std::string n = amount(s.amount);
        each_die(o, [&](const std::string& d) { line("g.redirect(self.player, " + n + ", " + d + ")"); });
        break;
      }
      case Stmt::Kind::MustBlock:
        line("for _, p in ipairs(g.opponents(self.player)) do g.player_flag(p, \"must_block\", self.die) end");
        break;
      case Stmt::Kind::Invulnerable: line("g.player_flag(self.player, \"invulnerable\")"); break;
      case Stmt::Kind::If: {
        line("if " + (s.cond ? cond_expr(*s.cond) : std::string("true")) + " then");
        ++depth_;
        Obj saved = it_;
        for (std::size_t i = 0; i < s.then.size(); ++i) stmt(s.then[i], last && i + 1 == s.then.size());
        if (!s.otherwise.empty()) {
          // A target is chosen before either branch runs, so `it` may name one the first branch
          // mentioned; dice found inside that branch are out of reach.
          bool target = it_.expr.find("t[") != std::string::npos || it_.expr.rfind("rest(t", 0) == 0;
          if (!target) it_ = saved;
          --depth_;
          line("else");
          ++depth_;
          for (std::size_t i = 0; i < s.otherwise.size(); ++i) stmt(s.otherwise[i], last && i + 1 == s.otherwise.size());
        }
        --depth_;
        line("end");
        break;
      }
      case Stmt::Kind::Lua: {
        // Keep the block's own indentation, less what all its lines share, and every line in
        // place, so that a Lua error's line can be traced back to the card file.
        std::vector<std::string> lines;
        std::size_t common = std::string::npos;
        std::istringstream in(s.word);
        for (std::string l; std::getline(in, l);) {
          while (!l.empty() && l.back() == '\r') l.pop_back();
          std::size_t b = l.find_first_not_of(" \t");
          if (b != std::string::npos) common = std::min(common, b);
          lines.push_back(l);
        }
        int first = s.code_pos.line;
        if (!lines.empty() && lines.front().find_first_not_of(" \t") == std::string::npos) {
          lines.erase(lines.begin());
          ++first;
        }
        while (!lines.empty() && lines.back().find_first_not_of(" \t") == std::string::npos) lines.pop_back();
        line(std::string(kCardLineMark) + std::to_string(first));
        for (const auto& l : lines) line(l.size() > common ? l.substr(common) : std::string());
        line(std::string(kCardLineMark) + "0");
        break;
      }
      default: break;
    }
  }

  void effects(const Ability& a, std::vector<std::string>& f) {
    target_index_.clear();
    // A sacrifice in the head is a cost: its choice comes first and it is paid before the effects.
    std::vector<Stmt> body;
    if (head_->sacrifice) {
      Stmt pay;
      pay.kind = Stmt::Kind::Sacrifice;
      pay.sel = head_->sacrifice;
      pay.pos = head_->sacrifice->pos;
      body.push_back(pay);
    }
    body.insert(body.end(), a.body.begin(), a.body.end());
    effects_of(body, f);
  }

  void effects_of(const std::vector<Stmt>& body, std::vector<std::string>& f) {
    collect_targets(body);
    if (!targets_.empty()) {
      std::string t = "targets = {\n";
      for (const Selector* s : targets_) t += "      " + target_spec(*s) + ",\n";
      f.push_back(t + "    }");
    }
    // Dice touched without being targeted: their protections are offered first.
    std::vector<std::string> touched;
    collect_affected(body, touched);
    depth_ = 3;
    for (std::size_t i = 0; i < body.size(); ++i) stmt(body[i], i + 1 == body.size());
    if (kod_) code_ = "      local kod = 0\n" + code_;
    if (!touched.empty()) {
      std::string s = "affects = function(g, self, ev)\n      local out = {}\n";
      for (const auto& l : touched) s += "      for _, d in ipairs(" + l + ") do out[#out + 1] = d end\n";
      f.push_back(s + "      return out\n    end");
    }
    if (code_.empty()) code_ = "      -- no effect\n";
    f.push_back("effect = function(g, self, ev, t)\n" + code_ + "    end");
    if (!extra_.empty()) {
      std::string e = extra_;
      // extra_ is already formatted as fields; strip the trailing ",\n" for the list joiner.
      while (!e.empty() && (e.back() == '\n' || e.back() == ',')) e.pop_back();
      std::size_t b = e.find_first_not_of(' ');
      f.push_back(e.substr(b));
    }
  }

  void collect_affected(const std::vector<Stmt>& body, std::vector<std::string>& out) {
    for (const auto& s : body) {
      if (s.sel && s.sel->kind == Selector::Kind::Each && s.sel->noun != Selector::Noun::Player && zone_of(*s.sel) == "field" &&
          s.kind != Stmt::Kind::Lua)
        out.push_back(list_expr(*s.sel));
      collect_affected(s.then, out);
      collect_affected(s.otherwise, out);
    }
  }

  void statics(const Ability& a, std::vector<std::string>& f) {
    for (const auto& s : a.body) {
      switch (s.kind) {
        case Stmt::Kind::Keywords:
        case Stmt::Kind::Grant: {
          if (s.kind == Stmt::Kind::Grant && s.sel && s.sel->kind == Selector::Kind::Each) break;
          std::string k = "keywords = { ";
          for (std::size_t i = 0; i < s.words.size(); ++i) {
            const char* e = vocab::lookup(vocab::die_keywords(), s.words[i]);
            k += (i ? ", " : "") + quote(e ? e : s.words[i]);
          }
          f.push_back(k + " }");
          break;
        }
        case Stmt::Kind::Bonus:
          if (s.sel && s.sel->kind == Selector::Kind::This) {
            if (s.attack) f.push_back("attack = " + std::to_string(s.attack));
            if (s.defense) f.push_back("defense = " + std::to_string(s.defense));
          } else if (s.sel) {
            std::string p = pred(*s.sel, "d", true);
            f.push_back("stat = function(g, self, d)\n      if " + (p.empty() ? std::string("true") : p) + " then return " +
                        std::to_string(s.attack) + ", " + std::to_string(s.defense) + " end\n      return 0, 0\n    end");
          }
          break;
        case Stmt::Kind::Restrict: {
          std::string p = s.sel ? pred(*s.sel, "b", true) : "";
          f.push_back("restrict = function(g, self, what, a, b)\n      return what == \"block\"" + (p.empty() ? std::string() : " and " + p) +
                      "\n    end");
          break;
        }
        case Stmt::Kind::Reduce:
          f.push_back("prevent = function(g, self, hit) return math.max(0, hit.amount - " + std::to_string(s.amount.n) + ") end");
          break;
        case Stmt::Kind::AtMost:
          f.push_back("prevent = function(g, self, hit)\n      if hit.from_action then return math.min(hit.amount, " +
                      std::to_string(s.amount.n) + ") end\n      return hit.amount\n    end");
          break;
        default: break;
      }
    }
  }
};

}  // namespace

std::string ability_text(const Card& card, const Ability& a) { return render_ability(card, a); }

namespace {
std::string strip_marks(const std::string& text, LineMap* map) {
  std::string out;
  const std::string mark = kCardLineMark;
  int current = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t e = text.find('\n', i);
    if (e == std::string::npos) e = text.size();
    std::string_view l(text.data() + i, e - i);
    std::size_t b = l.find_first_not_of(' ');
    if (b != std::string_view::npos && l.substr(b, mark.size()) == mark) {
      current = std::atoi(std::string(l.substr(b + mark.size())).c_str());
    } else {
      out.append(l);
      out += '\n';
      if (map) map->push_back(current);
      if (current) ++current;
    }
    i = e + 1;
  }
  return out;
}
}  // namespace

std::string emit_lua(const Card& card, const std::string& origin, LineMap* lines) {
  std::set<std::string> helpers;
  Emitter em(card, helpers);
  std::vector<std::string> abilities;
  for (const auto& a : card.abilities) abilities.push_back(em.ability(a));

  std::ostringstream out;
  out << "-- " << card.name() << " (" << card.full_id() << "), compiled by cardc from " << origin << ".\n";
  for (const auto& h : helpers) out << helper_code().at(h);
  out << "return {\n";
  out << "  set = " << quote(card.set) << ", number = " << card.number << ", id = " << quote(card.full_id()) << ",\n";
  out << "  title = " << quote(card.title);
  if (!card.subtitle.empty()) out << ", subtitle = " << quote(card.subtitle);
  out << ",\n  type = " << quote(card.kind);
  if (card.cost >= 0) out << ", cost = " << card.cost;
  if (!card.energy.empty()) out << ", energy = " << quote(card.energy);
  out << ",\n";
  if (!card.affiliations.empty() || card.kind == "character") {
    out << "  affiliations = {";
    for (std::size_t i = 0; i < card.affiliations.size(); ++i) out << (i ? ", " : " ") << quote(card.affiliations[i]);
    out << (card.affiliations.empty() ? "}" : " }") << ",\n";
  }
  if (!card.rarity.empty()) out << "  rarity = " << quote(card.rarity) << ",\n";
  if (card.use >= 0) out << "  use = " << card.use << ",\n";
  if (card.max >= 0) out << "  max = " << card.max << ",\n";
  if (card.tentative) out << "  tentative = true,\n";
  out << "  faces = {";
  for (std::size_t i = 0; i < card.faces.size(); ++i) out << (i ? ", " : " ") << quote(face_text(card.faces[i]));
  out << " },\n";
  out << "  text = " << quote(card.text.empty() ? render_card_text(card) : card.text) << ",\n";
  if (!abilities.empty()) {
    out << "  abilities = {\n";
    for (const auto& a : abilities) {
      out << "  " << a << ",\n";
      if (a.find(kCardLineMark) != std::string::npos) out << "  " << kCardLineMark << "0\n";
    }
    out << "  },\n";
  }
  out << "}\n";
  return strip_marks(out.str(), lines);
}

}  // namespace dm::dsl

