// The shared tools drive every game through dm::Match and the registry (docs/games.md): the
// registry names both games and which game a format sets up; `dice formats list` groups the
// formats by game; a Dice Miner game is recorded, replayed, a changed decision is named and
// --to shows the pending decision; `dice sim` reports its win rates, the same for the same
// seed; the viewer page draws its mountain, troves and scores in Chromium; its scenarios pass.
#include <nlohmann/json.hpp>
#include <sstream>

#include "dm/games.hpp"
#include "tests/browser_support.hpp"

using namespace dm::test;
using nlohmann::json;

namespace {

const std::string kSource = DM_SOURCE_DIR;

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

// The game at each step of the viewer page from its log: the last state line before each
// decision, and before the end (step k is the game after k decisions).
std::vector<json> log_steps(const std::string& path) {
  std::vector<json> steps;
  json last;
  for (const auto& line : lines_of(slurp(path))) {
    const json j = json::parse(line);
    if (j["type"] == "state") last = j;
    else if (j["type"] == "choice" || j["type"] == "game_over") steps.push_back(last);
  }
  return steps;
}

// From `open` to the first of `ends` after it (or the end).
std::string between(const std::string& text, const std::string& open, std::initializer_list<const char*> ends) {
  const auto a = text.find(open);
  REQUIRE(a != std::string::npos);
  auto b = std::string::npos;
  for (const char* e : ends) b = std::min(b, text.find(e, a + open.size()));
  return text.substr(a, b == std::string::npos ? std::string::npos : b - a);
}

// The text of the element with id `id` up to its first child's tag or its end.
std::string element_text(const std::string& dom, const std::string& id) {
  const std::string open = "id=\"" + id + "\">";
  const auto a = dom.find(open);
  REQUIRE(a != std::string::npos);
  return dom.substr(a + open.size(), dom.find('<', a + open.size()) - a - open.size());
}

// The page shows Dice Miner step `k` as the log has it: each spot of the mountain with its die
// (or none), the bag, each player's trove die by die, their total and their score.
void check_miner_step(const std::string& dom, const json& state, std::size_t k) {
  INFO("step " << k);
  CHECK(has(dom, "data-step=\"" + std::to_string(k) + "\""));
  CHECK(has(dom, " " + std::to_string(state["bag"].get<int>()) + " dice in the bag"));
  const auto& mountain = state["mountain"];
  REQUIRE(mountain.size() > 0);
  for (std::size_t s = 0; s < mountain.size(); ++s) {
    const std::string spot = between(dom, "id=\"spot-" + std::to_string(s + 1) + "\"", {"class=\"mspot\"", "class=\"troves\""});
    INFO("spot " << s + 1);
    if (mountain[s].is_null()) {
      CHECK_FALSE(has(spot, "mdie"));
    } else {
      CHECK(has(spot, "id=\"die-" + std::to_string(mountain[s]["die"].get<int>()) + "\""));
      CHECK(has(spot, ">" + mountain[s]["face"].get<std::string>() + "<small>"));
    }
  }
  const auto& players = state["players"];
  for (std::size_t p = 0; p < players.size(); ++p) {
    const std::string id = "p" + std::to_string(p);
    const std::string total = std::to_string(players[p]["total"].get<int>());
    CHECK(has(dom, "id=\"" + id + "-total\">" + total + "<"));
    CHECK(has(dom, "id=\"score-" + std::to_string(p) + "\">" + total + "<"));
    const std::string trove = between(dom, "id=\"" + id + "-trove\"", {"id=\"player-", "</section>"});
    std::size_t dice = 0;
    for (std::size_t at = trove.find("class=\"mdie"); at != std::string::npos; at = trove.find("class=\"mdie", at + 1)) ++dice;
    CHECK(dice == players[p]["trove"].size());
    for (const auto& d : players[p]["trove"]) CHECK(has(trove, "id=\"die-" + std::to_string(d["die"].get<int>()) + "\""));
  }
  CHECK_FALSE(has(dom, "id=\"p" + std::to_string(players.size()) + "-total\""));
}

}  // namespace

