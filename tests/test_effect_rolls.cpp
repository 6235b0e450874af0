// Rolls made by card effects: every roll of a die has its log line (so a scenario's pinned
// face goes to the die the file means), and a die nobody has bought is never rolled.
#include "engine/scenario/scenario_file.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

// A card whose fielding runs `lua` (the ability's body, with `self` and `g`).
std::string scenario_with(const std::string& lua, const std::string& steps) {
  return R"(return scenario "x" {
  cards = [==[
set judge "Judge's rulings"

card 1 "Dice Thief" "Grabby"
  character
  cost 2 shield
  affiliation "Rulings"
  rarity common
  max 4
  faces shield | shield shield | shield shield | 0/1/2 | 1/2/2 | 1/2/3

  when this is fielded: lua [[ )" +
         lua + R"( ]] text "Roll a die.".
]==],
  players = { { life = 10, cards = { { "Dice Thief: Grabby", 1 } } }, { life = 10, cards = { { "Spider-Man: Webhead", 2 } } } },
  basic_actions = { "Force Beam" },
  setup = { { "P1 Dice Thief: Grabby 1", "reserve", "level 1" } },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Dice Thief: Grabby 1",
)" + steps + R"(
  },
}
)";
}

ScenarioResult run_one(const std::string& text) {
  auto r = run_scenario_text(text, "rolls.lua", world().lib, world().engine);
  REQUIRE(r.size() == 1);
  return r[0];
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

}  // namespace

TEST_CASE("effect rolls: a card script can't roll or reroll a die nobody has bought") {
  // The supply holds P2's Spider-Man dice (P2's, not bought yet) and the Force Beam dice
  // (nobody's until bought): neither kind may be rolled.
  for (const char* call : {"g.roll_to(g.supply_dice()[1], 'reserve')", "g.reroll(g.supply_dice()[1])",
                           "g.roll_to(g.supply_dice()[#g.supply_dice()], 'reserve')",
                           "g.reroll(g.supply_dice()[#g.supply_dice()])"}) {
    INFO(call);
    auto r = run_one(scenario_with(call, ""));
    INFO(r.message);
    CHECK_FALSE(r.passed);
    CHECK(contains(r.message, "a card script failed: Dice Thief: Grabby"));
    CHECK(contains(r.message, "has not been bought: it can't be"));
  }
}

TEST_CASE("effect rolls: a die rolled by an effect takes the pinned face and writes its roll line") {
  auto r = run_one(scenario_with("g.roll_to(self.die, 'reserve')",
                                 R"(    log_has { type = "roll", by = "effect", die = "P1 Dice Thief: Grabby 1" },)"));
  INFO(r.message);
  CHECK(r.passed);
}
