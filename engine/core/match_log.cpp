// The lines around any game's log (include/dm/game_log.hpp): written once for every game.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "dm/game_log.hpp"

namespace dm {

namespace {

using json = nlohmann::json;

// The game's own fields joined to a line; a field the line already has stays as it is.
void add_fields(json& line, const std::string& fields) {
  const json extra = json::parse(fields, nullptr, false);
  if (!extra.is_object()) return;
  for (auto it = extra.begin(); it != extra.end(); ++it)
    if (!line.contains(it.key())) line[it.key()] = it.value();
}

}  // namespace

std::string game_start_line(const Match& m, const std::string& format, std::uint64_t seed,
                            const std::vector<std::string>& agents) {
  json line{{"type", "game_start"}, {"game", m.game_name()}, {"format", format}, {"seed", seed}, {"agents", agents}};
  add_fields(line, m.start_fields());
  return line.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string game_over_line(const Match& m) {
  const MatchResult r = m.result();
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(m.hash()));
  json over{{"type", "game_over"},
            {"winner", r.winner == kNone ? json(nullptr) : json(r.winner)},
            {"reason", r.reason},
            {"turns", r.turns},
            {"hash", hash}};
  add_fields(over, m.over_fields());
  return over.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace dm
