#pragma once
// The whole game as a plain value: integer ids, no pointers into scripts, copyable for
// clones, replays and search. The rules live in the kernel, not here. Public API (read it
// through Game::state(); change it only through Game).
//
// Every struct lists its fields once, in `fields`: equality, the hash and serialization all
// walk that list, so none of them can leave a field out (a test checks each list against the
// struct's members).
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "dm/card.hpp"
#include "dm/decision.hpp"
#include "dm/library.hpp"
#include "dm/shared.hpp"
#include "dm/chance.hpp"
#include "dm/fields.hpp"
#include "dm/types.hpp"

namespace dm {

struct Die {
  DieId id = kNone;
  CardId card = kNone;
  PlayerId owner = kNone;       // who bought it (kNone: an unbought basic action die)
  PlayerId controller = kNone;  // whose zones it is in
  Zone zone = Zone::Supply;
  int face = 0;                 // index into its card's faces
  int damage = 0;
  DieId blocking = kNone;       // for a blocker: the attacker it is engaged with
  bool was_blocked = false;     // for an attacker: blockers were declared against it
  PlayerId hurt_by = kNone;     // controller of the last thing that damaged it this turn
  DieId held_by = kNone;        // the die capturing or controlling this one
  Zone held_from = Zone::Supply;  // where a captured or controlled die goes back to
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("id", x.id), f("card", x.card), f("owner", x.owner), f("controller", x.controller), f("zone", x.zone),
        f("face", x.face), f("damage", x.damage), f("blocking", x.blocking), f("was_blocked", x.was_blocked),
        f("hurt_by", x.hurt_by), f("held_by", x.held_by), f("held_from", x.held_from);
  }
};

struct CardInPlay {
  int def = kNone;          // index into the CardLibrary
  PlayerId owner = kNone;   // kNone: a basic action card every player may buy from
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("def", x.def), f("owner", x.owner);
  }
};

struct PlayerState {
  SideId side = 0;
  int bonus_generic = 0;  // generic energy that is not a die (the shortfall rule)
  int floating = 0;       // generic energy left from a die spent on costs paid together
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("side", x.side), f("bonus_generic", x.bonus_generic), f("floating", x.floating);
  }
};

struct SideState {
  int life = 0;  // a side's life: its player's, or the team's shared total
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("life", x.life);
  }
};

// Drafts: cards in piles passed between drafters, then each drafter's team. The format's draft
// procedure (DraftProcedure, game.hpp) changes this; the kernel only keeps it and, when the
// draft is over, puts the teams of the seats that play into the game.
struct DraftPile {
  PlayerId holder = kNone;  // the drafter seat holding it (kNone: the middle of the table)
  bool secret = false;      // only its holder may look at its cards
  std::vector<int> cards;   // card definitions, copies repeated
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("holder", x.holder), f("secret", x.secret), f("cards", x.cards);
  }
};

struct DraftCard {
  int def = kNone;  // card definition
  int dice = 0;     // dice it brings to the game (0: drafted, not used)
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("def", x.def), f("dice", x.dice);
  }
};

struct DraftSeat {
  std::vector<int> drafted;           // every card picked, in order, copies repeated
  std::vector<DraftCard> team;        // the cards it plays with
  std::vector<int> basic_actions;     // basic action cards it brings (each a set of dice of its own)
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("drafted", x.drafted), f("team", x.team), f("basic_actions", x.basic_actions);
  }
};

struct DraftVar {
  std::string name;         // a counter of the procedure's own ("round", "stage")
  std::int64_t value = 0;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("name", x.name), f("value", x.value);
  }
};

struct DraftState {
  int seats = 0;                     // drafters (0: no draft); seats 0..players-1 then play
  std::vector<DraftPile> piles;
  std::vector<DraftSeat> drafters;   // by seat
  std::vector<int> basic_actions;    // basic action cards on the table for everyone
  int basic_dice = 3;                // dice on each basic action card
  std::vector<DraftVar> vars;        // the procedure's counters, by name
  std::string prompt;                // what the pending draft decision asks
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("seats", x.seats), f("piles", x.piles), f("drafters", x.drafters), f("basic_actions", x.basic_actions),
        f("basic_dice", x.basic_dice), f("vars", x.vars), f("prompt", x.prompt);
  }
};

