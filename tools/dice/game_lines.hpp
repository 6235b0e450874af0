#pragma once
// The log lines `dice play` writes itself around the game's own: game_start (what is played,
// by whom, with which dice) and game_over. `dice replay` writes the same, byte for byte.
#include <cstdint>
#include <string>
#include <vector>

#include "dm/game.hpp"

namespace dm::cli {

// After the game is made and before its first advance: `agents` by seat, `team_names` by player.
std::string game_start_line(const Game& g, const GameSetup& setup, std::uint64_t seed, const std::vector<std::string>& agents,
                            const std::vector<std::string>& team_names);
std::string game_over_line(const Game& g);

}  // namespace dm::cli
