#pragma once
// The kernel's face to the world: a game advances until a player must decide, shows that
// decision with its legal options, and continues when one is applied. Agents, the CLI,
// scenario files, tests and replays all drive it through pending() and apply(). A game is
// its state plus read-only content (the card library) and a stateless ability runtime:
// clone() copies the state and nothing else. Public API.
#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dm/bounds.hpp"
#include "dm/library.hpp"
#include "dm/match.hpp"
#include "dm/state.hpp"

namespace dm {

class AbilityRuntime;
class DraftProcedure;
struct AbilityCall;

// One player's dice.
struct TeamSetup {
  std::vector<std::pair<int, int>> cards;  // (definition index, dice)
  int sidekicks = 8;
  SideId side = kNone;  // kNone: a side of their own
};

struct GameSetup {
  std::shared_ptr<const CardLibrary> library;
  std::string format = "custom";
  Edition edition = Edition::ASM2015;
  int life = 20;                            // each side's (a team shares it)
  int turn_cap = 200;
  bool first_turn_attack = true;            // tournament rule: false
  std::vector<TeamSetup> teams;             // one per player, in seat order: 2 to 4 players
  std::vector<std::pair<int, int>> shared;  // basic action cards: (definition, dice)
  // A drafting format's procedure: the game starts with the draft, and the players' cards
  // and basic actions come from it (`teams` then give only sides and Sidekicks).
  std::shared_ptr<const DraftProcedure> draft;
  int draft_seats = 0;                      // drafters (at least the players; the first seats play)
};

// Where a position puts one die (scenarios, tests, rulings).
struct DiePlacement {
  DieId die = kNone;
  Zone zone = Zone::Used;
  int face = kNone;            // kNone: the face it shows now
  PlayerId owner = kNone;      // kNone: its card's owner (basic action dice need one out of the supply)
  PlayerId controller = kNone; // kNone: its owner
  int damage = 0;
  DieId blocking = kNone;      // a blocker in the Attack Zone: the attacker it blocks
};

// Where in a turn a position starts.
enum class TurnStart : std::uint8_t { Start, Roll, Main, Attack, Blockers, AfterBlockers, Damage, Cleanup };

struct Position {
  std::vector<DiePlacement> dice;         // dice not listed stay where they are
  std::vector<std::optional<int>> life;   // by side; missing or nullopt: unchanged
  PlayerId active = 0;                    // whose turn (their side's); they act first
  int turn = 1;
  TurnStart start = TurnStart::Start;
};

// Counts for statistics (dice sim counts dice bought and fielded per card) without building
// log lines. Kept outside GameState and its hash on purpose: it observes, never decides, so a
// game plays and hashes the same with or without one; clones don't inherit it.
enum class Observed : std::uint8_t { Bought, Fielded, Used };  // Used: an action die used
using Observer = std::function<void(Observed what, DieId die)>;

class Effects;

// A die's one name (Game::die_name) in any state of a game.
std::string die_name(const GameState& s, DieId d);
// Whether `text` names die d, case aside: its name, its name without its owner ("Sidekick 5"),
// or the start of its card's name in whole words and its number ("beast 1", "p2 beast 1").
bool die_named(const GameState& s, DieId d, std::string_view text);

// A game of Dice Masters: the driver every caller uses (dm/match.hpp), with the Dice Masters
// state and queries beside it. What effects do to the game (damage, KO, spin, capture, ...)
// is not here: rules and ability runtimes reach it through Effects (engine/masters/kernel/effects.hpp).
class Game final : public Match {
 public:
  // `runtime` runs the cards' abilities; it keeps no game state, so clones share it (on the
  // thread that owns it). Throws std::invalid_argument for an impossible setup.
  Game(const GameSetup& setup, std::uint64_t seed, std::shared_ptr<AbilityRuntime> runtime);
  // A copy is a clone: the same state and runtime, and no log sink (its lines are its own).
  Game(const Game& o);
  Game& operator=(const Game& o);
  Game(Game&&) noexcept = default;
  Game& operator=(Game&&) noexcept = default;

  static const std::string& kName;  // "dice-masters"
  const std::string& game_name() const override { return kName; }

  const GameState& state() const { return s_; }
  const CardLibrary& library() const { return *s_.library; }
  const Decision& pending() const { return s_.pending; }
  bool over() const override { return s_.over; }
  int player_count() const override { return s_.player_count(); }
  // Who may be asked to decide: the players, or every drafter while a draft runs.
  int seat_count() const override { return std::max(s_.player_count(), s_.draft.seats); }
  SideId side_of(PlayerId p) const override { return s_.side(p); }
  int side_count() const override { return s_.side_count(); }
  PlayerId decider() const override { return s_.pending.empty() ? kNone : s_.pending.player; }
  int option_count() const override { return static_cast<int>(s_.pending.options.size()); }
  int decision_code() const override { return static_cast<int>(s_.pending.kind); }
  std::string decision_name() const override;
  std::uint64_t option_code(int option) const override;

