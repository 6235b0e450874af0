// A Liar's Dice match is a value: every struct of its state lists every member in its field
// list, so equality, the hash and the JSON see all of them (counted here as
// tests/miner/test_fields.cpp counts Dice Miner's).
#include <functional>

#include "tests/liars/support.hpp"

using namespace dm;
using namespace dm::liars;

namespace {

struct Any {
  template <class T>
  operator T() const;
};
template <class T, class... A>
constexpr int member_count() {
  if constexpr (requires { T{A{}..., Any{}}; }) return member_count<T, A..., Any>();
  else return static_cast<int>(sizeof...(A));
}
template <class T>
int listed_fields() {
  T x{};
  int n = 0;
  T::fields(x, [&](const char*, auto&) { ++n; });
  return n;
}

}  // namespace

TEST_CASE("Every member of Liar's Dice's state is in its field list", "[liars][value]") {
  CHECK(listed_fields<Rules>() == member_count<Rules>());
  CHECK(listed_fields<Bid>() == member_count<Bid>());
  CHECK(listed_fields<Player>() == member_count<Player>());
  CHECK(listed_fields<State>() == member_count<State>());
  CHECK(listed_fields<State>() == 10);
}

TEST_CASE("Equality, the hash and the JSON see every part of Liar's Dice's state", "[liars][value]") {
  LiarsMatch m = test::at(test::rules(3, 2, 6, true, Bidding::ResetFace, true), {{1, 2}, {3, 4}, {5, 6}}, 1, Bid{1, 2, 0}, 0);
  const State base = m.state();
  const std::vector<std::function<void(State&)>> changes = {
      [](State& s) { s.rules.players = 4; },     [](State& s) { s.rules.dice = 3; },
      [](State& s) { s.rules.sides = 8; },       [](State& s) { s.rules.wild = !s.rules.wild; },
      [](State& s) { s.rules.bidding = Bidding::ResetQuantity; }, [](State& s) { s.rules.classic = !s.rules.classic; },
      [](State& s) { s.players[1].dice[0] = 6; }, [](State& s) { s.players[2].dice.pop_back(); },
      [](State& s) { s.players[2].place = 3; },  [](State& s) { s.round = 4; },
      [](State& s) { s.starter = 2; },           [](State& s) { s.current = 2; },
      [](State& s) { s.bid.quantity = 2; },      [](State& s) { s.bid.face = 5; },
      [](State& s) { s.bid.bidder = 2; },        [](State& s) { s.phase = Phase::Over; },
      [](State& s) { s.winner = 1; },            [](State& s) { s.end = End::LastDice; },
      [](State& s) { s.chance.faces.push_back(2); }, [](State& s) { s.chance.rng.next(); },
  };
  for (std::size_t i = 0; i < changes.size(); ++i) {
    INFO("change " << i);
    State s = base;
    changes[i](s);
    CHECK(!fields::equal(s, base));
    CHECK(fields::hash(s) != fields::hash(base));
    CHECK(fields::to_json(s) != fields::to_json(base));
  }
}
