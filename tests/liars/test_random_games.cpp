// Many seeded games of Liar's Dice, 2 to 6 players, every variant of the rules, with the
// invariants checked at every step (tests/liars/support.hpp): clones equal with equal hashes,
// observations that differ from the game only in the other cups and chance, the observation's
// JSON the same for every sample. Then the players: greedy never reads what its player can't
// see, beats random players clearly, and mcts plays whole games.
#include <map>
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "tests/liars/support.hpp"

using namespace dm;
using namespace dm::liars;
using test::rules;

namespace {

// What is wrong with an observation of `m` for `viewer` ("" when nothing).
std::string observation_problem(const LiarsMatch& m, PlayerId viewer, std::uint64_t seed) {
  const auto obs = m.observation(viewer, seed);
  State o = dynamic_cast<const LiarsMatch&>(*obs).state();
  if (o.chance == m.state().chance) return "an observation kept the game's chance";
  if (o.players[static_cast<std::size_t>(viewer)].dice != m.state().players[static_cast<std::size_t>(viewer)].dice)
    return "an observation changed the viewer's own cup";
  for (std::size_t p = 0; p < o.players.size(); ++p)
    if (o.players[p].dice.size() != m.state().players[p].dice.size()) return "an observation changed how many dice a cup holds";
  o.chance = m.state().chance;
  for (std::size_t p = 0; p < o.players.size(); ++p) o.players[p].dice = m.state().players[p].dice;
  if (!fields::equal(o, m.state())) return "an observation differs from the game beyond the other cups and chance";
  if (obs->observation_json(viewer) != m.observation_json(viewer)) return "an observation's JSON differs from the game's";
  return "";
}

struct Tally {
  int games = 0, steps = 0;
  std::map<std::string, int> firsts;  // by agent: games it ended in first place
  std::map<std::string, int> wins;    // by agent: games it was the winner
  std::vector<std::string> problems;
};

// One game with these agents by seat, everything checked at every step.
void play_checked(const Rules& r, std::uint64_t seed, const std::vector<std::string>& agents, Tally& t, bool deep = true) {
  LiarsMatch m(r, seed);
  std::vector<std::unique_ptr<Agent>> seat;
  for (int p = 0; p < r.players; ++p) seat.push_back(make_agent(agents[static_cast<std::size_t>(p)], seat_seed(seed, p), "liars-dice"));
  m.advance();
  std::string problem;
  auto fail = [&](const std::string& why) {
    if (problem.empty() && !why.empty()) problem = why;
  };
  int steps = 0;
  while (!m.over() && problem.empty()) {
    fail(test::invariant_problem(m));
    if (deep) {
      const auto clone = m.clone();
      if (!clone->equals(m) || clone->hash() != m.hash()) fail("a clone differs from its game");
      const std::string before = m.serialize();
      fail(observation_problem(m, m.decider(), seed + static_cast<std::uint64_t>(steps)));
      if (m.serialize() != before) fail("an observation changed the game");
    }
    const int pick = seat[static_cast<std::size_t>(m.decider())]->choose(m);
    if (pick < 0 || pick >= m.option_count()) fail("an agent chose option " + std::to_string(pick));
    else if (m.apply(pick)) fail("option " + std::to_string(pick) + " was refused");
    if (++steps > 5000) fail("no end after 5,000 decisions");
  }
  fail(test::invariant_problem(m));
  const MatchResult res = m.result();
  if (!res.over || res.bounded || res.winner == kNone) fail("the game did not end by its rules");
  if (res.reason != (r.classic ? "last_dice" : "challenge")) fail("ended by " + res.reason);
  if (!problem.empty()) t.problems.push_back("seed " + std::to_string(seed) + ", step " + std::to_string(steps) + ": " + problem);
  ++t.games;
  t.steps += steps;
  if (res.winner != kNone) ++t.wins[agents[static_cast<std::size_t>(res.winner)]];
  for (std::size_t p = 0; p < res.places.size(); ++p)
    if (res.places[p] == 1) ++t.firsts[agents[p]];
}

void require_clean(const Tally& t, int games) {
  for (std::size_t i = 0; i < t.problems.size() && i < 5; ++i) UNSCOPED_INFO(t.problems[i]);
  REQUIRE(t.problems.empty());
  REQUIRE(t.games == games);
}

}  // namespace

TEST_CASE("Random games of 2 to 6 players, in every variant of the rules, keep every invariant at every step", "[liars][random]") {
  Tally t;
  int games = 0;
  for (int players = 2; players <= 6; ++players)
    for (int variant = 0; variant < 16; ++variant)
      for (int g = 0; g < 6; ++g) {
        const Rules r = rules(players, 1 + (variant + g) % 5, 2 + (variant * 3 + g) % 9, variant & 1,
                              variant & 2 ? Bidding::ResetQuantity : Bidding::ResetFace, variant & 4);
        play_checked(r, derive_seed(players * 1000 + variant, static_cast<std::uint64_t>(g)),
                     std::vector<std::string>(static_cast<std::size_t>(players), variant & 8 ? "greedy" : "random"), t);
        ++games;
      }
  require_clean(t, games);
  WARN(games << " games, " << t.steps << " decisions");
}

