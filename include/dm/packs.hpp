#pragma once
// Booster packs for draft formats: which cards of which sets can be opened, by rarity, and
// packs drawn from them. Packs come from the game's own Rng with integer arithmetic only, so a
// seed gives the same packs on every platform and standard library. Public API.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "dm/library.hpp"
#include "dm/rng.hpp"

namespace dm {

// One card of a pack: the rarity it is drawn from, by weight.
struct PackSlot {
  // (rarity, weight) pairs; weights are relative (they need not sum to 1), a weight of 0 never
  // draws. Rarities are spelt as the card language writes them: "common", "uncommon", "rare",
  // "super rare".
  std::vector<std::pair<std::string, double>> odds;
};

struct PackSpec {
  std::vector<PackSlot> slots;  // one card per slot, in the order a pack lists them

  // The engine's default pack, modelled on the printed two-card boosters: two cards, the
  // first a common, the second uncommon 65%, rare 30% or super rare 5%.
  static PackSpec standard();
};

// Sets that can't give what was asked of them; the message says which set, card or file.
struct SetError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The draftable cards of some sets (character and action cards; basic actions and Sidekicks
// are never in packs), by rarity, and the packs opened from them.
class PackPool {
 public:
  // Throws SetError when a draftable card of the sets has no rarity (naming each such card
  // and its file:line), a set has no draftable card, or a rarity some slot can draw has fewer
  // distinct cards than one pack may hold of it (naming the rarity, the sets, how many are
  // needed and how many there are): then open() could not keep a pack free of repeats.
  // Throws std::invalid_argument for a spec with no slot, or a slot whose weights are
  // negative, not finite or all 0. `lib` need not outlive the pool.
  PackPool(const CardLibrary& lib, const std::vector<std::string>& sets, const PackSpec& spec);

  // One pack: card definition indices into the library, one per slot in slot order, no card
  // twice. Draws only from `rng`, so the same state gives the same pack.
  std::vector<int> open(Rng& rng) const;

  // The draftable cards of a rarity, in library order; empty for a rarity the sets lack.
  const std::vector<int>& cards(const std::string& rarity) const;
  const std::vector<std::string>& sets() const { return sets_; }

 private:
  // A slot's odds turned into integers at construction (parts per million of the slot's
  // weight; any positive weight is at least one part), so drawing needs no floating point.
  struct Draw {
    std::uint64_t upto = 0;  // cumulative parts up to and including this rarity
    int pool = 0;            // index into rarities_ and pools_
  };
  struct Slot {
    std::vector<Draw> draws;  // rarities with parts > 0, in the spec's order
    std::uint64_t total = 0;  // sum of the parts
  };
  std::vector<std::string> sets_;       // the sets the cards come from, as given
  std::vector<std::string> rarities_;   // every rarity the draftable cards have, first seen first
  std::vector<std::vector<int>> pools_; // by rarity (same index as rarities_): card indices
  std::vector<Slot> slots_;             // the spec, in integers
};

// The sets named on a command line (`--sets avx,asm,example`). Each name is, in this order of
// preference: a path when it has a '/' or ends in .card or .lua; a set id of `lib` ("avx"); a
// folder under the built-in scripts/cards ("example", whose set id is "sky"); an existing file
// or folder. Card files a path names are loaded into `lib` (load_cards) unless its cards are
// there already, so the built-in folders can be named in a library that holds them. Returns
// the set ids, in the order named, without repeats. Throws SetError for a card file that fails
// to load (every file:line problem the loader found; cards of other files of a folder may have
// been added to `lib`), a name that is none of the above (with a did-you-mean when one is
// close), or a set with no draftable card (naming the file it came from, for a path).
std::vector<std::string> resolve_sets(CardLibrary& lib, const std::vector<std::string>& names);

}  // namespace dm
