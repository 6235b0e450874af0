// Timing conflicts (include/dm/timing.hpp).
#include "dm/timing.hpp"

#include <algorithm>

namespace dm::timing {

std::vector<PlayerId> priority_order(PlayerId active, int players) {
  std::vector<PlayerId> out;
  if (players <= 0) return out;
  const PlayerId first = active < 0 || active >= players ? 0 : active;
  for (int i = 0; i < players; ++i) out.push_back((first + i) % players);
  return out;
}

std::vector<int> resolve_order(PlayerId active, int players, const std::vector<PlayerId>& declarers) {
  auto place = [&](PlayerId p) { return players > 0 && p >= 0 ? ((p - active) % players + players) % players : players; };
  std::vector<int> idx(declarers.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = static_cast<int>(i);
  // Stable: one player's actions keep the order that player declared them in.
  std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) {
    return place(declarers[static_cast<std::size_t>(a)]) < place(declarers[static_cast<std::size_t>(b)]);
  });
  return idx;
}

Window Window::opening(PlayerId active, int players) {
  Window w;
  w.active = active;
  w.players = players;
  w.open = players > 0;
  return w;
}

PlayerId Window::who() const {
  if (!open) return kNone;
  return (active + asked) % players;
}

void Window::acted() {
  if (!open) return;
  asked = 0;
  passes = 0;
}

void Window::passed() {
  if (!open) return;
  ++passes;
  if (passes >= players) {
    open = false;
    return;
  }
  asked = (asked + 1) % players;
}

}  // namespace dm::timing
