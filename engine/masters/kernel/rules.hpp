#pragma once
// Internal to the kernel: the step functions behind Game::advance and Game::apply, split by
// topic (turn.cpp, main_step.cpp, combat.cpp, abilities.cpp, windows.cpp, damage.cpp). Each
// runs one task or answers one decision.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "dm/game.hpp"
#include "dm/runtime.hpp"
#include "engine/masters/kernel/energy.hpp"
#include "engine/masters/kernel/events.hpp"

namespace dm {

using json = nlohmann::json;

// The named parts of the tasks that run in more than one go.
enum class RollStage : std::uint8_t { Roll, Reroll, ToReserve };
enum class CleanupStage : std::uint8_t { EndOfTurn, Deadly, Tidy };
enum class EndCombatStage : std::uint8_t { Trigger, Finish };
enum class DeclareStage : std::uint8_t { Declare, Finish };  // AttackBegin and Blockers: each player, then all at once
enum class PayStage : std::uint8_t { Ask, Paid };  // Buy and Field
enum class ActionStage : std::uint8_t { Use, Spend };  // UseAction: the effect, then the die moves
enum class WindowStage : std::uint8_t { Open, Asked };
enum class ResolveStage : std::uint8_t {
  Check,      // conditions, costs affordable
  Times,      // how many times a batch global is paid for (asked)
  May,        // "you may" (asked)
  Targets,    // one target at a time (asked)
  Cost,       // paying (asked)
  Effect,     // protections offered, then the effect or its continuation runs
  FollowUp,   // the continuation's question (asked)
};
enum class ProtectStage : std::uint8_t { Offer, Pay, Protected };
enum class DraftStage : std::uint8_t { Begin, Next };  // Begin logs the piles the draft starts with

struct Rules {
  // targeting.cpp: "can't be targeted", by anything, by the kind of ability, by opponents.
  struct TargetShields {
    NameId any = kNone, by_kind = kNone, by_opponents = kNone;
    PlayerId user = kNone;
  };
  static TargetShields target_shields(const Game& g, const AbilityInstance& x);
  static bool untargetable(const Game& g, const TargetShields& t, DieId d);
  // game.cpp / dispatch.cpp
  static void run(Game& g, Task& t);  // t: the task just taken off the stack
  // draft.cpp: the draft's decisions, one at a time, then the game's start.
  static void draft(Game& g, Task& t);
  static std::optional<std::string> answer_draft(Game& g, int option);
  static std::optional<std::string> answer(Game& g, int option);
  static void ask(Game& g, DecisionKind kind, PlayerId p, Ask why, std::vector<Option> options, int a = kNone,
                  int b = kNone);
  // Reports what happened to the log, when the game has one: without, it costs the check.
  static void emit(const Game& g, const LogEvent& e) {
    if (g.logging()) write_event(g, e);
  }
  // An empty list for a decision's options, reusing the memory of the last decision's.
  static std::vector<Option> options(Game& g) {
    std::vector<Option> v = std::move(g.spare_options_);
    v.clear();
    return v;
  }
  // Of two lists, the one with more room is kept: a copied position's options come with just
  // enough, and keeping those would make the next long list (a reroll's) grow again.
  static void give_back(Game& g, std::vector<Option>&& v) {
    if (v.capacity() >= g.spare_options_.capacity()) g.spare_options_ = std::move(v);
  }
  // The players in priority order (the active side first, then around the table).
  struct Order {
    std::array<PlayerId, 4> p{};
    int n = 0;
    const PlayerId* begin() const { return p.data(); }
    const PlayerId* end() const { return p.data() + n; }
    PlayerId front() const { return p[0]; }
    PlayerId after(PlayerId q) const;  // the next in order, wrapping round
  };
  static Order priority(const GameState& s);
  static GameState& state(Game& g) { return g.s_; }
  static const Game::Index& index(const Game& g) { return g.index_; }
  // A task again (one that runs in more than one go), or a copy of one.
  static void push(Game& g, const Task& t) { g.s_.tasks.push_back(t); }
  // A new task, made in its place on the stack: one made beside and copied in is read back in
  // wide pieces just after it was written in narrow ones, which stalls the copy, and tasks
  // are pushed several times per decision.
  template <class... A>
  static void push(Game& g, TaskKind kind, A&&... rest) {
    g.s_.tasks.emplace_back(kind, std::forward<A>(rest)...);
  }
  static Zone spent_zone(const Game& g, PlayerId p) { return g.spent_zone(p); }
  // The next player of the active side after p in seat order, kNone after the last.
  static PlayerId next_active(const GameState& s, PlayerId p);
  static PlayerId first_active(const GameState& s) { return next_active(s, kNone); }

