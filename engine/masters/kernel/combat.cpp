// The Attack Step: attackers (each player of the active side), blockers (each player of the
// defending side), the window for actions and globals, dividing damage, combat damage.
#include <algorithm>

#include "engine/masters/kernel/rules.hpp"
#include "engine/masters/kernel/scratch.hpp"

namespace dm {

namespace {

// `holding`: some die is held (captured or controlled) by another, so holders must be looked for.
bool may_attack(const Game& g, DieId d, bool holding) {
  const auto& s = g.state();
  if (s.dice[static_cast<std::size_t>(d)].zone != Zone::Field || !s.face(d).is_character() || g.has_tag(d, Tag::CantAttack))
    return false;
  // A die controlling another die is busy doing so: it can't attack (the controlled die can).
  if (holding)
    for (const auto& o : s.dice)
      if (o.held_by == d && in_field(o.zone)) return false;
  return true;
}

const std::vector<DieId>& blockers_of(const GameState& s, DieId attacker, std::vector<DieId>& out) {
  out.clear();
  for (DieId d : s.in_zone_of(s.all_controllers(), Zone::Attack))
    if (s.dice[static_cast<std::size_t>(d)].blocking == attacker) out.push_back(d);
  return out;
}

// In id order, whichever player of the active side controls them.
const std::vector<DieId>& attackers(const GameState& s, std::vector<DieId>& out) {
  out.clear();
  for (DieId d : s.in_zone_of(s.active_controllers(), Zone::Attack))
    if (s.dice[static_cast<std::size_t>(d)].blocking == kNone) out.push_back(d);
  return out;
}

bool any_attacker(const GameState& s) {
  for (DieId d : s.in_zone_of(s.active_controllers(), Zone::Attack))
    if (s.dice[static_cast<std::size_t>(d)].blocking == kNone) return true;
  return false;
}

// The players who block: the first side other than the active one.
SideId defending_side(const GameState& s) { return (s.active_side + 1) % s.side_count(); }

PlayerId next_defender(const GameState& s, PlayerId after) {
  const SideId def = defending_side(s);
  for (PlayerId q = after + 1; q < s.player_count(); ++q)
    if (s.side(q) == def) return q;
  return kNone;
}

// The player of the defending side who takes an unblocked attacker's damage: with a team's
// shared life it matters only for "when you take damage" reactions, which its first player gets.
PlayerId defender_hit(const GameState& s) { return next_defender(s, kNone); }

int block_life_tax(const Game& g, PlayerId defender, DieId blocker) {
  int tax = 0;
  for (const auto& m : g.state().mods)
    if (m.kind == ModKind::BlockTax && m.player == defender && !(m.name != kNone && g.has_affiliation(blocker, m.name)))
      tax += m.amount;
  return tax;
}

}  // namespace

void Rules::attack_begin(Game& g, Task& t) {
  auto& s = state(g);
  s.step = Step::Attack;
  s.active = t.player;
  const PlayerId p = t.player;
  if (t.stage == static_cast<int>(DeclareStage::Declare)) {
    const bool first_turn_barred = !s.attack_first_turn && s.turn == 1;
    auto opts = options(g);
    if (!first_turn_barred) {
      // Only a held die in the field keeps its holder from attacking (may_attack): the field's
      // dice are enough to look at.
      bool holding = false;
      if (s.holding)
        for (DieId x : s.in_field_of(s.all_controllers()))
          if (s.dice[static_cast<std::size_t>(x)].held_by != kNone) {
            holding = true;
            break;
          }
      for (DieId d : s.in_zone(p, Zone::Field)) {
        if (!may_attack(g, d, holding)) continue;
        const bool picked = std::find(s.selection.begin(), s.selection.end(), d) != s.selection.end();
        opts.emplace_back(picked ? Verb::Unattack : Verb::Attack, d);
      }
    }
    if (!opts.empty()) {
      opts.emplace_back(Verb::Done);
      push(g, t);
      ask(g, DecisionKind::DeclareAttackers, p, Ask::Attackers, std::move(opts));
      return;
    }
    give_back(g, std::move(opts));
    const PlayerId next = next_active(s, p);
    if (next != kNone) push(g, TaskKind::AttackBegin, 0, next);
    else push(g, TaskKind::AttackBegin, static_cast<std::uint8_t>(DeclareStage::Finish), p);
    return;
  }
  // Every attacker of the side is declared: they enter the Attack Zone together, the side's
  // first player speaking for it from here on.
  s.active = first_active(s);
  Scratch<DieId> choosing;
  std::vector<DieId>& chosen = *choosing;
  chosen.assign(s.selection.begin(), s.selection.end());
  std::sort(chosen.begin(), chosen.end());
  s.selection.clear();
  if (chosen.empty()) {
    // Nobody attacks: the turn ends at once, with no window for globals.
    push(g, TaskKind::Cleanup);
    return;
  }
  push(g, TaskKind::Blockers, 0, defender_hit(s));
  for (DieId d : chosen) g.move(d, Zone::Attack, s.dice[static_cast<std::size_t>(d)].controller);
  emit(g, LogEvent{.kind = LogEventKind::Attack, .player = s.active, .dice = chosen});
  for (DieId d : chosen) g.emit(Event{Trigger::AttackAssigned, d, s.dice[static_cast<std::size_t>(d)].controller});
}

void Rules::answer_attackers(Game& g, const Option& o) {
  auto& s = state(g);
  if (o.verb == Verb::Attack) {
    s.selection.push_back(o.a);
    return;
  }
  if (o.verb == Verb::Unattack) {
    std::erase(s.selection, o.a);
    return;
  }
  // Done: the next player of the side declares, or the attack begins.
  const Task t = s.tasks.back();
  s.tasks.pop_back();
  const PlayerId next = next_active(s, t.player);
  if (next != kNone) push(g, TaskKind::AttackBegin, 0, next);
  else push(g, TaskKind::AttackBegin, static_cast<std::uint8_t>(DeclareStage::Finish), t.player);
}

bool Rules::can_block(const Game& g, DieId blocker, DieId attacker) {
  const auto& s = g.state();
  if (s.dice[static_cast<std::size_t>(attacker)].zone != Zone::Attack) return false;
  if (!in_field(s.dice[static_cast<std::size_t>(blocker)].zone) || !s.face(blocker).is_character()) return false;
  if (g.has_tag(blocker, Tag::CantBlock) || g.has_tag(attacker, Tag::Unblockable)) return false;
  if (!g.has_abilities(attacker)) return true;
  // "Can't be blocked by ..." on the attacker's card.
  const CardId src = g.ability_card(attacker);
  const CardDef& def = s.def(src);
  for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
    const auto& ab = def.abilities[static_cast<std::size_t>(a)];
    if (ab.kind != AbilityKind::Static || !ab.has[static_cast<int>(Slot::Restrict)]) continue;
    const int bursts = s.face(attacker).bursts;
    if (!applies(def, a, bursts)) continue;
    const AbilityCall c{src, a, attacker, s.dice[static_cast<std::size_t>(attacker)].controller, bursts};
    if (g.runtime().forbids_block(g, c, attacker, blocker)) return false;
  }
  return true;
}

