// The Excavation phase (rulebook, "Fase de Excavación"): clockwise from the first player, each
// takes one top die of the mountain into their trove, showing the face it showed; or, holding
// a die that shows beer, begins the turn by sharing it (rolled, given to another player with
// its new face) and then takes two dice one at a time, each from the top or the skirt. A die
// taken from the skirt lets the dice above slide down into its place. The phase ends as soon
// as the mountain is empty, even in the middle of a two-dice turn.
#include <algorithm>

#include "engine/miner/rules.hpp"

namespace dm::miner {

void Rules::excavation_step(MinerMatch& m) {
  State& st = m.s_;
  const bool empty = std::all_of(st.mountain.begin(), st.mountain.end(), [](DieId d) { return d == kNone; });
  if (empty) return begin_magic(m);
  const PlayerId p = st.current;
  const int spots = static_cast<int>(st.mountain.size());
  const RulesIndex& x = ix(m);
  // An occupied spot's occupied spots above: none is the top, fewer than the upper sides the
  // skirt (MinerMatch::is_top and is_skirt, here without their checks).
  const auto covered = [&](int s) { return x.covered(st.mountain, s); };
  st.pending.player = p;
  if (st.takes_left == 0) {
    st.pending.kind = Kind::Excavate;
    for (int s = 0; s < spots; ++s)
      if (st.mountain[static_cast<std::size_t>(s)] != kNone && covered(s) == 0) st.pending.options.emplace_back(Verb::Take, s, -1);
    const int beer = c(m).roles.beer;
    if (beer >= 0)
      for (DieId d : st.players[static_cast<std::size_t>(p)].trove)
        if (x.of(st.dice[static_cast<std::size_t>(d)]).beer > 0)
          for (PlayerId q = 0; q < st.player_count(); ++q)
            if (q != p) st.pending.options.emplace_back(Verb::Share, d, q);
    return;
  }
  st.pending.kind = Kind::Take;
  for (int s = 0; s < spots; ++s)
    if (st.mountain[static_cast<std::size_t>(s)] != kNone && covered(s) < c(m).mountain.upper_sides) st.pending.options.emplace_back(Verb::Take, s, -1);
}

void Rules::take(MinerMatch& m, int spot) {
  State& st = m.s_;
  const PlayerId p = st.current;
  const DieId d = st.mountain[static_cast<std::size_t>(spot)];
  const bool top = m.is_top(spot);
  st.mountain[static_cast<std::size_t>(spot)] = kNone;
  st.players[static_cast<std::size_t>(p)].trove.push_back(d);
  st.last_taker = p;
  emit(m, [&] { return Event{.kind = EventKind::Take, .player = p, .die = d, .spot = spot, .top = top}; });
  // The dice above slide down: the first occupied spot it slides from, then that spot's, ...
  const Mountain& mt = c(m).mountain;
  for (int hole = spot;;) {
    int from = -1;
    for (int s : mt.spots[static_cast<std::size_t>(hole)].slides_from)
      if (st.mountain[static_cast<std::size_t>(s)] != kNone) {
        from = s;
        break;
      }
    if (from < 0) break;
    const DieId moving = st.mountain[static_cast<std::size_t>(from)];
    st.mountain[static_cast<std::size_t>(hole)] = moving;
    st.mountain[static_cast<std::size_t>(from)] = kNone;
    emit(m, [&] { return Event{.kind = EventKind::Slide, .die = moving, .spot = from, .to_spot = hole}; });
    hole = from;
  }
  if (st.takes_left > 0) --st.takes_left;
  if (st.takes_left == 0) end_turn(m);
}

void Rules::share(MinerMatch& m, DieId d, PlayerId to) {
  State& st = m.s_;
  const PlayerId p = st.current;
  roll(m, d, Why::Share, p);
  remove_from_trove(m, p, d);
  st.players[static_cast<std::size_t>(to)].trove.push_back(d);
  st.shared = true;
  st.takes_left = 2;
  emit(m, [&] { return Event{.kind = EventKind::Share, .player = p, .to = to, .die = d}; });
}

void Rules::end_turn(MinerMatch& m) {
  State& st = m.s_;
  st.takes_left = 0;
  st.shared = false;
  st.current = next_player(m, st.current);
}

}  // namespace dm::miner
