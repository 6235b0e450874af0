// dice replay as its users meet it: every format replays what dice play recorded, the log of
// the game played again is the original's byte for byte, a changed card, decision or state is
// named, sim writes the same replays however many threads play, --to tells the game up to a
// step, --scenario writes a ruling test that passes, and malformed files are refused.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "tests/cli_support.hpp"

using namespace dm::test;
namespace fs = std::filesystem;

namespace {

struct Played {
  std::string replay, log;
};

Played play(const TempDir& dir, const std::string& name, const std::string& args) {
  Played p{dir / (name + ".replay"), dir / (name + ".jsonl")};
  auto r = dice("play " + args + " -q --replay " + p.replay + " --log " + p.log);
  INFO(args << "\n" << r.err);
  REQUIRE(r.code == 0);
  return p;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::string join_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

// The line of step `n`.
std::size_t step_line(const std::vector<std::string>& lines, int n) {
  const std::string want = "{\"type\":\"step\",\"step\":" + std::to_string(n) + ",";
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i].rfind(want, 0) == 0) return i;
  FAIL("no step " << n);
  return 0;
}

// Each player's life in the last state line of a log.
std::vector<int> last_life(const std::vector<std::string>& lines) {
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    const auto j = nlohmann::json::parse(*it);
    if (j.value("type", "") != "state") continue;
    std::vector<int> out;
    for (const auto& p : j["players"]) out.push_back(p["life"].get<int>());
    return out;
  }
  FAIL("no state line");
  return {};
}

}  // namespace

TEST_CASE("cli replay: a game of every format replays identically, and its log is the original's byte for byte") {
  TempDir dir;
  const std::vector<std::pair<std::string, std::string>> games = {
      {"avx-demo", "--format avx-demo --seed 7 --agents random,greedy"},
      {"asm-demo", "--format asm-demo --seed 2 --agents greedy,random"},
      {"random-teams", "--format random-teams --seed 4 --agents random,random"},
      {"constructed", "--format constructed --seed 5 --agents random,greedy"},
      {"constructed-teams", "--format constructed --seed 5 --agents random,greedy --teams tests/teams/good/c_full.team,tests/teams/good/c_small.team"},
      {"casual", "--format casual --seed 6 --agents greedy,greedy"},
      {"basic-teams", "--format basic-teams --seed 8 --agents random,greedy"},
      {"doubles", "--format doubles --seed 9 --agents random,greedy,random,greedy"},
      {"draft-teams", "--format draft-teams --seed 10 --agents random,greedy"},
      {"rainbow-draft", "--format rainbow-draft --seed 11 --agents greedy,random --option pod=3 --option packs=4"},
      {"from-sim", "--format avx-demo --agents random,greedy --from-sim 21,1 --turn-cap 30"},
  };
  for (const auto& [name, args] : games) {
    const Played p = play(dir, name, args);
    const std::string again = dir / (name + "-again.jsonl");
    auto r = dice("replay " + p.replay + " --log " + again);
    INFO(name << "\n" << r.err);
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    CHECK(has(r.out, "the same game, "));
    CHECK(has(r.out, "reason: "));
    CHECK(slurp(again) == slurp(p.log));
    CHECK(slurp(again).size() > 1000);
  }
}

