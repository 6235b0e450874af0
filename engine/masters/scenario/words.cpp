#include "engine/masters/scenario/words.hpp"

#include <algorithm>

namespace dm::scenario {

std::optional<Zone> zone_named(const std::string& text) {
  std::string z = squash(text);
  std::replace(z.begin(), z.end(), ' ', '_');
  std::replace(z.begin(), z.end(), '-', '_');
  for (const char* suffix : {"_area", "_pool", "_pile", "_zone"}) {
    const std::string s = suffix;
    if (z.size() > s.size() && z.compare(z.size() - s.size(), s.size(), s) == 0) z.erase(z.size() - s.size());
  }
  if (z == "out" || z == "outofplay") z = "out_of_play";
  auto parsed = parse_zone(z);
  return parsed;
}

std::optional<DecisionKind> decision_named(const std::string& s) {
  for (int k = 0; k <= static_cast<int>(DecisionKind::Draft); ++k)
    if (to_string(static_cast<DecisionKind>(k)) == s) return static_cast<DecisionKind>(k);
  return std::nullopt;
}

}  // namespace dm::scenario
