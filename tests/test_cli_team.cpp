// Teams and formats through the dice CLI as a player meets them: `dice team check` (exit 0
// clean, 1 problems, 2 usage), `dice team random`, `dice formats list`, and games played or
// simulated with team files, refused before they start when a team breaks the format.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tests/cli_support.hpp"

namespace {

using dm::test::Run;
using dm::test::slurp;
using dm::test::spit;
using dm::test::TempDir;

using dm::test::dice;

using dm::test::has;

const std::string kTeams = "tests/teams/";

}  // namespace

TEST_CASE("cli team: check reports every problem at its line and column, and exits 0, 1 or 2") {
  auto good = dice("team check " + kTeams + "good/c_full.team");
  INFO(good.out << good.err);
  CHECK(good.code == 0);
  CHECK(good.out.empty());
  CHECK(has(good.err, "no problems (constructed, 1 team)"));

  auto bad = dice("team check " + kTeams + "bad/c_many_problems.team");
  INFO(bad.out << bad.err);
  CHECK(bad.code == 1);
  CHECK(has(bad.out, "tests/teams/bad/c_many_problems.team:7:1: error: Thor: Odinson has 5 dice, over its Max of 4\n"));
  CHECK(has(bad.out, "c_many_problems.team:8:3: error: two cards titled 'Thor'"));
  CHECK(has(bad.out, "c_many_problems.team:11:8: error: Force Beam is listed twice as a basic action"));
  CHECK(has(bad.err, "4 problems (constructed, 1 team)"));

  // The same problems as JSON, for editors and other tools.
  auto json = dice("team check --json " + kTeams + "bad/c_many_problems.team");
  CHECK(json.code == 1);
  auto j = nlohmann::json::parse(json.out);
  REQUIRE(j.is_array());
  REQUIRE(j.size() == 4);
  CHECK(j[0]["line"] == 7);
  CHECK(j[0]["col"] == 1);
  CHECK(j[0]["severity"] == "error");
  CHECK(j[1]["hint"] == "a team can't use two cards with the same title");
  CHECK(has(j[3]["file"].get<std::string>(), "c_many_problems.team"));

  // --format overrides the file's own line: a basic-teams team is too big for Doubles.
  auto other = dice("team check --format doubles " + kTeams + "good/b_six.team");
  CHECK(other.code == 1);
  CHECK(has(other.out, "doubles allows at most 4 cards"));

  // Usage: no such file, no format named anywhere, no such format.
  TempDir dir;
  spit(dir / "nameless.team", "4 Thor: Odinson\nbasic: Force Beam\nbasic: Thrown Car\n");
  auto missing = dice("team check " + kTeams + "good/no-such.team");
  CHECK(missing.code == 2);
  CHECK(has(missing.err, "no-such.team"));
  auto nameless = dice("team check " + (dir / "nameless.team"));
  CHECK(nameless.code == 2);
  CHECK(has(nameless.err, "which format?"));
  CHECK(dice("team check --format constructed " + (dir / "nameless.team")).code == 0);
  auto unknown = dice("team check --format no-such-format " + (dir / "nameless.team"));
  CHECK(unknown.code == 2);
  CHECK(has(unknown.err, "no-such-format"));
}

TEST_CASE("cli team: check of a game's teams applies the rules across a Doubles side") {
  TempDir dir;
  spit(dir / "a.team", "format: doubles\n4 Thor: Odinson\nbasic: Force Beam\n");
  spit(dir / "b.team", "format: doubles\n4 Thor: Lord of Asgard\nbasic: Thrown Car\n");
  spit(dir / "c.team", "format: doubles\n4 Hulk: Jade Giant\nbasic: Inner Rage\n");
  spit(dir / "d.team", "format: doubles\n4 Storm: 'Ro\nbasic: Force Beam\n");
  const std::string four = (dir / "a.team") + " " + (dir / "b.team") + " " + (dir / "c.team") + " ";
  auto ok = dice("team check " + four + (dir / "d.team"));
  INFO(ok.out << ok.err);
  CHECK(ok.code == 0);
  CHECK(has(ok.err, "no problems (doubles, 4 teams)"));
  // Seat 3 takes Thor too: the partner at seat 1 has one.
  spit(dir / "c.team", "format: doubles\n4 Thor: Legendary Warrior\nbasic: Inner Rage\n");
  auto clash = dice("team check " + four + (dir / "d.team"));
  INFO(clash.out << clash.err);
  CHECK(clash.code == 1);
  CHECK(has(clash.out, "c.team:2:3: error: your partner's team has a card titled 'Thor' too"));
  // Alone, each team is legal: the side rule needs the whole game.
  CHECK(dice("team check " + (dir / "c.team")).code == 0);
}

