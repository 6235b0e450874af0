// Speed of whole Dice Miner games, through the game interface every tool uses (dm::Match from
// the registry's table): random and the game's own agents (greedy, heuristic, and heuristic-v1,
// the heuristic before it was made fast, to compare with), 2 and 4 players. One thread; the
// format and its content scripts are loaded once, as a simulation worker does, and each
// iteration is one game with its own seed and agents seeded as dice sim seeds them. Items
// processed are games, so `items_per_second` is games per second.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>

#include "dm/agent.hpp"
#include "dm/games.hpp"

namespace {

constexpr const char* kGame = "dice-miner";
constexpr const char* kAgents[] = {"random", "greedy", "heuristic", "heuristic-v1"};

void play_games(benchmark::State& state, const char* agent, int players) {
  const dm::GameType* type = dm::find_game_type(kGame);
  if (!type) throw std::runtime_error("no game dice-miner in the registry");
  auto table = type->open("dice-miner", {{"players", std::to_string(players)}});
  std::uint64_t seed = 1, decisions = 0, rounds = 0;
  for (auto _ : state) {
    std::unique_ptr<dm::Match> m = table->start(seed, {});
    std::vector<std::unique_ptr<dm::Agent>> agents;
    for (int p = 0; p < m->seat_count(); ++p)
      agents.push_back(dm::make_agent(agent, dm::seat_seed(seed, static_cast<std::uint64_t>(p)), kGame));
    m->advance();
    while (!m->over()) {
      m->apply(agents[static_cast<std::size_t>(m->decider())]->choose(*m));
      ++decisions;
    }
    rounds += static_cast<std::uint64_t>(m->turn());
    benchmark::DoNotOptimize(m->result().winner);
    ++seed;
  }
  const double games = static_cast<double>(state.iterations());
  state.SetItemsProcessed(state.iterations());
  state.counters["games/s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
  state.counters["decisions/game"] = static_cast<double>(decisions) / games;
  state.counters["rounds/game"] = static_cast<double>(rounds) / games;
  state.counters["ns/decision"] =
      benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

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
    std::printf("\n%-13s %-8s %10s %15s %12s\n", "agents", "players", "games/s", "decisions/game", "ns/decision");
    for (const char* agent : kAgents)
      for (int players : {2, 4}) {
        const auto it = rows_.find(name(agent, players));
        if (it == rows_.end()) continue;
        const auto& row = it->second;
        std::printf("%-13s %-8d %10.0f %15.1f %12.0f\n", agent, players, row.at("games/s"), row.at("decisions/game"),
                    row.at("ns/decision") * 1e9);
      }
  }
  static std::string name(const char* agent, int players) {
    return std::string("Miner/") + agent + "/" + std::to_string(players) + "p";
  }

 private:
  std::map<std::string, std::map<std::string, double>> rows_;
};

}  // namespace

int main(int argc, char** argv) {
  for (const char* agent : kAgents)
    for (int players : {2, 4})
      benchmark::RegisterBenchmark(TableReporter::name(agent, players).c_str(), play_games, agent, players)
          ->Unit(benchmark::kMicrosecond);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  TableReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
