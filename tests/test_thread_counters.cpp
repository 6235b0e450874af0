// What a simulation thread does that other threads pay for: reference counts of shared content
// changed (atomic read-modify-writes on a line every thread writes), counted per thread
// (dm/thread_counters.hpp). Playing a game and searching one must change none; copying a
// position into a scratch game (Match::clone_into, observation_into) gives the same game as
// a fresh copy.
#include <memory>

#include "dm/agent.hpp"
#include "dm/shared.hpp"
#include "dm/thread_counters.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

std::uint64_t shared_ops() { return thread_counters().shared_count_ops; }

// A game of avx-demo played by `agent` until a decision of `kind` with a real choice.
Game until(DecisionKind kind, std::uint64_t seed, const char* agent = "greedy") {
  Format f("avx-demo", world().lib);
  Game g(f.setup(seed), seed, world().engine);
  auto a = make_agent(agent, seed);
  g.advance();
  while (!g.over() && !(g.pending().kind == kind && g.pending().options.size() > 1)) g.apply(a->choose(g));
  if (g.over()) FAIL("the game ended before a " << to_string(kind) << " decision");
  return g;
}

}  // namespace

TEST_CASE("Shared: each change of a reference count is counted, and assigning the same content changes none") {
  auto content = std::make_shared<int>(7);
  const std::uint64_t start = shared_ops();
  Shared<int> a(std::make_shared<int>(6));  // takes over a reference made elsewhere
  CHECK(shared_ops() - start == 0);
  a = content;  // drops the old one, shares `content`'s
  CHECK(shared_ops() - start == 2);
  Shared<int> b(a);  // a copy: one increment
  CHECK(shared_ops() - start == 3);
  b = a;  // the same content: nothing
  b = content;
  CHECK(shared_ops() - start == 3);
  Shared<int> other(std::make_shared<int>(8));
  b = other;  // one decrement of the old, one increment of the new
  CHECK(shared_ops() - start == 5);
  CHECK(*b == 8);
  Shared<int> moved(std::move(b));  // a move takes the reference over
  CHECK(shared_ops() - start == 5);
  CHECK(b == nullptr);
  { Shared<int> gone(a); }  // copied and dropped
  CHECK(shared_ops() - start == 7);
  CHECK(content.use_count() == 2);  // `content` and `a`
}

TEST_CASE("a whole game played by random or greedy agents changes no shared reference count once made") {
  for (const char* agent : {"random", "greedy"})
    for (std::uint64_t seed : {1, 2, 3}) {
      Format f("avx-demo", world().lib);
      Game g(f.setup(seed), seed, world().engine);
      auto a = make_agent(agent, seed);
      const ThreadCounters before = thread_counters();
      g.advance();
      std::uint64_t applied = 0;
      while (!g.over()) {
        REQUIRE_FALSE(g.apply(a->choose(g)));
        ++applied;
      }
      const ThreadCounters after = thread_counters();
      INFO(agent << " seed " << seed);
      CHECK(applied > 20);
      CHECK(after.decisions - before.decisions == applied);
      CHECK(after.shared_count_ops - before.shared_count_ops == 0);
      CHECK(after.game_copies - before.game_copies == 0);
    }
}

TEST_CASE("clone_into and observation_into give the game clone and observation give, in a reused game") {
  const Game g = until(DecisionKind::DeclareAttackers, 4);
  const Game elsewhere = until(DecisionKind::MainAction, 9);
  std::unique_ptr<Match> scratch = elsewhere.clone();  // a game of another position
  const std::uint64_t start = shared_ops();
  g.clone_into(scratch);
  CHECK(shared_ops() - start == 0);  // same library, runtime and draft: no count changed
  CHECK(*scratch == g);
  CHECK(scratch->hash() == g.hash());
  // The copy plays on as the original does, byte for byte.
  Game original = g;
  REQUIRE_FALSE(scratch->apply(0));
  REQUIRE_FALSE(original.apply(0));
  CHECK(scratch->serialize() == original.serialize());

  for (std::uint64_t seed : {5, 6}) {
    const std::unique_ptr<Match> fresh = g.observation(g.pending().player, seed);
    const std::uint64_t before = shared_ops();
    g.observation_into(g.pending().player, seed, scratch);
    CHECK(shared_ops() - before == 0);
    CHECK(*scratch == *fresh);
  }

  // Into nothing, or into a match of another game's content: a new copy, counted.
  std::unique_ptr<Match> empty;
  g.clone_into(empty);
  REQUIRE(empty);
  CHECK(*empty == g);
  CHECK(shared_ops() - start > 0);
}

TEST_CASE("mcts: once its scratch games exist, a search changes no shared reference count") {
  // A game between greedy players in which mcts is asked at every combat decision: the first
  // search makes the scratch games, the others only overwrite them.
  Format f("avx-demo", world().lib);
  Game g(f.setup(4), 4, world().engine);
  auto greedy = make_agent("greedy", 4);
  auto mcts = make_agent("mcts:iters=40", 11);
  g.advance();
  int searched = 0;
  ThreadCounters total{};
  while (!g.over()) {
    const DecisionKind k = g.pending().kind;
    if ((k == DecisionKind::DeclareAttackers || k == DecisionKind::DeclareBlockers) && g.pending().options.size() > 1) {
      const ThreadCounters before = thread_counters();
      const int pick = mcts->choose(g);
      const ThreadCounters after = thread_counters();
      if (searched++ > 0) {
        total.game_copies += after.game_copies - before.game_copies;
        total.decisions += after.decisions - before.decisions;
        total.shared_count_ops += after.shared_count_ops - before.shared_count_ops;
      }
      REQUIRE_FALSE(g.apply(pick));
    } else {
      REQUIRE_FALSE(g.apply(greedy->choose(g)));
    }
  }
  REQUIRE(searched > 3);
  CHECK(total.game_copies >= 40);   // a position copied each iteration
  CHECK(total.decisions > 400);     // and played on
  CHECK(total.shared_count_ops == 0);
}
