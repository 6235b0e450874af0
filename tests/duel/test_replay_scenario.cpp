// A hero duel replay's step as a scenario file (dice replay --scenario): the file sets up the
// very state the replay reaches there (every card where it lies, the dice, the turn and its
// phase, the attack with what was played on it, the window of responses, the generator),
// passes as a scenario, and a game played on from it with the replay's answers goes through
// the replay's states to its end. Also: a scenario is handed to on_set_up, whatever its name
// (dice play --from-scenario FILE:NAME).
#include <functional>
#include <memory>

#include "dm/agent.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"
#include "dm/scenario.hpp"
#include "engine/duel/module.hpp"
#include "tests/duel/support.hpp"

using namespace dm;

namespace {

// A whole game played by agents, recorded.
Replay record(const FormatOptions& options, std::uint64_t seed, const std::vector<std::string>& names, const std::string& format = "hero-duel") {
  const GameType* type = find_game_type("hero-duel");
  REQUIRE(type);
  auto table = type->open(format, options);
  std::vector<std::unique_ptr<Agent>> agents;
  for (std::size_t p = 0; p < names.size(); ++p) agents.push_back(make_agent(names[p], seat_seed(seed, p), "hero-duel"));
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

// Whether the replay's position after `step` steps holds actions declared and not resolved, or
// damage waiting to be dealt: a scenario starts from the last position before them.
bool in_flight(const Replay& r, std::size_t step) {
  const ReplayedAt at = play_to(r)(step, {});
  REQUIRE(at.match);
  const auto& s = dynamic_cast<const duel::DuelMatch&>(*at.match).state();
  return !s.declared.empty() || !s.hits.empty();
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

TEST_CASE("Every position of a hero duel with a decision pending is written as a scenario that plays on as the game did",
          "[duel][replay][scenario]") {
  const Replay r = record({}, 5, {"greedy", "random"});
  REQUIRE(r.steps.size() > 40);
  int attacks = 0, windows = 0;
  for (std::size_t step = 0; step < r.steps.size(); ++step) {
    INFO("step " << step);
    const ReplayScenario sc = written(r, step);
    // A turn's every decision, an attack's responses and a "then" among them; a window with
    // actions declared in it is written from before them.
    if (in_flight(r, step)) CHECK(sc.step < step);
    else CHECK(sc.step == step);
    attacks += sc.text.find("  attack = {") != std::string::npos;
    windows += sc.text.find("open = true") != std::string::npos;
    if (step == 0 || step == r.steps.size() / 2 || step + 3 == r.steps.size()) play_on(sc.text, r, sc.step);
  }
  CHECK(attacks > 0);
  CHECK(windows > 0);
}

TEST_CASE("A free-for-all's positions are written as scenarios too, an attack on a player further round included",
          "[duel][replay][scenario]") {
  const Replay r = record({{"players", "4"}}, 7, {"greedy", "greedy", "greedy", "greedy"}, "hero-ffa");
  REQUIRE(r.steps.size() > 100);
  int aimed = 0;
  for (std::size_t step = 0; step < r.steps.size(); ++step) {
    INFO("step " << step);
    const ReplayScenario sc = written(r, step);
    const bool far = sc.text.find("    target = ") != std::string::npos;
    aimed += far;
    if (far && aimed == 1) play_on(sc.text, r, sc.step);
  }
  CHECK(aimed > 0);  // an attack aimed past the next opponent, written and set up again
}

TEST_CASE("Hero duel scenarios written from games with other options play on to the replay's end", "[duel][replay][scenario]") {
  const FormatOptions options{{"health", "25"}, {"hand_limit", "3"}, {"cp_start", "6"}};
  for (const auto& [seed, names] : std::vector<std::pair<std::uint64_t, std::vector<std::string>>>{
           {11, {"greedy", "greedy"}}, {23, {"random", "random"}}, {31, {"random", "greedy"}}}) {
    INFO("seed " << seed);
    const Replay r = record(options, seed, names);
    for (std::size_t step = 0; step < r.steps.size(); step += 7) {
      INFO("step " << step);
      const ReplayScenario sc = written(r, step);
      if (in_flight(r, step)) CHECK(sc.step < step);
      else CHECK(sc.step == step);
      CHECK(sc.text.find("options = {") != std::string::npos);
      CHECK(sc.text.find("health = \"25\"") != std::string::npos);
      if (step % 21 == 0) play_on(sc.text, r, sc.step);
    }
  }
}

TEST_CASE("A hero duel that is over is written as the last position before its end", "[duel][replay][scenario]") {
  const Replay r = record({}, 7, {"random", "greedy"});
  const ReplayScenario sc = written(r, r.steps.size());
  CHECK(sc.step == r.steps.size() - 1);
  play_on(sc.text, r, sc.step);
}

TEST_CASE("A written hero duel scenario holds the position exactly: a card, the dice or the generator changed fails it",
          "[duel][replay][scenario]") {
  const Replay r = record({}, 5, {"greedy", "random"});
  const ReplayScenario sc = written(r, 20);
  auto fails = [&](const std::string& text, const std::string& why) {
    const auto results = run_scenario_text(text, "changed.lua");
    REQUIRE(results.size() == 1);
    INFO(results[0].message);
    CHECK_FALSE(results[0].passed);
    CHECK(results[0].message.find(why) != std::string::npos);
  };
  auto field = [&](const std::string& name) {
    const auto at = sc.text.find("      " + name + " = {");
    REQUIRE(at != std::string::npos);
    return at + name.size() + 10;
  };
  SECTION("the deck's top two cards swapped") {
    std::string text = sc.text;
    const auto from = field("deck");
    const auto comma = text.find(", ", from), end = text.find(", ", comma + 2);
    REQUIRE(end != std::string::npos);
    const std::string a = text.substr(from, comma - from), b = text.substr(comma + 2, end - comma - 2);
    REQUIRE(a != b);
    text.replace(from, end - from, b + ", " + a);
    fails(text, "the state's hash is");
  }
  SECTION("a card of the deck left out") {
    std::string text = sc.text;
    const auto from = field("deck");
    text.erase(from, text.find(", ", from) + 2 - from);
    fails(text, "hand, deck and discard hold");
  }
  SECTION("a die showing another number") {
    std::string text = sc.text;
    const auto from = text.find("dice = { ") + 9;
    text[from] = text[from] == '1' ? '2' : '1';
    fails(text, "the state's hash is");
  }
  SECTION("the generator one word off") {
    std::string text = sc.text;
    const auto at = text.find("rng = \"");
    REQUIRE(at != std::string::npos);
    text[at + 7] = text[at + 7] == '0' ? '1' : '0';
    fails(text, "the state's hash is");
  }
}

TEST_CASE("Hero duel scenario set-up fields for a position mid-turn", "[duel][scenario]") {
  auto run = [](const std::string& body) { return run_scenario_text("scenario \"x\" {\n  game = \"hero-duel\",\n" + body + "}\n", "inline.lua"); };
  SECTION("the second roll attempt, dice as shown") {
    const auto r = run("  players = { { dice = { 3, 3, 3, 5, 6 } }, {} },\n  turn = { player = 1, number = 3, phase = \"roll\", attempts = 2 },\n"
                       "  steps = { stop, expect { decider = 1, decision = \"select\" }, ability \"Ember Strike\", log_has { type = \"ability\", ability = \"Ember Strike\" } },\n");
    INFO(r[0].message);
    CHECK(r[0].passed);
  }
  SECTION("an attack in its responses, with what was played on it") {
    const auto r = run("  players = { { cp = 3, hand = { \"Stoke\" } }, {} },\n  turn = { player = 1, number = 3, phase = \"respond\" },\n"
                       "  attack = { ability = \"Ember Strike\", incoming = 6, mods = { { op = \"prevent\", amount = 2, by = 2, defensive = true, label = \"Ward\" } } },\n"
                       "  steps = { expect { subtotal = 4, final = 4, decider = 1 }, play \"Stoke\",\n"
                       "    log_has { type = \"damage\", what = \"Ember Strike\", incoming = 6, subtotal = 6, final = 6 }, expect { health = { 50, 44 } } },\n");
    INFO(r[0].message);
    CHECK(r[0].passed);
  }
  SECTION("a phase of an attack without the attack") {
    const auto r = run("  turn = { player = 1, phase = \"respond\" },\n");
    REQUIRE(!r[0].passed);
    CHECK(r[0].malformed);
    CHECK(r[0].message.find("resolves an attack: give it") != std::string::npos);
  }
  SECTION("an attack aimed at the attacker's own side, or at a fallen hero") {
    const auto own = run("  turn = { player = 1, phase = \"respond\" },\n  attack = { ability = \"Ember Strike\", target = 1, incoming = 6 },\n");
    REQUIRE(!own[0].passed);
    CHECK(own[0].malformed);
    CHECK(own[0].message.find("P1 is on the attacker's side, not a target") != std::string::npos);
    const auto fallen = run("  format = \"hero-ffa\",\n  options = { players = 3 },\n  players = { {}, {}, { health = 0 } },\n"
                            "  turn = { player = 1, phase = \"respond\" },\n  attack = { ability = \"Searing Blow\", target = 3, incoming = 6 },\n");
    REQUIRE(!fallen[0].passed);
    INFO(fallen[0].message);
    CHECK(fallen[0].message.find("P3 has fallen and is no target") != std::string::npos);
  }
  SECTION("a deck and discard that lose a card") {
    const auto r = run("  players = { { hand = {}, deck = { \"Stoke\" }, discard = {} }, {} },\n");
    REQUIRE(!r[0].passed);
    CHECK(r[0].message.find("P1's hand, deck and discard hold 1 Stoke, the hero has 3") != std::string::npos);
  }
  SECTION("a die showing a number the hero's dice lack") {
    const auto r = run("  players = { { dice = { 7 } }, {} },\n");
    REQUIRE(!r[0].passed);
    CHECK(r[0].malformed);
  }
}

TEST_CASE("A hero duel scenario is handed to on_set_up as set up, a colon in its name or not", "[duel][scenario]") {
  const std::string text = R"(scenario "ruling: Snap" {
  game = "hero-duel",
  players = { { health = 40 }, {} },
  steps = { expect { health = { 41, 50 } } },
}
scenario "plain" {
  game = "hero-duel",
  steps = {},
})";
  std::vector<std::string> seen;
  std::string current;
  std::vector<int> health;
  ScenarioOptions so;
  so.on_scenario = [&](const std::string&, const std::string& name, int) { current = name; };
  so.on_set_up = [&](const Match& m) {
    seen.push_back(current);
    health.push_back(dynamic_cast<const duel::DuelMatch&>(m).state().players[0].health);
    return false;
  };
  const auto results = run_scenario_text(text, "snap.lua", so);
  REQUIRE(results.size() == 2);
  // Stopped at its set-up, the first never reaches its (wrong) expectation.
  CHECK(results[0].passed);
  CHECK(results[1].passed);
  CHECK(seen == std::vector<std::string>{"ruling: Snap", "plain"});
  CHECK(health == std::vector<int>{40, 50});
}

TEST_CASE("A hero duel position with pinned rolls is not written", "[duel][replay][scenario]") {
  duel::DuelMatch m = duel::test::new_match(3);
  m.advance();
  REQUIRE(duel::can_start_scenario(m));
  m.force_faces({0});
  CHECK_FALSE(duel::can_start_scenario(m));
  std::string why;
  CHECK_FALSE(duel::write_scenario(m, scenario::ScenarioOrigin{"x.jsonl", "hero-duel", 3, 0}, why));
  CHECK(why.find("pinned") != std::string::npos);
}
