#pragma once
// A Liar's Dice match as everything that drives a game sees it (dm/match.hpp), with the
// queries its players, scenarios and views ask. The decision is always one kind, a turn of
// the bidding: its options are every bid above the one standing, lowest first, and then
// "liar" when a bid stands. They are worked out from the state, never stored: option i is
// the i-th bid above the standing one in the bidding rule's order (docs/liars-dice.md).
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dm/bounded_match.hpp"
#include "engine/liars/state.hpp"

namespace dm::liars {

// A position to start from (scenarios, tests) instead of a new game.
struct Position {
  // By seat: the faces under each cup (empty: out of the game, in the classic game). With
  // `rolled` false only how many dice each holds counts: the round begins with a roll.
  std::vector<std::vector<int>> dice;
  bool rolled = true;
  // By seat: the place of a player already out (0: still playing). Empty: players out are
  // placed last, in seat order.
  std::vector<int> places;
  int round = 1;              // the round being played
  PlayerId starter = 0;       // who opened this round's bidding
  PlayerId current = kNone;   // whose turn it is (kNone: the starter's)
  Bid bid;                    // the bid standing (empty: none yet)
};

class LiarsMatch final : public dm::BoundedMatch {
 public:
  // A new game: the first round's cups are rolled by the first advance(). Throws
  // std::invalid_argument for rules out of their ranges.
  LiarsMatch(const Rules& rules, std::uint64_t seed);
  LiarsMatch(const LiarsMatch& o) : BoundedMatch(o), s_(o.s_) {}  // a clone: no log sink
  LiarsMatch& operator=(const LiarsMatch& o);

  static const std::string& kName;  // "liars-dice"
  const std::string& game_name() const override { return kName; }
  const State& state() const { return s_; }
  const Rules& rules() const { return s_.rules; }

  int player_count() const override { return s_.player_count(); }
  void advance() override;
  bool over() const override { return s_.phase == Phase::Over; }
  PlayerId decider() const override { return s_.phase == Phase::Bidding ? s_.current : kNone; }
  int option_count() const override;
  int decision_code() const override { return static_cast<int>(s_.phase == Phase::Bidding ? Kind::Bid : Kind::None); }
  std::string decision_name() const override { return s_.phase == Phase::Bidding ? "bid" : ""; }
  // A bid's code is quantity * 16 + face, the same move whatever is standing; liar's is 0.
  std::uint64_t option_code(int option) const override;
  std::string option_key(int option) const override;    // "bid:3x5", "liar"
  std::string option_label(int option) const override;  // "bid three 5s", "call liar on P1's three 5s"
  std::string prompt() const override;
  // Keys as option_key writes them, and as people type them: "bid 3 5", "bid 3x5", "3x5",
  // "call", "call liar" (any case).
  int find_option(std::string_view key) const override;
  using BoundedMatch::apply;
  // Refuses with the rule that forbids it: a bid that does not beat the standing one, a
  // quantity beyond the dice in play, liar before any bid.
  std::optional<std::string> apply(std::string_view key) override;

  std::unique_ptr<dm::Match> clone() const override { return std::make_unique<LiarsMatch>(*this); }
  void clone_into(std::unique_ptr<dm::Match>& into) const override;
  bool equals(const dm::Match& o) const override;
  std::uint64_t hash() const override { return fields::hash(s_); }
  std::string serialize() const override { return fields::to_json(s_, 512); }
  // The other players' faces resampled from `seed`, and chance too; a game over hides nothing
  // (the challenge showed every cup), so only chance is resampled then.
  std::unique_ptr<dm::Match> observation(PlayerId viewer, std::uint64_t seed) const override;
  void observation_into(PlayerId viewer, std::uint64_t seed, std::unique_ptr<dm::Match>& into) const override;
  // The state without chance, the other players' faces written as 0 (their counts kept).
  std::string observation_json(PlayerId viewer) const override;
  MatchResult result() const override;
  // The round being played: a turn of the tree search's horizon is a round, and the game of
  // one round is all turn 1.
  int turn() const override { return s_.round; }

  std::string state_line() const override;
  std::string start_fields() const override;
  std::string over_fields() const override;

  // --- positions and pins (scenarios, tests) ---
  // Starts from `p` instead of a new game (before the first advance); returns what is wrong
  // with it, the match unchanged.
  std::optional<std::string> set_position(const Position& p);
  // The next faces rolled (1 to sides, in the order the dice are rolled: seat by seat).
  void force_faces(const std::vector<int>& faces);
  // The generator as it is, for a position written out to be played on exactly.
  void set_chance(const Chance& c) { s_.chance = c; }

  // --- queries (agents, scenarios, views); none changes the game ---
  int dice_in_play() const;                    // every die still under a cup
  int bid_rank(int quantity, int face) const;  // the bid's place in the bidding order (0: the lowest)
  Bid rank_bid(int rank) const;                // the bid at that place (bidder unset)
  bool is_liar(int option) const;              // the option calls liar
  Bid option_bid(int option) const;            // the bid an option makes (empty for liar)
  bool beats(int quantity, int face) const;    // a legal bid now: in range and above the standing one
  // The dice on the table that count for `face` (the highest face too, when wild).
  int count(int face) const;
  // Whether die face `die` counts for a bid of `face` under these rules.
  static bool counts_for(const Rules& r, int die, int face) { return die == face || (r.wild && die == r.sides); }
  PlayerId next_holder(PlayerId p) const;      // the next player clockwise still holding dice
  std::string why_refused(std::string_view key) const;

 private:
  friend struct Steps;  // the rules' steps (rules.cpp) change the state
  void answer(int option) override;
  void end_at_bound() override;
  void log(const std::string& line) const { log_line(line); }
  State s_;
};

// "three 5s", "one 2": a bid in words; "three": a number in words (figures past thirty).
std::string bid_words(int quantity, int face);
std::string number_words(int n);
// The name of player p: "P1" for seat 0.
std::string player_name(PlayerId p);

}  // namespace dm::liars
