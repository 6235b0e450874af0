// Abilities in play: triggers collected from events, their order, and their resolution
// (may, targets, costs, protections, effect, follow-ups), one named stage at a time.
#include <algorithm>

#include "dm/limits.hpp"
#include "engine/masters/kernel/rules.hpp"

namespace dm {

bool Rules::applies(const CardDef& def, int a, int bursts) {
  const auto& ab = def.abilities[static_cast<std::size_t>(a)];
  auto matches = [&](const AbilityDef& x) { return x.burst == 0 || x.burst == bursts || (x.burst == 3 && bursts > 0); };
  if (!matches(ab)) return false;
  if (ab.burst != 0) return true;
  for (const auto& other : def.abilities)
    if (other.burst != 0 && other.instead && other.kind == ab.kind && other.when == ab.when && matches(other)) return false;
  return true;
}

bool Rules::card_active(const GameState& s, CardId c) {
  const PlayerId owner = s.cards[static_cast<std::size_t>(c)].owner;
  for (DieId d : s.in_field_of(owner))
    if (s.dice[static_cast<std::size_t>(d)].card == c && s.face(d).is_character()) {
      bool lost = false;
      for (const auto& m : s.mods)
        if (m.kind == ModKind::Tag && m.die == d && m.name == name_of(Tag::NoAbilities)) lost = true;
      if (!lost) return true;
    }
  return false;
}

bool Rules::once_used(const GameState& s, CardId c, int ability, int key) {
  return std::any_of(s.once.begin(), s.once.end(),
                     [&](const OnceUse& u) { return u.card == c && u.ability == ability && u.key == key; });
}

namespace {

void use_once(GameState& s, CardId c, int ability, int key) {
  if (!Rules::once_used(s, c, ability, key)) s.once.push_back(OnceUse{c, ability, key});
}

}  // namespace

namespace {

// Bursts a card-wide ability sees: the event's die when it is one of the card's, else the
// most any of its active dice shows.
int card_bursts(const GameState& s, CardId c, const Event& e) {
  if (e.die != kNone && s.dice[static_cast<std::size_t>(e.die)].card == c) return s.face(e.die).bursts;
  int b = 0;
  for (DieId d : s.in_field_of(s.all_controllers()))
    if (s.dice[static_cast<std::size_t>(d)].card == c && s.face(d).is_character()) b = std::max(b, s.face(d).bursts);
  return b;
}

bool listens(const AbilityDef& ab, Trigger t) { return ab.kind == AbilityKind::Triggered && ab.when == t; }

bool die_event(Trigger t) {
  switch (t) {
    case Trigger::Fielded: case Trigger::AttackAssigned: case Trigger::AfterBlockers: case Trigger::Blocks:
    case Trigger::Blocked: case Trigger::Damaged: case Trigger::DamagesPlayer: case Trigger::KOd:
    case Trigger::LeavesField: case Trigger::Aftershock:
      return true;
    default:
      return false;
  }
}

// The key of a once-per-turn use: per die, per card for card-wide abilities, per user for globals.
int once_key(const AbilityDef& ab, const AbilityInstance& a) {
  if (ab.kind == AbilityKind::Global) return a.player;
  return ab.card_scope ? kNone : a.die;
}

}  // namespace

AbilityCall Rules::call_of(const AbilityInstance& a) {
  AbilityCall c;
  c.card = a.card;
  c.ability = a.ability;
  c.die = a.die;
  c.player = a.player;
  c.bursts = a.bursts;
  c.times = a.times;
  c.ev = &a.ev;
  c.targets = a.cont == kNone ? &a.targets : &a.answer;
  c.memo = &a.memo;
  return c;
}

int Rules::new_instance(Game& g, const AbilityInstance& a) {
  auto& v = state(g).instances;
  for (std::size_t i = 0; i < v.size(); ++i)
    if (!v[i].live) {
      v[i] = a;
      v[i].live = true;
      return static_cast<int>(i);
    }
  v.push_back(a);
  v.back().live = true;
  return static_cast<int>(v.size() - 1);
}

void Rules::free_instance(Game& g, int i) {
  auto& v = state(g).instances;
  v[static_cast<std::size_t>(i)] = AbilityInstance{};
  // Trailing free slots go, so equal histories leave equal states.
  while (!v.empty() && !v.back().live) v.pop_back();
}

void Rules::push_resolve(Game& g, const AbilityInstance& a) {
  push(g, TaskKind::Resolve, 0, a.player, task::Instance{new_instance(g, a)});
}

void Rules::collect(Game& g) {
  auto& s = state(g);
  // Taken out by trading buffers, so the state's list starts empty with memory for the next
  // events, and nothing is copied.
  thread_local std::vector<Event> events;
  events.clear();
  std::swap(events, s.events);
  // Each player's abilities found, empty between calls: most calls find none, so the lists
  // are emptied after use rather than cleared at every call.
  thread_local std::vector<std::vector<AbilityInstance>> found;
  if (found.size() < static_cast<std::size_t>(s.player_count())) found.resize(static_cast<std::size_t>(s.player_count()));
  int triggered = 0;  // abilities found, all players
  struct Emptied {
    std::vector<std::vector<AbilityInstance>>& lists;
    const int& triggered;
    ~Emptied() {
      if (triggered)
        for (auto& f : lists) f.clear();
    }
  } emptied{found, triggered};
  auto add = [&](PlayerId who, CardId card, int a, DieId die, const Event& e, int bursts) {
    AbilityInstance x;
    x.card = card;
    x.ability = a;
    x.die = die;
    x.player = who;
    x.ev = e;
    x.bursts = bursts;
    found[static_cast<std::size_t>(who)].push_back(std::move(x));
    ++triggered;
    ++g.bounds_.triggers;
    g.bounds_.last_card = card;
  };
  for (const Event& e : events) {
    // Abilities of the die the event happened to (unless it has lost its text); most events
    // find no ability of the die's card listening, which its card says at once.
    const CardId src = die_event(e.kind) && e.die != kNone ? g.ability_card(e.die) : kNone;
    if (src != kNone && (s.def(src).die_triggers >> static_cast<int>(e.kind) & 1) && g.has_abilities(e.die)) {
      const Die& d = s.dice[static_cast<std::size_t>(e.die)];
      const CardDef& def = s.def(src);
      const int bursts = s.face(e.die).bursts;
      for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
        const auto& ab = def.abilities[static_cast<std::size_t>(a)];
        if (!listens(ab, e.kind) || ab.card_scope || !applies(def, a, bursts)) continue;
        if (ab.attack_step_only && s.step != Step::Attack) continue;
        if (ab.combat_only && !e.combat) continue;
        // What happens as a die leaves the field belongs to its owner, whoever controlled it.
        const bool owners = e.kind == Trigger::Aftershock || e.kind == Trigger::KOd || e.kind == Trigger::LeavesField;
        add(owners ? d.owner : d.controller, src, a, e.die, e, bursts);
      }
    }
    // Card-wide abilities ("while active", "each time you field ..."): each answers events of
    // one kind (Game::index_cards), most events none of them.
    if (!(g.index_.card_trigger_events >> static_cast<int>(e.kind) & 1)) continue;
    for (const auto& [c, a] : g.index_.card_triggers) {
      const PlayerId owner = s.cards[static_cast<std::size_t>(c)].owner;
      const CardDef& def = s.def(c);
      {
        const auto& ab = def.abilities[static_cast<std::size_t>(a)];
        bool hit = false;
        switch (e.kind) {
          case Trigger::YouField: hit = ab.when == Trigger::YouField && e.player == owner; break;
          case Trigger::OpponentAction: hit = ab.when == Trigger::OpponentAction && s.opponents(e.player, owner); break;
          case Trigger::EndOfTurn: case Trigger::EndOfCombat: hit = ab.when == e.kind; break;
          default:
            if (ab.when == Trigger::OwnerDamaged && e.kind == Trigger::Damaged && e.die != kNone)
              hit = s.dice[static_cast<std::size_t>(e.die)].card == c;  // "when you or <this character> take damage"
            else if (ab.when == Trigger::OwnerDamaged && e.kind == Trigger::OwnerDamaged)
              hit = e.player == owner;
            else if (die_event(e.kind) && ab.when == e.kind && e.die != kNone)
              hit = s.dice[static_cast<std::size_t>(e.die)].card == c;
        }
        if (!hit) continue;
        // "Usually Character Dice need to be fielded or in the Field Zone to use their game text"
        // (ASM rulebook, "Free to Field Characters"; AvX, "Activos y desplegados"): a character
        // card's triggered text acts only while a die of it is in the Field Zone.
        const int bursts = card_bursts(s, c, e);
        if (((ab.needs_active || def.kind == CardKind::Character) && !card_active(s, c)) ||
            (ab.attack_step_only && s.step != Step::Attack) || !applies(def, a, bursts)) {
          // "The first time each turn you field a character" (Human Torch: Playing with Fire,
          // CARD-DATA.md) names one event: once it has passed, later ones don't count, even
          // though the card could not act on it.
          if (ab.first_each_turn) use_once(s, c, a, once_key(ab, AbilityInstance{}));
          continue;
        }
        add(owner, c, a, kNone, e, bursts);
      }
    }
  }
  if (g.bounds_.triggers > limits::kTriggersWithoutDecision)
    return g.stop_at_limit(g.bounds_.last_card, "more than " + std::to_string(limits::kTriggersWithoutDecision) +
                                                    " abilities triggered without a decision");
  if (triggered == 0) return;  // the usual case: nothing to order
  // The active side's effects resolve first, each player's in priority order: pushed last.
  const auto order = priority(state(g));
  for (int k = order.n - 1; k >= 0; --k) {
    const PlayerId* p = &order.p[static_cast<std::size_t>(k)];
    auto& list = found[static_cast<std::size_t>(*p)];
    if (list.empty()) continue;
    for (auto it = list.rbegin(); it != list.rend(); ++it) push_resolve(g, *it);
    const bool differ = std::any_of(list.begin(), list.end(), [&](const AbilityInstance& x) {
      return x.card != list[0].card || x.ability != list[0].ability || x.die != list[0].die;
    });
    if (list.size() > 1 && differ)
      push(g, TaskKind::Order, 0, *p, task::Count{static_cast<int>(list.size())});
  }
}

