#pragma once
// Who acts first when several players act at once (Dice Throne's "timing conflicts"), shared
// by every game. The active player's actions resolve first, however many they want to play,
// then each other player's in turn order; an action resolved gives the active player the
// first word again, and the window closes only when every player, asked in that order, has
// passed in a row. A "then" in an effect opens such a window between its two halves. A window
// is a plain value (a game keeps it in its state). Public API (dm_core).
#include <cstdint>
#include <vector>

#include "dm/ids.hpp"

namespace dm::timing {

// The players in the order they are asked: the active player, then the others clockwise.
std::vector<PlayerId> priority_order(PlayerId active, int players);

// Actions declared at the same moment, ordered as they resolve: by the declarer's place in
// priority_order (active first), and in the order declared for one player. Returns indexes
// into `declarers`.
std::vector<int> resolve_order(PlayerId active, int players, const std::vector<PlayerId>& declarers);

// A window in which players may act (play instants, spend status effects) or pass.
struct Window {
  PlayerId active = kNone;  // whose turn it is: asked first, and again after every action
  int players = 0;          // at the table
  int asked = 0;            // position in priority_order of the player asked now
  int passes = 0;           // players who passed in a row since the last action
  bool open = false;        // a player is being asked

  // Opens the window: the active player is asked first.
  static Window opening(PlayerId active, int players);
  // Who is asked now, kNone when closed.
  PlayerId who() const;
  // The player asked acted (and the action resolved): the active player is asked again.
  void acted();
  // The player asked passed: the next in turn order is asked; when every player has passed
  // in a row, the window closes.
  void passed();

  bool operator==(const Window&) const = default;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("active", x.active), f("players", x.players), f("asked", x.asked), f("passes", x.passes), f("open", x.open);
  }
};

}  // namespace dm::timing
