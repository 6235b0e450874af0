#pragma once
// Replays: a file that plays a game again exactly, decision by decision, and says where it no
// longer can (a card script, a format script or a rule changed). It holds the game's set-up,
// a content hash of every card and format script the game used, the seed, every decision as
// its option key with the deciding player, and the state hash after every step. The format is
// in docs/replays.md. Public API.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "dm/files.hpp"
#include "dm/format_files.hpp"
#include "dm/games.hpp"
#include "dm/hash.hpp"
#include "dm/scenario.hpp"

namespace dm {

// Limits of a replay file (docs/limits.md), checked while it is read.
constexpr std::size_t kMaxReplayFileBytes = 64u << 20;
constexpr std::size_t kMaxReplayLineBytes = 64u << 10;
constexpr std::size_t kMaxReplaySteps = 1'000'000;
constexpr std::size_t kMaxReplayCards = 10'000;  // lines of a game's own (the cards it used)
constexpr std::size_t kMaxReplayKeyBytes = 200;
constexpr int kReplayFileVersion = 1;

// A line of the game's own, as written (one JSON object), and where.
struct ReplayLine {
  std::string text;
  int line = 0;
};

struct ReplayScript {
  std::string file;  // a format script, relative to the scripts folder when it is in it
  std::uint64_t hash = 0;
  int line = 0;
};

// A file a replay carries (`dice play --replay FILE --embed`), so that it plays again from any
// folder and on any machine: the format script when the format was given by path, and every
// content file (card files) the game used from outside the data folder. Scripts read from a replay run
// in the same sandbox as any other; a replay still never makes dice read a path it names.
struct ReplayFile {
  // "format"; "script" for a script the format names (a Dice Miner variant's dice, a duel's
  // hero), unpacked where the format finds it; "cards" for the game's own content files.
  std::string role;
  std::string name;  // the path it was read from when the replay was written (a script: as format_script names it)
  std::string text;
  int line = 0;      // its first line in the replay
  // Where it is unpacked, relative to the carried files' folder ("" for cards: a folder of its
  // own). The format and its scripts keep their places relative to one another, so the names a
  // format gives its scripts (./dice.lua, ../heroes/x.lua) lead to the carried copies.
  std::string at;
};
// A carried file's text is split over lines of at most this many bytes (before escaping), so
// that every line stays within kMaxReplayLineBytes.
constexpr std::size_t kReplayFileChunkBytes = 8u << 10;
constexpr std::size_t kMaxReplayFiles = 1000;

struct ReplayStep {
  PlayerId player = 0;  // who decided (a drafter's seat during a draft)
  std::string key;      // the option chosen (Match::option_key)
  std::uint64_t hash = 0;  // the state once it was applied and the game advanced
  int line = 0;
};

struct ReplayEnd {
  SideId winner = kNone;
  std::string reason;  // MatchResult::reason
  int turns = 0;
  int line = 0;
};

struct Replay {
  std::string file;          // where it was read from (messages)
  std::string game;          // the game played (dm/games.hpp); older files name none: the first game
  std::string engine;        // dm::version() of the build that wrote it
  std::string format;        // a format's name, or the path it was given as
  FormatOptions options;     // as the format was loaded with them
  // Seat -> player when the players did not sit in order (a simulation's rotated games); empty
  // when they did. Table::start_replay seats them so again.
  std::vector<int> seats;
  // The game's own header fields (name, JSON text) and lines (engine/records/game_records.hpp):
  // a card game's edition, life and turn cap, each player's team and every card the game used. What they mean is the game's to say (Table::start_replay).
  std::vector<std::pair<std::string, std::string>> fields;
  std::vector<ReplayLine> lines;
  std::uint64_t seed = 0;
  std::vector<std::string> agents;  // by seat, drafters too; informative
  std::vector<ReplayScript> scripts;
  std::vector<ReplayFile> files;  // carried with the replay (--embed)
  // Where the format script is read when it is not `format` itself: the carried copy, once
  // unpacked (unpack_replay_files). `format` stays what the game was played as.
  std::string format_file;
  // Each carried script's name (ReplayFile::name) -> where it was unpacked.
  std::map<std::string, std::string> unpacked;
  std::uint64_t start_hash = 0;  // after the game's first advance
  int start_line = 0;
  std::vector<ReplayStep> steps;
  ReplayEnd end;
  int header_line = 1, format_col = 1, options_col = 1;
};

// A file that can't be read as a replay: where, and what is wrong.
struct ReplayError {
  std::string file;
  int line = 0, col = 0;
  std::string message;
  std::string text() const;  // "file:line:col: error: message", escaped for printing
};

// The format as the replay's content is read: the carried copy when there is one.
inline const std::string& format_source(const Replay& r) { return r.format_file.empty() ? r.format : r.format_file; }

// Adds to `r.files` what it needs to play again anywhere: the format script when `r.format` is
// a path, and the content files the game's table names (Table::carried_files: card
// files from outside the data folder; `table` may be null). Returns what could not be read (""
// when all was).
std::string carry_replay_files(Replay& r, const Table* table);

// Writes the files a replay carries into the folder `dir` (which exists) and points the replay
// at them: `r.format_file` for the format, `r.unpacked` for the scripts, `content_files` gets
// the content files' new paths. Returns what went wrong ("" when nothing did).
std::string unpack_replay_files(Replay& r, const std::string& dir, std::vector<std::string>& content_files);

// A replay's carried files unpacked (unpack_replay_files) in a temporary folder of their own
// for as long as this lives, the folder removed with it (and by a signal that ends the run,
// dm/cleanup.hpp). While it lives, with `confine`, this thread reads no file outside that
// folder, the data folder and `also_read` (the files a command line gave: --cards):
// ConfinedReads.
class UnpackedReplay {
 public:
  UnpackedReplay(Replay& r, const std::vector<std::string>& also_read, bool confine = true);
  ~UnpackedReplay();
  UnpackedReplay(const UnpackedReplay&) = delete;
  UnpackedReplay& operator=(const UnpackedReplay&) = delete;
  const std::string& error() const { return error_; }  // "" when all was unpacked
  const std::vector<std::string>& content() const { return content_; }  // the carried content files' paths
  const std::string& folder() const { return folder_; }