void Rules::blockers(Game& g, Task& t) {
  auto& s = state(g);
  Scratch<DieId> attacking;
  const auto& atk = attackers(s, *attacking);
  if (atk.empty()) {
    push(g, TaskKind::EndCombat);
    return;
  }
  const PlayerId def = t.player;
  if (t.stage == static_cast<int>(DeclareStage::Declare)) {
    int committed_tax = 0;
    for (DieId b : s.in_zone(def, Zone::Field))
      if (s.dice[static_cast<std::size_t>(b)].blocking != kNone) committed_tax += block_life_tax(g, def, b);
    // "Must block him if able": attackers every able blocker has to block.
    std::vector<DieId> must;
    for (const auto& m : s.mods)
      if (m.kind == ModKind::MustBlock && m.player == def && m.other >= 0 &&
          s.dice[static_cast<std::size_t>(m.other)].zone == Zone::Attack)
        must.push_back(m.other);
    bool owed = false;  // a blocker that must block is not yet blocking
    std::vector<Option> opts = options(g);
    for (DieId b : s.in_zone(def, Zone::Field)) {
      const Die& bd = s.dice[static_cast<std::size_t>(b)];
      if (!s.face(b).is_character()) continue;
      if (bd.blocking != kNone) {
        opts.emplace_back(Verb::Unblock, b);
        continue;
      }
      std::vector<DieId> forced;
      for (DieId a : must)
        if (can_block(g, b, a)) forced.push_back(a);
      const int tax = block_life_tax(g, def, b);
      if (tax && s.life(def) <= committed_tax + tax) continue;
      if (!forced.empty()) owed = true;
      for (DieId a : atk)
        if (can_block(g, b, a) && (forced.empty() || std::find(forced.begin(), forced.end(), a) != forced.end()))
          opts.emplace_back(Verb::Block, b, a);
    }
    if (!opts.empty()) {
      if (!owed) opts.emplace_back(Verb::Done);
      push(g, t);
      ask(g, DecisionKind::DeclareBlockers, def, Ask::Blockers, std::move(opts));
      return;
    }
    give_back(g, std::move(opts));
    const PlayerId next = next_defender(s, def);
    if (next != kNone) push(g, TaskKind::Blockers, 0, next);
    else push(g, TaskKind::Blockers, static_cast<std::uint8_t>(DeclareStage::Finish), def);
    return;
  }
  // Every defender has declared: blockers join the Attack Zone, then blocking triggers fire.
  Scratch<DieId> declaring;
  std::vector<DieId>& declared = *declaring;
  for (DieId b : s.in_zone_of(s.player_controllers() & ~s.active_controllers(), Zone::Field))
    if (s.dice[static_cast<std::size_t>(b)].blocking != kNone) declared.push_back(b);
  push(g, TaskKind::AttackWindow);
  for (DieId b : declared) {
    const DieId a = s.dice[static_cast<std::size_t>(b)].blocking;
    // Deadly marks whoever it engages: KO'd at the end of the turn, whatever becomes of it.
    if (g.has_tag(a, Tag::Deadly)) g.grant(b, name_of(Tag::KoEndOfTurn));
    if (g.has_tag(b, Tag::Deadly)) g.grant(a, name_of(Tag::KoEndOfTurn));
    s.place(b, Zone::Attack);
    s.dice[static_cast<std::size_t>(a)].was_blocked = true;
  }
  // Each defender pays their block tax.
  for (PlayerId q = 0; q < s.player_count(); ++q) {
    int tax = 0;
    for (DieId b : declared)
      if (s.dice[static_cast<std::size_t>(b)].controller == q) tax += block_life_tax(g, q, b);
    g.lose_life(q, tax);
  }
  emit(g, LogEvent{.kind = LogEventKind::Block, .player = defender_hit(s), .dice = declared});
  for (DieId a : atk)
    if (s.dice[static_cast<std::size_t>(a)].was_blocked)
      g.emit(Event{Trigger::Blocked, a, s.dice[static_cast<std::size_t>(a)].controller});
  for (DieId b : declared)
    g.emit(Event{Trigger::Blocks, b, s.dice[static_cast<std::size_t>(b)].controller, 0, s.dice[static_cast<std::size_t>(b)].blocking});
  for (DieId a : atk) g.emit(Event{Trigger::AfterBlockers, a, s.dice[static_cast<std::size_t>(a)].controller});
  for (DieId b : declared) g.emit(Event{Trigger::AfterBlockers, b, s.dice[static_cast<std::size_t>(b)].controller});
}

