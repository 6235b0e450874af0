// The narration names the player who acts, who may not be the one who owns the die: a die
// sacrificed by the player controlling it is told as that player's sacrifice.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/masters/kernel/effects.hpp"
#include "tests/harness.hpp"
#include "engine/masters/view/narrate.hpp"

using namespace dm;
using namespace dm::test;

TEST_CASE("narration: a controlled die sacrificed is told as its controller's sacrifice, and goes to its owner's Prep Area") {
  Game g = make_game({}, {});
  const auto theirs = dice_of(g, "Sidekick", 1);
  clear_player(g, 0);
  clear_player(g, 1);
  put(g, theirs[0], Zone::Field, sidekick_face::character, 0);  // P2's Sidekick, controlled by P1
  std::vector<std::string> lines;
  g.set_log([&](const std::string& line) { lines.push_back(line); });
  Effects(g).sacrifice(theirs[0]);
  std::string told;
  for (const auto& l : lines) {
    const auto j = nlohmann::json::parse(l);
    if (j.value("type", "") == "sacrifice") told = view::narrate(g, j);
  }
  INFO(told);
  // The die keeps its owner's name; the one who sacrificed it is its controller.
  CHECK(told.find("P1 sacrifices P2 Sidekick ") != std::string::npos);
  CHECK(told.find("P1 sacrifices " + g.die_name(theirs[0])) != std::string::npos);
  CHECK(g.state().dice[static_cast<std::size_t>(theirs[0])].zone == Zone::Prep);
  CHECK(g.state().dice[static_cast<std::size_t>(theirs[0])].controller == 1);
}
