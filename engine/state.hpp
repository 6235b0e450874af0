#pragma once
// The whole game as a plain value: integer ids, no pointers into Lua, copyable for
// clones, replays and search. Rules live in game.cpp and friends, not here.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/card.hpp"
#include "engine/decision.hpp"
#include "engine/rng.hpp"
#include "engine/types.hpp"

namespace dm {

class CardLibrary;

struct Die {
  DieId id = kNone;
  CardId card = kNone;
  PlayerId owner = kNone;
  PlayerId controller = kNone;
  Zone zone = Zone::Supply;
  int face = 0;
  int damage = 0;
  DieId blocking = kNone;  // for a blocker: the attacker it is engaged with
  bool was_blocked = false;  // for an attacker: blockers were declared against it
  PlayerId hurt_by = kNone;  // controller of the last thing that damaged it this turn
  DieId held_by = kNone;     // the die capturing or controlling this one
  Zone held_from = Zone::Supply;
  bool operator==(const Die&) const = default;
};

struct CardInPlay {
  int def = kNone;          // index into the CardLibrary
  PlayerId owner = kNone;   // kNone: a basic action card both players may buy from
  bool operator==(const CardInPlay&) const = default;
};

struct PlayerState {
  int life = 0;
  int bonus_generic = 0;  // generic energy that is not a die (the shortfall rule)
  int floating = 0;       // generic energy left from a die spent on costs paid together
  bool operator==(const PlayerState&) const = default;
};

// An effect that lasts until the end of the turn (bonuses, granted keywords, flags).
struct Modifier {
  DieId die = kNone;        // the die it applies to, or kNone
  PlayerId player = kNone;  // the player it applies to, or kNone
  int attack = 0, defense = 0;
  std::string name;         // keyword, flag or affiliation name ("overcrush", "cant_block", "affiliation:Spidey Friends")
  int value = 0;
  int until_turn = 0;       // lasts through the Cleanup of this turn (0: the current turn)
  bool operator==(const Modifier&) const = default;
};

struct Event {
  Trigger kind = Trigger::None;
  DieId die = kNone;        // the die it happened to
  PlayerId player = kNone;  // the player it happened to
  int amount = 0;
  DieId source = kNone;     // the die that caused it
  CardId source_card = kNone;
  bool combat = false;
  std::uint8_t role = 0;    // for dice: 1 attacking, 2 blocking, when it happened
  PlayerId cause = kNone;   // the player whose effect or character caused it
  bool operator==(const Event&) const = default;
};

struct PendingDamage {
  DieId die = kNone;        // target die, or kNone for a player
  PlayerId player = kNone;  // target player
  int amount = 0;
  DieId source = kNone;
  CardId source_card = kNone;
  bool combat = false;
  bool operator==(const PendingDamage&) const = default;
};

// One step of spending: take `amount` from die `die` (or from bonus/floating energy when die == kNone).
struct Spend {
  DieId die = kNone;
  int amount = 0;
  Energy as = Energy::None;  // the type it paid as (None: untyped)
  int source = 0;            // 0 die, 1 bonus generic, 2 floating generic
  bool operator==(const Spend&) const = default;
};
using PaymentPlan = std::vector<Spend>;

enum class TaskKind : std::uint8_t {
  BeginTurn, ClearDraw, Roll, Main, EndMain, AttackBegin, Blockers, AttackWindow, AssignDamage,
  CombatDamage, EndCombat, Cleanup, EndTurn,
  OpponentWindow,  // after an action of the active player: the other player may use globals
  Buy, Field, UseAction, UseGlobal,
  Resolve,         // resolve one ability instance through its stages
  ApplyDamage,     // the pending damage batch through the pipeline
  Collect,         // turn collected events into triggered abilities
  Order,           // a player orders their simultaneous triggered abilities
  Protect,         // a player may pay to keep a die unaffected by the effect about to resolve
};
std::string_view to_string(TaskKind k);
constexpr int kProtectionAsked = 1;

struct Task {
  TaskKind kind = TaskKind::BeginTurn;
  int stage = 0;
  PlayerId player = kNone;      // who controls this task
  CardId card = kNone;          // card the ability or purchase belongs to
  int ability = kNone;          // ability index within the card definition
  DieId die = kNone;            // source die
  Event ev;                     // the triggering event
  std::vector<int> targets;     // chosen targets (die ids, or -1 - player for players)
  std::vector<int> memo;        // integers an effect carries to its follow-up
  std::string next;             // follow-up function name
  std::string prompt;           // follow-up question
  int want = 0;                 // e.g. for AssignDamage: which blocker index is being assigned
  int bursts = 0;               // burst symbols at the time it was used or triggered
  int flags = 0;
  int times = 1;                // a global paid for several times at once resolves as one effect
  bool operator==(const Task&) const = default;
};

struct GameState {
  std::shared_ptr<const CardLibrary> library;
  Edition edition = Edition::ASM2015;
  int start_life = 10;
  int turn_cap = 200;
  int attack_first_turn = 1;   // 0: the first player may not attack on their first turn
  int turn = 0;                // 1-based once the game starts
  PlayerId active = 0;
  PlayerId first_player = 0;
  Step step = Step::Setup;
  std::vector<PlayerState> players;
  std::vector<CardInPlay> cards;
  std::vector<Die> dice;
  std::vector<Modifier> mods;
  std::vector<std::array<int, 3>> once;   // (card, ability, die or -1) used this turn
  std::vector<Event> events;              // happened, not yet turned into triggers
  std::vector<PendingDamage> damage;      // dealt by the running effect, not yet applied
  std::vector<Task> tasks;                // stack: back() runs next
  Decision pending;
  std::vector<PaymentPlan> plans;         // behind the options of a Pay decision
  Cost pay_cost;                          // the cost those plans pay
  Energy pay_one = Energy::None;          // ... with one unit of this type (buying)
  std::vector<int> candidates;            // behind the options of a Target decision
  std::vector<DieId> selection;           // dice picked so far (reroll, attackers)
  std::vector<DieId> last_paid;           // dice spent on the latest payment
  std::vector<std::array<int, 3>> division;  // (attacker, blocker, damage) chosen by the attacker
  int script_errors = 0;
  std::vector<std::array<int, 2>> engagements;  // (attacker, blocker) pairs declared this turn
  std::vector<DieId> protected_dice;      // dice the running effect can't affect (paid protection)
  PlayerId cause = kNone;                 // whose effect is running (for Aftershock)
  int fielded_this_turn = 0;
  int window_passes = 0;
  PlayerId priority = kNone;
  Rng rng;
  std::vector<int> forced_faces;          // pinned roll results, consumed in order (face index)
  std::vector<DieId> forced_draws;        // pinned bag draws, consumed in order
  bool over = false;
  PlayerId winner = kNone;
  std::string end_reason;
  std::uint64_t steps = 0;

  // Accessors.
  const CardDef& def(CardId c) const;
  const CardDef& def_of(DieId d) const { return def(dice[d].card); }
  const Face& face(DieId d) const { return def_of(d).faces[dice[d].face]; }
  PlayerId opponent(PlayerId p) const { return 1 - p; }
  std::vector<DieId> in_zone(PlayerId p, Zone z) const;  // ascending ids of dice in p's zone
  std::vector<DieId> supply(CardId c) const;              // unbought dice of a card
  bool has_supply(CardId c) const;
  int count(PlayerId p, Zone z) const;
  bool is_character_die(DieId d) const;  // in the field on a character face
  bool is_sidekick(DieId d) const;
  bool has_mod(DieId d, std::string_view name) const;
  bool player_has_mod(PlayerId p, std::string_view name) const;
  int fielded_characters(PlayerId p) const;
  bool underdog(PlayerId p) const { return fielded_characters(p) < fielded_characters(opponent(p)); }
  bool operator==(const GameState& o) const;
  std::uint64_t hash() const;
};

}  // namespace dm
