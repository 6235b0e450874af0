// Simulation totals don't depend on how games are split across threads or shards.
#include "dm/simulate.hpp"
#include "tests/harness.hpp"

using namespace dm;

TEST_CASE("sim: threads and shards give the same totals as one run") {
  SimOptions o;
  o.format = "asm-demo";
  o.seed = 77;
  o.games = 60;
  SimTotals one = simulate(o, test::world().lib);
  REQUIRE(one.games == 60);
  REQUIRE(one.wins[0] + one.wins[1] + one.ties + one.turn_limit == 60);
  REQUIRE(one.script_errors == 0);

  SimOptions threaded = o;
  threaded.threads = 2;
  REQUIRE(simulate(threaded, test::world().lib).to_json() == one.to_json());

  SimTotals merged;
  for (std::uint64_t i = 0; i < 3; ++i) {
    SimOptions shard = o;
    shard.shard = i;
    shard.shards = 3;
    merged.add(SimTotals::from_json(simulate(shard, test::world().lib).to_json()));
  }
  REQUIRE(merged.to_json() == one.to_json());

  SimOptions other = o;
  other.seed = 78;
  REQUIRE(simulate(other, test::world().lib).to_json() != one.to_json());
}

TEST_CASE("sim: an unknown agent or a bad shard is an error, not a crash") {
  SimOptions o;
  o.games = 2;
  o.agents = {"random", "banana"};
  REQUIRE_THROWS_WITH(simulate(o, test::world().lib), Catch::Contains("unknown agent"));
  SimOptions s;
  s.shard = 3;
  s.shards = 2;
  REQUIRE_THROWS(simulate(s, test::world().lib));
}
