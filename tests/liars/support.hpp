#pragma once
// Helpers for Liar's Dice's tests: rules written briefly, matches set at a position, answers
// that fail the test with the options when refused, and the invariants checked after every
// step of random games.
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>
#include <vector>

#include "engine/liars/liars.hpp"

namespace dm::liars::test {

inline Rules rules(int players = 2, int dice = 1, int sides = 6, bool wild = true, Bidding bidding = Bidding::ResetFace, bool classic = false) {
  Rules r;
  r.players = players;
  r.dice = dice;
  r.sides = sides;
  r.wild = wild;
  r.bidding = bidding;
  r.classic = classic;
  return r;
}

// A match with these cups (rolled), `current` to answer `bid` (empty: the starter opens).
inline LiarsMatch at(const Rules& r, std::vector<std::vector<int>> cups, PlayerId current = 0, Bid bid = {}, PlayerId starter = kNone,
                     std::uint64_t seed = 1) {
  LiarsMatch m(r, seed);
  Position p;
  p.dice = std::move(cups);
  p.current = current;
  p.starter = starter == kNone ? (bid.empty() ? current : bid.bidder) : starter;
  p.bid = bid;
  if (auto err = m.set_position(p)) FAIL("position refused: " << *err);
  m.advance();
  return m;
}

inline std::string keys(const Match& m) {
  std::string out;
  for (int i = 0; i < m.option_count(); ++i) out += (out.empty() ? "" : " ") + m.option_key(i);
  return out;
}

// Applies the option with `key`, failing the test with the options when it is refused.
inline void play(Match& m, const std::string& key) {
  if (auto err = m.apply(std::string_view(key))) FAIL("'" << key << "' refused: " << *err << " (options: " << keys(m) << ")");
}

// What is wrong with the match now ("" when nothing), checked independently of the rules'
// own queries: cups sorted and in range, the dice a player holds never more than they
// started with, places only for players out (or everyone at the end), a decision exactly
// when the game goes on, options strictly rising in the bidding order, liar last and only
// over a bid, the bid in range. Plain C++: games may be checked on several threads.
inline std::string invariant_problem(const LiarsMatch& m) {
  const State& s = m.state();
  const Rules& r = s.rules;
  int total = 0, holders = 0;
  for (std::size_t p = 0; p < s.players.size(); ++p) {
    const Player& pl = s.players[p];
    if (!std::is_sorted(pl.dice.begin(), pl.dice.end())) return "P" + std::to_string(p + 1) + "'s cup is not sorted";
    for (int f : pl.dice)
      if (f < 1 || f > r.sides) return "a die shows " + std::to_string(f);
    if (static_cast<int>(pl.dice.size()) > r.dice) return "a cup holds more dice than it started with";
    if (!r.classic && static_cast<int>(pl.dice.size()) != r.dice) return "a cup lost a die in the game of one round";
    if (!m.over() && pl.dice.empty() != (pl.place > 0)) return "a place is set for a player still in, or missing for one out";
    total += static_cast<int>(pl.dice.size());
    holders += !pl.dice.empty();
  }
  if (total != m.dice_in_play()) return "dice_in_play disagrees with the cups";
  if (m.over()) {
    if (m.decider() != kNone || m.option_count() != 0) return "a decision is pending in a game that is over";
    int first = 0, last = 0;
    for (const Player& pl : s.players) {
      if (pl.place < 1 || pl.place > s.player_count()) return "a place out of range at the end";
      first += pl.place == 1;
      last += pl.place == s.player_count();
    }
    if (first < 1 || last != 1) return "the places at the end have no first or not one last";
    if (s.players[static_cast<std::size_t>(s.winner)].place != 1) return "the winner is not in first place";
    if (r.classic && holders != 1) return "the classic game ended with " + std::to_string(holders) + " players holding dice";
    return "";
  }
  if (holders < 2) return "the game goes on with fewer than two players holding dice";
  if (m.decider() == kNone || s.players[static_cast<std::size_t>(m.decider())].dice.empty()) return "the player to decide holds no dice";
  const int n = m.option_count();
  if (n < 1) return "no options";
  int prev_q = 0, prev_f = 0;
  if (!s.bid.empty()) {
    if (s.bid.quantity < 1 || s.bid.quantity > total || s.bid.face < 1 || s.bid.face > r.sides) return "the bid is out of range";
    if (s.bid.bidder == m.decider()) return "a player answers their own bid";
    if (m.option_key(n - 1) != "liar") return "liar is not the last option over a bid";
    prev_q = s.bid.quantity, prev_f = s.bid.face;
  }
  // Every bid above the standing one is offered: counted over every quantity and face.
  int above = 0;
  for (int q = 1; q <= total; ++q)
    for (int f = 1; f <= r.sides; ++f)
      above += s.bid.empty() || (r.bidding == Bidding::ResetFace ? (q > prev_q || (q == prev_q && f > prev_f))
                                                                 : (f > prev_f || (f == prev_f && q > prev_q)));
  if (n != above + (s.bid.empty() ? 0 : 1)) return std::to_string(n) + " options for " + std::to_string(above) + " higher bids";
  for (int i = 0; i < n; ++i) {
    if (m.is_liar(i)) {
      if (i != n - 1 || s.bid.empty()) return "liar offered out of place";
      continue;
    }
    const Bid b = m.option_bid(i);
    const bool higher = r.bidding == Bidding::ResetFace ? (b.quantity > prev_q || (b.quantity == prev_q && b.face > prev_f))
                                                        : (b.face > prev_f || (b.face == prev_f && b.quantity > prev_q));
    if (!higher) return "option " + m.option_key(i) + " does not rise above the one before it";
    if (b.quantity < 1 || b.quantity > total || b.face < 1 || b.face > r.sides) return "option " + m.option_key(i) + " is out of range";
    prev_q = b.quantity, prev_f = b.face;
  }
  return "";
}

inline void check_invariants(const LiarsMatch& m) {
  const std::string problem = invariant_problem(m);
  if (!problem.empty()) FAIL(problem);
}

}  // namespace dm::liars::test
