#pragma once
// The table as a person looks at it: each player's life and zones, the dice in the Field Zone
// with their stats, and the cards still to buy. What is secret (the order of a bag) is counted,
// never shown.
#include <string>

#include "dm/game.hpp"

namespace dm::view {

std::string board_text(const Game& g);

}  // namespace dm::view
