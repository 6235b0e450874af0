#pragma once
// The games the engine hosts, by name, as OpenSpiel keeps its games behind one registry. A
// game is a rules module (its state, steps and decisions behind dm::Match) plus content in
// scripts; a format script names the game it sets up (`game = "<name>"`; the first game
// listed when it names none). Everything that runs games (dice play, sim, replay, scenario,
// Python) finds the game here and drives it through dm::Match. Public API.
#include <cstdint>
#include <map>
#include <stdexcept>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dm/match.hpp"

namespace dm {

struct GameInfo {
  std::string name;     // what format scripts, scenarios and replays name it by
  std::string title;    // as people name it
  std::string summary;  // one line: what is played
  int min_players = 2, max_players = 2;
  std::string default_format;  // played when a command names no format
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

struct Replay;

// What a replay records of a game's set-up (Table::replay_record).
struct ReplayRecord {
  std::vector<std::pair<std::string, std::string>> fields;  // header fields: name, JSON text
  std::vector<std::string> lines;                           // JSON objects' text
};

// The content a match used, noted as it is played (Table::content_notes).
class ContentNotes {
 public:
  virtual ~ContentNotes() = default;
  virtual void note(const Match& m) = 0;
  virtual std::vector<std::string> lines() const = 0;
};

// A card's games in a simulation (or a hero's, or whatever a side brings that the game counts):
// on a side that had it, won; with at least one of its dice bought (used), won; dice bought and
// fielded over all games (an action card's dice are used instead: `used`, and `action` is set).
struct CardCount {
  std::uint64_t games = 0, wins = 0, bought_games = 0, bought_wins = 0, dice_bought = 0, fielded = 0;
  std::uint64_t used = 0;  // action dice used
  bool action = false;     // its dice are used, never fielded: reports show `used`
  void add(const CardCount& o);
  bool operator==(const CardCount& o) const = default;
};

// A card replaced by another in the entries (Table::swap_in_entries).
struct EntrySwap {
  std::string error;             // "" when it was done
  std::vector<int> players;      // the players whose entries held card A
  std::string a_id, a_name, b_id, b_name;
};

// What a game counts of each match a worker of a simulation plays (Table::card_counter).
class CardCounter {
 public:
  virtual ~CardCounter() = default;
  virtual void begin(Match& m) = 0;        // before its first advance
  virtual void end(const Match& m) = 0;    // once it is over
  // Everything counted, by card id, added into `out`.
  virtual void fold(std::map<std::string, CardCount>& out) const = 0;
};

// A replay whose game can't be set up now as it says: the format sets it up otherwise
// (`invalid` false: the replay differs), or what it says can't be a game (`invalid`: the
// replay is malformed).
struct ReplaySetupError : std::runtime_error {
  ReplaySetupError(const std::string& what, bool invalid) : std::runtime_error(what), invalid(invalid) {}
  bool invalid;
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
  virtual bool drafts() const { return false; }   // the players' entries come from a draft before each match
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

  // --- what players bring (a team file, in a game of teams) ---
  // The kind of file a player may bring ("team file"), or null when players bring nothing.
  virtual const char* entry_kind() const { return nullptr; }
  // Reads one file per player and checks them against the format's rules: every problem, each
  // a line for people ("file:line:col: error: ..."); none, and later matches seat them.
  virtual std::vector<std::string> set_entries(const std::vector<std::string>& files);
  // Entries the format would accept, drawn at random from `seed`, one per player, as the text of
  // their files (random legal teams); none when players bring nothing.
  virtual std::vector<std::string> random_entries(std::uint64_t seed) { return {}; }
  // What each player (in the format's order) brings, for people and results: a team's name, a
  // hero; "" where there is nothing to name.
  virtual std::vector<std::string> entry_names() const { return {}; }
  // Ends later matches after `turns` turns; false when the game's length is its rules' own.
  virtual bool set_turn_cap(int turns) { return false; }
  // The first line of the log of a match this table started last (dm/game_log.hpp), with the
  // agents by seat.
  virtual std::string start_line(const Match& m, std::uint64_t seed, const std::vector<std::string>& agents) const;