TEST_CASE("greedy decides only from what its player sees: the same choice in every observation", "[liars][agents]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const Rules r = rules(2 + static_cast<int>(seed % 5), 1 + static_cast<int>(seed % 5), 6, seed % 2 == 0, Bidding::ResetFace, seed % 3 == 0);
    LiarsMatch m(r, seed);
    m.advance();
    auto greedy = make_agent("greedy", 1, "liars-dice");
    auto random = make_agent("random", seed, "liars-dice");
    while (!m.over()) {
      const int pick = greedy->choose(m);
      for (std::uint64_t s = 0; s < 4; ++s) {
        // The other cups guessed anew: the choice can't depend on them.
        const auto obs = m.observation(m.decider(), seed * 100 + s);
        REQUIRE(greedy->choose(*obs) == pick);
      }
      m.apply(m.decider() == 0 ? pick : random->choose(m));
    }
  }
}

TEST_CASE("greedy calls liar on a bid less likely than not, and otherwise makes the likeliest bid, the cheapest of equals", "[liars][agents]") {
  auto greedy = make_agent("greedy", 1, "liars-dice");
  // P2 holds 4 4; two unseen dice. Five 4s is impossible: liar.
  LiarsMatch m = test::at(rules(2, 2), {{1, 2}, {4, 4}}, 1, Bid{4, 3, 0});
  CHECK(m.option_key(greedy->choose(m)) == "liar");
  // Over one 2 (likely enough: one of two unseen dice shows a 2 or a 6 more often than not),
  // one 4 and two 4s are certain with 4 4 in hand: the cheaper, one 4.
  LiarsMatch n = test::at(rules(2, 2), {{1, 2}, {4, 4}}, 1, Bid{1, 2, 0});
  CHECK(n.option_key(greedy->choose(n)) == "bid:1x4");
  // Over two 4s (also held), the likeliest is three 4s: one unseen 4 or 6 in two dice.
  LiarsMatch q = test::at(rules(2, 2), {{1, 2}, {4, 4}}, 1, Bid{2, 4, 0});
  CHECK(q.option_key(greedy->choose(q)) == "bid:3x4");
  // Opening, it bids what it holds, as little as it may: one 1 is certain with a 1 in hand.
  LiarsMatch o = test::at(rules(2, 2, 6, false), {{1, 2}, {4, 4}});
  CHECK(o.option_key(greedy->choose(o)) == "bid:1x1");
  CHECK_THROWS_AS(make_agent("greedy:depth=2", 1, "liars-dice"), std::invalid_argument);
}

TEST_CASE("greedy beats random players clearly, 300 games each for 2, 4 and 6 players, and in the classic game", "[liars][agents]") {
  struct Setting {
    int players, dice;
    bool classic;
    int at_least;  // games of 300 greedy must end in first place
  };
  // First place in the game of one round is every place but the loser's, so a random seat's
  // share of it is 1 - 1/players: 50%, 75% and 83% for 2, 4 and 6 players; in the classic game
  // it is 1/players. Measured (seed 77): 84%, 98% and 98% of one round; 100% and 99% classic.
  for (const Setting& s : {Setting{2, 1, false, 225}, Setting{4, 1, false, 270}, Setting{6, 1, false, 275},
                           Setting{2, 5, true, 280}, Setting{4, 3, true, 270}}) {
    Tally t;
    for (int g = 0; g < 300; ++g) {
      std::vector<std::string> a(static_cast<std::size_t>(s.players), "random");
      a[static_cast<std::size_t>(g % s.players)] = "greedy";  // every seat in turn
      play_checked(rules(s.players, s.dice, 6, true, Bidding::ResetFace, s.classic), derive_seed(77, static_cast<std::uint64_t>(g)), a, t, false);
    }
    require_clean(t, 300);
    const int firsts = t.firsts.count("greedy") ? t.firsts.at("greedy") : 0;
    WARN(s.players << " players, " << s.dice << " dice" << (s.classic ? ", classic" : "") << ": greedy first in " << firsts << " of 300");
    CHECK(firsts >= s.at_least);
  }
}

TEST_CASE("mcts plays whole games against random and greedy players, searching in observations", "[liars][agents][mcts]") {
  Tally t;
  for (int g = 0; g < 12; ++g) {
    const bool classic = g % 2 == 1;
    const int players = 2 + g % 3;
    std::vector<std::string> a(static_cast<std::size_t>(players), g % 4 < 2 ? "random" : "greedy");
    a[static_cast<std::size_t>(g % players)] = "mcts:iters=150";
    play_checked(rules(players, classic ? 3 : 2, 6, true, Bidding::ResetFace, classic), derive_seed(5, static_cast<std::uint64_t>(g)), a, t, false);
  }
  require_clean(t, 12);
  const int firsts = t.firsts.count("mcts:iters=150") ? t.firsts.at("mcts:iters=150") : 0;
  WARN("mcts first in " << firsts << " of 12");
  CHECK(firsts >= 6);
}
