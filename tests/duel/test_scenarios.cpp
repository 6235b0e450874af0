// The scenarios in tests/scenarios/hero-duel/ (the page's worked example, each kind of damage,
// rounding, independent multipliers, the heal cap, the two timing examples, a "then") all
// pass, and a wrong expectation fails at its step's line.
#include <filesystem>

#include "dm/scenario.hpp"
#include "tests/duel/support.hpp"

using namespace dm;

TEST_CASE("Every hero duel scenario file passes", "[duel][scenario]") {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(std::string(DM_SOURCE_DIR) + "/tests/scenarios/hero-duel"))
    if (e.path().extension() == ".lua") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 4);
  int scenarios = 0;
  for (const auto& f : files)
    for (const ScenarioResult& r : run_scenario_file(f.string())) {
      INFO(r.message);
      CHECK(r.passed);
      ++scenarios;
    }
  CHECK(scenarios >= 15);
}

TEST_CASE("A hero duel scenario that expects the wrong thing fails at its step's line", "[duel][scenario]") {
  const auto r = run_scenario_text(R"(scenario "wrong health" {
  game = "hero-duel",
  players = { { health = 58, cp = 2, hand = { "Second Wind" } }, {} },
  steps = {
    play "Second Wind",
    expect { health = { 62, 50 } },
  },
})", "inline.lua");
  REQUIRE(r.size() == 1);
  REQUIRE(!r[0].passed);
  CHECK(r[0].line == 6);
  CHECK(r[0].message.find("inline.lua:6: step 2") == 0);
  CHECK(r[0].message.find("P1 health 60, expected 62") != std::string::npos);
}
