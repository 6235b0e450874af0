// What happens to dice and players: moves, rolls, draws, damage, KOs, life, captures and
// the lasting modifiers. The rules and the effects of cards both come through here.
#include <algorithm>
#include <spdlog/spdlog.h>

#include "dm/limits.hpp"
#include "engine/masters/kernel/effects.hpp"
#include "engine/masters/kernel/rules.hpp"

namespace dm {

bool Game::shielded(DieId d) const {
  return std::find(s_.protected_dice.begin(), s_.protected_dice.end(), d) != s_.protected_dice.end();
}

void Game::move(DieId d, Zone z, PlayerId zone_player) {
  Die& die = s_.dice[static_cast<std::size_t>(d)];
  const bool was_field = in_field(die.zone);
  const bool was_attack = die.zone == Zone::Attack;
  const PlayerId was_controller = die.controller;
  const std::uint8_t role = die.zone != Zone::Attack ? 0 : die.blocking != kNone ? 2 : s_.is_active(die.controller) ? 1 : 2;
  // "If the controlled die is sent to your Prep Area or Used Pile, it goes to your opponent's
  // Prep Area instead" (ASM and AvX rulebooks, "Capturing, Controlling, and Copying"). Sent Out
  // of Play (an unblocked attacker under asm2015) it stays with its controller, on its way to
  // their Used Pile: the Cleanup Step sends it home then (turn.cpp). Anywhere else it goes back
  // to its owner.
  const bool controlled = was_field && die.controller != die.owner;
  if (controlled && (z == Zone::Prep || z == Zone::Used)) {
    z = Zone::Prep;
    zone_player = die.owner;
  } else if (controlled && z == Zone::OutOfPlay) {
    zone_player = die.controller;
  } else if (zone_player == kNone || !in_field(z)) {
    zone_player = die.owner;
  }
  s_.place(d, z, zone_player);
  if (!in_field(z)) {
    die.damage = 0;
    die.was_blocked = false;
    die.hurt_by = kNone;
    if (z != Zone::Captured) die.held_by = kNone;  // control ends when the die leaves the field
  }
  if (z != Zone::Attack) {
    die.blocking = kNone;
    die.was_blocked = false;
    // Whoever was engaged with it is engaged no longer. A blocker is in a field zone (in the
    // Field Zone while blocks are declared, in the Attack Zone after), and leaving them ends
    // its engagement (above), so only their dice are looked at.
    if (was_attack)
      for (DieId o : s_.in_field_of(s_.all_controllers()))
        if (s_.dice[static_cast<std::size_t>(o)].blocking == d) s_.dice[static_cast<std::size_t>(o)].blocking = kNone;
  }
  if (was_field && !in_field(z)) {
    Event e{Trigger::LeavesField, d, die.owner};
    e.role = role;
    e.cause = s_.cause;
    emit(e);
    if (s_.cause != kNone && s_.cause != was_controller) {
      Event a = e;
      a.kind = Trigger::Aftershock;
      emit(a);
    }
    // Dice this one captured or controlled come back where they were.
    if (s_.holding) release(d);
  }
}

void Game::release(DieId by, bool captured_only) {
  for (auto& other : s_.dice)
    if (other.held_by == by && (!captured_only || other.zone == Zone::Captured)) {
      other.held_by = kNone;
      s_.place(other.id, other.held_from, other.owner);
    }
}

void Game::prevent_damage(DieId d, PlayerId p, int amount) {
  if (amount <= 0 || (d != kNone && shielded(d))) return;
  Modifier m;
  m.kind = ModKind::PreventDamage;
  m.die = d;
  m.player = d == kNone ? p : kNone;
  m.amount = amount;
  add_mod(m);
}

int Game::roll(DieId d) {
  const int f = s_.chance.roll(6);
  s_.dice[static_cast<std::size_t>(d)].face = f;
  return f;
}

DieId Game::draw(PlayerId p) {
  thread_local std::vector<DieId> bag;
  bag_of(p, bag);
  return draw_from(p, bag);
}

void Game::bag_of(PlayerId p, std::vector<DieId>& bag) const {
  bag.clear();
  for (DieId d : s_.in_zone(p, Zone::Bag)) bag.push_back(d);
}

DieId Game::draw_from(PlayerId p, std::vector<DieId>& bag) {
  if (bag.empty()) {
    for (DieId d : s_.in_zone(p, Zone::Used)) {
      s_.place(d, Zone::Bag);
      bag.push_back(d);
    }
    if (bag.empty()) return kNone;
    Rules::emit(*this, LogEvent{.kind = LogEventKind::Refill, .player = p, .dice = bag});  // all it holds was refilled
  }
  bool missing = false;
  const DieId want = s_.chance.draws.empty() ? kNone : s_.chance.draws.front();
  const std::size_t pick = s_.chance.draw(bag, &missing);
  if (missing) spdlog::warn("pinned draw: die {} is not in player {}'s bag; drawing at random", want, p);
  const DieId d = bag[pick];
  bag.erase(bag.begin() + static_cast<std::ptrdiff_t>(pick));
  s_.place(d, Zone::Prep);
  return d;
}

void Game::emit(const Event& e) { s_.events.push_back(e); }

void Game::add_mod(const Modifier& m) { s_.mods.push_back(m); }

void Game::grant(DieId d, NameId name, int until_turn) {
  Modifier m;
  m.kind = ModKind::Tag;
  m.die = d;
  m.name = name;
  m.until_turn = until_turn;
  add_mod(m);
}

void Game::damage(DieId target, PlayerId player, int amount, DieId source, CardId source_card, bool combat) {
  if (amount <= 0) return;
  const PlayerId hit = target == kNone ? player : s_.dice[static_cast<std::size_t>(target)].controller;
  s_.damage.push_back(PendingDamage{target, hit, amount, source, source_card, combat});
}

void Game::ko(DieId d, DieId source, PlayerId cause) {
  Die& die = s_.dice[static_cast<std::size_t>(d)];
  if (!in_field(die.zone) || shielded(d)) return;
  const bool attacking = Rules::is_attacker(s_, d);
  const std::uint8_t role = die.zone != Zone::Attack ? 0 : attacking ? 1 : 2;
  Rules::emit(*this, LogEvent{.kind = LogEventKind::Ko, .player = die.owner, .die = d});
  const PlayerId owner = die.owner, controller = die.controller;
  Event e{Trigger::KOd, d, owner, 0, source};
  e.role = role;
  e.cause = cause != kNone ? cause : source != kNone ? s_.dice[static_cast<std::size_t>(source)].controller : s_.cause;
  emit(e);
  const PlayerId saved = s_.cause;
  s_.cause = e.cause;
  bool invulnerable = false;
  for (const auto& m : s_.mods)
    if (m.kind == ModKind::Invulnerable && m.player == controller) invulnerable = true;
  if (attacking && invulnerable) {
    // Invulnerability: KO'd attackers come back to the Field Zone, their damage gone with the KO.
    move(d, Zone::Field, controller);
    s_.dice[static_cast<std::size_t>(d)].damage = 0;
  } else if (has_tag(d, Tag::Regenerate)) {
    roll(d);
    // Every roll is in the log, so a pinned face can be matched to the die that took it.
    Rules::emit(*this, LogEvent{.kind = LogEventKind::Roll, .player = controller, .by = RollCause::Regenerate, .dice = {&d, 1}});
    if (s_.face(d).is_character()) {
      move(d, Zone::Field, controller);
      s_.dice[static_cast<std::size_t>(d)].damage = 0;
    } else {
      move(d, Zone::Prep);
    }
  } else {
    move(d, Zone::Prep);
  }
  s_.cause = saved;
}

void Game::sacrifice(DieId d) {
  if (!in_field(s_.dice[static_cast<std::size_t>(d)].zone)) return;
  const PlayerId saved = s_.cause;
  // The player who sacrifices is the one controlling the die, who may not own it.
  const PlayerId by = s_.dice[static_cast<std::size_t>(d)].controller;
  s_.cause = by;  // your own choice: never an Aftershock
  move(d, Zone::Used);
  s_.cause = saved;
  Rules::emit(*this, LogEvent{.kind = LogEventKind::Sacrifice, .player = by, .die = d});
}

void Game::gain_life(PlayerId p, int n) {
  if (n <= 0) return;
  int& life = s_.sides[static_cast<std::size_t>(s_.side(p))].life;
  const int before = life;
  life = std::min(s_.start_life, limits::add_saturated(life, n));  // never above the starting total
  if (life != before) Rules::emit(*this, LogEvent{.kind = LogEventKind::Life, .player = p, .amount = life - before, .total = life});
}

void Game::lose_life(PlayerId p, int n) {
  if (n <= 0) return;
  int& life = s_.sides[static_cast<std::size_t>(s_.side(p))].life;
  life = limits::add_saturated(life, -n);
  Rules::emit(*this, LogEvent{.kind = LogEventKind::Life, .player = p, .amount = -n, .total = life});
}

void Game::field_die(DieId d, int face) {
  if (face >= 0) s_.dice[static_cast<std::size_t>(d)].face = face;
  const Die& die = s_.dice[static_cast<std::size_t>(d)];
  const PlayerId p = die.controller == kNone ? die.owner : die.controller;
  move(d, Zone::Field, p);
  ++s_.fielded_this_turn;
  observe(Observed::Fielded, d);
  Rules::emit(*this, LogEvent{.kind = LogEventKind::Field, .player = p, .die = d});
  emit(Event{Trigger::Fielded, d, p});
  emit(Event{Trigger::YouField, d, p});
}

int Game::spin(DieId d, int levels) {
  const CardDef& def = s_.def_of(d);
  if (!s_.face(d).is_character() || shielded(d)) return 0;
  const int level = std::clamp(s_.face(d).level + levels, 1, def.max_level());
  s_.dice[static_cast<std::size_t>(d)].face = def.face_of_level(level);
  log_level(d);
  return level;
}

void Game::set_level(DieId d, int level) {
  if (shielded(d)) return;
  const int f = s_.def_of(d).face_of_level(level);
  if (f < 0) return;
  s_.dice[static_cast<std::size_t>(d)].face = f;
  log_level(d);
}

void Game::log_level(DieId d) const {
  Rules::emit(*this, LogEvent{.kind = LogEventKind::Level, .player = s_.dice[static_cast<std::size_t>(d)].controller, .die = d});
}

void Game::reroll(DieId d, Zone elsewhere, bool by_effect) {
  if (shielded(d) || s_.dice[static_cast<std::size_t>(d)].zone == Zone::Supply) return;  // unbought: as roll_to
  roll(d);
  const Die& die = s_.dice[static_cast<std::size_t>(d)];
  Rules::emit(*this, LogEvent{.kind = LogEventKind::Reroll, .player = die.controller, .by = by_effect ? RollCause::Effect : RollCause::Rule,
                              .dice = {&d, 1}});
  // It stays where it is unless its new face can't be there.
  if (in_field(die.zone) && !s_.face(d).is_character()) move(d, elsewhere);
}

void Game::roll_to(DieId d, Zone z) {
  Die& die = s_.dice[static_cast<std::size_t>(d)];
  // A die in the supply is not in the game yet: it is not rolled at all, so it takes no pinned
  // face and no number from the generator that a logged roll would have to account for.
  if (die.zone == Zone::Supply) return;
  roll(d);
  Rules::emit(*this, LogEvent{.kind = LogEventKind::Roll, .player = die.owner, .by = RollCause::Effect, .dice = {&d, 1}});
  if (in_field(z) && !s_.face(d).is_character()) z = Zone::Reserve;
  move(d, z);
}

void Game::capture(DieId by, DieId d) {
  Die& die = s_.dice[static_cast<std::size_t>(d)];
  if (die.zone == Zone::Captured || die.zone == Zone::Supply || shielded(d) || d == by) return;
  const Zone from = die.zone;
  move(d, Zone::Captured);
  die.held_by = by;
  s_.holding = true;
  die.held_from = from == Zone::Attack ? Zone::Field : from;
}

void Game::control(DieId by, DieId d) {
  Die& die = s_.dice[static_cast<std::size_t>(d)];
  const Die& holder = s_.dice[static_cast<std::size_t>(by)];
  if (!in_field(die.zone) || !in_field(holder.zone) || shielded(d) || d == by) return;
  const Zone from = die.zone == Zone::Attack ? Zone::Field : die.zone;
  move(d, Zone::Field, holder.controller);
  die.held_by = by;
  s_.holding = true;
  die.held_from = from;
}

int Game::redirect(PlayerId p, int n, DieId d) {
  int moved = 0;
  std::vector<PendingDamage> extra;
  for (auto& pd : s_.damage) {
    if (pd.die != kNone || pd.player != p || moved >= n) continue;
    const int k = std::min(n - moved, pd.amount);
    pd.amount -= k;
    moved += k;
    PendingDamage r = pd;
    r.die = d;
    r.player = s_.dice[static_cast<std::size_t>(d)].controller;
    r.amount = k;
    extra.push_back(r);
  }
  for (auto& r : extra) s_.damage.push_back(r);
  return moved;
}

void Game::script_log(const std::string& text) {
  Rules::emit(*this, LogEvent{.kind = LogEventKind::Script, .text = text});
}

int Game::pending_damage_to(PlayerId p) const {
  int total = 0;
  for (const auto& pd : s_.damage)
    if (pd.die == kNone && pd.player == p) total += pd.amount;
  return total;
}

DieId Effects::draw_by_effect(PlayerId p) const {
  const DieId d = g_.draw(p);
  if (d != kNone) Rules::emit(g_, LogEvent{.kind = LogEventKind::Draw, .player = p, .by = RollCause::Effect, .dice = {&d, 1}});
  return d;
}

}  // namespace dm
