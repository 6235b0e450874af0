// The Scoring phase (rulebook, "Fase de Puntuación") and the end ("¡Victoria!"): every trove
// is scored by the scoring scripts (hero faces count as dice of the trove), each line logged,
// and the round's points added to each total. After the last round the highest total wins;
// tied players reroll their whole troves and play another Magic and Scoring phase among
// themselves (majorities, like the gems' doubling, decided among them only), again while they
// tie. A tie-break's points decide between the tied and are kept apart from the totals. The
// engine stops after Content::tiebreak_limit tie-breaks and declares a tie (bounded).
#include <algorithm>

#include "engine/miner/rules.hpp"

namespace dm::miner {

void Rules::scoring_step(MinerMatch& m) {
  State& st = m.s_;
  const Content& cn = c(m);
  std::vector<std::vector<TroveFace>> troves;
  for (PlayerId p : st.contenders) troves.push_back(m.trove_faces(p));
  // Without a log only the totals are wanted; a failure is asked again for its file and line.
  std::vector<int> totals;
  ScoreResult r;
  if (logging(m) || !m.scoring().totals(cn, troves, totals)) {
    r = m.scoring().score(cn, troves, logging(m));
    if (r.failed) return script_failed(m, r);
    totals = std::move(r.totals);
  }
  if (logging(m))
    for (const RuleScore& rule : r.rules)
      for (std::size_t i = 0; i < st.contenders.size(); ++i)
        emit(m, [&] { return Event{.kind = EventKind::Score, .player = st.contenders[i], .amount = rule.points[i], .text = rule.rule,
                      .detail = i < rule.details.size() ? rule.details[i] : ""}; });
  for (std::size_t i = 0; i < st.contenders.size(); ++i) {
    Player& pl = st.players[static_cast<std::size_t>(st.contenders[i])];
    pl.round_score = totals[i];
    if (st.tiebreak > 0) pl.tiebreaks.push_back(totals[i]);
    else pl.total += totals[i];
    emit(m, [&] { return Event{.kind = EventKind::RoundScore, .player = st.contenders[i], .amount = totals[i], .total = pl.total, .round = st.round,
                  .tiebreak = st.tiebreak}; });
  }
  if (st.tiebreak == 0 && st.round < cn.rounds) {
    st.turns = 0;
    st.keeps_left = -1;
    st.current = st.first;
    return phase(m, Phase::Recovery);
  }
  // The end, or a tie-break among those tied for the lead.
  auto key = [&](PlayerId p) {
    const Player& pl = st.players[static_cast<std::size_t>(p)];
    return st.tiebreak > 0 ? pl.tiebreaks.back() : pl.total;
  };
  int best = key(st.contenders.front());
  for (PlayerId p : st.contenders) best = std::max(best, key(p));
  std::vector<PlayerId> tied;
  for (PlayerId p : st.contenders)
    if (key(p) == best) tied.push_back(p);
  if (tied.size() == 1) {
    st.over = true;
    st.phase = Phase::Over;
    st.winner = tied.front();
    st.end = End::Score;
    emit(m, [&] { return Event{.kind = EventKind::Winner, .player = st.winner, .total = st.players[static_cast<std::size_t>(st.winner)].total}; });
    return;
  }
  st.contenders = tied;
  phase(m, Phase::TieBreak);
}

void Rules::tiebreak_step(MinerMatch& m) {
  State& st = m.s_;
  if (st.tiebreak >= c(m).tiebreak_limit) {
    st.over = true;
    st.phase = Phase::Over;
    st.winner = kNone;
    st.end = End::TieLimit;
    st.message = "still tied after " + std::to_string(st.tiebreak) + " tie-breaks: the game is a tie";
    emit(m, [&] { return Event{.kind = EventKind::Tie, .round = st.tiebreak, .players = st.contenders}; });
    return;
  }
  ++st.tiebreak;
  emit(m, [&] { return Event{.kind = EventKind::Tiebreak, .round = st.tiebreak, .players = st.contenders}; });
  for (PlayerId p : st.contenders) {
    Player& pl = st.players[static_cast<std::size_t>(p)];
    pl.hero_spent = 0;
    for (DieId d : pl.trove) {
      st.dice[static_cast<std::size_t>(d)].spent = false;
      st.dice[static_cast<std::size_t>(d)].kept = false;
      roll(m, d, Why::Tiebreak, p);
    }
  }
  begin_magic(m);
}

}  // namespace dm::miner
