// Speed of whole games: random agents on the demo formats, with and without card
// abilities (the difference is the scripting tax), plus the cost of cloning a game state.
#include <benchmark/benchmark.h>

#include "dm/agent.hpp"
#include "dm/content.hpp"

namespace {

struct Content {
  std::shared_ptr<dm::CardLibrary> lib;
  std::shared_ptr<dm::AbilityRuntime> engine;
};

Content load(bool abilities) {
  std::vector<dm::LoadError> errors;
  auto lib = dm::builtin_library(errors);
  if (!errors.empty()) throw std::runtime_error(errors[0].text());
  if (!abilities) {
    auto bare = std::make_shared<dm::CardLibrary>();
    for (int i = 0; i < lib->size(); ++i) {
      dm::CardDef d = lib->at(i);
      d.abilities.clear();
      bare->add(d, lib->source(i));
    }
    lib = bare;
  }
  return {lib, dm::make_lua_runtime(lib)};
}

void play_games(benchmark::State& state, const char* format, bool abilities) {
  Content c = load(abilities);
  std::uint64_t seed = 1, decisions = 0;
  for (auto _ : state) {
    dm::Game g(dm::load_format(format, c.lib, seed), seed, c.engine);
    auto a = dm::make_agent("random", seed * 2), b = dm::make_agent("random", seed * 2 + 1);
    g.advance();
    while (!g.over()) {
      g.apply((g.pending().player == 0 ? a : b)->choose(g));
      ++decisions;
    }
    ++seed;
  }
  state.counters["games/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["decisions/game"] = static_cast<double>(decisions) / static_cast<double>(state.iterations());
}

void BM_AvxDemo(benchmark::State& s) { play_games(s, "avx-demo", true); }
void BM_AvxDemoNoAbilities(benchmark::State& s) { play_games(s, "avx-demo", false); }
void BM_AsmDemo(benchmark::State& s) { play_games(s, "asm-demo", true); }
void BM_AsmDemoNoAbilities(benchmark::State& s) { play_games(s, "asm-demo", false); }
void BM_RandomTeams(benchmark::State& s) { play_games(s, "random-teams", true); }

void BM_CloneMidGame(benchmark::State& state) {
  Content c = load(true);
  dm::Game g(dm::load_format("avx-demo", c.lib, 3), 3, c.engine);
  auto a = dm::make_agent("random", 9);
  g.advance();
  for (int i = 0; i < 120 && !g.over(); ++i) g.apply(a->choose(g));
  for (auto _ : state) benchmark::DoNotOptimize(g.clone());
}

}  // namespace

BENCHMARK(BM_AvxDemo)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AvxDemoNoAbilities)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AsmDemo)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AsmDemoNoAbilities)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RandomTeams)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CloneMidGame);
BENCHMARK_MAIN();