// What a lasting effect does; Modifier's fields say which numbers each kind uses.
enum class ModKind : std::uint8_t {
  Bonus,          // die: +attack/+defense
  Tag,            // die: has the keyword or flag `name`
  Affiliation,    // die: has the affiliation `name`
  CopyStats,      // die: uses the stats of die `other`
  CopyAbilities,  // die: uses the abilities of die `other`'s card
  BlockTax,       // player: pays `amount` life per blocker, except blockers with affiliation `name`
  MustBlock,      // player: each character able to block attacker `other` must block it
  Invulnerable,   // player: its attackers KO'd this turn return to the Field Zone
  ExtraDamage,    // player: its next `amount` damages from action dice or globals deal 1 more
  DoubleCost,     // player: buying from card `card` costs double
  PreventDamage,  // die, or player when `die` is kNone: the next `amount` damage this turn is prevented
};

// An effect that lasts until the end of a turn.
struct Modifier {
  ModKind kind = ModKind::Bonus;
  DieId die = kNone;        // the die it applies to (die kinds)
  PlayerId player = kNone;  // the player it applies to (player kinds)
  int attack = 0, defense = 0;
  NameId name = kNone;
  DieId other = kNone;
  CardId card = kNone;
  int amount = 0;
  int until_turn = 0;       // lasts through the Cleanup of this turn (0: the current turn)
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("kind", x.kind), f("die", x.die), f("player", x.player), f("attack", x.attack), f("defense", x.defense),
        f("name", x.name), f("other", x.other), f("card", x.card), f("amount", x.amount),
        f("until_turn", x.until_turn);
  }
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
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("kind", x.kind), f("die", x.die), f("player", x.player), f("amount", x.amount), f("source", x.source),
        f("source_card", x.source_card), f("combat", x.combat), f("role", x.role), f("cause", x.cause);
  }
};

struct PendingDamage {
  DieId die = kNone;        // target die, or kNone for a player
  PlayerId player = kNone;  // target player (the die's controller for dice)
  int amount = 0;
  DieId source = kNone;
  CardId source_card = kNone;
  bool combat = false;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("die", x.die), f("player", x.player), f("amount", x.amount), f("source", x.source),
        f("source_card", x.source_card), f("combat", x.combat);
  }
};

// One step of spending: energy from a die, or from energy that is not a die.
struct Spend {
  enum class From : std::uint8_t { Die, Bonus, Floating };
  From from = From::Die;
  DieId die = kNone;
  int amount = 0;
  Energy as = Energy::None;  // the type it paid as (None: untyped)
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("from", x.from), f("die", x.die), f("amount", x.amount), f("as", x.as);
  }
};
using PaymentPlan = std::span<const Spend>;

// The ways to pay a cost, best first, kept flat: plan i is spends[ends[i-1] .. ends[i]).
struct PaymentPlans {
  std::vector<Spend> spends;
  std::vector<int> ends;
  std::size_t size() const { return ends.size(); }
  bool empty() const { return ends.empty(); }
  PaymentPlan operator[](std::size_t i) const {
    const std::size_t b = i == 0 ? 0 : static_cast<std::size_t>(ends[i - 1]);
    return PaymentPlan(spends.data() + b, static_cast<std::size_t>(ends[i]) - b);
  }
  void clear() {  // keeps the memory for the next payment
    spends.clear();
    ends.clear();
  }
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("spends", x.spends), f("ends", x.ends);
  }
};

struct EnergyCost {
  int any = 0;                              // energy of any kind, generic included
  std::array<int, kEnergyTypes> typed{};    // energy that must be of a type ([None] unused)
  Energy at_least_one = Energy::None;       // buying: one unit must be of the card's type
  int total() const {  // asked of every cost checked, many a decision
    int n = any;
    for (int v : typed) n += v;
    return n;
  }
  static EnergyCost from(const Cost& c, int times = 1);
  std::string describe() const;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("any", x.any), f("typed", x.typed), f("at_least_one", x.at_least_one);
  }
};

// An ability "used this turn" for once-per-turn limits.
struct OnceUse {
  CardId card = kNone;
  int ability = kNone;
  int key = kNone;  // the die, or kNone for a card-wide ability, or the user of a global
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("card", x.card), f("ability", x.ability), f("key", x.key);
  }
};

