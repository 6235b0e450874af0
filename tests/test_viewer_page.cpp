// The viewer page of `dice play --html` as a browser shows it: headless Chromium loads it
// without errors; the step named in the address is the one shown, with the life totals, bags
// and zones the game's log gives for that step; keys step through it; screenshots of two steps
// are pictures and differ; a doubles game shows its four players; and pages stay small.
#include <nlohmann/json.hpp>
#include <sstream>

#include "tests/browser_support.hpp"

using namespace dm::test;
using nlohmann::json;

namespace {

// The game at each step from its log: the last state line before each decision, and before
// the end (step k is the game after k decisions).
std::vector<json> log_steps(const std::string& path) {
  std::vector<json> steps;
  json last;
  std::istringstream in(slurp(path));
  for (std::string line; std::getline(in, line);) {
    const json j = json::parse(line);
    if (j["type"] == "state") last = j;
    else if (j["type"] == "choice" || j["type"] == "game_over") steps.push_back(last);
  }
  return steps;
}

struct Browser {
  std::string common;
  explicit Browser(const TempDir& dir)
      : common("timeout 90 " + chromium() + " --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=" +
               (dir / "profile") + " --enable-logging=stderr --v=0 ") {}
  // The page's DOM once loaded at `fragment`; fails the test on a page or console error.
  std::string dom(const std::string& page, const std::string& fragment) const {
    auto r = run_tool(common, "--dump-dom 'file://" + page + "#" + fragment + "'");
    INFO(fragment << "\n" << r.err);
    REQUIRE(r.code == 0);
    CHECK_FALSE(has(r.out, "data-page-error="));  // set by the page on an error
    CHECK_FALSE(has(r.err, ":CONSOLE("));
    return r.out;
  }
  std::string screenshot(const std::string& page, const std::string& fragment, const std::string& png) const {
    auto r = run_tool(common, "--screenshot=" + png + " --window-size=1400,1000 'file://" + page + "#" + fragment + "'");
    INFO(r.err);
    REQUIRE(r.code == 0);
    return slurp(png);
  }
};

std::string section(const std::string& dom, const std::string& open, const std::string& close) {
  const auto a = dom.find(open);
  REQUIRE(a != std::string::npos);
  return dom.substr(a, dom.find(close, a) - a);
}

// The page shows step `k` with the log's numbers: turn, each player's life, bag and zones.
void check_shows(const std::string& dom, const json& state, std::size_t k) {
  INFO("step " << k);
  CHECK(has(dom, "data-step=\"" + std::to_string(k) + "\""));
  CHECK(has(dom, "<b id=\"step-no\">" + std::to_string(k) + "</b>"));
  CHECK(has(dom, "<b id=\"turn-no\">" + std::to_string(state["turn"].get<int>()) + "</b>"));
  const auto& players = state["players"];
  for (std::size_t p = 0; p < players.size(); ++p) {
    const std::string id = "p" + std::to_string(p);
    CHECK(has(dom, "id=\"" + id + "-life\">" + std::to_string(players[p]["life"].get<int>()) + "<"));
    CHECK(has(dom, "id=\"" + id + "-bag\">" + std::to_string(players[p]["zones"]["bag"].size()) + "<"));
    for (const char* zone : {"prep", "reserve", "field", "attack", "used", "out_of_play"}) {
      INFO(id << " " << zone);
      CHECK(has(dom, "id=\"" + id + "-n-" + zone + "\">" + std::to_string(players[p]["zones"][zone].size()) + "<"));
    }
  }
  CHECK_FALSE(has(dom, "id=\"p" + std::to_string(players.size()) + "-life\""));
}

}  // namespace

