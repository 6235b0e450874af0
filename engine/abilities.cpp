// Abilities in play: triggers collected from events, their order, their resolution
// (may, targets, costs, effect, follow-ups), globals and activated abilities, and the
// damage pipeline with its KO checks.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "engine/rules.hpp"
#include "engine/script/host.hpp"

namespace dm {

using json = nlohmann::json;

bool Rules::applies(const CardDef& def, int a, int bursts) {
  const auto& ab = def.abilities[a];
  auto matches = [&](const AbilityDef& x) {
    return x.burst == 0 || x.burst == bursts || (x.burst == 3 && bursts > 0);
  };
  if (!matches(ab)) return false;
  if (ab.burst != 0) return true;
  for (const auto& other : def.abilities)
    if (other.burst != 0 && other.instead && other.kind == ab.kind && other.when == ab.when && matches(other))
      return false;
  return true;
}

namespace {

bool card_active(const GameState& s, CardId c) {
  for (const auto& d : s.dice)
    if (d.card == c && in_field(d.zone) && d.controller == s.cards[c].owner && s.face(d.id).is_character() &&
        !s.has_mod(d.id, "no_abilities"))
      return true;
  return false;
}

// Bursts a card-wide ability sees: the event's die when it is one of the card's, else the
// most any of its active dice shows.
int card_bursts(const GameState& s, CardId c, const Event& e) {
  if (e.die != kNone && s.dice[e.die].card == c) return s.face(e.die).bursts;
  int b = 0;
  for (const auto& d : s.dice)
    if (d.card == c && in_field(d.zone) && s.face(d.id).is_character()) b = std::max(b, s.face(d.id).bursts);
  return b;
}

bool once_used(const GameState& s, CardId c, int a, int key) {
  return std::find(s.once.begin(), s.once.end(), std::array<int, 3>{c, a, key}) != s.once.end();
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

}  // namespace

void Rules::collect(Game& g) {
  auto& s = g.mutable_state();
  std::vector<Event> events;
  events.swap(s.events);
  std::vector<Task> found[2];
  for (const Event& e : events) {
    // Abilities of the die the event happened to (unless it has lost its text).
    if (die_event(e.kind) && e.die != kNone && g.has_abilities(e.die)) {
      const Die& d = s.dice[e.die];
      const CardId src = g.ability_card(e.die);
      const CardDef& def = s.def(src);
      const int bursts = s.face(e.die).bursts;
      for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
        const auto& ab = def.abilities[a];
        if (!listens(ab, e.kind) || ab.card_scope || !applies(def, a, bursts)) continue;
        if (ab.attack_step_only && s.step != Step::Attack) continue;
        if (ab.combat_only && !e.combat) continue;
        // Aftershock belongs to the die's owner even if it left someone else's field.
        PlayerId who = e.kind == Trigger::Aftershock || e.kind == Trigger::KOd || e.kind == Trigger::LeavesField
                           ? d.owner
                           : d.controller;
        Task t{TaskKind::Resolve, 0, who, src, a, e.die};
        t.ev = e;
        t.bursts = bursts;
        found[who].push_back(t);
      }
    }
    // Card-wide abilities ("while active", "each time you field ...").
    for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c) {
      const PlayerId owner = s.cards[c].owner;
      if (owner == kNone) continue;
      const CardDef& def = s.def(c);
      for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
        const auto& ab = def.abilities[a];
        if (ab.kind != AbilityKind::Triggered || !ab.card_scope) continue;
        bool hit = false;
        switch (e.kind) {
          case Trigger::YouField: hit = ab.when == Trigger::YouField && e.player == owner; break;
          case Trigger::OpponentAction: hit = ab.when == Trigger::OpponentAction && e.player != owner; break;
          case Trigger::EndOfTurn: case Trigger::EndOfCombat: hit = ab.when == e.kind; break;
          default:
            if (ab.when == Trigger::OwnerDamaged && e.kind == Trigger::Damaged && e.die != kNone)
              hit = s.dice[e.die].card == c;  // "when you or <this character> take damage"
            else if (ab.when == Trigger::OwnerDamaged && e.kind == Trigger::OwnerDamaged)
              hit = e.player == owner;
            else if (die_event(e.kind) && ab.when == e.kind && e.die != kNone)
              hit = s.dice[e.die].card == c;
        }
        if (!hit) continue;
        if (ab.needs_active && !card_active(s, c)) continue;
        if (ab.attack_step_only && s.step != Step::Attack) continue;
        const int bursts = card_bursts(s, c, e);
        if (!applies(def, a, bursts)) continue;
        Task t{TaskKind::Resolve, 0, owner, c, a, kNone};
        t.ev = e;
        t.bursts = bursts;
        found[owner].push_back(t);
      }
    }
  }
  // The active player's effects resolve first: they go on top of the stack.
  const PlayerId first = s.active, second = s.opponent(s.active);
  for (PlayerId p : {second, first}) {
    auto& list = found[p];
    if (list.empty()) continue;
    for (auto it = list.rbegin(); it != list.rend(); ++it) g.push(*it);
    bool differ = false;
    for (const auto& t : list)
      if (t.card != list[0].card || t.ability != list[0].ability || t.die != list[0].die) differ = true;
    if (list.size() > 1 && differ) {
      Task o{TaskKind::Order, 0, p};
      o.want = static_cast<int>(list.size());
      g.push(o);
    }
  }
}

