// A Dice Miner replay's step as a scenario file (dice replay --scenario): the file sets up the
// very state the replay reaches there (every die by its number, the bag in its order, the turn
// mid-way, the generator), passes as a scenario, and a game played on from it with the
// replay's answers goes through the replay's states to its end.
#include <functional>
#include <memory>

#include "dm/agent.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"
#include "dm/scenario.hpp"
#include "engine/miner/module.hpp"
#include "tests/miner/support.hpp"

using namespace dm;

namespace {

// A whole game played by agents, recorded.
Replay record(int players, std::uint64_t seed, const std::vector<std::string>& names) {
  const GameType* type = find_game_type("dice-miner");
  REQUIRE(type);
  const FormatOptions options{{"players", std::to_string(players)}};
  auto table = type->open("dice-miner", options);
  std::vector<std::unique_ptr<Agent>> agents;
  for (std::size_t p = 0; p < names.size(); ++p) agents.push_back(make_agent(names[p], seat_seed(seed, p), "dice-miner"));
  auto g = table->start(seed, {});
  ReplayRecorder rec(*table, options, seed, names);
  g->advance();
  rec.start(*g);
  while (!g->over()) REQUIRE_FALSE(rec.apply(*g, agents[static_cast<std::size_t>(g->decider())]->choose(*g)));
  rec.finish(*g);
  return rec.replay();
}

// The replay played again up to a step, as `dice replay` plays it for the driver.
ReplayTo play_to(const Replay& r) {
  return [&r](std::size_t stop, const std::function<void(const Match&, std::size_t)>& on_step) {
    MatchReplayOptions ro;
    ro.stop_after = stop;
    ro.on_step = on_step;
    auto run = std::make_shared<MatchReplayRun>(play_match_replay(r, {}, ro));
    ReplayedAt at;
    at.diff = run->diff;
    if (run->match) at.match = std::shared_ptr<const Match>(run, run->match.get());
    return at;
  };
}

// The game the scenario `text` sets up (as `dice play --from-scenario` takes it), played on
// with the replay's answers from step `from`: every state on the way is the replay's.
void play_on(const std::string& text, const Replay& r, std::size_t from) {
  std::unique_ptr<Match> got;
  ScenarioOptions so;
  so.on_set_up = [&](const Match& m) {
    got = m.clone();
    return false;
  };
  const auto results = run_scenario_text(text, "written.lua", so);
  REQUIRE(results.size() == 1);
  INFO(results[0].message);
  REQUIRE(results[0].passed);
  REQUIRE(got);
  REQUIRE(got->hash() == (from == 0 ? r.start_hash : r.steps[from - 1].hash));
  for (std::size_t k = from; k < r.steps.size(); ++k) {
    INFO("step " << k + 1 << ": " << r.steps[k].key);
    REQUIRE(got->decider() == r.steps[k].player);
    REQUIRE_FALSE(got->apply(std::string_view(r.steps[k].key)));
    REQUIRE(got->hash() == r.steps[k].hash);
  }
  CHECK(got->over());
  CHECK(got->hash() == r.steps.back().hash);
}

// The scenario written for `step`: at that step or one before it, and it passes as written.
ReplayScenario written(const Replay& r, std::size_t step) {
  const ReplayScenario sc = replay_scenario(r, step, play_to(r));
  INFO("step " << step << ": " << sc.message);
  REQUIRE(sc.ok);
  REQUIRE(sc.step <= step);
  const auto results = run_scenario_text(sc.text, "written.lua");
  REQUIRE(results.size() == 1);
  INFO(results[0].message);
  REQUIRE(results[0].passed);
  return sc;
}

}  // namespace

TEST_CASE("Every position of a Dice Miner game with a decision pending is written as a scenario that plays on as the game did",
          "[miner][replay][scenario]") {
  const Replay r = record(3, 5, {"greedy", "random", "random"});
  REQUIRE(r.steps.size() > 40);
  for (std::size_t step = 0; step < r.steps.size(); ++step) {
    INFO("step " << step);
    const ReplayScenario sc = written(r, step);
    // Heroes, excavation, magic and recovery: a scenario starts at every one of them.
    CHECK(sc.step == step);
    if (step == 0 || step == r.steps.size() / 2 || step + 3 == r.steps.size()) play_on(sc.text, r, sc.step);
  }
}

TEST_CASE("Dice Miner scenarios written from games of 2 and 4 players play on to the replay's end", "[miner][replay][scenario]") {
  for (const auto& [players, seed, names] : std::vector<std::tuple<int, std::uint64_t, std::vector<std::string>>>{
           {2, 11, {"greedy", "greedy"}}, {4, 23, {"random", "greedy", "random", "greedy"}}}) {
    INFO(players << " players, seed " << seed);
    const Replay r = record(players, seed, names);
    for (std::size_t step : {std::size_t{0}, std::size_t{1}, r.steps.size() / 3, r.steps.size() / 2, r.steps.size() - 1}) {
      INFO("step " << step);
      const ReplayScenario sc = written(r, step);
      CHECK(sc.step == step);
      play_on(sc.text, r, sc.step);
    }
  }
}

TEST_CASE("A Dice Miner game that is over is written as the last position before its end", "[miner][replay][scenario]") {
  const Replay r = record(2, 7, {"random", "greedy"});
  const ReplayScenario sc = written(r, r.steps.size());
  CHECK(sc.step == r.steps.size() - 1);
  play_on(sc.text, r, sc.step);
}

