#pragma once
// What the player to decide knows, and the chance that a bid holds given only that: their own
// cup, how many dice the others hold, the rules and the bid standing. The others' faces are
// never read: each unseen die counts for a face with probability 1/sides, or 2/sides when the
// highest face is wild and the face is another. Shared by the greedy player and the tree
// search's evaluation. Internal to dm_liars.
#include <vector>

#include "engine/liars/match.hpp"

namespace dm::liars {

class Odds {
 public:
  // What the decider of `m` sees (the match must be waiting on a bid).
  explicit Odds(const LiarsMatch& m);
  // The chance that at least `quantity` dice on the table count for `face`.
  double holds(int quantity, int face) const;
  const Bid& bid() const { return bid_; }

 private:
  Rules rules_;                     // the rules: sides and wilds
  std::vector<int> mine_;           // by face (1 to sides): the decider's dice counting for it
  Bid bid_;                         // the bid standing
  int unseen_ = 0;                  // dice under the other cups
  std::vector<double> tail_plain_;  // [k]: P(at least k unseen dice show one given face)
  std::vector<double> tail_wild_;   // [k]: the same for a face the wild face also counts for
};

// P(X >= k) for X binomial with n trials of chance p, for every k from 0 to n + 1.
std::vector<double> binomial_tail(int n, double p);

}  // namespace dm::liars
