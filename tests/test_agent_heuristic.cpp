// The heuristic agent: its combat arithmetic, legal and repeatable play in every kind of
// format (drafts, Doubles), and a small ladder against random and greedy that fails if its
// play breaks (the full measurements are in docs/agents.md).
#include <algorithm>

#include "dm/agent.hpp"
#include "engine/masters/players/combat_math.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;
using namespace dm::agents::heur;

namespace {

Fighter f(int atk, int def, double value = 0) {
  Fighter x;
  static int next = 0;
  x.id = next++;
  x.atk = atk;
  x.tough = def;
  x.value = value ? value : 0.5 * (atk + def);
  return x;
}

struct Result {
  std::uint64_t hash = 0;
  int winner = kNone;
  int script_errors = 0;
};

// One game of `format`, seat p played by agents[p % agents.size()]; any illegal choice fails.
Result play(const std::string& format, std::uint64_t seed, const std::vector<std::string>& agents) {
  Game g = make_format(format, seed);
  std::vector<std::unique_ptr<Agent>> players;
  for (int p = 0; p < g.seat_count(); ++p)
    players.push_back(make_agent(agents[static_cast<std::size_t>(p) % agents.size()], derive_seed(seed, 100 + static_cast<std::uint64_t>(p))));
  g.advance();
  int steps = 0;
  while (!g.over()) {
    const int i = players[static_cast<std::size_t>(g.pending().player)]->choose(g);
    if (i < 0 || i >= static_cast<int>(g.pending().options.size())) FAIL(format << " seed " << seed << ": option " << i << " out of range");
    if (auto err = g.apply(i)) FAIL(format << " seed " << seed << ": illegal choice: " << *err);
    if (++steps > 200000) FAIL(format << " seed " << seed << ": no end after 200000 steps");
  }
  return Result{g.state().hash(), g.state().winner, g.script_errors()};
}

// Games of heuristic against `other`, heuristic in seat 1 for half of them: how many it won.
int wins_against(const std::string& format, const std::string& other, int games, std::uint64_t base) {
  int won = 0;
  for (int i = 0; i < games; ++i) {
    const bool first = i % 2 == 0;
    const Result r = play(format, derive_seed(base, static_cast<std::uint64_t>(i)),
                          first ? std::vector<std::string>{"heuristic", other} : std::vector<std::string>{other, "heuristic"});
    if (r.winner == (first ? 0 : 1)) ++won;
  }
  return won;
}

}  // namespace

TEST_CASE("heuristic: combat arithmetic: what gets through, who dies, lethal checks") {
  // Two attackers 3/3 and 5/2 against one 2/4 blocker: at best it stops the 5.
  REQUIRE(least_through({f(3, 3), f(5, 2)}, {f(2, 4)}) == 3);
  Fighter crush = f(6, 3);
  crush.overcrush = true;
  REQUIRE(least_through({crush}, {f(1, 4)}) == 2);  // overcrush: 6 - 4 tramples over
  Fighter sneaky = f(2, 2);
  sneaky.unblockable = true;
  REQUIRE(least_through({sneaky}, {f(1, 1)}) == 2);

  // A blocker that survives and KOs the attacker always blocks.
  const Blocks kill = plan_blocks({f(2, 2)}, {f(3, 3)}, 20);
  REQUIRE(kill.size() == 1);
  const Outcome o = resolve({f(2, 2)}, {f(3, 3)}, kill);
  REQUIRE(o.attacker_dies[0] == 1);
  REQUIRE(o.blocker_dies[0] == 0);
  REQUIRE(o.through == 0);

  // A chump block (the blocker dies, the attacker lives) only when the damage would be lethal.
  REQUIRE(plan_blocks({f(5, 5)}, {f(1, 1)}, 20).empty());
  REQUIRE(plan_blocks({f(5, 5)}, {f(1, 1)}, 5).size() == 1);

  // Attack with everything when no blocking can stop the lethal damage.
  const auto all = choose_attackers({f(1, 1), f(1, 1), f(3, 3)}, {}, {f(5, 5)}, 2, 20);
  REQUIRE(all.size() == 3);
  // Don't send a die into a blocker that KOs it for nothing...
  REQUIRE(choose_attackers({f(1, 1)}, {}, {f(4, 4)}, 20, 20).empty());
  // ...but do attack when nothing of theirs can block.
  REQUIRE(choose_attackers({f(3, 3)}, {}, {}, 20, 20).size() == 1);
  // Keep the only blocker home when what they may field next turn would be lethal without it.
  REQUIRE(choose_attackers({f(3, 3)}, {}, {}, 20, 3, {f(4, 4)}).empty());
  REQUIRE(choose_attackers({f(3, 3)}, {}, {}, 20, 20, {f(1, 1)}).size() == 1);

  // Dividing 5 damage between a 3-toughness and a 4-toughness blocker: KO the one worth more.
  REQUIRE(divide_damage({f(1, 3, 1.0), f(1, 4, 6.0)}, 5) == 0);
  REQUIRE(divide_damage({f(1, 3, 6.0), f(1, 4, 1.0)}, 5) == 3);
}