TEST_CASE("cli replay: a card changed since names the card; a decision or a state changed names the step") {
  TempDir dir;
  const Played p = play(dir, "game", "--format avx-demo --seed 7 --agents random,greedy");
  const auto lines = lines_of(slurp(p.replay));

  // The shipped content in a folder of its own, with one card's stats changed.
  const fs::path scripts = fs::path(dir.path) / "scripts";
  fs::copy("scripts", scripts, fs::copy_options::recursive);
  const std::string runner = "DM_SCRIPTS=" + scripts.string() + " " + DM_DICE_BIN;
  CHECK(run_tool(runner, "replay " + p.replay).code == 0);  // the same cards elsewhere hash the same
  const std::string card_file = (scripts / "cards/avx/avx.card").string();
  std::string cards = slurp(card_file);
  const auto torch = cards.find("card 12 \"Human Torch\" \"Playing with Fire\"");
  REQUIRE(torch != std::string::npos);
  const auto faces = cards.find("2/4/4", torch);
  REQUIRE(faces != std::string::npos);
  cards.replace(faces, 5, "2/4/5");
  spit(card_file, cards);
  auto changed = run_tool(runner, "replay " + p.replay);
  CHECK(changed.code == 1);
  CHECK(has(changed.err, "card avx-012 'Human Torch: Playing with Fire'"));
  CHECK(has(changed.err, "avx.card"));
  CHECK(has(changed.err, "has changed since the replay was made"));

  // The format script changed.
  spit(card_file, slurp("scripts/cards/avx/avx.card"));
  spit((scripts / "formats/avx-demo.lua").string(), slurp("scripts/formats/avx-demo.lua") + "-- edited\n");
  auto format = run_tool(runner, "replay " + p.replay);
  CHECK(format.code == 1);
  CHECK(has(format.err, "format script"));
  CHECK(has(format.err, "avx-demo.lua has changed"));

  // One decision edited: that step is named, with what the game offered instead.
  auto edited = lines;
  const std::size_t at = step_line(lines, 40);
  edited[at] = std::regex_replace(edited[at], std::regex("\"key\":\"[^\"]*\""), "\"key\":\"buy:424242\"");
  spit(dir / "decision.replay", join_lines(edited));
  auto decision = dice("replay " + dir / "decision.replay");
  CHECK(decision.code == 1);
  CHECK(has(decision.err, "step 40 (line " + std::to_string(at + 1) + "; turn "));
  CHECK(has(decision.err, "the replay holds 'buy:424242'"));
  CHECK(has(decision.err, "the game offers"));

  // One state hash edited: that step is named.
  edited = lines;
  const std::size_t h = step_line(lines, 90);
  edited[h] = std::regex_replace(edited[h], std::regex("\"hash\":\"[0-9a-f]*\""), "\"hash\":\"0123456789abcdef\"");
  spit(dir / "hash.replay", join_lines(edited));
  auto hash = dice("replay " + dir / "hash.replay");
  CHECK(hash.code == 1);
  CHECK(has(hash.err, "step 90 (line " + std::to_string(h + 1) + "; turn "));
  CHECK(has(hash.err, "the state afterwards differs"));
  CHECK(has(hash.err, "the replay holds 0123456789abcdef"));

  // Another engine version: a warning, and the hashes decide.
  edited = lines;
  edited[0] = std::regex_replace(edited[0], std::regex("\"engine\":\"[^\"]*\""), "\"engine\":\"0.0.1\"");
  spit(dir / "old.replay", join_lines(edited));
  auto old = dice("replay " + dir / "old.replay");
  CHECK(old.code == 0);
  CHECK(has(old.err, "warning: "));
  CHECK(has(old.err, "engine 0.0.1"));
}

TEST_CASE("cli replay: sim --replays writes the same files whatever -j, named by game index, and each replays") {
  TempDir dir;
  const std::string run = "sim --format random-teams --seed 5 -n 10 -q --replays-of every:3 --replays ";
  auto one = dice(run + dir / "j1" + " -j1");
  auto two = dice(run + dir / "j2" + " -j2");
  INFO(one.err << two.err);
  REQUIRE(one.code == 0);
  REQUIRE(two.code == 0);
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir / "j1")) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  CHECK(names == std::vector<std::string>{"game-000000.replay.jsonl", "game-000003.replay.jsonl", "game-000006.replay.jsonl",
                                          "game-000009.replay.jsonl"});
  for (const auto& n : names) {
    CHECK(slurp(dir / ("j1/" + n)) == slurp(dir / ("j2/" + n)));
    auto r = dice("replay " + dir / ("j1/" + n));
    INFO(n << r.err);
    CHECK(r.code == 0);
  }
  // Game 3 of the run is what play --from-sim plays: the same replay.
  const std::string mine = dir / "from-sim.replay";
  REQUIRE(dice("play --format random-teams --from-sim 5,3 --agents random,random -q --replay " + mine).code == 0);
  CHECK(slurp(mine) == slurp(dir / "j1/game-000003.replay.jsonl"));

  // Games that reach the turn limit, and games by index.
  auto limit = dice("sim --format tests/replays/formats/short-games.lua -n 4 -q --replays-of turn-limit --replays " + dir / "limit");
  REQUIRE(limit.code == 0);
  int files = 0;
  for (const auto& e : fs::directory_iterator(dir / "limit")) {
    ++files;
    // A format played by path is read again only when the command line names it.
    auto r = dice("replay " + e.path().string() + " --format tests/replays/formats/short-games.lua");
    CHECK(r.code == 0);
    CHECK(has(r.out, "reason: turn_limit"));
  }
  CHECK(files == 4);
  auto some = dice("sim --format avx-demo -n 6 -q --replays-of 1,4 --replays " + dir / "some");
  REQUIRE(some.code == 0);
  CHECK(fs::exists(dir / "some/game-000001.replay.jsonl"));
  CHECK(fs::exists(dir / "some/game-000004.replay.jsonl"));
  CHECK_FALSE(fs::exists(dir / "some/game-000000.replay.jsonl"));
  CHECK(dice("sim --format avx-demo -n 2 -q --replays-of sometimes --replays " + dir / "x").code == 2);
  CHECK(dice("sim --format avx-demo -n 2 -q --replays-of every:0 --replays " + dir / "x").code == 2);
  CHECK(dice("sim --format avx-demo -n 2 -q --replays-of all").code == 2);
}

