// Speed of whole hero duel games per core, through the game interface every tool uses, side by
// side with Dice Masters' avx-demo format in the same run (so a change to the shared damage
// and timing code shows in both). One thread; each format is loaded once, as a simulation
// worker does, and each iteration is one game with its own seed. `games/s` is games per second.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>

#include "dm/agent.hpp"
#include "dm/games.hpp"

namespace {

void play_games(benchmark::State& state, const char* game, const char* format, const char* agent) {
  const dm::GameType* type = dm::find_game_type(game);
  if (!type) throw std::runtime_error(std::string("no game ") + game + " in the registry");
  auto table = type->open(format, {});
  std::uint64_t seed = 1, decisions = 0, turns = 0;
  for (auto _ : state) {
    std::unique_ptr<dm::Match> m = table->start(seed, {});
    std::vector<std::unique_ptr<dm::Agent>> agents;
    for (int p = 0; p < m->seat_count(); ++p) agents.push_back(dm::make_agent(agent, dm::seat_seed(seed, static_cast<std::uint64_t>(p)), game));
    m->advance();
    while (!m->over()) {
      m->apply(agents[static_cast<std::size_t>(m->decider())]->choose(*m));
      ++decisions;
    }
    turns += static_cast<std::uint64_t>(m->turn());
    benchmark::DoNotOptimize(m->result().winner);
    ++seed;
  }
  const double games = static_cast<double>(state.iterations());
  state.SetItemsProcessed(state.iterations());
  state.counters["games/s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
  state.counters["decisions/game"] = static_cast<double>(decisions) / games;
  state.counters["turns/game"] = static_cast<double>(turns) / games;
}

struct Row {
  const char* game;    // in the registry
  const char* format;  // the format played
  const char* agent;   // both seats
};
constexpr Row kRows[] = {{"hero-duel", "hero-duel", "random"},
                         {"hero-duel", "hero-duel", "greedy"},
                         {"hero-duel", "hero-duel", "heuristic"},
                         {"hero-duel", "hero-teams", "random"},  // 2 against 2 (the format's default)
                         {"hero-duel", "hero-teams", "greedy"},
                         {"hero-duel", "hero-ffa", "random"},    // 3, each for themselves
                         {"hero-duel", "hero-ffa", "greedy"},
                         {"hero-duel", "hero-duel-scripted", "random"},  // the heroes with Lua functions
                         {"hero-duel", "hero-duel-scripted", "greedy"},
                         {"dice-masters", "avx-demo", "random"},
                         {"dice-masters", "avx-demo", "greedy"}};

std::string name(const Row& r) { return std::string("Duel/") + r.format + "/" + r.agent; }

// After the runs, games per second side by side (the median when --benchmark_repetitions is given).
class TableReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const auto& r : runs) {
      if (r.run_type == Run::RT_Aggregate && r.aggregate_name != "median") continue;
      auto& row = rows_[r.run_name.function_name];
      for (const auto& [k, v] : r.counters) row[k] = v.value;
    }
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    std::printf("\n%-19s %-8s %10s %15s %11s\n", "format", "agents", "games/s", "decisions/game", "turns/game");
    for (const Row& r : kRows) {
      const auto it = rows_.find(name(r));
      if (it == rows_.end()) continue;
      std::printf("%-19s %-9s %10.0f %15.1f %11.1f\n", r.format, r.agent, it->second.at("games/s"), it->second.at("decisions/game"),
                  it->second.at("turns/game"));
    }
  }

 private:
  std::map<std::string, std::map<std::string, double>> rows_;
};

}  // namespace

int main(int argc, char** argv) {
  for (const Row& r : kRows) benchmark::RegisterBenchmark(name(r).c_str(), play_games, r.game, r.format, r.agent)->Unit(benchmark::kMicrosecond);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  TableReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
