#pragma once
// The lines of a game's log that come from whoever runs the game rather than from the game
// itself (docs/log-format.md): `game_start` before it and `game_over` after it. Kept here so
// that every way of running a game (the CLI, the Python module) writes the same log for the
// same game. Public API.
#include <cstdint>
#include <string>
#include <vector>

#include "dm/match.hpp"

namespace dm {

// A game's first line: its game, format, seed and agents, with what the game adds
// (Match::start_fields). A game may write its own instead (Table::start_line).
std::string game_start_line(const Match& m, const std::string& format, std::uint64_t seed,
                            const std::vector<std::string>& agents);

// The winner, why the game ended, its length and the final state's hash, with what the game
// adds (Match::over_fields: life totals, scores).
std::string game_over_line(const Match& m);

}  // namespace dm