void Rules::order(Game& g, Task& t) {
  auto& s = g.mutable_state();
  if (t.want < 2) return;
  std::vector<Option> opts;
  const int n = static_cast<int>(s.tasks.size());
  for (int i = 0; i < t.want; ++i) {
    const Task& r = s.tasks[static_cast<std::size_t>(n - 1 - i)];
    const CardDef& def = s.def(r.card);
    std::string label = def.name() + (r.die != kNone ? " #" + std::to_string(r.die) : "") + ": " +
                        def.abilities[r.ability].text;
    opts.push_back(Option{"first:" + std::to_string(i), label, i});
  }
  g.push(t);
  set_decision(g, DecisionKind::OrderTriggers, t.player, "choose which of your effects resolves next", std::move(opts));
}

void Rules::answer_order(Game& g, const Option& o) {
  auto& s = g.mutable_state();
  Task ord = s.tasks.back();
  s.tasks.pop_back();
  const std::size_t n = s.tasks.size();
  const std::size_t pos = n - 1 - static_cast<std::size_t>(o.a);
  Task chosen = s.tasks[pos];
  s.tasks.erase(s.tasks.begin() + static_cast<std::ptrdiff_t>(pos));
  ord.want -= 1;
  if (ord.want >= 2) g.push(ord);
  g.push(chosen);
}

// ---------------------------------------------------------------------------------------
// Resolution: 0 check, 1 may, 2 targets, 3 costs, 4 effect, 5 ask a follow-up, 6 run it.

