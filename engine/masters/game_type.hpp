#pragma once
// Dice Masters as a game of the registry: how its seats rotate, and its card library as a
// table loads it. Internal to engine/masters/.
#include <memory>
#include <string>
#include <vector>

#include "dm/game.hpp"

namespace dm::masters {

// Seat -> player for a game whose seats are rotated by one side: each seat takes the player
// who sits at the same place in the next side (two players swap; in 2v2 the sides swap).
std::vector<int> rotated_seats(const GameSetup& setup);
// Seats the set-up's players as `player_at_seat` says: each player takes their team (cards
// and Sidekicks) to the new seat; the seat keeps its side.
void seat_players(GameSetup& setup, const std::vector<int>& player_at_seat);
// The built-in sets, the card files `format` names and `content` (files or folders); throws
// FormatError with every problem, one a line.
std::shared_ptr<CardLibrary> load_library(const std::string& format, const std::vector<std::string>& content);

// The card `key` names: its id, or a title only one card has (as team files name cards); -1.
int find_card(const CardLibrary& lib, const std::string& key);

}  // namespace dm::masters