  // Applies one option of the pending decision. On an illegal choice returns the reason
  // and leaves the game exactly as it was.
  std::optional<std::string> apply(int option) override;
  std::optional<std::string> apply(std::string_view key) override;
  // Runs the rules until a decision is needed (after construction or set_position), the game
  // ends, or a pause asked for by pause_before() is reached.
  void advance() override;

  // --- pauses: a moment no decision interrupts (a scenario's `until "combat_damage"`) ---
  // The next advance (inside apply(), or resume()) stops just before the rules run a task of
  // kind `at`: TaskKind::CombatDamage stops after blockers and damage assignment, before any
  // combat damage is dealt. Used up when reached. Not part of the state (no rule reads it, the
  // hash ignores it); clones carry it, so a clone of a paused game resumes the same way.
  void pause_before(TaskKind at) { pause_at_ = at; }
  void cancel_pause() { pause_at_.reset(); }
  bool pause_armed() const { return pause_at_.has_value(); }
  // Stopped at such a moment: no decision is pending and the game is not over.
  bool paused() const { return paused_; }
  // Carries on from a pause to the next decision, the end, or the next pause (with a log,
  // a state line follows, as after apply()).
  void resume();

  // For people and logs, built only when asked.
  std::string option_key(int option) const override;
  std::string option_label(int option) const override;
  std::string prompt() const override;
  // A die's one name, the same in prompts, narration, the board, the viewer and scenario files:
  // its card's owner, its card and its number among that card's dice ("P2 Beast: Mutate #666 2";
  // a basic action die, owned by no player until bought, is "Force Beam 1"). It never changes
  // during a game, so a judge can paste it into a scenario.
  std::string die_name(DieId d) const { return dm::die_name(s_, d); }
  std::string die_label(DieId d) const;  // the name and, in play, the face: "P1 Sidekick 3 [2 bolt]"
  // The option's key with its dice by name, as a person types it ("field:Sidekick 8" for
  // field:7; the decider's own dice without their owner), or "" when it names no die.
  std::string option_alias(int option) const;
  // The option with this key, or with this alias; a die in an alias may be shortened to the
  // start of its card's name and its number ("attack:beast 1"). -1 when none, or more than one.
  int find_option(std::string_view key) const override;

  // Starts from a position instead of the game's own set-up; returns what is wrong with it
  // (the game is then unchanged).
  std::optional<std::string> set_position(const Position& p);
  // Moves one die, or sets a player's (side's) life, leaving the turn where it is.
  std::optional<std::string> place(const DiePlacement& p);
  std::optional<std::string> set_life(PlayerId p, int life);
  // Pins chance for tests and scenarios: the next rolled faces (face index 0-5, in roll
  // order) and the next dice drawn from a bag.
  void force_faces(const std::vector<int>& faces);
  void force_draws(const std::vector<DieId>& dice);

  // --- what one player may know (search agents, programs playing over stdio) ---
  // The game as `viewer` may see it, with what they cannot see sampled from `seed`: a clone
  // whose random generator is replaced (so the bag's draws and every future roll are new
  // guesses), whose pinned faces and draws are dropped, and whose secret draft piles held by
  // others have their cards dealt again among those piles. Searching in it never reads the
  // true bag order or future rolls.
  Game observed_by(PlayerId viewer, std::uint64_t seed) const;
  std::unique_ptr<Match> observation(PlayerId viewer, std::uint64_t seed) const override;
  void observation_into(PlayerId viewer, std::uint64_t seed, std::unique_ptr<Match>& into) const override;
  // The state as `viewer` may see it, as one JSON object (GameState::serialize's form) without
  // the generator and the pins, and with the cards of others' secret piles written as -1.
  std::string observation_json(PlayerId viewer) const override;

  std::unique_ptr<Match> clone() const override { return std::make_unique<Game>(*this); }
  void clone_into(std::unique_ptr<Match>& into) const override;
  bool equals(const Match& o) const override;
  std::uint64_t hash() const override { return s_.hash(); }
  std::string serialize() const override { return s_.serialize(); }
  MatchResult result() const override;
  int turn() const override { return s_.turn; }

