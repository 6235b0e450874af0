// The hero duel's rules, one by one: each test fails when its rule is broken.
#include "tests/duel/support.hpp"

using namespace dm;
using namespace dm::duel;
using namespace dm::duel::test;

namespace {

// Pins the next rolls of p's dice to these numbers (faces by value).
void pin(DuelMatch& m, PlayerId p, const std::vector<int>& values) {
  std::vector<int> faces = m.state().chance.faces;
  for (int v : values) faces.push_back(face(m, p, v));
  m.force_faces(faces);
}

// P1 at the start of turn 1, main phase 1, with these hands, tokens and combat points.
DuelMatch position(std::vector<PlacedPlayer> players, std::uint64_t seed = 1, const std::map<std::string, std::string>& options = {}) {
  DuelMatch m = new_match(seed, options);
  if (auto err = m.set_players(players)) FAIL("position refused: " << *err);
  m.advance();
  return m;
}

// The active player ends main phase 1 and rolls these numbers, keeping them.
void roll(DuelMatch& m, const std::vector<int>& values) {
  pin(m, m.state().active, values);
  play(m, "done");
  play(m, "stop");
}

const Player& P(const DuelMatch& m, int p) { return m.state().players[static_cast<std::size_t>(p)]; }

}  // namespace

TEST_CASE("Duel: combinations: n of a kind of a number, straights, symbol counts", "[duel][rules]") {
  const auto c = content();
  const Hero& h = c->heroes[0];
  auto dice = [&](std::vector<int> values) {
    std::vector<Face> out;
    for (int v : values) out.push_back(h.faces[static_cast<std::size_t>(v - 1)]);
    return out;
  };
  CHECK(holds({Combo::Kind, 3, -1}, dice({2, 2, 2, 5, 6})));
  CHECK(!holds({Combo::Kind, 4, -1}, dice({2, 2, 2, 5, 6})));
  CHECK(holds({Combo::SmallStraight, 0, -1}, dice({3, 4, 5, 6, 6})));
  CHECK(!holds({Combo::SmallStraight, 0, -1}, dice({1, 2, 4, 5, 6})));
  CHECK(holds({Combo::LargeStraight, 0, -1}, dice({2, 3, 4, 5, 6})));
  CHECK(!holds({Combo::LargeStraight, 0, -1}, dice({1, 2, 3, 4, 6})));
  CHECK(holds({Combo::Symbols, 3, 1}, dice({4, 5, 4, 1, 1})));  // three flames
  CHECK(!holds({Combo::Symbols, 3, 1}, dice({4, 5, 6, 1, 1})));
}

TEST_CASE("Duel: the first player's first turn has no income, later turns draw and gain combat points", "[duel][rules]") {
  DuelMatch m = position({{-1, 2, {}, {}}, {-1, 2, {}, {}}});
  CHECK(P(m, 0).hand.empty());  // no income: nothing drawn
  CHECK(P(m, 0).cp == 2);
  roll(m, {1, 1, 2, 2, 4});  // no ability
  play(m, "done");           // main phase 2; then P2's turn begins with income
  CHECK(m.state().active == 1);
  CHECK(P(m, 1).hand.size() == 1);
  CHECK(P(m, 1).cp == 3);
}

TEST_CASE("Duel: up to three roll attempts, keeping any dice", "[duel][rules]") {
  DuelMatch m = position({{}, {}});
  pin(m, 0, {1, 1, 1, 2, 3});
  play(m, "done");
  CHECK(offers(m, "reroll:4,5"));
  pin(m, 0, {6, 6});
  play(m, "reroll:4,5");
  CHECK(m.faces_of(0)[0].value == 1);  // kept
  CHECK(m.faces_of(0)[3].value == 6);
  pin(m, 0, {1});
  play(m, "reroll:4");
  CHECK(m.state().attempts == 3);
  CHECK(!offers(m, "reroll:5"));  // the third attempt was the last
  CHECK(offers(m, "ability:Searing-Blow"));
}

TEST_CASE("Duel: a defendable attack brings the defensive roll: its prevention and damage back", "[duel][rules][damage]") {
  DuelMatch m = position({{}, {}});
  roll(m, {2, 2, 2, 5, 6});
  pin(m, 1, {3, 3, 5});  // Tidewall: two shells prevent 2 each, a moon sends 1 back
  play(m, "ability:Ember-Strike");
  CHECK(P(m, 1).health == 50 - (6 - 4));
  CHECK(P(m, 0).health == 49);
}

