// More than two players: sides take turns, every player of the active side does each step,
// priority goes to the active side first and then around the table, "opponent" means a
// player of the other side, and a side's shared life ends the game for both its players.
#include "dm/agent.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

const char* kFour = "tests/formats/good/four-players.lua";

// Two sides of two; each player one card.
Game four_players(int life = 30) {
  GameSetup s;
  s.library = world().lib;
  s.life = life;
  s.teams.resize(4);
  const char* cards[] = {"Beast: Mutate #666", "Spider-Man: Webhead", "Captain America: American Hero",
                         "Human Torch: Playing with Fire"};
  for (int p = 0; p < 4; ++p) {
    s.teams[p].cards.push_back({card(cards[p]), 2});
    s.teams[p].side = p % 2;
  }
  s.shared.push_back({card("Force Beam"), 3});
  return Game(s, 1, world().engine);
}

}  // namespace

TEST_CASE("players: 500 random four-player games (two sides of two) keep every invariant and end") {
  int ended_by_life = 0;
  for (int i = 0; i < 500; ++i) {
    const std::uint64_t seed = derive_seed(20261123, static_cast<std::uint64_t>(i));
    Game g = make_format(kFour, seed);
    REQUIRE(g.state().player_count() == 4);
    REQUIRE(g.state().side_count() == 2);
    std::vector<std::unique_ptr<Agent>> agents;
    for (int p = 0; p < 4; ++p) agents.push_back(make_agent(p % 2 ? "greedy" : "random", derive_seed(seed, static_cast<std::uint64_t>(p))));
    g.advance();
    int steps = 0;
    while (!g.over()) {
      auto bad = invariant_violation(g, steps % 16 == 0);
      if (!bad.empty()) FAIL("seed " << seed << " step " << steps << ": " << bad);
      // Both players of a side always share its life.
      REQUIRE(g.state().life(0) == g.state().life(2));
      REQUIRE(g.state().life(1) == g.state().life(3));
      auto err = g.apply(agents[static_cast<std::size_t>(g.pending().player)]->choose(g));
      if (err) FAIL("seed " << seed << ": " << *err);
      if (++steps > 200000) FAIL("seed " << seed << ": no end after 200000 steps");
    }
    auto bad = invariant_violation(g);
    if (!bad.empty()) FAIL("seed " << seed << " at the end: " << bad);
    if (g.script_errors()) FAIL("seed " << seed << ": script errors");
    if (g.state().end_reason == EndReason::Life || g.state().end_reason == EndReason::Tie) ++ended_by_life;
  }
  REQUIRE(ended_by_life * 100 >= 500 * 90);
}

TEST_CASE("players: both players of the active side roll, then each takes a Main Step, in seat order") {
  Game g = four_players();
  g.advance();
  REQUIRE(g.pending().kind == DecisionKind::Reroll);
  REQUIRE(g.pending().player == 0);
  choose(g, "keep");
  REQUIRE(g.pending().kind == DecisionKind::Reroll);
  REQUIRE(g.pending().player == 2);  // the partner, not the next seat
  choose(g, "keep");
  REQUIRE(g.pending().kind == DecisionKind::MainAction);
  REQUIRE(g.pending().player == 0);
  REQUIRE(zone(g, 0, Zone::Reserve).size() == 4);
  REQUIRE(zone(g, 2, Zone::Reserve).size() == 4);
  REQUIRE(zone(g, 1, Zone::Reserve).empty());
  choose(g, "done");
  REQUIRE(g.pending().kind == DecisionKind::MainAction);
  REQUIRE(g.pending().player == 2);
  choose(g, "done");
  // No one of side 0 has a character: the turn passes to the other side, seat 2 first.
  REQUIRE(g.state().active_side == 1);
  REQUIRE(g.pending().kind == DecisionKind::Reroll);
  REQUIRE(g.pending().player == 1);
}

TEST_CASE("players: priority and opponents follow the sides") {
  Game g = four_players();
  REQUIRE(g.priority_order() == std::vector<PlayerId>{0, 2, 1, 3});
  REQUIRE(g.opponents_of(0) == std::vector<PlayerId>{1, 3});
  REQUIRE(g.opponents_of(3) == std::vector<PlayerId>{0, 2});
  REQUIRE(g.opponent_of(2) == 1);
  REQUIRE_FALSE(g.state().opponents(0, 2));
  REQUIRE(g.state().opponents(2, 3));
}