 private:
  std::string folder_, error_;
  std::vector<std::string> content_;
  int ticket_ = -1;
  std::unique_ptr<ConfinedReads> confined_;
};

// Whether a carried file's place (ReplayFile::at) is one unpacking can't misuse: a relative
// path of plain names (no "", ".", ".." or control characters), at most 32 deep. "" when it
// is; else what is wrong.
std::string carried_place_problem(const std::string& at);

// Why `dice replay` would refuse a replay file of this text, or "" when it would not: it must
// read back (the reader's limits: size, lines, steps) and, when it carries files, play back
// from them alone, in a folder of its own and reading nothing outside it and the data folder.
// `dice play --embed` writes no replay it would refuse.
std::string replay_refusal(const std::string& text);

// Reads a replay. Never throws: a text that is not one gives the first problem, with its
// line and column (columns count bytes). Checks the file on its own (limits, types, and the
// game's own lines: each card a team names is among its cards); what it says about content is
// checked when it is played (play_match_replay).
std::variant<Replay, ReplayError> parse_replay(std::string_view text, const std::string& file_name);

// Writes a replay as parse_replay reads it: JSON lines, each ending in a newline.
std::string replay_text(const Replay& r);

// Records a game as it is played: construct it with the table that started it, call start()
// after the game's first advance, play every decision through apply(), and finish() once it is
// over.
class ReplayRecorder {
 public:
  // A match the table started last (its set-up and content are the table's to record).
  // `player_at_seat` is the seating the match was started with (Table::start), empty for none.
  ReplayRecorder(const Table& table, const FormatOptions& options, std::uint64_t seed, std::vector<std::string> agents,
                 const std::vector<int>& player_at_seat = {});
  // A game played on from step `steps` of `from` (dice play --from-replay): the new replay is
  // the old one's header and first steps, then what is played now, by `agents`; `table` is the
  // one that played it again.
  ReplayRecorder(const Replay& from, std::size_t steps, const Table& table, std::vector<std::string> agents);
  ~ReplayRecorder();
  void start(const Match& g);
  // Applies option `option` of the pending decision and records it; as Match::apply.
  std::optional<std::string> apply(Match& g, int option);
  // The end, and the content the game used.
  void finish(const Match& g);
  // Once finished: carries the files the replay needs to play again anywhere
  // (carry_replay_files); returns what could not be read ("" when all was).
  std::string carry_files() { return carry_replay_files(r_, table_); }
  const Replay& replay() const { return r_; }