  void set_log(LogSink sink) override;
  bool logging() const { return log_.on(); }
  const DecisionCount* decision_count() const override { return &bounds_.decisions; }
  void set_observer(Observer o) { observer_ = std::move(o); }
  void log_line(const std::string& json_line) const;  // no-op without a sink
  // The positions of every die and the life totals, with the state hash, as a log line.
  std::string state_line() const override;
  std::string over_fields() const override;  // the life totals, and the message of a game stopped at a limit
  std::string unbegun() const override {
    return s_.draft.seats > 0 && s_.turn == 0 && s_.over ? "the draft did not finish: " + limit_message_ : "";
  }

  // --- queries: continuous layers over the state; none changes the game ---
  int attack(DieId d) const;
  int defense(DieId d) const;
  int level(DieId d) const;
  bool has_tag(DieId d, NameId name) const;  // a keyword or flag, granted or from its card
  bool has_tag(DieId d, Tag t) const { return has_tag(d, name_of(t)); }
  bool has_affiliation(DieId d, NameId name) const;
  NameId name_id(std::string_view name) const;  // kNone when neither the library nor the game knows it
  bool is_sidekick(DieId d) const;     // Sidekick dice, and Ally characters in the Field Zone
  bool has_abilities(DieId d) const;   // false while its text is lost (e.g. Slander)
  int buy_cost(PlayerId p, CardId c) const;
  CardId ability_card(DieId d) const;  // whose abilities a die uses: its own card's or a copied one
  bool underdog(PlayerId p) const;     // fewer fielded characters on its side than an opposing side
  std::vector<PlayerId> opponents_of(PlayerId p) const;
  PlayerId opponent_of(PlayerId p) const;  // the first player of the first opposing side
  std::vector<PlayerId> priority_order() const;  // the active side first, then around the table
  int pending_damage_to(PlayerId p) const;

  // What runs the cards' abilities (queries may be asked through it by anyone).
  AbilityRuntime& runtime() const { return *runtime_; }
  // The runtime itself, for a game made beside this one on the same cards.
  const std::shared_ptr<AbilityRuntime>& shared_runtime() const { return runtime_.ptr(); }
  // A card's script failed (queries too): logged as `script_error`, counted, and the game goes on.
  void report_fault(const AbilityCall& c, const std::string& what) const;
  // Script errors so far, and why the game stopped at a limit ("" otherwise): the bound and the card.
  int script_errors() const override { return faults_; }
  const std::string& limit_message() const { return limit_message_; }
  bool shielded(DieId d) const;  // kept unaffected by the running effect (paid protection)

 private:
  friend struct Rules;
  friend class Effects;
  // --- what effects do: reached through Effects (engine/masters/kernel/effects.hpp) by the rules and
  // the ability runtimes; they check nothing a script could get wrong (the runtime validates
  // ids first) ---
  std::uint64_t random(std::uint64_t bound) { return s_.chance.rng.below(bound); }  // an effect's random number
  // Ends the game at once (EndReason::ScriptLimit): `card` ran past one of the game's bounds
  // (dm/limits.hpp), described by `what`. The log gets a `script_limit` line.
  void stop_at_limit(CardId card, const std::string& what);
  void damage(DieId target, PlayerId player, int amount, DieId source, CardId source_card, bool combat);
  void ko(DieId d, DieId source, PlayerId cause = kNone);
  void move(DieId d, Zone z, PlayerId zone_player = kNone);
  int spin(DieId d, int levels);  // returns the new level
  void set_level(DieId d, int level);
  int roll(DieId d);  // a random face (honouring pinned faces); returns the face index
  void reroll(DieId d, Zone elsewhere, bool by_effect);
  void roll_to(DieId d, Zone z);
  DieId draw(PlayerId p);  // into the Prep Area; kNone when the bag and Used Pile are empty
  // The same, from `bag` (p's bag in id order, kept up to date): several draws in a row.
  DieId draw_from(PlayerId p, std::vector<DieId>& bag);
  void bag_of(PlayerId p, std::vector<DieId>& bag) const;
  void field_die(DieId d, int face = -1);  // puts a die on the field as "fielded"
  void sacrifice(DieId d);
  void capture(DieId by, DieId d);
  void control(DieId by, DieId d);
  // The dice `by` captured (and, unless captured_only, controls) go back where they came from.
  void release(DieId by, bool captured_only = false);
  // Prevents the next `amount` damage (limits::kAmount: all of it) to die d, or to player p when
  // d is kNone, this turn: prevented damage is never dealt and nothing reacts to it.
  void prevent_damage(DieId d, PlayerId p, int amount);
  void gain_life(PlayerId p, int n);
  void lose_life(PlayerId p, int n);
  int redirect(PlayerId p, int n, DieId d);  // moves up to n damage about to hit p onto d
  void add_mod(const Modifier& m);
  void grant(DieId d, NameId name, int until_turn = 0);
  NameId intern(std::string_view name);  // a name's id, new names joining the game's own
  void emit(const Event& e);
  void check_kos();  // KOs every character whose damage reaches its defense (after an effect)
  void script_log(const std::string& text);

