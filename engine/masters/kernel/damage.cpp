// Damage: reactions first, then replacement (prevention, reduction), then everything dealt
// at once, then KO checks to a fixpoint.
#include <algorithm>

#include "dm/limits.hpp"
#include "engine/masters/kernel/rules.hpp"
#include "engine/masters/kernel/scratch.hpp"

namespace dm {

namespace {

bool from_action_card(const GameState& s, CardId c) {
  return c != kNone && s.def(c).kind != CardKind::Character && s.def(c).kind != CardKind::Sidekick;
}

PlayerId dealer_of(const GameState& s, const PendingDamage& pd) {
  return pd.source != kNone ? s.dice[static_cast<std::size_t>(pd.source)].controller : s.cause;
}

bool from_action_or_global(const GameState& s, const PendingDamage& pd) {
  const bool from_global = pd.source == kNone && pd.source_card != kNone;
  return from_action_card(s, pd.source_card) || from_global;
}

}  // namespace

bool Rules::about_to_hit(const GameState& s, PlayerId p) {
  return std::any_of(s.damage.begin(), s.damage.end(),
                     [&](const PendingDamage& pd) { return pd.die == kNone && pd.player == p && pd.amount > 0; });
}

bool Rules::about_to_deal(const GameState& s, PlayerId p) {
  return std::any_of(s.damage.begin(), s.damage.end(), [&](const PendingDamage& pd) {
    return pd.amount > 0 && from_action_or_global(s, pd) && dealer_of(s, pd) == p;
  });
}

void Rules::apply_damage(Game& g, Task& t) {
  auto& s = state(g);
  auto& batch_info = std::get<task::Damage>(t.data);
  // Reactions first (e.g. redirecting damage about to hit you, adding to damage you deal with an
  // action die or a global), in priority order, each player once per batch (a reaction used
  // re-opens it for the others below).
  for (PlayerId p : priority(state(g))) {
    if (batch_info.asked & (1u << p)) continue;
    if (s.damage.empty()) break;
    if (!about_to_hit(s, p) && !about_to_deal(s, p)) continue;
    std::vector<Option> opts;
    window_options(g, p, s.step == Step::Attack, true, opts);
    if (opts.empty()) {
      emit(g, LogEvent{.kind = LogEventKind::WindowSkipped, .player = p, .window = SkippedWindow::DamageReaction});
      continue;
    }
    batch_info.asked |= 1u << p;
    push(g, t);
    opts.emplace_back(Verb::Pass);
    s.window_passes = 0;
    ask(g, DecisionKind::GlobalWindow, p, Ask::DamageReaction, std::move(opts));
    return;
  }
  Scratch<PendingDamage> batching;  // its memory and the state's trade places batch after batch
  std::vector<PendingDamage>& batch = *batching;
  batch.swap(s.damage);
  // "+1 damage" riders on damage from action dice and globals (one target per rider).
  for (auto& m : s.mods) {
    if (m.kind != ModKind::ExtraDamage || m.amount <= 0) continue;
    for (auto& pd : batch) {
      if (from_action_or_global(s, pd) && dealer_of(s, pd) == m.player && pd.amount > 0) {
        pd.amount = limits::add_saturated(pd.amount, 1);
        --m.amount;
        break;
      }
    }
  }
  for (auto& pd : batch) {
    if (pd.die == kNone) continue;
    const Die& d = s.dice[static_cast<std::size_t>(pd.die)];
    if (!in_field(d.zone)) {
      pd.amount = 0;
      continue;
    }
    if (!g.has_abilities(pd.die)) continue;
    const CardId src = g.ability_card(pd.die);
    const CardDef& def = s.def(src);
    for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
      const auto& ab = def.abilities[static_cast<std::size_t>(a)];
      if (ab.kind != AbilityKind::Static || !ab.has[static_cast<int>(Slot::Prevent)]) continue;
      const int bursts = s.face(pd.die).bursts;
      if (!applies(def, a, bursts)) continue;
      const AbilityCall c{src, a, pd.die, d.controller, bursts};
      pd.amount = std::max(0, g.runtime().prevent(g, c, DamageQuery{pd.die, pd.amount, pd.source, pd.combat,
                                                                     from_action_card(s, pd.source_card)}));
    }
  }
  // Prevention from effects ("prevent 2 damage to target character"), after the die's own, so
  // a shield is spent only on damage that would still be dealt; used up in the order dealt.
  for (auto& m : s.mods) {
    if (m.kind != ModKind::PreventDamage || m.amount <= 0) continue;
    for (auto& pd : batch) {
      const bool to_it = m.die != kNone ? pd.die == m.die : pd.die == kNone && pd.player == m.player;
      if (!to_it || pd.amount <= 0) continue;
      const int k = std::min(m.amount, pd.amount);
      pd.amount -= k;
      if (m.amount < limits::kAmount) m.amount -= k;  // kAmount: all damage, never used up
      emit(g, LogEvent{.kind = LogEventKind::Prevent, .player = pd.player, .die = pd.die, .amount = k});
      if (m.amount <= 0) break;
    }
  }
  std::vector<LogHit> dealt;  // filled only for the log
  for (const auto& pd : batch) {
    if (pd.amount <= 0) continue;
    const PlayerId dealer = pd.source != kNone ? s.dice[static_cast<std::size_t>(pd.source)].controller : s.cause;
    if (pd.die != kNone) {
      Die& d = s.dice[static_cast<std::size_t>(pd.die)];
      d.damage = limits::add_saturated(d.damage, pd.amount);
      d.hurt_by = dealer;
      Event e{Trigger::Damaged, pd.die, d.controller, pd.amount, pd.source, pd.source_card, pd.combat};
      e.cause = dealer;
      g.emit(e);
    } else {
      int& life = s.sides[static_cast<std::size_t>(s.side(pd.player))].life;
      life = limits::add_saturated(life, -pd.amount);
      Event e{Trigger::OwnerDamaged, kNone, pd.player, pd.amount, pd.source, pd.source_card, pd.combat};
      e.cause = dealer;
      g.emit(e);
      if (pd.source != kNone && s.opponents(s.dice[static_cast<std::size_t>(pd.source)].controller, pd.player) &&
          s.face(pd.source).is_character())
        g.emit(Event{Trigger::DamagesPlayer, pd.source, s.dice[static_cast<std::size_t>(pd.source)].controller, pd.amount,
                     pd.source, pd.source_card, pd.combat});
    }
    if (g.logging())
      dealt.push_back(LogHit{pd.die, pd.die != kNone ? s.dice[static_cast<std::size_t>(pd.die)].controller : pd.player, pd.amount,
                             pd.source, pd.combat, pd.die == kNone ? s.sides[static_cast<std::size_t>(s.side(pd.player))].life : 0});
  }
  if (batch_info.combat && s.edition == Edition::ASM2015) {
    // "Unblocked characters are moved Out of Play after dealing damage, before any other effects
    // resolve" (ASM rulebook, Attack Step, "Assign Damage"). Under avx2014 they stay in the
    // Attack Zone until the Cleanup Step (turn.cpp).
    for (auto& d : s.dice)
      if (is_attacker(s, d.id) && !d.was_blocked) g.move(d.id, spent_zone(g, d.controller));
  }
  if (!dealt.empty()) emit(g, LogEvent{.kind = LogEventKind::Damage, .hits = dealt});
  check_ko(g);
}

void Game::check_kos() { Rules::check_ko(*this); }

void Rules::check_ko(Game& g) {
  auto& s = state(g);
  // Protection lasts for one effect only; a KO from damage is a game consequence.
  auto saved = std::move(s.protected_dice);
  s.protected_dice.clear();
  // A KO can lower someone else's defense (a "while active" bonus ends): check again.
  Scratch<DieId> knocked_out;
  for (int round = 0; round < 64; ++round) {
    std::vector<DieId>& out = *knocked_out;
    out.clear();
    for (DieId d : s.in_field_of(s.all_controllers())) {
      const int damage = s.dice[static_cast<std::size_t>(d)].damage;
      // Defense 0 means KO, damage or not.
      if (s.face(d).is_character() && (damage > 0 ? damage >= g.defense(d) : g.defense(d) <= 0)) out.push_back(d);
    }
    if (out.empty()) break;
    std::sort(out.begin(), out.end());
    for (DieId d : out) g.ko(d, kNone, s.dice[static_cast<std::size_t>(d)].hurt_by);
  }
  s.protected_dice = std::move(saved);
}

}  // namespace dm
