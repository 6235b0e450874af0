// Liar's Dice's hooks for the tree search (engine/agents/search_hooks.hpp; docs/liars-dice.md,
// "Players"). mcts searches in observations: each iteration guesses the other cups afresh
// (LiarsMatch::observation), so it never reads them. The options worth searching are liar and,
// for each face, the two cheapest legal quantities: a bid that jumps further only gives the
// next player more room, and 300 options (six players of five dice of ten sides) would leave
// the search nothing to learn from. Rollouts are played by greedy and end with the round; the
// position is then worth each player's share of the dice (the game's end: its places).
#include <algorithm>

#include "engine/agents/search_hooks.hpp"
#include "engine/liars/liars.hpp"

namespace dm::liars {

namespace {

std::vector<double> evaluate(const Match& g) {
  const auto& m = static_cast<const LiarsMatch&>(g);
  const State& s = m.state();
  const int n = s.player_count();
  std::vector<double> out(static_cast<std::size_t>(n), 0.5);
  if (m.over()) {
    // By place: the first 1, the last 0, the places between evenly.
    for (PlayerId p = 0; p < n; ++p)
      out[static_cast<std::size_t>(p)] = static_cast<double>(n - s.players[static_cast<std::size_t>(p)].place) / (n - 1);
    return out;
  }
  // Each player's dice against an average player still in.
  int holders = 0;
  for (const Player& p : s.players) holders += !p.dice.empty();
  const double total = m.dice_in_play();
  for (PlayerId p = 0; p < n; ++p) {
    const double mine = static_cast<double>(s.players[static_cast<std::size_t>(p)].dice.size());
    const double other = holders > 1 ? (total - mine) / (holders - (mine > 0 ? 1 : 0)) : 0;
    out[static_cast<std::size_t>(p)] = mine == 0 ? 0 : mine / (mine + other);
  }
  return out;
}

void candidates(const Match& g, std::vector<int>& out) {
  const auto& m = static_cast<const LiarsMatch&>(g);
  out.clear();
  const int count = m.option_count();
  const Bid& standing = m.state().bid;
  const int lowest = standing.empty() ? 0 : m.bid_rank(standing.quantity, standing.face) + 1;
  const int total = m.dice_in_play();
  for (int face = 1; face <= m.rules().sides; ++face) {
    int taken = 0;
    for (int q = 1; q <= total && taken < 2; ++q) {
      if (!m.beats(q, face)) continue;
      out.push_back(m.bid_rank(q, face) - lowest);
      ++taken;
    }
  }
  std::sort(out.begin(), out.end());
  if (!standing.empty()) out.push_back(count - 1);  // liar
}

}  // namespace

const agents::SearchHooks& search_hooks() {
  static const agents::SearchHooks h = [] {
    agents::SearchHooks x;
    x.evaluate = evaluate;
    x.candidates = candidates;
    x.base = "greedy";
    x.rollout = "greedy";
    x.turns = 0;  // to the end of the round being played
    x.search = 1u << static_cast<int>(Kind::Bid);
    x.decisions = {{"bid", static_cast<int>(Kind::Bid)}};
    return x;
  }();
  return h;
}

}  // namespace dm::liars
