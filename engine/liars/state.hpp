#pragma once
// Liar's Dice as a plain value (docs/liars-dice.md): the rules a format set, every player's
// cup, the round, whose turn it is, the bid standing, and chance. Each struct lists its members
// once in `fields`, so equality, the hash and the JSON (dm/fields.hpp) see all of them, as
// they do for Dice Miner's state. Nothing here refers to anything outside the value: a state
// alone says everything about a position, the rules included.
#include <cstdint>
#include <string_view>
#include <vector>

#include "dm/chance.hpp"
#include "dm/fields.hpp"
#include "dm/ids.hpp"

namespace dm::liars {

// What makes one bid higher than another (OpenSpiel's `bidding_rule`).
enum class Bidding : std::uint8_t {
  ResetFace,      // a higher quantity of any face, or as many of a higher face
  ResetQuantity,  // a higher face in any quantity, or more of the same face
};
std::string_view to_string(Bidding b);  // "reset-face", "reset-quantity"

// The table and the rules a format sets (its options); fixed for a match.
struct Rules {
  int players = 2;                       // seats, 2 to 6
  int dice = 1;                          // dice each player starts with, 1 to 5
  int sides = 6;                         // faces of every die, numbered 1 to sides; 2 to 10
  bool wild = true;                      // the highest face counts as every face when bids are counted
  Bidding bidding = Bidding::ResetFace;  // what a higher bid is
  bool classic = false;                  // a lost challenge costs a die and play goes on (else the round ends the game)
  bool operator==(const Rules&) const = default;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("players", x.players), f("dice", x.dice), f("sides", x.sides), f("wild", x.wild), f("bidding", x.bidding),
        f("classic", x.classic);
  }
};

// A claim that at least `quantity` dice on the table show `face`.
struct Bid {
  int quantity = 0;         // how many dice (1 to the dice in play); 0: no bid stands
  int face = 0;             // which face, 1 to sides
  PlayerId bidder = kNone;  // who made it
  bool empty() const { return quantity == 0; }
  bool operator==(const Bid&) const = default;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("quantity", x.quantity), f("face", x.face), f("bidder", x.bidder);
  }
};

struct Player {
  std::vector<int> dice;  // the faces under this player's cup, ascending; empty: out of the game
  int place = 0;          // the place once it is decided (out, or the game over); 0 while it is not
  bool operator==(const Player&) const = default;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("dice", x.dice), f("place", x.place);
  }
};

enum class Phase : std::uint8_t {
  Roll,     // a round is about to begin: every cup is rolled
  Bidding,  // players bid in turn until one calls liar
  Over,     // the game has ended
};
std::string_view to_string(Phase p);

// How the game ended: not yet; a challenge decided the one round; one player holds the last dice.
enum class End : std::uint8_t { None, Challenge, LastDice, DecisionLimit };

// The decisions there are: one kind, a turn of the bidding (a bid, or liar once a bid stands).
enum class Kind : std::uint8_t { None, Bid };

struct State {
  Rules rules;                  // the format's rules and table
  std::vector<Player> players;  // by seat
  int round = 0;                // 1 from the first round (0 before it is rolled)
  PlayerId starter = 0;         // who opens (opened) this round's bidding
  PlayerId current = 0;         // whose turn it is to bid or call liar
  Bid bid;                      // the bid standing this round (empty before the first)
  Phase phase = Phase::Roll;    // what happens next
  PlayerId winner = kNone;      // once over: the challenge's winner (one round) or the last player holding dice
  End end = End::None;          // how it ended
  Chance chance;                // the generator and pinned faces (face indexes, 0 for face 1)

  int player_count() const { return static_cast<int>(players.size()); }
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("rules", x.rules), f("players", x.players), f("round", x.round), f("starter", x.starter), f("current", x.current),
        f("bid", x.bid), f("phase", x.phase), f("winner", x.winner), f("end", x.end), f("chance", x.chance);
  }
};

}  // namespace dm::liars