namespace {

ScriptCall call_for(const Task& t) {
  ScriptCall c;
  c.card = t.card;
  c.ability = t.ability;
  c.die = t.die;
  c.player = t.player;
  c.bursts = t.bursts;
  c.times = t.times;
  c.ev = &t.ev;
  c.targets = &t.targets;
  c.memo = &t.memo;
  return c;
}

EnergyCost scaled(const Cost& c, int times) {
  EnergyCost e = EnergyCost::from(c);
  e.any *= times;
  for (auto& v : e.typed) v *= times;
  return e;
}

std::vector<int> target_candidates(const Game& g, const Task& t, int spec_index) {
  const auto& s = g.state();
  const AbilityDef& ab = s.def(t.card).abilities[t.ability];
  const TargetSpec& spec = ab.targets[spec_index];
  std::vector<int> out;
  ScriptCall c = call_for(t);
  auto side_ok = [&](PlayerId owner) {
    if (spec.side == TargetSide::Own) return owner == t.player;
    if (spec.side == TargetSide::Opposing) return owner != t.player;
    return true;
  };
  auto taken = [&](int v) { return std::find(t.targets.begin(), t.targets.end(), v) != t.targets.end(); };
  if (spec.kind != TargetKind::Player) {
    for (const auto& d : s.dice) {
      bool where = spec.zone == Zone::Field ? in_field(d.zone) : d.zone == spec.zone;
      if (!where || d.controller == kNone || !side_ok(d.controller)) continue;
      if (spec.kind != TargetKind::Die && !(in_field(d.zone) && s.face(d.id).is_character())) continue;
      if (spec.distinct_from_previous && taken(d.id)) continue;
      if (spec.has_filter && !const_cast<Game&>(g).host().filter(g, c, spec_index, d.id)) continue;
      out.push_back(d.id);
    }
  }
  if (spec.kind == TargetKind::Player || spec.kind == TargetKind::CharacterOrPlayer) {
    for (PlayerId p = 0; p < 2; ++p) {
      if (!side_ok(p)) continue;
      if (spec.has_filter && !const_cast<Game&>(g).host().filter(g, c, spec_index, -1 - p)) continue;
      out.push_back(-1 - p);
    }
  }
  return out;
}

std::string target_label(const Game& g, int v) {
  if (v < 0) return "player " + std::to_string(-1 - v);
  return g.die_label(v);
}

}  // namespace

