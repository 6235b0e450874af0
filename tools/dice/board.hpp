#pragma once
// The table as a person reads it: life totals and where every die is.
#include <string>

#include "dm/game.hpp"

namespace dm::cli {

std::string board_text(const Game& g);

}  // namespace dm::cli
