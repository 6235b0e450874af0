// Drafting through the dice CLI: a whole pod drafted into team files that `dice team check`
// accepts, --sets refused with the file when a set can't be drafted, and play and sim with
// drafting formats.
#include <nlohmann/json.hpp>
#include <string>

#include "tests/cli_support.hpp"

namespace {

using dm::test::Run;
using dm::test::slurp;
using dm::test::spit;
using dm::test::TempDir;

using dm::test::dice;
using dm::test::has;

}  // namespace

TEST_CASE("cli draft: a pod of 6 drafts into six team files that pass the format's check, with the draft log") {
  TempDir dir;
  const std::string out = dir / "pod", log = dir / "draft.jsonl";
  auto r = dice("draft --format rainbow-draft --players 6 --seed 3 --agents greedy --out " + out + " --log " + log);
  INFO(r.out << r.err);
  REQUIRE(r.code == 0);
  CHECK(has(r.out, "== Draft: 6 seats, 12 piles =="));
  CHECK(has(r.out, "== Draft over =="));
  CHECK_FALSE(has(r.out, "== Turn 1"));  // the draft only
  std::string files;
  for (int seat = 1; seat <= 6; ++seat) {
    const std::string f = out + "/seat-" + std::to_string(seat) + ".team";
    const std::string text = slurp(f);
    INFO(f << "\n" << text);
    CHECK(has(text, "format: rainbow-draft"));
    CHECK(has(text, "drafted: "));
    CHECK(has(text, "\noptions: pod=6\n"));
    files += " " + f;
  }
  auto check = dice("team check" + files);
  INFO(check.out << check.err);
  CHECK(check.code == 0);
  // Every pile, pick and pass is in the log: 12 piles of 12 cards, 144 picks, passes after each round of picks.
  int starts = 0, picks = 0, passes = 0, overs = 0;
  for (std::size_t at = 0, next; at < slurp(log).size(); at = next + 1) {
    const std::string all = slurp(log);
    next = all.find('\n', at);
    if (next == std::string::npos) break;
    const auto j = nlohmann::json::parse(all.substr(at, next - at));
    const std::string type = j.value("type", "");
    if (type == "draft_start") {
      ++starts;
      CHECK(j["piles"].size() == 12);
    }
    if (type == "choice" && j.value("key", "").rfind("pick:", 0) == 0) ++picks;
    if (type == "draft_pass") ++passes;
    if (type == "draft_over") ++overs;
  }
  CHECK(starts == 1);
  CHECK(picks == 144);
  CHECK(passes == 144);  // after each of the 24 rounds, 6 piles move on
  CHECK(overs == 1);
  // The same seed drafts the same teams.
  const std::string again = dir / "again";
  REQUIRE(dice("draft --format rainbow-draft --players 6 --seed 3 --agents greedy -q --out " + again).code == 0);
  CHECK(slurp(again + "/seat-4.team") == slurp(out + "/seat-4.team"));
  // A team with more dice than drafted copies is refused.
  std::string text = slurp(out + "/seat-1.team");
  const auto first_card = text.find("\n1 ");
  REQUIRE(first_card != std::string::npos);
  text.replace(first_card + 1, 1, "9");
  spit(dir / "cheat.team", text);
  auto cheat = dice("team check " + (dir / "cheat.team"));
  CHECK(cheat.code == 1);
  CHECK(has(cheat.out, "drafted copies"));
}

TEST_CASE("cli draft: --sets names the set or file that can't be drafted from") {
  TempDir dir;
  spit(dir / "norarity.card",
       "set nr \"No rarity\"\n\ncard 1 \"Plain\" \"Jane\"\n  character\n  cost 2 fist\n  max 4\n"
       "  faces fist | fist fist | fist fist | 1/2/2 | 2/3/3 | 3/4/4\n");
  spit(dir / "broken.card", "set br \"Broken\"\n\ncard 1 \"Oops\n");
  spit(dir / "empty.card", "set em \"Empty\"\n");
  auto lacks = dice("draft --format rainbow-draft --sets avx,asm -q");
  CHECK(lacks.code == 1);
  CHECK(has(lacks.err, "not enough rare cards"));
  auto norarity = dice("draft --format rainbow-draft --sets avx,sky," + (dir / "norarity.card") + " -q");
  CHECK(norarity.code == 1);
  CHECK(has(norarity.err, "norarity.card:3"));
  CHECK(has(norarity.err, "has no rarity"));
  auto broken = dice("draft --format rainbow-draft --sets " + (dir / "broken.card") + " -q");
  CHECK(broken.code == 1);
  CHECK(has(broken.err, "broken.card:"));
  auto empty = dice("draft --format rainbow-draft --sets " + (dir / "empty.card") + " -q");
  CHECK(empty.code == 1);
  CHECK(has(empty.err, "empty.card"));
  auto unknown = dice("draft --format rainbow-draft --sets avc -q");
  CHECK(unknown.code == 1);
  CHECK(has(unknown.err, "did you mean 'avx'"));
  // The example set by its folder name, with the starters: drafts.
  CHECK(dice("draft --format rainbow-draft --sets avx,asm,example -q").code == 0);
}

