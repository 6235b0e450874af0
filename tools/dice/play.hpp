#pragma once
// dice play: its options, and the loop that plays a game out between its agents, told and
// written as asked, whatever the game and however it was set up (play.cpp, play_from.cpp).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "dm/agent.hpp"
#include "dm/match.hpp"
#include "dm/replay.hpp"
#include "tools/dice/format_choice.hpp"

namespace dm::cli {

struct PlayOptions {
  FormatChoice format;  // its format: the first game's default when none is given
  std::uint64_t seed = 1;
  std::string agents;  // empty: random for every player
  std::string log;
  std::string html;  // the viewer page of the game
  std::string replay;  // write a replay file of the game here
  bool embed = false;  // ...carrying the format script and card files it needs (--embed)
  std::string teams;
  int quiet = 0;  // -q: the result only; -qq: nothing
  int turn_cap = 0;
  std::string from_sim;  // "SEED,i": game i of a `dice sim` run with base seed SEED
  bool no_rotate = false;
  std::string from_replay;    // play on from this replay's position...
  long long to = -1;          // ...after this many of its steps (-1: all of them)
  std::string from_scenario;  // play on from this scenario's set-up: FILE or FILE:NAME
};

// The game `g` played out (`advanced`: already at its first decision): `start` is its
// game_start line; `recorder`, when given, records the replay; `playing_on`, in puzzle mode,
// where the game is taken up (its board is shown after the game's header). Returns the exit
// status.
int play_match(std::unique_ptr<Match> g, bool advanced, const PlayOptions& o, const std::vector<std::string>& names,
               std::vector<std::unique_ptr<Agent>>& agents, const std::string& start,
               std::unique_ptr<ReplayRecorder> recorder, const std::string& playing_on = "");

// Puzzle mode (play_from.cpp): the position after a replay's step, or a scenario's set-up,
// played on with the agents given.
int run_play_from_replay(const PlayOptions& o);
int run_play_from_scenario(const PlayOptions& o);

}  // namespace dm::cli