void Rules::order(Game& g, Task& t) {
  const int count = std::get<task::Count>(t.data).count;
  if (count < 2) return;
  std::vector<Option> opts;
  for (int i = 0; i < count; ++i) opts.emplace_back(Verb::First, i);
  push(g, t);
  ask(g, DecisionKind::OrderTriggers, t.player, Ask::Order, std::move(opts));
}

void Rules::answer_order(Game& g, const Option& o) {
  auto& s = state(g);
  Task ord = s.tasks.back();
  s.tasks.pop_back();
  const std::size_t pos = s.tasks.size() - 1 - static_cast<std::size_t>(o.a);
  const Task chosen = s.tasks[pos];
  s.tasks.erase(s.tasks.begin() + static_cast<std::ptrdiff_t>(pos));
  auto& left = std::get<task::Count>(ord.data).count;
  left -= 1;
  if (left >= 2) push(g, ord);
  push(g, chosen);
}

// ---------------------------------------------------------------------------------------
// Resolution.

namespace {

std::vector<int> target_candidates(const Game& g, const AbilityInstance& x) {
  const auto& s = g.state();
  const AbilityDef& ab = s.def(x.card).abilities[static_cast<std::size_t>(x.ability)];
  const TargetSpec& spec = ab.targets[static_cast<std::size_t>(x.spec)];
  std::vector<int> out;
  const AbilityCall c = Rules::call_of(x);
  auto side_ok = [&](PlayerId who) {
    if (spec.side == TargetSide::Own) return who == x.player;
    if (spec.side == TargetSide::Opposing) return s.opponents(who, x.player);
    return true;
  };
  auto taken = [&](int v) { return std::find(x.targets.begin(), x.targets.end(), v) != x.targets.end(); };
  if (spec.kind != TargetKind::Player) {
    const Rules::TargetShields shields = Rules::target_shields(g, x);
    for (const auto& d : s.dice) {
      const bool where = spec.zone == Zone::Field ? in_field(d.zone) : d.zone == spec.zone;
      if (!where || d.controller == kNone || !side_ok(d.controller)) continue;
      if (spec.kind != TargetKind::Die && !(in_field(d.zone) && s.face(d.id).is_character())) continue;
      if (spec.distinct_from_previous && taken(d.id)) continue;
      if (Rules::untargetable(g, shields, d.id)) continue;
      if (spec.has_filter && !g.runtime().filter(g, c, x.spec, d.id)) continue;
      out.push_back(d.id);
    }
  }
  if (spec.kind == TargetKind::Player || spec.kind == TargetKind::CharacterOrPlayer) {
    for (PlayerId p = 0; p < s.player_count(); ++p) {
      if (!side_ok(p)) continue;
      if (spec.has_filter && !g.runtime().filter(g, c, x.spec, -1 - p)) continue;
      out.push_back(-1 - p);
    }
  }
  return out;
}

}  // namespace

