#pragma once
// What happens in a game of Liar's Dice, as the rules say it: typed events. The rules emit
// them (Steps::emit) and one place turns them into log lines (event_line, log_lines.cpp), so
// no rule builds JSON and the log's shape is written down once (docs/liars-dice.md, "The
// log"). Internal to dm_liars.
#include <cstdint>
#include <string>

#include "engine/liars/match.hpp"

namespace dm::liars {

enum class EventKind : std::uint8_t {
  RoundStart,  // `round` begins, `player` opens the bidding
  Roll,        // `player` rolled their cup (the faces are read from the state)
  Bid,         // `player` bid `quantity` `face`s
  Challenge,   // `player` called liar on `other`'s bid of `quantity` `face`s: `count` dice show it, `holds`, `loser` loses
  DieLost,     // `player` lost a die (classic), `count` left
  Eliminated,  // `player` lost their last die: out, in `place`
  Winner,      // `player` won: `end` says how; for one round `other` is the loser
};

struct Event {
  EventKind kind = EventKind::Bid;
  PlayerId player = kNone;  // who did it, or whom it concerns
  PlayerId other = kNone;   // challenge: the bidder; winner of a one-round game: the loser
  PlayerId loser = kNone;   // challenge: who lost it
  int quantity = 0;         // bid, challenge: the bid's quantity
  int face = 0;             // bid, challenge: the bid's face
  int count = 0;            // challenge: dice counting for the face; die_lost: dice left
  int place = 0;            // eliminated: the place the player ends in
  int round = 0;            // round_start: the round
  bool holds = false;       // challenge: the bid held (the caller loses)
  End end = End::None;      // winner: how the game ended
};

// The log line of an event, with what it needs read from the match as it is when it happens.
std::string event_line(const LiarsMatch& m, const Event& e);

}  // namespace dm::liars
