// A Dice Miner match is a value: every struct of its state lists every member in its field
// list, so equality, the hash and the JSON see all of them (counted here as tests/test_value.cpp
// counts Dice Masters' state).
#include "tests/miner/support.hpp"

using namespace dm;
using namespace dm::miner;

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

TEST_CASE("Every member of Dice Miner's state is in its field list", "[miner][value]") {
  CHECK(listed_fields<Option>() == member_count<Option>());
  CHECK(listed_fields<Decision>() == member_count<Decision>());
  CHECK(listed_fields<Die>() == member_count<Die>());
  CHECK(listed_fields<Player>() == member_count<Player>());
  CHECK(listed_fields<State>() == member_count<State>());
  CHECK(listed_fields<State>() == 23);
}

TEST_CASE("Equality and the hash see every part of the state", "[miner][value]") {
  MinerMatch m = test::new_match(2, 5);
  m.advance();
  const State base = m.state();
  // One change in each part in turn: each makes the states differ.
  std::vector<std::function<void(State&)>> changes = {
      [](State& s) { s.dice[3].face ^= 1; },         [](State& s) { s.dice[3].spent = !s.dice[3].spent; },
      [](State& s) { s.dice[3].kept = !s.dice[3].kept; }, [](State& s) { s.bag.pop_back(); },
      [](State& s) { s.mountain[0] = 59; },          [](State& s) { s.players[1].hero = 4; },
      [](State& s) { s.players[1].hero_spent = 2; }, [](State& s) { s.players[0].trove.push_back(1); },
      [](State& s) { s.players[0].total = 9; },      [](State& s) { s.players[0].round_score = 9; },
      [](State& s) { s.players[0].tiebreaks.push_back(1); }, [](State& s) { s.round = 7; },
      [](State& s) { s.phase = Phase::Magic; },      [](State& s) { s.first ^= 1; },
      [](State& s) { s.current ^= 1; },              [](State& s) { s.last_taker = 1; },
      [](State& s) { s.turns = 3; },                 [](State& s) { s.takes_left = 2; },
      [](State& s) { s.shared = !s.shared; },        [](State& s) { s.rerolls_left = 2; },
      [](State& s) { s.keeps_left = 5; },            [](State& s) { s.heroes_chosen = 3; },
      [](State& s) { s.contenders.pop_back(); },     [](State& s) { s.tiebreak = 1; },
      [](State& s) { s.pending.options.pop_back(); }, [](State& s) { s.pending.player ^= 1; },
      [](State& s) { s.over = !s.over; },            [](State& s) { s.winner = 1; },
      [](State& s) { s.end = End::Score; },          [](State& s) { s.message.append(2, 'x'); },
      [](State& s) { s.chance.faces.push_back(1); }, [](State& s) { s.chance.rng.next(); },
  };
  for (std::size_t i = 0; i < changes.size(); ++i) {
    INFO("change " << i);
    State s = base;
    changes[i](s);
    CHECK(!fields::equal(s, base));
    CHECK(fields::hash(s) != fields::hash(base));
    CHECK(fields::to_json(s) != fields::to_json(base));
    // And it reads back as it was written.
    const auto back = parse_state(fields::to_json(s));
    REQUIRE(back);
    CHECK(fields::equal(*back, s));
  }
  CHECK(!parse_state("{\"dice\":[]}"));
  CHECK(!parse_state("not json"));
}