bool Rules::has_legal_targets(const Game& g, AbilityInstance x) {
  // Chooses as resolution would (the first candidates of each kind of target) and fails where
  // resolution would fizzle: a kind of target it must choose with nothing to choose from.
  const AbilityDef& ab = g.state().def(x.card).abilities[static_cast<std::size_t>(x.ability)];
  x.targets.clear();
  x.cont = kNone;
  for (x.spec = 0; x.spec < static_cast<int>(ab.targets.size()); ++x.spec) {
    const TargetSpec& spec = ab.targets[static_cast<std::size_t>(x.spec)];
    for (x.chosen = 0; x.chosen < spec.min; ++x.chosen) {
      const auto cands = target_candidates(g, x);
      if (cands.empty()) {
        if (x.chosen == 0) return false;
        break;
      }
      x.targets.push_back(cands.front());
    }
  }
  return true;
}

bool Rules::affordable(const GameState& s, PlayerId p, const Cost& c, int times, const EnergyPool* pool) {
  // A life cost needs more life than it takes: paying can't end the game.
  if (c.life && s.life(p) <= c.life * times) return false;
  if (!c.energy_total()) return true;
  return pool ? can_pay(*pool, EnergyCost::from(c, times)) : can_pay(s, p, EnergyCost::from(c, times));
}