void Rules::resolve(Game& g, Task& t) {
  auto& s = g.mutable_state();
  const CardDef& def = s.def(t.card);
  const AbilityDef& ab = def.abilities[t.ability];
  ScriptCall call = call_for(t);
  const int key = ab.card_scope || ab.kind == AbilityKind::Global ? (ab.kind == AbilityKind::Global ? 1000 + t.player : -1) : t.die;
  switch (t.stage) {
    case 0: {
      if (ab.once_per_turn && once_used(s, t.card, t.ability, key)) return;
      if (ab.has[static_cast<int>(Slot::Condition)] && !g.host().condition(g, call)) return;
      if (ab.cost.life && s.players[t.player].life <= ab.cost.life) return;
      if (ab.cost.energy_total() && !can_pay(s, t.player, EnergyCost::from(ab.cost))) return;
      t.want = 0;
      if (ab.batch && !ab.once_per_turn && ab.cost.energy_total()) {
        // Paid for as often as you can afford, the batch resolves as one effect.
        int most = 1;
        while (most < 5 && can_pay(s, t.player, scaled(ab.cost, most + 1)) &&
               (!ab.cost.life || s.players[t.player].life > ab.cost.life * (most + 1)))
          ++most;
        if (most > 1) {
          t.stage = 8;
          g.push(t);
          std::vector<Option> opts;
          for (int n = 1; n <= most; ++n)
            opts.push_back(Option{"times:" + std::to_string(n), "use it " + std::to_string(n) + (n == 1 ? " time" : " times"), n});
          set_decision(g, DecisionKind::YesNo, t.player, def.name() + ": how many times?", std::move(opts));
          return;
        }
      }
      t.stage = 1;
      [[fallthrough]];
    }
    case 8:
      t.stage = 1;
      [[fallthrough]];
    case 1: {
      if (ab.may && t.want == 0) {
        t.want = 1;
        g.push(t);
        std::string text = ab.text.empty() ? "use this ability" : ab.text;
        set_decision(g, DecisionKind::YesNo, t.player, def.name() + ": " + text,
                     {Option{"yes", "yes"}, Option{"no", "no"}});
        return;
      }
      t.stage = 2;
      t.want = 0;
      t.targets.clear();
      t.memo.clear();
      [[fallthrough]];
    }
    case 2: {
      // t.want: which target spec is being chosen; memo[0]: how many chosen for it.
      while (t.want < static_cast<int>(ab.targets.size())) {
        const TargetSpec& spec = ab.targets[t.want];
        int chosen = t.memo.empty() ? 0 : t.memo[0];
        auto cands = target_candidates(g, t, t.want);
        bool can_stop = chosen >= spec.min || cands.empty();
        if (chosen == 0 && cands.empty() && spec.min > 0) return;  // no legal target: nothing happens
        if (chosen >= spec.max || cands.empty()) {
          ++t.want;
          t.memo.clear();
          continue;
        }
        std::vector<Option> opts;
        for (int v : cands) opts.push_back(Option{"target:" + std::to_string(v), target_label(g, v), v});
        if (can_stop) opts.push_back(Option{"done", "no more targets"});
        s.candidates = cands;
        g.push(t);
        std::string prompt = def.name() + ": " + (spec.prompt.empty() ? "choose a target" : spec.prompt);
        const PlayerId chooser = spec.opponent_chooses ? s.opponent(t.player) : t.player;
        set_decision(g, DecisionKind::Target, chooser, prompt, std::move(opts));
        return;
      }
      t.memo.clear();
      t.stage = 3;
      [[fallthrough]];
    }
    case 3: {
      if (ab.cost.life) g.lose_life(t.player, ab.cost.life * t.times);
      if (ab.cost.energy_total()) {
        // The payment answer moves the task on to its effect (stage 4).
        g.push(t);
        ask_payment(g, t.player, scaled(ab.cost, t.times), def.name());
        return;
      }
      t.stage = 4;
      [[fallthrough]];
    }
    case 4: {
      const bool first_part = t.next.empty();
      if (first_part && !(t.flags & kProtectionAsked)) {
        // Before it resolves, owners of dice it would touch may pay to keep them unaffected.
        t.flags |= kProtectionAsked;
        g.push(t);
        std::vector<int> touched = t.targets;
        if (ab.has[static_cast<int>(Slot::Affects)])
          for (int d : g.host().affects(g, call)) touched.push_back(d);
        std::sort(touched.begin(), touched.end());
        touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
        for (auto it = touched.rbegin(); it != touched.rend(); ++it) {
          const int d = *it;
          if (d < 0 || !in_field(s.dice[d].zone) || !g.has_abilities(d)) continue;
          if (t.die != kNone && s.dice[t.die].zone == Zone::Attack && s.dice[d].zone == Zone::Attack &&
              (s.dice[t.die].blocking == d || s.dice[d].blocking == t.die))
            continue;  // engaged with the source: no protection
          const CardDef& pd = s.def(g.ability_card(d));
          for (int a = 0; a < static_cast<int>(pd.abilities.size()); ++a) {
            const auto& pa = pd.abilities[a];
            if (pa.kind != AbilityKind::Static || !pa.protect) continue;
            if (!can_pay(s, s.dice[d].controller, EnergyCost::from(pa.cost))) continue;
            Task p{TaskKind::Protect, 0, s.dice[d].controller, g.ability_card(d), a, d};
            p.want = t.die;  // who is doing it: combat damage from engaged dice is not covered
            g.push(p);
            break;
          }
        }
        return;
      }
      if (first_part && ab.once_per_turn) s.once.push_back({t.card, t.ability, key});
      if (g.logging() && first_part)
        g.log(json{{"type", "ability"}, {"player", t.player}, {"card", def.id}, {"die", t.die},
                   {"trigger", to_string(ab.when)}, {"targets", t.targets}, {"text", ab.text}});
      FollowUp f = g.host().effect(g, call, first_part ? "effect" : t.next);
      s.protected_dice.clear();
      if (f.requested) {
        // Asked once the damage this part dealt has been applied, so the choice sees its result.
        Task next = t;
        next.stage = 5;
        next.next = f.next;
        next.memo = f.memo;
        next.targets = f.candidates;
        next.want = f.yes_no ? 1 : (f.spec.min == 0 ? 2 : 0);
        next.prompt = f.prompt;
        g.push(next);
      }
      if (!s.damage.empty()) g.push(Task{TaskKind::ApplyDamage});
      check_ko(g);
      return;
    }
    case 5: {
      std::vector<Option> opts;
      const bool yes_no = t.want == 1;
      if (yes_no) {
        opts = {Option{"yes", "yes"}, Option{"no", "no"}};
      } else {
        for (int v : t.targets) opts.push_back(Option{"target:" + std::to_string(v), target_label(g, v), v});
        if (t.want == 2) opts.push_back(Option{"done", "none"});
      }
      t.stage = 6;
      if (!yes_no && t.targets.empty()) {
        g.push(t);  // nothing to choose from: the follow-up runs with no choice
        return;
      }
      s.candidates = t.targets;
      g.push(t);
      set_decision(g, yes_no ? DecisionKind::YesNo : DecisionKind::Target, t.player,
                   def.name() + ": " + (t.prompt.empty() ? "choose" : t.prompt), std::move(opts));
      return;
    }
    case 6:
      t.stage = 4;
      g.push(t);
      return;
  }
}

