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
// (buys what it can afford, fields, attacks when ahead). nullptr for an unknown name.
std::unique_ptr<Agent> make_agent(const std::string& name, std::uint64_t seed);

}  // namespace dm
