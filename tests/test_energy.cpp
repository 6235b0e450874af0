// Energy and costs, as the rulebook's Main Step describes them.
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {
std::string buy(const Game& g, const std::string& name, PlayerId p = 0) {
  return "buy:" + std::to_string(card_in_play(g, name, p));
}
}  // namespace

TEST_CASE("energy: buying a character needs at least one energy of its type") {
  Game g = make_game({{"Captain America: American Hero", 2}}, {{"Beast: Mutate #666", 2}});
  auto sk = dice_of(g, "Sidekick", 0);
  clear_player(g, 0);
  put(g, sk[0], Zone::Reserve, sidekick_face::bolt);
  put(g, sk[1], Zone::Reserve, sidekick_face::bolt);
  put(g, sk[2], Zone::Reserve, sidekick_face::fist);
  put(g, sk[3], Zone::Reserve, sidekick_face::mask);
  start_main(g, 0);
  // Four energy, none of it a shield: Captain America (4 shield) can't be bought.
  REQUIRE_FALSE(has_option(g, buy(g, "Captain America: American Hero")));
  put(g, sk[3], Zone::Reserve, sidekick_face::shield);
  start_main(g, 0);
  REQUIRE(has_option(g, buy(g, "Captain America: American Hero")));
  choose(g, buy(g, "Captain America: American Hero"));
  pay(g);
  auto used = zone(g, 0, Zone::Used);
  REQUIRE(zone(g, 0, Zone::Reserve).empty());
  REQUIRE(dice_of(g, "Captain America: American Hero").size() == 2);
  int bought = 0;
  for (DieId d : dice_of(g, "Captain America: American Hero"))
    if (g.state().dice[d].zone == Zone::Used && g.state().dice[d].owner == 0) ++bought;
  REQUIRE(bought == 1);
}

TEST_CASE("energy: a wild face pays as the card's type") {
  Game g = make_game({{"Captain America: American Hero", 2}}, {{"Beast: Mutate #666", 2}});
  auto sk = dice_of(g, "Sidekick", 0);
  clear_player(g, 0);
  put(g, sk[0], Zone::Reserve, sidekick_face::bolt);
  put(g, sk[1], Zone::Reserve, sidekick_face::bolt);
  put(g, sk[2], Zone::Reserve, sidekick_face::fist);
  put(g, sk[3], Zone::Reserve, sidekick_face::wild);
  start_main(g, 0);
  REQUIRE(has_option(g, buy(g, "Captain America: American Hero")));
  choose(g, buy(g, "Captain America: American Hero"));
  REQUIRE(g.pending().kind == DecisionKind::Pay);
  REQUIRE(g.option_label(0).find("[?] as shield") != std::string::npos);
  pay(g);
  REQUIRE(zone(g, 0, Zone::Reserve).empty());
}

TEST_CASE("energy: generic energy is spent whole, and its excess can pay another cost paid with it") {
  Game g = make_game({{"Human Torch: Playing with Fire", 2}}, {{"Beast: Mutate #666", 2}}, {"Force Beam", "Inner Rage"});
  auto fb = dice_of(g, "Force Beam");
  auto ir = dice_of(g, "Inner Rage");
  auto ht = dice_of(g, "Human Torch: Playing with Fire");
  clear_player(g, 0);
  put(g, fb[0], Zone::Reserve, action_face::generic, 0);
  put(g, ir[0], Zone::Reserve, action_face::generic, 0);
  put(g, ht[0], Zone::Reserve, char_face::level2, 0);  // fielding cost 1
  start_main(g, 0);
  choose(g, buy(g, "Force Beam"));  // costs 3: two generic dice, 1 energy left over
  pay(g);
  REQUIRE(g.state().players[0].floating == 1);
  REQUIRE(zone(g, 0, Zone::Reserve) == std::vector<DieId>{ht[0]});
  choose(g, "field:" + std::to_string(ht[0]));
  REQUIRE(g.pending().kind == DecisionKind::Pay);
  REQUIRE(g.option_label(0).find("left-over generic") != std::string::npos);
  pay(g);
  REQUIRE(g.state().dice[ht[0]].zone == Zone::Field);
  REQUIRE(g.state().players[0].floating == 0);
}