void Rules::protect(Game& g, Task& t) {
  auto& s = g.mutable_state();
  const AbilityDef& ab = s.def(t.card).abilities[t.ability];
  if (t.stage == 0) {
    if (!in_field(s.dice[t.die].zone)) return;
    t.stage = 1;
    g.push(t);
    set_decision(g, DecisionKind::YesNo, t.player,
                 g.die_label(t.die) + ": pay " + ab.cost.describe() + " to keep it unaffected?",
                 {Option{"yes", "yes"}, Option{"no", "no"}});
    return;
  }
  if (t.stage == 1) {
    g.push(t);
    ask_payment(g, t.player, EnergyCost::from(ab.cost), g.die_label(t.die) + "'s protection");
    return;
  }
  s.protected_dice.push_back(t.die);
  if (g.logging()) g.log(json{{"type", "protect"}, {"player", t.player}, {"die", t.die}});
}

void Rules::answer_resolve(Game& g, const Option& o) {
  auto& s = g.mutable_state();
  Task& t = s.tasks.back();
  if (t.kind == TaskKind::Protect) {
    if (o.key == "no") s.tasks.pop_back();
    return;
  }
  if (t.stage == 8) {
    t.times = o.a;
    t.stage = 1;
    return;
  }
  if (t.stage == 1) {
    if (o.key == "no") s.tasks.pop_back();
    return;
  }
  if (t.stage == 2) {
    if (o.key == "done") {
      ++t.want;
      t.memo.clear();
      return;
    }
    t.targets.push_back(o.a);
    if (t.memo.empty()) t.memo.push_back(0);
    ++t.memo[0];
    return;
  }
  if (t.stage == 6) {
    if (o.key == "yes") t.targets = {1};
    else if (o.key == "no") t.targets = {0};
    else if (o.key == "done") t.targets.clear();
    else t.targets = {o.a};
  }
}

// ---------------------------------------------------------------------------------------
// Globals and activated abilities.

std::vector<Option> Rules::window_options(const Game& g, PlayerId p, bool attack_step, bool reactions) {
  const auto& s = g.state();
  std::vector<Option> opts;
  auto& host = const_cast<Game&>(g).host();
  for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c) {
    const CardDef& def = s.def(c);
    for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
      const auto& ab = def.abilities[a];
      if (ab.kind != AbilityKind::Global || ab.reaction != reactions) continue;
      if (ab.once_per_turn && once_used(s, c, a, 1000 + p)) continue;
      if (ab.cost.life && s.players[p].life <= ab.cost.life) continue;
      if (ab.cost.energy_total() && !can_pay(s, p, EnergyCost::from(ab.cost))) continue;
      if (ab.cost.energy_total() == 0 && ab.cost.life == 0) continue;  // a global always has a cost
      ScriptCall call{c, a, kNone, p, 0};
      if (ab.has[static_cast<int>(Slot::Condition)] && !host.condition(g, call)) continue;
      opts.push_back(Option{"global:" + std::to_string(c) + ":" + std::to_string(a),
                            "global of " + def.name() + " (" + ab.cost.describe() + "): " + ab.text, c, a});
    }
  }
  if (reactions) return opts;
  for (const auto& d : s.dice) {
    if (d.controller != p || !in_field(d.zone) || !s.face(d.id).is_character() || !g.has_abilities(d.id)) continue;
    const CardId src = g.ability_card(d.id);
    const CardDef& def = s.def(src);
    for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
      const auto& ab = def.abilities[a];
      if (ab.kind != AbilityKind::Activated) continue;
      if (ab.attack_step_only && !attack_step) continue;
      if (ab.once_per_turn && once_used(s, src, a, d.id)) continue;
      if (ab.cost.energy_total() && !can_pay(s, p, EnergyCost::from(ab.cost))) continue;
      if (ab.cost.life && s.players[p].life <= ab.cost.life) continue;
      ScriptCall call{src, a, d.id, p, s.face(d.id).bursts};
      if (ab.has[static_cast<int>(Slot::Condition)] && !host.condition(g, call)) continue;
      opts.push_back(Option{"activate:" + std::to_string(d.id) + ":" + std::to_string(a),
                            g.die_label(d.id) + " (" + ab.cost.describe() + "): " + ab.text, d.id, a});
    }
  }
  return opts;
}

