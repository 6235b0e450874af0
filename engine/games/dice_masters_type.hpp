#pragma once
// Dice Masters as a game of the registry: its tables, and how its seats rotate. Internal to
// dm_games (the simulation seats its players the same way).
#include <vector>

#include "dm/game.hpp"

namespace dm::games {

// Seat -> player for a game whose seats are rotated by one side: each seat takes the player
// who sits at the same place in the next side (two players swap; in 2v2 the sides swap).
std::vector<int> rotated_seats(const GameSetup& setup);
// Seats the set-up's players as `player_at_seat` says: each player takes their team (cards
// and Sidekicks) to the new seat; the seat keeps its side.
void seat_players(GameSetup& setup, const std::vector<int>& player_at_seat);

}  // namespace dm::games
