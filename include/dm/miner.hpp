#pragma once
// Dice Miner (Atlas Games, 2019), the engine's second game: players take dice from a mountain
// into their troves over three rounds, spend magic to reroll, and score tunnels, treasure and
// hazards. The rules module knows only roles the content declares (which symbol is beer,
// magic or chest, which kinds magic may not reroll, how the first-player roll ranks faces);
// the dice, heroes, mountain and scoring rules are Lua scripts (scripts/games/dice-miner/,
// docs/dice-miner.md). The state is a plain value walked by its field lists (dm/fields.hpp),
// like Dice Masters' (dm/state.hpp). Public API: no Lua and no JSON in it.
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "dm/chance.hpp"
#include "dm/fields.hpp"
#include "dm/games.hpp"
#include "dm/bounded_match.hpp"

namespace dm::miner {

// ----------------------------------------------------------------------------------------
// Content: what the scripts declare, read once per table and shared by its matches.
// ----------------------------------------------------------------------------------------

// Bounds content is held to where it is read (docs/limits.md, "Dice Miner"). Together they
// keep every total well inside an int: a round gives a player at most kMaxRules rules of
// kMaxPoints points, either way, for at most kMaxRounds rounds after a scenario's start.
inline constexpr int kMaxRounds = 10;
inline constexpr int kMaxRules = 64;             // scoring rules, in all the scoring scripts
inline constexpr int kMaxPoints = 1'000'000;     // what one rule gives one player
inline constexpr int kMaxPlacedTotal = 100'000;  // a total or round score a scenario places
inline constexpr int kMaxScriptFiles = 32;       // scripts one list of a format names (dice, heroes, scoring)
static_assert(static_cast<long long>(kMaxRules) * kMaxPoints * kMaxRounds + kMaxPlacedTotal < 2'147'483'647,
              "a player's total must never pass an int");

// A problem in a format or content script, with where it is.
struct ContentError : std::runtime_error {
  ContentError(std::string file, int line, std::string message);
  std::string file;     // the script, as the format names it (or the format's own path)
  int line = 0;         // 0 when no line is known
  std::string message;  // without the position
};

struct Face {
  std::string name;          // as scenarios, keys' labels and logs write it: "3", "2 dragons", "beer"
  std::vector<int> symbols;  // how many of each symbol it shows, by symbol index (Content::symbols)
};

struct DieKind {
  std::string name;          // "tunnel", "treasure", "hazard", "tool", "magic"
  int count = 0;             // dice of this kind in the bag
  std::vector<Face> faces;   // one per side of the die, rolled uniformly
  bool magic_rerolls = true; // magic may reroll a die of this kind (false: hazards)
  std::string file;          // the script that declares it
  int line = 0;              // and the line
};

// A face printed on a hero card: used and scored as a die of the trove, never rerolled.
struct HeroFace {
  int kind = -1;  // the die kind it counts as (index in Content::kinds)
  Face face;      // what it shows (one of the kind's faces, or symbols of its own: a double chest)
};

struct Hero {
  std::string name;              // "Alchemist"
  std::vector<HeroFace> faces;   // as printed on the card, in order (spent by number from 1)
  std::string file;              // the script that declares it
  int line = 0;                  // and the line
};

// One place for a die in the mountain.
struct Spot {
  std::string name;                 // for people: "row 2, 3rd"
  std::vector<int> rests_on;        // the spots (indexes) this one rests on: its die falls without them
  std::vector<int> above;           // the spots resting on this one (worked out), lowest index first
  std::vector<int> slides_from;     // when emptied, the first occupied of these slides down into it
  int line = 0;                     // where the script declares it
};

struct Mountain {
  std::vector<Spot> spots;     // numbered from 1 in keys and scenarios (index + 1)
  std::vector<int> fill_order; // the order dice fill it: every spot after the spots it rests on
  int upper_sides = 2;         // sides a die can be covered on: one covered and one open is the skirt
  std::string file;            // the script that declares it
  int line = 0;                // and the line of its `mountain { ... }`
};

// Which symbols and kinds the rules act on: the C++ knows nothing else of the dice.
struct Roles {
  int beer = -1;                 // symbol: a die showing it may be shared at the start of a turn
  int magic = -1;                // symbol: each one spent is one reroll
  int chest = -1;                // symbol: each one keeps one die through the recovery
  int first_kind = -1;           // the kind each player rolls to find the first player
  std::vector<int> first_rank;   // by face of first_kind: the higher wins (beer beats every number)
};

// A script the content came from, with its FNV-1a hash (replay files check them).
struct ContentScript {
  std::string file;        // relative to the data folder when it is inside it
  std::uint64_t hash = 0;  // FNV-1a over its bytes (dm::content_hash's)
};

struct Content {
  std::string format;            // the format's name
  std::string description;       // what the format says it is
  int players = 2;               // seats of a match (the format's `players`, 2 to 4)
  int rounds = 3;                // rounds before the game ends
  int tiebreak_limit = 50;       // tie-breaks before a tie is declared (an engine bound)
  std::vector<std::string> symbols;  // every symbol a face may show: "beer", "tunnel", "gem", ...
  std::vector<DieKind> kinds;        // in the order declared: die ids follow it
  std::vector<Hero> heroes;          // the heroes to choose from (none: no hero phase)
  Mountain mountain;                 // the shape dice fill
  Roles roles;                       // what the rules act on
  std::vector<ContentScript> scripts;  // the format first, then dice, heroes, mountain, scoring
  std::vector<FormatOptionInfo> options;  // the format's options (option(...)), with their values

