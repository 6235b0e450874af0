// Thousands of seeded games between random agents, checking the invariants after every step.
#include "dm/agent.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {
// Formats whose players bring teams play random legal ones, drawn from the seed.
void play_many(const std::string& format, int games, int min_life_endings_pct = 90, const std::string& agent = "random") {
  int ended_by_life = 0;
  for (int i = 0; i < games; ++i) {
    const std::uint64_t seed = derive_seed(20261122, static_cast<std::uint64_t>(i));
    Game g = make_format(format, seed);
    std::vector<std::unique_ptr<Agent>> agents;
    for (int p = 0; p < g.state().player_count(); ++p)
      agents.push_back(make_agent(agent, derive_seed(seed, static_cast<std::uint64_t>(p + 1))));
    g.advance();
    int steps = 0;
    while (!g.over()) {
      auto bad = invariant_violation(g, steps % 16 == 0);
      if (!bad.empty()) FAIL(format << " seed " << seed << " step " << steps << ": " << bad);
      Agent& a = *agents[static_cast<std::size_t>(g.pending().player)];
      auto err = g.apply(a.choose(g));
      if (err) FAIL(format << " seed " << seed << ": " << *err);
      if (++steps > 200000) FAIL(format << " seed " << seed << ": no end after 200000 steps");
    }
    auto bad = invariant_violation(g);
    if (!bad.empty()) FAIL(format << " seed " << seed << " at the end: " << bad);
    if (g.script_errors()) FAIL(format << " seed " << seed << ": script errors");
    if (g.state().end_reason == EndReason::Life || g.state().end_reason == EndReason::Tie) ++ended_by_life;
  }
  // Random play still finishes most games on life, not by the turn cap.
  REQUIRE(ended_by_life * 100 >= games * min_life_endings_pct);
}
}  // namespace

TEST_CASE("random games: 1000 avx-demo games keep every invariant and end") { play_many("avx-demo", 1000); }

TEST_CASE("random games: 1000 asm-demo games keep every invariant and end") { play_many("asm-demo", 1000); }

TEST_CASE("random games: 2000 random-teams games over the AvX and ASM pools keep every invariant, with no script error") {
  play_many("random-teams", 2000);
}

TEST_CASE("random games: 1000 constructed games with random legal teams, random and greedy players") {
  play_many("constructed", 1000);
  play_many("constructed", 1000, 90, "greedy");
}

TEST_CASE("random games: 1000 basic-teams games (AvX 2014 rules) with random legal teams, random and greedy players") {
  play_many("basic-teams", 1000);
  play_many("basic-teams", 1000, 90, "greedy");
}

TEST_CASE("random games: 1000 Doubles games (two sides of two) with random legal teams, random and greedy players") {
  play_many("doubles", 1000);
  play_many("doubles", 1000, 90, "greedy");
}

// For the sanitizer build (ctest -L sanitize): fewer games than above, across the formats with
// the most different rules, since each runs several times slower there. Hidden from the normal
// run, which plays all of these games and more.
TEST_CASE("random games: 500 games over five formats keep every invariant (sanitizer build)", "[.][sanitize]") {
  for (const char* format : {"avx-demo", "asm-demo", "random-teams", "basic-teams", "doubles"}) play_many(format, 100);
}

TEST_CASE("random games: the same seed and agents give the same game; clones play on identically") {
  auto run = [](std::uint64_t seed, std::vector<std::string>* lines) {
    Game g = make_format("asm-demo", seed);
    g.set_log([&](const std::string& line) {
      const auto j = nlohmann::json::parse(line); lines->push_back(j.dump()); });
    auto a0 = make_agent("random", 11), a1 = make_agent("random", 12);
    g.advance();
    while (!g.over()) g.apply((g.pending().player == 0 ? a0 : a1)->choose(g));
    return g.state().hash();
  };
  std::vector<std::string> x, y, z;
  REQUIRE(run(5, &x) == run(5, &y));
  REQUIRE(x == y);
  run(6, &z);
  REQUIRE(x != z);

  Game g = make_format("avx-demo", 9);
  g.advance();
  auto a = make_agent("random", 3);
  for (int i = 0; i < 40 && !g.over(); ++i) g.apply(a->choose(g));
  Game h = Game(g);
  REQUIRE(h.state() == g.state());
  auto b1 = make_agent("random", 4), b2 = make_agent("random", 4);
  while (!g.over()) {
    int c = b1->choose(g);
    REQUIRE(b2->choose(h) == c);
    g.apply(c);
    h.apply(c);
    REQUIRE(h.state().hash() == g.state().hash());
  }
}