// How an attacker divides its damage among its blockers.
struct Division {
  DieId attacker = kNone, blocker = kNone;
  int amount = 0;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("attacker", x.attacker), f("blocker", x.blocker), f("amount", x.amount);
  }
};

// An ability on its way to resolving: who uses it, why, and the choices made so far.
struct AbilityInstance {
  bool live = false;        // in use by a task (slots are reused)
  CardId card = kNone;
  int ability = kNone;
  DieId die = kNone;
  PlayerId player = kNone;  // who uses it
  Event ev;                 // what triggered it
  int bursts = 0;
  int times = 1;            // a global paid for several times at once resolves as one effect
  std::vector<int> targets; // chosen targets: die ids, or -1 - player
  int spec = 0;             // the target spec being chosen
  int chosen = 0;           // how many targets were chosen for it
  bool protection_asked = false;
  int cont = kNone;         // the continuation that runs next (kNone: the effect)
  std::uint8_t follow = 0;  // what the continuation asks first: FollowUp::Ask
  bool optional = false;    // the follow-up choice may be declined
  std::vector<int> candidates;  // what the follow-up choice may pick
  std::vector<int> memo;        // the integers the continuation receives
  std::vector<int> answer;      // the follow-up's answer, handed to the continuation
  std::string prompt;           // the card's words for the follow-up question
  int follow_ups = 0;           // questions its effect has asked so far (bounded: limits::kFollowUps)
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("live", x.live), f("card", x.card), f("ability", x.ability), f("die", x.die), f("player", x.player),
        f("ev", x.ev), f("bursts", x.bursts), f("times", x.times), f("targets", x.targets), f("spec", x.spec),
        f("chosen", x.chosen), f("protection_asked", x.protection_asked), f("cont", x.cont),
        f("follow", x.follow), f("optional", x.optional), f("candidates", x.candidates), f("memo", x.memo),
        f("answer", x.answer), f("prompt", x.prompt), f("follow_ups", x.follow_ups);
  }
};

enum class TaskKind : std::uint8_t {
  BeginTurn, ClearDraw, Roll, Main, EndMain, AttackBegin, Blockers, AttackWindow, AssignDamage,
  CombatDamage, EndCombat, Cleanup, EndTurn,
  OthersWindow,  // after an action in the Main Step: another player may use globals
  Buy, Field, UseAction,
  Resolve,       // an ability instance through its stages
  Protect,       // a player may pay to keep a die unaffected by the effect about to resolve
  ApplyDamage,   // the pending damage through the pipeline
  Order,         // a player orders their simultaneous triggered abilities
  Draft,         // the draft before the game: the procedure's next decision, or the game's start
};
std::string_view to_string(TaskKind k);

// What each kind of task works on.
namespace task {
struct None {
  template <class S, class F> static void fields(S&, F&&) {}
};
struct Card {
  CardId card = kNone;
  template <class S, class F> static void fields(S& x, F&& f) { f("card", x.card); }
};
struct FieldDie {
  DieId die = kNone;
  int alt = kNone;  // the card's ability that fields it instead of energy
  template <class S, class F> static void fields(S& x, F&& f) { f("die", x.die), f("alt", x.alt); }
};
struct DieRef {
  DieId die = kNone;
  template <class S, class F> static void fields(S& x, F&& f) { f("die", x.die); }
};
struct Instance {
  int instance = kNone;  // index into GameState::instances
  template <class S, class F> static void fields(S& x, F&& f) { f("instance", x.instance); }
};
struct Protection {
  DieId die = kNone;      // the die that may be kept unaffected
  CardId card = kNone;    // the card whose protection it is
  int ability = kNone;
  DieId against = kNone;  // the die doing it (engaged dice are not covered)
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("die", x.die), f("card", x.card), f("ability", x.ability), f("against", x.against);
  }
};
struct Count {
  int count = 0;  // how many effects are left to order
  template <class S, class F> static void fields(S& x, F&& f) { f("count", x.count); }
};
struct Assign {
  DieId attacker = kNone, blocker = kNone;
  template <class S, class F> static void fields(S& x, F&& f) { f("attacker", x.attacker), f("blocker", x.blocker); }
};
struct Damage {
  std::uint32_t asked = 0;  // players already offered their reactions (bit per player)
  bool combat = false;      // the combat damage batch
  template <class S, class F> static void fields(S& x, F&& f) { f("asked", x.asked), f("combat", x.combat); }
};
}  // namespace task
using TaskData = std::variant<task::None, task::Card, task::FieldDie, task::DieRef, task::Instance, task::Protection,
                              task::Count, task::Assign, task::Damage>;

