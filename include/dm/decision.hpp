#pragma once
// A decision the kernel is waiting for: who decides, why, and every legal option as a few
// integers. Keys ("buy:3") and labels for people are built only when asked (Game::option_key,
// Game::option_label, Game::prompt). Callers answer with an option's index or its key; the
// kernel never blocks. Public API.
#include <cstdint>
#include <string>
#include <vector>

#include "dm/types.hpp"

namespace dm {

enum class DecisionKind : std::uint8_t {
  None,
  Reroll,          // which dice of the Prep Area to reroll, as one group
  MainAction,      // the active player's Main Step
  GlobalWindow,    // a player may use a global (or an activated ability, or an action die) or pass
  Pay,             // how to pay a cost
  DeclareAttackers,
  DeclareBlockers,
  AssignDamage,    // how much of an attacker's damage goes to one of its blockers
  Target,          // a target or a choice for an ability
  YesNo,           // "you may ..."
  OrderTriggers,   // which of your simultaneous effects resolves next
  Draft,           // a pick of a draft, or building a team from what was drafted
};
std::string_view to_string(DecisionKind k);

// What an option does; its integers `a` and `b` mean what the verb says.
enum class Verb : std::uint8_t {
  Done,      // finish (attackers, blockers, targets, the Main Step)
  Pass,      // use nothing in a window
  Cancel,    // don't pay
  Yes,
  No,
  Reroll,    // reroll the dice whose Prep Area positions (ascending ids) are bits of a (low) and b (high)
  Buy,       // a: card
  Field,     // a: die
  FieldAlt,  // a: die, b: the card's ability that fields it instead of energy
  Action,    // a: action die to use
  Global,    // a: card, b: ability
  Activate,  // a: die, b: ability
  Pay,       // a: payment plan
  Attack,    // a: die to add to the attackers
  Unattack,  // a: die to take back
  Block,     // a: blocker, b: attacker
  Unblock,   // a: blocker
  Assign,    // a: damage given to the blocker asked about, b: damage left to divide
  Target,    // a: die id, or -1 - player
  First,     // a: which pending effect (0 = the next one) resolves first
  Times,     // a: how many times a batch global is paid for
  // Drafts (the format's draft procedure offers them; the kernel only carries them):
  Pick,         // a: card definition, taken from the pile the drafter is picking from
  Stack,        // a: draft pile taken whole (a stack of cards, or a pile in a Winston draft)
  Dice,         // a: how many dice of the card just taken
  Keep,         // a: card definition, drafted, put on the team
  BasicAction,  // a: basic action card definition brought to the game
};

struct Option {
  Verb verb = Verb::Done;
  int a = kNone;
  int b = kNone;
  bool operator==(const Option&) const = default;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("verb", x.verb), f("a", x.a), f("b", x.b);
  }
};

// Why a decision is asked: with `a` and `b`, enough to write its prompt later.
enum class Ask : std::uint8_t {
  None,
  Reroll,                // a: player
  Main,
  GlobalsAfterAction,    // an opponent (or partner) acted in their Main Step
  GlobalsAfterBlockers,  // the Attack Step's window for actions and globals
  DamageReaction,        // damage is about to be dealt to the player
  PayBuy,                // a: card
  PayField,              // a: die
  PayAbility,            // a: card whose ability is paid for
  PayProtection,         // a: die being protected
  Attackers,
  Blockers,
  Assign,                // a: attacker, b: blocker
  Target,                // a: ability instance, b: target spec
  May,                   // a: ability instance
  Times,                 // a: ability instance
  Protect,               // a: die, b: ability instance of the protection task
  FollowUp,              // a: ability instance
  Order,
  Draft,                 // a: the drafter's seat (the prompt is the draft procedure's)
};

struct Decision {
  DecisionKind kind = DecisionKind::None;
  PlayerId player = kNone;
  Ask ask = Ask::None;
  int a = kNone, b = kNone;
  std::vector<Option> options;
  bool operator==(const Decision&) const = default;
  bool empty() const { return kind == DecisionKind::None; }
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("kind", x.kind), f("player", x.player), f("ask", x.ask), f("a", x.a), f("b", x.b), f("options", x.options);
  }
};

// The stable key of an option: "buy:3", "field:12", "block:7:4", "reroll:3,5", "keep", "done".
// Reroll keys need the dice they name and draft keys the card's id ("pick:avx-001"), so
// Game::option_key builds those.
std::string option_key(const Option& o);

}  // namespace dm