TEST_CASE("heuristic: the attackers chosen score best of every set, alike candidates sent first") {
  // Fields of up to 9 candidates drawn from three kinds, so most have twins (Sidekicks, say).
  std::uint64_t x = 12345;
  const auto next = [&](int below) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<int>((x >> 33) % static_cast<std::uint64_t>(below));
  };
  const Fighter kinds[3] = {f(1, 1), f(2, 3), f(4, 2)};
  int checked = 0, with_twins = 0;
  for (int round = 0; round < 60; ++round) {
    std::vector<Fighter> cand, theirs, coming;
    const int n = 3 + next(7);
    for (int i = 0; i < n; ++i) cand.push_back(kinds[next(3)]);
    for (int i = 0, m = next(4); i < m; ++i) theirs.push_back(f(1 + next(4), 1 + next(4)));
    for (int i = 0, m = next(3); i < m; ++i) coming.push_back(f(1 + next(5), 1 + next(4)));
    const int their_life = 4 + next(14), my_life = 4 + next(14);
    if (least_through(cand, theirs) >= their_life) continue;  // every die goes: asserted above
    const auto score = [&](std::uint32_t mask) {
      std::vector<Fighter> go, home;
      for (int i = 0; i < n; ++i) (mask >> i & 1 ? go : home).push_back(cand[static_cast<std::size_t>(i)]);
      return attack_score(go, theirs, their_life, my_life, home, coming);
    };
    double best = score(0);
    for (std::uint32_t mask = 1; mask < (1u << n); ++mask) best = std::max(best, score(mask));
    std::uint32_t chosen = 0;
    for (int i : choose_attackers(cand, {}, theirs, their_life, my_life, coming)) chosen |= 1u << i;
    INFO("round " << round << ", " << n << " candidates, chosen " << chosen);
    CHECK(score(chosen) == Approx(best).margin(1e-9));
    // Of twins, the first ones go.
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < i; ++j)
        if (cand[static_cast<std::size_t>(i)].atk == cand[static_cast<std::size_t>(j)].atk &&
            cand[static_cast<std::size_t>(i)].tough == cand[static_cast<std::size_t>(j)].tough && (chosen >> i & 1)) {
          CHECK((chosen >> j & 1));
          ++with_twins;
        }
    ++checked;
  }
  CHECK(checked >= 30);
  CHECK(with_twins >= 20);
}

