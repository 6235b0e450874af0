// The card script: the card's fields, the Lua helpers its abilities use, and each ability's table
// with the fields its head gives it. Selectors are in codegen_selectors.cpp, effects in
// codegen_effects.cpp.
#include "dsl/codegen.hpp"

#include <cstdio>
#include <cstdlib>
#include <set>
#include <sstream>

#include "dsl/codegen_emitter.hpp"
#include "dsl/render.hpp"
#include "dsl/resolve.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl::codegen {

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

std::string Emitter::ability(const Ability& a) {
  self_ = &a;
  head_ = &head_of(card_, a);
  targets_.clear();
  code_.clear();
  extra_.clear();
  tmp_ = 0;
  it_ = {};
  kod_ = false;
  damaged_players_.clear();
  AbilityKind kind = kind_of(card_, a);
  if (kind == AbilityKind::Lua) {
    // The printed words go first, so that a `text` the table gives itself still wins.
    std::string table = a.lua_table;
    std::size_t open = table.find('{');
    if (!a.text.empty() && open != std::string::npos) table.insert(open + 1, " text = " + quote(a.text) + ",");
    return std::string(kCardLineMark) + std::to_string(a.lua_pos.line) + "\n  " + table;
  }
  std::vector<std::string> f;  // fields
  std::string trigger = trigger_of(card_, a);
  switch (kind) {
    case AbilityKind::Triggered:
      if (trigger == "reaction" || trigger == "dealing") break;
      f.push_back("on = " + quote(trigger));
      if (trigger == "you_field" || trigger == "opponent_action" || (trigger == "owner_damaged" && !head_->while_active))
        f.push_back("card = true");
      break;
    case AbilityKind::Static: f.push_back("static = true"); break;
    case AbilityKind::Global:
      f.push_back("global = true");
      if (head_->trigger == "reaction") f.push_back("reaction = true");
      if (head_->trigger == "dealing") f.push_back("reaction = true, dealing = true");
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
  if (head_->first_each_turn) f.push_back("first_each_turn = true");
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

std::string Emitter::cost_table(const Cost& c) {
  std::string s = "{ ";
  bool first = true;
  for (const auto& [w, n] : c.energy) {
    s += (first ? "" : ", ") + (w == "energy" || w == "generic" ? std::string("energy") : w) + " = " + std::to_string(n);
    first = false;
  }
  if (c.life) s += std::string(first ? "" : ", ") + "life = " + std::to_string(c.life);
  return s + " }";
}

std::string Emitter::conditions() {
  std::vector<std::string> parts;
  for (const auto& c : head_->conditions)
    if (c.kind != Cond::Kind::AttackStep) parts.push_back(cond_expr(c));
  if (head_->ko_while_blocking) parts.push_back("ev.role == \"blocking\"");
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : " and ") + p;
  return out;
}

std::string Emitter::cond_expr(const Cond& c) {
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
    case Cond::Kind::LessLife: return "g.life(self.player) < g.life(g.opponent(self.player))";
    case Cond::Kind::Dealt: return "false";  // read after the damage is dealt (dealt_branch)
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

void Emitter::statics(const Ability& a, std::vector<std::string>& f) {
  for (const auto& s : a.body) {
    switch (s.kind) {
      case Stmt::Kind::Keywords:
      case Stmt::Kind::Grant: {
        if (s.kind == Stmt::Kind::Grant && s.sel && s.sel->kind == Selector::Kind::Each) break;
        // A keyword the set defines is the abilities it brought, not a tag of the kernel.
        std::vector<std::string> words;
        for (const auto& w : s.words)
          if (!card_.defined(w)) words.push_back(w);
        if (words.empty()) break;
        std::string k = "keywords = { ";
        for (std::size_t i = 0; i < words.size(); ++i) {
          const char* e = vocab::lookup(vocab::die_keywords(), words[i]);
          k += (i ? ", " : "") + quote(e ? e : words[i]);
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

namespace {

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
      {"spin_ways",
       "local function spin_ways(g, dice)\n"
       "  local up, down = false, false\n"
       "  for _, d in ipairs(dice) do\n"
       "    local level = g.level(d)\n"
       "    if level >= 1 and level < g.max_level(d) then up = true end\n"
       "    if level > 1 then down = true end\n"
       "  end\n"
       "  return up, down\n"
       "end\n"},
      {"draw_bag",
       "local function draw_bag(g, p, n, zone)\n"
       "  local out = {}\n"
       "  for _ = 1, n do\n"
       "    if #g.dice(p, \"bag\") == 0 then break end\n"
       "    local d = g.draw(p, zone)\n"
       "    if d then out[#out + 1] = d end\n"
       "  end\n"
       "  return out\n"
       "end\n"},
      {"you_first",
       "local function you_first(g, me)\n"
       "  local out = { me }\n"
       "  for _, p in ipairs(g.turn_order()) do if p ~= me then out[#out + 1] = p end end\n"
       "  return out\n"
       "end\n"},
      {"basic_action_dice",
       "local function basic_action_dice(g)\n"
       "  -- One die stands for each basic action card, wherever its dice are.\n"
       "  local seen, out = {}, {}\n"
       "  local function offer(d)\n"
       "    local c = g.card_of(d)\n"
       "    if g.card_kind(d) == \"basic_action\" and not seen[c] then\n"
       "      seen[c] = true\n"
       "      out[#out + 1] = d\n"
       "    end\n"
       "  end\n"
       "  for _, d in ipairs(g.supply_dice()) do offer(d) end\n"
       "  for _, p in ipairs(g.players()) do\n"
       "    for _, z in ipairs({ \"bag\", \"prep\", \"reserve\", \"field\", \"attack\", \"out_of_play\", \"used\" }) do\n"
       "      for _, d in ipairs(g.dice(p, z)) do offer(d) end\n"
       "    end\n"
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

}  // namespace dm::dsl::codegen

namespace dm::dsl {

std::string ability_text(const Card& card, const Ability& a) { return render_ability(card, a); }

std::string emit_lua(const Card& card, const std::string& origin, LineMap* lines) {
  using namespace codegen;
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