void Rules::start_window_option(Game& g, PlayerId p, const Option& o) {
  auto& s = g.mutable_state();
  if (o.key.rfind("action:", 0) == 0) {
    g.push(Task{TaskKind::UseAction, 0, p, s.dice[o.a].card, kNone, o.a});
    return;
  }
  Task t{TaskKind::Resolve, 0, p};
  if (o.key.rfind("global:", 0) == 0) {
    t.card = o.a;
    t.ability = o.b;
  } else {
    t.card = g.ability_card(o.a);
    t.ability = o.b;
    t.die = o.a;
    t.bursts = s.face(o.a).bursts;
  }
  if (g.logging()) g.log(json{{"type", "use"}, {"player", p}, {"option", o.key}, {"label", o.label}});
  g.push(t);
}

void Rules::use_global(Game& g, Task& t) {
  Task r = t;
  r.kind = TaskKind::Resolve;
  g.push(r);
}

// ---------------------------------------------------------------------------------------
// Damage: replacement (prevention, reduction), then dealt all at once, then KO checks.

void Rules::apply_damage(Game& g, Task& t) {
  auto& s = g.mutable_state();
  // Reactions first (e.g. redirecting damage about to hit you), the active player first.
  for (PlayerId p : {s.active, s.opponent(s.active)}) {
    if (t.want & (1 << p)) continue;
    if (s.damage.empty()) break;
    bool hit = false;
    for (const auto& pd : s.damage)
      if (pd.die == kNone && pd.player == p && pd.amount > 0) hit = true;
    if (!hit) continue;
    auto opts = window_options(g, p, s.step == Step::Attack, true);
    if (opts.empty()) continue;
    g.push(t);
    opts.push_back(Option{"pass", "let the damage through"});
    s.window_passes = 0;
    s.tasks.back().want |= 1 << p;  // asked once per batch; a reaction used re-opens it below
    set_decision(g, DecisionKind::GlobalWindow, p, "damage is about to be dealt to you", std::move(opts));
    return;
  }
  std::vector<PendingDamage> batch;
  batch.swap(s.damage);
  auto& host = g.host();
  // "+1 damage" riders on damage from action dice and globals (one target per rider).
  for (auto& m : s.mods) {
    if (m.die != kNone || m.name != "extra_damage" || m.value <= 0) continue;
    for (auto& pd : batch) {
      const bool from_action = pd.source_card != kNone && s.def(pd.source_card).kind != CardKind::Character &&
                               s.def(pd.source_card).kind != CardKind::Sidekick;
      const bool from_global = pd.source == kNone && pd.source_card != kNone;
      PlayerId dealer = pd.source != kNone ? s.dice[pd.source].controller : s.cause;
      if ((from_action || from_global) && dealer == m.player && pd.amount > 0) {
        pd.amount += 1;
        --m.value;
        break;
      }
    }
  }
  for (auto& pd : batch) {
    if (pd.die == kNone) continue;
    const Die& d = s.dice[pd.die];
    if (!in_field(d.zone)) {
      pd.amount = 0;
      continue;
    }
    if (!g.has_abilities(pd.die)) continue;
    const CardId src = g.ability_card(pd.die);
    const CardDef& def = s.def(src);
    const bool from_action = pd.source_card != kNone && s.def(pd.source_card).kind != CardKind::Character &&
                             s.def(pd.source_card).kind != CardKind::Sidekick;
    for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
      const auto& ab = def.abilities[a];
      if (ab.kind != AbilityKind::Static || !ab.has[static_cast<int>(Slot::Prevent)]) continue;
      if (!applies(def, a, s.face(pd.die).bursts)) continue;
      ScriptCall c{src, a, pd.die, d.controller, s.face(pd.die).bursts};
      pd.amount = std::max(0, host.prevent(g, c, pd.die, pd.amount, pd.source, pd.combat, from_action));
    }
  }
  json dealt = json::array();
  for (const auto& pd : batch) {
    if (pd.amount <= 0) continue;
    const PlayerId dealer = pd.source != kNone ? s.dice[pd.source].controller : s.cause;
    if (pd.die != kNone) {
      s.dice[pd.die].damage += pd.amount;
      s.dice[pd.die].hurt_by = dealer;
      Event e{Trigger::Damaged, pd.die, s.dice[pd.die].controller, pd.amount, pd.source, pd.source_card, pd.combat};
      e.cause = dealer;
      g.emit(e);
    } else {
      s.players[pd.player].life -= pd.amount;
      Event e{Trigger::OwnerDamaged, kNone, pd.player, pd.amount, pd.source, pd.source_card, pd.combat};
      e.cause = dealer;
      g.emit(e);
      if (pd.source != kNone && s.dice[pd.source].controller != pd.player && s.face(pd.source).is_character())
        g.emit(Event{Trigger::DamagesPlayer, pd.source, s.dice[pd.source].controller, pd.amount, pd.source,
                     pd.source_card, pd.combat});
    }
    if (g.logging())
      dealt.push_back(json{{"target", pd.die != kNone ? json(pd.die) : json(nullptr)},
                           {"player", pd.die != kNone ? s.dice[pd.die].controller : pd.player},
                           {"amount", pd.amount},
                           {"source", pd.source == kNone ? json(nullptr) : json(pd.source)},
                           {"combat", pd.combat}});
  }
  if (t.stage == 1) {
    // Unblocked attackers leave right after dealing their damage, before anything reacts.
    for (auto& d : s.dice)
      if (d.zone == Zone::Attack && d.controller == s.active && d.blocking == kNone && !d.was_blocked)
        g.move(d.id, g.spent_zone(s.active));
  }
  if (g.logging() && !dealt.empty()) g.log(json{{"type", "damage"}, {"hits", dealt}});
  check_ko(g);
}

