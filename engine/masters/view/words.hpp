#pragma once
// Dice Masters' words for the narration, the board and the prompts: faces and dice as people
// name them.
#include <string>

#include "dm/game.hpp"
#include "engine/view/words.hpp"

namespace dm::view {

// A face as the log writes it, in words: "?" is "wild", "2" is "2 generic".
std::string face_words(const std::string& face);
// "P1 Sidekick 7": the die without the face its label shows in play (Game::die_name).
std::string die_name(const Game& g, DieId d);

}  // namespace dm::view
