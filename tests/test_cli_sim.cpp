// dice sim as its users meet it: --list-games and play --from-sim replay the same game, shards
// merge through files, the progress line stays off logs, A/B runs, and the HTML page as
// headless Chromium renders it.
#include <nlohmann/json.hpp>
#include <sstream>

#include "tests/cli_support.hpp"

using namespace dm::test;

namespace {

const std::string kTeams = "tests/teams/good/c_full.team,tests/teams/good/c_small.team";

// The game_over line of a log.
nlohmann::json last_line(const std::string& log) {
  std::istringstream in(slurp(log));
  std::string line, last;
  while (std::getline(in, line))
    if (!line.empty()) last = line;
  return nlohmann::json::parse(last);
}

}  // namespace

TEST_CASE("cli sim: --list-games names each game, and play --from-sim replays it to the same final state") {
  TempDir dir;
  for (const std::string& run : {std::string("--format avx-demo --agents greedy,random"),
                                 "--format constructed --agents random,greedy --teams " + kTeams}) {
    auto list = dice("sim " + run + " --seed 21 -n 4 --list-games --json -q");
    INFO(list.err);
    REQUIRE(list.code == 0);
    std::istringstream in(list.out);
    std::vector<nlohmann::json> games;
    for (std::string line; std::getline(in, line);) games.push_back(nlohmann::json::parse(line));
    REQUIRE(games.size() == 4);
    for (std::size_t i = 0; i < 4; ++i) {
      CHECK(games[i]["game"] == i);
      CHECK(games[i]["agents"].size() == 2);
      CHECK(games[i].contains("reason"));
    }
    // Game 1 has the seats rotated.
    CHECK(games[1]["agents"][0] == games[0]["agents"][1]);
    for (int i : {1, 2}) {
      const std::string log = dir / ("replay" + std::to_string(i) + ".jsonl");
      auto play = dice("play " + run + " --from-sim 21," + std::to_string(i) + " -q --log " + log);
      INFO(play.err);
      REQUIRE(play.code == 0);
      const auto over = last_line(log);
      CHECK(over["type"] == "game_over");
      CHECK(over["hash"] == games[static_cast<std::size_t>(i)]["hash"]);
      CHECK(over["turns"] == games[static_cast<std::size_t>(i)]["turns"]);
      const auto start = nlohmann::json::parse(slurp(log).substr(0, slurp(log).find('\n')));
      CHECK(start["seed"] == games[static_cast<std::size_t>(i)]["seed"]);
      CHECK(start["agents"] == games[static_cast<std::size_t>(i)]["agents"]);
    }
  }
  auto text = dice("sim --format avx-demo --seed 21 -n 2 --list-games -q");
  CHECK(has(text.out, "game 1 seed "));
  CHECK(dice("play --format avx-demo --from-sim 21 -q").code == 2);
}

TEST_CASE("cli sim: shards written to files merge to the run's JSON, and other runs and repeats are refused by name") {
  TempDir dir;
  const std::string args = "sim --format avx-demo --agents greedy,random --seed 3 -n 12 --json -q";
  auto whole = dice(args);
  REQUIRE(whole.code == 0);
  for (int i = 0; i < 3; ++i) {
    auto part = dice(args + " --shard " + std::to_string(i) + "/3 -j 2");
    REQUIRE(part.code == 0);
    spit(dir / ("s" + std::to_string(i) + ".json"), part.out);
  }
  auto merged = dice("sim --merge " + (dir / "s0.json") + " " + (dir / "s1.json") + " " + (dir / "s2.json") + " --json");
  INFO(merged.err);
  REQUIRE(merged.code == 0);
  CHECK(nlohmann::json::parse(merged.out) == nlohmann::json::parse(whole.out));
  const auto j = nlohmann::json::parse(whole.out);
  CHECK(j["run"]["format"] == "avx-demo");
  CHECK(j["run"]["shard"] == nlohmann::json::parse("[0,1]"));
  CHECK(j["run"]["sets"].size() > 0);
  CHECK(j["run"]["sets"][0]["hash"].get<std::string>().size() == 16);
  CHECK(j["agents"][0]["name"] == "greedy");
  CHECK(j["agents"][0].contains("low"));

  auto twice = dice("sim --merge " + (dir / "s0.json") + " " + (dir / "s0.json") + " --json");
  CHECK(twice.code == 1);
  CHECK(has(twice.err, "s0.json"));
  CHECK(has(twice.err, "same shard"));
  spit(dir / "other.json", dice("sim --format avx-demo --agents greedy,random --seed 4 -n 12 --json -q --shard 1/3").out);
  auto other = dice("sim --merge " + (dir / "s0.json") + " " + (dir / "other.json"));
  CHECK(other.code == 1);
  CHECK(has(other.err, "other.json"));
  CHECK(has(other.err, "different runs"));
  auto partial = dice("sim --merge " + (dir / "s0.json") + " " + (dir / "s2.json") + " --json");
  CHECK(partial.code == 0);
  CHECK(has(partial.err, "merged 2 of 3 shards"));
  for (const char* bad : {"3/2", "1", "a/2", "1/2x"}) {
    auto r = dice(std::string("sim --format avx-demo -n 2 -q --shard ") + bad);
    CHECK(r.code == 2);
    CHECK(has(r.err, "--shard takes i/n"));
  }
  spit(dir / "junk.json", "{\"games\": 3}");
  auto junk = dice("sim --merge " + (dir / "junk.json"));
  CHECK(junk.code == 1);
  CHECK(has(junk.err, "junk.json"));
}

