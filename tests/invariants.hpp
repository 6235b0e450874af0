#pragma once
// What must hold after every step of any game, as one function returning the first broken
// rule: shared by the Catch tests (random games, scenarios) and the fuzz targets, which can't
// include Catch.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dm/game.hpp"

namespace dm::test {

// Checks what must hold after every step of any game; returns the first violation or "".
// `full` also checks the logged state line lists every die exactly once (slower).
inline std::string invariant_violation(const Game& g, bool full = true) {
  const auto& s = g.state();
  for (PlayerId p = 0; p < s.player_count(); ++p)
    if (s.life(p) > s.start_life) return "life above the start for P" + std::to_string(p);
  for (const auto& d : s.dice) {
    if (d.zone != Zone::Supply && (d.owner < 0 || d.owner >= s.player_count())) return "die without owner out of the supply";
    if (d.zone != Zone::Supply && (d.controller < 0 || d.controller >= s.player_count())) return "die without controller out of the supply";
    if (d.zone == Zone::Supply && d.controller != s.cards[static_cast<std::size_t>(d.card)].owner)
      return "a die in the supply not its card owner's: die " + std::to_string(d.id);
    if (in_field(d.zone) && !s.face(d.id).is_character()) return "a non-character face in the field: die " + std::to_string(d.id);
    // Cleanup clears damage and blocked marks in the field zones only.
    if (!in_field(d.zone) && (d.damage != 0 || d.was_blocked))
      return "a die outside the field with damage or a blocked mark: die " + std::to_string(d.id);
    // Game::move looks for a leaving attacker's blockers in the field zones only.
    if (!in_field(d.zone) && d.blocking != kNone) return "a die outside the field engaged as a blocker: die " + std::to_string(d.id);
    if (d.zone == Zone::Attack && d.blocking != kNone && s.dice[d.blocking].zone != Zone::Attack)
      return "a blocker engaged with a die outside the Attack Zone";
    if (d.zone == Zone::Attack && d.blocking != kNone && !s.dice[d.blocking].was_blocked)
      return "a blocker in the Attack Zone engaged with an attacker not marked blocked: die " + std::to_string(d.id);
    if (in_field(d.zone) && (g.attack(d.id) < 0 || g.defense(d.id) < 0)) return "negative stats";
  }
  if (!g.over() && g.pending().options.empty()) return "a decision with no options";
  // The index of dice by controller and zone agrees with the dice, in id order.
  for (PlayerId p = kNone; p < s.player_count(); ++p)
    for (int z = 0; z < kZoneCount; ++z) {
      std::vector<DieId> walked, indexed;
      for (const auto& d : s.dice)
        if (d.controller == p && d.zone == static_cast<Zone>(z)) walked.push_back(d.id);
      for (DieId d : s.in_zone(p, static_cast<Zone>(z))) indexed.push_back(d);
      if (walked != indexed)
        return "the dice index is stale for player " + std::to_string(p) + ", zone " +
               std::string(to_string(static_cast<Zone>(z)));
    }
  // A held die is known to the state: leaving the field lets go of what a die holds only then.
  if (!s.holding)
    for (const auto& d : s.dice)
      if (d.held_by != kNone) return "die " + std::to_string(d.id) + " is held, and the state says none is";
  if (!full) return "";
  std::vector<int> seen(s.dice.size(), 0);
  auto state = nlohmann::json::parse(g.state_line());
  auto mark = [&](const nlohmann::json& ids) {
    for (const auto& x : ids) ++seen[x.get<std::size_t>()];
  };
  for (const auto& pl : state["players"])
    for (auto& [name, ids] : pl["zones"].items()) mark(ids);
  for (auto& [name, ids] : state["supply"].items()) mark(ids);
  if (state.contains("captured")) mark(state["captured"]);
  for (std::size_t i = 0; i < seen.size(); ++i)
    if (seen[i] != 1) return "die " + std::to_string(i) + " appears " + std::to_string(seen[i]) + " times";
  return "";
}

}  // namespace dm::test
