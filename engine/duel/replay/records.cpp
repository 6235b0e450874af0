// The hero duel's own field in replay files (engine/records/game_records.hpp): the turn cap a
// game was played with when it was not the format's (`dice play --turn-cap`), so that the
// replay ends where the game ended. No lines of its own: the heroes come from the format.
// Steps may be decided by as many seats as the header names agents.
#include "engine/duel/module.hpp"

namespace dm::duel {

namespace {

class Reader final : public records::GameLineReader {
 public:
  void header(const records::RecordLine& l) override {
    const auto& j = l.value();
    if (j.contains("turn_cap")) l.integer(j["turn_cap"], {"turn_cap"}, "turn_cap", 1, 10000);
    // A table of more than two (hero-teams, hero-ffa): the header names an agent a seat (the
    // shared reader checks the list; the table refuses a seating it can't set up).
    if (j.contains("agents") && j["agents"].is_array() && j["agents"].size() > 2 && j["agents"].size() <= 8)
      seats_ = static_cast<int>(j["agents"].size());
  }
  void line(int, const records::RecordLine&) override {}
  void advance(int, int, const std::string&, const records::RecordLine&) override {}
  int seats() const override { return seats_; }
  // The reasons are checked when the replay is played: the game must end for the same one.
  std::string bad_reason(const std::string&) const override { return ""; }
  void finish() override {}

 private:
  int seats_ = 2;
};

std::unique_ptr<records::GameLineReader> reader() { return std::make_unique<Reader>(); }

}  // namespace

const records::GameRecords& replay_records() {
  static const records::GameRecords r{{"turn_cap"}, {}, {}, reader};
  return r;
}

}  // namespace dm::duel
