// What every game's driver does the same way (include/dm/match.hpp): the refusals of apply()
// in one wording, and the `choice` line of an answer.
#include <nlohmann/json.hpp>

#include "dm/match.hpp"

namespace dm {

std::optional<std::string> refusal(const Match& m, int option) {
  if (m.over()) return std::string("the game is over");
  if (m.decider() == kNone || m.option_count() == 0) return std::string("no decision is pending");
  if (option < 0 || option >= m.option_count())
    return "option " + std::to_string(option) + " is out of range (0.." + std::to_string(m.option_count() - 1) + ")";
  return std::nullopt;
}

std::string key_refusal(const Match& m, std::string_view key) {
  if (m.over()) return "the game is over";
  std::string keys;
  for (int i = 0; i < m.option_count() && i < 20; ++i) keys += (i ? ", " : "") + m.option_key(i);
  if (m.option_count() > 20) keys += ", ...";
  return "no option has the key '" + std::string(key.substr(0, 200)) + "'" + (keys.empty() ? std::string() : " (options: " + keys + ")");
}

std::string choice_line(const Match& m, int option) {
  const nlohmann::json line{{"type", "choice"},
                            {"player", m.decider()},
                            {"decision", m.decision_name()},
                            {"key", m.option_key(option)},
                            {"label", m.option_label(option)}};
  return line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace dm
