#pragma once
// A running game of any kind, as everything that drives one sees it: the CLI, agents,
// simulations, scenarios, replays, the viewer and Python. A game advances until a player must
// decide, shows that decision as a count of options whose keys, labels and prompt are built
// only when asked, and continues when one is applied; a refused answer changes nothing. A
// match is a value: cloned, compared, hashed and serialized through its game's field lists.
// Each game (dm/games.hpp) implements this once; nothing driving a game needs more. Public API.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dm/ids.hpp"

namespace dm {

struct DecisionCount;  // dm/bounds.hpp

// Where a game's event lines go: one JSON object a line; nothing is built without a sink.
using LogSink = std::function<void(const std::string& json_line)>;

// How a game ended, in terms every game shares.
struct MatchResult {
  bool over = false;
  SideId winner = kNone;            // the winning side (kNone: a tie, or stopped at a bound)
  std::vector<int> places;          // by player: 1 for the best; players who tie share a place
  std::vector<std::int64_t> scores; // by player, as the game keeps score (life of the player's side, points)
  std::string reason;               // why it ended: "life", "score", "turn_limit", "script_limit", ...
  bool bounded = false;             // stopped at a bound (turns, a script's limits), not by its rules
  int turns = 0;                    // turns played (rounds, in a game of rounds)
};

class Match {
 public:
  virtual ~Match() = default;

  // --- what is played, and by whom ---
  virtual const std::string& game_name() const = 0;  // the game's name in the registry
  virtual int player_count() const = 0;
  // Who may be asked to decide: the players, or more (drafters at a pod's table).
  virtual int seat_count() const { return player_count(); }
  // Players win together by sides (a team shares its life); in most games each is its own.
  virtual SideId side_of(PlayerId p) const { return p; }
  virtual int side_count() const { return player_count(); }

  // --- the decision waiting ---
  // Runs the rules until a decision is needed or the game ends: once after the match is set
  // up (so a log sink can be set first), and by apply() after each answer.
  virtual void advance() = 0;
  virtual bool over() const = 0;
  virtual PlayerId decider() const = 0;  // kNone when nothing is pending (over, or paused)
  virtual int option_count() const = 0;
  // The kind of decision as a small integer, and its name for programs ("declare_blockers").
  virtual int decision_code() const = 0;
  virtual std::string decision_name() const = 0;
  // What option i does, as one integer: two options with the same code in decisions of the
  // same kind are the same move (search trees share statistics by it).
  virtual std::uint64_t option_code(int option) const = 0;
  // For people and programs, built only when asked.
  virtual std::string option_key(int option) const = 0;
  virtual std::string option_label(int option) const = 0;
  virtual std::string prompt() const = 0;
  // The option with this key, or -1.
  virtual int find_option(std::string_view key) const;
  // Applies option `option` of the pending decision; on an illegal one returns the reason
  // and leaves the game exactly as it was.
  virtual std::optional<std::string> apply(int option) = 0;
  // The same by the option's key (a game that implements only the first adds `using Match::apply`).
  virtual std::optional<std::string> apply(std::string_view key);

  // --- the game as a value ---
  virtual std::unique_ptr<Match> clone() const = 0;
  // clone() written into `into`. When `into` already holds a match of this game, its memory
  // is reused and its shared content kept (dm/shared.hpp): a search that copies a position
  // at every iteration then allocates little and changes no shared reference count.
  // Otherwise `into` gets a new clone.
  virtual void clone_into(std::unique_ptr<Match>& into) const { into = clone(); }
  // The same game in the same state (a match of another game is never equal).
  virtual bool equals(const Match& o) const = 0;
  bool operator==(const Match& o) const { return equals(o); }
  virtual std::uint64_t hash() const = 0;
  virtual std::string serialize() const = 0;

  // --- what one player may know ---
  // A clone in which what `viewer` can't see (the generator, so every future draw and roll;
  // pinned chance; others' secrets) is sampled from `seed`: searching in it reveals nothing.
  virtual std::unique_ptr<Match> observation(PlayerId viewer, std::uint64_t seed) const = 0;
  // observation() written into `into`, reusing it as clone_into does.
  virtual void observation_into(PlayerId viewer, std::uint64_t seed, std::unique_ptr<Match>& into) const {
    into = observation(viewer, seed);
  }
  // The state as `viewer` may see it, one JSON object, without chance.
  virtual std::string observation_json(PlayerId viewer) const = 0;

  // --- the end ---
  virtual MatchResult result() const = 0;
  virtual int turn() const = 0;  // the turn (or round) being played

  // --- the log (docs/log-format.md) ---
  virtual void set_log(LogSink sink) = 0;
  // The positions and totals of the game, with the state hash, as a log line.
  virtual std::string state_line() const = 0;
  // Fields the game adds to the `game_start` and `game_over` lines (dm/game_log.hpp), as the
  // text of one JSON object: what a reader of the log needs to know of this game.
  virtual std::string start_fields() const { return "{}"; }
  virtual std::string over_fields() const { return "{}"; }
  // The decisions counted toward the bounds every game keeps (dm/bounds.hpp, docs/limits.md),
  // or null for a game that keeps none: every listed game keeps them (tests/test_contract.cpp).
  virtual const DecisionCount* decision_count() const { return nullptr; }
  // Script errors the game met (a game with no scripts has none).
  virtual int script_errors() const { return 0; }
  // Why a match that is over never began (a draft stopped at one of its bounds built no teams),
  // or "" for one that was played.
  virtual std::string unbegun() const { return ""; }
};

// What every game's apply(int) says before it changes anything, in the same words for every
// game: why option `option` can't be answered now (the game is over, nothing is asked, an index
// out of range), or nothing when it may be.
std::optional<std::string> refusal(const Match& m, int option);
// What every game's apply(key) says of a key no option has: the key, and the keys there are.
std::string key_refusal(const Match& m, std::string_view key);
// The `choice` line every game writes as an answer is applied (docs/log-format.md): who, which
// decision, the option's key and its label.
std::string choice_line(const Match& m, int option);

}  // namespace dm