TEST_CASE("cli sim: no progress line when standard error is not a terminal, one on a terminal") {
  auto r = dice("sim --format avx-demo -n 6");
  REQUIRE(r.code == 0);
  CHECK(r.err.empty());
  CHECK(has(r.out, "first player"));
  CHECK(has(r.out, "  1. random "));
  CHECK(has(r.out, "  P2 "));
  CHECK(has(r.out, "game length "));
  // On a terminal (script gives the command one): the line updates in place and is cleared.
  auto tty = run_tool("script", "-qec '" + std::string(DM_DICE_BIN) + " sim --format avx-demo -n 30 -j 1 >/dev/null' /dev/null");
  CHECK(tty.code == 0);
  CHECK(has(tty.out, "/30 games"));
  CHECK(has(tty.out, "games/s"));
  auto quiet = run_tool("script", "-qec '" + std::string(DM_DICE_BIN) + " sim --format avx-demo -n 30 -q >/dev/null' /dev/null");
  CHECK_FALSE(has(quiet.out, "games/s"));
}

TEST_CASE("cli sim: --compare plays the same seeds with card B in place of card A and reports the difference") {
  auto r = dice("sim --format constructed --teams " + kTeams + " --agents greedy,greedy -n 16 --compare 'Drax: Pained=avx-024' --json -q");
  INFO(r.err);
  REQUIRE(r.code == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["compare"]["players"] == nlohmann::json::parse("[1]"));
  CHECK(j["a"]["games"] == 16);
  CHECK(j["b"]["games"] == 16);
  const double diff = j["b"]["rate"].get<double>() - j["a"]["rate"].get<double>();
  CHECK(j["difference"]["rate"].get<double>() == Approx(diff));
  CHECK(j["difference"]["low"].get<double>() <= diff);
  CHECK(j["difference"]["high"].get<double>() >= diff);
  CHECK(j["with_b"]["cards"].contains("avx-024"));
  CHECK(j["with_a"]["run"]["seed"] == j["with_b"]["run"]["seed"]);
  auto missing = dice("sim --format constructed --teams " + kTeams + " -n 2 --compare avx-999=avx-024 -q");
  CHECK(missing.code == 1);
  CHECK(has(missing.err, "avx-999"));
  // A misspelt card is answered with the nearest the library has, on either side.
  auto misspelt = dice("sim --format constructed --teams " + kTeams + " -n 2 --compare 'Drax: Pianed=avx-024' -q");
  CHECK(misspelt.code == 1);
  CHECK(has(misspelt.err, "no card 'Drax: Pianed' (did you mean 'Drax: Pained'?)"));
  auto misspelt_b = dice("sim --format constructed --teams " + kTeams + " -n 2 --compare 'Drax: Pained=Hlk' -q");
  CHECK(has(misspelt_b.err, "no card 'Hlk' (did you mean 'Hulk'?)"));
  auto no_teams = dice("sim --format avx-demo -n 2 --compare avx-001=avx-024 -q");
  CHECK(no_teams.code == 2);
  CHECK(has(no_teams.err, "--teams"));
}
