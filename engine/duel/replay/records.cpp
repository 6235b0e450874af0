// The hero duel's own field in replay files (engine/records/game_records.hpp): the turn cap a
// game was played with when it was not the format's (`dice play --turn-cap`), so that the
// replay ends where the game ended. No lines of its own: the heroes come from the format.
#include "engine/duel/module.hpp"

namespace dm::duel {

namespace {

class Reader final : public records::GameLineReader {
 public:
  void header(const records::RecordLine& l) override {
    const auto& j = l.value();
    if (j.contains("turn_cap")) l.integer(j["turn_cap"], {"turn_cap"}, "turn_cap", 1, 10000);
  }
  void line(int, const records::RecordLine&) override {}
  void advance(int, int, const std::string&, const records::RecordLine&) override {}
  int seats() const override { return 2; }
  // The reasons are checked when the replay is played: the game must end for the same one.
  std::string bad_reason(const std::string&) const override { return ""; }
  void finish() override {}
};

std::unique_ptr<records::GameLineReader> reader() { return std::make_unique<Reader>(); }

}  // namespace

const records::GameRecords& replay_records() {
  static const records::GameRecords r{{"turn_cap"}, {}, {}, reader};
  return r;
}

}  // namespace dm::duel
