#pragma once
// English for the narration, the board and the prompts: articles, plurals, lists, and the
// names people use for players, dice and faces.
#include <string>
#include <vector>


namespace dm::view {

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

}  // namespace dm::view
