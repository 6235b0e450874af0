// Every rule of Liar's Dice (docs/liars-dice.md, "The rules as the engine reads them"), each
// with a test that fails when the rule is broken: what beats a bid under either bidding rule,
// liar only over a bid, quantities within the dice in play, wild counting on and off, who loses
// a challenge, the classic game's lost dice, eliminations and who opens the next round, and
// the result and places with more than two players.
#include <nlohmann/json.hpp>

#include "tests/liars/support.hpp"

using namespace dm;
using namespace dm::liars;
using test::at;
using test::keys;
using test::play;
using test::rules;

TEST_CASE("Under reset-face a bid beats another with more dice, or as many of a higher face", "[liars][rules]") {
  LiarsMatch m = at(rules(2, 1), {{2}, {4}}, 1, Bid{1, 5, 0});
  CHECK(keys(m) == "bid:1x6 bid:2x1 bid:2x2 bid:2x3 bid:2x4 bid:2x5 bid:2x6 liar");
  // Fewer dice, or as many of a lower face, do not beat it: the refusal says so and changes nothing.
  const auto before = m.hash();
  auto err = m.apply("bid:1x4");
  REQUIRE(err);
  CHECK(err->find("does not beat P1's one 5") != std::string::npos);
  CHECK(err->find("reset-face") != std::string::npos);
  CHECK(m.hash() == before);
  // More dice of a lower face does.
  play(m, "bid:2x4");
  CHECK(m.state().bid == Bid{2, 4, 1});
  CHECK(m.decider() == 0);
}

TEST_CASE("Under reset-quantity a bid beats another with a higher face, or more of the same face", "[liars][rules]") {
  LiarsMatch m = at(rules(2, 1, 6, true, Bidding::ResetQuantity), {{2}, {4}}, 1, Bid{1, 5, 0});
  CHECK(keys(m) == "bid:2x5 bid:1x6 bid:2x6 liar");
  // The bid reset-face allows (more dice of a lower face) is refused here.
  auto err = m.apply("bid:2x4");
  REQUIRE(err);
  CHECK(err->find("reset-quantity") != std::string::npos);
  play(m, "bid:1x6");
  CHECK(m.state().bid == Bid{1, 6, 1});
  // Over the highest face, only more of it: one bid and liar are left.
  CHECK(keys(m) == "bid:2x6 liar");
}

TEST_CASE("The first bid may be anything in range; liar waits for a bid", "[liars][rules]") {
  LiarsMatch m(rules(3, 2, 4), 9);
  m.advance();
  CHECK(m.decider() == 0);  // the first round opens with P1, as OpenSpiel's player 0
  CHECK(m.option_count() == 6 * 4);
  CHECK(m.option_key(0) == "bid:1x1");
  CHECK(m.option_key(m.option_count() - 1) == "bid:6x4");
  CHECK(m.find_option("liar") == -1);
  auto err = m.apply("liar");
  REQUIRE(err);
  CHECK(err->find("no bid to call liar on") != std::string::npos);
  err = m.apply("bid:7x1");
  REQUIRE(err);
  CHECK(err->find("quantity is 1 to 6 (the dice in play)") != std::string::npos);
  err = m.apply("bid:2x5");
  REQUIRE(err);
  CHECK(err->find("face is 1 to 4") != std::string::npos);
  err = m.apply("raise");
  REQUIRE(err);
  CHECK(err->find("bid:QxF") != std::string::npos);
  play(m, "bid:6x4");  // the highest bid there is: the next player can only call
  CHECK(keys(m) == "liar");
  CHECK(m.option_label(0) == "call liar on P1's six 4s");
}

TEST_CASE("The highest face is wild when the option is on, and counts once for itself", "[liars][rules]") {
  const std::vector<std::vector<int>> cups = {{2, 6}, {3, 6}};
  LiarsMatch wild = at(rules(2, 2), cups);
  CHECK(wild.count(2) == 3);  // the 2 and both 6s
  CHECK(wild.count(6) == 2);  // the 6s themselves, not twice
  CHECK(wild.count(4) == 2);
  LiarsMatch plain = at(rules(2, 2, 6, false), cups);
  CHECK(plain.count(2) == 1);
  CHECK(plain.count(6) == 2);
  CHECK(plain.count(4) == 0);
}

