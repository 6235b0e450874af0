#include "dm/sim_stats.hpp"

#include <algorithm>
#include <cmath>

namespace dm {

Interval wilson(std::uint64_t wins, std::uint64_t games, double z) {
  if (games == 0) return {0, 1};
  const double n = static_cast<double>(games);
  const double p = static_cast<double>(wins) / n;
  const double z2 = z * z;
  const double denom = 1 + z2 / n;
  const double centre = (p + z2 / (2 * n)) / denom;
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom;
  // At 0 or all wins the bound is exactly 0 or 1; rounding would leave 0.9999999999999999.
  return {wins == 0 ? 0.0 : std::max(0.0, centre - half), wins == games ? 1.0 : std::min(1.0, centre + half)};
}

Interval newcombe_difference(std::uint64_t wins_a, std::uint64_t games_a, std::uint64_t wins_b, std::uint64_t games_b,
                             double z) {
  const double pa = rate(wins_a, games_a), pb = rate(wins_b, games_b);
  const Interval a = wilson(wins_a, games_a, z), b = wilson(wins_b, games_b, z);
  const double d = pb - pa;
  return {d - std::sqrt((pb - b.low) * (pb - b.low) + (a.high - pa) * (a.high - pa)),
          d + std::sqrt((b.high - pb) * (b.high - pb) + (pa - a.low) * (pa - a.low))};
}

MeanSd mean_sd(std::uint64_t n, double sum, double sum_sq) {
  if (n == 0) return {};
  const double m = sum / static_cast<double>(n);
  if (n < 2) return {m, 0};
  // Sums of integers are exact, so the textbook formula loses nothing worth worrying about here.
  const double var = (sum_sq - sum * m) / static_cast<double>(n - 1);
  return {m, std::sqrt(std::max(0.0, var))};
}

}  // namespace dm