  int dice() const;                            // every die in the game
  int symbol(std::string_view name) const;     // index, or -1
  int kind(std::string_view name) const;       // index, or -1
  int hero(std::string_view name) const;       // index, or -1
  int face(int kind, std::string_view name) const;  // index of the kind's first face so named, or -1
  // A hero's name as option keys write it: spaces as '-' ("hero:Dragon-Slayer"; keys hold no space).
  static std::string key_name(std::string_view name);
  int hero_by_key(std::string_view key_name) const;  // index, or -1
  // How many of `symbol` (an index; -1: a role the content leaves out) face f shows.
  int count(const Face& f, int symbol) const { return symbol < 0 ? 0 : f.symbols[static_cast<std::size_t>(symbol)]; }
};

// ----------------------------------------------------------------------------------------
// Scoring: the rules module asks it for points; the scripts implement it (lua_scoring.cpp),
// a C++ double stands in for it in tests. It keeps no game state and draws no random number.
// ----------------------------------------------------------------------------------------

// One face a player scores with: a die of the trove, or a face of their hero.
struct TroveFace {
  int kind = -1;       // die kind (for a hero face: the kind it counts as)
  int face = -1;       // face of that kind; for a hero face: -1
  int hero = -1;       // hero face: the hero's index, else -1
  int hero_face = -1;  // hero face: its index on the hero
};

// The points of one rule for every player scored.
struct RuleScore {
  std::string rule;                  // "tunnels", "treasure", "hazards"
  std::vector<int> points;           // by player scored (the order given)
  std::vector<std::string> details;  // by player scored: how ("[1+2+3]"); may be empty
};

struct ScoreResult {
  std::vector<RuleScore> rules;  // every rule, in the order the scripts declare them
  std::vector<int> totals;       // by player scored: the sum over the rules
  // The script failed (an error, a budget, a result that is not points): file:line and why.
  bool failed = false;
  std::string file;     // the script to blame
  int line = 0;         // its line (0: unknown)
  std::string message;  // what went wrong, naming the rule
};

class Scoring {
 public:
  virtual ~Scoring() = default;
  // Scores the troves of the players taking part (all of them, or only those tied in a
  // tie-break: majorities are decided among them only). Details are wanted for the log;
  // agents ask without. Never throws for a script's fault: it comes back as `failed`.
  virtual ScoreResult score(const Content& c, const std::vector<std::vector<TroveFace>>& troves, bool details) = 0;
  // Each player's points, the sum over the rules, as score() gives them, into `out`; false
  // when the scripts fail. Players ask this thousands of times a game, so an implementation
  // may spare what score() builds for the log (rule names, details, messages).
  virtual bool totals(const Content& c, const std::vector<std::vector<TroveFace>>& troves, std::vector<int>& out) {
    ScoreResult r = score(c, troves, false);
    if (r.failed) return false;
    out = std::move(r.totals);
    return true;
  }
};

// ----------------------------------------------------------------------------------------
// State: the whole game as a plain value.
// ----------------------------------------------------------------------------------------

enum class Phase : std::uint8_t {
  FirstPlayer,  // each player rolls the first-player kind; the highest starts
  Heroes,       // heroes chosen from the first player's right, the first player last
  Excavation,   // dice taken from the mountain, clockwise from the first player
  Magic,        // magic spent to reroll, clockwise from the player after the last taker
  Scoring,      // points for every trove
  Recovery,     // chests keep dice, the rest rerolled, a new first player, the mountain refilled
  TieBreak,     // tied players reroll their troves for another Magic and Scoring phase
  Over,         // the game has ended
};
std::string_view to_string(Phase p);

enum class Kind : std::uint8_t { None, Hero, Excavate, Take, Magic, Reroll, Keep };  // decision kinds
std::string_view to_string(Kind k);

enum class Verb : std::uint8_t {
  Hero,       // a: hero index
  Take,       // a: mountain spot
  Share,      // a: die showing beer, b: the player given it
  Spend,      // a: die showing magic
  SpendHero,  // a: hero face showing magic
  Reroll,     // a: die
  Keep,       // a: die
  Done,       // stop spending, or keep no more
};

// How a game ended: not yet; by its score; still tied at the tie-break bound; a script failed.
enum class End : std::uint8_t { None, Score, TieLimit, ScriptError, DecisionLimit };

struct Option {
  Verb verb = Verb::Done;  // what it does
  int a = -1;              // its first number, as the verb says
  int b = -1;              // its second (share: the player)
  bool operator==(const Option&) const = default;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("verb", x.verb), f("a", x.a), f("b", x.b);
  }
};