TEST_CASE("players: attackers of a side go together; the defending side's players each declare blockers") {
  Game g = four_players();
  auto sk = [&](PlayerId p, int i) { return dice_of(g, "Sidekick", p)[static_cast<std::size_t>(i)]; };
  for (PlayerId p = 0; p < 4; ++p) clear_player(g, p);
  put(g, sk(0, 0), Zone::Field, sidekick_face::character, 0);
  put(g, sk(2, 0), Zone::Field, sidekick_face::character, 2);
  put(g, sk(1, 0), Zone::Field, sidekick_face::character, 1);
  put(g, sk(3, 0), Zone::Field, sidekick_face::character, 3);
  start_main(g, 0);
  choose(g, "done");                                    // player 0's Main Step
  REQUIRE(g.pending().player == 2);
  choose(g, "done");                                    // player 2's
  REQUIRE(g.pending().kind == DecisionKind::DeclareAttackers);
  REQUIRE(g.pending().player == 0);
  choose(g, "attack:" + std::to_string(sk(0, 0)));
  choose(g, "done");
  REQUIRE(g.pending().kind == DecisionKind::DeclareAttackers);
  REQUIRE(g.pending().player == 2);
  REQUIRE_FALSE(has_option(g, "attack:" + std::to_string(sk(0, 0))));  // only their own dice
  choose(g, "attack:" + std::to_string(sk(2, 0)));
  choose(g, "done");
  // Both attack at once; then the defenders, seat order.
  REQUIRE(g.state().dice[static_cast<std::size_t>(sk(0, 0))].zone == Zone::Attack);
  REQUIRE(g.state().dice[static_cast<std::size_t>(sk(2, 0))].zone == Zone::Attack);
  REQUIRE(g.pending().kind == DecisionKind::DeclareBlockers);
  REQUIRE(g.pending().player == 1);
  choose(g, "block:" + std::to_string(sk(1, 0)) + ":" + std::to_string(sk(0, 0)));
  choose(g, "done");
  REQUIRE(g.pending().kind == DecisionKind::DeclareBlockers);
  REQUIRE(g.pending().player == 3);
  choose(g, "done");
  // Sidekick against Sidekick: both KO'd; the unblocked one hits the side's shared life.
  REQUIRE(g.state().life(1) == 29);
  REQUIRE(g.state().life(3) == 29);
  REQUIRE(g.state().life(0) == 30);
  REQUIRE(g.state().dice[static_cast<std::size_t>(sk(0, 0))].zone == Zone::Prep);
  REQUIRE(g.state().dice[static_cast<std::size_t>(sk(1, 0))].zone == Zone::Prep);
}

TEST_CASE("players: a side at 0 life loses for both its players") {
  Game g = four_players(2);
  auto sk0 = dice_of(g, "Sidekick", 0);
  for (PlayerId p = 0; p < 4; ++p) clear_player(g, p);
  put(g, sk0[0], Zone::Field, sidekick_face::character, 0);
  put(g, sk0[1], Zone::Field, sidekick_face::character, 0);
  start_main(g, 0);
  choose(g, "done");
  choose(g, "done");
  choose(g, "attack:" + std::to_string(sk0[0]));
  choose(g, "attack:" + std::to_string(sk0[1]));
  choose(g, "done");
  REQUIRE(g.over());
  REQUIRE(g.state().winner == 0);
  REQUIRE(g.state().end_reason == EndReason::Life);
}

TEST_CASE("players: a setup with one side, or three, is refused with a reason") {
  GameSetup s;
  s.library = world().lib;
  s.teams.resize(3);
  REQUIRE_THROWS_WITH(Game(s, 1, world().engine), Catch::Contains("two sides"));
  s.teams.resize(5);
  REQUIRE_THROWS_WITH(Game(s, 1, world().engine), Catch::Contains("2 to 4 players"));
  s.teams.resize(2);
  s.teams[0].side = 0;
  s.teams[1].side = 0;
  REQUIRE_THROWS_WITH(Game(s, 1, world().engine), Catch::Contains("two sides"));
}
