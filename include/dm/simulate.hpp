#pragma once
// Many games between agents, split by seed so threads and shards never change a result.
// Public API.
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "dm/library.hpp"
#include "dm/team.hpp"

namespace dm {

struct SimOptions {
  std::string format = "avx-demo";
  std::map<std::string, std::string> format_options;  // the format's options (FormatOptions)
  std::uint64_t seed = 1;
  std::uint64_t games = 100;
  std::vector<std::string> agents = {"random", "random"};  // by seat, repeated for more players and drafters
  int threads = 1;
  std::uint64_t shard = 0, shards = 1;  // this run plays the games whose index % shards == shard
  std::vector<TeamList> teams;          // the players' teams, one per seat (empty: the format's own or random)
};

// Totals are plain counts: results of shards add up to the result of one run.
struct SimTotals {
  std::uint64_t games = 0, wins[2] = {0, 0}, ties = 0, turn_limit = 0, turns = 0, decisions = 0, script_errors = 0;
  // wins[s]: games side s won (in two-player games, the player in that seat)
  int players = 2;  // players a game (the most seen: merged results keep it)
  std::map<std::string, std::uint64_t> card_games, card_wins;  // per card id: games on a team, games won
  void add(const SimTotals& o);
  std::string to_json() const;  // one JSON object
  static SimTotals from_json(const std::string& text);  // throws std::runtime_error on bad input
};

// Plays the games; `progress` (if set) is called now and then with the number finished.
SimTotals simulate(const SimOptions& o, std::shared_ptr<const CardLibrary> library,
                   const std::function<void(std::uint64_t)>& progress = {});

}  // namespace dm
