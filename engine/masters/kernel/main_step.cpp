// The Main Step: buying, fielding, using action dice, globals and activated abilities, and
// after each action a window in which the other players may use globals.
#include <algorithm>

#include "engine/masters/kernel/rules.hpp"

namespace dm {

namespace {

// The first of card c's dice left in the supply (kNone: none). A die in the supply is its
// card owner's: nothing sends a die back there.
DieId supply_die(const Game& g, CardId c) {
  const GameState& s = g.state();
  return s.where.first_in(s.cards[static_cast<std::size_t>(c)].owner, Zone::Supply,
                          Rules::index(g).dice_of(c, s.where.words()));
}

EnergyCost buy_energy(const Game& g, PlayerId p, CardId c) {
  EnergyCost e;
  e.any = g.buy_cost(p, c);
  e.at_least_one = g.state().def(c).energy;
  return e;
}

void main_options(const Game& g, PlayerId p, std::vector<Option>& opts) {
  const auto& s = g.state();
  const EnergyPool pool = energy_pool(s, p);
  const int have = pool.total();
  // Some modifier doubles a purchase cost: a card's printed cost may not be the one.
  const bool doubled =
      std::any_of(s.mods.begin(), s.mods.end(), [](const Modifier& m) { return m.kind == ModKind::DoubleCost; });
  // Cards with dice left to buy. A die in the supply is its card owner's (nothing sends a die
  // back there), so the cards p may buy have their dice among p's and nobody's.
  const auto& ix = Rules::index(g);
  const int from = ix.buyable_from[static_cast<std::size_t>(p)], to = ix.buyable_from[static_cast<std::size_t>(p) + 1];
  for (int k = from; k < to; ++k) {
    const auto& b = ix.buyable[static_cast<std::size_t>(k)];
    const int cost = doubled ? g.buy_cost(p, b.card) : b.cost;
    if (!can_pay_untyped(pool, have, cost, b.energy)) continue;
    if (supply_die(g, b.card) != kNone) opts.emplace_back(Verb::Buy, b.card);
  }
  for (DieId id : s.in_zone(p, Zone::Reserve)) {
    const Die& d = s.dice[static_cast<std::size_t>(id)];
    const Face& f = s.face(id);
    if (f.is_character()) {
      if (can_pay_untyped(pool, have, f.fielding, Energy::None)) opts.emplace_back(Verb::Field, d.id);
      const CardDef& def = s.def(d.card);
      for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
        const auto& ab = def.abilities[static_cast<std::size_t>(a)];
        if (ab.kind != AbilityKind::AltField || !Rules::affordable(s, p, ab.cost, 1, &pool)) continue;
        const AbilityCall call{d.card, a, d.id, p, f.bursts};
        if (ab.has[static_cast<int>(Slot::Condition)] && !g.runtime().condition(g, call)) continue;
        opts.emplace_back(Verb::FieldAlt, d.id, a);
      }
    } else if (f.is_action()) {
      opts.emplace_back(Verb::Action, d.id);
    }
  }
  Rules::window_options(g, p, false, false, opts, &pool);
  opts.emplace_back(Verb::Done);
}

// The other players, each in turn, may use globals after an action (the active side's
// other players first, then around the table).
void open_others_windows(Game& g, PlayerId actor) {
  const auto order = Rules::priority(Rules::state(g));
  for (int k = order.n - 1; k >= 0; --k) {
    const PlayerId q = order.p[static_cast<std::size_t>(k)];
    if (q != actor) Rules::push(g, TaskKind::OthersWindow, 0, q);
  }
}

}  // namespace

void Rules::main_step(Game& g, Task& t) {
  auto& s = state(g);
  s.step = Step::Main;
  s.active = t.player;
  push(g, t);
  auto opts = options(g);
  main_options(g, t.player, opts);
  ask(g, DecisionKind::MainAction, t.player, Ask::Main, std::move(opts));
}

void Rules::answer_main(Game& g, const Option& o) {
  auto& s = state(g);
  const PlayerId p = s.tasks.back().player;
  const bool pays = o.verb == Verb::Buy || o.verb == Verb::Field || o.verb == Verb::FieldAlt ||
                    o.verb == Verb::Global || o.verb == Verb::Activate;
  // Generic energy left from one payment only serves costs paid along with it.
  if (!pays) s.players[static_cast<std::size_t>(p)].floating = 0;
  if (o.verb == Verb::Done) {
    s.tasks.pop_back();  // the Main task
    push(g, TaskKind::EndMain, 0, p);
    return;
  }
  // The Main task stays below; the other players get a window once this action is done.
  open_others_windows(g, p);
  switch (o.verb) {
    case Verb::Buy: push(g, TaskKind::Buy, 0, p, task::Card{o.a}); break;
    case Verb::Field: push(g, TaskKind::Field, 0, p, task::FieldDie{o.a, kNone}); break;
    case Verb::FieldAlt: push(g, TaskKind::Field, 0, p, task::FieldDie{o.a, o.b}); break;
    case Verb::Action: push(g, TaskKind::UseAction, 0, p, task::DieRef{o.a}); break;
    default: start_window_option(g, p, o);
  }
}

