// `dice play --agents human` with input that is not a terminal: wrong answers end the game
// quickly with exit 1 and little output, the end of input ends it too, and the questions a
// person may ask at any decision (help, board, card NAME) and the word finish work.
#include <string>

#include "tests/cli_support.hpp"

namespace {

using dm::test::has;
using dm::test::TempDir;

// `dice play ...` reading `input` (printf format) on its standard input.
dm::test::Run piped(const std::string& input, const std::string& args) {
  return dm::test::run_tool("printf '" + input + "' | " DM_DICE_BIN, "play " + args);
}

std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("human: piped wrong answers get a hint each and end the game with exit 1 after three tries") {
  // Past the reroll (whose dice are named, not numbered options), at the Main Step.
  auto r = piped("keep\\nx\\n99\\nbuy:nothing\\n0\\n0\\n", "--format avx-demo --seed 7 --agents human,random");
  REQUIRE(r.code == 1);
  REQUIRE(has(r.err, "3 wrong answers in a row from input that is not a terminal"));
  REQUIRE(has(r.out, "'x' is not an option; type a number from 0 to "));
  REQUIRE(has(r.out, "'99' is not an option"));
  REQUIRE(has(r.out, "'buy:nothing' is not an option"));
  REQUIRE(occurrences(r.out, "is not an option") == 3);
  REQUIRE(r.out.size() < 20000);  // bounded: the prompt is shown once, not after every wrong answer
}

TEST_CASE("human: an endless stream of junk stops at once and the end of input stops the game with exit 1") {
  auto junk = dm::test::run_tool("yes banana | " DM_DICE_BIN, "play --format avx-demo --seed 7 --agents human,random");
  REQUIRE(junk.code == 1);
  REQUIRE(junk.out.size() < 20000);
  auto closed = dm::test::run_tool(DM_DICE_BIN, "play --format avx-demo --seed 7 --agents human,random < /dev/null");
  REQUIRE(closed.code == 1);
  REQUIRE(has(closed.err, "the input ended before the game did"));
  REQUIRE(has(closed.err, "the game stops unfinished"));
}

TEST_CASE("human: help and board and card NAME answer at a decision that is then asked again") {
  auto r = piped("help\\nboard\\ncard force\\ncard qzxw vvv\\ncard spider\\ncard\\ncard spidr\\ncard spider man\\ncard captian\\n",
                 "--format avx-demo --seed 7 --agents human,random");
  REQUIRE(r.code == 1);  // the input ends before the game
  REQUIRE(has(r.out, "How to answer:"));
  REQUIRE(has(r.out, "  finish          end what you are doing"));
  // The board: both sides, life, counts, zones with faces, the cards to buy from.
  REQUIRE(has(r.out, "Turn 1, P1's Roll and Reroll Step"));
  REQUIRE(has(r.out, "P1 (side 1): life 10; bag 4 dice, Used Pile 0 dice"));
  REQUIRE(has(r.out, "P2 (side 2): life 10; bag 8 dice, Used Pile 0 dice"));
  REQUIRE(has(r.out, "  Field Zone: empty"));
  REQUIRE(has(r.out, "Force Beam (basic action, cost 3"));
  REQUIRE(has(r.out, "Human Torch: Playing with Fire (P1's, cost 2 bolt): 2 dice left"));
  // A card by part of its name; a misspelt one gets the nearest names.
  REQUIRE(has(r.out, "Force Beam (avx-027): basic action, cost 3, use 3"));
  REQUIRE(has(r.out, "Deal 1 damage to every character."));
  REQUIRE(has(r.out, "no card is called 'qzxw vvv'; did you mean "));
  // What a person means: a typo, spaces for hyphens.
  REQUIRE(occurrences(r.out, "Spider-Man: Webhead (avx-017): character") == 3);
  REQUIRE(has(r.out, "Captain America: American Hero (avx-004): character"));
  // Several cards named Spider-Man: the one of this game.
  REQUIRE(has(r.out, "Spider-Man: Webhead (avx-"));
  REQUIRE(has(r.out, "card takes a name"));
  // The same decision each time, shown once: questions are not wrong answers.
  REQUIRE(occurrences(r.out, "P1, choose dice to reroll") == 1);
  REQUIRE(!has(r.out, "is not an option"));
}

TEST_CASE("human: the board shows the dice in the Field Zone with level and stats and energy in words") {
  auto r = piped("keep\\nfield:6\\nboard\\n", "--format avx-demo --seed 7 --agents human,random");
  REQUIRE(has(r.out, "Turn 1, P1's Main Step\n"));
  REQUIRE(has(r.out, "  Reserve Pool: P1 Sidekick 2 [wild], P1 Sidekick 6 [wild] and P1 Sidekick 8 [0/1/1]\n"));
  REQUIRE(has(r.out, "  Field Zone: P1 Sidekick 7 [0/1/1] level 1, 1A/1D\n"));
}

TEST_CASE("human: finish or done or pass ends every step that can be ended in a whole game answered so") {
  auto r = dm::test::run_tool("yes finish | " DM_DICE_BIN, "play --format avx-demo --seed 7 --agents human,random --turn-cap 6");
  REQUIRE(r.code == 0);
  REQUIRE(has(r.out, "== Game over after 6 turns"));
  REQUIRE(has(r.out, "[0] P1 Sidekick 2 [wild]\n"));
  REQUIRE(has(r.out, "end the Main Step  (done, or finish)"));
  REQUIRE(!has(r.out, "is not an option"));
  auto words = piped("done\\npass\\npass\\nfinish\\n", "--format avx-demo --seed 7 --agents human,random");
  // Turn 1: keep every die (by "done"), end the Main Step (by "pass", twice: the energy left is
  // warned about first); turn 3: keep (by "finish"); then the Main Step finds the input ended.
  REQUIRE(!has(words.out, "is not an option"));
  REQUIRE(occurrences(words.out, "\nP1, ") == 4);
  REQUIRE(occurrences(words.out, "warning: ending the Main Step loses the energy left in your Reserve Pool (P1 Sidekick 2 [wild] and "
                                 "P1 Sidekick 6 [wild]); answer the same again to end it") == 1);
}

TEST_CASE("human: a reroll names its dice by number or name in any order, and lists each die once") {
  // Seed 7: P1's Prep Area holds P1 Sidekick 2, 6, 7 and 8, listed 0 to 3.
  for (const std::string answer : {"reroll 3 0", "3,0", "0 3", "reroll P1 Sidekick 8, sidekick 2", "Sidekick 8, p1 sidekick 2", "reroll:1,7"}) {
    auto r = piped(answer + "\\n", "--format avx-demo --seed 7 --agents human,random");
    INFO(answer << "\n" << r.out);
    CHECK(has(r.out, "P1 rerolls P1 Sidekick 2 ["));
    CHECK(has(r.out, "] and P1 Sidekick 8 ["));
    CHECK(has(r.out, "P1, Main Step"));
  }
  auto all = piped("all\\n", "--format avx-demo --seed 7 --agents human,random");
  CHECK(has(all.out, "P1 rerolls P1 Sidekick 2 [shield], P1 Sidekick 6 ["));
  // Each die once, not every subset of them.
  CHECK(!has(all.out, "reroll:1,5"));
  CHECK(occurrences(all.out, "  [") == 4 + 4);  // four dice to reroll, then the Main Step's first options
  auto wrong = piped("reroll 4\\nreroll Beast\\n", "--format avx-demo --seed 7 --agents human,random");
  CHECK(has(wrong.out, "'reroll 4' names no dice of the list; type the dice to reroll by number (0 to 3) or name"));
  CHECK(has(wrong.out, "'reroll Beast' names no dice of the list"));
}

TEST_CASE("human: undo takes back the person's own last answer in casual play, not in a recorded one") {
  auto r = piped("reroll 0\\nundo\\nkeep\\nundo\\nundo\\n", "--format avx-demo --seed 7 --agents human,random");
  // Rerolled P1 Sidekick 2, undid it, kept every die instead, undid that: back at the same reroll.
  CHECK(occurrences(r.out, "(undone: P1 answers again, turn 1)") == 2);
  CHECK(has(r.out, "nothing to undo: this is your first answer"));
  CHECK(occurrences(r.out, "P1, choose dice to reroll") == 4);
  TempDir dir;
  auto logged = piped("keep\\nundo\\n", "--format avx-demo --seed 7 --agents human,random --log " + dir / "g.log");
  CHECK(has(logged.out, "undo is for casual play: this game is being recorded"));
}

TEST_CASE("play: -q prints the result in one line, -qq nothing") {
  auto q = dm::test::dice("play --format avx-demo --seed 7 -q");
  REQUIRE(q.code == 0);
  CHECK(q.out == "P1 wins after 31 turns (life)\n");
  auto qq = dm::test::dice("play --format avx-demo --seed 7 -qq");
  REQUIRE(qq.code == 0);
  CHECK(qq.out.empty());
  auto miner = dm::test::dice("play --format dice-miner --players 3 --seed 2 -q");
  REQUIRE(miner.code == 0);
  CHECK(has(miner.out, " (score)\n"));
  CHECK(occurrences(miner.out, "\n") == 1);
}
