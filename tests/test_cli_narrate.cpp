// The account `dice play` prints, read the way a person reads it: a header saying who plays
// with whom and with what, life after every hit, rolls and rerolls naming their dice, the
// targets and results of abilities, and English with the right articles and plurals.
#include <sstream>
#include <string>
#include <vector>

#include "tests/cli_support.hpp"

namespace {

using dm::test::has;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

bool has_line(const std::vector<std::string>& lines, const std::string& line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

// Index of the first line equal to `line` at or after `from`; -1 when none.
int find_line(const std::vector<std::string>& lines, const std::string& line, int from = 0) {
  for (int i = from; i < static_cast<int>(lines.size()); ++i)
    if (lines[static_cast<std::size_t>(i)] == line) return i;
  return -1;
}

std::string told(const std::string& args) {
  auto r = dm::test::dice("play " + args);
  REQUIRE(r.code == 0);
  return r.out;
}

}  // namespace

TEST_CASE("narration: the header says format rules seed life sides teams and basic actions") {
  const auto l = lines_of(told("--format avx-demo --seed 7 --agents random,greedy"));
  REQUIRE(l.size() > 5);
  CHECK(l[0] == "== avx-demo (rules avx2014), seed 7 ==");
  CHECK(l[1] == "  10 life a side; P1 (random) against P2 (greedy)");
  CHECK(l[2] == "  P1's team: Human Torch: Playing with Fire (2 dice), Spider-Man: Webhead (2 dice) and 8 Sidekick dice");
  CHECK(l[3] == "  P2's team: Beast: Mutate #666 (2 dice), Captain America: American Hero (2 dice) and 8 Sidekick dice");
  CHECK(l[4] == "  Basic actions on the table: Force Beam (3 dice), Inner Rage (3 dice) and Thrown Car (3 dice)");
  auto d = lines_of(told("--format doubles --seed 3 --agents greedy,random,greedy,random"));
  CHECK(d[1] == "  30 life a side, shared by its players; side 1: P1 (greedy) and P3 (greedy) against side 2: P2 (random) and P4 (random)");
  CHECK(d[2] == "  P1's team: Spider-Man: \"Public Menace!\" (1 die), Spider-Woman: Secret Avenger (3 dice) and 8 Sidekick dice");
  CHECK(has_line(d, "== Turn 2: side 2 (P2 and P4) =="));
  CHECK(has_line(d, "  side 2 (P2 and P4) does not block"));
  // A team's life is the side's, and the attackers of two teammates are each named.
  CHECK(has_line(d, "    P2 takes 1 damage from P3 Sidekick 7 [0/1/1] (side 2 life 29)"));
  const int p1 = find_line(d, "  P1 attacks with P1 Sidekick 2 [0/1/1] and P1 Sidekick 5 [0/1/1]");
  REQUIRE(p1 > 0);
  CHECK(d[static_cast<std::size_t>(p1 + 1)] == "  P3 attacks with P3 Sidekick 1 [0/1/1], P3 Sidekick 3 [0/1/1] and P3 Sidekick 5 [0/1/1]");
  CHECK(has_line(d, "== Game over after 19 turns: side 1 (P1 and P3) wins (life: side 1 25, side 2 -4) =="));
}

TEST_CASE("narration: life after every hit and rolls naming their dice and the targets of abilities") {
  const auto l = lines_of(told("--format avx-demo --seed 7 --agents random,greedy"));
  // Two hits in one attack: each with its source and the running total.
  const int hit = find_line(l, "    P2 takes 1 damage from P1 Sidekick 3 [0/1/1] (life 9)");
  REQUIRE(hit > 0);
  CHECK(l[static_cast<std::size_t>(hit + 1)] == "    P2 takes 1 damage from P1 Sidekick 8 [0/1/1] (life 8)");
  CHECK(has_line(l, "    P1 takes 5 damage from P2 Captain America: American Hero 1 [2/5/5] (life 5)"));
  // Rolls and rerolls name each die with what it shows (wild, not "?").
  CHECK(has_line(l, "  P1 rolls P1 Sidekick 2 [wild], P1 Sidekick 6 [wild], P1 Sidekick 7 [0/1/1] and P1 Sidekick 8 [0/1/1]"));
  CHECK(has_line(l, "  P1 rerolls P1 Sidekick 2 [shield] and P1 Sidekick 7 [0/1/1]"));
  CHECK(has_line(l, "  P1 rerolls P1 Sidekick 6 [0/1/1]"));
  CHECK(has_line(l, "  P1 rolls P1 Sidekick 1 [0/1/1], P1 Sidekick 3 [shield], P1 Sidekick 4 [wild] and Inner Rage 1 [2 generic]"));
  // An action's target, and an ability's own choice followed by what it rolled.
  const int car = find_line(l, "  P2 uses Thrown Car 1 [action]");
  REQUIRE(car > 0);
  CHECK(l[static_cast<std::size_t>(car + 2)] == "      target: P2 Sidekick 7 [0/1/1]");
  const int cap = find_line(l, "    P2 Captain America: American Hero 1 [2/5/4]: When Captain America is fielded, you may roll a Sidekick "
                               "die in your Used Pile not spent to field Captain America into your Reserve Pool.");
  REQUIRE(cap > 0);
  CHECK(l[static_cast<std::size_t>(cap + 1)] == "      target: P2 Sidekick 1");
  CHECK(l[static_cast<std::size_t>(cap + 2)] == "    P2 rolls P2 Sidekick 1 [wild]");
  // Used with nothing to target: said so, not told as if it happened.
  const int rage = find_line(l, "  P1 uses Inner Rage 1 [action]");
  REQUIRE(rage > 0);
  CHECK(l[static_cast<std::size_t>(rage + 1)] == "    Inner Rage 1 has no legal target: nothing happens");
  CHECK(has_line(l, "    P1 Spider-Man: Webhead 1 [0/3/3] is KO'd"));
  CHECK(l.back() == "== Game over after 22 turns: P2 wins (life: P1 -4, P2 6) ==");
}

TEST_CASE("narration: articles and plurals read right and a global is told once per use with its target") {
  const std::string avx = told("--format avx-demo --seed 7 --agents random,greedy");
  CHECK(has(avx, "  P1 buys an Inner Rage die\n"));
  CHECK(has(avx, "  P2 buys a Thrown Car die\n"));
  CHECK(!has(avx, " a Inner"));
  CHECK(has(avx, "  P1 refills the bag from the Used Pile (7 dice)\n"));
  CHECK(!has(avx, " 1 dice"));
  // (The heuristic with 40 samples a reroll, as this game was first played: it buys Exposed!.)
  const std::string asm_demo = told("--format asm-demo --seed 7 --agents greedy,heuristic:samples=40");
  CHECK(has(asm_demo, "  P1 buys an Exposed! die\n"));
  CHECK(!has(asm_demo, " a Exposed!"));
  CHECK(has(asm_demo, "    Exposed!: Target opponent must pay 1 life for each non-Villain character they assign to block this turn.\n"
                      "      target: P2\n"));
  const auto d = lines_of(told("--format doubles --seed 3 --agents greedy,random,greedy,random"));
  const std::string exposed =
      "  P4 uses the global ability of Exposed!: Global (once per turn): Pay 2 bolt: target opponent must pay 1 life for each "
      "character they assign to block this turn.";
  const int g = find_line(d, exposed);
  REQUIRE(g > 0);
  CHECK(d[static_cast<std::size_t>(g + 1)] == "      target: P3");
  // Chosen, cancelled at the payment, chosen again and paid: told once.
  CHECK(d[static_cast<std::size_t>(g - 1)] == "  P4 rerolls P4 Sidekick 4 [wild]");
  CHECK(d[static_cast<std::size_t>(g + 2)] == "  P2 buys an Exposed! die");
  // A global told by its card's words (written in the card language now, once embedded Lua), and one paid for several times at once.
  CHECK(has_line(d, "  P4 uses the global ability of White Tiger: Razor Sharp: Global (once per turn): During your turn, pay 1 fist: "
                    "each player fields a Sidekick die in their Used Pile, if able."));
  const auto d4 = lines_of(told("--format doubles --seed 4 --agents greedy,random,greedy,random"));
  CHECK(has_line(d4, "  P2 uses the global ability of Take Cover (2 times): Global: Pay 1 shield (any number of times): target "
                     "character gets +1D until end of turn."));
  // A spin tells the level it reached.
  const auto d2 = lines_of(told("--format doubles --seed 2 --agents greedy,random,greedy,random"));
  CHECK(has_line(d2, "    P1 Human Torch: Matchstick 1 [2/4/4] is now level 3"));
}

TEST_CASE("narration: a sacrifice names the die given up") {
  const auto l = lines_of(told("--format casual --seed 2 --agents greedy,random"));
  const int amulet = find_line(l, "    P1 White Tiger: Mystical Amulet 1 [1/2/4]: When White Tiger is fielded, you may sacrifice another "
                                  "character of yours: White Tiger gets +1A and +1D until end of turn; White Tiger gains Overcrush until end of turn.");
  REQUIRE(amulet > 0);
  CHECK(l[static_cast<std::size_t>(amulet + 1)] == "      target: P1 Sidekick 1 [0/1/1]");
  CHECK(l[static_cast<std::size_t>(amulet + 2)] == "    P1 sacrifices P1 Sidekick 1");
}