struct Task {
  TaskKind kind = TaskKind::BeginTurn;
  std::uint8_t stage = 0;   // which part runs next; each kind names its stages (kernel)
  PlayerId player = kNone;  // whom it is for
  TaskData data;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("kind", x.kind), f("stage", x.stage), f("player", x.player), f("data", x.data);
  }
};

// Which dice each controller has in each zone, derived from GameState::dice (not one of
// `fields`: equality, the hash and serialization see only the dice). Without it, finding a
// player's Bag or Reserve Pool walks every die of the game, several times per decision.
// One bit set per (controller, zone), bits by die id: a walk finds the dice in the order a
// walk over `dice` would, so using it changes no game.
class DiceIndex {
 public:
  // Sets of controllers and of zones, as bits: controller p is bit p + 1 (bit 0: none, the
  // dice not bought), zone z is bit z.
  static std::uint32_t controller_bit(PlayerId p) { return std::uint32_t{1} << (p + 1); }
  static std::uint32_t zone_bit(Zone z) { return std::uint32_t{1} << static_cast<int>(z); }

  void rebuild(const std::vector<Die>& dice, int players);
  void add(const Die& d) { bits_[word(d.controller, static_cast<int>(d.zone), d.id / 64)] |= bit(d.id); }
  void remove(const Die& d) { bits_[word(d.controller, static_cast<int>(d.zone), d.id / 64)] &= ~bit(d.id); }
  // The first die at or after `from` in any of the zones `zones` of any of the controllers
  // `controllers`, as the sets are now; kNone if none.
  DieId next(std::uint32_t controllers, std::uint32_t zones, DieId from) const {
    if (from < 0) return kNone;
    std::size_t w = static_cast<std::size_t>(from) / 64;
    std::uint64_t below = ~std::uint64_t{0} << (static_cast<unsigned>(from) % 64);
    for (; w < words_; ++w, below = ~std::uint64_t{0}) {
      std::uint64_t any = 0;
      for (std::uint32_t c = controllers & sets_; c; c &= c - 1)
        for (std::uint32_t z = zones; z; z &= z - 1)
          any |= bits_[word(std::countr_zero(c) - 1, std::countr_zero(z), w)];
      if ((any &= below)) return static_cast<DieId>(w * 64 + static_cast<std::size_t>(std::countr_zero(any)));
    }
    return kNone;
  }
  // The first die both in p's set for z and in `among` (a set of dice as words of bits by
  // id, as many as there are words here), kNone if none.
  DieId first_in(PlayerId p, Zone z, const std::uint64_t* among) const {
    if (!(sets_ & controller_bit(p))) return kNone;
    const std::uint64_t* set = bits_.data() + word(p, static_cast<int>(z), 0);
    for (std::size_t w = 0; w < words_; ++w)
      if (const std::uint64_t both = set[w] & among[w])
        return static_cast<DieId>(w * 64 + static_cast<std::size_t>(std::countr_zero(both)));
    return kNone;
  }
  // The words of p's set for z, or nullptr if p has no sets: a walk of one set reads them
  // straight.
  const std::uint64_t* set_of(PlayerId p, Zone z) const {
    return (sets_ & controller_bit(p)) ? bits_.data() + word(p, static_cast<int>(z), 0) : nullptr;
  }
  std::size_t words() const { return words_; }
  bool operator==(const DiceIndex&) const = default;

 private:
  std::size_t word(PlayerId p, int z, std::size_t w) const {
    return (static_cast<std::size_t>(p + 1) * kZoneCount + static_cast<std::size_t>(z)) * words_ + w;
  }
  static std::uint64_t bit(DieId d) { return std::uint64_t{1} << (static_cast<unsigned>(d) % 64); }
  std::size_t words_ = 0;             // 64-bit words per set (dice / 64, rounded up)
  std::uint32_t sets_ = 0;            // the controllers that have sets (bits as controller_bit)
  std::vector<std::uint64_t> bits_;   // the sets: controller + 1 (0: none, the supply), zone, word
};

