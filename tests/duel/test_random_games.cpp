// 1,000 random games of the hero duel with the invariants checked at every step: health,
// combat points and tokens within their limits, every card somewhere, a clone equal to the
// game, refused answers that change nothing; and the same seed giving the same game.
#include "dm/agent.hpp"
#include "tests/duel/support.hpp"

using namespace dm;
using namespace dm::duel;
using namespace dm::duel::test;

namespace {

// Plays one game with random agents, checking every step; returns the hashes in order.
std::vector<std::uint64_t> play_out(std::uint64_t seed, MatchResult* result) {
  DuelMatch m = new_match(seed);
  m.advance();
  std::vector<std::unique_ptr<Agent>> agents;
  for (int p = 0; p < 2; ++p) agents.push_back(make_agent("random", seat_seed(seed, static_cast<std::uint64_t>(p)), "hero-duel"));
  std::vector<std::uint64_t> hashes{m.hash()};
  int steps = 0;
  while (!m.over()) {
    check_invariants(m);
    if (steps % 7 == 0) {
      // A clone is the same game; a refused answer changes nothing.
      auto c = m.clone();
      REQUIRE(c->equals(m));
      REQUIRE(c->hash() == m.hash());
      REQUIRE(m.apply(m.option_count()).has_value());
      REQUIRE(m.apply(std::string_view("no-such-key")).has_value());
      REQUIRE(c->hash() == m.hash());
    }
    REQUIRE(!m.apply(agents[static_cast<std::size_t>(m.decider())]->choose(m)));
    hashes.push_back(m.hash());
    REQUIRE(++steps < 20000);
  }
  check_invariants(m);
  *result = m.result();
  return hashes;
}

}  // namespace

TEST_CASE("Duel: 1,000 random games keep every invariant at every step and end", "[duel][random]") {
  int decided = 0, wins[2] = {0, 0};
  for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
    MatchResult r;
    play_out(seed, &r);
    REQUIRE(r.over);
    if (r.winner != kNone) {
      ++decided;
      ++wins[r.winner];
    }
  }
  // Random heroes still finish their fights: most games end by health, not by the bound.
  CHECK(decided > 900);
  CHECK(wins[0] > 0);
  CHECK(wins[1] > 0);
}

TEST_CASE("Duel: the same seed and choices give the same game, hash by hash", "[duel][random]") {
  for (std::uint64_t seed : {3u, 77u, 901u}) {
    MatchResult a, b;
    CHECK(play_out(seed, &a) == play_out(seed, &b));
    CHECK(a.winner == b.winner);
  }
}

TEST_CASE("Duel: an observation hides the opponent's hand and the future, not the table", "[duel][random]") {
  DuelMatch m = new_match(5);
  m.advance();
  auto o = m.observation(0, 99);
  const auto& d = dynamic_cast<const DuelMatch&>(*o);
  CHECK(d.state().players[0].hand == m.state().players[0].hand);
  CHECK(d.state().players[1].hand.size() == m.state().players[1].hand.size());
  CHECK(d.state().players[0].health == m.state().players[0].health);
  CHECK(!(d.state().chance == m.state().chance));
  // The future (pinned rolls, the generator) is not part of what a player sees.
  const std::string seen = m.observation_json(0);
  m.force_faces({1, 2, 3});
  CHECK(m.observation_json(0) == seen);
  CHECK(m.observation_json(1) != seen);  // each sees their own hand
}
