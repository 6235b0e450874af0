#pragma once
// What the kernel asks of card abilities. The kernel knows an ability as data (AbilityDef)
// plus the calls below; the Lua runtime implements them for card scripts, and a C++ double
// stands in for it in tests. Public API: implement it to run abilities another way. A runtime keeps no game state: one serves every game of a
// thread, and a game and its clones may share it.
#include <string>
#include <utility>
#include <vector>

#include "dm/state.hpp"

namespace dm {

class Game;

// Who and what an ability runs for.
struct AbilityCall {
  CardId card = kNone;      // the card whose ability it is
  int ability = kNone;      // index in that card's abilities
  DieId die = kNone;        // its die (kNone for card-wide abilities and globals)
  PlayerId player = kNone;  // who uses it
  int bursts = 0;           // burst symbols its die showed when it was used or triggered
  int times = 1;            // a global paid for several times at once
  const Event* ev = nullptr;                   // the triggering event, if any
  const std::vector<int>* targets = nullptr;   // chosen targets (die ids, or -1 - player)
  const std::vector<int>* memo = nullptr;      // integers an effect carries to its continuation
};

// What an effect asks for after it ran: a further choice, answered before the ability's
// continuation `cont` runs with the integers in `memo`.
struct FollowUp {
  enum class Ask : std::uint8_t { Nothing, YesNo, Choose };
  Ask ask = Ask::Nothing;
  bool optional = false;        // Choose: choosing none is allowed
  std::vector<int> candidates;  // Choose: die ids, or -1 - player
  int cont = kNone;             // index in AbilityDef::continuations
  std::vector<int> memo;
  std::string prompt;           // the card's own words for the question
};

// Damage about to be dealt to a die, as a prevention ability sees it.
struct DamageQuery {
  DieId target = kNone;
  int amount = 0;
  DieId source = kNone;
  bool combat = false;
  bool from_action = false;
};

class AbilityRuntime {
 public:
  virtual ~AbilityRuntime() = default;
  // Runs the effect (cont == kNone) or a continuation of an ability. It may change the game.
  virtual FollowUp effect(Game& g, const AbilityCall& c, int cont) = 0;
  // Queries: none may change the game. Each gives a safe default when the ability fails,
  // and reports the failure through Game::report_fault.
  virtual bool condition(const Game& g, const AbilityCall& c) = 0;
  // The dice an effect touches without targeting them ("every character"), appended to out.
  virtual void affects(const Game& g, const AbilityCall& c, std::vector<int>& out) = 0;
  virtual bool filter(const Game& g, const AbilityCall& c, int spec, int candidate) = 0;
  virtual std::pair<int, int> stat(const Game& g, const AbilityCall& c, DieId subject) = 0;
  // A "can't be blocked by" restriction: true when it forbids blocker from blocking attacker.
  virtual bool forbids_block(const Game& g, const AbilityCall& c, DieId attacker, DieId blocker) = 0;
  // Damage replacement: the amount that remains of the damage described by q.
  virtual int prevent(const Game& g, const AbilityCall& c, const DamageQuery& q) = 0;
};

}  // namespace dm
