// The hero duel in words for people: what an effect does ("7 undefendable damage, gain
// Kindle"), option labels that say what they lead to, and a card's text for `card NAME`.
#include <string>

#include "engine/duel/script/host.hpp"
#include "dm/duel.hpp"

namespace dm::duel {

namespace {

std::string fraction(int num, int den) {
  if (num == 1 && den == 2) return "half";
  if (num == 1 && den == 3) return "a third";
  if (den == 1) return std::to_string(num) + " times";
  return std::to_string(num) + "/" + std::to_string(den);
}

std::string tokens(const Content& c, int status, int n) {
  const std::string name = c.statuses[static_cast<std::size_t>(status)].name;
  return n == 1 ? name : std::to_string(n) + " " + name;
}

}  // namespace

std::string describe(const Effect& e, const Content& c) {
  std::vector<std::string> parts;
  if (e.isolated > 0) parts.push_back(std::to_string(e.isolated) + " isolated damage first");
  if (e.damage > 0)
    parts.push_back(std::to_string(e.damage) + (e.kind == damage::Kind::Normal ? "" : " " + std::string(damage::to_string(e.kind))) + " damage");
  if (e.collateral > 0) parts.push_back(std::to_string(e.collateral) + " collateral damage");
  if (e.self_damage > 0) parts.push_back(std::to_string(e.self_damage) + " collateral damage to its holder");
  if (e.add > 0) parts.push_back("+" + std::to_string(e.add) + " damage to your attack");
  if (e.scale_num > e.scale_den) parts.push_back("your attack " + fraction(e.scale_num, e.scale_den));
  if (e.scale_num < e.scale_den) parts.push_back("the pending attack " + fraction(e.scale_num, e.scale_den) + ", rounded up");
  if (e.reduce > 0) parts.push_back("-" + std::to_string(e.reduce) + " to the pending attack");
  if (e.prevent > 0) parts.push_back("prevent " + std::to_string(e.prevent));
  if (e.prevent_num > 0) parts.push_back("prevent " + fraction(e.prevent_num, e.prevent_den) + ", rounded up");
  if (e.reflect > 0) parts.push_back(std::to_string(e.reflect) + " back");
  if (e.heal > 0) parts.push_back("heal " + std::to_string(e.heal));
  if (e.cp > 0) parts.push_back("+" + std::to_string(e.cp) + " CP");
  if (e.steal_cp > 0) parts.push_back("steal " + std::to_string(e.steal_cp) + " CP");
  if (e.draw > 0) parts.push_back("draw " + std::to_string(e.draw));
  if (e.gain_status >= 0 && e.gain > 0) parts.push_back("gain " + tokens(c, e.gain_status, e.gain));
  if (e.inflict_status >= 0 && e.inflict > 0) parts.push_back("inflict " + tokens(c, e.inflict_status, e.inflict));
  if (e.remove > 0) parts.push_back("remove " + std::to_string(e.remove) + " of the opponent's tokens");
  if (e.upgrade_ability >= 0 && e.upgrade > 0) parts.push_back("+" + std::to_string(e.upgrade) + " damage to an ability for the game");
  if (e.upgrade_ability >= 0 && e.upgrade_level > 0)
    parts.push_back(std::string("an ability to its Level ") + (e.upgrade_level == 2 ? "II" : "III") + " for the game");
  // A Lua function acts after the fields: its words come last.
  if (e.script >= 0 && c.lua) parts.push_back(c.lua->fn(e.script).text);
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
  if (out.empty()) out = "no effect";
  if (!e.roll_on.empty()) {
    std::string on;
    for (std::size_t i = 0; i < e.roll_on.size(); ++i)
      on += (i == 0 ? "" : i + 1 == e.roll_on.size() ? " or " : ", ") + std::to_string(e.roll_on[i]);
    out = "roll a die: on " + on + ", " + out;
  }
  return out;
}

std::string describe_ability(const Ability& a, int level, const Content& c) {
  std::string out = describe(a.effect_at(level), c);
  if (a.has_then_at(level)) out += "; then " + describe(a.then_at(level), c);
  if (level >= 2) out = (level == 2 ? "Level II: " : "Level III: ") + out;
  return out;
}

std::string card_text(const Hero& h, const Card& k, const Content& c) {
  return k.name + " (" + h.name + "): " + std::string(to_string(k.timing)) + " card, " + std::to_string(k.cost) + " CP, " +
         std::to_string(k.copies) + (k.copies == 1 ? " copy" : " copies") + ": " + describe(k.effect, c);
}

}  // namespace dm::duel