void Rules::check_ko(Game& g) {
  auto& s = g.mutable_state();
  // Protection lasts for one effect only; a KO from damage is a game consequence.
  auto saved = std::move(s.protected_dice);
  s.protected_dice.clear();
  // A KO can lower someone else's defense (a "while active" bonus ends): check again.
  for (int round = 0; round < 64; ++round) {
    std::vector<DieId> out;
    for (const auto& d : s.dice)
      if (in_field(d.zone) && s.face(d.id).is_character() && d.damage >= g.defense(d.id)) out.push_back(d.id);
    if (out.empty()) break;
    for (DieId d : out) g.ko(d, kNone, s.dice[d].hurt_by);
  }
  s.protected_dice = std::move(saved);
}

// ---------------------------------------------------------------------------------------
// Continuous layers.

namespace {
std::pair<int, int> bonuses(const Game& g, DieId d) {
  const auto& s = g.state();
  int a = 0, df = 0;
  for (const auto& m : s.mods)
    if (m.die == d) {
      a += m.attack;
      df += m.defense;
    }
  if (!in_field(s.dice[d].zone)) return {a, df};
  auto& host = const_cast<Game&>(g).host();
  for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c) {
    const CardDef& def = s.def(c);
    for (int i = 0; i < static_cast<int>(def.abilities.size()); ++i) {
      const auto& ab = def.abilities[i];
      if (ab.kind != AbilityKind::Static) continue;
      const bool stat_fn = ab.has[static_cast<int>(Slot::Stat)];
      if (!stat_fn && !ab.attack_bonus && !ab.defense_bonus) continue;
      if (ab.card_scope) {
        if (s.cards[c].owner == kNone || (ab.needs_active && !card_active(s, c))) continue;
        ScriptCall call{c, i, kNone, s.cards[c].owner, 0};
        if (ab.has[static_cast<int>(Slot::Condition)] && !host.condition(g, call)) continue;
        if (stat_fn) {
          auto [x, y] = host.stat(g, call, d);
          a += x;
          df += y;
        }
      } else if (g.ability_card(d) == c) {
        if (!g.has_abilities(d)) continue;
        const int bursts = s.face(d).bursts;
        if (!Rules::applies(def, i, bursts)) continue;
        ScriptCall call{c, i, d, s.dice[d].controller, bursts};
        if (ab.has[static_cast<int>(Slot::Condition)] && !host.condition(g, call)) continue;
        a += ab.attack_bonus;
        df += ab.defense_bonus;
        if (stat_fn) {
          auto [x, y] = host.stat(g, call, d);
          a += x;
          df += y;
        }
      }
    }
  }
  return {a, df};
}
}  // namespace

