#pragma once
// The hero duel, the engine's third game: two heroes, each with five dice of its own, a board
// of offensive abilities triggered by combinations, a defensive ability, status effects as
// tokens and a deck of cards, trade blows until one falls (docs/hero-duel.md). Damage goes
// through the shared calculation (dm/damage.hpp) and players who act at once through the
// shared timing windows (dm/timing.hpp). The rules know only what the hero scripts declare
// (scripts/games/hero-duel/); the state is a plain value walked by its field lists. Public API.
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "dm/chance.hpp"
#include "dm/damage.hpp"
#include "dm/fields.hpp"
#include "dm/games.hpp"
#include "dm/bounded_match.hpp"
#include "dm/timing.hpp"

namespace dm::duel {

// ----------------------------------------------------------------------------------------
// Content: what the format and hero scripts declare, read once per table.
// ----------------------------------------------------------------------------------------

struct ContentError : std::runtime_error {
  ContentError(std::string file, int line, std::string message);
  std::string file;     // the script to blame
  int line = 0;         // 0 when no line is known
  std::string message;  // without the position
};

struct Face {
  int value = 1;    // the number it shows (1 to 6)
  int symbol = -1;  // index in the hero's symbols, or -1 for none
};

enum class Combo : std::uint8_t {
  Kind,           // `count` dice showing the same number
  SmallStraight,  // four numbers in sequence
  LargeStraight,  // five numbers in sequence
  Symbols,        // at least `count` dice showing `symbol`
};

struct Need {
  Combo combo = Combo::Kind;  // what the dice must show
  int count = 0;              // how many (Kind, Symbols)
  int symbol = -1;            // which symbol (Symbols)
};

// What an ability, a card or a status effect does; every amount 0 when unused. The damage
// fields make instances of the shared calculation; the others act when it has resolved.
struct Effect {
  int damage = 0;                            // to the opponent, as one instance of `kind`
  damage::Kind kind = damage::Kind::Normal;  // of that damage
  int isolated = 0;          // damage dealt at once as its own instance, before the attack
  int collateral = 0;        // damage with no target (not an attack), to the opponent
  int self_damage = 0;       // collateral damage to the owner (a status's upkeep)
  int add = 0;               // an attack modifier: + damage to the owner's attack
  int scale_num = 1, scale_den = 1;  // an attack modifier: the attack times num/den
  int reduce = 0;            // a modification taking this much from the pending attack (either player)
  int prevent = 0;           // prevents this much of an attack on the owner
  int prevent_num = 0, prevent_den = 1;  // prevents num/den of it (rounded up)
  int reflect = 0;           // undefendable damage back to the attacker (a defence)
  int heal = 0;              // health to the owner (at most heal_cap above the start)
  int cp = 0;                // combat points to the owner (at most the cap)
  int steal_cp = 0;          // combat points taken from the opponent (at most what they have)
  int draw = 0;              // cards the owner draws
  int gain_status = -1, gain = 0;        // tokens of a status to the owner
  int inflict_status = -1, inflict = 0;  // tokens of a status to the opponent
  int remove = 0;            // tokens of one status the player chooses removed from the opponent
  std::vector<int> roll_on;  // a die is rolled first: the rest happens only on these numbers (none: no roll)
  int upgrade_ability = -1, upgrade = 0; // + damage to one of the owner's offensive abilities
  int upgrade_level = 0;     // or: that ability replaced by its Level II (2) or III (3)
  int script = -1;           // its Lua `effect` function (Content::lua), run after the fields above; -1: none
  bool attack_modifier() const { return add > 0 || scale_num > scale_den; }
  bool defence_modifier() const { return prevent > 0 || prevent_num > 0; }
  bool modifier() const { return attack_modifier() || defence_modifier() || reduce > 0 || scale_num < scale_den; }
};

// An ability as its Level II or III prints it: what it does in place of Level I.
struct Level {
  Effect effect;          // in place of the ability's
  bool has_then = false;  // its own "then"
  Effect then;
};

struct Ability {
  std::string name;       // "Ember Strike"
  std::vector<Need> needs;  // every one must hold
  Effect effect;          // resolved first
  bool has_then = false;  // a "then": a pause in which instants may be played, then `then`
  Effect then;            // resolved after the pause
  std::vector<Level> levels;  // Level II, then III, as the board prints them (upgrade cards reach them)
  int line = 0;           // where the hero script declares it
  // What it does at `level` (1: as printed; 2 or 3 when upgraded to a level it has).
  const Effect& effect_at(int level) const { return level >= 2 && level - 2 < static_cast<int>(levels.size()) ? levels[static_cast<std::size_t>(level - 2)].effect : effect; }
  bool has_then_at(int level) const { return level >= 2 && level - 2 < static_cast<int>(levels.size()) ? levels[static_cast<std::size_t>(level - 2)].has_then : has_then; }
  const Effect& then_at(int level) const { return level >= 2 && level - 2 < static_cast<int>(levels.size()) ? levels[static_cast<std::size_t>(level - 2)].then : then; }
};

struct Defence {
  std::string name;                  // "Ward"
  int dice = 3;                      // dice rolled
  std::vector<int> prevent_per;      // by symbol: damage prevented for each die showing it
  std::vector<int> reflect_per;      // by symbol: damage back for each die showing it
  int script = -1;                   // its Lua function (Content::lua), after the roll, for the defender; -1: none
  int line = 0;                      // where declared
};

struct Status {
  std::string name;         // "Burn"
  int hero = -1;            // the hero that declares it
  int stack = 1;            // tokens a player may hold at once
  bool persistent = false;  // stays until removed (else consumable: spent when the owner chooses)
  Effect spend;             // a consumable's effect when spent
  Effect upkeep;            // a persistent one's at its holder's upkeep, per token
  int line = 0;             // where declared
};

enum class Timing : std::uint8_t { Main, Roll, Instant, Upgrade };
std::string_view to_string(Timing t);

struct Card {
  std::string name;         // "Fan the Flames"
  Timing timing = Timing::Main;  // when it may be played
  int cost = 0;             // combat points
  int copies = 1;           // in the deck
  Effect effect;            // what it does
  int line = 0;             // where declared
};

// Something a hero's script answers (docs/hero-api.md, "Reactions"): each reaction of every hero
// in play is offered each event of its kind; its condition, when it has one, says whether it acts.
enum class On : std::uint8_t { AttackDeclared, Damaged, RollDone, Upkeep };
std::string_view to_string(On on);

struct Reaction {
  std::string name;    // "Shadow Step"
  On on = On::Damaged; // the event it answers
  int effect = -1;     // its Lua functions (Content::lua)
  int condition = -1;  // -1: always
  int line = 0;        // where declared
};

struct Hero {
  std::string name;                  // "Ember Warden"
  std::vector<std::string> symbols;  // the symbols its faces show
  std::vector<Face> faces;           // the six faces of each of its five dice
  std::vector<Ability> abilities;    // offensive, in board order
  Defence defence;                   // its defensive ability
  std::vector<int> statuses;         // indexes in Content::statuses it declares
  std::vector<Card> cards;           // its deck, by kind
  std::vector<Reaction> reactions;   // what its script answers
  std::string file;                  // the script
  int line = 0;                      // the line of `hero "..."`
};

// How the seats play (docs/hero-duel.md, "Modes"): one against one, two sides sitting
// alternately (seats 1, 3, 5 against 2, 4, 6), or every hero for themselves.
enum class Mode : std::uint8_t { Duel, Teams, FreeForAll };
std::string_view to_string(Mode m);

// The format's numbers (docs/hero-duel.md lists the defaults).
struct Rules {
  int health = 50;       // each hero's starting health
  int heal_cap = 10;     // healing stops this far above the starting health
  int cp_start = 2;      // combat points at the start
  int cp_cap = 15;       // combat points held at most
  int cp_income = 1;     // combat points gained at each income phase
  int hand_start = 4;    // cards in the opening hand
  int hand_limit = 6;    // cards kept at the end of a turn
  int draws = 1;         // cards drawn at each income phase
  int sell = 1;          // combat points a sold card gives
  int roll_attempts = 3; // offensive roll attempts
  int turn_limit = 80;   // an engine bound: turns before the game stops undecided
  int players = 2;       // seats at the table
  Mode mode = Mode::Duel;
  bool shared_health = false;  // teams: one pool a side (each hero shows it), else a hero's own
  bool target_next = false;    // only the next living opponent in turn order may be attacked
};

struct ContentScript {
  std::string file;        // relative to the data folder when inside it
  std::uint64_t hash = 0;  // FNV-1a of its text
};

class HeroLua;  // the Lua state the hero scripts' functions live in (engine/duel/script/)

struct Content {
  std::string format;                   // the format's name
  std::string description;              // what it says it is
  Rules rules;                          // its numbers
  std::vector<Hero> heroes;             // one per seat, in seat order
  std::vector<Status> statuses;         // every hero's status effects
  std::vector<ContentScript> scripts;   // the format first, then each hero
  std::vector<FormatOptionInfo> options;  // the format's options with their values
  // The functions the hero scripts carry; null when no hero has one, so a declarative duel makes
  // no Lua call at all. One state per table, used by the thread that loaded it.
  std::shared_ptr<HeroLua> lua;