void Rules::buy(Game& g, Task& t) {
  auto& s = state(g);
  const CardId c = std::get<task::Card>(t.data).card;
  // A card that costs nothing is bought without a payment: asking for one offered no plan
  // (its "one unit of the card's type" can't be met by nothing), only a cancel, and an agent
  // that buys it again each time would never leave the Main Step.
  if (t.stage == static_cast<int>(PayStage::Ask) && buy_energy(g, t.player, c).total() > 0) {
    push(g, t);
    ask_payment(g, t.player, buy_energy(g, t.player, c), Ask::PayBuy, c);
    return;
  }
  const DieId id = supply_die(g, c);
  if (id == kNone) return;
  Die& d = s.dice[static_cast<std::size_t>(id)];
  d.owner = t.player;
  s.place(d.id, Zone::Used, t.player);
  g.observe(Observed::Bought, d.id);
  emit(g, LogEvent{.kind = LogEventKind::Buy, .player = t.player, .die = d.id, .card = c});
}

void Rules::field(Game& g, Task& t) {
  auto& s = state(g);
  const auto [d, alt] = std::get<task::FieldDie>(t.data);
  if (s.dice[static_cast<std::size_t>(d)].zone != Zone::Reserve || !s.face(d).is_character()) return;
  if (t.stage == static_cast<int>(PayStage::Ask)) {
    EnergyCost c;
    if (alt != kNone) {
      const auto& ab = s.def_of(d).abilities[static_cast<std::size_t>(alt)];
      g.lose_life(t.player, ab.cost.life);
      c = EnergyCost::from(ab.cost);
    } else {
      c.any = s.face(d).fielding;
    }
    if (c.total() > 0) {
      push(g, t);  // paying moves it to PayStage::Paid

      ask_payment(g, t.player, c, Ask::PayField, d);
      return;
    }
    s.last_paid.clear();
  }
  g.field_die(d);
}

void Rules::use_action(Game& g, Task& t) {
  auto& s = state(g);
  const DieId d = std::get<task::DieRef>(t.data).die;
  if (t.stage == static_cast<int>(ActionStage::Spend)) {
    // "Apply the effect and then move the Action Die from your Reserve Pool to Out of Play"
    // (ASM rulebook, Main Step, "Playing Actions"); "aplica el efecto y luego mueve el dado de
    // acción de tu reserva a tu zona de usados" (AvX rulebook, "Jugar acciones"). An effect that
    // moved the die itself has the last word.
    if (s.dice[static_cast<std::size_t>(d)].zone == Zone::Reserve) g.move(d, spent_zone(g, t.player));
    return;
  }
  if (s.dice[static_cast<std::size_t>(d)].zone != Zone::Reserve || !s.face(d).is_action()) return;
  const int bursts = s.face(d).bursts;
  // The die stays in the Reserve Pool while its effect happens: this task comes back below
  // the effect to move it.
  t.stage = static_cast<int>(ActionStage::Spend);
  push(g, t);
  g.observe(Observed::Used, d);
  emit(g, LogEvent{.kind = LogEventKind::Action, .player = t.player, .die = d, .amount = bursts});
  g.emit(Event{Trigger::OpponentAction, d, t.player});
  const CardId card = s.dice[static_cast<std::size_t>(d)].card;
  const CardDef& def = s.def(card);
  // Printed order: the plain text first, then what its burst adds (pushed last first).
  for (int a = static_cast<int>(def.abilities.size()) - 1; a >= 0; --a) {
    const auto& ab = def.abilities[static_cast<std::size_t>(a)];
    if (ab.kind != AbilityKind::Triggered || ab.when != Trigger::Used || !applies(def, a, bursts)) continue;
    AbilityInstance r;
    r.card = card;
    r.ability = a;
    r.die = d;
    r.player = t.player;
    r.ev = Event{Trigger::Used, d, t.player};
    r.bursts = bursts;
    push_resolve(g, r);
  }
}

void Rules::others_window(Game& g, Task& t) {
  auto& s = state(g);
  if (s.over) return;
  auto opts = options(g);
  window_options(g, t.player, false, false, opts);
  // Asked again after each global the player uses, until they pass.
  if (opts.empty() && t.stage != static_cast<int>(WindowStage::Asked))
    emit(g, LogEvent{.kind = LogEventKind::WindowSkipped, .player = t.player, .window = SkippedWindow::AfterAction});
  if (opts.empty() || (t.stage == static_cast<int>(WindowStage::Asked) && s.window_passes > 0)) {
    if (!opts.empty()) s.window_passes = 0;
    return give_back(g, std::move(opts));
  }
  s.window_passes = 0;
  t.stage = static_cast<int>(WindowStage::Asked);
  push(g, t);
  opts.emplace_back(Verb::Pass);
  ask(g, DecisionKind::GlobalWindow, t.player, Ask::GlobalsAfterAction, std::move(opts));
}

void Rules::end_main(Game& g, Task& t) {
  auto& s = state(g);
  const PlayerId p = t.player;
  s.players[static_cast<std::size_t>(p)].floating = 0;
  // Characters not fielded were never used: straight to the Used Pile.
  for (DieId d : s.in_zone(p, Zone::Reserve))
    if (s.face(d).is_character()) g.move(d, Zone::Used);
  const PlayerId next = next_active(s, p);
  if (next != kNone) push(g, TaskKind::Main, 0, next);
  else push(g, TaskKind::AttackBegin, 0, first_active(s));
}

}  // namespace dm