// "Copy the stats": the copied die's numbers with whatever its own burst gave it; the
// copying die's own bonuses still add on top.
static DieId copied_stats(const GameState& s, DieId d) {
  for (const auto& m : s.mods)
    if (m.die == d && m.name == "copy_stats" && m.value != d && in_field(s.dice[m.value].zone)) return m.value;
  return kNone;
}

int Game::attack(DieId d) const {
  const Face& f = s_.face(d);
  if (!f.is_character()) return 0;
  const DieId c = copied_stats(s_, d);
  const int base = c != kNone && s_.face(c).is_character() ? s_.face(c).attack : f.attack;
  return std::max(0, base + bonuses(*this, d).first);
}

int Game::defense(DieId d) const {
  const Face& f = s_.face(d);
  if (!f.is_character()) return 0;
  if (s_.has_mod(d, "defense_equals_attack")) return attack(d);
  const DieId c = copied_stats(s_, d);
  const int base = c != kNone && s_.face(c).is_character() ? s_.face(c).defense : f.defense;
  return std::max(0, base + bonuses(*this, d).second);
}

CardId Game::ability_card(DieId d) const {
  for (const auto& m : s_.mods)
    if (m.die == d && m.name == "copy_abilities" && m.value >= 0 && m.value < static_cast<int>(s_.dice.size()))
      return s_.dice[m.value].card;
  return s_.dice[d].card;
}

int Game::level(DieId d) const {
  const Face& f = s_.face(d);
  return f.is_character() ? f.level : 0;
}

bool Game::has_keyword(DieId d, std::string_view kw) const {
  if (s_.has_mod(d, kw)) return true;
  if (!in_field(s_.dice[d].zone) || !has_abilities(d)) return false;
  const CardId src = ability_card(d);
  const CardDef& def = s_.def(src);
  for (int i = 0; i < static_cast<int>(def.abilities.size()); ++i) {
    const auto& ab = def.abilities[i];
    if (ab.kind != AbilityKind::Static) continue;
    if (std::find(ab.keywords.begin(), ab.keywords.end(), kw) == ab.keywords.end()) continue;
    if (!Rules::applies(def, i, s_.face(d).bursts)) continue;
    ScriptCall call{src, i, d, s_.dice[d].controller, s_.face(d).bursts};
    if (ab.has[static_cast<int>(Slot::Condition)] && !const_cast<Game*>(this)->host().condition(*this, call)) continue;
    return true;
  }
  return false;
}

bool Game::has_affiliation(DieId d, std::string_view a) const {
  if (s_.def_of(d).has_affiliation(a)) return true;
  std::string name = "affiliation:" + std::string(a);
  return s_.has_mod(d, name);
}

}  // namespace dm
