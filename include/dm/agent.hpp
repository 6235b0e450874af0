#pragma once
// Players that are programs: they look at the pending decision and pick an option. Public API.
#include <memory>
#include <string>

#include "dm/game.hpp"

namespace dm {

class Agent {
 public:
  virtual ~Agent() = default;
  virtual std::string name() const = 0;
  // Index of an option of g.pending().
  virtual int choose(const Game& g) = 0;
};

// "random" (uniform over legal options, from its own seeded generator) or "greedy"
// (buys what it can afford, fields, attacks when ahead; drafts the cards card_value rates
// highest, with as many dice as it may). nullptr for an unknown name.
std::unique_ptr<Agent> make_agent(const std::string& name, std::uint64_t seed);

// A rough worth of a card for drafting, from its printed numbers alone (docs/agents.md): for
// a character, the mean over its character faces of attack + defense - fielding cost; for an
// action card 2; plus 1.5 for each ability; all scaled by 4 / (purchase cost + 2), so cheap
// cards of the same strength rate higher. Higher is better; about 0 to 10 for the starters.
double card_value(const CardDef& card);

}  // namespace dm
