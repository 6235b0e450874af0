// The Attack Step: blockers, dividing damage, simultaneous damage, KOs, where dice go.
#include "dm/agent.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {
// Player 0 attacks with `attackers`, player 1 blocks as listed (blocker, attacker).
void attack(Game& g, const std::vector<DieId>& attackers, const std::vector<std::pair<DieId, DieId>>& blocks) {
  start_main(g, 0);
  choose(g, "done");
  for (DieId a : attackers) choose(g, "attack:" + std::to_string(a));
  choose(g, "done");
  if (g.pending().kind == DecisionKind::DeclareBlockers) {
    for (auto [b, a] : blocks) choose(g, "block:" + std::to_string(b) + ":" + std::to_string(a));
    choose(g, "done");
  }
}
}  // namespace

TEST_CASE("combat: several blockers on one attacker; the attacker divides its damage") {
  Game g = make_game({{"Captain America: American Hero", 2}}, {{"Beast: Mutate #666", 2}});
  auto cap = dice_of(g, "Captain America: American Hero");
  auto sk1 = dice_of(g, "Sidekick", 1);
  clear_player(g, 0);
  clear_player(g, 1);
  put(g, cap[0], Zone::Field, char_face::level3, 0);  // 2/5/5
  put(g, sk1[0], Zone::Field, sidekick_face::character, 1);
  put(g, sk1[1], Zone::Field, sidekick_face::character, 1);
  attack(g, {cap[0]}, {{sk1[0], cap[0]}, {sk1[1], cap[0]}});
  // Attacker's choice: all 5 to the first blocker, none to the second.
  REQUIRE(g.pending().kind == DecisionKind::AssignDamage);
  REQUIRE(g.pending().player == 0);
  REQUIRE(g.pending().options.size() == 6);  // 0..5 to the first blocker
  choose(g, "assign:5");
  const auto& s = g.state();
  REQUIRE(s.dice[sk1[0]].zone == Zone::Prep);   // KO'd
  REQUIRE(s.dice[sk1[1]].zone == Zone::Field);  // took nothing, back in the field after Cleanup
  REQUIRE(s.dice[cap[0]].zone == Zone::Field);  // took 1 + 1 = 2 < 5
  REQUIRE(s.life(1) == 10);             // a blocked attacker deals nothing to the player
}

TEST_CASE("combat: damage beyond a blocker's defense is lost; blocked attackers don't hurt the player") {
  Game g = make_game({{"Captain America: American Hero", 2}}, {{"Beast: Mutate #666", 2}});
  auto cap = dice_of(g, "Captain America: American Hero");
  auto sk1 = dice_of(g, "Sidekick", 1);
  clear_player(g, 0);
  clear_player(g, 1);
  put(g, cap[0], Zone::Field, char_face::level3, 0);
  put(g, sk1[0], Zone::Field, sidekick_face::character, 1);
  attack(g, {cap[0]}, {{sk1[0], cap[0]}});
  REQUIRE(g.state().life(1) == 10);
  REQUIRE(g.state().dice[sk1[0]].zone == Zone::Prep);
}

TEST_CASE("combat: damage is simultaneous, so attacker and blocker can KO each other") {
  Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}});
  auto sk0 = dice_of(g, "Sidekick", 0);
  auto sk1 = dice_of(g, "Sidekick", 1);
  clear_player(g, 0);
  clear_player(g, 1);
  put(g, sk0[0], Zone::Field, sidekick_face::character, 0);
  put(g, sk1[0], Zone::Field, sidekick_face::character, 1);
  attack(g, {sk0[0]}, {{sk1[0], sk0[0]}});
  REQUIRE(g.state().dice[sk0[0]].zone == Zone::Prep);  // each to its owner's Prep Area
  REQUIRE(g.state().dice[sk1[0]].zone == Zone::Prep);
  REQUIRE(g.state().dice[sk0[0]].controller == 0);
  REQUIRE(g.state().dice[sk1[0]].controller == 1);
}

TEST_CASE("combat: unblocked attackers damage the player, then go Out of Play (asm2015) or stay until Cleanup (avx2014)") {
  for (Edition e : {Edition::ASM2015, Edition::AvX2014}) {
    Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}}, {}, e);
    auto sk0 = dice_of(g, "Sidekick", 0);
    clear_player(g, 0);
    clear_player(g, 1);
    put(g, sk0[0], Zone::Field, sidekick_face::character, 0);
    put(g, sk0[1], Zone::Field, sidekick_face::character, 0);
    Zone seen = Zone::Supply;
    g.set_log([&](const std::string& line) {
      const auto j = nlohmann::json::parse(line);
      if (j.value("type", "") == "damage") seen = g.state().dice[sk0[0]].zone;
    });
    attack(g, {sk0[0], sk0[1]}, {});
    REQUIRE(g.state().life(1) == 8);
    // asm2015: Out of Play right after dealing damage ("Assign Damage"); avx2014: still in the
    // Attack Zone, to the Used Pile at Cleanup ("Fase de reorganización").
    REQUIRE(seen == (e == Edition::ASM2015 ? Zone::OutOfPlay : Zone::Attack));
    // By the end of the turn both editions put them in the Used Pile.
    REQUIRE(g.state().dice[sk0[0]].zone == Zone::Used);
    REQUIRE(g.state().dice[sk0[1]].zone == Zone::Used);
  }
}

