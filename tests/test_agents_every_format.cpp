// Every agent in every shipped format: 300 seeded games each with no illegal choice and no
// script error, and the same seed giving the same games. simulate() stops at the first
// illegal choice, so a finished run is the proof.
#include <algorithm>

#include "dm/agent.hpp"
#include "dm/games.hpp"
#include "dm/simulate.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

const char* const kFormats[] = {"avx-demo",     "asm-demo", "basic-teams",   "casual", "constructed",
                                "random-teams", "doubles",  "draft-teams", "rainbow-draft"};

// Runs `games` games of every format with `agents` by seat (seats rotating every other game),
// and the first few of each again to compare final states.
void every_format(const std::vector<std::string>& agents, std::uint64_t games, std::uint64_t again) {
  for (const char* format : kFormats) {
    INFO(format << " with " << agents.front());
    SimOptions o;
    o.format = format;
    // One agent a seat at most (a shorter list repeats): the third plays where there are three seats.
    const int seats = find_game_type("dice-masters")->open(format, {})->seats();
    o.agents.assign(agents.begin(), agents.begin() + std::min<std::ptrdiff_t>(seats, static_cast<std::ptrdiff_t>(agents.size())));
    o.games = games;
    o.seed = 20261123;
    std::vector<std::uint64_t> hashes;
    SimHooks hooks;
    hooks.game = [&](const GameRecord& r) { hashes.push_back(r.hash); };
    SimTotals t = simulate(o, hooks);
    REQUIRE(t.games == games);
    REQUIRE(t.script_errors == 0);
    REQUIRE(hashes.size() == games);
    SimOptions first = o;
    first.games = again;
    std::vector<std::uint64_t> rerun;
    hooks.game = [&](const GameRecord& r) { rerun.push_back(r.hash); };
    simulate(first, hooks);
    REQUIRE(rerun == std::vector<std::uint64_t>(hashes.begin(), hashes.begin() + static_cast<std::ptrdiff_t>(again)));
  }
}

}  // namespace

TEST_CASE("agents: random plays 300 games of every format, legal and repeatable") { every_format({"random", "greedy"}, 300, 10); }

TEST_CASE("agents: greedy plays 300 games of every format, legal and repeatable") { every_format({"greedy"}, 300, 10); }

TEST_CASE("agents: heuristic plays 300 games of every format, legal and repeatable") {
  every_format({"heuristic", "random", "greedy"}, 300, 5);
}

TEST_CASE("agents: mcts (a small budget) plays 300 games of every format, legal and repeatable") {
  every_format({"mcts:iters=20", "heuristic", "greedy"}, 300, 3);
}
