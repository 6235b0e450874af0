// The AvX rulebook's example of play ("EJEMPLO DE JUEGO"), turns 1 to 4, with the draws
// and rolls it describes pinned. Eric goes first with Beast: Mutate #666 and Captain
// America: American Hero; Mike has Human Torch: Playing with Fire and Spider-Man: Webhead.
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;
namespace sf = dm::test::sidekick_face;

namespace {
std::string id(DieId d) { return std::to_string(d); }
CardId card_of(const Game& g, const std::string& name, PlayerId owner) {
  const auto& s = g.state();
  for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c)
    if (s.def(c).name() == name && (s.cards[c].owner == owner || s.cards[c].owner == kNone)) return c;
  return kNone;
}
std::vector<DieId> sorted(std::vector<DieId> v) {
  std::sort(v.begin(), v.end());
  return v;
}
}  // namespace

TEST_CASE("example of play (AvX rulebook): turns 1 to 4") {
  Game g = make_game({{"Beast: Mutate #666", 2}, {"Captain America: American Hero", 2}},
                     {{"Human Torch: Playing with Fire", 2}, {"Spider-Man: Webhead", 2}},
                     {"Force Beam", "Inner Rage", "Thrown Car"}, Edition::AvX2014, 10);
  const auto e = dice_of(g, "Sidekick", 0);  // Eric's Sidekicks
  const auto m = dice_of(g, "Sidekick", 1);  // Mike's Sidekicks
  const auto cap = dice_of(g, "Captain America: American Hero");
  const auto beast = dice_of(g, "Beast: Mutate #666");
  const auto torch = dice_of(g, "Human Torch: Playing with Fire");
  const auto beam = dice_of(g, "Force Beam");
  const std::string buy_cap = "buy:" + std::to_string(card_of(g, "Captain America: American Hero", 0));
  const std::string buy_beast = "buy:" + std::to_string(card_of(g, "Beast: Mutate #666", 0));
  const std::string buy_torch = "buy:" + std::to_string(card_of(g, "Human Torch: Playing with Fire", 1));
  const std::string buy_beam = "buy:" + std::to_string(card_of(g, "Force Beam", kNone));
  auto life = [&](int p) { return g.state().life(p); };

  SECTION("the whole example") {
    // --- Eric, turn 1: fist, fist, bolt, Sidekick; rerolls all four: fist, shield, bolt, bolt.
    g.force_draws({e[0], e[1], e[2], e[3]});
    g.force_faces({sf::fist, sf::fist, sf::bolt, sf::character});
    g.advance();
    g.force_faces({sf::fist, sf::shield, sf::bolt, sf::bolt});
    choose(g, "reroll:" + id(e[0]) + "," + id(e[1]) + "," + id(e[2]) + "," + id(e[3]));
    REQUIRE_FALSE(has_option(g, buy_beast));  // no mask
    choose(g, buy_cap);
    pay(g);
    // Mike's turn starts as soon as Eric's ends: his draws and rolls are pinned now.
    g.force_draws({m[0], m[1], m[2], m[3]});
    g.force_faces({sf::bolt, sf::fist, sf::character, sf::character});
    choose(g, "done");  // nobody in the field: no Attack Step
    REQUIRE(g.state().active == 1);
    REQUIRE(life(0) == 10);
    REQUIRE(life(1) == 10);
    REQUIRE(zone(g, 0, Zone::Used).size() == 5);  // four Sidekicks and a Captain America
    REQUIRE(g.state().dice[cap[0]].zone == Zone::Used);

    // --- Mike, turn 1: bolt, fist, Sidekick, Sidekick. Buys Human Torch, fields both, attacks.
    REQUIRE(g.state().active == 1);
    choose(g, "keep");
    choose(g, buy_torch);
    pay(g);
    choose(g, "field:" + id(m[2]));
    choose(g, "field:" + id(m[3]));
    choose(g, "done");
    choose(g, "attack:" + id(m[2]));
    choose(g, "attack:" + id(m[3]));
    g.force_faces({sf::bolt, sf::bolt, sf::shield, sf::character});  // Eric's turn 2 roll
    choose(g, "done");  // Eric has nobody to block with
    REQUIRE(life(0) == 8);
    REQUIRE(g.state().dice[m[2]].zone == Zone::Used);
    REQUIRE(g.state().dice[m[3]].zone == Zone::Used);
    REQUIRE(zone(g, 1, Zone::Used).size() == 5);

    // --- Eric, turn 2: bolt, bolt, shield, Sidekick. Buys Force Beam, fields the Sidekick, no attack.
    choose(g, "keep");
    REQUIRE(sorted(zone(g, 0, Zone::Reserve)) == std::vector<DieId>{e[4], e[5], e[6], e[7]});
    REQUIRE_FALSE(has_option(g, buy_cap));   // not enough energy
    REQUIRE_FALSE(has_option(g, buy_beast)); // no mask
    choose(g, buy_beam);
    pay(g);
    choose(g, "field:" + id(e[7]));
    choose(g, "done");
    g.force_faces({sf::fist, sf::character, sf::character, sf::character});  // Mike's turn 2 roll
    choose(g, "done");  // declares no attackers: keeps a blocker
    REQUIRE(g.state().active == 1);
    REQUIRE(zone(g, 0, Zone::Field) == std::vector<DieId>{e[7]});

    // --- Mike, turn 2: a fist and three Sidekicks; fields them, doesn't attack, keeps the fist.
    choose(g, "keep");
    choose(g, "field:" + id(m[5]));
    choose(g, "field:" + id(m[6]));
    choose(g, "field:" + id(m[7]));
    choose(g, "done");
    // Eric's turn 3 is pinned before Mike's turn ends.
    g.force_draws({e[0], e[1], e[2], beam[0]});
    g.force_faces({sf::mask, sf::shield, sf::character, action_face::action});
    choose(g, "done");
    REQUIRE(zone(g, 1, Zone::Reserve) == std::vector<DieId>{m[4]});
    REQUIRE(zone(g, 1, Zone::Field).size() == 3);
    REQUIRE(life(0) == 8);
    REQUIRE(life(1) == 10);
    REQUIRE(g.state().active == 0);

    // --- Eric, turn 3: empty bag, so the 9 used dice (7 Sidekicks, Force Beam, Captain America)
    // are bagged; he draws three Sidekicks and the Force Beam: mask, shield, Sidekick, Force Beam.
    REQUIRE(zone(g, 0, Zone::Bag).size() == 5);
    REQUIRE(zone(g, 0, Zone::Prep).size() == 4);
    choose(g, "keep");
    choose(g, "action:" + id(beam[0]));  // 1 damage to every character: all four Sidekicks KO'd
    REQUIRE(g.state().dice[e[7]].zone == Zone::Prep);
    for (int i = 5; i < 8; ++i) REQUIRE(g.state().dice[m[i]].zone == Zone::Prep);
    REQUIRE(g.state().dice[beam[0]].zone == Zone::Used);
    choose(g, buy_beast);
    pay(g);
    choose(g, "field:" + id(e[2]));
    choose(g, "done");
    g.force_draws({m[2], m[3], m[4], torch[0]});
    g.force_faces({sf::fist, sf::bolt, sf::shield, sf::mask, sf::bolt, sf::character, char_face::level2});
    choose(g, "done");  // no attack
    REQUIRE(zone(g, 0, Zone::Field) == std::vector<DieId>{e[2]});
    REQUIRE(zone(g, 0, Zone::Prep) == std::vector<DieId>{e[7]});

    // --- Mike, turn 3: the fist goes to the Used Pile; the bag (empty) is refilled; he draws three
    // Sidekicks and a Human Torch, rolls seven dice: 5 energy (one a fist), a Sidekick, Torch level 2.
    REQUIRE(g.state().active == 1);
    REQUIRE(zone(g, 1, Zone::Prep).size() == 7);
    REQUIRE(g.state().dice[m[4]].zone == Zone::Prep);  // the kept fist went through the Used Pile
    choose(g, "keep");
    choose(g, "field:" + id(torch[0]));
    pay(g);
    choose(g, "field:" + id(m[7]));
    choose(g, "done");
    choose(g, "attack:" + id(torch[0]));
    choose(g, "attack:" + id(m[7]));
    choose(g, "done");
    choose(g, "block:" + id(e[2]) + ":" + id(torch[0]));
    g.force_draws({cap[0], e[3], e[4], e[5]});
    g.force_faces({sf::character, sf::bolt, sf::fist, sf::shield, sf::character, char_face::level3});
    choose(g, "done");
    // Torch deals 3 to the blocking Sidekick (KO'd); the Sidekick deals 1 to the Torch (D3).
    // Mike's unblocked Sidekick takes Eric from 8 to 7.
    REQUIRE(life(0) == 7);
    REQUIRE(life(1) == 10);
    // Eric's turn 4 has begun: the two KO'd Sidekicks wait in his Prep Area with the four drawn.
    REQUIRE(sorted(zone(g, 0, Zone::Prep)) == sorted({e[2], e[7], cap[0], e[3], e[4], e[5]}));
    REQUIRE(zone(g, 1, Zone::Field) == std::vector<DieId>{torch[0]});
    REQUIRE(g.state().dice[m[7]].zone == Zone::Used);
    REQUIRE(g.state().dice[torch[0]].damage == 0);  // cleared at Cleanup

    // --- Eric, turn 4: draws Captain America and three Sidekicks, adds the two in his Prep Area:
    // Captain America at level 3, two Sidekicks, 3 energy.
    REQUIRE(g.state().active == 0);
    choose(g, "keep");
    choose(g, "field:" + id(cap[0]));  // fielding cost 2
    pay(g);
    const auto spent = g.state().last_paid;
    REQUIRE(spent.size() == 2);
    // When fielded: he may roll a Sidekick from his Used Pile, not one just spent. It shows a mask.
    choose(g, "yes");
    for (DieId d : spent) REQUIRE_FALSE(has_option(g, "target:" + id(d)));
    g.force_faces({sf::mask});
    choose(g, "target:" + id(e[0]));
    REQUIRE(g.state().dice[e[0]].zone == Zone::Reserve);
    REQUIRE(g.state().dice[e[0]].face == sf::mask);
    // With the mask and his last energy he buys the other Beast, fields both Sidekicks...
    choose(g, buy_beast);
    pay(g);
    REQUIRE(g.state().dice[beast[1]].zone == Zone::Used);
    REQUIRE(zone(g, 0, Zone::Reserve).size() == 2);  // the two Sidekick characters
    choose(g, "field:" + id(e[2]));
    choose(g, "field:" + id(e[7]));
    choose(g, "done");
    // ...and attacks with Captain America and one Sidekick. Mike now chooses his blocker.
    choose(g, "attack:" + id(cap[0]));
    choose(g, "attack:" + id(e[2]));
    choose(g, "done");
    REQUIRE(g.pending().kind == DecisionKind::DeclareBlockers);
    REQUIRE(g.pending().player == 1);
    REQUIRE(has_option(g, "block:" + id(torch[0]) + ":" + id(cap[0])));
    REQUIRE(has_option(g, "block:" + id(torch[0]) + ":" + id(e[2])));
    REQUIRE(life(0) == 7);
    REQUIRE(life(1) == 10);
    REQUIRE(zone(g, 0, Zone::Field).size() == 1);  // the Sidekick kept back
    REQUIRE(zone(g, 0, Zone::Attack).size() == 2);
  }
}
