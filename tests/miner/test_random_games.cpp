// Many seeded games, every invariant checked at every step: every die always somewhere, the
// mountain a stack, the options legal, clones equal with equal hashes, observations that
// differ from the game only in chance, and every round's points, as the log gives them, equal
// to an independent C++ scorer's over the troves; every fifth step, the observation's JSON and
// the state read back from its JSON (the slow checks) too. The
// games run on two threads (each with its own Lua state); failures are collected as text and
// reported by the test's own thread.
#include <atomic>
#include <functional>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "dm/agent.hpp"
#include "tests/miner/support.hpp"

using namespace dm;
using namespace dm::miner;
using namespace dm::miner::test;

namespace {

struct Tally {
  int games = 0, steps = 0, scorings = 0, tiebreaks = 0;
  std::map<std::string, int> wins;  // by the winner's agent
  std::vector<std::string> problems;
  void add(const Tally& o) {
    games += o.games, steps += o.steps, scorings += o.scorings, tiebreaks += o.tiebreaks;
    for (const auto& [a, n] : o.wins) wins[a] += n;
    problems.insert(problems.end(), o.problems.begin(), o.problems.end());
  }
};

// Plays one game with the agents given (by seat), checking everything at every step; the
// first problem found is added to the tally.
void play_checked(int players, std::uint64_t seed, const std::vector<std::string>& agents, Tally& tally) {
  MinerMatch m = new_match(players, seed);
  std::vector<std::unique_ptr<Agent>> seat;
  for (int p = 0; p < players; ++p) seat.push_back(make_agent(agents[static_cast<std::size_t>(p)], seat_seed(seed, p), "dice-miner"));
  std::string problem;
  int scored = 0;
  m.set_log([&](const std::string& line) {
    if (line.rfind("{\"type\":\"round_score\"", 0) != 0) return;
    // The troves as they were scored: nothing has moved since the scoring.
    const auto j = nlohmann::json::parse(line);
    const State& s = m.state();
    std::vector<std::vector<TroveFace>> troves;
    for (PlayerId p : s.contenders) troves.push_back(m.trove_faces(p));
    const auto want = independent_score(m.content(), troves);
    const PlayerId p = j["player"].get<int>();
    const auto at = static_cast<std::size_t>(std::find(s.contenders.begin(), s.contenders.end(), p) - s.contenders.begin());
    if (j["points"].get<int>() != want[at].total() && problem.empty())
      problem = "round " + std::to_string(s.round) + ": P" + std::to_string(p + 1) + " scored " + std::to_string(j["points"].get<int>()) +
                " by the scripts, " + std::to_string(want[at].total()) + " by the C++ scorer";
    ++scored;
  });
  m.advance();
  int steps = 0;
  auto fail = [&](const std::string& why) {
    if (problem.empty()) problem = why;
  };
  while (!m.over() && problem.empty()) {
    fail(invariant_problem(m));
    // A clone is the same game; an observation differs only in chance.
    const auto clone = m.clone();
    if (!clone->equals(m) || clone->hash() != m.hash()) fail("a clone differs from its game");
    const PlayerId me = m.decider();
    const auto obs = m.observation(me, seed + static_cast<std::uint64_t>(steps));
    State seen = dynamic_cast<const MinerMatch&>(*obs).state();
    if (seen.chance == m.state().chance) fail("an observation kept the game's chance");
    seen.chance = m.state().chance;
    if (!fields::equal(seen, m.state())) fail("an observation differs from the game beyond chance");
    if (steps % 5 == 0) {
      // As JSON too; and the state read back from its JSON is the same state.
      if (obs->observation_json(me) != m.observation_json(me)) fail("an observation's JSON differs from the game's");
      const std::string text = m.serialize();
      const auto back = parse_state(text);
      if (!back || !fields::equal(*back, m.state()) || fields::to_json(*back) != text) fail("the state does not survive its JSON");
    }
    const int pick = seat[static_cast<std::size_t>(me)]->choose(m);
    if (pick < 0 || pick >= m.option_count()) fail("an agent chose option " + std::to_string(pick));
    else if (m.apply(pick)) fail("option " + std::to_string(pick) + " was refused");
    ++steps;
  }
  fail(invariant_problem(m));
  const MatchResult r = m.result();
  if (!r.over || r.reason != "score" || r.bounded || r.winner == kNone) fail("the game did not end by its score: " + r.reason);
  else if (r.places[static_cast<std::size_t>(r.winner)] != 1 || std::count(r.places.begin(), r.places.end(), 1) != 1)
    fail("the winner does not hold the only first place");
  if (m.state().round != m.content().rounds) fail("the game ended in round " + std::to_string(m.state().round));
  // A line per player and round, and one per tied player and tie-break.
  if (scored < players * m.content().rounds + 2 * m.state().tiebreak || (m.state().tiebreak == 0 && scored != players * m.content().rounds))
    fail(std::to_string(scored) + " round_score lines");
  if (!problem.empty()) tally.problems.push_back("seed " + std::to_string(seed) + ", step " + std::to_string(steps) + ": " + problem);
  tally.games += 1;
  tally.steps += steps;
  tally.scorings += scored;
  tally.tiebreaks += m.state().tiebreak;
  if (r.winner != kNone) ++tally.wins[agents[static_cast<std::size_t>(r.winner)]];
}

// `games` games of `players` players on two threads; seat agents by `agents_of(game)`.
Tally play_many(int players, int games, std::uint64_t base, const std::function<std::vector<std::string>(int)>& agents_of) {
  std::atomic<int> next{0};
  std::vector<Tally> tallies(2);
  auto work = [&](int t) {
    for (int g = next++; g < games; g = next++) play_checked(players, derive_seed(base, static_cast<std::uint64_t>(g)), agents_of(g), tallies[static_cast<std::size_t>(t)]);
  };
  std::thread other(work, 1);
  work(0);
  other.join();
  tallies[0].add(tallies[1]);
  return tallies[0];
}

void require_clean(const Tally& t, int games) {
  for (std::size_t i = 0; i < t.problems.size() && i < 5; ++i) UNSCOPED_INFO(t.problems[i]);
  REQUIRE(t.problems.empty());
  REQUIRE(t.games == games);
}

}  // namespace

TEST_CASE("1,000 random games each for 2, 3 and 4 players keep every invariant", "[miner][random]") {
  for (int players : {2, 3, 4}) {
    const Tally t = play_many(players, 1000, 1000 + static_cast<std::uint64_t>(players),
                              [&](int) { return std::vector<std::string>(static_cast<std::size_t>(players), "random"); });
    require_clean(t, 1000);
    WARN(players << " players: " << t.steps << " decisions, " << t.scorings << " round scores, " << t.tiebreaks << " tie-breaks");
  }
}

TEST_CASE("The heuristic player beats random players clearly, in 300 games for 2, 3 and 4 players", "[miner][agents]") {
  for (int players : {2, 3, 4}) {
    // The heuristic takes each seat in turn, so it starts as often from every seat.
    const Tally t = play_many(players, 300, 2000 + static_cast<std::uint64_t>(players), [&](int g) {
      std::vector<std::string> a(static_cast<std::size_t>(players), "random");
      a[static_cast<std::size_t>(g % players)] = "heuristic";
      return a;
    });
    require_clean(t, 300);
    const int won = t.wins.count("heuristic") ? t.wins.at("heuristic") : 0;
    WARN(players << " players: the heuristic won " << won << " of 300 games (" << 100.0 * won / 300 << "%; a random seat's share is "
                 << 100.0 / players << "%)");
    // Far above its share: at least twice, and at least 80%.
    REQUIRE(won >= 240);
  }
}
