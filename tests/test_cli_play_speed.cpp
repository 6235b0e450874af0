// dice play costs what the game costs: telling a game and logging it add work line by line,
// never work that grows with the whole table at every step. A long Dice Miner game (ten rounds,
// a mountain of 189 dice, troves that grow all game) played and told costs a few times what
// the same game costs unwatched in dice sim, not the square of its length.
#include <sys/resource.h>

#include "tests/cli_support.hpp"

namespace {

// CPU seconds the children that have ended used so far (user and system).
double children_cpu() {
  rusage u{};
  getrusage(RUSAGE_CHILDREN, &u);
  auto secs = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
  return secs(u.ru_utime) + secs(u.ru_stime);
}

}  // namespace

TEST_CASE("cli: dice play of a long Dice Miner game costs about what dice sim costs for it", "[cli][play][miner]") {
  const std::string format = "'" + std::string(DM_SOURCE_DIR) + "/tests/miner/long/long.lua'";
  const double before = children_cpu();
  const auto sim = dm::test::dice("sim --format " + format + " --agents random,random -n 1 --no-rotate -q");
  REQUIRE(sim.code == 0);
  const double simulated = children_cpu() - before;
  const auto told = dm::test::dice("play --format " + format + " --agents random,random --seed 3");
  REQUIRE(told.code == 0);
  REQUIRE(dm::test::has(told.out, "Game over (score)"));
  const double played = children_cpu() - before - simulated;
  const auto quiet = dm::test::dice("play --format " + format + " --agents random,random --seed 3 -q");
  REQUIRE(quiet.code == 0);
  const double quietly = children_cpu() - before - simulated - played;
  INFO("sim " << simulated << " s, play told " << played << " s, play -q " << quietly << " s of CPU");
  // A state line parsed after every answer made the told game cost twenty times the simulated one.
  CHECK(played < 6 * simulated + 0.5);
  CHECK(quietly < 3 * simulated + 0.3);
}
