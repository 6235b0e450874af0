#pragma once
// The final-damage calculation every dice-combat game shares (docs/damage.md). An instance of
// damage starts from its incoming amount; every addition and subtraction is summed into a
// subtotal; then every multiplier and divider is computed on its own from that subtotal,
// rounded up, and all of them are applied together at the end, whatever order they were played
// in. The kind of the damage decides which modifiers it accepts: a refused modifier is reported
// with the rule that refuses it and changes nothing. No game state and no randomness here: a
// game builds an instance, adds what its players played, and deals `resolve().final_damage`.
// Public API (dm_core).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dm/ids.hpp"

namespace dm::damage {

// The kinds of damage of the Dice Throne glossary; what each allows is kind_rules().
enum class Kind : std::uint8_t {
  Normal,        // an ordinary attack: defendable, modifiable, preventable
  Undefendable,  // no defensive ability may answer it; it may still be prevented, reduced or increased
  Pure,          // undefendable and unmodifiable; it may still be prevented
  Collateral,    // no target, so not an attack; not defendable, not modifiable; preventable
  Isolated,      // dealt at once as an instance of its own: only what is aimed at it applies
  Ultimate,      // opponents may do nothing until it resolves: never reduced or prevented; may be increased
};
std::string_view to_string(Kind k);
// The kind named `name` ("pure", "ultimate"...), or nullopt.
std::optional<Kind> kind_from(std::string_view name);

// What a kind of damage lets players do to it.
struct KindRules {
  bool attack = true;          // it counts as an attack (it has a target; collateral has none)
  bool defendable = true;      // the defender may answer it with a defensive ability
  bool increasable = true;     // modifiers may add to it
  bool reducible = true;       // modifiers may take from it (reduce: a modification, not a prevention)
  bool preventable = true;     // it may be prevented (evitar: subtracted without modifying it)
  bool opponents_act = true;   // the damaged side may act at all while it resolves (ultimate: no)
};
KindRules kind_rules(Kind k);

// How a modifier changes damage. Additive ones are summed into the subtotal; multiplicative
// ones are each computed from the subtotal and applied together at the end.
enum class Op : std::uint8_t {
  Add,            // + amount (an increase)
  Reduce,         // - amount (a modification)
  Prevent,        // - amount (a prevention)
  Scale,          // the subtotal times num/den, rounded up: contributes ceil(sub*num/den) - sub
  PreventPart,    // prevents num/den of the subtotal, rounded up: contributes -ceil(sub*num/den)
};
std::string_view to_string(Op op);
bool multiplicative(Op op);

// One thing a player played on an instance of damage: a card, a status effect spent, a
// defensive ability's result.
struct Modifier {
  Op op = Op::Add;            // what it does
  int amount = 0;             // Add, Reduce, Prevent: how much (>= 0)
  int num = 1, den = 1;       // Scale, PreventPart: the fraction of the subtotal (den > 0)
  PlayerId by = kNone;        // who played it
  bool defensive = false;     // it comes from a defensive ability (refused against undefendable damage)
  std::string label;          // for people: "Agility", "Sabotage II"
};

// A modifier refused, and the rule that refused it.
struct Refusal {
  Modifier modifier;   // as offered
  std::string reason;  // "pure damage may not be modified"
};

// How one modifier counted in the end.
struct Step {
  Modifier modifier;  // as played
  int delta = 0;      // what it added (negative: took away) to the damage
};

struct Result {
  int incoming = 0;         // the damage before any modifier
  int unfloored = 0;        // incoming plus every addition and subtraction, before the floor at 0
  int subtotal = 0;         // the same, never below 0: what the multipliers are worked out from
  std::vector<Step> steps;  // every accepted modifier, additive ones first, then multiplicative, each in played order
  int final_damage = 0;     // subtotal plus every multiplicative delta, never below 0
  int prevented = 0;        // how much preventions took away (for effects that count it)
};

// One instance of damage on its way to a player.
class Instance {
 public:
  Instance(int incoming, Kind kind, PlayerId source, PlayerId target)
      : incoming_(incoming < 0 ? 0 : incoming), kind_(kind), source_(source), target_(target) {}

  // Adds a modifier in the order played, or says which rule refuses it (nothing changes then).
  // `target`'s side is the one damaged: an ultimate refuses anything it plays.
  std::optional<std::string> add(const Modifier& m);
  // Whether add(m) would be accepted, and why not.
  std::optional<std::string> refuses(const Modifier& m) const;

  // The seed's three steps. May be asked any number of times; changes nothing.
  Result resolve() const;

  int incoming() const { return incoming_; }
  Kind kind() const { return kind_; }
  PlayerId source() const { return source_; }
  PlayerId target() const { return target_; }
  const std::vector<Modifier>& modifiers() const { return mods_; }

 private:
  int incoming_ = 0;            // the damage as first declared
  Kind kind_ = Kind::Normal;    // what may be done to it
  PlayerId source_ = kNone;     // who deals it (kNone: nobody, as for a status effect's damage)
  PlayerId target_ = kNone;     // who takes it
  std::vector<Modifier> mods_;  // accepted modifiers, in the order played
};

// Division in the games' sense: always rounded up (for non-negative values), den > 0.
inline std::int64_t div_up(std::int64_t a, std::int64_t b) { return a >= 0 ? (a + b - 1) / b : -((-a) / b); }

// The result as one line for people: "9 +2 -2 +1 +4 = 14 ... final 0".
std::string describe(const Result& r);

}  // namespace dm::damage
