#pragma once
// A run of `dice sim` as JSON (docs/simulation.md): what was played (format, options, sets and
// team files with content hashes, agents, seed, shard, build) and the raw counts with the
// statistics worked out from them. Shards of one run merge exactly. Public API.
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "dm/simulate.hpp"

namespace dm {

struct SimRun {
  std::string game;                                        // the game played (dm/games.hpp)
  std::vector<std::string> entries;                        // what each player brought (a team, a hero), by player
  std::string format;
  std::string format_hash;                                 // of the format script's bytes
  std::map<std::string, std::string> options;
  std::vector<std::pair<std::string, std::string>> sets;   // content by part (card set id), hash of what it holds
  std::vector<std::pair<std::string, std::string>> teams;  // entry (team file), hash of what was read
  std::vector<std::string> agents;
  std::uint64_t seed = 1, games = 0;
  bool rotate = true;
  std::uint64_t shard = 0, shards = 1;
  std::string build;
  bool operator==(const SimRun& o) const = default;
};

struct SimResult {
  SimRun run;
  SimTotals totals;
  std::map<std::string, std::string> card_names;  // card id -> name, for people
};

// 64-bit FNV-1a, as 16 hex digits.
std::string fnv1a_hex(const std::string& bytes);

// The description of a run at `table`: hashes of the content it uses by part (a card game's card
// sets), the format script and the entries (team files), and this program's build.
SimRun describe_run(const SimOptions& o, const Table& table);
std::string build_id();

// Names of the cards the totals mention.
std::map<std::string, std::string> card_names(const SimTotals& t, const Table& table);

// The JSON object (indented), and back; from_json throws std::runtime_error naming what is
// missing or malformed.
std::string sim_json(const SimResult& r);
SimResult sim_result_from_json(const std::string& text);

// Adds up shards of one run: refuses (std::runtime_error naming the files) results of
// different runs and the same shard twice. `names` name the results, for the messages. When
// every shard is there the result is the run's as one process would report it.
SimResult merge_results(const std::vector<SimResult>& parts, const std::vector<std::string>& names);

}  // namespace dm
