// The viewer page's recorder against the game it records: one step for the start and one for
// each decision, every step's data the game as it stood then (read back out of the page the
// way its script reads it), and text from outside escaped.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "tests/harness.hpp"
#include "engine/masters/view/viewer.hpp"

using namespace dm;
using nlohmann::json;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The data the page carries, out of its script element.
json page_data(const std::string& html) {
  const std::string open = "<script id=\"game-data\" type=\"application/json\">";
  auto a = html.find(open);
  REQUIRE(a != std::string::npos);
  a += open.size();
  const auto b = html.find("</script>", a);
  REQUIRE(b != std::string::npos);
  return json::parse(html.substr(a, b - a));
}

// Every step whole, as the page's script rebuilds it: what a step leaves out is carried over.
struct Shown {
  std::vector<json> dice;  // by die id: [zone, controller, face, damage, blocking, (attack, defense)]
  json vals = json::object();
  json step;
};
std::vector<Shown> rebuild(const json& data) {
  std::vector<Shown> out;
  Shown cur;
  for (const auto& st : data["steps"]) {
    for (const auto& row : st.value("d", json::array())) {
      const auto id = row[0].get<std::size_t>();
      if (cur.dice.size() <= id) cur.dice.resize(id + 1);
      json v = json::array();
      for (std::size_t i = 1; i < row.size(); ++i) v.push_back(row[i]);
      cur.dice[id] = v;
    }
    for (const char* key : {"t", "a", "s", "l", "p", "q", "sel"})
      if (st.contains(key)) cur.vals[key] = st[key];
    cur.step = st;
    out.push_back(cur);
  }
  return out;
}

// The game at one step, as a person watching it would note it down.
struct Seen {
  int turn = 0;
  std::vector<int> life;
  std::vector<Die> dice;
  std::vector<std::pair<int, int>> stats;  // attack and defense of character dice in the field, else (-1, -1)
  std::string choice;                      // the decision that led here
};
Seen note(const Game& g, std::string choice) {
  Seen s{g.state().turn, {}, g.state().dice, {}, std::move(choice)};
  for (const auto& side : g.state().sides) s.life.push_back(side.life);
  for (const auto& d : g.state().dice)
    s.stats.push_back(in_field(d.zone) && g.state().face(d.id).is_character() ? std::pair{g.attack(d.id), g.defense(d.id)}
                                                                              : std::pair{-1, -1});
  return s;
}

json start_line(const std::string& format, std::uint64_t seed, int players) {
  json seats = json::array();
  for (int p = 0; p < players; ++p) seats.push_back({{"player", p}, {"agent", "random"}, {"cards", json::array()}});
  return {{"type", "game_start"}, {"format", format}, {"seed", seed}, {"life", 10}, {"players", seats}};
}

}  // namespace

TEST_CASE("viewer: a step for the start and one for each decision, each the game as it stood then") {
  for (const auto& [format, seed] : std::vector<std::pair<std::string, std::uint64_t>>{{"avx-demo", 5}, {"doubles", 2}}) {
    INFO(format);
    Game g = test::make_format(format, seed);
    const int players = g.state().player_count();
    view::ViewerRecorder rec(g, start_line(format, seed, players));
    g.set_log([&](const std::string& line) { rec.event(line); });
    std::vector<std::unique_ptr<Agent>> agents;
    for (int p = 0; p < players; ++p) agents.push_back(make_agent("random", seed * 10 + static_cast<std::uint64_t>(p)));
    g.advance();
    rec.step(g);
    std::vector<Seen> seen{note(g, "")};
    int decisions = 0;
    while (!g.over() && decisions < 5000) {
      const PlayerId p = g.pending().player;
      const int choice = agents[static_cast<std::size_t>(p)]->choose(g);
      const std::string label = "P" + std::to_string(p + 1) + ": " + g.option_label(choice);
      REQUIRE_FALSE(g.apply(choice));
      ++decisions;
      rec.step(g);
      seen.push_back(note(g, label));
    }
    REQUIRE(g.over());
    rec.event(json{{"type", "game_over"}, {"winner", g.state().winner}, {"reason", "life"}, {"turns", g.state().turn},
                   {"life", seen.back().life}}
                  .dump());

    const json data = page_data(rec.page());
    const auto shown = rebuild(data);
    REQUIRE(shown.size() == static_cast<std::size_t>(decisions) + 1);
    CHECK(data["head"]["players"].size() == static_cast<std::size_t>(players));
    int fielded = 0;
    for (std::size_t k = 0; k < shown.size(); ++k) {
      INFO("step " << k);
      const Shown& s = shown[k];
      const Seen& want = seen[k];
      CHECK(s.vals["t"].get<int>() == want.turn);
      CHECK(s.vals["l"].get<std::vector<int>>() == want.life);
      REQUIRE(s.dice.size() == want.dice.size());
      for (const Die& d : want.dice) {
        const json& v = s.dice[static_cast<std::size_t>(d.id)];
        INFO("die " << d.id);
        REQUIRE(v.size() >= 5);
        CHECK(v[0].get<int>() == static_cast<int>(d.zone));
        CHECK(v[1].get<int>() == d.controller);
        CHECK(v[2].get<int>() == d.face);
        CHECK(v[3].get<int>() == d.damage);
        CHECK(v[4].get<int>() == d.blocking);
        const auto [atk, def] = want.stats[static_cast<std::size_t>(d.id)];
        if (atk >= 0) {
          REQUIRE(v.size() == 7);
          CHECK(v[5].get<int>() == atk);
          CHECK(v[6].get<int>() == def);
          ++fielded;
        }
      }
      // The decision that led to a step heads it, in its option's words.
      if (k == 0) CHECK_FALSE(s.step.contains("c"));
      else CHECK(data["texts"][s.step["c"].get<std::size_t>()].get<std::string>() == markup_escape(want.choice));
    }
    CHECK(fielded > 0);  // the game had characters in the field, and their stats were checked

    // The account of the game is there, turn by turn, and its end is told in the last step.
    const auto texts = data["texts"].get<std::vector<std::string>>();
    // A team's turn is its side's: "side 2 (P2 and P4)" in doubles, "P2" alone in a duel.
    const std::string second = g.state().player_count() > g.state().side_count() ? "== Turn 2: side 2 (P2 and P4) ==" : "== Turn 2: P2 ==";
    CHECK(std::find(texts.begin(), texts.end(), second) != texts.end());
    std::string last;
    for (const auto& i : shown.back().step["x"]) last += texts[i.get<std::size_t>()] + "\n";
    CHECK(has(last, "Game over after " + std::to_string(g.state().turn) + " turns"));
    CHECK(has(data["result"].get<std::string>(), "Game over after"));
  }
}