TEST_CASE("cli replay: --html writes the same viewer page as the game played, and --to cuts it there") {
  TempDir dir;
  const std::string played = dir / "played.html", replayed = dir / "replayed.html", cut = dir / "cut.html";
  const std::string args = "--format doubles --seed 3 --agents greedy,random,greedy,random";
  REQUIRE(dice("play " + args + " -q --replay " + dir / "g.replay" + " --html " + played).code == 0);
  REQUIRE(dice("replay " + dir / "g.replay" + " --html " + replayed).code == 0);
  CHECK(slurp(replayed) == slurp(played));
  REQUIRE(dice("replay " + dir / "g.replay" + " --to 20 --html " + cut).code == 0);
  CHECK(slurp(cut).size() < slurp(played).size());
  CHECK(dice("replay " + dir / "g.replay" + " --html " + dir / "no/such/dir/x.html").code == 2);
}

TEST_CASE("cli replay: --to tells the game up to the step and shows the table there") {
  TempDir dir;
  const Played p = play(dir, "game", "--format avx-demo --seed 7 --agents random,greedy");
  // The state line after step N of the original log: life totals to compare with the table.
  auto r = dice("replay " + p.replay + " --to 30");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(has(r.out, "== avx-demo (rules avx2014), seed 7 =="));
  CHECK(has(r.out, "== Turn 1: P1 =="));
  CHECK(has(r.out, "== The table after step 30 of "));
  // The narration is the same as dice play's, cut at step 30.
  auto full = dice("play --format avx-demo --seed 7 --agents random,greedy");
  const std::string told = r.out.substr(0, r.out.find("\n== The table after"));
  CHECK(full.out.rfind(told, 0) == 0);
  CHECK(told.size() < full.out.size() / 2);
  // Life at step 30 as the replay's own log says it.
  const std::string log = dir / "to.jsonl";
  REQUIRE(dice("replay " + p.replay + " --to 30 --log " + log).code == 0);
  const auto log_lines = lines_of(slurp(log));
  const auto last_state = last_life(log_lines);
  REQUIRE(last_state.size() == 2);
  for (std::size_t i = 0; i < last_state.size(); ++i)
    CHECK(has(r.out, "P" + std::to_string(i + 1) + " (side " + std::to_string(i + 1) + "): life " + std::to_string(last_state[i])));
  // The decision pending there, its options, and the replay's answer to it (step 31's key).
  std::string key31;
  {
    std::istringstream in(slurp(p.replay));
    int n = 0;
    for (std::string line; std::getline(in, line);)
      if (line.find("\"type\":\"step\"") != std::string::npos && ++n == 31)
        key31 = nlohmann::json::parse(line)["key"].get<std::string>();
  }
  REQUIRE_FALSE(key31.empty());
  CHECK(std::regex_search(r.out, std::regex("\nP[12] is asked: [^\n]+\n(  \\([^\n]*\\)\n)?  \\[0\\] ")));
  CHECK(has(r.out, "(" + key31 + ")\n"));
  CHECK(has(r.out, "The replay's answer: " + key31 + "\n"));
  CHECK(dice("replay " + p.replay + " --to 0").code == 0);
  auto beyond = dice("replay " + p.replay + " --to 100000");
  CHECK(beyond.code == 2);
  CHECK(has(beyond.err, "the replay has "));
}