TEST_CASE("games: the registry names Dice Masters, Dice Miner, the hero duel and Liar's Dice, and which game a format sets up") {
  std::vector<std::string> names;
  for (const dm::GameType* t : dm::game_types()) names.push_back(t->info().name);
  CHECK(names == std::vector<std::string>{"dice-masters", "dice-miner", "hero-duel", "liars-dice"});
  const dm::GameType* miner = dm::find_game_type("dice-miner");
  REQUIRE(miner);
  CHECK(miner->info().name == "dice-miner");
  CHECK(miner->info().min_players == 2);
  CHECK(miner->info().max_players == 4);
  REQUIRE(dm::find_game_type("dice-masters"));
  CHECK(dm::find_game_type("dice-masters")->info().name == "dice-masters");
  CHECK(dm::find_game_type("nope") == nullptr);
  CHECK(dm::find_game_type("") == nullptr);

  CHECK(dm::format_game(kSource + "/scripts/formats/dice-miner.lua") == "dice-miner");
  CHECK(dm::format_game(kSource + "/scripts/formats/dice-miner-crystal.lua") == "dice-miner");
  CHECK(dm::format_game(kSource + "/scripts/formats/avx-demo.lua") == "dice-masters");
  CHECK(dm::format_game("dice-miner") == "dice-miner");
  CHECK(dm::format_game("avx-demo") == "dice-masters");
  CHECK(dm::format_game("hero-duel") == "hero-duel");
  CHECK_THROWS(dm::format_game(kSource + "/scripts/formats/no-such-format.lua"));
}

TEST_CASE("games: dice formats list --json names each format's game") {
  auto r = dice("formats list --json");
  INFO(r.err);
  REQUIRE(r.code == 0);
  const json list = json::parse(r.out);
  REQUIRE(list.is_array());
  std::map<std::string, std::string> game_of;
  for (const auto& f : list) game_of[f["name"].get<std::string>()] = f["game"].get<std::string>();
  CHECK(game_of["dice-miner"] == "dice-miner");
  CHECK(game_of["dice-miner-crystal"] == "dice-miner");
  CHECK(game_of["avx-demo"] == "dice-masters");
  CHECK(game_of["rainbow-draft"] == "dice-masters");
  CHECK(game_of["hero-duel"] == "hero-duel");
  for (const auto& [name, game] : game_of) {
    INFO(name);
    CHECK((game == "dice-masters" || game == "dice-miner" || game == "hero-duel" || game == "liars-dice"));
  }
  // In words the formats are grouped under each game's title.
  auto text = dice("formats list");
  REQUIRE(text.code == 0);
  const auto miner_at = text.out.find("(game \"dice-miner\")");
  REQUIRE(miner_at != std::string::npos);
  CHECK(text.out.find("dice-miner-crystal", miner_at) != std::string::npos);
  // The example variant is listed as the engine's own, never as one of the publisher's expansions.
  CHECK(text.out.find("dice-miner-crystal Crystal Caves, this engine's own example variant (not a published expansion)") != std::string::npos);
  CHECK(text.out.find("avx-demo") < miner_at);
}

TEST_CASE("games: a Dice Miner game is recorded and replayed, a changed decision is named, and --to shows who is asked") {
  TempDir dir;
  const std::string replay = dir / "miner.replay";
  auto play = dice("play --format dice-miner --players 3 --seed 4 --agents heuristic,random,random --replay " + replay + " -q");
  INFO(play.err);
  REQUIRE(play.code == 0);
  const auto lines = lines_of(slurp(replay));
  REQUIRE(lines.size() > 20);
  const json head = json::parse(lines[0]);
  CHECK(head["type"] == "replay");
  CHECK(head["game"] == "dice-miner");
  CHECK(head["format"] == "dice-miner");
  CHECK(head["agents"].size() == 3);

  auto again = dice("replay " + replay);
  INFO(again.err);
  CHECK(again.code == 0);
  CHECK(has(again.out, "the same game"));

  // A step's key changed to another option the game offers: the state afterwards differs.
  std::size_t at = 0;
  json step;
  for (std::size_t i = 0; i < lines.size() && !at; ++i) {
    const json j = json::parse(lines[i]);
    if (j["type"] == "step" && j["key"].get<std::string>().rfind("take:", 0) == 0) at = i, step = j;
  }
  REQUIRE(at > 0);
  auto changed = lines;
  const std::string key = step["key"];
  const std::string other = key == "take:20" ? "take:19" : "take:20";
  changed[at].replace(changed[at].find("\"key\":\"" + key + "\""), key.size() + 8, "\"key\":\"" + other + "\"");
  REQUIRE(changed[at] != lines[at]);
  const std::string bad = dir / "changed.replay";
  spit(bad, join_lines(changed));
  auto differs = dice("replay " + bad);
  CHECK(differs.code == 1);
  CHECK_FALSE(has(differs.out, "the same game"));
  CHECK(has(differs.err, "step " + std::to_string(step["step"].get<int>())));

  auto to = dice("replay " + replay + " --to 5");
  INFO(to.err);
  CHECK(to.code == 0);
  CHECK(has(to.out, "The table after step 5"));
  CHECK(has(to.out, "The mountain"));
  CHECK(has(to.out, "is asked"));
}

