// The rulings in tests/scenarios/miner/ (run by `dice scenario` as CTest tests too) all pass,
// and a scenario that is wrong fails with its file, its step's line and what it found.
#include <filesystem>

#include "dm/scenario.hpp"
#include "tests/miner/support.hpp"

using namespace dm;

namespace {

std::vector<ScenarioResult> run_text(const std::string& text) { return run_scenario_text(text, "inline.lua"); }

}  // namespace

TEST_CASE("Every Dice Miner scenario file passes", "[miner][scenario]") {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(std::string(DM_SOURCE_DIR) + "/tests/scenarios/miner"))
    if (e.path().extension() == ".lua") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 6);
  int scenarios = 0;
  for (const auto& f : files)
    for (const ScenarioResult& r : run_scenario_file(f.string())) {
      INFO(r.message);
      CHECK(r.passed);
      ++scenarios;
    }
  CHECK(scenarios >= 30);
}

TEST_CASE("A Dice Miner scenario that expects the wrong thing fails at its step's line", "[miner][scenario]") {
  const auto r = run_text(R"(scenario "wrong sum" {
  game = "dice-miner",
  phase = "scoring",
  players = { { trove = { "tunnel 1", "tunnel 2", "tunnel 3" } }, {} },
  steps = {
    expect { round_score = { 7, 0 } },
  },
})");
  REQUIRE(r.size() == 1);
  REQUIRE(!r[0].passed);
  REQUIRE(!r[0].malformed);
  REQUIRE(r[0].line == 6);
  REQUIRE(r[0].message.find("inline.lua:6: step 1") == 0);
  REQUIRE(r[0].message.find("P1's round score is 6, expected 7") != std::string::npos);
  REQUIRE(r[0].message.find("the game is waiting") != std::string::npos);
}

TEST_CASE("A Dice Miner scenario's bad names and answers are reported with the file and line", "[miner][scenario]") {
  SECTION("a die that is not one") {
    const auto r = run_text("scenario \"x\" {\n  game = \"dice-miner\",\n  phase = \"scoring\",\n  players = { { trove = { \"tunel 1\" } }, {} },\n}\n");
    REQUIRE(!r[0].passed);
    REQUIRE(r[0].malformed);
    REQUIRE(r[0].message.find("is not a die") != std::string::npos);
  }
  SECTION("a step the rules refuse") {
    const auto r = run_text(R"(scenario "x" {
  game = "dice-miner",
  phase = "excavation",
  mountain = { "tunnel 1", "tunnel 2", "tunnel 3", [7] = "tunnel 4", [8] = "tunnel 5" },
  steps = {
    take(2),
  },
})");
    REQUIRE(!r[0].passed);
    REQUIRE(r[0].line == 6);
    REQUIRE(r[0].message.find("covered") != std::string::npos);
  }
  SECTION("a refusal that is accepted") {
    const auto r = run_text(R"(scenario "x" {
  game = "dice-miner",
  phase = "excavation",
  mountain = { "tunnel 1" },
  steps = {
    refuse(take(1), "covered"),
  },
})");
    REQUIRE(!r[0].passed);
    REQUIRE(r[0].message.find("was accepted") != std::string::npos);
  }
  SECTION("an unknown field") {
    const auto r = run_text("scenario \"x\" { game = \"dice-miner\", setup = {} }\n");
    REQUIRE(!r[0].passed);
    REQUIRE(r[0].message.find("unknown field 'setup'") != std::string::npos);
  }
  SECTION("a pinned roll never used") {
    const auto r = run_text("scenario \"x\" { game = \"dice-miner\", phase = \"scoring\", round = 3,\n players = { { total = 1 }, {} },\n rolls = { \"tunnel 3\" } }\n");
    REQUIRE(!r[0].passed);
    REQUIRE(r[0].message.find("pinned but never used") != std::string::npos);
  }
}

TEST_CASE("A Dice Miner scenario set at the recovery after the last round is refused, not played into a round more",
          "[miner][scenario]") {
  // Recovery comes between rounds: three rounds have two.
  const auto last = run_text(R"(scenario "x" {
  game = "dice-miner",
  phase = "recovery",
  round = 3,
  players = { { total = 4, trove = { "tunnel 1" } }, { total = 2, trove = {} } },
  steps = { expect { round = 4 } },
})");
  REQUIRE(last.size() == 1);
  REQUIRE(!last[0].passed);
  REQUIRE(last[0].malformed);
  REQUIRE(last[0].message.find("recovery comes after every round but the last: its round is 1 to 2") != std::string::npos);
  // The recovery before the last round starts it, and the game has no round after it.
  const auto before_last = run_text(R"(scenario "x" {
  game = "dice-miner",
  phase = "recovery",
  round = 2,
  players = { { total = 4, trove = { "tunnel 1" } }, { total = 2, trove = {} } },
  rolls = { "tunnel 2" },
  steps = { expect { round = 3, phase = "excavation" } },
})");
  REQUIRE(before_last.size() == 1);
  INFO(before_last[0].message);
  REQUIRE(before_last[0].passed);
  // Laid out die by die (bag = { ... }) it is refused alike, and so by the rules themselves.
  const auto laid = run_text(R"(scenario "x" {
  game = "dice-miner",
  phase = "recovery",
  round = 3,
  bag = {},
})");
  REQUIRE(laid.size() == 1);
  REQUIRE(laid[0].malformed);
  REQUIRE(laid[0].message.find("recovery comes after every round but the last") != std::string::npos);
  using namespace dm::miner;
  Position p;
  p.phase = Phase::Recovery;
  p.round = 3;
  p.players = {test::trove({}), test::trove({})};
  MinerMatch m = test::new_match(2, 1);
  const auto refused = m.set_position(p);
  REQUIRE(refused);
  CHECK(refused->find("its round is 1 to 2") != std::string::npos);
  p.round = 2;
  MinerMatch ok = test::new_match(2, 1);
  CHECK_FALSE(ok.set_position(p));
}