  int status(std::string_view name) const;  // index, or -1
  static std::string key_name(std::string_view name);  // spaces as '-'
};

// Reads a format of this game and its heroes. Throws ContentError naming file and line.
std::shared_ptr<const Content> load_format(const std::string& format, const std::map<std::string, std::string>& options);
// Reads one hero script (text named `file`) against the statuses known so far; for tests and
// tools. Throws ContentError.
void read_hero_script(const std::string& text, const std::string& file, Content& c);

// Words for people (describe.cpp): what an effect does ("7 undefendable damage, gain
// Kindle"), an ability with its "then", a card's text for `card NAME`.
std::string describe(const Effect& e, const Content& c);
std::string describe_ability(const Ability& a, int level, const Content& c);
std::string card_text(const Hero& h, const Card& k, const Content& c);

// Which dice (by value) make a combination; the dice counted from 5 values and symbols.
bool holds(const Need& n, const std::vector<Face>& dice);

// ----------------------------------------------------------------------------------------
// State.
// ----------------------------------------------------------------------------------------

// Answer: the window a main-phase card or status opens before it resolves (State::after says
// which main phase it returns to).
enum class Phase : std::uint8_t { Upkeep, Income, Main1, Roll, Select, Defence, Respond, Then, Main2, Discard, Answer, Over };
std::string_view to_string(Phase p);

enum class Kind : std::uint8_t { None, Main, Roll, Select, Respond, Discard, Choose };  // decision kinds
std::string_view to_string(Kind k);

enum class Verb : std::uint8_t {
  Play,     // a: hand position; b: the status removed (remove cards), else -1
  Sell,     // a: hand position
  Spend,    // a: status
  Reroll,   // a: mask of dice rerolled (bit i: die i)
  Ability,  // a: ability
  Discard,  // a: hand position
  Done,     // end the phase, pass, keep the dice, or use no ability
  Choose,   // a: the value chosen for a script's follow-up (a player, a die, a number, 1 yes / 0 no)
};

struct Option {
  Verb verb = Verb::Done;  // what it does
  int a = -1;              // as the verb says
  int b = -1;              // as the verb says
  PlayerId t = kNone;      // Ability, Play, Spend: the opponent aimed at, when several may be (kNone: the only one)
  bool operator==(const Option&) const = default;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("verb", x.verb), f("a", x.a), f("b", x.b);
    // Listed only when set, so that a position with one possible target hashes as it did
    // before targets were chosen: replays of one-against-one games recorded then still play.
    if (x.t != kNone) f("t", x.t);
  }
};