TEST_CASE("energy: left-over generic energy is lost once anything else is done") {
  Game g = make_game({{"Human Torch: Playing with Fire", 2}}, {{"Beast: Mutate #666", 2}}, {"Force Beam", "Inner Rage"});
  auto fb = dice_of(g, "Force Beam");
  auto ir = dice_of(g, "Inner Rage");
  auto ht = dice_of(g, "Human Torch: Playing with Fire");
  clear_player(g, 0);
  put(g, fb[0], Zone::Reserve, action_face::generic, 0);
  put(g, ir[0], Zone::Reserve, action_face::generic, 0);
  put(g, fb[1], Zone::Reserve, action_face::action, 0);
  put(g, ht[0], Zone::Reserve, char_face::level2, 0);
  start_main(g, 0);
  choose(g, buy(g, "Force Beam"));
  pay(g);
  REQUIRE(g.state().players[0].floating == 1);
  choose(g, "action:" + std::to_string(fb[1]));  // using an action die is not a payment
  REQUIRE(g.state().players[0].floating == 0);
  REQUIRE_FALSE(has_option(g, "field:" + std::to_string(ht[0])));
}

TEST_CASE("energy: a two-symbol face can be spent in part and turns to the face showing the rest") {
  Game g = make_game({{"Human Torch: Playing with Fire", 2}, {"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}});
  auto ht = dice_of(g, "Human Torch: Playing with Fire");
  auto sk = dice_of(g, "Sidekick", 0);
  clear_player(g, 0);
  put(g, ht[0], Zone::Reserve, char_face::two, 0);  // bolt bolt
  put(g, sk[0], Zone::Reserve, sidekick_face::mask);
  start_main(g, 0);
  choose(g, buy(g, "Beast: Mutate #666"));  // 2 mask: the mask and one of the two bolts
  pay(g);
  const Die& d = g.state().dice[ht[0]];
  REQUIRE(d.zone == Zone::Reserve);
  REQUIRE(d.face == char_face::one);  // now shows a single bolt
  REQUIRE(g.state().face(ht[0]).symbols == 1);
  REQUIRE(g.state().dice[sk[0]].zone != Zone::Reserve);
}

TEST_CASE("energy: spent dice go Out of Play on your turn under asm2015, to the Used Pile under avx2014") {
  for (Edition e : {Edition::ASM2015, Edition::AvX2014}) {
    Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}}, {}, e);
    auto sk = dice_of(g, "Sidekick", 0);
    clear_player(g, 0);
    put(g, sk[0], Zone::Reserve, sidekick_face::mask);
    put(g, sk[1], Zone::Reserve, sidekick_face::bolt);
    start_main(g, 0);
    choose(g, buy(g, "Beast: Mutate #666"));
    pay(g);
    Zone expected = e == Edition::ASM2015 ? Zone::OutOfPlay : Zone::Used;
    REQUIRE(g.state().dice[sk[0]].zone == expected);
    REQUIRE(g.state().dice[sk[1]].zone == expected);
    // At the end of the turn Out of Play empties into the Used Pile.
    choose(g, "done");
    while (!g.over() && g.state().turn == 1) {
      REQUIRE(g.find_option("done") >= 0);
      g.apply("done");
    }
    REQUIRE(g.state().dice[sk[0]].zone == Zone::Used);
    REQUIRE(zone(g, 0, Zone::OutOfPlay).empty());
  }
}

TEST_CASE("energy: energy kept in the Reserve Pool stays through the opponent's turn, then goes to the Used Pile") {
  Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}}, {}, Edition::AvX2014);
  auto sk = dice_of(g, "Sidekick", 0);
  clear_player(g, 0);
  put(g, sk[0], Zone::Reserve, sidekick_face::fist);
  for (int i = 1; i < 8; ++i) put(g, sk[i], Zone::Bag, 0);
  start_main(g, 0);
  choose(g, "done");
  // Player 0 has nobody in the field: the turn ends; the fist is still in the Reserve Pool.
  REQUIRE(g.state().active == 1);
  REQUIRE(g.state().dice[sk[0]].zone == Zone::Reserve);
  // Through player 1's turn to player 0's next Clear and Draw.
  while (g.state().active == 1 && !g.over()) g.apply(g.find_option("done") >= 0 ? g.find_option("done") : 0);
  REQUIRE(g.state().active == 0);
  REQUIRE(g.state().dice[sk[0]].zone == Zone::Used);
}
