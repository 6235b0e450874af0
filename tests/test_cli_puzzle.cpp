// dice play --from-replay and --from-scenario (puzzle mode): the game is set up at a position
// and played on with any agents; what is played on replays whole, the viewer page is written,
// and each way of getting the position wrong is told. Replays that carry their files (--embed).
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

TEST_CASE("puzzle: the header tells the scenario's own life, names no seed, and comes before the board") {
  const std::string where = "tests/scenarios/file/run_until.lua:run_until: before combat damage nothing is dealt; asm2015 "
                            "moves the unblocked attacker Out of Play at once";
  auto r = dice("play --from-scenario '" + where + "' --agents random,random --seed 3");
  INFO(r.err);
  REQUIRE(r.code == 0);
  const auto header = r.out.find("== scenario " + where + " (rules asm2015) ==\n  10 life a side; P1 (random) against P2 (random)");
  const auto board = r.out.find("== Playing on from " + where + " ==\nTurn 1, P1's Main Step\nP1 (side 1): life 10;");
  REQUIRE(header != std::string::npos);
  REQUIRE(board != std::string::npos);
  CHECK(header < board);
  CHECK_FALSE(has(r.out, "20 life a side"));
}

TEST_CASE("puzzle: play on from a scenario's set-up, named in its file") {
  TempDir dir;
  const std::string log = dir / "game.jsonl";
  auto r = dice(std::string("play --from-scenario '") + kExample + ":" + kExampleName + "' --agents greedy,random --log " + log +
                " --html " + dir / "page.html");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(has(r.out, "== Playing on from " + std::string(kExample) + ":" + kExampleName + " ==\nTurn 1, P1's Roll and Reroll Step\n"));
  CHECK(has(r.out, "Prep Area: P1 Sidekick 1 [mask], P1 Sidekick 2 [fist], P1 Sidekick 3 [wild] and P1 Sidekick 4 [0/1/1]"));
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

TEST_CASE("puzzle: Dice Miner plays on from a scenario's set-up too") {
  const std::string where =
      "tests/scenarios/miner/excavation.lua:A turn takes one top die, showing the face it showed; the die below it may become the top";
  auto on = dice("play --from-scenario '" + where + "' --agents heuristic,random");
  INFO(on.err);
  REQUIRE(on.code == 0);
  CHECK(has(on.out, "== Playing on from " + where + " =="));
  CHECK(has(on.out, "(score)"));
  // The same position and agents: the same game.
  CHECK(dice("play --from-scenario '" + where + "' --agents heuristic,random").out == on.out);
}

TEST_CASE("replay --embed: a replay carries its format script and card files, and replays from any folder") {
  TempDir dir, elsewhere;
  dm::test::spit(dir / "wren.card",
                 "set zzt \"Workshop\"\n\n"
                 "card 1 \"Tinker Wren\" \"Gadgeteer\"\n"
                 "  character\n  cost 2 bolt\n  rarity common\n  max 4\n"
                 "  faces bolt | bolt bolt | bolt bolt | 1/2/3 | 2/3/4* | 3/5/5\n");
  dm::test::spit(dir / "house.lua",
                 "return {\n  name = \"house\",\n  description = \"A house rule game with a card of one's own.\",\n"
                 "  cards = { \"wren.card\" },\n  life = 10,\n  turn_cap = 6,\n"
                 "  basic_actions = { \"Force Beam\", \"Inner Rage\", \"Thrown Car\" },\n"
                 "  teams = {\n    { cards = { { \"Tinker Wren: Gadgeteer\", 2 }, { \"Spider-Man: Webhead\", 2 } } },\n"
                 "    { cards = { { \"Beast: Mutate #666\", 2 }, { \"Captain America: American Hero\", 2 } } },\n  },\n}\n");
  const std::string format = dir / "house.lua", plain = dir / "plain.jsonl", carried = dir / "carried.jsonl";
  auto played = dice("play --format " + format + " --seed 4 -qq --replay " + plain + " --log " + dir / "game.jsonl");
  INFO(played.err);
  REQUIRE(played.code == 0);
  REQUIRE(dice("play --format " + format + " --seed 4 -qq --replay " + carried + " --embed").code == 0);
  const std::string text = slurp(carried);
  CHECK(has(text, "{\"type\":\"file\",\"role\":\"format\",\"name\":\"" + format + "\""));
  CHECK(has(text, "{\"type\":\"file\",\"role\":\"cards\",\"name\":\"" + dir / "wren.card" + "\""));
  CHECK_FALSE(has(text, "avx.card\",\"text\""));  // the built-in sets travel with the engine, not the replay

  // From another folder, with the original files gone: the plain replay can't be played, the
  // one that carries its files can, and tells the same game.
  std::remove((dir / "house.lua").c_str());
  std::remove((dir / "wren.card").c_str());
  auto without = dice("replay " + plain);
  CHECK(without.code == 2);
  CHECK(has(without.err, "give --format " + format + " to read it (a replay written with --embed carries it)"));
  auto with = dm::test::run_tool("cd " + elsewhere.path.string() + " && " + DM_DICE_BIN, "replay " + carried + " --log " + elsewhere / "again.jsonl");
  INFO(with.err);
  CHECK(with.code == 0);
  CHECK(has(with.out, "the same game"));
  // Its log is the original's byte for byte: the format named as the game named it, not by the copy's path.
  CHECK(slurp(elsewhere / "again.jsonl") == slurp(dir / "game.jsonl"));
  CHECK(has(slurp(dir / "game.jsonl"), "\"format\":\"house\""));
  // Played on from, the carried files carry on into the new replay.
  auto on = dice("play --from-replay " + carried + " --to 10 --agents greedy,greedy -q --replay " + elsewhere / "on.jsonl");
  INFO(on.err);
  CHECK(on.code == 0);
  CHECK(dice("replay " + elsewhere / "on.jsonl").code == 0);

  auto alone = dice("play --embed -q");
  CHECK(alone.code == 2);
  CHECK(has(alone.err, "--embed puts files in the replay: give --replay FILE too"));
}
