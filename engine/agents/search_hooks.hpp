#pragma once
// What the tree search (mcts.cpp) asks of each game: the search itself knows no game, only
// dm::Match; a game gives its word on a position, which options are worth searching, and the
// players the search stands on. Each game gives its own in its players (players.hpp).
// Internal to dm_agents and the games.
#include <string>
#include <string_view>
#include <vector>

#include "dm/match.hpp"

namespace dm::agents {

// Each side's value when the game is over (1 won, 0 lost, 1/2 all for a tie), else 1/2 each.
std::vector<double> outcome_values(const Match& m);
// Every option of the pending decision.
void every_option(const Match& m, std::vector<int>& out);

struct SearchHooks {
  // Each side's value in [0, 1]: 1 or 0 when the game is won or lost, 1/2 for a draw, else the
  // game's judgment of the position.
  std::vector<double> (*evaluate)(const Match& m) = outcome_values;
  // The options worth searching (indexes); the others only undo an earlier choice, and a
  // search that may undo can go round in circles forever. Never empty when options exist.
  void (*candidates)(const Match& m, std::vector<int>& out) = every_option;
  // Option `option` gives up what the decision was about (a payment cancelled): a path the
  // search drops when it can only end there.
  bool (*gives_up)(const Match& m, int option) = nullptr;
  // A decision answered without search, however it is configured (-1: none): drafts.
  int (*fixed_choice)(const Match& m) = nullptr;
  unsigned fixed_kinds = ~0u;  // the decision codes fixed_choice may answer (bit per code; codes past 31 always asked)
  const char* base = "random";     // the player the search stands on (answers what is not searched)
  const char* rollout = "random";  // the cheap player of the rollouts
  unsigned search = ~0u;           // decision codes searched by default (bit per code)
  int turns = 6;                   // rollouts stop this many turns beyond the current one
  // The decision codes by name, for `mcts:search=a+b` (empty: every decision is searched).
  std::vector<std::pair<std::string, int>> decisions;
};

}  // namespace dm::agents
