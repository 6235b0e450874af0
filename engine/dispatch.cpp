// Routing tasks to the step that runs them and answers to the decision that asked.
#include <nlohmann/json.hpp>

#include "engine/rules.hpp"

namespace dm {

void Rules::run(Game& g, Task t) {
  switch (t.kind) {
    case TaskKind::BeginTurn: return begin_turn(g, t);
    case TaskKind::ClearDraw: return clear_draw(g, t);
    case TaskKind::Roll: return roll_step(g, t);
    case TaskKind::Main: return main_step(g, t);
    case TaskKind::EndMain: return end_main(g, t);
    case TaskKind::AttackBegin: return attack_begin(g, t);
    case TaskKind::Blockers: return blockers(g, t);
    case TaskKind::AttackWindow: return attack_window(g, t);
    case TaskKind::AssignDamage: return assign_damage(g, t);
    case TaskKind::CombatDamage: return combat_damage(g, t);
    case TaskKind::EndCombat: return end_combat(g, t);
    case TaskKind::Cleanup: return cleanup(g, t);
    case TaskKind::EndTurn: return end_turn(g, t);
    case TaskKind::OpponentWindow: return opponent_window(g, t);
    case TaskKind::Buy: return buy(g, t);
    case TaskKind::Field: return field(g, t);
    case TaskKind::UseAction: return use_action(g, t);
    case TaskKind::UseGlobal: return use_global(g, t);
    case TaskKind::Resolve: return resolve(g, t);
    case TaskKind::ApplyDamage: return apply_damage(g, t);
    case TaskKind::Collect: return collect(g);
    case TaskKind::Order: return order(g, t);
    case TaskKind::Protect: return protect(g, t);
  }
}

void Rules::set_decision(Game& g, DecisionKind kind, PlayerId p, std::string prompt, std::vector<Option> options) {
  auto& d = g.mutable_state().pending;
  d.kind = kind;
  d.player = p;
  d.prompt = std::move(prompt);
  d.options = std::move(options);
}

std::optional<std::string> Rules::answer(Game& g, int option) {
  auto& s = g.mutable_state();
  Decision d = std::move(s.pending);
  s.pending = Decision{};
  const Option& o = d.options[static_cast<std::size_t>(option)];
  switch (d.kind) {
    case DecisionKind::Reroll: answer_reroll(g, o); break;
    case DecisionKind::MainAction: answer_main(g, o); break;
    case DecisionKind::GlobalWindow: {
      if (o.key == "pass") {
        ++s.window_passes;
        s.priority = s.opponent(d.player);
      } else {
        // Whoever acted, the active player has priority again afterwards.
        s.window_passes = 0;
        s.priority = s.active;
        start_window_option(g, d.player, o);
      }
      break;
    }
    case DecisionKind::Pay: answer_pay(g, o); break;
    case DecisionKind::DeclareAttackers: answer_attackers(g, o); break;
    case DecisionKind::DeclareBlockers: answer_blockers(g, o); break;
    case DecisionKind::AssignDamage: answer_assign(g, o); break;
    case DecisionKind::Target:
    case DecisionKind::YesNo: answer_resolve(g, o); break;
    case DecisionKind::OrderTriggers: answer_order(g, o); break;
    case DecisionKind::None: return std::string("no decision is pending");
  }
  return std::nullopt;
}

void Rules::ask_payment(Game& g, PlayerId p, const EnergyCost& c, std::string what) {
  auto& s = g.mutable_state();
  s.plans = payment_plans(s, p, c);
  s.pay_cost = Cost{};
  s.pay_cost.energy[0] = c.any;
  for (int i = 1; i < kEnergyTypes; ++i) s.pay_cost.energy[i] = c.typed[i];
  s.pay_one = c.at_least_one;
  std::vector<Option> opts;
  for (std::size_t i = 0; i < s.plans.size(); ++i)
    opts.push_back(Option{"pay:" + std::to_string(i), describe_plan(s, s.plans[i]), static_cast<int>(i)});
  opts.push_back(Option{"cancel", "don't pay"});
  set_decision(g, DecisionKind::Pay, p, "pay " + c.describe() + " for " + what, std::move(opts));
}

void Rules::answer_pay(Game& g, const Option& o) {
  auto& s = g.mutable_state();
  Task& t = s.tasks.back();  // the task that asked for the payment
  if (o.key == "cancel") {
    s.tasks.pop_back();
    s.plans.clear();
    return;
  }
  EnergyCost c = EnergyCost::from(s.pay_cost);
  c.at_least_one = s.pay_one;
  const PlayerId payer = t.player;
  execute_payment(s, payer, c, s.plans[static_cast<std::size_t>(o.a)]);
  if (g.logging()) g.log(nlohmann::json{{"type", "pay"}, {"player", payer}, {"cost", c.describe()}, {"dice", s.last_paid}});
  s.plans.clear();
  ++t.stage;
}

}  // namespace dm
