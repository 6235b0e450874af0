#pragma once
// What every game's match keeps alike, written once: the words of a refused answer, the
// `choice` and `state` lines around an answer, the decisions a turn and a game may take, and
// the bytes its log may hold (docs/limits.md, "Limits every game keeps"). A game derives from
// this instead of dm::Match and writes its rules' answer(); apply() is this class's. Public API.
#include <optional>
#include <string>

#include "dm/bounds.hpp"
#include "dm/match.hpp"

namespace dm {

class BoundedMatch : public Match {
 public:
  using Match::apply;
  // Refuses what can't be answered (dm::refusal), logs the choice, lets the rules answer and
  // run to the next decision, then counts the decision: past a bound the game ends there,
  // `bounded`, whatever its rules would have done.
  std::optional<std::string> apply(int option) final;
  void set_log(LogSink sink) final { log_.set(std::move(sink)); }

  const DecisionCount* decision_count() const final { return &decisions_; }
  // Why the game was stopped at a bound ("" when it wasn't).
  const std::string& bound_reached() const { return bound_; }

  // The game's log: whether lines are wanted (building one costs, so ask first), and one line.
  bool logging() const { return log_.on(); }
  void log_line(const std::string& line) const { log_.write(line); }

 protected:
  BoundedMatch() = default;
  // A clone counts on from where its original was, and writes to no log.
  BoundedMatch(const BoundedMatch&) = default;
  BoundedMatch& operator=(const BoundedMatch&) = default;

  // The rules take option `option` of the pending decision (already known to be legal) and
  // run until the next decision or the end.
  virtual void answer(int option) = 0;
  // Ends the game now, with no winner and nothing pending: a bound was reached (`why`). The
  // game's result() then says `bounded`, with the reason "decision_limit".
  virtual void end_at_bound() = 0;

 private:
  DecisionCount decisions_;  // the decisions answered, by turn and in all
  LogBudget log_;            // the game's log (a clone has none)
  std::string bound_;        // the bound that ended the game, worded for people ("" if none)
};

}  // namespace dm