void Rules::answer_blockers(Game& g, const Option& o) {
  auto& s = state(g);
  switch (o.verb) {
    case Verb::Unblock: s.dice[static_cast<std::size_t>(o.a)].blocking = kNone; return;
    case Verb::Block: s.dice[static_cast<std::size_t>(o.a)].blocking = o.b; return;
    default: break;
  }
  // Done: the next defender declares, or the blocks take effect.
  Task t = s.tasks.back();
  s.tasks.pop_back();
  const PlayerId next = next_defender(s, t.player);
  if (next != kNone) push(g, TaskKind::Blockers, 0, next);
  else push(g, TaskKind::Blockers, static_cast<std::uint8_t>(DeclareStage::Finish), t.player);
}

void Rules::attack_window(Game& g, Task& t) {
  auto& s = state(g);
  const auto order = priority(state(g));
  if (t.stage == static_cast<int>(WindowStage::Open)) {
    s.priority = order.front();
    s.window_passes = 0;
    t.stage = static_cast<int>(WindowStage::Asked);
  }
  if (s.window_passes >= s.player_count() || !any_attacker(s)) {
    s.division.clear();
    push(g, TaskKind::AssignDamage);
    return;
  }
  const PlayerId p = s.priority;
  auto opts = options(g);
  if (s.is_active(p))
    for (DieId d : s.in_zone(p, Zone::Reserve))
      if (s.face(d).is_action()) opts.emplace_back(Verb::Action, d);
  window_options(g, p, true, false, opts);
  push(g, t);
  if (opts.empty()) {
    // Not asked: nothing they could use. Said in the log, so a reader sees the window passed.
    emit(g, LogEvent{.kind = LogEventKind::WindowSkipped, .player = p, .window = SkippedWindow::AfterBlockers});
    give_back(g, std::move(opts));
    ++s.window_passes;
    s.priority = order.after(p);
    return;
  }
  opts.emplace_back(Verb::Pass);
  ask(g, DecisionKind::GlobalWindow, p, Ask::GlobalsAfterBlockers, std::move(opts));
}

namespace {

// Damage that KOs blocker b: what its defense has left.
int lethal(const Game& g, DieId b) {
  return std::max(0, g.defense(b) - g.state().dice[static_cast<std::size_t>(b)].damage);
}

}  // namespace