// Dice by controller and zone (DiceIndex's bit sets), in id order, read as the walk goes: a
// die moved in or out by the loop's body before the walk reaches it is seen where it is then,
// as a walk over every die would see it.
class ZoneDice {
 public:
  ZoneDice(const DiceIndex& ix, std::uint32_t controllers, std::uint32_t zones)
      : ix_(&ix), controllers_(controllers), zones_(zones) {}
  // One player's dice in one zone, the walk most rules make: its words read straight.
  ZoneDice(const DiceIndex& ix, PlayerId p, Zone z)
      : ix_(&ix), controllers_(DiceIndex::controller_bit(p)), zones_(DiceIndex::zone_bit(z)), one_(ix.set_of(p, z)) {}
  struct iterator {
    const ZoneDice* of;
    DieId d;
    DieId operator*() const { return d; }
    iterator& operator++() {
      d = of->next(d + 1);
      return *this;
    }
    bool operator!=(const iterator& o) const { return d != o.d; }
  };
  iterator begin() const { return {this, next(0)}; }
  iterator end() const { return {this, kNone}; }

 private:
  DieId next(DieId from) const {
    if (!one_) return ix_->next(controllers_, zones_, from);
    const std::size_t words = ix_->words();
    std::size_t w = static_cast<std::size_t>(from) / 64;
    if (w >= words) return kNone;
    std::uint64_t bits = one_[w] & (~std::uint64_t{0} << (static_cast<unsigned>(from) % 64));
    while (!bits) {
      if (++w >= words) return kNone;
      bits = one_[w];
    }
    return static_cast<DieId>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
  }
  const DiceIndex* ix_;
  std::uint32_t controllers_;
  std::uint32_t zones_;
  const std::uint64_t* one_ = nullptr;  // the one set walked, if one (else the walk merges sets)
};