void Rules::resolve(Game& g, Task& t) {
  auto& s = state(g);
  const int id = std::get<task::Instance>(t.data).instance;
  const CardDef& def = s.def(s.instances[static_cast<std::size_t>(id)].card);
  const AbilityDef& ab = def.abilities[static_cast<std::size_t>(s.instances[static_cast<std::size_t>(id)].ability)];
  // The instance lives in a vector the effect may grow: look it up again after each call out.
  auto x = [&]() -> AbilityInstance& { return s.instances[static_cast<std::size_t>(id)]; };
  // A stage that asks pushes its task back at that stage; the answer, or the next run, moves on.
  auto again = [&](ResolveStage at) {
    t.stage = static_cast<std::uint8_t>(at);
    push(g, t);
  };
  auto stage = static_cast<ResolveStage>(t.stage);
  g.bounds_.last_card = x().card;
  if (stage == ResolveStage::Check) {
    if (ab.once_per_turn && once_used(s, x().card, x().ability, once_key(ab, x()))) return free_instance(g, id);
    if (ab.has[static_cast<int>(Slot::Condition)] && !g.runtime().condition(g, call_of(x()))) {
      if (ab.first_each_turn) use_once(s, x().card, x().ability, once_key(ab, x()));  // the first time has passed
      return free_instance(g, id);
    }
    if (!affordable(s, x().player, ab.cost)) return free_instance(g, id);
    if (ab.batch && !ab.once_per_turn && ab.cost.energy_total()) {
      // Paid for as often as you can afford, the batch resolves as one effect.
      int most = 1;
      while (most < 5 && affordable(s, x().player, ab.cost, most + 1)) ++most;
      if (most > 1) {
        std::vector<Option> opts;
        for (int n = 1; n <= most; ++n) opts.emplace_back(Verb::Times, n);
        again(ResolveStage::Times);
        return ask(g, DecisionKind::YesNo, x().player, Ask::Times, std::move(opts), id);
      }
    }
    stage = ResolveStage::Times;
  }
  if (stage == ResolveStage::Times) {
    if (ab.may) {
      again(ResolveStage::May);
      return ask(g, DecisionKind::YesNo, x().player, Ask::May, {Option{Verb::Yes}, Option{Verb::No}}, id);
    }
    stage = ResolveStage::May;
  }
  if (stage == ResolveStage::May) {
    x().spec = 0;
    x().chosen = 0;
    x().targets.clear();
    stage = ResolveStage::Targets;
  }
  if (stage == ResolveStage::Targets) {
    while (x().spec < static_cast<int>(ab.targets.size())) {
      const TargetSpec& spec = ab.targets[static_cast<std::size_t>(x().spec)];
      if (x().chosen > 0 && x().chosen >= spec.max) {  // filled: its candidates don't matter
        ++x().spec;
        x().chosen = 0;
        continue;
      }
      const auto cands = target_candidates(g, x());
      if (x().chosen == 0 && cands.empty() && spec.min > 0) {
        // No legal target: the ability does nothing, and a reader should learn why.
        emit(g, LogEvent{.kind = LogEventKind::Fizzle, .player = x().player, .die = x().die, .card = x().card});
        return free_instance(g, id);
      }
      if (x().chosen >= spec.max || cands.empty()) {
        ++x().spec;
        x().chosen = 0;
        continue;
      }
      auto opts = options(g);
      for (int v : cands) opts.emplace_back(Verb::Target, v);
      if (x().chosen >= spec.min) opts.emplace_back(Verb::Done);
      const PlayerId chooser = spec.opponent_chooses ? g.opponent_of(x().player) : x().player;
      again(ResolveStage::Targets);
      return ask(g, DecisionKind::Target, chooser, Ask::Target, std::move(opts), id, x().spec);
    }
    g.lose_life(x().player, ab.cost.life * x().times);
    if (ab.cost.energy_total()) {
      // Paying moves the task on to its effect; not paying drops it.
      again(ResolveStage::Cost);
      return ask_payment(g, x().player, EnergyCost::from(ab.cost, x().times), Ask::PayAbility, x().card);
    }
    stage = ResolveStage::Effect;
  }
  if (stage == ResolveStage::FollowUp) {
    // The effect's question, asked once the damage it dealt was applied.
    const bool yes_no = x().follow == static_cast<std::uint8_t>(FollowUp::Ask::YesNo);
    std::vector<Option> opts;
    if (yes_no) {
      opts = {Option{Verb::Yes}, Option{Verb::No}};
    } else {
      for (int v : x().candidates) opts.emplace_back(Verb::Target, v);
      if (x().optional) opts.emplace_back(Verb::Done);
    }
    x().answer.clear();
    if (!opts.empty()) {
      again(ResolveStage::FollowUp);
      return ask(g, yes_no ? DecisionKind::YesNo : DecisionKind::Target, x().player, Ask::FollowUp, std::move(opts), id);
    }
    stage = ResolveStage::Effect;  // nothing to choose from: the continuation runs with no choice
  }
  if (stage != ResolveStage::Effect) return;
  const bool first_part = x().cont == kNone;
  if (first_part && !x().protection_asked && g.index_.protection) {
    // Before it resolves, owners of dice it would touch may pay to keep them unaffected.
    x().protection_asked = true;
    std::vector<int> touched = x().targets;
    if (ab.has[static_cast<int>(Slot::Affects)]) g.runtime().affects(g, call_of(x()), touched);
    std::sort(touched.begin(), touched.end());
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    again(ResolveStage::Effect);
    const DieId source = x().die;
    for (auto it = touched.rbegin(); it != touched.rend(); ++it) {
      const int d = *it;
      if (d < 0 || d >= static_cast<int>(s.dice.size()) || !in_field(s.dice[static_cast<std::size_t>(d)].zone) ||
          !g.has_abilities(d))
        continue;
      const Die& target = s.dice[static_cast<std::size_t>(d)];
      if (source != kNone && s.dice[static_cast<std::size_t>(source)].zone == Zone::Attack && target.zone == Zone::Attack &&
          (s.dice[static_cast<std::size_t>(source)].blocking == d || target.blocking == source))
        continue;  // engaged with the source: no protection
      const CardId pc = g.ability_card(d);
      const CardDef& pd = s.def(pc);
      for (int a = 0; a < static_cast<int>(pd.abilities.size()); ++a) {
        const auto& pa = pd.abilities[static_cast<std::size_t>(a)];
        if (pa.kind != AbilityKind::Static || !pa.protect || !affordable(s, target.controller, pa.cost)) continue;
        push(g, TaskKind::Protect, 0, target.controller, task::Protection{d, pc, a, source});
        break;
      }
    }
    return;
  }
  if (first_part && ab.once_per_turn) s.once.push_back(OnceUse{x().card, x().ability, once_key(ab, x())});
  if (first_part)
    emit(g, LogEvent{.kind = LogEventKind::Ability, .player = x().player, .die = x().die, .card = x().card, .amount = x().times,
                     .index = x().ability, .dice = x().targets});
  FollowUp f;
  {
    // While it runs, what it does is caused by its user (Aftershock looks at this).
    const PlayerId saved = s.cause;
    s.cause = x().player;
    const AbilityCall call = call_of(x());
    f = g.runtime().effect(g, call, x().cont);
    s.cause = saved;
  }
  s.protected_dice.clear();
  if (f.ask != FollowUp::Ask::Nothing && x().follow_ups >= limits::kFollowUps) {
    const CardId card = x().card;
    free_instance(g, id);
    return g.stop_at_limit(card, "an effect asked more than " + std::to_string(limits::kFollowUps) + " follow-up questions");
  }
  if (f.ask != FollowUp::Ask::Nothing) {
    AbilityInstance& y = x();
    ++y.follow_ups;
    y.cont = f.cont;
    y.follow = static_cast<std::uint8_t>(f.ask);
    y.optional = f.optional;
    y.candidates = std::move(f.candidates);
    y.memo = std::move(f.memo);
    y.prompt = std::move(f.prompt);
    again(ResolveStage::FollowUp);
  } else {
    free_instance(g, id);
  }
  if (!s.damage.empty()) push(g, TaskKind::ApplyDamage, 0, kNone, task::Damage{});
  check_ko(g);
}

