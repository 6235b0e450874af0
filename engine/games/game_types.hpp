#pragma once
// Each game's entry in the registry (registry.cpp). Internal to dm_games.
#include <memory>

#include "dm/games.hpp"

namespace dm::games {

std::unique_ptr<GameType> make_dice_masters_type();  // dice_masters_type.cpp
std::unique_ptr<GameType> make_dice_miner_type();    // engine/miner/game_type.cpp
std::unique_ptr<GameType> make_hero_duel_type();     // engine/duel/game_type.cpp

}  // namespace dm::games