TEST_CASE("A written Dice Miner scenario holds the position exactly: a die, the bag's order or the generator changed fails it",
          "[miner][replay][scenario]") {
  const Replay r = record(3, 5, {"greedy", "random", "random"});
  const ReplayScenario sc = written(r, 20);
  REQUIRE(sc.text.find("bag = {") != std::string::npos);
  auto fails = [&](std::string text, const std::string& why) {
    const auto results = run_scenario_text(text, "changed.lua");
    REQUIRE(results.size() == 1);
    INFO(results[0].message);
    CHECK_FALSE(results[0].passed);
    CHECK(results[0].message.find(why) != std::string::npos);
  };
  SECTION("two dice of the bag swapped") {
    std::string text = sc.text;
    const auto a = text.find("\"tunnel 1 #0\""), b = text.find("\"tunnel 1 #1\"");
    REQUIRE(a != std::string::npos);
    REQUIRE(b != std::string::npos);
    text.replace(b, 13, "\"tunnel 1 #0\"");
    text.replace(a, 13, "\"tunnel 1 #1\"");
    fails(text, "the state's hash is");
  }
  SECTION("the generator one word off") {
    std::string text = sc.text;
    const auto at = text.find("rng = \"");
    REQUIRE(at != std::string::npos);
    text[at + 7] = text[at + 7] == '0' ? '1' : '0';
    fails(text, "the state's hash is");
  }
  SECTION("a die left out of the bag") {
    std::string text = sc.text;
    const auto at = text.find("\"tunnel 1 #0\",");
    REQUIRE(at != std::string::npos);
    text.erase(at, 14);
    fails(text, "1 left out: #0 (tunnel)");
  }
  SECTION("a die laid out twice") {
    std::string text = sc.text;
    const auto at = text.find("\"tunnel 1 #1\"");
    REQUIRE(at != std::string::npos);
    text.replace(at, 13, "\"tunnel 1 #0\"");
    fails(text, "die #0 is laid out twice");
  }
  SECTION("a die of another kind") {
    std::string text = sc.text;
    const auto at = text.find("\"tunnel 1 #0\"");
    REQUIRE(at != std::string::npos);
    text.replace(at, 13, "\"magic 1 #0\"");
    fails(text, "die #0 is a tunnel die, not a magic die");
  }
}

TEST_CASE("Dice Miner scenario set-up fields for a position mid-turn", "[miner][scenario]") {
  auto run = [](const std::string& body) { return run_scenario_text("scenario \"x\" {\n  game = \"dice-miner\",\n" + body + "}\n", "inline.lua"); };
  SECTION("a die's number outside a laid-out position is refused") {
    const auto r = run("  phase = \"scoring\",\n  players = { { trove = { \"tunnel 1 #3\" } }, {} },\n");
    REQUIRE(!r[0].passed);
    CHECK(r[0].malformed);
    CHECK(r[0].message.find("is given only where every die is laid out") != std::string::npos);
  }
  SECTION("a face shared by name is chosen by its place, and must show that name") {
    for (int place : {3, 4}) {
      std::unique_ptr<Match> got;
      ScenarioOptions so;
      so.on_set_up = [&](const Match& m) {
        got = m.clone();
        return false;
      };
      const auto ok = run_scenario_text("scenario \"x\" {\n  game = \"dice-miner\",\n  phase = \"excavation\",\n"
                                        "  players = { { trove = { { \"hazard dragon\", face = " + std::to_string(place) + " } } }, {} },\n}\n",
                                        "inline.lua", so);
      INFO(ok[0].message);
      REQUIRE(got);
      const auto& s = dynamic_cast<const miner::MinerMatch&>(*got).state();
      CHECK(s.dice[static_cast<std::size_t>(s.players[0].trove.at(0))].face == place - 1);
    }
    const auto bad = run("  phase = \"scoring\",\n  players = { { trove = { { \"hazard dragon\", face = 1 } } }, {} },\n");
    REQUIRE(!bad[0].passed);
    CHECK(bad[0].message.find("face 1 of a hazard die shows \"cave-in\"") != std::string::npos);
  }
  SECTION("the turn mid-way: the second take after sharing beer") {
    const auto r = run("  phase = \"excavation\",\n  turn = { player = 2, takes_left = 1, shared = true },\n"
                       "  steps = { expect { decider = 2, decision = \"take\" } },\n");
    INFO(r[0].message);
    CHECK(r[0].passed);
  }
  SECTION("rerolls owed in the magic phase") {
    const auto r = run("  phase = \"magic\",\n  players = { { trove = { \"tunnel 1\", \"magic 2\" } }, {} },\n"
                       "  turn = { player = 1, rerolls_left = 2 },\n"
                       "  steps = { expect { decider = 1, decision = \"reroll\" } },\n");
    INFO(r[0].message);
    CHECK(r[0].passed);
  }
  SECTION("a generator's state that is not one") {
    const auto r = run("  rng = \"12:34\",\n");
    REQUIRE(!r[0].passed);
    CHECK(r[0].message.find("rng is the generator's state") != std::string::npos);
  }
  SECTION("a seed and a generator's state together") {
    const auto r = run("  seed = 3,\n  rng = \"0000000000000001:0000000000000002:0000000000000003:0000000000000004\",\n");
    REQUIRE(!r[0].passed);
    CHECK(r[0].message.find("not both") != std::string::npos);
  }
}

TEST_CASE("A Dice Miner position with pinned chance is not written", "[miner][replay][scenario]") {
  miner::MinerMatch m = miner::test::new_match(2, 3);
  m.advance();
  REQUIRE(miner::can_start_scenario(m));
  m.force_faces({0});
  CHECK_FALSE(miner::can_start_scenario(m));
  std::string why;
  CHECK_FALSE(miner::write_scenario(m, scenario::ScenarioOrigin{"x.jsonl", "dice-miner", 3, 0}, why));
  CHECK(why.find("pinned") != std::string::npos);
}