TEST_CASE("Duel: undefendable damage brings no defensive roll but may be prevented", "[duel][rules][damage]") {
  DuelMatch m = position({{}, {-1, 3, {"Brace"}, {}}});
  roll(m, {2, 2, 2, 2, 6});
  play(m, "ability:Searing-Blow");
  CHECK(m.decider() == 1);  // no defensive roll: straight to the responses
  CHECK(m.state().attack.mods.empty());
  play(m, "play:Brace");
  CHECK(P(m, 1).health == 50 - (7 - 3));
}

TEST_CASE("Duel: pure damage may be prevented but not modified", "[duel][rules][damage]") {
  DuelMatch m = position({{-1, 5, {"Stoke"}, {{"Kindle", 1}}}, {-1, 3, {"Brace"}, {}}});
  roll(m, {1, 2, 3, 4, 6});
  play(m, "ability:Cinder-Sweep");
  // The attacker may not add to it: neither Stoke nor Kindle is offered.
  CHECK(m.decider() == 1);  // the attacker, holding Stoke and Kindle, was not asked
  play(m, "play:Brace");
  CHECK(P(m, 1).health == 50 - (4 - 3));
}

TEST_CASE("Duel: collateral damage has no target: no defence, no modifier, but it may be prevented", "[duel][rules][damage]") {
  DuelMatch m = position({{-1, 5, {"Stoke"}, {}}, {-1, 3, {"Brace"}, {}}});
  roll(m, {6, 6, 1, 2, 3});  // two hearts: Heart of the Pyre, 1 collateral
  play(m, "ability:Heart-of-the-Pyre");
  // No defensive roll; the attacker's Stoke can't add to it, so only its target is asked.
  REQUIRE(m.decider() == 1);
  CHECK(m.attack_preview().final_damage == 1);
  CHECK(P(m, 0).health == 50 + 3);
  CHECK(P(m, 0).cp == 6);
  play(m, "play:Brace");  // an instant that prevents 3
  CHECK(P(m, 1).health == 50);
  CHECK(P(m, 1).cp == 2);
  // Without a prevention in hand the target is not asked: dealt at once.
  DuelMatch n = position({{-1, 5, {"Stoke"}, {}}, {-1, 3, {"Buh Bye"}, {}}});
  roll(n, {6, 6, 1, 2, 3});
  play(n, "ability:Heart-of-the-Pyre");
  CHECK(n.decider() == 0);
  CHECK(P(n, 1).health == 49);
}

TEST_CASE("Duel: isolated damage is dealt at once, apart from the attack", "[duel][rules][damage]") {
  DuelMatch m = position({{}, {}});
  roll(m, {2, 3, 4, 5, 6});
  pin(m, 1, {1, 2, 1});  // three waves: 3 prevented from the main instance only
  play(m, "ability:Ash-Rain");
  // 2 isolated (no defence reaches it) + 6 - 3 = 5; and a Burn token.
  CHECK(P(m, 1).health == 50 - 2 - 3);
  CHECK(P(m, 1).tokens[static_cast<std::size_t>(m.content().status("Burn"))] == 1);
}

TEST_CASE("Duel: an ultimate the defender cannot answer", "[duel][rules][damage]") {
  DuelMatch m = position({{-1, 5, {"Stoke"}, {}}, {-1, 5, {"Brace", "Buh Bye"}, {{"Agility", 2}}}});
  roll(m, {3, 3, 3, 3, 3});
  play(m, "ability:Inferno");
  // The attacker may still increase it.
  REQUIRE(m.decider() == 0);
  play(m, "play:Stoke");
  // The defender was never asked: holding Brace, Buh Bye and Agility changes nothing.
  CHECK(m.state().phase == Phase::Main2);
  CHECK(P(m, 1).health == 50 - 14);
  CHECK(P(m, 1).tokens[static_cast<std::size_t>(m.content().status("Agility"))] == 2);
  CHECK(P(m, 1).tokens[static_cast<std::size_t>(m.content().status("Burn"))] == 2);
}