struct Decision {
  Kind kind = Kind::None;       // what is asked
  PlayerId player = kNone;      // who
  std::vector<Option> options;  // every legal answer
  bool empty() const { return kind == Kind::None; }
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("kind", x.kind), f("player", x.player), f("options", x.options);
  }
};

struct Player {
  int health = 0;               // hit points left
  int cp = 0;                   // combat points
  std::vector<int> dice;        // the faces its five dice show (index in the hero's faces)
  std::vector<int> deck;        // card kinds, the top last
  std::vector<int> hand;        // card kinds, in the order drawn
  std::vector<int> discard;     // card kinds
  std::vector<int> tokens;      // by status (Content::statuses): tokens held
  std::vector<int> upgrades;    // by offensive ability: damage added by upgrade cards
  std::vector<int> levels;      // by offensive ability: 1, or the Level II or III it was upgraded to
  int level(int ability) const { return static_cast<std::size_t>(ability) < levels.size() ? levels[static_cast<std::size_t>(ability)] : 1; }
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("health", x.health), f("cp", x.cp), f("dice", x.dice), f("deck", x.deck), f("hand", x.hand), f("discard", x.discard),
        f("tokens", x.tokens), f("upgrades", x.upgrades), f("levels", x.levels);
  }
};

// A modifier played on the pending attack (dm::damage::Modifier as plain data).
struct Mod {
  damage::Op op = damage::Op::Add;  // what it does
  int amount = 0;                   // Add, Reduce, Prevent
  int num = 1, den = 1;             // Scale, PreventPart
  PlayerId by = kNone;              // who played it
  bool defensive = false;           // from the defensive ability
  std::string label;                // the card, status or ability
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("op", x.op), f("amount", x.amount), f("num", x.num), f("den", x.den), f("by", x.by), f("defensive", x.defensive),
        f("label", x.label);
  }
};

