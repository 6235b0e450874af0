#pragma once
// Paying energy costs: which dice in a Reserve Pool can pay a cost, in which ways, and
// spending them (partial spends turn a die to the face showing the rest; generic is
// spent whole and its excess may pay further costs paid at the same time).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "dm/state.hpp"

namespace dm {

struct EnergyPool {
  std::array<int, kEnergyTypes> symbols{};  // typed units on dice
  int wild = 0;
  int generic_dice_total = 0;
  int tokens = 0;  // bonus generic + floating
  int total() const {
    int t = wild + generic_dice_total + tokens;
    for (int v : symbols) t += v;
    return t;
  }
};

EnergyPool energy_pool(const GameState& s, PlayerId p);
// Inline: the Main Step asks it of every card it could offer.
inline bool can_pay(const EnergyPool& pool, const EnergyCost& c) {
  if (pool.total() < c.total()) return false;
  int deficit = 0;
  for (int t = 1; t < kEnergyTypes; ++t) deficit += std::max(0, c.typed[t] - pool.symbols[t]);
  if (deficit > pool.wild) return false;
  if (c.at_least_one != Energy::None) {
    const int t = static_cast<int>(c.at_least_one);
    if (pool.symbols[t] + pool.wild - deficit < 1) return false;
  }
  return true;
}
inline bool can_pay(const GameState& s, PlayerId p, const EnergyCost& c) { return can_pay(energy_pool(s, p), c); }
// can_pay for a cost with no typed part (a purchase, a fielding cost), where `pool_total` is
// pool.total(): the Main Step asks it of every card with the pool summed once.
inline bool can_pay_untyped(const EnergyPool& pool, int pool_total, int any, Energy at_least_one) {
  if (pool_total < any) return false;
  return at_least_one == Energy::None || pool.symbols[static_cast<int>(at_least_one)] + pool.wild >= 1;
}
// Distinct ways to pay, best first; interchangeable dice (same card, same face) are not repeated.
// Fills `out` (cleared first).
void payment_plans(const GameState& s, PlayerId p, const EnergyCost& c, PaymentPlans& out, std::size_t limit = 48);
std::string describe_plan(const GameState& s, PaymentPlan plan);
// Spends the dice: to Out of Play on the owner's own turn under asm2015, otherwise to the Used Pile.
void execute_payment(GameState& s, PlayerId p, const EnergyCost& c, PaymentPlan plan);

}  // namespace dm