  // --- replays (dm/replay.hpp): what a game records beyond its format, options and seed ---
  // The match started last: the header's fields of the game's own (name, JSON text) and lines
  // of its own that set it up (each player's team), as JSON objects' text.
  virtual ReplayRecord replay_record() const { return {}; }
  // Follows a match as it is played (note() after its start and each step), to list at its end
  // the content it used: the full list of the game's own lines, `earlier` (those recorded so
  // far) first. Null when the game lists no content of its own.
  virtual std::unique_ptr<ContentNotes> content_notes(const std::vector<std::string>& earlier) const { return nullptr; }
  // The differences between the content a replay's own lines list (the cards of a card game, each
  // with its script's hash) and the content loaded now: the first, in words, or "".
  virtual std::string check_replay_content(const Replay& r) const { return ""; }
  // The match a replay holds, set up as its fields and lines say (else from its seed as start()
  // does), not advanced. Throws ReplaySetupError.
  virtual std::unique_ptr<Match> start_replay(const Replay& r);
  // The content files the game's own lines name that lie outside the data folder, to carry
  // in a replay (--embed).
  virtual std::vector<std::string> carried_files(const Replay& r) const { return {}; }

  // --- simulations (dm/simulate.hpp, dm/sim_report.hpp) ---
  // The content a run uses, by part, each with the hash of what it holds (a card game's card
  // sets), so that results of different content never merge.
  virtual std::vector<std::pair<std::string, std::string>> content_parts() const { return {}; }
  // The entries given (set_entries): each file with the hash of what was read from it.
  virtual std::vector<std::pair<std::string, std::string>> entry_hashes() const { return {}; }
  // Counts each match's cards for the statistics (null: the game counts none).
  virtual std::unique_ptr<CardCounter> card_counter() const { return nullptr; }
  // A counted card's name, for people.
  virtual std::string card_name(const std::string& id) const { return id; }
  // An A/B run's B side (dice sim --compare A=B): card `a` replaced by card `b` in the entries
  // given, which must still keep the format's rules. What it did, or the problem.
  virtual EntrySwap swap_in_entries(const std::string& a, const std::string& b);
};

class GameType {
 public:
  virtual ~GameType() = default;
  virtual const GameInfo& info() const = 0;
  // Loads a format script of this game (a name in the data folder's formats, or a path),
  // with content files of the game's own beside its built-in content (a card game's card files;
  // a game that takes none refuses any). Throws std::runtime_error (FormatError) naming the
  // file and the problem.
  virtual std::unique_ptr<Table> open(const std::string& format, const TableOptions& options,
                                      const std::vector<std::string>& content) const = 0;
  std::unique_ptr<Table> open(const std::string& format, const TableOptions& options) const { return open(format, options, {}); }
  // The format option that `--players N` sets: "players", or a drafting game's "pod".
  virtual const char* players_option() const { return "players"; }
  // What content files are called on a command line (`--cards`), or null when it takes none.
  virtual const char* content_kind() const { return nullptr; }
};

// The registered games, in the order of the list of games.
std::vector<const GameType*> game_types();
// The game called `name`, or null.
const GameType* find_game_type(std::string_view name);
// The game of a format or a scenario that names none: the first listed.
const std::string& default_game();
// A format script as `dice formats list` shows it.
struct FormatInfo {
  std::string name, file, description;
  std::string game;                       // the game it sets up
  std::vector<FormatOptionInfo> options;  // what it may be given with --option
  std::string error;  // set when the script could not be read
};
// The formats in the data folder's formats/, of every game, by name; `content` is given to the
// games that take content files of their own (card files).
std::vector<FormatInfo> list_formats(const std::vector<std::string>& content = {});
// One format script anywhere (a format of one's own), read as list_formats reads each; a script
// that can't be read is described by its `error`.
FormatInfo describe_format(const std::string& file, const std::vector<std::string>& content = {});

// Which game a format script sets up: its `game` field, default_game() when it has none.
// Throws std::runtime_error naming the file when the script can't be read.
std::string format_game(const std::string& format);

}  // namespace dm