TEST_CASE("A challenge: the bid holds at its quantity exactly, and then the caller loses", "[liars][rules]") {
  // Three dice count for 2s with 6s wild: P1's bid of three 2s holds, and P2, who called, loses.
  LiarsMatch m = at(rules(2, 2), {{2, 6}, {3, 6}}, 1, Bid{3, 2, 0});
  std::vector<std::string> log;
  m.set_log([&](const std::string& l) { log.push_back(l); });
  play(m, "liar");
  REQUIRE(m.over());
  const MatchResult r = m.result();
  CHECK(r.winner == 0);
  CHECK(r.reason == "challenge");
  CHECK(r.places == std::vector<int>{1, 2});
  CHECK(r.scores == std::vector<std::int64_t>{1, 0});
  CHECK(!r.bounded);
  REQUIRE(log.size() >= 3);
  CHECK(nlohmann::json::parse(log[0]) ==
        nlohmann::json::parse(R"({"type":"choice","player":1,"decision":"bid","key":"liar","label":"call liar on P1's three 2s"})"));
  CHECK(log[1] ==
        R"({"type":"challenge","player":1,"bidder":0,"quantity":3,"face":2,"count":3,"holds":true,"loser":1,"wild":true,"dice":[[2,6],[3,6]]})");
  CHECK(log[2] == R"({"type":"winner","player":0,"reason":"challenge","loser":1})");
}

TEST_CASE("A challenge: a bid one die short fails, and then the bidder loses; without wilds the same bid fails", "[liars][rules]") {
  LiarsMatch m = at(rules(2, 2), {{2, 6}, {3, 6}}, 1, Bid{4, 2, 0});
  play(m, "liar");
  CHECK(m.result().winner == 1);
  CHECK(m.result().places == std::vector<int>{2, 1});
  LiarsMatch plain = at(rules(2, 2, 6, false), {{2, 6}, {3, 6}}, 1, Bid{3, 2, 0});
  play(plain, "liar");
  CHECK(plain.result().winner == 1);
}

TEST_CASE("With more than two players the loser of the one round is last and everyone else shares the first place", "[liars][rules]") {
  // P4 bids four 5s over P3's; P1 calls: no 5 and no 6, so P4 (the bidder) loses.
  LiarsMatch m = at(rules(4, 1), {{1}, {2}, {3}, {4}}, 0, Bid{4, 5, 3}, 1);
  play(m, "liar");
  const MatchResult r = m.result();
  CHECK(r.winner == 0);  // the challenge's winner, as OpenSpiel's
  CHECK(r.places == std::vector<int>{1, 1, 1, 4});
  CHECK(r.scores == std::vector<std::int64_t>{1, 1, 1, 0});
}

TEST_CASE("Turns pass clockwise: after P3 comes P1", "[liars][rules]") {
  LiarsMatch m = at(rules(3, 1), {{1}, {2}, {3}});
  play(m, "bid:1x1");
  CHECK(m.decider() == 1);
  play(m, "bid:1x2");
  CHECK(m.decider() == 2);
  play(m, "bid:1x3");
  CHECK(m.decider() == 0);
}

TEST_CASE("Classic: the loser loses a die, everyone rolls again and the loser opens the next round", "[liars][rules]") {
  LiarsMatch m = at(rules(2, 2, 6, true, Bidding::ResetFace, true), {{1, 2}, {3, 4}}, 1, Bid{1, 5, 0});
  m.force_faces({5, 3, 1});  // the next round's roll: P1's one die, then P2's two
  play(m, "liar");           // no 5 and no 6: P1's bid fails
  CHECK(!m.over());
  CHECK(m.state().round == 2);
  CHECK(m.state().players[0].dice == std::vector<int>{5});
  CHECK(m.state().players[1].dice == std::vector<int>{1, 3});
  CHECK(m.state().starter == 0);
  CHECK(m.decider() == 0);
  CHECK(m.state().bid.empty());
  CHECK(m.dice_in_play() == 3);
  CHECK(m.option_count() == 3 * 6);
  CHECK(m.turn() == 2);
  CHECK(m.result().scores == std::vector<std::int64_t>{1, 2});
}

TEST_CASE("Classic: a player out is skipped, the next still holding dice opens, and the last holding dice wins", "[liars][rules]") {
  LiarsMatch m = at(rules(3, 1, 6, true, Bidding::ResetFace, true), {{5}, {2}, {3}}, 1, Bid{2, 4, 0});
  std::vector<std::string> types;
  m.set_log([&](const std::string& l) { types.push_back(nlohmann::json::parse(l)["type"].get<std::string>()); });
  m.force_faces({1, 4});  // round 2: P2 shows 1, P3 shows 4
  play(m, "liar");        // no 4 (and no 6): P1's bid fails, and P1 had one die
  CHECK(m.state().players[0].dice.empty());
  CHECK(m.state().players[0].place == 3);
  CHECK(m.state().starter == 1);  // the next player after P1 holding dice
  CHECK(m.decider() == 1);
  CHECK(m.state().round == 2);
  CHECK(std::find(types.begin(), types.end(), "eliminated") != types.end());
  play(m, "bid:1x1");
  CHECK(m.decider() == 2);
  play(m, "bid:1x4");
  CHECK(m.decider() == 1);  // P1 is out: P3's turn passes straight back to P2
  play(m, "liar");          // one 4: P3's bid holds, P2 loses their last die
  REQUIRE(m.over());
  const MatchResult r = m.result();
  CHECK(r.winner == 2);
  CHECK(r.reason == "last_dice");
  CHECK(r.places == std::vector<int>{3, 2, 1});
  CHECK(r.scores == std::vector<std::int64_t>{0, 0, 1});
  CHECK(r.turns == 2);
}

TEST_CASE("A position the rules can't reach is refused, and the match is unchanged", "[liars][rules]") {
  LiarsMatch m(rules(2, 2), 3);
  const auto before = m.hash();
  Position p;
  p.dice = {{1, 2}, {3}};
  auto err = m.set_position(p);
  REQUIRE(err);
  CHECK(err->find("every player holds 2") != std::string::npos);
  p.dice = {{1, 2}, {3, 7}};
  REQUIRE(m.set_position(p));
  p.dice = {{1, 2}, {3, 4}};
  p.bid = Bid{5, 2, 0};
  p.current = 1;
  err = m.set_position(p);
  REQUIRE(err);
  CHECK(err->find("quantity is 1 to 4") != std::string::npos);
  p.bid = Bid{1, 2, 1};
  err = m.set_position(p);
  REQUIRE(err);
  CHECK(err->find("their own bid") != std::string::npos);
  CHECK(m.hash() == before);
  CHECK_THROWS_AS(LiarsMatch(rules(7, 1), 1), std::invalid_argument);
  CHECK_THROWS_AS(LiarsMatch(rules(2, 6), 1), std::invalid_argument);
  CHECK_THROWS_AS(LiarsMatch(rules(2, 1, 11), 1), std::invalid_argument);
}