 private:
  Replay r_;
  bool continued_ = false;  // played on from another replay: its start hash is that replay's
  const Table* table_;
  std::unique_ptr<ContentNotes> notes_;  // the content the game used, as it is played
};

// A place where the game played now parts from the replay.
enum class ReplayDiffKind : std::uint8_t {
  None,
  Content,   // a card or format script differs, or is missing
  Setup,     // the format can't be loaded, or now sets the game up differently
  Invalid,   // the game the replay describes can't be set up at all (a malformed replay)
  Decision,  // the decision the replay holds is not offered
  Hash,      // the state after a step differs
  End,       // the game ends elsewhere than the replay says
};

struct ReplayDiff {
  ReplayDiffKind kind = ReplayDiffKind::None;
  std::size_t step = 0;  // 0: before the first decision
  std::string message;   // what differs, in words, naming the card, file or step
  explicit operator bool() const { return kind != ReplayDiffKind::None; }
};

// The steps of a replay played again on a match that has just advanced to its first decision:
// each decision checked to be offered, each state hash, and the end. `steps` counts those
// applied; stops after `stop_after`. Every game's replays are checked by this one loop.
ReplayDiff replay_steps(Match& m, const Replay& r, std::size_t stop_after,
                        const std::function<void(const Match&, std::size_t)>& on_step, std::size_t& steps);

// A replay of any game: its format opened through the registry (with `content`, the game's
// own content files given beside it), every script and every content line it names checked
// against the content now, the match set up as the replay says (Table::start_replay).
struct MatchReplayOptions {
  std::size_t stop_after = static_cast<std::size_t>(-1);
  std::function<void(Match&, Table&)> on_start;   // before the first advance (to set a log sink), with its table
  std::function<void(const Match&)> on_started;   // after it
  std::function<void(const Match&, std::size_t)> on_step;
};
struct MatchReplayRun {
  std::unique_ptr<Table> table;  // the format opened (it owns the content the match uses)
  std::unique_ptr<Match> match;  // as far as it was played (null when it could not be set up)
  std::size_t steps = 0;
  ReplayDiff diff;
};
MatchReplayRun play_match_replay(const Replay& r, const std::vector<std::string>& content = {}, const MatchReplayOptions& o = {});

// A scenario file (docs/scenarios.md) that sets up the state a replay reaches after `step`
// steps, with expectations that the state is that one, for a judge to turn into a ruling
// test. A point the game's scenarios can't set up exactly (mid-resolution, lasting effects,
// a captured die) is replaced by the nearest one before it that they can. Every game's.
struct ReplayScenario {
  bool ok = false;
  std::string text;          // the scenario file
  std::size_t step = 0;      // the step it represents
  std::string message;       // why none could be written, or the difference met replaying
  ReplayDiff diff;
};
// The match a replay reaches played again up to `stop` steps (kept alive with what owns its
// content), `on_step` told after each; or the difference met.
struct ReplayedAt {
  std::shared_ptr<const Match> match;
  ReplayDiff diff;
};
using ReplayTo = std::function<ReplayedAt(std::size_t stop, const std::function<void(const Match&, std::size_t)>& on_step)>;
// The scenario is run as `dice scenario` would run it (with `opts`' content): only one that
// passes is handed out.
ReplayScenario replay_scenario(const Replay& r, std::size_t step, const ReplayTo& play, const ScenarioOptions& opts = {});

}  // namespace dm
