// Routing tasks to the step that runs them and answers to the decision that asked; payment.
#include "engine/masters/kernel/rules.hpp"

namespace dm {

void Rules::run(Game& g, Task& t) {
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
    case TaskKind::OthersWindow: return others_window(g, t);
    case TaskKind::Buy: return buy(g, t);
    case TaskKind::Field: return field(g, t);
    case TaskKind::UseAction: return use_action(g, t);
    case TaskKind::Resolve: return resolve(g, t);
    case TaskKind::Protect: return protect(g, t);
    case TaskKind::ApplyDamage: return apply_damage(g, t);
    case TaskKind::Order: return order(g, t);
    case TaskKind::Draft: return draft(g, t);
  }
}

void Rules::ask(Game& g, DecisionKind kind, PlayerId p, Ask why, std::vector<Option> options, int a, int b) {
  auto& d = g.s_.pending;
  d.kind = kind;
  d.player = p;
  d.ask = why;
  d.a = a;
  d.b = b;
  d.options = std::move(options);
}

std::optional<std::string> Rules::answer(Game& g, int option) {
  auto& s = state(g);
  const Option o = s.pending.options[static_cast<std::size_t>(option)];
  if (o.verb == Verb::Global || o.verb == Verb::Activate)
    emit(g, LogEvent{.kind = LogEventKind::Use, .player = s.pending.player, .index = option});
  Decision d = std::move(s.pending);
  s.pending = Decision{};
  give_back(g, std::move(d.options));
  switch (d.kind) {
    case DecisionKind::Reroll: answer_reroll(g, o); break;
    case DecisionKind::MainAction: answer_main(g, o); break;
    case DecisionKind::GlobalWindow: {
      const auto order = priority(state(g));
      if (o.verb == Verb::Pass) {
        ++s.window_passes;
        s.priority = order.after(d.player);
      } else {
        // Whoever acted, the active side has priority again afterwards.
        s.window_passes = 0;
        s.priority = order.front();
        start_window_option(g, d.player, o);
      }
      break;
    }
    case DecisionKind::Pay:
      // The `use` (or buy, or field) line was written when it was chosen; the log says it
      // did not happen after all.
      if (o.verb == Verb::Cancel) emit(g, LogEvent{.kind = LogEventKind::Cancel, .player = d.player, .index = d.a, .ask = d.ask});
      answer_pay(g, o);
      break;
    case DecisionKind::DeclareAttackers: answer_attackers(g, o); break;
    case DecisionKind::DeclareBlockers: answer_blockers(g, o); break;
    case DecisionKind::AssignDamage: answer_assign(g, o); break;
    case DecisionKind::Target:
    case DecisionKind::YesNo:
      if (s.tasks.back().kind == TaskKind::Protect) answer_protect(g, o);
      else answer_resolve(g, o);
      break;
    case DecisionKind::OrderTriggers: answer_order(g, o); break;
    case DecisionKind::Draft: return std::string("a draft decision is answered through Game::apply");
    case DecisionKind::None: return std::string("no decision is pending");
  }
  return std::nullopt;
}

void Rules::ask_payment(Game& g, PlayerId p, const EnergyCost& c, Ask why, int what) {
  auto& s = state(g);
  payment_plans(s, p, c, s.plans, 24);
  s.pay_cost = c;
  auto opts = options(g);
  for (std::size_t i = 0; i < s.plans.size(); ++i) opts.emplace_back(Verb::Pay, static_cast<int>(i));
  opts.emplace_back(Verb::Cancel);
  ask(g, DecisionKind::Pay, p, why, std::move(opts), what);
}

void Rules::answer_pay(Game& g, const Option& o) {
  auto& s = state(g);
  Task& t = s.tasks.back();  // the task that asked for the payment
  if (o.verb == Verb::Cancel) {
    if (t.kind == TaskKind::Resolve) free_instance(g, std::get<task::Instance>(t.data).instance);
    s.tasks.pop_back();
    s.plans.clear();
    s.pay_cost = EnergyCost{};
    return;
  }
  const PlayerId payer = t.player;
  execute_payment(s, payer, s.pay_cost, s.plans[static_cast<std::size_t>(o.a)]);
  emit(g, LogEvent{.kind = LogEventKind::Pay, .player = payer});
  s.plans.clear();
  s.pay_cost = EnergyCost{};
  ++t.stage;  // every paying task's next stage is "paid"
}

}  // namespace dm