// The attack between its selection and its damage; also an instance of damage of its own
// (collateral, isolated, a status's upkeep) waiting in State::hits, with `ability` -1.
struct Attack {
  int ability = -1;                          // the attacker's ability (-1: none pending, or a hit)
  PlayerId attacker = kNone, target = kNone; // who deals and who takes it
  damage::Kind kind = damage::Kind::Normal;  // of the main instance
  int incoming = 0;                          // its incoming damage (with upgrades)
  std::vector<Mod> mods;                     // played on it, in order
  int reflect = 0;                           // damage the defence sends back
  std::string label;                         // a hit: what deals it (the ability, card or status)
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("ability", x.ability), f("attacker", x.attacker), f("target", x.target), f("kind", x.kind), f("incoming", x.incoming),
        f("mods", x.mods), f("reflect", x.reflect), f("label", x.label);
  }
};

// An action declared in a window: it resolves when every player has passed in a row, the
// active player's first ("the player whose turn it is has priority, regardless of who started
// the Action first"), each player's in the order declared.
struct Declared {
  PlayerId player = kNone;  // who declared it
  Verb verb = Verb::Play;   // Play (a card, `what` its kind) or Spend (a status, `what`)
  int what = -1;            // the card kind or the status
  int remove = -1;          // the opponent's status a removing card names (-1: none)
  int cost = 0;             // combat points paid, given back if it fizzles
  PlayerId target = kNone;  // the opponent it reaches, when chosen (kNone: the next one)
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("player", x.player), f("verb", x.verb), f("what", x.what), f("remove", x.remove), f("cost", x.cost);
    if (x.target != kNone) f("target", x.target);  // as Option::t
  }
};

// What a hero script asked for after seeing a result (docs/hero-api.md, "Follow-ups"): the
// choice is asked as a decision, then function `next` runs with it. Plain data: nothing waits in Lua.
enum class Choice : std::uint8_t { Opponent, Die, Number, YesNo };
struct FollowUp {
  PlayerId owner = kNone;   // whose script asked
  PlayerId chooser = kNone; // who answers (kNone: the owner; `by = "opponent"`: the owner's opponent when asked)
  int next = -1;            // the function to call with the choice (Content::lua)
  Choice choice = Choice::YesNo;
  int lo = 0, hi = 0;       // a number's range
  std::vector<int> memo;    // what the script passes on
  std::string label;        // the ability, card, status or reaction
  std::string prompt;       // the script's question, in words
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("owner", x.owner), f("chooser", x.chooser), f("next", x.next), f("choice", x.choice), f("lo", x.lo), f("hi", x.hi),
        f("memo", x.memo), f("label", x.label), f("prompt", x.prompt);
  }
};

struct State {
  std::vector<Player> players;  // by seat
  PlayerId active = 0;          // whose turn
  int turn = 1;                 // turns begun (1: the first player's first)
  Phase phase = Phase::Upkeep;  // the phase in progress
  int attempts = 0;             // offensive roll attempts made this turn
  Attack attack;                // the attack being resolved
  timing::Window window;        // players responding (attack modifiers, instants, a "then", a main-phase action)
  std::vector<Declared> declared;  // actions declared in the open window, not yet resolved
  std::vector<Attack> hits;     // damage of its own instance to deal, the first in front
  bool hit_open = false;        // the front hit's window has been opened (hit_window)
  timing::Window hit_window;    // its target preventing it, the others answering
  Phase after = Phase::Main1;   // the main phase an Answer window returns to
  Decision pending;             // the decision waiting
  bool over = false;            // the game has ended
  PlayerId winner = kNone;      // kNone: not over, a tie, or stopped at the bound
  std::string reason;           // "health", "turn_limit", "decision_limit"
  Chance chance;                // rolls and shuffles
  std::vector<FollowUp> follow; // hero scripts' choices to ask, the first in front
  int script_calls = 0;         // hero script calls this turn (bounded: docs/limits.md)
  int script_errors = 0;        // in the whole game (bounded)

  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("players", x.players), f("active", x.active), f("turn", x.turn), f("phase", x.phase), f("attempts", x.attempts),
        f("attack", x.attack), f("window", x.window), f("declared", x.declared), f("hits", x.hits), f("hit_open", x.hit_open),
        f("hit_window", x.hit_window), f("after", x.after), f("pending", x.pending), f("over", x.over), f("winner", x.winner),
        f("reason", x.reason), f("chance", x.chance), f("follow", x.follow), f("script_calls", x.script_calls),
        f("script_errors", x.script_errors);
  }
};

