#pragma once
// Chance in a game of any kind: the game's own generator, and the results tests, scenarios
// and judges pin in advance. Rolls and draws are a game's only chance events, so every game
// takes them from here: a pinned result is used first, in order, and the generator only when
// none is left. Part of the state (its fields are hashed and compared like the rest), and the
// part an observation replaces: a player may not know the future. Public API.
#include <cstdint>
#include <vector>

#include "dm/rng.hpp"

namespace dm {

struct Chance {
  Rng rng;                 // the generator: the game's seed, then every draw made from it
  std::vector<int> faces;  // pinned roll results (face indexes), used in order
  std::vector<int> draws;  // pinned draws (die ids), used in order

  // A face index in [0, sides): the next pinned one when it is in range, else a random one.
  // A pinned face out of range is dropped and a random face rolled (a scenario's mistake
  // must not crash a game).
  int roll(int sides);
  // Which of `bag` (die ids) is drawn: the next pinned die when it is in the bag (its position),
  // else a random position. `pinned_missing` is set when a pin named a die not in the bag.
  std::size_t draw(const std::vector<int>& bag, bool* pinned_missing = nullptr);
  // A uniform number in [0, bound), bound > 0, from the generator (never pinned).
  std::uint64_t below(std::uint64_t bound) { return rng.below(bound); }
  // What a player who can't see the future may assume: a new generator drawn from `sample`
  // (an observation's own generator, which may go on to sample other hidden things), and no pins.
  void resample(Rng& sample);
  bool pinned() const { return !faces.empty() || !draws.empty(); }

  bool operator==(const Chance&) const = default;
  // The names are those of the fields they were before the games shared them.
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("rng", x.rng), f("forced_faces", x.faces), f("forced_draws", x.draws);
  }
};

}  // namespace dm