  void observe(Observed what, DieId d) const {
    if (observer_) observer_(what, d);
  }
  void check_game_end();
  void hide_from(PlayerId viewer, std::uint64_t seed);  // observed_by, on this copy
  void push(Task t) { s_.tasks.push_back(std::move(t)); }
  CardId add_card(int def, PlayerId owner);
  void add_dice(CardId c, int n, PlayerId owner, Zone z);
  void index_cards();         // works out index_ (and the dice index) from the cards and dice in play
  void start_after_draft();   // the drafted teams into the game, and its first turn
  Zone spent_zone(PlayerId p) const;
  void log_level(DieId d) const;  // the `level` line after an effect spun or set a die

  GameState s_;
  Shared<AbilityRuntime> runtime_;
  Shared<const DraftProcedure> draft_;  // the format's draft (null: none)
  LogBudget log_;       // the log, bounded as every game's (a clone has none)
  Observer observer_;  // not copied by clones, like log_
  mutable int faults_ = 0;  // script errors so far (diagnostics: the rules never read it)
  // Counts behind the game's bounds (dm/limits.hpp). Outside GameState: they change no rule
  // and no hash, only stop a game that would never end; clones carry them.
  struct Bounds {
    std::uint32_t steps = 0;     // tasks since the last decision or new turn
    std::uint32_t triggers = 0;  // abilities triggered in that time
    DecisionCount decisions;     // counted when a decision is reached, as every game's
    CardId last_card = kNone;    // whose ability ran last (named when a bound is hit)
    std::uint32_t rule_faults = 0;  // script errors made while the rules ran
    CardId fault_card = kNone;      // whose script failed last
  } bounds_;
  mutable int in_rules_ = 0;  // > 0 while apply() or advance() runs (not copied by clones)
  bool copy_ = false;         // made by copying a game: its script errors are not warned about
  struct InRules;             // counts one apply() or advance() in in_rules_
  void check_faults();        // ends the game past kScriptErrorsPerGame
  std::string limit_message_;
  std::optional<TaskKind> pause_at_;  // where the next advance stops (pause_before)
  bool paused_ = false;               // the last advance stopped there
  void count_decision();
  std::vector<Option> spare_options_;  // the last decision's options, kept for their memory
  // What the cards in play can do, worked out once: the cards in play never change.
  struct Index {
    std::vector<std::pair<CardId, int>> globals;        // every global ability in play
    std::vector<std::pair<CardId, int>> card_triggers;  // triggered abilities of whole cards
    // Bit per Trigger: the events some card_triggers ability can answer (Rules::collect looks
    // at them only for these).
    std::uint32_t card_trigger_events = 0;
    std::vector<CardId> stat_cards;  // cards whose static abilities give stat bonuses, in id order
    bool activated = false;   // some card in play has an activated ability
    bool protection = false;  // some card in play lets its dice be protected
    bool swarm = false;       // some card in play has Swarm printed
    bool keyword_layers = false;  // some card in play gives keywords by a static ability
    // Each card's dice as a set (bits by die id, DiceIndex's words), card c's at c * words:
    // which cards have dice left in a supply is then a few word operations, not a walk.
    std::vector<std::uint64_t> card_dice;
    const std::uint64_t* dice_of(CardId c, std::size_t words) const { return card_dice.data() + static_cast<std::size_t>(c) * words; }
    // The cards each player may buy (their own and nobody's, sidekicks left out), in id order
    // and with their printed costs: the Main Step offers from these. Player p's are
    // buyable[buyable_from[p] .. buyable_from[p + 1]).
    struct Buyable {
      CardId card = kNone;
      int cost = 0;                    // the printed purchase cost
      Energy energy = Energy::None;    // the card's type, one unit of which a purchase needs
    };
    std::vector<Buyable> buyable;
    std::vector<int> buyable_from;
  } index_;
};

// Dice Masters' first line of a log (dm/game_log.hpp): what is played, by whom, with which teams and basic actions, and every die of `g` (made
// from `setup` and `seed`, not yet advanced or at least not yet changed by a decision).
// `agents` and `team_names` are by seat; a missing or empty team name is left out.
std::string game_start_line(const Game& g, const GameSetup& setup, std::uint64_t seed,
                            const std::vector<std::string>& agents, const std::vector<std::string>& team_names);

}  // namespace dm
