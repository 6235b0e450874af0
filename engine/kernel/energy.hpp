#pragma once
// Paying energy costs: which dice in a Reserve Pool can pay a cost, in which ways, and
// spending them (partial spends turn a die to the face showing the rest; generic is
// spent whole and its excess may pay further costs paid at the same time).
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
  int total() const;
};

EnergyPool energy_pool(const GameState& s, PlayerId p);
bool can_pay(const EnergyPool& pool, const EnergyCost& c);
inline bool can_pay(const GameState& s, PlayerId p, const EnergyCost& c) { return can_pay(energy_pool(s, p), c); }
// Distinct ways to pay, best first; interchangeable dice (same card, same face) are not repeated.
// Fills `out` (cleared first).
void payment_plans(const GameState& s, PlayerId p, const EnergyCost& c, PaymentPlans& out, std::size_t limit = 48);
std::string describe_plan(const GameState& s, PaymentPlan plan);
// Spends the dice: to Out of Play on the owner's own turn under asm2015, otherwise to the Used Pile.
void execute_payment(GameState& s, PlayerId p, const EnergyCost& c, PaymentPlan plan);

}  // namespace dm
