#pragma once
// Replays: a file that plays a game again exactly, decision by decision, and says where it no
// longer can (a card script, a format script or a rule changed). It holds the game's set-up,
// a content hash of every card and format script the game used, the seed, every decision as
// its option key with the deciding player, and the state hash after every step. The format is
// in docs/replays.md. Public API.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "dm/content.hpp"
#include "dm/game.hpp"
#include "dm/games.hpp"
#include "dm/hash.hpp"

namespace dm {

// Limits of a replay file (docs/limits.md), checked while it is read.
constexpr std::size_t kMaxReplayFileBytes = 64u << 20;
constexpr std::size_t kMaxReplayLineBytes = 64u << 10;
constexpr std::size_t kMaxReplaySteps = 1'000'000;
constexpr std::size_t kMaxReplayCards = 10'000;
constexpr std::size_t kMaxReplayKeyBytes = 200;
constexpr int kReplayFileVersion = 1;

struct ReplayCard {
  std::string id, title, file;  // file: where the card was read, for people
  std::uint64_t hash = 0;       // of the card's script (content_hash)
  int line = 0;                 // in the replay file
};

struct ReplayScript {
  std::string file;  // a format script, relative to the scripts folder when it is in it
  std::uint64_t hash = 0;
  int line = 0;
};

// A file a replay carries (`dice play --replay FILE --embed`), so that it plays again from any
// folder and on any machine: the format script when the format was given by path, and every
// card file the game's cards came from outside the data folder. Scripts read from a replay run
// in the same sandbox as any other; a replay still never makes dice read a path it names.
struct ReplayFile {
  std::string role;  // "format" or "cards"
  std::string name;  // the path it was read from when the replay was written, for people
  std::string text;
  int line = 0;      // its first line in the replay
};
// A carried file's text is split over lines of at most this many bytes (before escaping), so
// that every line stays within kMaxReplayLineBytes.
constexpr std::size_t kReplayFileChunkBytes = 8u << 10;
constexpr std::size_t kMaxReplayFiles = 1000;

struct ReplayPlayer {
  SideId side = 0;
  int sidekicks = 8;
  std::vector<std::pair<std::string, int>> cards;  // card id, dice (empty when drafted)
  std::string team;                                // the team's name, when it came from a file
  int line = 0;
};

struct ReplayStep {
  PlayerId player = 0;  // who decided (a drafter's seat during a draft)
  std::string key;      // the option chosen (Game::option_key)
  std::uint64_t hash = 0;  // the state once it was applied and the game advanced
  int line = 0;
};

struct ReplayEnd {
  SideId winner = kNone;
  std::string reason;  // to_string(EndReason)
  int turns = 0;
  int line = 0;
};

struct Replay {
  std::string file;          // where it was read from (messages)
  std::string game = "dice-masters";  // the game played (dm/games.hpp); older files name none
  std::string engine;        // dm::version() of the build that wrote it
  std::string format;        // a format's name, or the path it was given as
  FormatOptions options;     // as the format was loaded with them
  Edition edition = Edition::ASM2015;
  int life = 20;
  int turn_cap = 200;
  bool first_turn_attack = true;
  std::uint64_t seed = 0;
  int draft_seats = 0;       // 0: no draft
  std::vector<std::string> agents;  // by seat, drafters too; informative
  std::vector<ReplayPlayer> players;
  std::vector<std::pair<std::string, int>> basic_actions;  // card id, dice
  std::vector<ReplayCard> cards;
  std::vector<ReplayScript> scripts;
  std::vector<ReplayFile> files;  // carried with the replay (--embed)
  // Where the format script is read when it is not `format` itself: the carried copy, once
  // unpacked (unpack_replay_files). `format` stays what the game was played as.
  std::string format_file;
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

// A script's path for people and replay files: relative to the data folder when it is in it,
// so replays made in different checkouts name the same files.
std::string shown_script_path(const std::string& path);

// A card's hash: content_hash of its Lua script without the comment lines at its top, which
// name the file it was compiled from (so the same card in another folder hashes the same).
std::uint64_t card_script_hash(std::string_view lua);

// Whether a format is named by a path (a '/' or ".lua") rather than by a name in the data folder.
inline bool names_a_format_file(const std::string& format) {
  return format.find('/') != std::string::npos || (format.size() >= 4 && format.compare(format.size() - 4, 4, ".lua") == 0);
}

// The format as the replay's content is read: the carried copy when there is one.
inline const std::string& format_source(const Replay& r) { return r.format_file.empty() ? r.format : r.format_file; }

// Adds to `r.files` what it needs to play again anywhere: the format script when `r.format` is
// a path, and the file of every card it lists that was read from outside the data folder
// (`library`: the game's; null for a game without cards). Returns what could not be read ("" when
// all was).
std::string carry_replay_files(Replay& r, const CardLibrary* library);

// Writes the files a replay carries into the folder `dir` (which exists) and points the replay
// at them: `r.format_file` for the format, `card_files` gets the card files' new paths. Returns
// what went wrong ("" when nothing did).
std::string unpack_replay_files(Replay& r, const std::string& dir, std::vector<std::string>& card_files);

// Reads a replay. Never throws: a text that is not one gives the first problem, with its
// line and column (columns count bytes). Checks the file on its own (limits, types, each
// card a team names is among its cards); what it says about content is checked by
// check_replay_content and play_replay.
std::variant<Replay, ReplayError> parse_replay(std::string_view text, const std::string& file_name);

// Writes a replay as parse_replay reads it: JSON lines, each ending in a newline.
std::string replay_text(const Replay& r);

// What a replay records of a game before its first decision.
struct ReplayGame {
  std::string format;
  FormatOptions options;
  GameSetup setup;
  std::uint64_t seed = 0;
  std::vector<std::string> agents;      // by seat
  std::vector<std::string> team_names;  // by player ("" for none)
};

// Records a game as it is played: construct it with the set-up, call start() after the
// game's first advance, play every decision through apply(), and finish() once it is over.
class ReplayRecorder {
 public:
  // A game of Dice Masters, with its teams and cards.
  explicit ReplayRecorder(const ReplayGame& game);
  // A match of any other game, from the table that started it.
  ReplayRecorder(const Table& table, const FormatOptions& options, std::uint64_t seed, std::vector<std::string> agents);
  // A game played on from step `steps` of `from` (dice play --from-replay): the new replay is
  // the old one's header and first steps, then what is played now, by `agents`. `library` is
  // the Dice Masters game's (null for another game).
  ReplayRecorder(const Replay& from, std::size_t steps, std::shared_ptr<const CardLibrary> library,
                 std::vector<std::string> agents);
  void start(const Match& g);
  // Applies option `option` of the pending decision and records it; as Match::apply.
  std::optional<std::string> apply(Match& g, int option);
  // The end, and the hash of every card the game used and of the format script.
  void finish(const Match& g);
  // Once finished: carries the files the replay needs to play again anywhere
  // (carry_replay_files); returns what could not be read ("" when all was).
  std::string carry_files() { return carry_replay_files(r_, library_.get()); }
  const Replay& replay() const { return r_; }