TEST_CASE("viewer page: Chromium shows each step of an avx-demo game as the log has it, with no errors") {
  if (chromium().empty()) FAIL("chromium is not installed (setup.sh installs Debian's chromium package)");
  TempDir dir;
  const std::string page = dir / "game.html", log = dir / "game.jsonl";
  auto play = dice("play --format avx-demo --seed 7 --agents random,random -q --log " + log + " --html " + page);
  INFO(play.err);
  REQUIRE(play.code == 0);
  const std::string html = slurp(page);
  CHECK_FALSE(has(html, "http"));  // self-contained: nothing is fetched
  CHECK_FALSE(has(html, "src=\""));
  const auto steps = log_steps(log);
  REQUIRE(steps.size() > 10);
  Browser b(dir);

  // The first two steps in a row whose dice differ (a decision may change nothing on the table).
  std::size_t a = 1;
  while (a + 1 < steps.size() && steps[a]["players"] == steps[a + 1]["players"]) ++a;
  REQUIRE(a + 1 < steps.size());
  const std::string one = b.dom(page, "step=" + std::to_string(a)), two = b.dom(page, "step=" + std::to_string(a + 1));
  check_shows(one, steps[a], a);
  check_shows(two, steps[a + 1], a + 1);
  const std::string players_one = section(one, "<section id=\"players\"", "</section>");
  const std::string players_two = section(two, "<section id=\"players\"", "</section>");
  CHECK(players_one != players_two);
  CHECK(has(players_one, "class=\"die "));  // dice are drawn

  // The first step where a life total changed, and the end of the game.
  std::size_t hurt = 0;
  for (std::size_t k = 1; k < steps.size() && !hurt; ++k)
    if (steps[k]["players"][0]["life"] != steps[0]["players"][0]["life"] ||
        steps[k]["players"][1]["life"] != steps[0]["players"][1]["life"])
      hurt = k;
  REQUIRE(hurt > 0);
  check_shows(b.dom(page, "step=" + std::to_string(hurt)), steps[hurt], hurt);
  const std::string end = b.dom(page, "step=" + std::to_string(steps.size() - 1));
  check_shows(end, steps.back(), steps.size() - 1);
  CHECK(has(end, "Game over after"));

  // Keys move through the steps as the buttons do.
  const std::string right = b.dom(page, "step=" + std::to_string(a) + "&keys=ArrowRight");
  check_shows(right, steps[a + 1], a + 1);
  CHECK(section(right, "<section id=\"players\"", "</section>") == players_two);
  check_shows(b.dom(page, "step=3&keys=ArrowLeft,ArrowLeft"), steps[1], 1);
  check_shows(b.dom(page, "step=4&keys=End"), steps.back(), steps.size() - 1);
  check_shows(b.dom(page, "step=4&keys=Home"), steps[0], 0);
  // Past either end the page stays at the end.
  check_shows(b.dom(page, "step=100000"), steps.back(), steps.size() - 1);

  // Screenshots of two steps: pictures of the table, not blank pages, and not the same.
  const std::string shot_a = b.screenshot(page, "step=" + std::to_string(a), dir / "a.png");
  const std::string shot_b = b.screenshot(page, "step=" + std::to_string(hurt), dir / "b.png");
  for (const std::string* png : {&shot_a, &shot_b}) {
    REQUIRE(png->size() > 24);
    CHECK(png->substr(1, 3) == "PNG");
    CHECK(be32(*png, 16) == 1400);
    CHECK(be32(*png, 20) == 1000);
    CHECK(png->size() > 40000);  // a blank page of this size compresses to a few kilobytes
  }
  CHECK(shot_a != shot_b);
}

TEST_CASE("viewer page: a doubles game shows its four players") {
  if (chromium().empty()) FAIL("chromium is not installed (setup.sh installs Debian's chromium package)");
  TempDir dir;
  const std::string page = dir / "doubles.html", log = dir / "doubles.jsonl";
  auto play = dice("play --format doubles --seed 2 --agents random,random,random,random -q --log " + log + " --html " + page);
  INFO(play.err);
  REQUIRE(play.code == 0);
  const auto steps = log_steps(log);
  REQUIRE(steps.size() > 20);
  Browser b(dir);
  const std::string dom = b.dom(page, "step=20");
  CHECK(has(dom, "<section id=\"players\" class=\"four\">"));
  for (int p = 0; p < 4; ++p) CHECK(has(dom, "id=\"player-" + std::to_string(p) + "\""));
  check_shows(dom, steps[20], 20);
  // Partners share a side's life.
  CHECK(steps[20]["players"][0]["life"] == steps[20]["players"][2]["life"]);
}

TEST_CASE("viewer page: pages stay small, a 200-turn game's included") {
  TempDir dir;
  struct Played {
    std::string args;
    std::size_t most;
  };
  // A Rainbow Draft at 100 life runs to the 200-turn limit: 1800 steps with the draft's.
  for (const Played& game : {Played{"--format avx-demo --seed 7 --agents random,random", 120000},
                           Played{"--format doubles --seed 2 --agents random,random,random,random", 250000},
                           Played{"--format rainbow-draft --option life=100 --seed 1 --agents random,random", 400000}}) {
    INFO(game.args);
    const std::string page = dir / "page.html", log = dir / "page.jsonl";
    auto play = dice("play " + game.args + " -q --log " + log + " --html " + page);
    REQUIRE(play.code == 0);
    CHECK(slurp(page).size() < game.most);
    if (has(game.args, "rainbow")) CHECK(has(slurp(log), "\"turns\":200,"));
  }
}

TEST_CASE("viewer page: a page that can't be written stops dice play before the game") {
  TempDir dir;
  auto play = dice("play --format avx-demo --seed 7 --agents random,random --html " + (dir / "no/such/folder/page.html"));
  CHECK(play.code == 2);
  CHECK(has(play.err, "cannot write"));
  CHECK_FALSE(has(play.out, "Turn 1"));  // no game was played
}
