// Clear and Draw, Roll and Reroll, the end of the game.
#include "engine/masters/kernel/effects.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

TEST_CASE("turn: Clear and Draw shortfall costs 1 life and gives 1 generic energy per missing die") {
  for (Edition e : {Edition::ASM2015, Edition::AvX2014}) {
    Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}}, {}, e);
    auto sk = dice_of(g, "Sidekick", 0);
    // Two dice in the bag, nothing in the Used Pile: the other six are fielded.
    for (int i = 0; i < 8; ++i) put(g, sk[i], i < 2 ? Zone::Bag : Zone::Field, sidekick_face::character);
    g.advance();
    REQUIRE(g.pending().kind == DecisionKind::Reroll);
    REQUIRE(g.state().life(0) == 8);
    REQUIRE(g.state().players[0].bonus_generic == 2);
    REQUIRE(zone(g, 0, Zone::Prep).size() == 2);
  }
}

TEST_CASE("turn: the bag is refilled from the Used Pile only when it runs out mid-draw") {
  Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}});
  auto sk = dice_of(g, "Sidekick", 0);
  put(g, sk[0], Zone::Bag);
  for (int i = 1; i < 8; ++i) put(g, sk[i], Zone::Used);
  g.force_draws({sk[0]});
  g.advance();
  // The one die in the bag came first; then the seven in the Used Pile were bagged and three drawn.
  auto prep = zone(g, 0, Zone::Prep);
  REQUIRE(prep.size() == 4);
  REQUIRE(in(prep, sk[0]));
  REQUIRE(zone(g, 0, Zone::Used).empty());
  REQUIRE(zone(g, 0, Zone::Bag).size() == 4);
  REQUIRE(g.state().life(0) == 10);
}

TEST_CASE("turn: a bag with four dice is not refilled even when the Used Pile is full") {
  Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}});
  auto sk = dice_of(g, "Sidekick", 0);
  for (int i = 0; i < 8; ++i) put(g, sk[i], i < 4 ? Zone::Bag : Zone::Used);
  g.advance();
  REQUIRE(zone(g, 0, Zone::Prep).size() == 4);
  REQUIRE(zone(g, 0, Zone::Bag).empty());
  REQUIRE(zone(g, 0, Zone::Used).size() == 4);
}

TEST_CASE("turn: one reroll, of any chosen dice, as a group") {
  Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}});
  auto sk = dice_of(g, "Sidekick", 0);
  g.force_draws({sk[0], sk[1], sk[2], sk[3]});
  g.force_faces({sidekick_face::fist, sidekick_face::fist, sidekick_face::bolt, sidekick_face::character});
  g.advance();
  REQUIRE(g.pending().kind == DecisionKind::Reroll);
  REQUIRE(g.state().dice[sk[0]].face == sidekick_face::fist);
  // Every subset is one option: keep all, or reroll any of the four (16 in all).
  REQUIRE(g.pending().options.size() == 16);
  REQUIRE(has_option(g, "keep"));
  REQUIRE(has_option(g, "reroll:" + std::to_string(sk[0]) + "," + std::to_string(sk[3])));
  g.force_faces({sidekick_face::shield});
  choose(g, "reroll:" + std::to_string(sk[0]));
  REQUIRE(g.state().dice[sk[0]].face == sidekick_face::shield);
  REQUIRE(g.state().dice[sk[3]].face == sidekick_face::character);
  // No second reroll: straight to the Main Step with every die in the Reserve Pool.
  REQUIRE(g.pending().kind == DecisionKind::MainAction);
  REQUIRE(zone(g, 0, Zone::Reserve).size() == 4);
  REQUIRE(zone(g, 0, Zone::Prep).empty());
}

TEST_CASE("turn: dice in the Prep Area are rolled with the four drawn") {
  Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}});
  auto sk = dice_of(g, "Sidekick", 0);
  put(g, sk[7], Zone::Prep);
  g.advance();
  REQUIRE(zone(g, 0, Zone::Prep).size() == 5);
  choose(g, "keep");
  REQUIRE(zone(g, 0, Zone::Reserve).size() == 5);
}