TEST_CASE("cli replay: --scenario writes the state at a step as a scenario that passes") {
  TempDir dir;
  for (const auto& [name, args] : std::vector<std::pair<std::string, std::string>>{
           {"avx", "--format avx-demo --seed 7 --agents random,greedy"},
           {"doubles", "--format doubles --seed 3 --agents random,greedy,random,greedy"},
           {"draft", "--format rainbow-draft --seed 3 --agents random,greedy"}}) {
    const Played p = play(dir, name, args);
    int written = 0;
    for (int step : {1, 35, 80, 120, 160}) {
      const std::string out = dir / (name + std::to_string(step) + ".lua");
      auto w = dice("replay " + p.replay + " --to " + std::to_string(step) + " --scenario " + out);
      INFO(name << " step " << step << "\n" << w.err);
      if (name == "draft" && step < 80) {
        // Still drafting: no turn has started for a scenario to start in.
        CHECK(w.code == 1);
        CHECK(has(w.err, "no scenario can be written"));
        continue;
      }
      REQUIRE(w.code == 0);
      std::smatch m;
      REQUIRE(std::regex_search(w.out, m, std::regex("the state after step (\\d+)")));
      const int held = std::stoi(m[1]);
      CHECK(held <= step);
      CHECK(held > step - 40);
      CHECK(has(slurp(out), "expect {"));
      auto s = dice("scenario " + out);
      INFO(slurp(out) << s.out);
      CHECK(s.code == 0);
      CHECK(has(s.out, "1 passed, 0 failed"));
      ++written;
    }
    CHECK(written >= 3);
  }
  // Written for a person: cards by title, faces by what they show, dice grouped by player and
  // zone, and none of the dice a new game already has where they are.
  const std::string avx = slurp(dir / "avx35.lua");
  INFO(avx);
  CHECK(has(avx, "{ \"Human Torch: Playing with Fire\", 2 }"));
  CHECK(has(avx, "basic_actions = { { \"Force Beam\", 3 }"));
  CHECK_FALSE(has(avx, "\"avx-0"));
  CHECK(has(avx, "    -- P1's dice: "));
  CHECK(std::regex_search(avx, std::regex("\\{ \"P[12] Sidekick \\d\", \"(used|reserve|prep|field)\", \"(fist|bolt|mask|shield|wild|0/1/1)\" \\}")));
  CHECK_FALSE(std::regex_search(avx, std::regex("\"P[12] Sidekick \\d\", \"used\", \\d")));  // no face by number where words say it
  CHECK_FALSE(has(avx, "\"supply\", 1 }"));
}

// Tagged sanitize so that CI replays them in a second build too: the sanitizer job's (-O1 with
// ASan and UBSan) besides the RelWithDebInfo one that made them.
TEST_CASE("cli replay: the golden replays, made by a RelWithDebInfo build, replay in this build", "[sanitize]") {
  int n = 0;
  for (const auto& e : fs::directory_iterator("tests/replays/golden")) {
    auto r = dice("replay " + e.path().string());
    INFO(e.path() << "\n" << r.err);
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    ++n;
  }
  CHECK(n >= 3);
}

TEST_CASE("cli replay: every malformed replay of the catalogue is refused with its message and exit 2") {
  int n = 0;
  for (const auto& e : fs::directory_iterator("tests/replays/malformed")) {
    if (e.path().extension() != ".replay") continue;
    std::string expect = slurp(fs::path(e.path()).replace_extension(".expect").string());
    while (!expect.empty() && (expect.back() == '\n' || expect.back() == '\r')) expect.pop_back();
    REQUIRE_FALSE(expect.empty());
    auto r = dice("replay " + e.path().string());
    INFO(e.path() << "\n" << r.err);
    CHECK(r.code == 2);
    CHECK(has(r.err, e.path().string() + expect));
    CHECK(r.out.empty());
    ++n;
  }
  CHECK(n >= 20);
  TempDir dir;
  // Too long a line is made here rather than kept in the catalogue.
  spit(dir / "long.replay", "{\"type\":\"replay\",\"engine\":\"" + std::string(70000, 'x') + "\"}\n");
  auto r = dice("replay " + dir / "long.replay");
  CHECK(r.code == 2);
  CHECK(has(r.err, "long.replay:1:65537: error: the line is 70029 bytes long"));
  CHECK(dice("replay " + dir / "missing.replay").code == 2);
  CHECK(dice("replay").code == 2);
  CHECK(dice("play --format avx-demo -q --replay " + dir / "no/such/folder/x.replay").code == 2);
}