struct Decision {
  Kind kind = Kind::None;        // what is asked (None: nothing)
  PlayerId player = kNone;       // who decides
  std::vector<Option> options;   // every legal answer
  bool empty() const { return kind == Kind::None; }
  // Nothing asked, the options' storage kept for the next decision.
  void clear() {
    kind = Kind::None;
    player = kNone;
    options.clear();
  }
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("kind", x.kind), f("player", x.player), f("options", x.options);
  }
};

struct Die {
  DieId id = kNone;    // its index in State::dice
  int kind = -1;       // index in Content::kinds
  int face = 0;        // index in its kind's faces: what it shows
  bool spent = false;  // a magic die spent this round (reset when a round or tie-break starts)
  bool kept = false;   // kept by a chest in this recovery (not rerolled)
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("id", x.id), f("kind", x.kind), f("face", x.face), f("spent", x.spent), f("kept", x.kept);
  }
};

struct Player {
  int hero = kNone;              // index in Content::heroes (kNone: none yet, or none in a scenario)
  int hero_spent = 0;            // bit per hero face spent for magic this round
  std::vector<DieId> trove;      // the dice before them, in the order they came
  int total = 0;                 // points over the rounds played
  int round_score = 0;           // points of the last scoring (a tie-break's too)
  std::vector<int> tiebreaks;    // points in each tie-break played
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("hero", x.hero), f("hero_spent", x.hero_spent), f("trove", x.trove), f("total", x.total),
        f("round_score", x.round_score), f("tiebreaks", x.tiebreaks);
  }
};

