// Speed of the mcts agent: decisions a second at its default budget and at a small one, over
// the positions of a few avx-demo games between greedy players (only decisions with a real
// choice: forced ones cost mcts nothing). One thread, the Lua runtime loaded once. Beside
// them, the decisions the searches played inside their games ("simulated decisions/s", the
// search's own speed whatever its budget), the positions they copied, and the changes to
// shared reference counts per search (dm/thread_counters.hpp), which should be none.
// `every_iteration` runs the default search without ending it once its choice is settled
// (settle=0): the same searches as before that ending existed.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "dm/thread_counters.hpp"

namespace {

struct Positions {
  std::vector<dm::Game> games;
};

const Positions& positions() {
  static Positions p = [] {
    std::vector<dm::LoadError> errors;
    auto lib = dm::builtin_library(errors);
    if (!errors.empty()) throw std::runtime_error(errors[0].text());
    auto runtime = dm::make_lua_runtime(lib);
    dm::Format f("avx-demo", lib);
    Positions out;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      dm::Game g(f.setup(seed), seed, runtime);
      auto a = dm::make_agent("greedy", seed);
      g.advance();
      for (int step = 0; !g.over(); ++step) {
        if (g.pending().options.size() > 1 && step % 5 == 0) out.games.push_back(g);
        g.apply(a->choose(g));
      }
    }
    return out;
  }();
  return p;
}

void mcts_decisions(benchmark::State& state, const char* spec) {
  const Positions& p = positions();
  auto agent = dm::make_agent(spec, 7);
  std::size_t i = 0;
  const dm::ThreadCounters before = dm::thread_counters();
  for (auto _ : state) {
    benchmark::DoNotOptimize(agent->choose(p.games[i]));
    i = (i + 1) % p.games.size();
  }
  const dm::ThreadCounters after = dm::thread_counters();
  const double searches = static_cast<double>(state.iterations());
  state.counters["decisions/s"] = benchmark::Counter(searches, benchmark::Counter::kIsRate);
  state.counters["simulated decisions/s"] =
      benchmark::Counter(static_cast<double>(after.decisions - before.decisions), benchmark::Counter::kIsRate);
  state.counters["copies/search"] = static_cast<double>(after.game_copies - before.game_copies) / searches;
  state.counters["shared ops/search"] = static_cast<double>(after.shared_count_ops - before.shared_count_ops) / searches;
  state.counters["positions"] = static_cast<double>(p.games.size());
}

}  // namespace

BENCHMARK_CAPTURE(mcts_decisions, default, "mcts")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(mcts_decisions, every_iteration, "mcts:settle=0")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(mcts_decisions, iters_50, "mcts:iters=50")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(mcts_decisions, iters_50_random_rollouts, "mcts:iters=50:rollout=random")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