TEST_CASE("heuristic: rerolls what keeps it from the card it wants, keeps energy that reaches it") {
  auto reroll_key = [](const std::vector<int>& faces) {
    Game g = make_game({{"Captain America: American Hero", 2}}, {{"Spider-Man: Webhead", 2}});
    auto sk = dice_of(g, "Sidekick", 0);
    g.force_draws({sk[0], sk[1], sk[2], sk[3]});
    g.force_faces(faces);
    g.advance();
    REQUIRE(g.pending().kind == DecisionKind::Reroll);
    auto a = make_agent("heuristic", 7);
    return std::make_pair(g.option_key(a->choose(g)), sk);
  };
  // Three shield and a Sidekick character: Captain America costs 4, so the character is rerolled.
  const auto [key, sk] = reroll_key({sidekick_face::shield, sidekick_face::shield, sidekick_face::shield, sidekick_face::character});
  REQUIRE(key == "reroll:" + std::to_string(sk[3]));
  // Four energy already buys it: nothing is rerolled.
  REQUIRE(reroll_key({sidekick_face::shield, sidekick_face::fist, sidekick_face::fist, sidekick_face::bolt}).first == "keep");
}

TEST_CASE("heuristic: fields, paying with energy the purchase after it doesn't need, then buys") {
  Game g = make_game({{"Captain America: American Hero", 2}}, {{"Spider-Man: Webhead", 2}});
  clear_player(g, 0);
  auto sk = dice_of(g, "Sidekick", 0);
  auto cap = dice_of(g, "Captain America: American Hero");
  put(g, sk[0], Zone::Reserve, sidekick_face::shield);
  for (int i = 1; i <= 4; ++i) put(g, sk[static_cast<std::size_t>(i)], Zone::Reserve, sidekick_face::fist);
  put(g, cap[0], Zone::Reserve, char_face::level1, 0);
  start_main(g, 0);
  auto a = make_agent("heuristic", 3);
  REQUIRE(g.option_key(a->choose(g)) == "field:" + std::to_string(cap[0]));
  REQUIRE(!g.apply(a->choose(g)));
  REQUIRE(g.pending().kind == DecisionKind::Pay);
  REQUIRE(!g.apply(a->choose(g)));
  // Captain America's "when fielded, you may" and the opponent's window come first.
  for (int n = 0; n < 6 && g.pending().kind != DecisionKind::MainAction; ++n) REQUIRE(!g.apply(a->choose(g)));
  REQUIRE(g.state().dice[static_cast<std::size_t>(cap[0])].zone == Zone::Field);
  REQUIRE(g.state().dice[static_cast<std::size_t>(sk[0])].zone == Zone::Reserve);  // the shield is kept
  const int buy = a->choose(g);
  REQUIRE(g.pending().options[static_cast<std::size_t>(buy)].verb == Verb::Buy);
  REQUIRE(g.state().def(g.pending().options[static_cast<std::size_t>(buy)].a).name() == "Captain America: American Hero");
}

namespace {
// Captain America 2/5/5 and two Sidekicks 1/1 of player 0 against one Sidekick 1/1 of player 1,
// player 1 at `life`, at player 0's Main Step.
Game battle(int life) {
  Game g = make_game({{"Captain America: American Hero", 2}}, {{"Beast: Mutate #666", 2}});
  auto cap = dice_of(g, "Captain America: American Hero");
  auto sk0 = dice_of(g, "Sidekick", 0);
  auto sk1 = dice_of(g, "Sidekick", 1);
  clear_player(g, 0);
  clear_player(g, 1);
  put(g, cap[0], Zone::Field, char_face::level3, 0);
  put(g, sk0[0], Zone::Field, sidekick_face::character, 0);
  put(g, sk0[1], Zone::Field, sidekick_face::character, 0);
  put(g, sk1[0], Zone::Field, sidekick_face::character, 1);
  REQUIRE(!g.set_life(1, life));
  start_main(g, 0);
  choose(g, "done");
  REQUIRE(g.pending().kind == DecisionKind::DeclareAttackers);
  return g;
}

// The dice the agent declares as attackers.
std::vector<DieId> declared(Game& g, Agent& a) {
  std::vector<DieId> out;
  for (int n = 0; n < 10 && g.pending().kind == DecisionKind::DeclareAttackers; ++n) {
    const Option o = g.pending().options[static_cast<std::size_t>(a.choose(g))];
    if (o.verb == Verb::Attack) out.push_back(o.a);
    REQUIRE(o.verb != Verb::Unattack);
    REQUIRE(!g.apply(g.find_option(option_key(o))));
  }
  return out;
}
}  // namespace