// ----------------------------------------------------------------------------------------
// The match.
// ----------------------------------------------------------------------------------------

// A position to start from (scenarios, tests): what each player holds, and the phase.
struct PlacedPlayer {
  int health = -1;                       // -1: the format's
  int cp = -1;                           // -1: the format's
  std::vector<std::string> hand;         // card names
  std::map<std::string, int> tokens;     // status name -> tokens
};

class DuelMatch final : public dm::BoundedMatch {
 public:
  DuelMatch(std::shared_ptr<const Content> content, std::uint64_t seed);
  DuelMatch(const DuelMatch& o);  // a clone: no log sink
  DuelMatch& operator=(const DuelMatch& o);

  static const std::string& kName;  // "hero-duel"
  const std::string& game_name() const override { return kName; }
  const State& state() const { return s_; }
  const Content& content() const { return *content_; }
  const Hero& hero(PlayerId p) const { return content_->heroes[static_cast<std::size_t>(p)]; }

  int player_count() const override { return static_cast<int>(s_.players.size()); }
  // Teams sit alternately: side 0 holds seats 1, 3, 5, side 1 seats 2, 4, 6. Otherwise each
  // hero is a side of its own.
  SideId side_of(PlayerId p) const override { return content_->rules.mode == Mode::Teams ? p % 2 : p; }
  int side_count() const override { return content_->rules.mode == Mode::Teams ? 2 : player_count(); }
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
  std::optional<std::string> apply(std::string_view key) override;

  std::unique_ptr<dm::Match> clone() const override { return std::make_unique<DuelMatch>(*this); }
  bool equals(const dm::Match& o) const override;
  std::uint64_t hash() const override { return fields::hash(s_); }
  std::string serialize() const override { return fields::to_json(s_); }
  void clone_into(std::unique_ptr<dm::Match>& into) const override;
  std::unique_ptr<dm::Match> observation(PlayerId viewer, std::uint64_t seed) const override;
  void observation_into(PlayerId viewer, std::uint64_t seed, std::unique_ptr<dm::Match>& into) const override;
  std::string observation_json(PlayerId viewer) const override;
  MatchResult result() const override;
  int turn() const override { return s_.turn; }

  std::string state_line() const override;
  std::string start_fields() const override;

  // --- positions and pins (scenarios, tests), before the first advance ---
  // Replaces what players hold; returns what is wrong (a card the hero lacks, a status over
  // its stack limit), the match unchanged.
  std::optional<std::string> set_players(const std::vector<PlacedPlayer>& players);
  void force_faces(const std::vector<int>& faces) { s_.chance.faces = faces; }  // next rolls, by face index

  // --- queries ---
  bool out(PlayerId p) const { return s_.players[static_cast<std::size_t>(p)].health == 0; }  // fallen: skipped, not a target
  // The next living opponent in turn order after p ("the opponent" when none is chosen); the
  // next seat when none is left.
  PlayerId next_opponent(PlayerId p) const { return s_.players.size() == 2 ? (p + 1) % 2 : next_living_opponent(p); }
  // Whom p may aim an attack or an effect at now: the living opponents in turn order (only the
  // next one when the format says so). At most 8.
  struct Targets {
    PlayerId at[8] = {};
    int n = 0;
  };
  Targets targets(PlayerId p) const;
  // p's target for an option aiming at `t` (kNone: the only possible one).
  PlayerId target_of(PlayerId p, PlayerId t) const { return t == kNone ? next_opponent(p) : t; }
  std::vector<Face> faces_of(PlayerId p) const;          // what p's five dice show
  damage::Result attack_preview() const;                 // the pending attack as it would resolve now
  std::string why_refused(std::string_view key) const;   // the rule that refuses a key
  // Why the target a key names (":P3" at its end) can't be aimed at; empty when it can, or
  // when the key names none.
  std::string refused_target(const std::string& key) const;
 private:
  PlayerId next_living_opponent(PlayerId p) const;  // next_opponent at a table of more than two
  void answer(int option) override;
  void end_at_bound() override;
  friend struct Steps;  // the rules' steps (engine/duel/rules.cpp)
  std::shared_ptr<const Content> content_;
  State s_;
};

}  // namespace dm::duel
