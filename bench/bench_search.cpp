// Speed of the tree search (mcts) in the games other than Dice Masters (bench_mcts has its
// own): Dice Miner, the hero duel and Liar's Dice. Over positions of a few games between
// greedy players (only decisions with a real choice): searches a second at a fixed budget with
// every iteration run (settle=0, so a search's work does not depend on how soon its choice
// settles); the decisions the searches played inside their games a second ("simulated
// decisions/s", dm/thread_counters.hpp: the search's own speed, whatever its budget); and the
// slowest search. Rows also with the
// heuristic's rollouts and at each game's default. One thread; each format loaded once.
//
// Written against the game interface alone (dm::Match, the registry, make_agent), so that
// bench/compare_commits.sh can build it at an earlier commit too.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <exception>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "dm/agent.hpp"
#include "dm/games.hpp"
#include "dm/thread_counters.hpp"

namespace {

struct Table {
  const char* game;    // in the registry
  const char* format;  // the format played
  int players;         // seats (0: the format's own)
  int every;           // one position kept of this many
};

// Every `t.every`-th position with a real choice of a few greedy games (seeds 1 to 3).
std::vector<std::unique_ptr<dm::Match>> positions(const Table& t) {
  const dm::GameType* type = dm::find_game_type(t.game);
  if (!type) throw std::runtime_error(std::string("no game ") + t.game + " in the registry");
  std::map<std::string, std::string> options;
  if (t.players > 0) options["players"] = std::to_string(t.players);
  auto table = type->open(t.format, options);
  std::vector<std::unique_ptr<dm::Match>> out;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    std::unique_ptr<dm::Match> m = table->start(seed, {});
    std::vector<std::unique_ptr<dm::Agent>> agents;
    for (int p = 0; p < m->seat_count(); ++p)
      agents.push_back(dm::make_agent("greedy", dm::seat_seed(seed, static_cast<std::uint64_t>(p)), t.game));
    m->advance();
    for (int step = 0; !m->over(); ++step) {
      if (m->option_count() > 1 && step % t.every == 0) out.push_back(m->clone());
      m->apply(agents[static_cast<std::size_t>(m->decider())]->choose(*m));
    }
  }
  return out;
}

void searches(benchmark::State& state, Table t, const char* spec) {
  static std::map<std::string, std::vector<std::unique_ptr<dm::Match>>> kept;
  auto& p = kept[std::string(t.game) + "/" + std::to_string(t.players)];
  std::unique_ptr<dm::Agent> agent;
  try {
    if (p.empty()) p = positions(t);
    agent = dm::make_agent(spec, 7, t.game);
  } catch (const std::exception& e) {  // a game or an agent an earlier commit lacks
    state.SkipWithError(e.what());
    return;
  }
  std::size_t i = 0;
  const dm::ThreadCounters before = dm::thread_counters();
  double slowest = 0;  // seconds
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(agent->choose(*p[i]));
    slowest = std::max(slowest, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    i = (i + 1) % p.size();
  }
  const dm::ThreadCounters after = dm::thread_counters();
  const double n = static_cast<double>(state.iterations());
  state.counters["searches/s"] = benchmark::Counter(n, benchmark::Counter::kIsRate);
  state.counters["simulated decisions/s"] =
      benchmark::Counter(static_cast<double>(after.searched - before.searched), benchmark::Counter::kIsRate);
  state.counters["simulated/search"] = static_cast<double>(after.searched - before.searched) / n;
  state.counters["slowest ms"] = slowest * 1000;
  state.counters["positions"] = static_cast<double>(p.size());
}

constexpr Table kMiner{"dice-miner", "dice-miner", 2, 3};
constexpr Table kDuel{"hero-duel", "hero-duel", 0, 3};
constexpr Table kLiars{"liars-dice", "liars-dice", 2, 1};  // a short game: every position

}  // namespace

// The same budget with each game's rollouts of 68db480 (random for Dice Miner; greedy under and
// in the rollouts, two turns deep, for the duel) and of today (the heuristic), then the defaults.
BENCHMARK_CAPTURE(searches, miner/iters_200_random_rollouts, kMiner, "mcts:iters=200:settle=0:rollout=random")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searches, miner/iters_200_heuristic_rollouts, kMiner, "mcts:iters=200:settle=0:rollout=heuristic")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searches, miner/default, kMiner, "mcts")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searches, duel/iters_200_greedy_rollouts, kDuel, "mcts:iters=200:settle=0:base=greedy:rollout=greedy:turns=2")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searches, duel/iters_200_heuristic_rollouts, kDuel, "mcts:iters=200:settle=0:base=heuristic:rollout=heuristic:turns=8")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searches, duel/default, kDuel, "mcts")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searches, liars/iters_200, kLiars, "mcts:iters=200:settle=0")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searches, liars/default, kLiars, "mcts")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