struct GameState {
  Shared<const CardLibrary> library;  // read-only content (not one of `fields`)
  DiceIndex where;                    // derived from `dice` (not one of `fields`): kept by place()
  // Derived too: whether some die may be held (captured or controlled). Set when a die is,
  // worked out again by reindex(); while it is false, a die leaving the field has nothing to
  // let go, and no holder needs looking for.
  bool holding = false;
  std::vector<const CardDef*> card_defs;  // derived from `cards` (not one of `fields`): each card's definition in `library`
  Edition edition = Edition::ASM2015;
  int start_life = 10;          // each side's life at the start, and its cap
  int turn_cap = 200;
  bool attack_first_turn = true;  // false: no attacks on the game's first turn
  int turn = 0;                 // 1-based once the game starts
  SideId active_side = 0;       // whose turn it is
  PlayerId active = 0;          // the player of that side whose step is running
  Step step = Step::Setup;
  std::vector<PlayerState> players;
  std::vector<SideState> sides;
  std::vector<CardInPlay> cards;
  std::vector<Die> dice;
  std::vector<Modifier> mods;
  std::vector<OnceUse> once;              // once-per-turn abilities used this turn
  std::vector<Event> events;              // happened, not yet turned into triggers
  std::vector<PendingDamage> damage;      // dealt by the running effect, not yet applied
  std::vector<Task> tasks;                // a stack: back() runs next
  std::vector<AbilityInstance> instances; // abilities the tasks resolve
  Decision pending;
  PaymentPlans plans;                     // behind the options of a Pay decision
  EnergyCost pay_cost;                    // the cost those plans pay
  std::vector<DieId> selection;           // attackers chosen so far
  std::vector<DieId> last_paid;           // dice spent on the latest payment
  std::vector<Division> division;         // chosen by attackers with several blockers
  std::vector<DieId> protected_dice;      // dice the running effect can't affect (paid protection)
  PlayerId cause = kNone;                 // whose effect is running (for Aftershock)
  int fielded_this_turn = 0;
  int window_passes = 0;                  // consecutive passes in the open window
  PlayerId priority = kNone;              // who may act next in the open window
  Chance chance;                          // the generator, and the rolls and draws pinned ahead
  std::vector<std::string> extra_names;   // names this game met that the library doesn't know
  DraftState draft;                       // the draft before the game, if the format drafts
  bool over = false;
  SideId winner = kNone;
  EndReason end_reason = EndReason::None;

  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("edition", x.edition), f("start_life", x.start_life), f("turn_cap", x.turn_cap),
        f("attack_first_turn", x.attack_first_turn), f("turn", x.turn), f("active_side", x.active_side),
        f("active", x.active), f("step", x.step), f("players", x.players), f("sides", x.sides), f("cards", x.cards),
        f("dice", x.dice), f("mods", x.mods), f("once", x.once), f("events", x.events), f("damage", x.damage),
        f("tasks", x.tasks), f("instances", x.instances), f("pending", x.pending), f("plans", x.plans),
        f("pay_cost", x.pay_cost), f("selection", x.selection), f("last_paid", x.last_paid),
        f("division", x.division), f("protected_dice", x.protected_dice), f("cause", x.cause),
        f("fielded_this_turn", x.fielded_this_turn), f("window_passes", x.window_passes),
        f("priority", x.priority), f("chance", x.chance), f("extra_names", x.extra_names), f("draft", x.draft), f("over", x.over),
        f("winner", x.winner), f("end_reason", x.end_reason);
  }

  // Accessors.
  const CardDef& def(CardId c) const { return *card_defs[static_cast<std::size_t>(c)]; }
  const CardDef& def_of(DieId d) const { return def(dice[static_cast<std::size_t>(d)].card); }
  const Face& face(DieId d) const { return def_of(d).faces[static_cast<std::size_t>(dice[static_cast<std::size_t>(d)].face)]; }
  int player_count() const { return static_cast<int>(players.size()); }
  int side_count() const { return static_cast<int>(sides.size()); }
  SideId side(PlayerId p) const { return players[static_cast<std::size_t>(p)].side; }
  bool opponents(PlayerId p, PlayerId q) const { return side(p) != side(q); }
  bool is_active(PlayerId p) const { return p != kNone && side(p) == active_side; }
  int life(PlayerId p) const { return sides[static_cast<std::size_t>(side(p))].life; }
  int count(PlayerId p, Zone z) const;
  // The dice `p` controls in `z` (p kNone with Zone::Supply: the dice not bought), by id.
  ZoneDice in_zone(PlayerId p, Zone z) const { return ZoneDice(where, p, z); }
  // The dice the controllers `controllers` (DiceIndex::controller_bit, or'ed) have in `z`.
  ZoneDice in_zone_of(std::uint32_t controllers, Zone z) const {
    return ZoneDice(where, controllers, DiceIndex::zone_bit(z));
  }
  // The dice in the Field Zone (Attack Zone included) of the controllers `controllers`
  // (DiceIndex::controller_bit, or'ed), by id.
  ZoneDice in_field_of(std::uint32_t controllers) const {
    return ZoneDice(where, controllers, DiceIndex::zone_bit(Zone::Field) | DiceIndex::zone_bit(Zone::Attack));
  }
  ZoneDice in_field_of(PlayerId p) const { return in_field_of(DiceIndex::controller_bit(p)); }
  // Every controller's (bits of DiceIndex::controller_bit), every player's (the dice not
  // bought left out), and those of the active side.
  std::uint32_t all_controllers() const { return (std::uint32_t{1} << (player_count() + 1)) - 1; }
  std::uint32_t player_controllers() const { return all_controllers() & ~DiceIndex::controller_bit(kNone); }
  std::uint32_t active_controllers() const {
    std::uint32_t c = 0;
    for (PlayerId p = 0; p < player_count(); ++p)
      if (side(p) == active_side) c |= DiceIndex::controller_bit(p);
    return c;
  }
  // Every change of a die's zone or controller goes through here, which keeps `where`.
  void place(DieId d, Zone z, PlayerId controller) {
    Die& die = dice[static_cast<std::size_t>(d)];
    where.remove(die);
    die.zone = z;
    die.controller = controller;
    where.add(die);
  }
  void place(DieId d, Zone z) { place(d, z, dice[static_cast<std::size_t>(d)].controller); }
  // Rebuilds `where` from the dice: after setting dice up field by field (setup, positions).
  void reindex() {
    where.rebuild(dice, player_count());
    holding = false;
    for (const Die& d : dice) holding = holding || d.held_by != kNone;
  }
  bool is_character_die(DieId d) const;  // in the field on a character face
  int fielded_characters(PlayerId p) const;

  // Equality and hash over `fields` (and the library's identity).
  bool operator==(const GameState& o) const;
  std::uint64_t hash() const;
  // The state as one JSON object, every field by name.
  std::string serialize() const;
};

}  // namespace dm
