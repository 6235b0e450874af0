#pragma once
// `card NAME` at the terminal: a card found by a name typed loosely (any case, a prefix, a part
// of it), shown as its text; when nothing matches, the nearest names are offered instead.
#include <string>

#include "dm/game.hpp"

namespace dm::view {

// The card's text, with its cost, faces and abilities, or what the query might have meant.
std::string look_up_card(const Game& g, const std::string& query);

}  // namespace dm::view