TEST_CASE("combat: blockers and blocked attackers that survive return to the field and their damage clears") {
  Game g = make_game({{"Captain America: American Hero", 2}}, {{"Beast: Mutate #666", 2}});
  auto cap = dice_of(g, "Captain America: American Hero");
  auto sk1 = dice_of(g, "Sidekick", 1);
  clear_player(g, 0);
  clear_player(g, 1);
  put(g, cap[0], Zone::Field, char_face::level3, 0);
  put(g, sk1[0], Zone::Field, sidekick_face::character, 1);
  attack(g, {cap[0]}, {{sk1[0], cap[0]}});
  REQUIRE(g.state().dice[cap[0]].zone == Zone::Field);
  REQUIRE(g.state().dice[cap[0]].damage == 0);
  REQUIRE(g.state().active == 1);
}

TEST_CASE("combat: with nobody able to attack, the turn ends with no Attack Step") {
  Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}});
  clear_player(g, 0);
  start_main(g, 0);
  choose(g, "done");
  REQUIRE(g.state().active == 1);
  REQUIRE(g.state().turn == 2);
}

TEST_CASE("combat: a blocker blocks one attacker only") {
  Game g = make_game({{"Beast: Mutate #666", 2}}, {{"Spider-Man: Webhead", 2}});
  auto sk0 = dice_of(g, "Sidekick", 0);
  auto sk1 = dice_of(g, "Sidekick", 1);
  clear_player(g, 0);
  clear_player(g, 1);
  put(g, sk0[0], Zone::Field, 0, 0);
  put(g, sk0[1], Zone::Field, 0, 0);
  put(g, sk1[0], Zone::Field, 0, 1);
  start_main(g, 0);
  choose(g, "done");
  choose(g, "attack:" + std::to_string(sk0[0]));
  choose(g, "attack:" + std::to_string(sk0[1]));
  choose(g, "done");
  choose(g, "block:" + std::to_string(sk1[0]) + ":" + std::to_string(sk0[0]));
  REQUIRE_FALSE(has_option(g, "block:" + std::to_string(sk1[0]) + ":" + std::to_string(sk0[1])));
  REQUIRE(has_option(g, "unblock:" + std::to_string(sk1[0])));
}

TEST_CASE("combat: Overcrush is divided by the attacking player; greedy KOs each blocker and sends the rest through") {
  for (const std::string agent : {"greedy", "random"}) {
    Game g = make_game({{"Carnage: Sinister", 1}}, {});
    const DieId carnage = dice_of(g, "Carnage: Sinister")[0];
    auto sk1 = dice_of(g, "Sidekick", 1);
    clear_player(g, 0);
    clear_player(g, 1);
    put(g, carnage, Zone::Field, char_face::level2, 0);  // 2/5/5, Overcrush
    put(g, sk1[0], Zone::Field, sidekick_face::character, 1);
    put(g, sk1[1], Zone::Field, sidekick_face::character, 1);
    attack(g, {carnage}, {{sk1[0], carnage}, {sk1[1], carnage}});
    // One question, about the first blocker: 0 (spared) or 1 (KO'd); more would be lost.
    REQUIRE(g.pending().kind == DecisionKind::AssignDamage);
    REQUIRE(g.pending().player == 0);
    REQUIRE(g.pending().options == std::vector<Option>{Option{Verb::Assign, 0, 5}, Option{Verb::Assign, 1, 5}});
    const int pick = make_agent(agent, 7)->choose(g);
    g.apply(pick);
    REQUIRE(invariant_violation(g).empty());
    if (agent == "greedy" || pick == 1) {
      REQUIRE(g.state().life(1) == 7);  // 1 + 1 to the blockers, 3 through
      REQUIRE(g.state().dice[sk1[0]].zone == Zone::Prep);
    } else {
      REQUIRE(g.state().life(1) == 10);  // a blocker spared: the second takes all 5
      REQUIRE(g.state().dice[sk1[0]].zone == Zone::Field);
    }
    REQUIRE(g.state().dice[sk1[1]].zone == Zone::Prep);
  }
}
