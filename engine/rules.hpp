#pragma once
// Internal to the kernel: the step functions behind Game::advance/apply, split by topic
// (turn.cpp, combat.cpp, abilities.cpp). Each runs one task or answers one decision.
#include <string>

#include "engine/energy.hpp"
#include "engine/game.hpp"

namespace dm {

struct Rules {
  // game.cpp
  static void run(Game& g, Task t);
  static std::optional<std::string> answer(Game& g, int option);
  static void set_decision(Game& g, DecisionKind kind, PlayerId p, std::string prompt, std::vector<Option> options);

  // turn.cpp
  static void begin_turn(Game& g, Task& t);
  static void clear_draw(Game& g, Task& t);
  static void roll_step(Game& g, Task& t);
  static void answer_reroll(Game& g, const Option& o);
  static void main_step(Game& g, Task& t);
  static void answer_main(Game& g, const Option& o);
  static void end_main(Game& g, Task& t);
  static void cleanup(Game& g, Task& t);
  static void end_turn(Game& g, Task& t);
  static void buy(Game& g, Task& t);
  static void field(Game& g, Task& t);
  static void use_action(Game& g, Task& t);
  static void opponent_window(Game& g, Task& t);

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

  // abilities.cpp
  // Whether ability `a` counts for a die showing `bursts`: a burst ability needs its burst,
  // and a matching "instead" burst ability replaces the plain ones with the same trigger.
  static bool applies(const CardDef& def, int a, int bursts);
  static void collect(Game& g);
  static void order(Game& g, Task& t);
  static void answer_order(Game& g, const Option& o);
  static void resolve(Game& g, Task& t);
  static void protect(Game& g, Task& t);
  static void answer_resolve(Game& g, const Option& o);
  static void use_global(Game& g, Task& t);
  static void apply_damage(Game& g, Task& t);
  static void check_ko(Game& g);
  // Globals and activated abilities player p may use now, as options ("global:<card>:<ability>").
  static std::vector<Option> window_options(const Game& g, PlayerId p, bool attack_step, bool reactions = false);
  static void start_window_option(Game& g, PlayerId p, const Option& o);

  // payment shared by buying, fielding, globals and ability costs
  static void ask_payment(Game& g, PlayerId p, const EnergyCost& c, std::string what);
  static void answer_pay(Game& g, const Option& o);
};

}  // namespace dm
