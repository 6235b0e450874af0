// The search's defaults for a game that gives no judgment of its own (search_hooks.hpp).
#include "engine/agents/search_hooks.hpp"

namespace dm::agents {

void every_option(const Match& m, std::vector<int>& out) {
  out.clear();
  for (int i = 0; i < m.option_count(); ++i) out.push_back(i);
}

std::vector<double> outcome_values(const Match& m) {
  const int sides = m.side_count();
  std::vector<double> out(static_cast<std::size_t>(sides), 0.5);
  if (!m.over()) return out;
  const MatchResult r = m.result();
  if (r.winner != kNone)
    for (SideId x = 0; x < sides; ++x) out[static_cast<std::size_t>(x)] = x == r.winner ? 1.0 : 0.0;
  return out;
}

}  // namespace dm::agents