TEST_CASE("games: dice sim plays Dice Miner, reports the heuristic's win rate, the same for the same seed") {
  const std::string args = "sim --format dice-miner -n 40 --agents heuristic,random --seed 3 --json -q";
  auto one = dice(args);
  INFO(one.err);
  REQUIRE(one.code == 0);
  const json j = json::parse(one.out);
  CHECK(j["games"] == 40);
  CHECK(j["run"]["format"] == "dice-miner");
  REQUIRE(j["agents"].size() == 2);
  const json& heuristic = j["agents"][0];
  CHECK(heuristic["name"] == "heuristic");
  CHECK(heuristic["games"] == 40);
  REQUIRE(heuristic.contains("low"));
  REQUIRE(heuristic.contains("high"));
  CHECK(heuristic["low"].get<double>() > 0.5);
  CHECK(heuristic["high"].get<double>() >= heuristic["rate"].get<double>());
  CHECK(heuristic["rate"].get<double>() >= heuristic["low"].get<double>());
  CHECK(j["agents"][1]["wins"].get<int>() + heuristic["wins"].get<int>() + j["ties"].get<int>() == 40);
  // The JSON holds no timing (games per second is told only in the text report), so a second
  // run with the same seed gives the same JSON entire.
  for (const char* timing : {"seconds", "elapsed", "per_second"}) CHECK_FALSE(has(one.out, timing));
  auto two = dice(args);
  REQUIRE(two.code == 0);
  CHECK(json::parse(two.out) == j);
  // Another seed plays other games.
  auto other = dice("sim --format dice-miner -n 40 --agents heuristic,random --seed 4 --json -q");
  REQUIRE(other.code == 0);
  CHECK(json::parse(other.out)["run"]["seed"] == 4);
}

TEST_CASE("games: the viewer page of a Dice Miner game shows the mountain, troves and scores of each step") {
  if (chromium().empty()) FAIL("chromium is not installed (setup.sh installs Debian's chromium package)");
  TempDir dir;
  const std::string page = dir / "miner.html", log = dir / "miner.jsonl";
  auto play = dice("play --format dice-miner --players 3 --seed 4 --agents heuristic,random,random -q --log " + log +
                   " --html " + page);
  INFO(play.err);
  REQUIRE(play.code == 0);
  const std::string html = slurp(page);
  CHECK_FALSE(has(html, "http"));  // self-contained: nothing is fetched
  const auto steps = log_steps(log);
  REQUIRE(steps.size() > 60);
  const std::string common = "timeout 90 " + chromium() + " --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=" +
                             (dir / "profile") + " --enable-logging=stderr --v=0 ";
  auto dom = [&](std::size_t k) {
    auto r = run_tool(common, "--dump-dom 'file://" + page + "#step=" + std::to_string(k) + "'");
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK_FALSE(has(r.out, "data-page-error="));
    CHECK_FALSE(has(r.err, ":CONSOLE("));
    return r.out;
  };

  // A step in the excavation of round 1 and a step in round 2, when scores are on the table.
  const std::size_t early = 20;
  std::size_t later = 0;
  for (std::size_t k = 0; k < steps.size() && !later; ++k)
    if (steps[k]["round"] == 2 && steps[k]["phase"] == "excavation" && steps[k]["bag"].get<int>() < 40) later = k;
  REQUIRE(later > early);
  int scored = 0;
  for (const auto& pl : steps[later]["players"]) scored += pl["total"].get<int>() != 0;
  REQUIRE(scored > 0);
  for (std::size_t k : {early, later}) {
    const std::string d = dom(k);
    check_miner_step(d, steps[k], k);
    // The end is not known while stepping through.
    CHECK(element_text(d, "result").empty());
    CHECK(has(element_text(d, "deciding"), " decides: "));
  }
  const std::size_t last = steps.size() - 1;
  const std::string end = dom(last);
  check_miner_step(end, steps.back(), last);
  const json over = json::parse(lines_of(slurp(log)).back());
  REQUIRE(over["type"] == "game_over");
  const std::string result = element_text(end, "result");
  CHECK(has(result, "Game over"));
  CHECK(has(result, "P1 " + std::to_string(over["totals"][0].get<int>())));

  // A picture of the table, not a blank page.
  const std::string png = dir / "miner.png";
  auto shot = run_tool(common, "--screenshot=" + png + " --window-size=1400,1000 'file://" + page + "#step=" +
                                   std::to_string(later) + "'");
  INFO(shot.err);
  REQUIRE(shot.code == 0);
  const std::string picture = slurp(png);
  REQUIRE(picture.size() > 24);
  CHECK(picture.substr(1, 3) == "PNG");
  CHECK(be32(picture, 16) == 1400);
  CHECK(be32(picture, 20) == 1000);
  CHECK(picture.size() > 40000);  // a blank page of this size compresses to a few kilobytes
}

