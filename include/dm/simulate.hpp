#pragma once
// Many games between agents, split by seed so threads and shards never change a result.
// Public API. The statistics (Wilson intervals, the first player's advantage, per-card win
// rates) are in sim_stats.hpp; the JSON form of a run is in sim_report.hpp.
#include <cstdint>
#include <functional>
#include <map>
#include <stdexcept>
#include <memory>
#include <string>
#include <vector>

#include "dm/games.hpp"

namespace dm {

struct Replay;

struct SimOptions {
  std::string format;  // "": the first game's default format (GameInfo::default_format)
  std::map<std::string, std::string> format_options;  // the format's options (FormatOptions)
  std::uint64_t seed = 1;
  std::uint64_t games = 100;
  // The players of game 0 by seat: player i is agent i (repeated for more players and
  // drafters) with team i when teams are given.
  std::vector<std::string> agents = {"random", "random"};
  int threads = 1;
  std::uint64_t shard = 0, shards = 1;  // this run plays the games whose index % shards == shard
  std::vector<std::string> content;      // the game's own content files beside its built-in ones (--cards)
  std::vector<std::string> entries;      // what players bring, one file per player (team files; empty: the format's own)
  int turn_cap = 0;                      // 0: the format's
  std::string swap_a, swap_b;            // an A/B run's B side: card A replaced by card B in the entries
  // Game i seats the players rotated by i steps (of one side, or one seat where each player is
  // a side), so that every player holds every seat equally often.
  bool rotate = true;
};

// One game of a run, as `dice sim` plays it and `dice play --from-sim SEED,i` replays it.
struct SimGame {
  std::uint64_t index = 0;
  std::uint64_t seed = 0;                  // derive_seed(run seed, index)
  int rotated = 0;                         // steps the seats are rotated by
  std::vector<int> player_at_seat;         // seat -> player (position in the by-seat list of game 0)
  std::vector<std::string> agents;         // by seat, for every seat that decides (drafters too)
  std::vector<std::uint64_t> agent_seeds;  // by seat
};

// The set-up of game `index` at this table: its seed, the players' seats, and the agents' specs
// and seeds (the table sets the match up from the seed and the seating).
SimGame sim_game_setup(const SimOptions& o, const Table& table, std::uint64_t index);

// Win counts of one agent, seat or player: games it played, won, tied, and hit the turn limit.
struct WinCount {
  std::uint64_t games = 0, wins = 0, ties = 0, turn_limit = 0;
  void add(const WinCount& o) {
    games += o.games, wins += o.wins, ties += o.ties, turn_limit += o.turn_limit;
  }
  bool operator==(const WinCount& o) const = default;
};

// Totals are plain counts (sums, sums of squares, histograms): results of shards add up to
// exactly the result of one run.
struct SimTotals {
  std::uint64_t games = 0, ties = 0, turn_limit = 0, decisions = 0, script_errors = 0;
  std::uint64_t turns = 0, turns_sq = 0;      // sum of game lengths and of their squares
  std::map<int, std::uint64_t> turn_histogram;  // game length in turns -> games
  int players = 2;                              // players a game (the most seen)
  std::vector<std::uint64_t> side_wins;         // by side (side 0 moves first)
  std::vector<WinCount> seats;                  // by seat (seat 0 moves first)
  std::vector<WinCount> agents;                 // by position in SimOptions::agents
  std::vector<WinCount> entrants;               // by player (agent i with team i)
  WinCount first_player;                        // the side that moved first
  std::map<std::string, CardCount> cards;       // per card id (not Sidekicks)
  void add(const SimTotals& o);
  bool operator==(const SimTotals& o) const = default;
};

// What happened in one game, for --list-games.
struct GameRecord {
  std::uint64_t index = 0, seed = 0;
  std::vector<std::string> agents;  // by seat (players only)
  int winner = -1;                  // winning side, -1 for none
  int turns = 0;
  std::string end_reason;
  std::uint64_t hash = 0;           // of the final state
};

struct SimHooks {
  std::function<void(std::uint64_t done)> progress;  // now and then, from one thread
  std::function<void(const GameRecord&)> game;       // every game, in index order
  // Replays (dm/replay.hpp) of chosen games: `want_replay` is asked as each game ends, and
  // `replay` gets the replay of every game it wanted. Both are called from the worker
  // threads, in no particular order; a replay depends only on its game, never on threads.
  std::function<bool(const GameRecord&)> want_replay;
  std::function<void(const GameRecord&, const Replay&)> replay;
  // Asked on the calling thread between its games, at most every tenth of a second: true stops
  // the run (the games under way finish first), which then throws dm::SimStopped. Python's
  // simulate stops this way on Ctrl-C.
  std::function<bool()> stop;
};

// A run stopped by SimHooks::stop.
struct SimStopped : std::runtime_error {
  SimStopped() : std::runtime_error("the run was stopped") {}
};

// Plays the games. Throws std::invalid_argument for a bad shard or agent, std::runtime_error
// for a game that could not be played.
SimTotals simulate(const SimOptions& o, const SimHooks& hooks = {});

}  // namespace dm
