#pragma once
// English for the narration, the board and the prompts: articles, plurals, lists, and the
// names people use for players, dice and faces.
#include <string>
#include <vector>

#include "dm/game.hpp"

namespace dm::cli {

// "P1" for player 0: seats are counted from 1 where people read them.
std::string player_word(int player);
// "an" before a vowel sound written with a vowel ("an Exposed!", "an Iron Man"), else "a".
std::string a_or_an(const std::string& next_word);
// "1 die", "3 dice".
std::string count(int n, const std::string& one, const std::string& many);
// "A", "A and B", "A, B and C".
std::string join_and(const std::vector<std::string>& parts);
// "A, B or C".
std::string join_or(const std::vector<std::string>& parts);
// A face as the log writes it, in words: "?" is "wild", "2" is "2 generic".
std::string face_words(const std::string& face);
// "P1 Sidekick 7": the die without the face its label shows in play (Game::die_name).
std::string die_name(const Game& g, DieId d);

}  // namespace dm::cli
