#pragma once
// The integer ids every game shares: players and sides at the table, dice. Public API.

namespace dm {

using DieId = int;     // index of a die in a game's list of dice
using PlayerId = int;  // seat at the table, 0-based
using SideId = int;    // index of a side (a player alone, or a team)
constexpr int kNone = -1;

}  // namespace dm
