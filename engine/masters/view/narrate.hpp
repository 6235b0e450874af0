#pragma once
// A readable account of a game, built from the same event lines the JSON log holds.
#include <nlohmann/json.hpp>
#include <string>

#include "dm/game.hpp"

namespace dm::view {

// One or more lines for a log line, or "" when it isn't worth telling.
std::string narrate(const Game& g, const nlohmann::json& line);

}  // namespace dm::view