TEST_CASE("games: the Dice Miner scenario files pass through dice scenario") {
  for (const char* file : {"tests/scenarios/miner/excavation.lua", "tests/scenarios/miner/scoring.lua"}) {
    auto r = dice(std::string("scenario ") + kSource + "/" + file);
    INFO(file << "\n" << r.out << r.err);
    CHECK(r.code == 0);
    CHECK(has(r.out, " passed, 0 failed"));
    CHECK_FALSE(has(r.out, "FAIL"));
  }
}

TEST_CASE("games: a hero duel is played, replayed and drawn, dice sim reports each hero's win rate") {
  TempDir dir;
  const std::string replay = dir / "duel.replay", page = dir / "duel.html", log = dir / "duel.jsonl";
  auto play = dice("play --format hero-duel --seed 4 --agents greedy,random -q --replay " + replay + " --log " + log + " --html " + page);
  INFO(play.err);
  REQUIRE(play.code == 0);
  const json head = json::parse(lines_of(slurp(replay))[0]);
  CHECK(head["game"] == "hero-duel");
  auto again = dice("replay " + replay);
  INFO(again.err);
  CHECK(again.code == 0);
  CHECK(has(again.out, "the same game"));
  auto to = dice("replay " + replay + " --to 5");
  CHECK(to.code == 0);
  CHECK(has(to.out, "Ember Warden"));
  // The log tells damage through the shared calculation, and ends with the game's last line.
  const std::string text = slurp(log);
  CHECK(has(text, "\"type\":\"damage\""));
  CHECK(json::parse(lines_of(text).back())["type"] == "game_over");
  const std::string html = slurp(page);
  CHECK(has(html, "Hero duel"));
  CHECK(has(html, "Tide Caller"));
  CHECK_FALSE(has(html, "http"));
  if (!chromium().empty()) {
    auto r = run_tool("timeout 90 " + chromium() + " --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=" + (dir / "profile") +
                          " --enable-logging=stderr --v=0 ",
                      "--dump-dom 'file://" + page + "#step=10'");
    CHECK(r.code == 0);
    CHECK_FALSE(has(r.out, "data-page-error="));
    CHECK(has(r.out, "id=\"p0-health\""));
    CHECK(has(r.out, "Ember Warden"));
    // At the last step the page tells the result: who won, with the heroes' health.
    const json over = json::parse(lines_of(text).back());
    auto end = run_tool("timeout 90 " + chromium() + " --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=" + (dir / "profile") +
                            " --enable-logging=stderr --v=0 ",
                        "--dump-dom 'file://" + page + "#step=100000'");
    CHECK(end.code == 0);
    const std::string result = element_text(end.out, "result");
    CHECK(has(result, "Game over after"));
    if (over["winner"].is_number()) CHECK(has(result, "P" + std::to_string(over["winner"].get<int>() + 1) + " ("));
    CHECK(has(result, "health P1 (Ember Warden) "));
  }

  auto sim = dice("sim --format hero-duel -n 60 --agents greedy,random --seed 3 --json -q");
  INFO(sim.err);
  REQUIRE(sim.code == 0);
  const json j = json::parse(sim.out);
  CHECK(j["games"] == 60);
  REQUIRE(j["agents"].size() == 2);
  CHECK(j["agents"][0]["low"].get<double>() > 0.5);  // greedy (Ember Warden's player) beats random
  CHECK(j["agents"][0]["high"].get<double>() >= j["agents"][0]["rate"].get<double>());
  CHECK(json::parse(dice("sim --format hero-duel -n 60 --agents greedy,random --seed 3 --json -q").out) == j);
}