struct State {
  std::vector<Die> dice;            // every die of the game, by id: always in the bag, the mountain or a trove
  std::vector<DieId> bag;           // dice in the bag, by id
  std::vector<DieId> mountain;      // by spot: the die there, or kNone
  std::vector<Player> players;      // by seat
  int round = 0;                    // 1 to Content::rounds (0 before the first)
  Phase phase = Phase::FirstPlayer; // the phase in progress
  PlayerId first = 0;               // the round's first player
  PlayerId current = 0;             // whose turn it is in the phase
  PlayerId last_taker = kNone;      // who took the last die of the mountain this round
  int turns = 0;                    // players who finished their turn in this phase (magic, recovery)
  int takes_left = 0;               // excavation: dice still to take this turn (0: the turn has not begun)
  bool shared = false;              // excavation: beer was shared this turn (two takes, skirt allowed)
  int rerolls_left = 0;             // magic: rerolls owed by the magic just spent
  int keeps_left = 0;               // recovery: dice the current player's chests may still keep
  int heroes_chosen = 0;            // heroes phase: players who have chosen
  std::vector<PlayerId> contenders; // who plays the Magic and Scoring phases (the tied, in a tie-break)
  int tiebreak = 0;                 // tie-breaks played
  Decision pending;                 // the decision waiting (empty while the rules run, or over)
  bool over = false;                // the game has ended
  PlayerId winner = kNone;          // kNone: not over, or a tie
  End end = End::None;              // how it ended
  std::string message;              // why it stopped when it stopped early (script_error: file:line: why)
  Chance chance;                    // the generator and pinned faces and draws

  int player_count() const { return static_cast<int>(players.size()); }
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("dice", x.dice), f("bag", x.bag), f("mountain", x.mountain), f("players", x.players), f("round", x.round),
        f("phase", x.phase), f("first", x.first), f("current", x.current), f("last_taker", x.last_taker),
        f("turns", x.turns), f("takes_left", x.takes_left), f("shared", x.shared), f("rerolls_left", x.rerolls_left),
        f("keeps_left", x.keeps_left), f("heroes_chosen", x.heroes_chosen), f("contenders", x.contenders),
        f("tiebreak", x.tiebreak), f("pending", x.pending), f("over", x.over), f("winner", x.winner), f("end", x.end),
        f("message", x.message), f("chance", x.chance);
  }
};

// ----------------------------------------------------------------------------------------
// A position to start from (scenarios, rulings, tests) instead of a new game.
// ----------------------------------------------------------------------------------------

struct PlacedDie {
  int kind = -1;       // index in Content::kinds
  int face = 0;        // the face it shows
  bool spent = false;  // a magic die already spent this round
  bool kept = false;   // in the recovery: already kept by a chest
};

struct PlacedPlayer {
  int hero = kNone;                 // kNone: no hero (its faces would count in every rule)
  std::vector<int> hero_spent;      // hero faces (indexes) already spent this round
  std::vector<PlacedDie> trove;     // the dice before them
  int total = 0;                    // points of the rounds before
};

struct Position {
  // Where the game starts: FirstPlayer (a new game), Heroes, Excavation, Magic, Scoring or
  // Recovery. `first` begins that phase (for Magic: the first player to spend; for Heroes:
  // the first player, who chooses last).
  Phase phase = Phase::Excavation;  // where it starts
  int round = 1;                    // the round it is in
  PlayerId first = 0;               // who begins that phase
  std::vector<PlacedPlayer> players;               // one per seat
  std::vector<std::optional<PlacedDie>> mountain;  // by spot; empty: Excavation fills it from the bag
};

// ----------------------------------------------------------------------------------------
// The match.
// ----------------------------------------------------------------------------------------

struct RulesIndex;  // the content as the rules read it at every step (engine/miner/rules_index.hpp)

class MinerMatch final : public dm::BoundedMatch {
 public:
  // A new game for `players` players (2 to 4): the first-player roll comes first. The
  // content and scoring are shared by every match of a table (one thread).
  MinerMatch(std::shared_ptr<const Content> content, std::shared_ptr<Scoring> scoring, int players, std::uint64_t seed);
  MinerMatch(const MinerMatch& o);             // a clone: no log sink
  MinerMatch& operator=(const MinerMatch& o);

  static const std::string& kName;  // "dice-miner"
  const std::string& game_name() const override { return kName; }
  const State& state() const { return s_; }
  const Content& content() const { return *content_; }
  Scoring& scoring() const { return *scoring_; }

