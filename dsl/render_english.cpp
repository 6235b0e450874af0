// Card text in English, read off the syntax tree: what a card would say if it were printed the
// way the engine understands it. The card's title stands for `this`; zones and keywords take the
// rulebook's capitals; anything written in Lua shows as [Lua], since no sentence can say it.
// Here: whole abilities (labels, lead-ins, costs, triggers) and the words every part uses; the
// parts are listed in render_english.hpp.
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "dsl/render.hpp"
#include "dsl/render_english.hpp"
#include "dsl/resolve.hpp"

namespace dm::dsl::english {

std::string number_word(int n) {
  static const char* words[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
  if (n >= 0 && n <= 10) return words[n];
  return std::to_string(n);
}

void capitalize_first(std::string& s, std::size_t from) {
  for (std::size_t i = from; i < s.size(); ++i) {
    if (std::isalpha(static_cast<unsigned char>(s[i]))) {
      s[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[i])));
      return;
    }
    if (s[i] != ' ' && s[i] != '(' && s[i] != '"') return;
  }
}

std::string join_and(const std::vector<std::string>& parts) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += i + 1 == parts.size() ? " and " : ", ";
    out += parts[i];
  }
  return out;
}

std::string words_of(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts)
    if (!p.empty()) out += (out.empty() ? "" : " ") + p;
  return out;
}

namespace {

const char* zone_name(const std::string& zone) {
  if (zone == "bag") return "bag";
  if (zone == "prep") return "Prep Area";
  if (zone == "reserve") return "Reserve Pool";
  if (zone == "field") return "Field Zone";
  if (zone == "attack") return "Attack Zone";
  if (zone == "used") return "Used Pile";
  if (zone == "out_of_play") return "Out of Play";
  return nullptr;
}

}  // namespace

std::string zone_display(const std::string& zone) {
  if (!zone.empty() && zone[0] == '?') return zone.substr(1);
  const char* n = zone_name(zone);
  return n ? n : zone;
}

std::string English::cost(const Cost& c) {
  std::vector<std::string> parts;
  for (const auto& [w, n] : c.energy) parts.push_back(std::to_string(n) + " " + w);
  if (c.life) parts.push_back(std::to_string(c.life) + " life");
  return join_and(parts);
}

std::string English::trigger(const Ability& h) {
  if (h.first_each_turn) return "the first time each turn you field a character";
  if (h.trigger == "after_blockers") return "after blockers are declared";
  if (h.trigger == "end_of_combat") return "at end of combat";
  if (h.trigger == "end_of_turn") return "at end of turn";
  // The words as written, with the title for `this`: "when you or Hulk take damage".
  std::string out = "when";
  std::string w;
  auto flush = [&] {
    if (w.empty()) return;
    out += " " + (w == "this" ? title() : w == "ko'd" ? std::string("KO'd") : w);
    w.clear();
  };
  for (char ch : h.trigger_written) {
    if (ch == ' ') flush();
    else w += ch;
  }
  flush();
  return out;
}

namespace {

// The `text` a whole-Lua ability gives itself, if it says one in a plain string.
std::string lua_table_text(const std::string& table) {
  std::size_t at = 0;
  while ((at = table.find("text", at)) != std::string::npos) {
    bool word_start = at == 0 || !(std::isalnum(static_cast<unsigned char>(table[at - 1])) || table[at - 1] == '_');
    std::size_t i = at + 4;
    at = i;
    if (!word_start) continue;
    while (i < table.size() && (table[i] == ' ' || table[i] == '\t')) ++i;
    if (i >= table.size() || table[i] != '=') continue;
    ++i;
    while (i < table.size() && (table[i] == ' ' || table[i] == '\t')) ++i;
    if (i >= table.size() || table[i] != '"') continue;
    std::string out;
    for (++i; i < table.size() && table[i] != '"' && table[i] != '\n'; ++i) {
      if (table[i] == '\\' && i + 1 < table.size()) ++i;
      out += table[i];
    }
    if (i < table.size() && table[i] == '"') {
      // A string built with `..` goes on; showing its first piece would cut a sentence short.
      std::size_t j = i + 1;
      while (j < table.size() && (table[j] == ' ' || table[j] == '\t' || table[j] == '\n' || table[j] == '\r')) ++j;
      if (table.compare(j, 2, "..") == 0) return {};
      return out;
    }
    return {};
  }
  return {};
}

}  // namespace

}  // namespace dm::dsl::english