TEST_CASE("Duel: multipliers from the subtotal: a doubling and Agility's half", "[duel][rules][damage]") {
  DuelMatch m = position({{-1, 5, {"Wildfire", "Stoke"}, {}}, {-1, 0, {}, {{"Agility", 1}}}});
  roll(m, {2, 2, 2, 2, 6});
  play(m, "ability:Searing-Blow");  // 7 undefendable
  play(m, "play:Wildfire");         // doubled: +9 from the subtotal 9
  play(m, "play:Stoke");            // +2: subtotal 9
  REQUIRE(m.decider() == 1);
  // Declared, not yet resolved: the defender may answer them before they count.
  CHECK(m.attack_preview().subtotal == 7);
  play(m, "pass");                  // the defender lets them resolve; then is asked again
  REQUIRE(m.decider() == 1);
  const damage::Result r = m.attack_preview();
  CHECK(r.subtotal == 9);
  CHECK(r.final_damage == 18);
  play(m, "spend:Agility");         // half of 9, rounded up: 5
  CHECK(P(m, 1).health == 50 - 13);
}

TEST_CASE("Duel: healing stops 10 above the starting health", "[duel][rules]") {
  DuelMatch m = position({{58, 2, {"Second Wind"}, {}}, {}});
  play(m, "play:Second-Wind");
  CHECK(P(m, 0).health == 60);
}

TEST_CASE("Duel: combat points are capped, a sold card gives one, steal takes at most what there is", "[duel][rules]") {
  DuelMatch m = position({{-1, 14, {"Coin of Ash", "Pilfer", "Stoke"}, {}}, {-1, 1, {}, {}}});
  play(m, "play:Coin-of-Ash");
  CHECK(P(m, 0).cp == 15);
  play(m, "sell:Stoke");
  CHECK(P(m, 0).cp == 15);
  DuelMatch n = position({{-1, 3, {"Pilfer", "Stoke"}, {}}, {-1, 1, {}, {}}});
  play(n, "play:Pilfer");
  CHECK(P(n, 0).cp == 4);
  CHECK(P(n, 1).cp == 0);
  play(n, "sell:Stoke");
  CHECK(P(n, 0).cp == 5);
}

TEST_CASE("Duel: status effects stop at their stack limit, a position over it is refused", "[duel][rules]") {
  DuelMatch m = position({{-1, 5, {"Tinder", "Tinder"}, {{"Kindle", 1}}}, {}});
  play(m, "play:Tinder");
  CHECK(offers(m, "play:Tinder"));  // gaining at the limit is allowed; it adds nothing
  play(m, "play:Tinder");
  CHECK(P(m, 0).tokens[static_cast<std::size_t>(m.content().status("Kindle"))] == 2);
  DuelMatch n = new_match(1);
  const auto err = n.set_players({{-1, -1, {}, {{"Kindle", 3}}}, {}});
  REQUIRE(err);
  CHECK(err->find("over its stack limit of 2") != std::string::npos);
}

TEST_CASE("Duel: a persistent status acts at its holder's upkeep, per token", "[duel][rules]") {
  DuelMatch m = position({{}, {-1, -1, {}, {{"Burn", 3}}}});
  roll(m, {1, 1, 2, 2, 4});
  play(m, "done");
  CHECK(P(m, 1).health == 47);
  CHECK(P(m, 1).tokens[static_cast<std::size_t>(m.content().status("Burn"))] == 3);
}

TEST_CASE("Duel: discard down to the hand limit at the end of the turn", "[duel][rules]") {
  DuelMatch m = position({{-1, 0, {"Stoke", "Stoke", "Douse", "Douse", "Tinder", "Tinder", "Scorch", "Pilfer"}, {}}, {}}, 1, {{"hand_limit", "6"}});
  roll(m, {1, 1, 2, 2, 4});
  play(m, "done");
  REQUIRE(m.state().pending.kind == Kind::Discard);
  play(m, "discard:Scorch");
  play(m, "discard:Pilfer");
  CHECK(m.state().active == 1);
  CHECK(P(m, 0).hand.size() == 6);
}

