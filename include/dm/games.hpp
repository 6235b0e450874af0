#pragma once
// The games the engine hosts, by name, as OpenSpiel keeps its games behind one registry. A
// game is a rules module (its state, steps and decisions behind dm::Match) plus content in
// scripts; a format script names the game it sets up (`game = "dice-miner"`; Dice Masters
// when it names none). Everything that runs games (dice play, sim, replay, scenario, Python)
// finds the game here and drives it through dm::Match. Public API.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dm/match.hpp"

namespace dm {

struct GameInfo {
  std::string name;     // "dice-masters", "dice-miner": what format scripts and replays name
  std::string title;    // "Marvel Dice Masters"
  std::string summary;  // one line: what is played
  int min_players = 2, max_players = 2;
};

// A format's options as a user gives them (`--option players=3`): name to value.
using FormatOptions = std::map<std::string, std::string>;
using TableOptions = FormatOptions;

// An option a format declares with option(name, default, { min, max, text }).
struct FormatOptionInfo {
  std::string name;
  std::string text;            // what it changes
  std::string value;           // the value this format was loaded with
  std::string default_value;
  std::string range;           // "8 to 20", "true or false", or "" for any text
};

// A script a game's content came from, with its content hash (replays check them).
struct ScriptHash {
  std::string file;  // relative to the data folder when it is in it
  std::uint64_t hash = 0;
};

// A format of one game, loaded: its script read and the game's content compiled, ready to set
// up one match per seed. One per thread: it may hold Lua states, which are not shared.
class Table {
 public:
  virtual ~Table() = default;
  virtual const GameInfo& game() const = 0;
  virtual const std::string& format() const = 0;  // the format's name, or its path as given
  virtual const std::string& description() const = 0;
  virtual const std::vector<FormatOptionInfo>& options() const = 0;  // with the values it was opened with
  virtual int players() const = 0;                // players a match seats
  virtual int seats() const { return players(); } // who may be asked to decide (drafters too)
  // A new match for `seed`, set up and not yet advanced (Match::advance runs it to its first
  // decision), so a caller can set its log first. `player_at_seat` seats the format's players
  // (with whatever the format gives each, a team) in another order: seat s is taken by player
  // player_at_seat[s]; empty, they sit in order. Throws std::runtime_error naming the script
  // when the content fails, std::invalid_argument for a seating that is not a permutation.
  virtual std::unique_ptr<Match> start(std::uint64_t seed, const std::vector<int>& player_at_seat) = 0;
  // Seat -> player for a game whose seats are rotated once (simulations play odd games so,
  // so that nobody always goes first): by one side, or by one seat where each player is a side.
  virtual std::vector<int> rotation() const;
  // The content the matches use, each script with its hash (for replay files).
  virtual std::vector<ScriptHash> scripts() const = 0;
};

class GameType {
 public:
  virtual ~GameType() = default;
  virtual const GameInfo& info() const = 0;
  // Loads a format script of this game (a name in the data folder's formats, or a path).
  // Throws std::runtime_error (FormatError for Dice Masters) naming the file and the problem.
  virtual std::unique_ptr<Table> open(const std::string& format, const TableOptions& options) const = 0;
};

// The registered games, in the order they were added (Dice Masters first).
std::vector<const GameType*> game_types();
// The game called `name`, or null.
const GameType* find_game_type(std::string_view name);
// Which game a format script sets up: its `game` field, "dice-masters" when it has none.
// Throws std::runtime_error naming the file when the script can't be read.
std::string format_game(const std::string& format);

}  // namespace dm