void Rules::answer_resolve(Game& g, const Option& o) {
  auto& s = state(g);
  Task& t = s.tasks.back();
  const int id = std::get<task::Instance>(t.data).instance;
  AbilityInstance& x = s.instances[static_cast<std::size_t>(id)];
  switch (static_cast<ResolveStage>(t.stage)) {
    case ResolveStage::Times: x.times = o.a; return;
    case ResolveStage::May:
      if (o.verb == Verb::No) {
        s.tasks.pop_back();
        free_instance(g, id);
      }
      return;
    case ResolveStage::Targets:
      if (o.verb == Verb::Done) {
        ++x.spec;
        x.chosen = 0;
        return;
      }
      x.targets.push_back(o.a);
      ++x.chosen;
      return;
    case ResolveStage::FollowUp:
      // The continuation receives the answer as its one target: 1/0 for yes/no, nothing for none.
      if (o.verb == Verb::Yes) x.answer = {1};
      else if (o.verb == Verb::No) x.answer = {0};
      else if (o.verb == Verb::Target) x.answer = {o.a};
      t.stage = static_cast<std::uint8_t>(ResolveStage::Effect);
      return;
    default: return;
  }
}

void Rules::protect(Game& g, Task& t) {
  auto& s = state(g);
  const auto& p = std::get<task::Protection>(t.data);
  const AbilityDef& ab = s.def(p.card).abilities[static_cast<std::size_t>(p.ability)];
  switch (static_cast<ProtectStage>(t.stage)) {
    case ProtectStage::Offer:
      if (!in_field(s.dice[static_cast<std::size_t>(p.die)].zone)) return;
      t.stage = static_cast<std::uint8_t>(ProtectStage::Pay);
      push(g, t);
      return ask(g, DecisionKind::YesNo, t.player, Ask::Protect, {Option{Verb::Yes}, Option{Verb::No}}, p.die, p.card);
    case ProtectStage::Pay:
      push(g, t);
      return ask_payment(g, t.player, EnergyCost::from(ab.cost), Ask::PayProtection, p.die);
    case ProtectStage::Protected:
      s.protected_dice.push_back(p.die);
      emit(g, LogEvent{.kind = LogEventKind::Protect, .player = t.player, .die = p.die});
      return;
  }
}

void Rules::answer_protect(Game& g, const Option& o) {
  if (o.verb == Verb::No) state(g).tasks.pop_back();
}

}  // namespace dm