TEST_CASE("Duel: an illegal card play is refused with the rule, and changes nothing", "[duel][rules][refusals]") {
  DuelMatch m = position({{-1, 0, {"Second Wind", "Stoke"}, {}}, {}});
  const std::uint64_t before = m.hash();
  CHECK(m.apply(std::string_view("play:Second-Wind")).value_or("").find("costs 2 CP") != std::string::npos);
  CHECK(m.apply(std::string_view("play:Stoke")).value_or("").find("roll-phase card") != std::string::npos);
  CHECK(m.apply(std::string_view("play:Wildfire")).value_or("").find("not in P1's hand") != std::string::npos);
  CHECK(m.apply(std::string_view("play:Excalibur")).value_or("").find("not a card of Ember Warden") != std::string::npos);
  CHECK(m.apply(99).has_value());
  CHECK(m.hash() == before);
}

TEST_CASE("Duel: timing example 1, in the page's order: the defender spends Agility, then the active player's removal resolves first", "[duel][rules][timing]") {
  DuelMatch m = position({{-1, 5, {"Snuff Out"}, {}}, {-1, 0, {}, {{"Agility", 1}}}});
  roll(m, {2, 2, 2, 2, 6});
  play(m, "ability:Searing-Blow");
  REQUIRE(m.decider() == 0);
  play(m, "pass");                      // the attacker lets the defender act first
  REQUIRE(m.decider() == 1);
  play(m, "spend:Agility");             // declared: the token is not gone yet
  REQUIRE(m.decider() == 0);            // the attacker may answer before it resolves
  CHECK(P(m, 1).tokens[static_cast<std::size_t>(m.content().status("Agility"))] == 1);
  play(m, "play:Snuff-Out:Agility");
  // Both pass: the active player's Snuff Out resolves first and takes the token; Agility then
  // has nothing to spend, and the whole 7 is dealt.
  CHECK(P(m, 1).health == 43);
  CHECK(P(m, 1).tokens[static_cast<std::size_t>(m.content().status("Agility"))] == 0);
  CHECK(P(m, 0).cp == 4);
  CHECK(timing::resolve_order(0, 2, {1, 0}) == std::vector<int>{1, 0});
}

TEST_CASE("Duel: timing example 2, in the page's order: the defender's removal comes first, the active player still spends the token", "[duel][rules][timing]") {
  DuelMatch m = position({{-1, 0, {}, {{"Kindle", 1}}}, {-1, 5, {"Buh Bye"}, {}}});
  roll(m, {2, 2, 2, 2, 6});
  play(m, "ability:Searing-Blow");
  REQUIRE(m.decider() == 0);
  play(m, "pass");
  REQUIRE(m.decider() == 1);
  play(m, "play:Buh-Bye:Kindle");       // declared: Kindle is still there
  REQUIRE(m.decider() == 0);
  play(m, "spend:Kindle");              // the active player answers, and resolves first
  // Kindle adds its 2; Buh Bye finds no token to remove: it can't be played, and goes back to
  // the hand with its cost.
  CHECK(P(m, 1).health == 50 - 9);
  CHECK(P(m, 1).hand.size() == 1);
  CHECK(P(m, 1).cp == 5);
  CHECK(P(m, 0).tokens[static_cast<std::size_t>(m.content().status("Kindle"))] == 0);
}

TEST_CASE("Duel: a \"then\" opens a pause for instants before the rest resolves", "[duel][rules][timing]") {
  DuelMatch m = position({{-1, 0, {}, {{"Kindle", 1}}}, {-1, 5, {"Buh Bye"}, {}}});
  roll(m, {4, 5, 4, 1, 1});  // three flames: Flame Burst, 3 damage, then Burn
  pin(m, 1, {1, 1, 1});
  play(m, "ability:Flame-Burst");
  play(m, "pass");  // the attacker keeps Kindle through the attack's responses
  play(m, "pass");  // and the defender keeps Buh Bye
  REQUIRE(m.state().phase == Phase::Then);
  const int burn = m.content().status("Burn");
  CHECK(P(m, 1).tokens[static_cast<std::size_t>(burn)] == 0);  // not yet: after the pause
  REQUIRE(m.decider() == 1);
  play(m, "play:Buh-Bye:Kindle");
  CHECK(P(m, 1).tokens[static_cast<std::size_t>(burn)] == 1);
  CHECK(P(m, 0).tokens[static_cast<std::size_t>(m.content().status("Kindle"))] == 0);
}