  // turn.cpp
  static void begin_turn(Game& g, Task& t);
  static void clear_draw(Game& g, Task& t);
  static void roll_step(Game& g, Task& t);
  static void answer_reroll(Game& g, const Option& o);
  static void cleanup(Game& g, Task& t);
  static void end_turn(Game& g, Task& t);

  // main_step.cpp
  static void main_step(Game& g, Task& t);
  static void answer_main(Game& g, const Option& o);
  static void end_main(Game& g, Task& t);
  static void buy(Game& g, Task& t);
  static void field(Game& g, Task& t);
  static void use_action(Game& g, Task& t);
  static void others_window(Game& g, Task& t);

  // combat.cpp
  static void attack_begin(Game& g, Task& t);
  static void answer_attackers(Game& g, const Option& o);
  static void blockers(Game& g, Task& t);
  static void answer_blockers(Game& g, const Option& o);
  static void attack_window(Game& g, Task& t);
  static void assign_damage(Game& g, Task& t);
  static void answer_assign(Game& g, const Option& o);
  static void combat_damage(Game& g, Task& t);
  static void end_combat(Game& g, Task& t);
  static bool can_block(const Game& g, DieId blocker, DieId attacker);
  // An attacking die not blocking anything. Asked of every die many times a decision: inline.
  static bool is_attacker(const GameState& s, DieId d) {
    const Die& die = s.dice[static_cast<std::size_t>(d)];
    return die.zone == Zone::Attack && die.blocking == kNone && s.is_active(die.controller);
  }

  // abilities.cpp
  // Whether ability `a` counts for a die showing `bursts`: a burst ability needs its burst,
  // and a matching "instead" burst ability replaces the plain ones with the same trigger.
  static bool applies(const CardDef& def, int a, int bursts);
  static bool card_active(const GameState& s, CardId c);
  static void collect(Game& g);
  static void order(Game& g, Task& t);
  static void answer_order(Game& g, const Option& o);
  static int new_instance(Game& g, const AbilityInstance& a);
  static void free_instance(Game& g, int i);
  static void push_resolve(Game& g, const AbilityInstance& a);
  static void resolve(Game& g, Task& t);
  static void answer_resolve(Game& g, const Option& o);
  static void protect(Game& g, Task& t);
  static void answer_protect(Game& g, const Option& o);
  static AbilityCall call_of(const AbilityInstance& a);
  // Whether the ability could choose its targets now ("target ..." needs a legal target; "up to"
  // doesn't), so that it is offered only when it can do what it says.
  static bool has_legal_targets(const Game& g, AbilityInstance x);
  static bool once_used(const GameState& s, CardId c, int ability, int key);

  // windows.cpp: globals and activated abilities player p may use now, appended to opts.
  // Damage about to be dealt (s.damage) that hits player p / that p deals with an action die or
  // a global ability: what opens the two kinds of damage reaction.
  static bool about_to_hit(const GameState& s, PlayerId p);
  static bool about_to_deal(const GameState& s, PlayerId p);
  static void window_options(const Game& g, PlayerId p, bool attack_step, bool reactions, std::vector<Option>& opts,
                             const EnergyPool* pool = nullptr);
  static void start_window_option(Game& g, PlayerId p, const Option& o);
  // Whether p can pay c (times over); `pool` is p's energy when the caller has it already.
  static bool affordable(const GameState& s, PlayerId p, const Cost& c, int times = 1, const EnergyPool* pool = nullptr);

  // damage.cpp
  static void apply_damage(Game& g, Task& t);
  static void check_ko(Game& g);

  // payment, shared by buying, fielding, globals and ability costs
  static void ask_payment(Game& g, PlayerId p, const EnergyCost& c, Ask why, int what);
  static void answer_pay(Game& g, const Option& o);
};

}  // namespace dm