TEST_CASE("heuristic: attacks with everything when it is lethal whatever the blocks, else not into a bad trade") {
  auto a = make_agent("heuristic", 5);
  Game lethal = battle(2);  // 7 attack, one blocker stops at most 5
  REQUIRE(declared(lethal, *a).size() == 3);
  Game later = battle(10);
  const auto sent = declared(later, *a);
  const DieId cap = dice_of(later, "Captain America: American Hero")[0];
  REQUIRE(std::find(sent.begin(), sent.end(), cap) != sent.end());  // nothing of theirs can KO it
}

TEST_CASE("heuristic: chump-blocks only when the damage would be lethal") {
  for (const int life : {10, 5}) {
    Game g = battle(life);
    const DieId cap = dice_of(g, "Captain America: American Hero")[0];
    const DieId sk = dice_of(g, "Sidekick", 1)[0];
    choose(g, "attack:" + std::to_string(cap));
    choose(g, "done");
    REQUIRE(g.pending().kind == DecisionKind::DeclareBlockers);
    auto a = make_agent("heuristic", 9);
    const std::string key = g.option_key(a->choose(g));
    if (life == 10) REQUIRE(key == "done");
    else REQUIRE(key == "block:" + std::to_string(sk) + ":" + std::to_string(cap));
  }
}

TEST_CASE("heuristic: an unknown parameter is an error naming it") {
  REQUIRE_THROWS_WITH(make_agent("heuristic:depth=3", 1), Catch::Contains("unknown parameter 'depth'"));
  REQUIRE_THROWS_WITH(make_agent("heuristic:look=2", 1), Catch::Contains("look takes a whole number from 0 to 1"));
  REQUIRE(make_agent("heuristic:look=0", 1)->name() == "heuristic");
}

TEST_CASE("heuristic: samples takes 6 to 200; its rerolls read only what its player may see") {
  REQUIRE_THROWS_WITH(make_agent("heuristic:samples=5", 1), Catch::Contains("samples takes a whole number from 6 to 200"));
  REQUIRE(make_agent("heuristic:samples=40", 1)->name() == "heuristic");
  // At every reroll of a few games: the same choice on the game and on observations of it, whose
  // generators (the bag's draws and the rolls to come) are other guesses.
  int rerolls = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Game g = make_format("constructed", seed);
    auto driver = make_agent("greedy", seed);
    g.advance();
    while (!g.over()) {
      if (g.pending().kind == DecisionKind::Reroll && g.pending().options.size() > 1) {
        ++rerolls;
        const int here = make_agent("heuristic", 7)->choose(g);
        for (std::uint64_t guess : {11u, 12u}) CHECK(make_agent("heuristic", 7)->choose(*g.observation(g.pending().player, guess)) == here);
      }
      REQUIRE_FALSE(g.apply(driver->choose(g)));
    }
  }
  CHECK(rerolls > 20);
}

// Every format, 300 games, with no illegal choice: tests/test_agents_every_format.cpp.

TEST_CASE("heuristic: beats random and greedy on avx-demo and constructed (40 games a pairing, seats swapped)") {
  for (const std::string format : {"avx-demo", "constructed"}) {
    INFO(format);
    CHECK(wins_against(format, "random", 40, 31) >= 34);  // 85%
    CHECK(wins_against(format, "greedy", 40, 32) >= 22);   // 55%
  }
}
