// The Recovery phase (rulebook, "Fase de Recuperación"), after every round but the last: each
// player whose dice or hero show chests keeps up to that many dice (one decision a die, from
// the first player clockwise); every other die of every trove is rerolled (hero faces never);
// the player with the lowest total becomes the first player (a tie is settled at random: a
// roll among the tied, which a scenario may pin like a face); and the mountain is filled
// again from the bag only.
#include <algorithm>

#include "engine/miner/rules.hpp"

namespace dm::miner {

namespace {

bool has_unkept(const State& st, PlayerId p) {
  for (DieId d : st.players[static_cast<std::size_t>(p)].trove)
    if (!st.dice[static_cast<std::size_t>(d)].kept) return true;
  return false;
}

}  // namespace

void Rules::recovery_step(MinerMatch& m) {
  State& st = m.s_;
  const int n = st.player_count();
  if (st.turns < n) {
    const PlayerId p = st.current;
    if (st.keeps_left < 0) st.keeps_left = m.chests(p);
    if (st.keeps_left > 0 && has_unkept(st, p)) {
      st.pending.kind = Kind::Keep;
      st.pending.player = p;
      for (DieId d : st.players[static_cast<std::size_t>(p)].trove)
        if (!st.dice[static_cast<std::size_t>(d)].kept) st.pending.options.emplace_back(Verb::Keep, d, -1);
      st.pending.options.emplace_back(Verb::Done, -1, -1);
      return;
    }
    st.keeps_left = -1;
    ++st.turns;
    st.current = next_player(m, p);
    return;
  }
  // Every die not kept is rolled again.
  for (PlayerId p = 0; p < n; ++p)
    for (DieId d : st.players[static_cast<std::size_t>(p)].trove) {
      Die& die = st.dice[static_cast<std::size_t>(d)];
      if (die.kept) die.kept = false;
      else roll(m, d, Why::Recovery, p);
    }
  // The lowest total starts the next round.
  int low = st.players.front().total;
  for (const Player& pl : st.players) low = std::min(low, pl.total);
  std::vector<PlayerId> lowest;
  for (PlayerId p = 0; p < n; ++p)
    if (st.players[static_cast<std::size_t>(p)].total == low) lowest.push_back(p);
  const bool tie = lowest.size() > 1;
  st.first = lowest[tie ? static_cast<std::size_t>(st.chance.roll(static_cast<int>(lowest.size()))) : 0];
  emit(m, [&] { return Event{.kind = EventKind::FirstPlayer, .player = st.first, .total = low, .by = tie ? FirstBy::LowestTotalTieAtRandom : FirstBy::LowestTotal}; });
  begin_round(m, st.round + 1);
}

}  // namespace dm::miner
