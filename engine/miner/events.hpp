#pragma once
// What happens in a game of Dice Miner, as the rules say it: typed events. The rules emit
// them (Rules::emit) and one place turns them into log lines (event_line, log_lines.cpp), so
// no rule builds JSON and the log's shape is written down once. Internal to dm_miner.
#include <string>
#include <vector>

#include "dm/miner.hpp"

namespace dm::miner {

enum class EventKind : std::uint8_t {
  FirstRoll,    // player rolled `face` of the first-player kind: rank `amount`, in roll `round`
  FirstPlayer,  // player is the first player, `by` what; `total` when by the lowest total
  Hero,         // player chose `hero`
  RoundStart,   // `round` begins, player the first player
  Phase,        // `phase` begins, in `round`
  Roll,         // `die` was rolled (what it shows now), `why`; player: whose trove (kNone: the mountain)
  Fill,         // `die` was drawn from the bag into `spot`
  Take,         // player took `die` from `spot`, from the top or the skirt (`top`)
  Slide,        // `die` slid down from `spot` into `to_spot`
  Share,        // player gave `die`, showing its new face, to `to`
  Spend,        // player spent `die` (or, with `hero` set, hero face `face`): `amount` magic symbols
  RerollsLost,  // player lost `amount` rerolls no die could take
  Score,        // a rule (`text`) gave player `amount` points (`detail`: how)
  RoundScore,   // player scored `amount` in `round` (or `tiebreak`), `total` in all
  Keep,         // player kept `die` through the recovery
  Tiebreak,     // tie-break number `round` begins among `players`
  Winner,       // player won with `total`
  Tie,          // still tied after `round` tie-breaks: `players` share the game
  ScriptError,  // a scoring script failed: `text` the file, `line`, `detail` the message
};

enum class Why : std::uint8_t { Fill, Share, Magic, Recovery, Tiebreak };          // a roll's cause
enum class FirstBy : std::uint8_t { Roll, Seat, LowestTotal, LowestTotalTieAtRandom };  // how the first player came

struct Event {
  EventKind kind = EventKind::Phase;
  PlayerId player = kNone;         // who did it, or whom it concerns
  PlayerId to = kNone;             // share: who was given the die
  DieId die = kNone;               // the die concerned
  int spot = -1;                   // fill, take: its spot; slide: the spot it left (0-based)
  int to_spot = -1;                // slide: the spot it slid into (0-based)
  int face = -1;                   // first_roll: the face rolled; spend of a hero face: the face (index)
  int hero = -1;                   // hero: the hero chosen; spend: the hero whose face was spent
  int amount = 0;                  // points, magic symbols, rerolls lost, or a roll's rank
  int total = 0;                   // the player's total (round_score, winner, first_player by total)
  int round = 0;                   // the round; first_roll: which roll; tiebreak, tie: how many tie-breaks
  int tiebreak = 0;                // round_score: the tie-break it belongs to (0: a round's)
  int line = 0;                    // script_error: the script's line
  bool top = true;                 // take: from the top (else the skirt)
  Phase phase = Phase::Excavation; // phase: the phase beginning
  Why why = Why::Fill;             // roll: why
  FirstBy by = FirstBy::Roll;      // first_player: how
  std::string text;                // score: the rule; script_error: the file
  std::string detail;              // score: how the points came; script_error: the message
  std::vector<PlayerId> players;   // tiebreak, tie: the players
};

// The log line of an event (docs/dice-miner.md, "The log"), names read from the match as it
// is when the event happens.
std::string event_line(const MinerMatch& m, const Event& e);

}  // namespace dm::miner
