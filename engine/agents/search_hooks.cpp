// Each game's hooks for the tree search, by name.
#include "engine/agents/search_hooks.hpp"

namespace dm::agents {

namespace {

void every_option(const Match& m, std::vector<int>& out) {
  out.clear();
  for (int i = 0; i < m.option_count(); ++i) out.push_back(i);
}

const SearchHooks& defaults() {
  static const SearchHooks h = [] {
    SearchHooks x;
    x.evaluate = outcome_values;
    x.candidates = every_option;
    return x;
  }();
  return h;
}

}  // namespace

std::vector<double> outcome_values(const Match& m) {
  const int sides = m.side_count();
  std::vector<double> out(static_cast<std::size_t>(sides), 0.5);
  if (!m.over()) return out;
  const MatchResult r = m.result();
  if (r.winner != kNone)
    for (SideId x = 0; x < sides; ++x) out[static_cast<std::size_t>(x)] = x == r.winner ? 1.0 : 0.0;
  return out;
}

const SearchHooks& search_hooks(std::string_view game) {
  if (game == "dice-masters") return dice_masters_search();
  if (game == "dice-miner") return dice_miner_search();
  if (game == "hero-duel") return hero_duel_search();
  return defaults();
}

}  // namespace dm::agents