  int player_count() const override { return s_.player_count(); }
  void advance() override;
  bool over() const override { return s_.over; }
  PlayerId decider() const override { return s_.pending.empty() ? kNone : s_.pending.player; }
  int option_count() const override { return static_cast<int>(s_.pending.options.size()); }
  int decision_code() const override { return static_cast<int>(s_.pending.kind); }
  std::string decision_name() const override { return std::string(to_string(s_.pending.kind)); }
  std::uint64_t option_code(int option) const override;
  std::string option_key(int option) const override;
  std::string option_label(int option) const override;
  std::string prompt() const override;
  using BoundedMatch::apply;
  // Refuses with the rule that forbids it: "take:3" when the die there is covered, ...
  std::optional<std::string> apply(std::string_view key) override;

  std::unique_ptr<dm::Match> clone() const override { return std::make_unique<MinerMatch>(*this); }
  void clone_into(std::unique_ptr<dm::Match>& into) const override;
  bool equals(const dm::Match& o) const override;
  std::uint64_t hash() const override { return fields::hash(s_); }
  std::string serialize() const override { return fields::to_json(s_); }
  std::unique_ptr<dm::Match> observation(PlayerId viewer, std::uint64_t seed) const override;
  void observation_into(PlayerId viewer, std::uint64_t seed, std::unique_ptr<dm::Match>& into) const override;
  std::string observation_json(PlayerId viewer) const override;
  MatchResult result() const override;
  int turn() const override { return s_.round + s_.tiebreak; }

  std::string state_line() const override;
  std::string start_fields() const override;
  std::string over_fields() const override;
  int script_errors() const override { return s_.end == End::ScriptError ? 1 : 0; }

  // --- positions and pins (scenarios, tests) ---
  // Starts from `p` instead of a new game (before the first advance); returns what is wrong
  // with it, the match unchanged. Dice come out of the bag, lowest id of their kind first.
  std::optional<std::string> set_position(const Position& p);
  void force_faces(const std::vector<int>& faces);   // the next rolls (face indexes, in order)
  void force_draws(const std::vector<DieId>& dice);  // the next dice drawn from the bag

  // --- queries (agents, scenarios, tests); none changes the game ---
  bool is_top(int spot) const;    // occupied, and no die rests on it
  bool is_skirt(int spot) const;  // occupied, covered on some of its upper sides but not all
  int spot_of(DieId d) const;     // the spot of a die in the mountain, or -1
  PlayerId owner_of(DieId d) const;  // the player whose trove holds it, or kNone
  const Face& face_of(DieId d) const;
  int symbols(DieId d, int symbol) const { return content_->count(face_of(d), symbol); }
  bool rerollable(PlayerId p, DieId d) const;  // magic may reroll it now (an unspent die of p, not a hazard)
  int chests(PlayerId p) const;                // chest symbols on p's dice and hero
  std::vector<TroveFace> trove_faces(PlayerId p) const;  // p's dice and hero faces, as scoring reads them
  // What every player's trove would score if the round were scored now (contenders or not).
  ScoreResult score_now() const;
  std::string die_text(DieId d) const;  // "tunnel 3 (#12)"
  std::string why_refused(std::string_view key) const;

 private:
  void answer(int option) override;
  void end_at_bound() override;
  friend struct Rules;  // the rules' steps (engine/miner/rules.hpp) change the state
  std::shared_ptr<const Content> content_;
  std::shared_ptr<Scoring> scoring_;
  std::shared_ptr<const RulesIndex> index_;  // made from content_, shared by copies
  State s_;
};

// A state read back from MinerMatch::serialize's JSON (field by field, as written); nullopt
// with `why` when the text is not one.
std::optional<State> parse_state(const std::string& json, std::string* why = nullptr);

// ----------------------------------------------------------------------------------------
// Loading a format.
// ----------------------------------------------------------------------------------------

// A format's content and the scoring it runs, loaded on this thread. `format` is a name in the
// data folder's formats or a path; `options` are the format's (`players=3`). Throws
// ContentError naming the file and line of the first problem.
struct Loaded {
  std::shared_ptr<const Content> content;
  std::shared_ptr<Scoring> scoring;  // Lua: used only on this thread
};
Loaded load_format(const std::string& format, const std::map<std::string, std::string>& options);

}  // namespace dm::miner