// The attacker divides each attacker's damage among its blockers, one blocker at a time
// ("el atacante podrá elegir cómo reparte el daño", AvX rulebook, "Asignar daños").
// Overcrush: "if this character KO's all of its blockers, it deals any leftover damage to your
// opponent" (ASM rulebook, lexicon). Damage past a blocker's defense is lost, so each blocker
// is offered 0 up to what KOs it; once every blocker has that, the rest goes through, and
// whoever is spared, the last blocker takes what is left.
void Rules::assign_damage(Game& g, Task&) {
  auto& s = state(g);
  Scratch<DieId> attacking, blocking;
  for (DieId a : attackers(s, *attacking)) {
    // Blockers join the Attack Zone as the attacker they engage is marked blocked, so an
    // attacker not marked has none there.
    if (!s.dice[static_cast<std::size_t>(a)].was_blocked) continue;
    const auto& bl = blockers_of(s, a, *blocking);
    const bool overcrush = g.has_tag(a, Tag::Overcrush);
    if (bl.empty() || (bl.size() < 2 && !overcrush) || g.has_tag(a, Tag::NoDamage)) continue;
    const int total = g.attack(a);
    int given = 0;
    std::size_t done = 0;
    bool all_lethal = true;
    for (DieId b : bl)
      for (const auto& e : s.division)
        if (e.attacker == a && e.blocker == b) {
          given += e.amount;
          ++done;
          all_lethal = all_lethal && e.amount >= lethal(g, b);
        }
    if (done == bl.size()) continue;
    const DieId b = bl[done];
    const int left = total - given;
    if (done + 1 == bl.size()) {
      // The last blocker takes what is left; with Overcrush and the others all KO'd, enough to
      // KO it, the rest going through.
      s.division.push_back(Division{a, b, overcrush && all_lethal ? std::min(left, lethal(g, b)) : left});
      push(g, TaskKind::AssignDamage);
      return;
    }
    const int most = overcrush ? std::min(left, lethal(g, b)) : left;
    std::vector<Option> opts;
    for (int n = 0; n <= most; ++n) opts.emplace_back(Verb::Assign, n, left);
    push(g, TaskKind::AssignDamage, 0, s.dice[static_cast<std::size_t>(a)].controller, task::Assign{a, b});
    ask(g, DecisionKind::AssignDamage, s.dice[static_cast<std::size_t>(a)].controller, Ask::Assign, std::move(opts), a, b);
    return;
  }
  push(g, TaskKind::CombatDamage);
}

void Rules::answer_assign(Game& g, const Option& o) {
  auto& s = state(g);
  const auto& as = std::get<task::Assign>(s.tasks.back().data);
  s.division.push_back(Division{as.attacker, as.blocker, o.a});
}

void Rules::combat_damage(Game& g, Task&) {
  auto& s = state(g);
  const PlayerId hit = defender_hit(s);
  push(g, TaskKind::EndCombat);
  Scratch<DieId> attacking, blocking;
  for (DieId a : attackers(s, *attacking)) {
    const CardId ac = s.dice[static_cast<std::size_t>(a)].card;
    const bool silent = g.has_tag(a, Tag::NoDamage);
    const int power = silent ? 0 : g.attack(a);
    const bool blocked = s.dice[static_cast<std::size_t>(a)].was_blocked;
    blocking->clear();
    const auto& bl = blocked ? blockers_of(s, a, *blocking) : *blocking;  // none unless blocked (assign_damage)
    if (!blocked) {
      g.damage(kNone, hit, power, a, ac, true);
    } else if (bl.size() == 1 && !g.has_tag(a, Tag::Overcrush)) {
      g.damage(bl[0], kNone, power, a, ac, true);
    } else {
      // As the attacker divided it (assign_damage); with Overcrush what no blocker took goes
      // to the defending player.
      int left = power;
      for (const auto& e : s.division)
        if (e.attacker == a && !silent) {
          g.damage(e.blocker, kNone, e.amount, a, ac, true);
          left -= e.amount;
        }
      if (g.has_tag(a, Tag::Overcrush) && !silent && left > 0) g.damage(kNone, hit, left, a, ac, true);
    }
    for (DieId b : bl)
      if (!g.has_tag(b, Tag::NoDamage)) g.damage(a, kNone, g.attack(b), b, s.dice[static_cast<std::size_t>(b)].card, true);
  }
  push(g, TaskKind::ApplyDamage, 0, kNone, task::Damage{0, true});
}

void Rules::end_combat(Game& g, Task& t) {
  auto& s = state(g);
  if (t.stage == static_cast<int>(EndCombatStage::Trigger)) {
    g.emit(Event{Trigger::EndOfCombat, kNone, s.active});
    t.stage = static_cast<int>(EndCombatStage::Finish);
    push(g, t);
    return;
  }
  push(g, TaskKind::Cleanup);
  std::vector<DieId> doomed;
  for (const auto& m : s.mods)
    if (m.kind == ModKind::Tag && m.die != kNone && m.name == name_of(Tag::KoEndOfCombat)) doomed.push_back(m.die);
  for (DieId d : doomed) g.ko(d, kNone);
}

}  // namespace dm
