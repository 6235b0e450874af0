#pragma once
// The lines of a game's log that come from whoever runs the game rather than from the game
// itself (docs/log-format.md): `game_start` before it and `game_over` after it. Kept here so
// that every way of running a game (the CLI, the Python module) writes the same log for the
// same game. Public API.
#include <cstdint>
#include <string>
#include <vector>

#include "dm/game.hpp"

namespace dm {

// What is played, by whom, with which teams and basic actions, and every die of `g` (made
// from `setup` and `seed`, not yet advanced or at least not yet changed by a decision).
// `agents` and `team_names` are by seat; a missing or empty team name is left out.
std::string game_start_line(const Game& g, const GameSetup& setup, std::uint64_t seed,
                            const std::vector<std::string>& agents, const std::vector<std::string>& team_names);

// The winner, why the game ended, its length, the life totals and the final state's hash.
std::string game_over_line(const Game& g);

}  // namespace dm
