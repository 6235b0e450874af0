#pragma once
// The counts behind the limits every game keeps (docs/limits.md, "Limits every game keeps"),
// written once: the decisions of a turn and of a game, and the bytes of its log. Every game
// keeps them through dm::BoundedMatch (dm/bounded_match.hpp); Dice Masters, whose kernel counts
// a decision when it is reached, holds the same two counts itself. Public API.
#include <cstdint>
#include <string>

#include "dm/match.hpp"

namespace dm {

// Decisions counted against limits::kDecisionsPerTurn and limits::kDecisionsPerGame. Not part
// of a game's state (no hash, no equality): it changes no rule, only stops a game that would
// never end. Clones carry it on.
struct DecisionCount {
  int turn = -1;              // the turn `in_turn` counts
  std::uint32_t in_turn = 0;  // decisions in that turn
  std::uint64_t total = 0;    // decisions in the game

  // Counts one decision in `now`; why the game must stop there, or "" to go on.
  std::string count(int now);
};

// A game's log sink, silent after limits::kLogBytesPerGame bytes but for one `log_limit` line,
// so no game writes without end. A copy has no sink: clones never write to their original's log.
class LogBudget {
 public:
  LogBudget() = default;
  LogBudget(const LogBudget&) {}
  LogBudget& operator=(const LogBudget&) {
    sink_ = nullptr;
    bytes_ = 0;
    return *this;
  }
  void set(LogSink sink) {
    sink_ = std::move(sink);
    bytes_ = 0;
  }
  // Whether lines are wanted at all: building one costs, so callers ask first.
  bool on() const { return sink_ != nullptr; }
  void write(const std::string& line) const;

 private:
  LogSink sink_;                     // where lines go (none: not logging)
  mutable std::uint64_t bytes_ = 0;  // written so far, newlines included
};

}  // namespace dm