TEST_CASE("cli team: random writes a legal team for any format and seat, the same for the same seed") {
  TempDir dir;
  for (const char* format : {"constructed", "casual", "basic-teams", "doubles"}) {
    INFO(format);
    const std::string file = dir / (std::string(format) + ".team");
    auto r = dice(std::string("team random --format ") + format + " --seed 9 --seat 2 -o " + file);
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(slurp(file), std::string("format: ") + format));
    auto check = dice("team check " + file);
    INFO(check.out << check.err);
    CHECK(check.code == 0);
    CHECK(dice(std::string("team random --format ") + format + " --seed 9 --seat 2").out == slurp(file));
    CHECK(dice(std::string("team random --format ") + format + " --seed 10 --seat 2").out != slurp(file));
  }
  auto seat = dice("team random --format constructed --seat 3");
  CHECK(seat.code == 2);
  CHECK(has(seat.err, "--seat is 1 to 2 for constructed"));
}

TEST_CASE("cli team: formats list names every shipped format with its description") {
  auto text = dice("formats list");
  CHECK(text.code == 0);
  for (const char* f : {"avx-demo", "asm-demo", "random-teams", "constructed", "casual", "basic-teams", "doubles"})
    CHECK(has(text.out, f));
  auto json = dice("formats list --json");
  REQUIRE(json.code == 0);
  auto j = nlohmann::json::parse(json.out);
  bool doubles = false;
  for (const auto& f : j)
    if (f["name"] == "doubles") doubles = has(f["description"].get<std::string>(), "2 vs 2");
  CHECK(doubles);
}

TEST_CASE("cli team: formats list lists formats of one's own, by file or by folder, without copying the data folder") {
  TempDir dir;
  std::filesystem::create_directories(dir / "mine");
  spit(dir / "mine/quick.lua",
       "local life = option(\"life\", 8, { min = 4, max = 12, text = \"each side's life\" })\n"
       "return { name = \"quick\", description = \"a quick game of my own\", life = life,\n"
       "  team = { max_cards = 4, max_dice = 8, basic_actions = 2 } }\n");
  spit(dir / "mine/broken.lua", "return { name = ");
  auto one = dice("formats list --json --format " + dir / "mine/quick.lua");
  INFO(one.err);
  REQUIRE(one.code == 0);
  const auto j = nlohmann::json::parse(one.out);
  const auto& last = j.back();
  CHECK(last["name"] == dir / "mine/quick.lua");  // what --format takes to play it
  CHECK(last["game"] == "dice-masters");
  CHECK_FALSE(last.contains("error"));
  CHECK(last["description"] == "a quick game of my own");
  CHECK(last["options"][0]["name"] == "life");
  CHECK(j.size() > 10);  // the shipped formats too
  auto text = dice("formats list --formats " + dir / "mine");
  CHECK(text.code == 1);  // one of them is broken: said, and the status says so
  CHECK(has(text.out, dir / "mine/quick.lua"));
  CHECK(has(text.out, dir / "mine/broken.lua"));
  CHECK(has(text.out, "broken: "));
  auto missing = dice("formats list --format " + dir / "nowhere.lua");
  CHECK(missing.code == 2);
  CHECK(has(missing.err, "no such file"));
  auto notdir = dice("formats list --formats " + dir / "mine/quick.lua");
  CHECK(notdir.code == 2);
  CHECK(has(notdir.err, "not a folder"));
}

TEST_CASE("cli team: formats list tells a broken format's problems one a line, in the same order every run") {
  TempDir dir;
  std::filesystem::create_directories(dir / "mine");
  spit(dir / "mine/keys.lua", "return { name = \"keys\", zeta = 1, alpha = 2, mid = 3, life = 20 }\n");
  std::string first;
  for (int run = 0; run < 4; ++run) {
    auto text = dice("formats list --formats " + dir / "mine");
    CHECK(text.code == 1);
    CHECK_FALSE(has(text.out, "\\x0a"));
    const auto a = text.out.find("unknown key 'alpha'"), m = text.out.find("unknown key 'mid'"), z = text.out.find("unknown key 'zeta'");
    REQUIRE(a != std::string::npos);
    REQUIRE(m != std::string::npos);
    REQUIRE(z != std::string::npos);
    CHECK((a < m && m < z));
    // Each problem on a line of its own, under the format's name.
    CHECK(has(text.out, "keys.lua: unknown key 'alpha'; docs/formats.md lists the keys\n                "));
    if (run == 0) first = text.out;
    else CHECK(text.out == first);
  }
}

