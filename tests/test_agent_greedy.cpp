// The greedy agent: a block it owes ("must block") is made, never taken back in a loop.
#include "dm/agent.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

TEST_CASE("greedy: owing a block (Spider-Man: Webslinger), it blocks and moves on") {
  // A Doubles game in which greedy once blocked and unblocked without end.
  const std::uint64_t seed = 18128794940800760718ull;
  Game g = make_format("doubles", seed);
  std::vector<std::unique_ptr<Agent>> players;
  for (int p = 0; p < g.seat_count(); ++p)
    players.push_back(make_agent(p % 2 ? "greedy" : "heuristic", derive_seed(seed, 100 + static_cast<std::uint64_t>(p))));
  g.advance();
  int steps = 0;
  while (!g.over() && steps < 20000) {
    REQUIRE(!g.apply(players[static_cast<std::size_t>(g.pending().player)]->choose(g)));
    ++steps;
  }
  REQUIRE(g.over());
}
