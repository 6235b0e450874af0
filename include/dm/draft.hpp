#pragma once
// Drafts before a game. A format that drafts gives the game a DraftProcedure: it makes the
// piles (packs, stacks), offers each pick as a decision, applies the choice, and says when
// every drafter's team is built. The procedure keeps nothing between calls: the draft lives in
// GameState::draft, so a game with a draft clones, hashes and replays like any other, and
// agents, people and scenario files answer picks through pending() and apply(). Public API.
#include <stdexcept>
#include <string>
#include <vector>

#include "dm/decision.hpp"
#include "dm/state.hpp"

namespace dm {

// The next decision of a draft.
struct DraftAsk {
  PlayerId seat = kNone;        // the drafter who decides (0-based; may be beyond the players)
  std::string prompt;           // what is asked, for people
  std::vector<Option> options;  // Pick, Stack, Dice, Keep, BasicAction, Done or Pass
};

struct DraftError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class DraftProcedure {
 public:
  virtual ~DraftProcedure() = default;
  // Fills s.draft (piles, counters, the table's basic actions), drawing chance from s.chance.rng.
  virtual void start(GameState& s) const = 0;
  // The next decision, or false once the draft is over and every drafter's team is built.
  virtual bool next(const GameState& s, DraftAsk& out) const = 0;
  // Applies option `o` for `seat`. Leaves `s` unchanged when it throws.
  virtual void choose(GameState& s, PlayerId seat, const Option& o) const = 0;
  // Once next() is false: what is wrong with the teams the draft built ("" when every
  // drafter's team is one the format accepts). A draft whose teams break the format fails.
  virtual std::string check(const GameState&) const { return {}; }
};

}  // namespace dm