TEST_CASE("cli team: play and sim take team files, and refuse a game whose teams break the format") {
  TempDir dir;
  const std::string log = dir / "game.jsonl";
  auto r = dice("play --format constructed --teams " + kTeams + "good/c_full.team," + kTeams +
                "good/c_small.team --agents greedy,random --seed 3 -q --log " + log);
  INFO(r.err);
  REQUIRE(r.code == 0);
  auto start = nlohmann::json::parse(slurp(log).substr(0, slurp(log).find('\n')));
  CHECK(start["type"] == "game_start");
  CHECK(start["format"] == "constructed");
  CHECK(start["life"] == 20);
  CHECK(start["first_turn_attack"] == false);
  REQUIRE(start["players"].size() == 2);
  CHECK(start["players"][0].contains("team"));
  CHECK(start["basic_actions"].size() == 4);  // two brought by each player
  // The narration opens with what is played, by whom, with which team.
  auto told = dice("play --format constructed --teams " + kTeams + "good/c_full.team," + kTeams +
                   "good/c_small.team --agents greedy,random --seed 3");
  REQUIRE(told.code == 0);
  CHECK(told.out.rfind("== constructed (rules asm2015), seed 3 ==\n  20 life a side; P1 (greedy) against P2 (random)\n"
                       "  P1's team 'Full House': ", 0) == 0);
  CHECK(has(told.out, "\n  Basic actions on the table: "));

  // A bad team: every problem on standard error, no game, no log.
  const std::string no_log = dir / "refused.jsonl";
  auto refused = dice("play --format constructed --teams " + kTeams + "good/c_full.team," + kTeams +
                      "bad/c_many_problems.team --agents random,random -q --log " + no_log);
  CHECK(refused.code == 1);
  CHECK(has(refused.err, "c_many_problems.team:7:1: error:"));
  CHECK(has(refused.err, "c_many_problems.team:11:8: error:"));
  CHECK_FALSE(std::filesystem::exists(no_log));
  // One team for two seats.
  auto one = dice("play --format constructed --teams " + kTeams + "good/c_full.team --agents random,random -q");
  CHECK(one.code == 1);
  CHECK(has(one.err, "takes 2 teams, one for each seat, not 1"));

  // Doubles: four seats, four agents; random legal teams when none are given.
  auto doubles = dice("play --format doubles --agents random,greedy,random,greedy --seed 4 -q --log " + log);
  INFO(doubles.err);
  REQUIRE(doubles.code == 0);
  start = nlohmann::json::parse(slurp(log).substr(0, slurp(log).find('\n')));
  REQUIRE(start["players"].size() == 4);
  CHECK(start["players"][2]["side"] == 0);
  CHECK(start["players"][3]["side"] == 1);
  CHECK(dice("play --format doubles --agents random,random -q").code == 2);

  auto sim = dice("sim --format constructed --teams " + kTeams + "good/c_full.team," + kTeams +
                  "good/c_small.team --games 10 --json -q");
  INFO(sim.err);
  REQUIRE(sim.code == 0);
  auto totals = nlohmann::json::parse(sim.out);
  CHECK(totals["games"] == 10);
  CHECK(totals["players"] == 2);
  CHECK(totals["cards"].size() > 8);
  auto sim_bad = dice("sim --format constructed --teams " + kTeams + "bad/c_many_problems.team," + kTeams +
                      "good/c_small.team --games 10 -q");
  CHECK(sim_bad.code == 1);
  CHECK(has(sim_bad.err, "c_many_problems.team:7:1"));
  auto sim_doubles = dice("sim --format doubles --games 4 -q");
  CHECK(sim_doubles.code == 0);
  CHECK(has(sim_doubles.out, "side 1 wins"));

  // A format may bring its own card files, loaded with it; a missing one is named.
  auto own = dice("play --format tests/formats/good/own-cards.lua --agents random,random --seed 2 -q --log " + log);
  INFO(own.err);
  REQUIRE(own.code == 0);
  CHECK(has(slurp(log), "Brute: Plain"));
  spit(dir / "missing-cards.lua", "return { name = 'missing-cards', cards = { 'nope.card' }, teams = { { cards = {} }, { cards = {} } } }\n");
  auto missing = dice("play --format " + (dir / "missing-cards.lua") + " --agents random,random -q");
  CHECK(missing.code == 1);
  CHECK(has(missing.err, "nope.card: no such file or folder"));
}
