// Every driver stops a game whose own rules never end a loop: dm::AnswerCount, the bound
// `dice play`, `dice sim` and Python's simulate keep whatever the game.
#include <catch2/catch.hpp>

#include "dm/limits.hpp"
#include "dm/match.hpp"

namespace {

// A game that asks one question forever and never ends: its turn moves only when told.
class EndlessMatch : public dm::Match {
 public:
  int turn_ = 1;
  const std::string& game_name() const override { return name_; }
  int player_count() const override { return 2; }
  void advance() override {}
  bool over() const override { return false; }
  dm::PlayerId decider() const override { return 0; }
  int option_count() const override { return 1; }
  int decision_code() const override { return 0; }
  std::string decision_name() const override { return "again"; }
  std::uint64_t option_code(int) const override { return 0; }
  std::string option_key(int) const override { return "again"; }
  std::string option_label(int) const override { return "again"; }
  std::string prompt() const override { return "again?"; }
  using Match::apply;
  std::optional<std::string> apply(int) override { return std::nullopt; }
  std::unique_ptr<Match> clone() const override { return std::make_unique<EndlessMatch>(*this); }
  bool equals(const Match&) const override { return false; }
  std::uint64_t hash() const override { return 0; }
  std::string serialize() const override { return ""; }
  std::unique_ptr<Match> observation(dm::PlayerId, std::uint64_t) const override { return clone(); }
  std::string observation_json(dm::PlayerId) const override { return "{}"; }
  dm::MatchResult result() const override { return {}; }
  int turn() const override { return turn_; }
  void set_log(dm::LogSink) override {}
  std::string state_line() const override { return "{}"; }

 private:
  std::string name_ = "endless";
};

}  // namespace

TEST_CASE("a driver stops a game past the decisions one turn allows, naming the turn", "[limits][driver]") {
  EndlessMatch m;
  m.turn_ = 7;
  dm::AnswerCount count;
  for (std::uint32_t i = 0; i < dm::limits::kDriverDecisionsPerTurn; ++i) REQUIRE(count.note(m).empty());
  const std::string stop = count.note(m);
  CHECK(stop.find("more than 20000 decisions in turn 7") != std::string::npos);
  CHECK(stop.find("docs/limits.md") != std::string::npos);
}

TEST_CASE("a driver counts each turn's decisions afresh", "[limits][driver]") {
  EndlessMatch m;
  dm::AnswerCount count;
  for (int turn = 1; turn <= 3; ++turn) {
    m.turn_ = turn;
    for (std::uint32_t i = 0; i < dm::limits::kDriverDecisionsPerTurn; ++i) REQUIRE(count.note(m).empty());
  }
}

TEST_CASE("a driver stops a game past the decisions one game allows", "[limits][driver]") {
  EndlessMatch m;
  dm::AnswerCount count;
  std::string stop;
  std::uint64_t answers = 0;
  // A new turn every 10,000 answers: the turn bound never stops it, the game's does.
  while (stop.empty() && answers <= dm::limits::kDriverDecisionsPerGame) {
    m.turn_ = static_cast<int>(answers / 10'000) + 1;
    stop = count.note(m);
    ++answers;
  }
  CHECK(answers == dm::limits::kDriverDecisionsPerGame + 1);
  CHECK(stop.find("more than 4000000 decisions") != std::string::npos);
}