 private:
  void note_cards(const Match& m);
  Replay r_;
  bool continued_ = false;  // played on from another replay: its start hash is that replay's
  std::vector<char> used_;  // by card definition
  std::shared_ptr<const CardLibrary> library_;
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

// Compares the hash of every card and format script the replay lists with the content
// loaded now; the first difference, naming the card (id, title, file) or the script.
ReplayDiff check_replay_content(const Replay& r, const CardLibrary& library);

// The game's set-up from a replay. A drafting format is loaded for its draft. Throws
// FormatError when the format can't be loaded, std::runtime_error when the format now sets
// the game up differently from the replay.
GameSetup replay_setup(const Replay& r, std::shared_ptr<const CardLibrary> library);

struct ReplayRunOptions {
  std::size_t stop_after = static_cast<std::size_t>(-1);  // steps to play at most
  // Called once the game exists, before its first advance (to set a log sink).
  std::function<void(Game&, const GameSetup&)> on_start;
  // Called after the first advance, before any step.
  std::function<void(const Game&)> on_started;
  // Called after every step applied (its number from 1).
  std::function<void(const Game&, std::size_t)> on_step;
};

struct ReplayRun {
  std::unique_ptr<Game> game;  // as far as it was played (null when it could not be set up)
  GameSetup setup;
  std::size_t steps = 0;       // steps applied
  ReplayDiff diff;             // the first difference, or none
};

// Plays the replay's decisions again, checking each one is offered and each state hash, and
// that the game ends as recorded. Checks the content first. Never throws for what the file
// holds: problems come back in `diff`.
ReplayRun play_replay(const Replay& r, std::shared_ptr<const CardLibrary> library,
                      std::shared_ptr<AbilityRuntime> runtime, const ReplayRunOptions& o = {});

// The steps of a replay played again on a match that has just advanced to its first decision:
// each decision checked to be offered, each state hash, and the end. `steps` counts those
// applied; stops after `stop_after`. Every game's replays are checked by this one loop.
ReplayDiff replay_steps(Match& m, const Replay& r, std::size_t stop_after,
                        const std::function<void(const Match&, std::size_t)>& on_step, std::size_t& steps);

// A replay of a game other than Dice Masters: its format opened through the registry, every
// script it names checked against the content now, the match set up from its seed.
struct MatchReplayOptions {
  std::size_t stop_after = static_cast<std::size_t>(-1);
  std::function<void(Match&)> on_start;           // before the first advance (to set a log sink)
  std::function<void(const Match&)> on_started;   // after it
  std::function<void(const Match&, std::size_t)> on_step;
};
struct MatchReplayRun {
  std::unique_ptr<Table> table;  // the format opened (it owns the content the match uses)
  std::unique_ptr<Match> match;  // as far as it was played (null when it could not be set up)
  std::size_t steps = 0;
  ReplayDiff diff;
};
MatchReplayRun play_match_replay(const Replay& r, const MatchReplayOptions& o = {});

// A scenario file (docs/scenarios.md) that sets up the state a replay reaches after `step`
// steps, with expectations that the state is that one, for a judge to turn into a ruling
// test. A point the scenario's set-up can't represent exactly (mid-resolution, lasting
// effects, a captured die) is replaced by the nearest one before it that it can.
struct ReplayScenario {
  bool ok = false;
  std::string text;          // the scenario file
  std::size_t step = 0;      // the step it represents
  std::string message;       // why none could be written, or the difference met replaying
  ReplayDiff diff;
};
ReplayScenario replay_scenario(const Replay& r, std::size_t step, std::shared_ptr<const CardLibrary> library,
                               std::shared_ptr<AbilityRuntime> runtime);

}  // namespace dm