TEST_CASE("turn: life never rises above the starting total") {
  // Silver Sable: Wild Pack, blocked: the defender loses 1, her controller gains 1 (already at 10).
  Game g = make_game({{"Silver Sable: Wild Pack", 2}}, {{"Spider-Man: Tangled Web", 2}});
  auto sable = dice_of(g, "Silver Sable: Wild Pack");
  auto sk1 = dice_of(g, "Sidekick", 1);
  clear_player(g, 0);
  clear_player(g, 1);
  put(g, sable[0], Zone::Field, char_face::level3, 0);  // 1/4/4
  put(g, sk1[0], Zone::Field, sidekick_face::character, 1);
  start_main(g, 0);
  choose(g, "done");
  choose(g, "attack:" + std::to_string(sable[0]));
  choose(g, "done");
  choose(g, "block:" + std::to_string(sk1[0]) + ":" + std::to_string(sable[0]));
  choose(g, "done");
  REQUIRE(g.state().life(0) == 10);
  REQUIRE(g.state().life(1) == 9);
  // Below the start, life is gained normally.
  REQUIRE(!g.set_life(0, 7));
  Effects(g).gain_life(0, 5);
  REQUIRE(g.state().life(0) == 10);
}

TEST_CASE("turn: both players reaching 0 together is a tie under asm2015; the active player wins under avx2014") {
  for (Edition e : {Edition::ASM2015, Edition::AvX2014}) {
    Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}}, {"Force Beam"}, e);
    auto fb = dice_of(g, "Force Beam");
    clear_player(g, 0);
    REQUIRE(!g.set_life(0, 1));
    REQUIRE(!g.set_life(1, 1));
    put(g, fb[0], Zone::Reserve, action_face::double_burst, 0);  // 1 damage to each player
    start_main(g, 0);
    choose(g, "action:" + std::to_string(fb[0]));
    REQUIRE(g.over());
    if (e == Edition::ASM2015) {
      REQUIRE(g.state().winner == kNone);
      REQUIRE(g.state().end_reason == EndReason::Tie);
    } else {
      REQUIRE(g.state().winner == 0);
      REQUIRE(g.state().end_reason == EndReason::Life);
    }
  }
}

TEST_CASE("turn: the game ends the moment a player reaches 0, and a turn cap ends a stalled game") {
  Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}}, {"Force Beam"});
  auto fb = dice_of(g, "Force Beam");
  clear_player(g, 0);
  REQUIRE(!g.set_life(1, 1));
  put(g, fb[0], Zone::Reserve, action_face::double_burst, 0);
  put(g, fb[1], Zone::Reserve, action_face::action, 0);
  start_main(g, 0);
  choose(g, "action:" + std::to_string(fb[0]));
  REQUIRE(g.over());
  REQUIRE(g.state().winner == 0);
  REQUIRE(g.pending().empty());
  REQUIRE(g.apply(0).has_value());  // nothing more can happen

  GameSetup capped;
  capped.library = world().lib;
  capped.life = 10;
  capped.turn_cap = 3;
  capped.teams.resize(2);
  capped.teams[0].cards.push_back({card("Beast: Mutate #666"), 2});
  capped.teams[1].cards.push_back({card("Spider-Man: Webhead"), 2});
  Game h(capped, 1, world().engine);
  h.advance();
  int guard = 0;
  while (!h.over() && guard++ < 1000) h.apply(h.find_option("done") >= 0 ? h.find_option("done") : 0);
  REQUIRE(h.over());
  REQUIRE(h.state().end_reason == EndReason::TurnLimit);
  REQUIRE(h.state().turn == 3);
}

TEST_CASE("turn: an illegal choice is refused with a reason and changes nothing") {
  Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}});
  g.advance();
  GameState before = g.state();
  auto err = g.apply(999);
  REQUIRE(err.has_value());
  REQUIRE(err->find("out of range") != std::string::npos);
  REQUIRE(g.state() == before);
  auto err2 = g.apply("buy:banana");
  REQUIRE(err2.has_value());
  REQUIRE(g.state() == before);
}
