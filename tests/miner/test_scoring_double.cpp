// The rules reach scoring only through the Scoring seam (include/dm/miner.hpp): here a C++
// double stands in for the Lua scripts, with content built in C++, and whole games play with
// no Lua at all, as tests/test_runtime_double.cpp plays Dice Masters' cards.
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "tests/miner/support.hpp"

using namespace dm;
using namespace dm::miner;

namespace {

// A face of the content below: symbols beer, tunnel, magic, chest.
miner::Face face(const std::string& name, int beer, int tunnel, int magic, int chest) { return miner::Face{name, {beer, tunnel, magic, chest}}; }

std::shared_ptr<Content> stones() {
  auto c = std::make_shared<Content>();
  c->format = "stones";
  c->symbols = {"beer", "tunnel", "magic", "chest"};
  DieKind k;
  k.name = "stone";
  k.count = 13;
  k.faces = {face("1", 0, 1, 0, 0), face("2", 0, 2, 0, 0), face("3", 0, 3, 0, 0), face("beer", 1, 0, 0, 0), face("magic", 0, 0, 1, 0),
             face("chest", 0, 0, 0, 1)};
  c->kinds = {k};
  c->roles = Roles{0, 2, 3, 0, {1, 2, 3, 4, 0, 0}};
  // Three spots: two on the ground, one on both.
  c->mountain.spots.resize(3);
  c->mountain.spots[2].rests_on = {0, 1};
  c->mountain.spots[0].above = c->mountain.spots[0].slides_from = {2};
  c->mountain.spots[1].above = c->mountain.spots[1].slides_from = {2};
  c->mountain.fill_order = {0, 1, 2};
  return c;
}

// Each player scores the sum of their tunnel symbols; counts its calls.
class SumOfTunnels : public Scoring {
 public:
  int calls = 0;
  ScoreResult score(const Content& c, const std::vector<std::vector<TroveFace>>& troves, bool details) override {
    ++calls;
    ScoreResult r;
    RuleScore rule;
    rule.rule = "sum";
    for (const auto& t : troves) {
      int sum = 0;
      for (const TroveFace& f : t) sum += c.count(c.kinds[static_cast<std::size_t>(f.kind)].faces[static_cast<std::size_t>(f.face)], 1);
      rule.points.push_back(sum);
      if (details) rule.details.push_back(std::to_string(sum) + " in all");
    }
    r.totals = rule.points;
    r.rules.push_back(rule);
    return r;
  }
};

// A double that fails, as a script would.
class Broken : public Scoring {
 public:
  ScoreResult score(const Content&, const std::vector<std::vector<TroveFace>>& troves, bool) override {
    ScoreResult r;
    r.failed = true;
    r.file = "double.cpp";
    r.line = 7;
    r.message = "no points today";
    r.totals.assign(troves.size(), 0);
    return r;
  }
};

}  // namespace

TEST_CASE("Games play through the Scoring seam with a C++ double and content built in C++", "[miner][double]") {
  const auto content = stones();
  for (int players : {2, 3, 4})
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
      auto scoring = std::make_shared<SumOfTunnels>();
      MinerMatch m(content, scoring, players, seed);
      std::vector<int> logged(static_cast<std::size_t>(players), 0);
      m.set_log([&](const std::string& line) {
        if (line.rfind("{\"type\":\"round_score\"", 0) == 0) {
          const auto j = nlohmann::json::parse(line);
          if (!j.contains("tiebreak")) logged[j["player"].get<std::size_t>()] += j["points"].get<int>();
        }
      });
      auto agent = make_agent("random", seed, "dice-miner");
      m.advance();
      while (!m.over()) {
        test::check_invariants(m);
        REQUIRE(!m.apply(agent->choose(m)));
      }
      CHECK(m.result().reason == "score");
      CHECK(m.state().round == 3);
      for (PlayerId p = 0; p < players; ++p) CHECK(m.state().players[static_cast<std::size_t>(p)].total == logged[static_cast<std::size_t>(p)]);
      // Three scorings at least, one a round (and one a tie-break).
      CHECK(scoring->calls == 3 + m.state().tiebreak);
      CHECK(m.state().dice.size() == 13);
    }
}

TEST_CASE("A scoring that fails ends the game at once, bounded, with its file and line", "[miner][double]") {
  const auto content = stones();
  MinerMatch m(content, std::make_shared<Broken>(), 2, 3);
  std::vector<std::string> lines;
  m.set_log([&](const std::string& l) { lines.push_back(l); });
  m.advance();
  while (!m.over()) REQUIRE(!m.apply(0));
  const MatchResult r = m.result();
  CHECK(r.bounded);
  CHECK(r.reason == "script_error");
  CHECK(r.winner == kNone);
  CHECK(m.state().round == 1);
  CHECK(m.state().message == "double.cpp:7: no points today");
  CHECK(m.script_errors() == 1);
  CHECK(std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
    return l.find("\"type\":\"script_error\",\"file\":\"double.cpp\",\"line\":7,\"message\":\"no points today\"") != std::string::npos;
  }));
  CHECK(m.over_fields().find("\"message\":\"double.cpp:7: no points today\"") != std::string::npos);
}