TEST_CASE("viewer: text from teams, formats and scripts is escaped, and nothing closes the data early") {
  Game g = test::make_format("avx-demo", 3);
  json start = start_line("<script>alert(1)</script>", 3, 2);
  start["players"][0]["agent"] = "<b>bold</b>";
  start["players"][1]["team"] = "Tom & \"Jerry\"'s <team>";
  view::ViewerRecorder rec(g, start);
  g.set_log([&](const std::string& line) { rec.event(line); });
  g.advance();
  rec.event(R"({"type":"script_error","card":"avx-001","ability":1,"message":"</script><img src=x onerror=alert(1)>"})");
  rec.step(g);
  const std::string html = rec.page();
  CHECK_FALSE(has(html, "<img"));
  CHECK_FALSE(has(html, "<b>bold"));
  CHECK_FALSE(has(html, "<script>alert"));
  CHECK(has(html, "&lt;img src=x onerror=alert(1)&gt;"));
  CHECK(has(html, "&lt;b&gt;bold&lt;/b&gt;"));
  CHECK(has(html, "Tom &amp; &quot;Jerry&quot;&apos;s &lt;team&gt;"));
  CHECK(has(html, "<title>dice: &lt;script&gt;alert(1)&lt;/script&gt;, seed 3</title>"));
  // Three scripts: the error catcher, the data, the page's own; the data survived whole.
  std::size_t scripts = 0;
  for (auto at = html.find("<script"); at != std::string::npos; at = html.find("<script", at + 1)) ++scripts;
  CHECK(scripts == 3);
  const json data = page_data(html);
  CHECK(data["head"]["players"][0]["agent"] == "&lt;b&gt;bold&lt;/b&gt;");
  REQUIRE(data["steps"].size() == 1);
  // Nothing of the page comes from the network.
  CHECK_FALSE(has(html, "http"));
  CHECK_FALSE(has(html, "src=\""));
}

TEST_CASE("viewer: a Dice Masters game too long for its page keeps its first steps and its last, and says so", "[viewer][limits]") {
  const std::string format = "avx-demo";
  const std::uint64_t seed = 5;
  std::vector<Seen> seen;
  std::string page;
  for (const std::uint64_t budget : {limits::kViewerStepBytes, std::uint64_t{3000}}) {
    Game g = test::make_format(format, seed);
    view::ViewerRecorder rec(g, start_line(format, seed, 2), budget);
    g.set_log([&](const std::string& line) { rec.event(line); });
    auto a = make_agent("random", 1), b = make_agent("random", 2);
    g.advance();
    rec.step(g);
    seen.assign(1, note(g, ""));
    while (!g.over()) {
      REQUIRE_FALSE(g.apply((g.pending().player == 0 ? a : b)->choose(g)));
      rec.step(g);
      seen.push_back(note(g, ""));
    }
    page = rec.page();
    if (budget == limits::kViewerStepBytes) CHECK_FALSE(has(page, "id=\"page-note\""));
  }
  CHECK(has(page, "id=\"page-note\""));
  CHECK(has(page, "This game was too long to keep every step: the page shows its first "));
  const auto shown = rebuild(page_data(page));
  REQUIRE(shown.size() < seen.size());
  REQUIRE(shown.size() >= 2);
  // The steps kept are the game's first, and the last is the end as it stood, dice and all.
  for (std::size_t k : {std::size_t{0}, shown.size() - 2}) CHECK(shown[k].vals["t"].get<int>() == seen[k].turn);
  const Shown& end = shown.back();
  CHECK(end.vals["l"].get<std::vector<int>>() == seen.back().life);
  for (const Die& d : seen.back().dice) CHECK(end.dice[static_cast<std::size_t>(d.id)][0].get<int>() == static_cast<int>(d.zone));
}
