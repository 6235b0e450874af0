// Speed of whole games, side by side: the demo formats and random teams, with random and
// greedy agents, with the cards' abilities and without them (the difference is the
// scripting tax), nanoseconds per decision, and the cost of cloning a game. One thread; the
// format and the Lua runtime are loaded once, as a simulation worker does. After the
// benchmarks, a table puts each pair side by side.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>

#include "dm/agent.hpp"
#include "dm/content.hpp"

namespace {

struct Content {
  std::shared_ptr<dm::CardLibrary> lib;
  std::shared_ptr<dm::AbilityRuntime> runtime;
};

// The built-in cards, or the same cards with every ability taken away.
const Content& content(bool abilities) {
  static std::map<bool, Content> cache;
  auto it = cache.find(abilities);
  if (it != cache.end()) return it->second;
  std::vector<dm::LoadError> errors;
  auto lib = dm::builtin_library(errors);
  if (!errors.empty()) throw std::runtime_error(errors[0].text());
  if (!abilities) {
    auto bare = std::make_shared<dm::CardLibrary>();
    for (int i = 0; i < lib->size(); ++i) {
      dm::CardDef d = lib->at(i);
      d.abilities.clear();
      dm::CardSource src = lib->source(i);
      bare->add(d, src);
    }
    lib = bare;
  }
  return cache[abilities] = Content{lib, dm::make_lua_runtime(lib)};
}

void play_games(benchmark::State& state, const char* format, const char* agent, bool abilities) {
  const Content& c = content(abilities);
  dm::Format f(format, c.lib);
  std::uint64_t seed = 1, decisions = 0;
  for (auto _ : state) {
    dm::Game g(f.setup(seed), seed, c.runtime);
    std::vector<std::unique_ptr<dm::Agent>> agents;
    for (int p = 0; p < g.state().player_count(); ++p) agents.push_back(dm::make_agent(agent, seed * 8 + static_cast<std::uint64_t>(p)));
    g.advance();
    while (!g.over()) {
      g.apply(agents[static_cast<std::size_t>(g.pending().player)]->choose(g));
      ++decisions;
    }
    ++seed;
  }
  const double games = static_cast<double>(state.iterations());
  state.counters["games/s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
  state.counters["decisions/game"] = static_cast<double>(decisions) / games;
  state.counters["ns/decision"] =
      benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void BM_Clone(benchmark::State& state) {
  const Content& c = content(true);
  dm::Format f("avx-demo", c.lib);
  dm::Game g(f.setup(3), 3, c.runtime);
  auto a = dm::make_agent("random", 9);
  g.advance();
  for (int i = 0; i < 120 && !g.over(); ++i) g.apply(a->choose(g));
  for (auto _ : state) benchmark::DoNotOptimize(dm::Game(g));
}

void BM_Hash(benchmark::State& state) {
  const Content& c = content(true);
  dm::Format f("avx-demo", c.lib);
  dm::Game g(f.setup(3), 3, c.runtime);
  auto a = dm::make_agent("random", 9);
  g.advance();
  for (int i = 0; i < 120 && !g.over(); ++i) g.apply(a->choose(g));
  for (auto _ : state) benchmark::DoNotOptimize(g.hash());
}

// Collects the counters of every run to print the side-by-side table at the end.
class TableReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const auto& r : runs) {
      if (r.run_type == Run::RT_Aggregate && r.aggregate_name != "median") continue;
      auto& row = rows_[r.run_name.function_name + r.run_name.args];
      for (const auto& [k, v] : r.counters) row[k] = v.value;
      row["ns"] = r.GetAdjustedCPUTime();
    }
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    // The tax per game counts the extra decisions abilities bring (targets, globals offered);
    // the tax per decision is the cost of playing one decision with abilities.
    std::printf("\n%-14s %-7s %10s %12s %9s %12s %12s %15s\n", "format", "agents", "games/s", "bare games/s",
                "tax/game", "ns/decision", "tax/decision", "decisions/game");
    for (const char* format : {"avx-demo", "asm-demo", "random-teams", "constructed"})
      for (const char* agent : {"random", "greedy", "heuristic"}) {
        const auto with = find(std::string("Games/") + format + "/" + agent + "/abilities");
        const auto bare = find(std::string("Games/") + format + "/" + agent + "/bare");
        if (with.empty()) continue;
        const double g = with.at("games/s"), b = bare.empty() ? 0 : bare.at("games/s");
        const double ns = with.at("ns/decision") * 1e9, bare_ns = bare.empty() ? 0 : bare.at("ns/decision") * 1e9;
        std::printf("%-14s %-7s %10.0f %12.0f %8.2fx %12.0f %11.2fx %15.1f\n", format, agent, g, b, g > 0 ? b / g : 0.0,
                    ns, bare_ns > 0 ? ns / bare_ns : 0.0, with.at("decisions/game"));
      }
    for (const char* name : {"Clone", "Hash"}) {
      const auto r = find(std::string(name));
      if (!r.empty()) std::printf("%s: %.0f ns\n", name, r.at("ns"));
    }
  }

 private:
  std::map<std::string, double> find(const std::string& prefix) const {
    for (const auto& [name, row] : rows_)
      if (name.rfind("BM_" + prefix, 0) == 0 || name.rfind(prefix, 0) == 0) return row;
    return {};
  }
  std::map<std::string, std::map<std::string, double>> rows_;
};

}  // namespace

int main(int argc, char** argv) {
  for (const char* format : {"avx-demo", "asm-demo", "random-teams"})
    for (const char* agent : {"random", "greedy"})
      for (bool abilities : {true, false}) {
        const std::string name = std::string("Games/") + format + "/" + agent + "/" + (abilities ? "abilities" : "bare");
        benchmark::RegisterBenchmark(name.c_str(), play_games, format, agent, abilities)->Unit(benchmark::kMicrosecond);
      }
  // The heuristic, the agent balance reports are played with (docs/agents.md), in a demo and
  // with constructed teams (random legal teams under the tournament rules).
  for (const char* format : {"avx-demo", "random-teams", "constructed"}) {
    const std::string name = std::string("Games/") + format + "/heuristic/abilities";
    benchmark::RegisterBenchmark(name.c_str(), play_games, format, "heuristic", true)->Unit(benchmark::kMicrosecond);
  }
  benchmark::RegisterBenchmark("Clone", BM_Clone);
  benchmark::RegisterBenchmark("Hash", BM_Hash);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  TableReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
