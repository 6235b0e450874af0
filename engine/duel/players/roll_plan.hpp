#pragma once
// Which dice the duel's heuristic keeps when it rolls (docs/hero-duel.md, "Players"): the exact
// expected value of the best ability at the end of the roll, over every reroll still allowed.
// Five dice of six equally likely faces make 252 distinct hands (as multisets of faces), so the
// whole tree of keeps and rerolls is a few thousand sums: no sampling, no play-outs.
// Internal to dm_duel.
#include <array>
#include <cstdint>
#include <vector>

#include "dm/duel.hpp"

namespace dm::agents::duel_roll {

constexpr int kFaces = 6;  // faces of each die (the hero's six)
constexpr int kDice = 5;   // dice in an offensive roll

// Which of a hero's offensive abilities every hand triggers, worked out once per hero.
class RollPlan {
 public:
  // Reads the hero's faces and abilities (at most 32 abilities are considered).
  explicit RollPlan(const duel::Hero& h);
  // Whether this plan was made for hero `h` (its faces and combinations).
  bool made_for(const duel::Hero& h) const;

  // The dice to reroll (bit i: die i; 0: stop) from `dice` (face indexes of the five dice)
  // with `rerolls` attempts left, when ending the roll with a hand is worth the most that
  // `value[i]` of an ability it triggers (0 for none). `expected`, when given, gets what the
  // choice is worth on average.
  int choose(const std::vector<int>& dice, int rerolls, const std::vector<double>& value, double* expected = nullptr);

  // The abilities (bit i: ability i) that the hand `dice` (face indexes) triggers.
  std::uint32_t triggered(const std::vector<int>& dice) const;

 private:
  std::vector<duel::Face> faces_;             // the hero's, to recognise it
  std::vector<std::vector<duel::Need>> needs_;  // each ability's, to recognise it
  std::vector<std::uint32_t> triggers_;       // by hand (partial-hand index; full hands only)
  // Scratch, kept to avoid allocating per decision.
  std::vector<double> stop_, level_, next_;
};

}  // namespace dm::agents::duel_roll