TEST_CASE("cli draft: play and sim draft first; options are checked; formats that don't draft are refused") {
  TempDir dir;
  const std::string log = dir / "game.jsonl";
  auto play = dice("play --format draft-teams --option dice_limit=10 --agents greedy,random --seed 5 -q --log " + log);
  INFO(play.err);
  REQUIRE(play.code == 0);
  const std::string text = slurp(log);
  CHECK(has(text, "\"type\":\"draft_start\""));
  CHECK(has(text, "\"type\":\"draft_over\""));
  CHECK(has(text, "\"type\":\"game_over\""));
  const auto start = nlohmann::json::parse(text.substr(0, text.find('\n')));
  CHECK(start["life"] == 10);
  CHECK(start["draft"]["seats"] == 2);

  auto sim = dice("sim --format rainbow-draft --players 4 --option packs=4 -n 20 -j 2 --json -q");
  INFO(sim.err);
  REQUIRE(sim.code == 0);
  auto totals = nlohmann::json::parse(sim.out);
  CHECK(totals["games"] == 20);
  CHECK(totals["players"] == 2);
  CHECK(totals["script_errors"] == 0);

  auto bad = dice("play --format draft-teams --option dice_limit=30 -q");
  CHECK(bad.code == 1);
  CHECK(has(bad.err, "it is 8 to 20"));
  auto syntax = dice("play --format draft-teams --option dice_limit -q");
  CHECK(syntax.code == 2);  // the command line's mistake (docs/cli.md)
  CHECK(has(syntax.err, "name=value"));
  auto nodraft = dice("draft --format constructed -q");
  CHECK(nodraft.code == 2);
  CHECK(has(nodraft.err, "constructed has no draft"));
  auto random = dice("team random --format rainbow-draft");
  CHECK(random.code == 1);
  CHECK(has(random.err, "dice draft --format rainbow-draft"));
}

TEST_CASE("cli draft: teams drafted under a format are played and simulated under it later, skipping its draft") {
  TempDir dir;
  auto draft = dice("draft --format draft-teams --option dice_limit=12 --seed 3 --out " + dir / "pod" + " -q");
  INFO(draft.err);
  REQUIRE(draft.code == 0);
  const std::string one = dir / "pod/seat-1.team", two = dir / "pod/seat-2.team";
  // The file records the format and the options it was drafted under.
  CHECK(has(slurp(one), "\nformat: draft-teams\noptions: dice_limit=12\n"));
  const std::string teams = " --teams " + one + "," + two;
  const std::string log = dir / "game.jsonl";
  auto play = dice("play --format draft-teams --option dice_limit=12" + teams + " --seed 4 -q --log " + log);
  INFO(play.err);
  REQUIRE(play.code == 0);
  const std::string text = slurp(log);
  CHECK_FALSE(has(text, "\"type\":\"draft_start\""));  // no draft: the teams are the files'
  CHECK(has(text, "\"type\":\"game_over\""));
  // The teams played are the drafted ones: every card of seat 1's file is in the game.
  const auto start = nlohmann::json::parse(text.substr(0, text.find('\n')));
  CHECK(start["players"][0]["cards"].size() >= 4);
  auto sim = dice("sim --format draft-teams --option dice_limit=12" + teams + " -n 10 --json -q");
  INFO(sim.err);
  REQUIRE(sim.code == 0);
  CHECK(nlohmann::json::parse(sim.out)["games"] == 10);

  // Other options than the draft's: refused, naming the options to give.
  auto other = dice("play --format draft-teams" + teams + " -q");
  CHECK(other.code == 1);
  CHECK(has(other.err, "seat-1.team:3: error: drafted under the options --option dice_limit=12; this game has none"));
  // Another drafting format, a hand-made file, a file of another format: each says why.
  auto rainbow = dice("play --format rainbow-draft" + teams + " -q");
  CHECK(rainbow.code == 1);
  CHECK(has(rainbow.err, "rainbow-draft drafts its teams: a team file brought to it is one drafted under it (format: rainbow-draft), "
                         "not under draft-teams"));
  spit(dir / "hand.team", "name: mine\nformat: draft-teams\n\n3 Beast: Big Boy Blue\nbasic: Force Beam\n");
  auto hand = dice("play --format draft-teams --option dice_limit=12 --teams " + dir / "hand.team" + "," + two + " -q");
  CHECK(hand.code == 1);
  CHECK(has(hand.err, "no drafted: lines: draft-teams takes teams drafted under it"));
}
