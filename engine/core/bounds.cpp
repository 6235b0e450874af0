// The limits every game keeps, counted in one place so every game words them alike.
#include "dm/bounds.hpp"

#include <nlohmann/json.hpp>

#include "dm/limits.hpp"
#include "engine/text/json_text.hpp"

namespace dm {

std::string DecisionCount::count(int now) {
  if (now != turn) turn = now, in_turn = 0;
  if (++in_turn > limits::kDecisionsPerTurn)
    return "more than " + std::to_string(limits::kDecisionsPerTurn) + " decisions in turn " + std::to_string(now);
  if (++total > limits::kDecisionsPerGame) return "more than " + std::to_string(limits::kDecisionsPerGame) + " decisions in one game";
  return "";
}

void LogBudget::write(const std::string& line) const {
  if (!sink_ || bytes_ > limits::kLogBytesPerGame) return;
  bytes_ += line.size() + 1;
  if (bytes_ <= limits::kLogBytesPerGame) return sink_(line);
  sink_(json_text(nlohmann::json{{"type", "log_limit"}, {"bytes", limits::kLogBytesPerGame}}));
}

}  // namespace dm
