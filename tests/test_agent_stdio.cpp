// Agents in any language: a child process answering JSON lines with option keys, held to the
// same rules as a script (a wrong answer, a dead child or silence is a clear error).
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "dm/agent.hpp"
#include "dm/simulate.hpp"
#include "tests/cli_support.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

const std::string kExample = std::string(DM_SOURCE_DIR) + "/scripts/agents/example.py";

std::string example_agent() { return "stdio:python3 " + kExample; }

// Plays one avx-demo game; returns the error the stdio agent threw, or "" when it finished.
std::string play_against(const std::string& spec, std::uint64_t seed, std::uint64_t* hash = nullptr) {
  Game g = make_format("avx-demo", seed);
  auto a = make_agent(spec, seed);
  auto b = make_agent("greedy", seed);
  g.advance();
  try {
    while (!g.over()) {
      Agent& who = g.pending().player == 0 ? *a : *b;
      auto err = g.apply(who.choose(g));
      if (err) return "illegal: " + *err;
    }
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  if (hash) *hash = g.hash();
  return "";
}

}  // namespace

TEST_CASE("stdio agent: the example Python agent plays whole games, the same for a seed") {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    std::uint64_t h1 = 0, h2 = 0;
    REQUIRE(play_against(example_agent(), seed, &h1) == "");
    REQUIRE(play_against(example_agent(), seed, &h2) == "");
    REQUIRE(h1 == h2);
  }
  // Through the simulator, in a drafting format and in Doubles too.
  for (const char* format : {"avx-demo", "draft-teams", "doubles"}) {
    SimOptions o;
    o.format = format;
    o.games = 3;
    o.seed = 5;
    o.agents = {example_agent(), "greedy"};
    SimTotals t = simulate(o);
    CHECK(t.games == 3);
    CHECK(t.script_errors == 0);
    CHECK(simulate(o) == t);
  }
}

TEST_CASE("stdio agent: each decision carries its options and what the player may see") {
  TempDir dir;
  const std::string seen = dir / "seen.jsonl";
  // A child that records what it is sent and answers by a simple preference of keys.
  const std::string spec = "stdio:python3 -c \"import json,sys\nf=open('" + seen +
                           "','w')\nfor l in sys.stdin:\n f.write(l); f.flush(); m=json.loads(l)\n if m['type']=='decision':\n"
                           "  k=[o['key'] for o in m['options']]\n"
                           "  print(next((x for p in ('field:','attack:','done','pass') for x in k if x.startswith(p)), k[0]), flush=True)\"";
  REQUIRE(play_against(spec, 7) == "");
  std::istringstream lines(slurp(seen));
  std::string line;
  std::getline(lines, line);
  auto hello = nlohmann::json::parse(line);
  CHECK(hello["type"] == "hello");
  CHECK(hello["protocol"] == 1);
  CHECK(hello["seed"] == 7);
  int decisions = 0;
  while (std::getline(lines, line)) {
    auto ask = nlohmann::json::parse(line);
    REQUIRE(ask["type"] == "decision");
    REQUIRE(ask["options"].size() >= 1);
    REQUIRE(ask["options"][0].contains("key"));
    REQUIRE(ask["options"][0].contains("label"));
    REQUIRE(ask["state"].contains("dice"));
    // Chance is not part of what a player sees.
    REQUIRE(!ask["state"].contains("rng"));
    REQUIRE(!ask["state"].contains("forced_faces"));
    ++decisions;
  }
  CHECK(decisions > 10);
}

TEST_CASE("stdio agent: wrong answers, dead children and silence are errors naming the command") {
  CHECK_THAT(play_against("stdio:python3 -c \"import sys\nfor l in sys.stdin: print('banana', flush=True)\"", 1),
             Catch::Contains("answered 'banana', which is not an option here"));
  CHECK_THAT(play_against("stdio:python3 -c \"import sys\nfor l in sys.stdin: print('{\\\"key\\\": 3}', flush=True)\"", 1),
             Catch::Contains("an answer is an option's key"));
  CHECK_THAT(play_against("stdio:python3 -c \"import sys; sys.stdin.readline()\"", 1),
             Catch::Contains("closed its output"));
  setenv("DM_STDIO_TIMEOUT_MS", "200", 1);
  // It reads nothing: writing the decision and reading the answer share the deadline.
  CHECK_THAT(play_against("stdio:sleep 3", 1), Catch::Contains("did not read its input within 200 ms"));
  CHECK_THAT(play_against("stdio:while read -r line; do :; done", 1), Catch::Contains("gave no answer within 200 ms"));
  unsetenv("DM_STDIO_TIMEOUT_MS");
  CHECK_THROWS_WITH(make_agent("stdio:", 1), Catch::Contains("needs a command"));
  CHECK_THROWS_WITH(make_agent("random:depth=3", 1), Catch::Contains("unknown parameter 'depth'"));
  CHECK_THROWS_WITH(make_agent("banana", 1), Catch::Contains("agents: random, greedy"));
}

TEST_CASE("stdio agent: docs/agents.md shows the example agent as it is, in 30 lines") {
  const std::string example = slurp(kExample);
  REQUIRE(std::count(example.begin(), example.end(), '\n') <= 30);
  REQUIRE(slurp(std::string(DM_SOURCE_DIR) + "/docs/agents.md").find(example) != std::string::npos);
}
