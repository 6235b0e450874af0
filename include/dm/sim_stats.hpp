#pragma once
// The statistics `dice sim` reports, from raw counts: Wilson score intervals for a rate,
// Newcombe's interval for the difference of two rates, mean and standard deviation from sums.
// Public API.
#include <cstdint>

namespace dm {

// z for a two-sided 95% interval.
inline constexpr double kZ95 = 1.959963984540054;

struct Interval {
  double low = 0, high = 0;
};

// The Wilson score interval for `wins` out of `games` ([0, 1] when there are no games): it
// stays inside [0, 1] and keeps close to its nominal coverage even for few games or rates
// near 0 or 1, where the normal approximation does not.
Interval wilson(std::uint64_t wins, std::uint64_t games, double z = kZ95);

// Newcombe's hybrid score interval (his method 10) for rate b - rate a, from the two rates'
// Wilson intervals. Treats the samples as independent, which is conservative when both arms
// play the same seeds.
Interval newcombe_difference(std::uint64_t wins_a, std::uint64_t games_a, std::uint64_t wins_b, std::uint64_t games_b,
                             double z = kZ95);

inline double rate(std::uint64_t wins, std::uint64_t games) {
  return games ? static_cast<double>(wins) / static_cast<double>(games) : 0.0;
}

struct MeanSd {
  double mean = 0, sd = 0;
};

// From n values' sum and sum of squares: the mean and the sample standard deviation (n - 1).
MeanSd mean_sd(std::uint64_t n, double sum, double sum_sq);

}  // namespace dm
