// The rulings in tests/scenarios/liars-dice/ (run by `dice scenario` as CTest tests too) all
// pass; a scenario that is wrong fails with its file, its step's line and what it found; and a
// scenario written from any position of a game sets up that very position, and plays on as
// the game did.
#include <filesystem>
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "dm/scenario.hpp"
#include "tests/liars/support.hpp"

using namespace dm;
using namespace dm::liars;

namespace {

std::vector<ScenarioResult> run_text(const std::string& text, const ScenarioOptions& opts = {}) {
  return run_scenario_text(text, "inline.lua", opts);
}

}  // namespace

TEST_CASE("Every Liar's Dice scenario file passes", "[liars][scenario]") {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(std::string(DM_SOURCE_DIR) + "/tests/scenarios/liars-dice"))
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
  CHECK(scenarios >= 12);
}

TEST_CASE("A Liar's Dice scenario that expects the wrong thing fails at its step's line", "[liars][scenario]") {
  const auto r = run_text(R"(scenario "wrong count" {
  game = "liars-dice",
  players = { { 2, 6 }, { 3, 6 } },
  turn = "P2",
  bid = { "P1", 3, 2 },
  steps = {
    liar,
    expect { winner = "P2" },
  },
})");
  REQUIRE(r.size() == 1);
  INFO(r[0].message);
  REQUIRE(!r[0].passed);
  REQUIRE(!r[0].malformed);
  CHECK(r[0].line == 8);
  CHECK(r[0].message.find("inline.lua:8: step 2") == 0);
  CHECK(r[0].message.find("the winner is P1, expected P2") != std::string::npos);
}

TEST_CASE("A Liar's Dice scenario's bad set-ups and answers are reported with the file and line", "[liars][scenario]") {
  SECTION("a face beyond the dice's sides") {
    const auto r = run_text("scenario \"x\" {\n  game = \"liars-dice\",\n  players = { { 7 }, { 1 } },\n}\n");
    REQUIRE(!r[0].passed);
    REQUIRE(r[0].malformed);
    CHECK(r[0].message.find("must be from 1 to 6, not 7") != std::string::npos);
  }
  SECTION("a bid the rules refuse") {
    const auto r = run_text(R"(scenario "x" {
  game = "liars-dice",
  players = { { 2 }, { 3 } },
  turn = "P2",
  bid = { "P1", 1, 5 },
  steps = {
    bid(1, 4),
  },
})");
    REQUIRE(!r[0].passed);
    CHECK(r[0].line == 7);
    CHECK(r[0].message.find("does not beat P1's one 5") != std::string::npos);
  }
  SECTION("a refusal that is accepted") {
    const auto r = run_text(R"(scenario "x" {
  game = "liars-dice",
  players = { { 2 }, { 3 } },
  steps = {
    refuse(bid(1, 4), "does not beat"),
  },
})");
    REQUIRE(!r[0].passed);
    CHECK(r[0].message.find("was accepted") != std::string::npos);
  }
  SECTION("an unknown field, a misspelt verb, an unknown check") {
    auto r = run_text("scenario \"x\" { game = \"liars-dice\", bids = {} }\n");
    REQUIRE(!r[0].passed);
    CHECK(r[0].message.find("unknown field 'bids'") != std::string::npos);
    r = run_text("scenario \"x\" { game = \"liars-dice\", steps = { expect { bidder = 1 } } }\n");
    REQUIRE(!r[0].passed);
    CHECK(r[0].message.find("unknown check 'bidder'") != std::string::npos);
  }
  SECTION("a pinned roll never used") {
    const auto r = run_text("scenario \"x\" { game = \"liars-dice\", players = { { 2 }, { 3 } },\n rolls = { 4 } }\n");
    REQUIRE(!r[0].passed);
    CHECK(r[0].message.find("pinned but never rolled") != std::string::npos);
  }
  SECTION("a bad option") {
    const auto r = run_text("scenario \"x\" { game = \"liars-dice\", options = { bidding = \"reset\" } }\n");
    REQUIRE(!r[0].passed);
    REQUIRE(r[0].malformed);
    CHECK(r[0].message.find("option 'bidding' is 'reset'") != std::string::npos);
  }
}

TEST_CASE("A scenario written from any position of a game sets up that position and plays on as the game did", "[liars][scenario]") {
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const Rules r = test::rules(2 + static_cast<int>(seed % 3), 1 + static_cast<int>(seed % 4), 6, seed % 2 == 1,
                                seed % 4 < 2 ? Bidding::ResetFace : Bidding::ResetQuantity, seed % 3 != 0);
    LiarsMatch m(r, seed);
    m.advance();
    std::vector<std::unique_ptr<Agent>> agents;
    for (int p = 0; p < r.players; ++p) agents.push_back(make_agent(p == 0 ? "greedy" : "random", seat_seed(seed, p), "liars-dice"));
    int step = 0;
    while (!m.over()) {
      if (step % 3 == 0) {
        const std::string text = scenario_text(m, "seed " + std::to_string(seed) + ", step " + std::to_string(step));
        INFO(text);
        // The scenario passes (its hash matches), and the game it sets up is this one.
        std::unique_ptr<Match> copy;
        ScenarioOptions opts;
        opts.on_set_up = [&](const Match& g) {
          copy = g.clone();
          return true;
        };
        auto res = run_text(text);
        REQUIRE(res.size() == 1);
        INFO(res[0].message);
        REQUIRE(res[0].passed);
        run_text(text, opts);
        REQUIRE(copy);
        REQUIRE(copy->equals(m));
        // Played on with the same answers, it stays the same game (rolls included).
        LiarsMatch ahead = m;
        for (int k = 0; k < 6 && !ahead.over(); ++k) {
          const int pick = k % ahead.option_count();
          REQUIRE(!ahead.apply(pick));
          REQUIRE(!copy->apply(pick));
          REQUIRE(copy->equals(ahead));
        }
      }
      m.apply(agents[static_cast<std::size_t>(m.decider())]->choose(m));
      ++step;
    }
    CHECK_THROWS_AS(scenario_text(m, "over"), std::invalid_argument);
  }
}
