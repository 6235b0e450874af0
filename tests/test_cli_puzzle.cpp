// dice play --from-replay and --from-scenario (puzzle mode): the game is set up at a position
// and played on with any agents; what is played on replays whole, the viewer page is written,
// and each way of getting the position wrong is told.
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "tests/cli_support.hpp"

using dm::test::dice;
using dm::test::has;
using dm::test::slurp;
using dm::test::TempDir;

namespace {

// The keys of a replay's steps, in order.
std::vector<std::string> step_keys(const std::string& path) {
  std::vector<std::string> keys;
  std::istringstream in(slurp(path));
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line);
    if (j["type"] == "step") keys.push_back(j["key"].get<std::string>());
  }
  return keys;
}

const char* kExample = "tests/scenarios/examples/asm_example_of_play.lua";
const char* kExampleName = "ASM example of play: Alisa and Sam, turns 1 to 5";

}  // namespace

TEST_CASE("puzzle: play on from a replay's step with other agents, and the new replay replays whole") {
  TempDir dir;
  const std::string first = dir / "first.jsonl", second = dir / "second.jsonl";
  REQUIRE(dice("play --format avx-demo --seed 3 -qq --replay " + first).code == 0);
  auto on = dice("play --from-replay " + first + " --to 20 --agents greedy,greedy --replay " + second + " --html " +
                 dir / "page.html");
  INFO(on.err);
  REQUIRE(on.code == 0);
  CHECK(has(on.out, "== Playing on from step 20 of " + first + " ==\nTurn 4, P2's Attack Step\n"));
  // The first 20 decisions are the old game's; what follows is the greedy agents'.
  const auto a = step_keys(first), b = step_keys(second);
  REQUIRE(b.size() > 20);
  CHECK(std::vector<std::string>(a.begin(), a.begin() + 20) == std::vector<std::string>(b.begin(), b.begin() + 20));
  CHECK(a != b);
  CHECK(has(slurp(second), "\"agents\":[\"greedy\",\"greedy\"]"));
  auto replayed = dice("replay " + second);
  INFO(replayed.err);
  CHECK(replayed.code == 0);
  CHECK(has(replayed.out, "the same game"));
  CHECK(has(slurp(dir / "page.html"), "<html"));

  // Positions that can't be played on from, each told.
  auto past = dice("play --from-replay " + first + " --to 100000 -q");
  CHECK(past.code == 2);
  CHECK(has(past.err, "the replay has " + std::to_string(a.size()) + " steps"));
  auto over = dice("play --from-replay " + first + " -q");
  CHECK(over.code == 1);
  CHECK(has(over.err, "the game is over at step " + std::to_string(a.size())));
  auto both = dice("play --from-replay " + first + " --from-scenario " + kExample + " -q");
  CHECK(both.code == 2);
  auto stray = dice("play --to 3 -q");
  CHECK(stray.code == 2);
  CHECK(has(stray.err, "--to is the step of --from-replay"));
}

TEST_CASE("puzzle: a person takes up a replay's position at the terminal") {
  TempDir dir;
  const std::string first = dir / "first.jsonl";
  REQUIRE(dice("play --format avx-demo --seed 7 -qq --replay " + first).code == 0);
  auto r = dm::test::run_tool("printf 'board\\n' | " DM_DICE_BIN, "play --from-replay " + first + " --to 4 --agents human,random");
  CHECK(r.code == 1);  // the input ends before the game
  CHECK(has(r.out, "== Playing on from step 4 of "));
  CHECK(has(r.out, "\nP1, "));
}

TEST_CASE("puzzle: play on from a scenario's set-up, named in its file") {
  TempDir dir;
  const std::string log = dir / "game.jsonl";
  auto r = dice(std::string("play --from-scenario '") + kExample + ":" + kExampleName + "' --agents greedy,random --log " + log +
                " --html " + dir / "page.html");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(has(r.out, "== Playing on from " + std::string(kExample) + ":" + kExampleName + " ==\nTurn 1, P1's Roll and Reroll Step\n"));
  CHECK(has(r.out, "Prep Area: Sidekick #0 [mask], Sidekick #1 [fist], Sidekick #2 [wild] and Sidekick #3 [0/1/1]"));
  const std::string text = slurp(log);
  const auto start = nlohmann::json::parse(text.substr(0, text.find('\n')));
  CHECK(start["format"] == "scenario " + std::string(kExample) + ":" + kExampleName);
  CHECK(start["players"][0]["agent"] == "greedy");
  CHECK(has(text, "\"type\":\"game_over\""));
  CHECK(has(slurp(dir / "page.html"), "<html"));

  auto several = dice("play --from-scenario tests/scenarios/rules/action_dice.lua -q");
  CHECK(several.code == 2);
  CHECK(has(several.err, "holds 2 scenarios: name one, --from-scenario FILE:NAME, of\n  Gearing Up:"));
  auto unknown = dice(std::string("play --from-scenario '") + kExample + ":no such thing' -q");
  CHECK(unknown.code == 2);
  CHECK(has(unknown.err, "no scenario named 'no such thing'"));
  CHECK(has(unknown.err, kExampleName));
  auto replay = dice(std::string("play --from-scenario '") + kExample + ":" + kExampleName + "' -q --replay " + dir / "r.jsonl");
  CHECK(replay.code == 2);
  CHECK(has(replay.err, "the scenario file is its record"));
}

TEST_CASE("puzzle: Dice Miner plays on from a replay's step too") {
  TempDir dir;
  const std::string first = dir / "m.jsonl", second = dir / "m2.jsonl";
  REQUIRE(dice("play --format dice-miner --players 3 --seed 2 -qq --replay " + first).code == 0);
  auto on = dice("play --from-replay " + first + " --to 6 --agents heuristic,heuristic,random -q --replay " + second);
  INFO(on.err);
  REQUIRE(on.code == 0);
  CHECK(has(on.out, "(score)\n"));
  auto replayed = dice("replay " + second);
  INFO(replayed.err);
  CHECK(replayed.code == 0);
}