namespace dm::dsl {

std::string lua_table_text(const std::string& table) { return english::lua_table_text(table); }

std::string describe_selector(const Selector& s) {
  english::English en(nullptr, false);
  return en.selector(s);
}

std::string render_ability(const Card& card, const Ability& a) {
  using namespace english;
  AbilityKind kind = kind_of(card, a);
  // The printed words a designer gave the ability stand for whatever its Lua does.
  if (!a.text.empty()) return a.text;
  if (kind == AbilityKind::Lua) {
    std::string t = english::lua_table_text(a.lua_table);
    return t.empty() ? "[Lua]" : "[Lua] " + t;
  }
  const Ability& h = head_of(card, a);
  bool timed = kind == AbilityKind::Triggered || kind == AbilityKind::Global || kind == AbilityKind::Activated;
  English en(&card, timed);

  std::string instead = a.instead ? " instead" : "";
  if (a.burst) {
    std::string label = a.burst == 3 ? "*/**: " : a.burst == 2 ? "**: " : "*: ";
    std::string out = label + en.body(a.body) + instead + ".";
    capitalize_first(out, label.size());
    return out;
  }

  // Labels stand before the sentence and each start it again: "Underdog: ", "Global: ".
  std::vector<std::string> labels;
  std::vector<std::string> lead;
  bool underdog = false;
  for (const auto& c : h.conditions)
    if (c.kind == Cond::Kind::Underdog) underdog = true;
  if (underdog) labels.push_back("Underdog");
  if (h.global) labels.push_back(h.once_per_turn ? "Global (once per turn)" : "Global");
  if (h.trigger == "aftershock") labels.push_back("Aftershock");
  if (h.once_per_turn && !h.global) lead.push_back("once per turn");
  if (h.while_active) lead.push_back("while " + card.title + " is active");
  for (const auto& c : h.conditions) {
    if (c.kind == Cond::Kind::YourTurn) lead.push_back("during your turn");
    else if (c.kind == Cond::Kind::AttackStep) lead.push_back("during the Attack Step");
  }
  std::string trig = trigger_of(card, a);
  bool shows_trigger = !h.trigger_written.empty() && h.trigger != "aftershock" && !(trig == "used" && is_action_card(card));
  if (shows_trigger) lead.push_back(en.trigger(h));
  for (const auto& c : h.conditions)
    if (c.kind != Cond::Kind::Underdog && c.kind != Cond::Kind::YourTurn && c.kind != Cond::Kind::AttackStep)
      lead.push_back("if " + en.cond(c));

  // Costs before a colon: "pay 1 fist and sacrifice a character of yours: ...".
  std::vector<std::string> costs;
  if (h.has_cost) costs.push_back("pay " + English::cost(h.cost));
  if (h.sacrifice) costs.push_back("sacrifice " + en.selector(*h.sacrifice));
  std::string action;
  if (!costs.empty()) {
    action = (h.may ? "you may " : "") + join_and(costs) + (h.repeatable ? " (any number of times)" : "") + ": " + en.body(a.body);
  } else if (h.may) {
    action = "you may " + en.body(a.body, true);
  } else {
    action = en.body(a.body);
  }

  std::string out;
  std::vector<std::size_t> starts;
  for (const auto& l : labels) {
    starts.push_back(out.size());
    out += l + ": ";
  }
  starts.push_back(out.size());
  for (const auto& l : lead) out += l + ", ";
  out += action + instead;
  // A sentence that ends in a reminder's own full stop, "Tailwind (When ... +1A.)", takes no other.
  const bool closed = out.size() >= 2 && out.back() == ')' && std::string_view(".!?").find(out[out.size() - 2]) != std::string_view::npos;
  if (!closed) out += ".";
  for (std::size_t s : starts) capitalize_first(out, s);
  return out;
}

}  // namespace dm::dsl
