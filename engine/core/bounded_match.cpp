// The answer path every game shares: refusal, choice line, the rules' answer, the decision
// bounds, state line, in this order for every game.
#include "dm/bounded_match.hpp"

#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include "engine/text/json_text.hpp"

namespace dm {

std::optional<std::string> BoundedMatch::apply(int option) {
  if (auto why = refusal(*this, option)) return why;
  if (logging()) log_line(choice_line(*this, option));
  answer(option);
  if (!over()) {
    std::string why = decisions_.count(turn());
    if (!why.empty()) {
      bound_ = why + ": the game is stopped (docs/limits.md)";
      spdlog::warn("{} stopped at a limit: {}", game_name(), bound_);
      if (logging()) log_line(json_text(nlohmann::json{{"type", "limit"}, {"reason", "decision_limit"}, {"message", bound_}}));
      end_at_bound();
    }
  }
  if (logging()) log_line(state_line());
  return std::nullopt;
}

}  // namespace dm
