// Pausing a game before a part of the turn (Game::pause_before, a scenario's `run_until`):
// a pause looks and changes nothing, and the scenario step says plainly when the game did
// not get there.
#include "engine/scenario/scenario_file.hpp"
#include <set>

#include "dm/rng.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

std::vector<ScenarioResult> run(const std::string& text) {
  return run_scenario_text(text, "pause.lua", world().lib, world().engine);
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

const std::string kTable = R"(return scenario "x" {
  players = { { life = 10 }, { life = 10 } },
  setup = { { "P1 Sidekick 1", "field", "character" }, { "P2 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = {
STEPS
  },
}
)";

ScenarioResult run_steps(const std::string& steps) {
  std::string text = kTable;
  text.replace(text.find("STEPS"), 5, steps);
  auto r = run(text);
  REQUIRE(r.size() == 1);
  return r[0];
}

// The moments a game pauses before, as the kernel names its tasks.
const TaskKind kMoments[] = {TaskKind::ClearDraw, TaskKind::Roll,         TaskKind::Main,
                             TaskKind::AttackBegin, TaskKind::Blockers,   TaskKind::AttackWindow,
                             TaskKind::AssignDamage, TaskKind::CombatDamage, TaskKind::EndCombat,
                             TaskKind::Cleanup,    TaskKind::EndTurn};

}  // namespace

TEST_CASE("pause: a game paused before each part of every turn plays exactly as one never paused") {
  std::set<TaskKind> reached;
  for (std::uint64_t seed : {3u, 11u}) {
    Game plain = make_format("avx-demo", seed);
    Game paused = make_format("avx-demo", seed);
    plain.advance();
    paused.advance();
    Rng choices(seed);
    int pauses = 0;
    std::size_t moment = 0;
    for (int step = 0; step < 400 && !plain.over(); ++step) {
      const int n = static_cast<int>(plain.pending().options.size());
      REQUIRE(n > 0);
      const int pick = static_cast<int>(choices.below(static_cast<std::uint64_t>(n)));
      REQUIRE_FALSE(plain.apply(pick));
      REQUIRE(paused.pending().options.size() == static_cast<std::size_t>(n));
      // Armed until reached, whatever decisions come first; then the next moment in turn.
      if (!paused.pause_armed()) paused.pause_before(kMoments[moment++ % std::size(kMoments)]);
      REQUIRE_FALSE(paused.apply(pick));
      while (paused.paused()) {
        ++pauses;
        // Stopped right before the task asked for.
        REQUIRE_FALSE(paused.state().tasks.empty());
        CHECK(paused.state().tasks.back().kind == kMoments[(moment - 1) % std::size(kMoments)]);
        reached.insert(paused.state().tasks.back().kind);
        // Stopped between two tasks: nothing is asked, and the game goes on where it was.
        CHECK(paused.pending().empty());
        CHECK_FALSE(paused.over());
        CHECK(paused.apply(0) == std::optional<std::string>("no decision is pending"));
        // A clone of a paused game resumes the same way.
        Game copy = Game(paused);
        REQUIRE(copy.paused());
        copy.resume();
        paused.pause_before(kMoments[moment++ % std::size(kMoments)]);
        paused.resume();
        if (!paused.paused()) CHECK(copy.hash() == paused.hash());
      }
      REQUIRE(paused.hash() == plain.hash());
      REQUIRE(paused.serialize() == plain.serialize());
    }
    CHECK(pauses > 30);
    // A pause not reached yet can be called off: the game then runs on as it would have.
    paused.cancel_pause();
    CHECK_FALSE(paused.pause_armed());
  }
  CHECK(reached.size() == std::size(kMoments));  // every moment was stopped at
}

TEST_CASE("pause: run_until stops before combat damage and the next acting step goes on") {
  auto r = run_steps(R"(    done,
    attack { "P1 Sidekick 1" },
    run_until "combat damage",
    block {},
    expect { life = { 10, 10 }, turn = { player = 1, step = "attack" }, decision = { kind = "none" } },
    log_lacks { type = "damage" },
    run_until "Cleanup",
    expect { life = { 10, 9 } },
    log_has { type = "damage" },)");
  INFO(r.message);
  CHECK(r.passed);
}

TEST_CASE("pause: run_until reports a moment it does not know, a moment not reached and a scenario that ends first") {
  SECTION("a misspelt moment is a mistake in the file, with the moments it knows") {
    auto r = run_steps("    run_until \"combat_damge\",");
    CHECK_FALSE(r.passed);
    CHECK(r.malformed);
    CHECK(r.line == 6);
    CHECK(contains(r.message, "no such moment \"combat_damge\""));
    CHECK(contains(r.message, "did you mean \"combat_damage\"?"));
    CHECK(contains(r.message, "clear_draw, roll, main, attack, blockers, after_blockers"));
  }
  SECTION("a check before the game got there fails, saying what it waits for") {
    auto r = run_steps("    run_until \"combat_damage\",\n    expect { life = { 10, 10 } },");
    CHECK_FALSE(r.passed);
    CHECK_FALSE(r.malformed);
    CHECK(r.line == 7);
    CHECK(contains(r.message, "run_until \"combat_damage\" (line 6): the game has not reached combat damage; "
                              "P1 is asked main"));
  }
  SECTION("the scenario ends before the game got there") {
    auto r = run_steps("    run_until \"cleanup\",\n    done,");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 6);
    CHECK(contains(r.message, "the scenario ended before the game reached the Cleanup Step; P1 is asked attackers"));
  }
  SECTION("`until` is a word of Lua: the hint names the step") {
    auto r = run_steps("    until \"combat_damage\",");
    CHECK_FALSE(r.passed);
    CHECK(r.malformed);
    CHECK(contains(r.message, "the step is written run_until \"combat_damage\""));
  }
}
