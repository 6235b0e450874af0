// The Magic phase (rulebook, "Fase de Magia"): clockwise from the player after the one who took
// the last die, each player in turn spends magic one die at a time (dice of the trove showing
// magic, and the magic faces of their hero), and for each magic symbol rerolls one of their
// dice that is neither spent nor a hazard: a decision a reroll, so a die rerolled may be chosen
// again by the next symbol, and an unspent magic die may be rerolled. Hero faces are never
// rerolled. When no die can be rerolled the rerolls left are lost. A player stops when they
// wish. In a tie-break only the tied players take part.
#include "engine/miner/rules.hpp"

namespace dm::miner {

int Rules::magic_of(const MinerMatch& m, const Face& f) { return c(m).count(f, c(m).roles.magic); }

void Rules::begin_magic(MinerMatch& m) {
  State& st = m.s_;
  st.takes_left = 0;
  st.shared = false;
  st.turns = 0;
  st.rerolls_left = 0;
  const PlayerId before = st.last_taker == kNone ? (st.first - 1 + st.player_count()) % st.player_count() : st.last_taker;
  st.current = next_contender(m, before);
  phase(m, Phase::Magic);
}

bool Rules::may_reroll(const MinerMatch& m, DieId d) {
  const Die& die = m.s_.dice[static_cast<std::size_t>(d)];
  return !die.spent && ix(m).rerolls[static_cast<std::size_t>(die.kind)];
}

void Rules::magic_step(MinerMatch& m) {
  State& st = m.s_;
  if (st.turns >= static_cast<int>(st.contenders.size())) return phase(m, Phase::Scoring);
  const PlayerId p = st.current;
  const Player& pl = st.players[static_cast<std::size_t>(p)];
  st.pending.player = p;
  if (st.rerolls_left > 0) {
    st.pending.kind = Kind::Reroll;
    // The trove's dice are p's own: who holds them is not asked again.
    for (DieId d : pl.trove)
      if (may_reroll(m, d)) st.pending.options.emplace_back(Verb::Reroll, d, -1);
    if (st.pending.options.empty()) {
      emit(m, [&] { return Event{.kind = EventKind::RerollsLost, .player = p, .amount = st.rerolls_left}; });
      st.rerolls_left = 0;
      st.pending.clear();
    }
    return;
  }
  st.pending.kind = Kind::Magic;
  if (c(m).roles.magic >= 0) {
    for (DieId d : pl.trove)
      if (const Die& die = st.dice[static_cast<std::size_t>(d)]; !die.spent && ix(m).of(die).magic > 0)
        st.pending.options.emplace_back(Verb::Spend, d, -1);
    if (pl.hero >= 0) {
      const Hero& h = c(m).heroes[static_cast<std::size_t>(pl.hero)];
      for (int f = 0; f < static_cast<int>(h.faces.size()); ++f)
        if (!(pl.hero_spent & (1 << f)) && magic_of(m, h.faces[static_cast<std::size_t>(f)].face) > 0)
          st.pending.options.emplace_back(Verb::SpendHero, f, -1);
    }
  }
  if (st.pending.options.empty()) {
    // Nothing to spend: the turn passes without a question.
    st.pending.clear();
    ++st.turns;
    st.current = next_contender(m, p);
    return;
  }
  st.pending.options.emplace_back(Verb::Done, -1, -1);
}

}  // namespace dm::miner
