// The chances of a bid from what one player sees (odds.hpp).
#include "engine/liars/odds.hpp"

#include <cmath>

namespace dm::liars {

std::vector<double> binomial_tail(int n, double p) {
  // Each probability of exactly j, then summed from the top.
  std::vector<double> exact(static_cast<std::size_t>(n) + 1, 0.0);
  double choose = 1;  // C(n, j), built up as j grows
  for (int j = 0; j <= n; ++j) {
    if (j > 0) choose = choose * (n - j + 1) / j;
    exact[static_cast<std::size_t>(j)] = choose * std::pow(p, j) * std::pow(1 - p, n - j);
  }
  std::vector<double> tail(static_cast<std::size_t>(n) + 2, 0.0);
  for (int k = n; k >= 0; --k) tail[static_cast<std::size_t>(k)] = tail[static_cast<std::size_t>(k) + 1] + exact[static_cast<std::size_t>(k)];
  return tail;
}

Odds::Odds(const LiarsMatch& m) : rules_(m.rules()), bid_(m.state().bid) {
  const PlayerId me = m.decider();
  const std::vector<int>& cup = m.state().players[static_cast<std::size_t>(me)].dice;
  mine_.assign(static_cast<std::size_t>(rules_.sides) + 1, 0);
  for (int face = 1; face <= rules_.sides; ++face)
    for (int d : cup) mine_[static_cast<std::size_t>(face)] += LiarsMatch::counts_for(rules_, d, face);
  unseen_ = m.dice_in_play() - static_cast<int>(cup.size());
  const double sides = rules_.sides;
  tail_plain_ = binomial_tail(unseen_, 1 / sides);
  tail_wild_ = rules_.wild ? binomial_tail(unseen_, 2 / sides) : tail_plain_;
}

double Odds::holds(int quantity, int face) const {
  const int need = quantity - mine_[static_cast<std::size_t>(face)];
  if (need <= 0) return 1;
  if (need > unseen_) return 0;
  const bool doubled = rules_.wild && face != rules_.sides;
  return (doubled ? tail_wild_ : tail_plain_)[static_cast<std::size_t>(need)];
}

}  // namespace dm::liars
