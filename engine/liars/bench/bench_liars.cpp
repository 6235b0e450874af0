// Speed of whole Liar's Dice games, through the game interface every tool uses (dm::Match from
// the registry's table), as bench/bench_miner.cpp measures Dice Miner: random and greedy
// players, the game of one round (2 and 6 players, 5 dice) and the classic game (2 and 4
// players, 5 dice). One thread; the format is read once, as a simulation worker does, and each
// iteration is one game with its own seed and agents seeded as dice sim seeds them. Items
// processed are games, so `items_per_second` is games per second.
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "dm/agent.hpp"
#include "dm/games.hpp"

namespace {

constexpr const char* kGame = "liars-dice";

void play_games(benchmark::State& state, const char* agent, const char* format, int players, int dice) {
  const dm::GameType* type = dm::find_game_type(kGame);
  if (!type) throw std::runtime_error("no game liars-dice in the registry");
  auto table = type->open(format, {{"players", std::to_string(players)}, {"dice", std::to_string(dice)}});
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
}

void register_all() {
  struct Case {
    const char* format;
    int players, dice;
  };
  const Case cases[] = {{"liars-dice", 2, 1}, {"liars-dice", 6, 5}, {"liars-dice-classic", 2, 5}, {"liars-dice-classic", 4, 5}};
  for (const char* agent : {"random", "greedy"})
    for (const Case& c : cases) {
      const std::string name = std::string("Liars/") + c.format + "/" + agent + "/" + std::to_string(c.players) + "p" + std::to_string(c.dice) + "d";
      benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& st) { play_games(st, agent, c.format, c.players, c.dice); })
          ->Unit(benchmark::kMicrosecond);
    }
}

}  // namespace

int main(int argc, char** argv) {
  register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
