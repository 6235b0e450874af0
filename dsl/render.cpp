// The card as a designer checks it: header facts, the six faces and the text box, one ability a
// line with how the engine files it. The English of each ability is in render_english.cpp.
#include "dsl/render.hpp"

#include <algorithm>

#include "dsl/resolve.hpp"

namespace dm::dsl {

std::string face_text(const Face& f) {
  std::string stars(static_cast<std::size_t>(f.bursts), '*');
  switch (f.kind) {
    case Face::Kind::Character:
      return std::to_string(f.fielding) + "/" + std::to_string(f.attack) + "/" + std::to_string(f.defense) + stars;
    case Face::Kind::Action: return "action" + stars;
    case Face::Kind::Energy: {
      if (f.wild) return "?";
      if (f.symbols.empty()) return std::to_string(f.generic);
      std::string s;
      for (const auto& w : f.symbols) s += (s.empty() ? "" : " ") + w;
      return s;
    }
    case Face::Kind::Unknown: break;
  }
  return "?";
}

std::string render_card_text(const Card& card) {
  std::string out;
  for (const auto& a : card.abilities)
    if (a.from_keyword.empty()) out += (out.empty() ? "" : " ") + render_ability(card, a);
  return out;
}

namespace {

std::string kind_name(const std::string& kind) { return kind == "basic_action" ? "basic action" : kind.empty() ? "(none)" : kind; }

// How the engine files an ability, for the designer: "triggered: blocks", "static", "global".
std::string reading(const Card& card, const Ability& a);

// A list of keywords is read as what each keyword is: a keyword its set defines is the ability
// the set gave it ("triggered: attack"), the game's own keywords are static.
std::string keywords_reading(const Card& card, const Ability& a) {
  if (a.body.size() != 1 || a.body.front().kind != Stmt::Kind::Keywords) return {};
  std::vector<std::string> parts;
  bool any_defined = false;
  for (const auto& w : a.body.front().words) {
    std::string part = "static";
    if (const Card::DefinedKeyword* def = card.defined(w)) {
      for (const auto& k : card.abilities)
        if (k.from_keyword == def->name) part = reading(card, k);
      any_defined = true;
    }
    if (std::find(parts.begin(), parts.end(), part) == parts.end()) parts.push_back(part);
  }
  if (!any_defined) return {};
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out;
}

std::string reading(const Card& card, const Ability& a) {
  if (std::string k = keywords_reading(card, a); !k.empty()) return k;
  std::string out;
  switch (kind_of(card, a)) {
    case AbilityKind::Triggered: out = "triggered: " + trigger_of(card, a); break;
    case AbilityKind::Static: out = "static"; break;
    case AbilityKind::Global: out = (head_of(card, a).trigger == "reaction" || head_of(card, a).trigger == "dealing") ? "global reaction" : "global"; break;
    case AbilityKind::Activated: out = "activated"; break;
    case AbilityKind::FieldAlt: out = "another way to field"; break;
    case AbilityKind::Protect: out = "protection"; break;
    case AbilityKind::Lua: out = "Lua table"; break;
    case AbilityKind::Invalid: out = "not understood"; break;
  }
  if (a.burst) out += a.burst == 3 ? ", either burst" : a.burst == 2 ? ", burst 2" : ", burst 1";
  if (a.uses_lua() && a.lua_table.empty()) out += ", uses Lua";
  return out;
}

}  // namespace

std::string render_card(const Card& card) {
  std::string out = card.name() + " [" + card.full_id() + "]\n";
  out += "set: " + card.set + (card.set_name.empty() ? "" : " (" + card.set_name + ")") + ", number " + std::to_string(card.number) + "\n";
  out += "kind: " + kind_name(card.kind) + "\n";
  if (card.cost >= 0) out += "cost: " + std::to_string(card.cost) + (card.energy.empty() ? "" : " " + card.energy) + "\n";
  if (!card.affiliations.empty()) {
    out += "affiliation: ";
    for (std::size_t i = 0; i < card.affiliations.size(); ++i) out += (i ? ", " : "") + card.affiliations[i];
    out += "\n";
  }
  if (!card.rarity.empty()) out += "rarity: " + card.rarity + "\n";
  if (card.max >= 0) out += "max: " + std::to_string(card.max) + "\n";
  if (card.use >= 0) out += "use: " + std::to_string(card.use) + "\n";
  if (card.tentative) out += "tentative: stats from unreliable sources\n";
  out += "faces:";
  int level = 0;
  for (std::size_t i = 0; i < card.faces.size(); ++i) {
    const Face& f = card.faces[i];
    out += i ? " | " : " ";
    if (f.kind == Face::Kind::Character) out += "L" + std::to_string(++level) + " ";
    out += face_text(f);
  }
  out += "\n";
  if (!card.text.empty()) out += "printed text: " + card.text + "\n";
  if (card.abilities.empty()) {
    out += "text: (no ability)\n";
    return out;
  }
  out += "text:\n";
  for (const auto& a : card.abilities) {
    if (!a.from_keyword.empty()) continue;  // shown as the keyword, with its reminder text
    out += "  " + render_ability(card, a) + "  [" + reading(card, a) + "]\n";
  }
  return out;
}

}  // namespace dm::dsl
