// A/B runs: the same seeds with card A in the teams and with card B in its place, and the
// difference in the win rate of the team(s) that held A.
#include <cstdio>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "tools/common/output.hpp"
#include "dm/sim_stats.hpp"
#include "tools/dice/sim_output.hpp"

namespace dm::cli {

Comparison compare_results(const SimResult& with_a, const SimResult& with_b, const std::string& a, const std::string& b,
                           const std::vector<int>& players) {
  Comparison c;
  c.card_a = a;
  c.card_b = b;
  c.players = players;
  for (int p : players) {
    const auto i = static_cast<std::size_t>(p);
    if (i < with_a.totals.entrants.size()) c.games_a += with_a.totals.entrants[i].games, c.wins_a += with_a.totals.entrants[i].wins;
    if (i < with_b.totals.entrants.size()) c.games_b += with_b.totals.entrants[i].games, c.wins_b += with_b.totals.entrants[i].wins;
  }
  return c;
}

std::string comparison_json(const Comparison& c, const SimResult& with_a, const SimResult& with_b) {
  const Interval ia = wilson(c.wins_a, c.games_a), ib = wilson(c.wins_b, c.games_b);
  const Interval d = newcombe_difference(c.wins_a, c.games_a, c.wins_b, c.games_b);
  nlohmann::json out = {
      {"compare", {{"a", c.card_a}, {"b", c.card_b}, {"name_a", c.name_a}, {"name_b", c.name_b}, {"players", c.players}}},
      {"a", {{"games", c.games_a}, {"wins", c.wins_a}, {"rate", rate(c.wins_a, c.games_a)}, {"low", ia.low}, {"high", ia.high}}},
      {"b", {{"games", c.games_b}, {"wins", c.wins_b}, {"rate", rate(c.wins_b, c.games_b)}, {"low", ib.low}, {"high", ib.high}}},
      {"difference",
       {{"rate", rate(c.wins_b, c.games_b) - rate(c.wins_a, c.games_a)}, {"low", d.low}, {"high", d.high}, {"method", "newcombe"}}},
      {"with_a", nlohmann::json::parse(sim_json(with_a))},
      {"with_b", nlohmann::json::parse(sim_json(with_b))}};
  return tools::dump_json(out, 2);
}

void print_comparison(const Comparison& c) {
  const Interval ia = wilson(c.wins_a, c.games_a), ib = wilson(c.wins_b, c.games_b);
  const Interval d = newcombe_difference(c.wins_a, c.games_a, c.wins_b, c.games_b);
  std::string who;
  for (int p : c.players) who += (who.empty() ? "P" : ", P") + std::to_string(p + 1);
  std::printf("the team of %s, the same %llu seeds each way:\n", who.c_str(), static_cast<unsigned long long>(c.games_a));
  std::printf("  with %-10s %-30.30s wins %s%% [%s, %s]\n", c.card_a.c_str(), c.name_a.c_str(),
              pct(rate(c.wins_a, c.games_a)).c_str(), pct(ia.low).c_str(), pct(ia.high).c_str());
  std::printf("  with %-10s %-30.30s wins %s%% [%s, %s]\n", c.card_b.c_str(), c.name_b.c_str(),
              pct(rate(c.wins_b, c.games_b)).c_str(), pct(ib.low).c_str(), pct(ib.high).c_str());
  const double diff = rate(c.wins_b, c.games_b) - rate(c.wins_a, c.games_a);
  std::printf("  difference (B - A) %+.1f points, 95%% interval [%+.1f, %+.1f] (Newcombe)%s\n", 100 * diff, 100 * d.low,
              100 * d.high, d.low > 0 || d.high < 0 ? "" : ": not distinguishable from no change at this many games");
}

}  // namespace dm::cli
