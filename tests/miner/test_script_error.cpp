// A scoring script that fails during a game ends it at once, bounded, reason "script_error",
// its message naming the script's file and line, logged as a script_error line; the engine
// never crashes for it, whatever the script does.
#include <nlohmann/json.hpp>

#include "tests/miner/content_files.hpp"
#include "tests/miner/support.hpp"

using namespace dm;
using namespace dm::miner;
using namespace dm::miner::test;

namespace {

struct Ended {
  MatchResult result;
  std::string message;
  std::vector<nlohmann::json> errors;  // script_error lines
  int round = 0;
};

Ended play_with(const std::string& scoring) {
  const ContentFolder f("error", {{"scoring.lua", scoring}});
  const Loaded l = f.load();
  MinerMatch m(l.content, l.scoring, 2, 1);
  Ended e;
  m.set_log([&](const std::string& line) {
    const auto j = nlohmann::json::parse(line);
    if (j["type"] == "script_error") e.errors.push_back(j);
  });
  m.advance();
  while (!m.over()) REQUIRE(!m.apply(0));
  e.result = m.result();
  e.message = m.state().message;
  e.round = m.state().round;
  // The file's path is the folder's: keep only its name for the checks.
  const auto at = e.message.find("scoring.lua");
  if (at != std::string::npos) e.message = e.message.substr(at);
  return e;
}

}  // namespace

TEST_CASE("A scoring rule that errors during a game ends it as bounded, naming the file and line", "[miner][script_error][sanitize]") {
  const Ended e = play_with(
      "return {\n"
      "  rule \"boom\" (function(players)\n"
      "    if #players[1].faces > 3 then error(\"too many faces\") end\n"
      "    return { 0, 0 }\n"
      "  end),\n"
      "}\n");
  CHECK(e.result.over);
  CHECK(e.result.bounded);
  CHECK(e.result.reason == "script_error");
  CHECK(e.result.winner == kNone);
  CHECK(e.round == 1);
  CHECK(e.message == "scoring.lua:3: rule 'boom': too many faces");
  REQUIRE(e.errors.size() == 1);
  CHECK(e.errors[0]["line"] == 3);
  CHECK(e.errors[0]["message"] == "rule 'boom': too many faces");
}

TEST_CASE("A rule that runs past its budget, or returns what is not points, ends the game the same way", "[miner][script_error][sanitize]") {
  SECTION("an endless loop") {
    const Ended e = play_with("return {\n  rule \"forever\" (function(players)\n    while true do end\n  end),\n}\n");
    CHECK(e.result.reason == "script_error");
    CHECK(e.message.find("scoring.lua:") == 0);
    CHECK(e.message.find("instruction") != std::string::npos);
  }
  SECTION("text for points") {
    const Ended e = play_with("return {\n  rule \"words\" (function(players)\n    return { \"many\", 0 }\n  end),\n}\n");
    CHECK(e.result.reason == "script_error");
    CHECK(e.message == "scoring.lua:2: rule 'words': points must be whole numbers from -1000000 to 1000000 (player 1: string)");
  }
  SECTION("too few numbers") {
    const Ended e = play_with("return {\n  rule \"short\" (function(players)\n    return { 1 }\n  end),\n}\n");
    CHECK(e.message == "scoring.lua:2: rule 'short': a rule returns one number of points per player: 2, not 1");
  }
  SECTION("a face table changed") {
    const Ended e = play_with("return {\n  rule \"writes\" (function(players)\n    players[1].faces[1].tunnel = 5\n    return { 0, 0 }\n  end),\n}\n");
    CHECK(e.result.reason == "script_error");
    CHECK(e.message.find("scoring.lua:3:") == 0);
  }
  SECTION("memory") {
    const Ended e = play_with("return {\n  rule \"hoard\" (function(players)\n    local t = {}\n    for i = 1, 1e9 do t[i] = i end\n  end),\n}\n");
    CHECK(e.result.reason == "script_error");
    CHECK(e.result.bounded);
  }
}
