#pragma once
// Liar's Dice's rules as steps over the state (rules.cpp): a round's roll, a bid, a call of
// liar and what follows it (a die lost, a player out, the next round or the end). The match's
// driver (match.cpp) runs them; nothing else changes the state. Internal to dm_liars.
#include "engine/liars/events.hpp"

namespace dm::liars {

struct Steps {
  static State& s(LiarsMatch& m) { return m.s_; }
  static void emit(const LiarsMatch& m, const Event& e) {
    if (m.logging()) m.log(event_line(m, e));
  }
  // Every player holding dice rolls them all, seat by seat; the round's bidding begins.
  static void roll_round(LiarsMatch& m);
  // The current player bids (legal: checked by the caller); the turn passes on.
  static void bid(LiarsMatch& m, int quantity, int face);
  // The current player calls liar on the standing bid: the cups are shown and the loser pays.
  static void call_liar(LiarsMatch& m);
  // Places for a game over: the loser of a one-round game last; else by the dice left.
  static void finish(LiarsMatch& m, PlayerId winner, End how, PlayerId loser);
  // Checks a position against the rules and starts from it (LiarsMatch::set_position).
  static std::optional<std::string> set_position(LiarsMatch& m, const Position& p);
};

}  // namespace dm::liars
