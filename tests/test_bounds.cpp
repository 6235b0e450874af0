// The limits every game keeps, counted once (dm/bounds.hpp): the decisions of a turn and of a
// game, and the bytes of a log.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "dm/bounds.hpp"
#include "dm/limits.hpp"

TEST_CASE("a game stops past the decisions one turn allows, naming the turn", "[limits][bounds]") {
  dm::DecisionCount count;
  for (std::uint32_t i = 0; i < dm::limits::kDecisionsPerTurn; ++i) REQUIRE(count.count(7).empty());
  CHECK(count.count(7) == "more than 5000 decisions in turn 7");
}

TEST_CASE("each turn's decisions are counted afresh", "[limits][bounds]") {
  dm::DecisionCount count;
  for (int turn = 1; turn <= 3; ++turn)
    for (std::uint32_t i = 0; i < dm::limits::kDecisionsPerTurn; ++i) REQUIRE(count.count(turn).empty());
  CHECK(count.total == 3 * dm::limits::kDecisionsPerTurn);
}

TEST_CASE("a game stops past the decisions one game allows", "[limits][bounds]") {
  dm::DecisionCount count;
  std::string stop;
  std::uint64_t answers = 0;
  // A new turn every 1,000 decisions: the turn bound never stops it, the game's does.
  while (stop.empty() && answers <= dm::limits::kDecisionsPerGame) stop = count.count(static_cast<int>(answers++ / 1000));
  CHECK(answers == dm::limits::kDecisionsPerGame + 1);
  CHECK(stop == "more than 1000000 decisions in one game");
}

TEST_CASE("a log past its bytes writes one log_limit line and then nothing", "[limits][bounds]") {
  std::vector<std::string> lines;
  std::uint64_t bytes = 0;
  dm::LogBudget log;
  log.set([&](const std::string& l) { lines.push_back(l.size() > 100 ? "big" : l), bytes += l.size() + 1; });
  const std::string line(1 << 20, 'x');  // 1 MiB a line
  for (int i = 0; i < 300; ++i) log.write(line);
  REQUIRE(lines.size() == 256);  // 255 whole lines fit in 256 MiB with their newlines, then the marker
  CHECK(lines.back() == R"({"bytes":268435456,"type":"log_limit"})");
  CHECK(bytes <= dm::limits::kLogBytesPerGame + 100);
}

TEST_CASE("a copied log writes nowhere: a clone never writes to its original's log", "[limits][bounds]") {
  int written = 0;
  dm::LogBudget log;
  log.set([&](const std::string&) { ++written; });
  dm::LogBudget copy = log;
  CHECK_FALSE(copy.on());
  copy.write("{}");
  log.write("{}");
  CHECK(written == 1);
}
