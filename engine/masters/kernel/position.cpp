// Positions set from outside the game (scenarios, tests, rulings): dice placed, life totals
// set, and the turn started at a chosen step. Checked first; on any problem nothing changes.
#include <algorithm>

#include "engine/masters/kernel/rules.hpp"

namespace dm {

namespace {

struct Start {
  Step step;
  TaskKind task;
  std::uint8_t stage;
};

Start start_of(TurnStart t) {
  switch (t) {
    case TurnStart::Start: return {Step::ClearDraw, TaskKind::BeginTurn, 0};
    case TurnStart::Roll: return {Step::Roll, TaskKind::Roll, 0};
    case TurnStart::Main: return {Step::Main, TaskKind::Main, 0};
    case TurnStart::Attack: return {Step::Attack, TaskKind::AttackBegin, 0};
    case TurnStart::Blockers: return {Step::Attack, TaskKind::Blockers, 0};
    case TurnStart::AfterBlockers: return {Step::Attack, TaskKind::AttackWindow, 0};
    case TurnStart::Damage: return {Step::Attack, TaskKind::AssignDamage, 0};
    case TurnStart::Cleanup: return {Step::Cleanup, TaskKind::Cleanup, 0};
  }
  return {Step::ClearDraw, TaskKind::BeginTurn, 0};
}


// Puts one die where the placement says, on a copy of the state; the reason when it can't.
std::optional<std::string> place_one(GameState& s, const DiePlacement& p) {
  const int players = s.player_count();
  if (p.die < 0 || p.die >= static_cast<DieId>(s.dice.size())) return "no die " + std::to_string(p.die);
  Die& d = s.dice[static_cast<std::size_t>(p.die)];
  const CardDef& def = s.def(d.card);
  const PlayerId card_owner = s.cards[static_cast<std::size_t>(d.card)].owner;
  PlayerId owner = p.owner == kNone ? card_owner : p.owner;
  if (card_owner != kNone && owner != card_owner) return dm::die_name(s, p.die) + " belongs to player " + std::to_string(card_owner);
  if (p.zone == Zone::Supply) owner = card_owner;
  else if (owner == kNone) return dm::die_name(s, p.die) + " is a basic action die: it needs an owner out of the supply";
  if (owner != kNone && (owner < 0 || owner >= players)) return "no player " + std::to_string(owner);
  const bool field = in_field(p.zone);
  const PlayerId controller = p.controller == kNone ? owner : p.controller;
  if (controller != owner && !field) return dm::die_name(s, p.die) + ": only dice in the field can be controlled by another player";
  if (controller != kNone && (controller < 0 || controller >= players)) return "no player " + std::to_string(controller);
  if (p.zone == Zone::Captured) return dm::die_name(s, p.die) + ": a die is captured by an effect, not placed";
  const int face = p.face == kNone ? d.face : p.face;
  if (face < 0 || face > 5) return dm::die_name(s, p.die) + ": no face " + std::to_string(face);
  if (field && !def.faces[static_cast<std::size_t>(face)].is_character())
    return dm::die_name(s, p.die) + " can't be in the Field Zone showing " + def.faces[static_cast<std::size_t>(face)].describe();
  if (p.damage < 0 || (p.damage > 0 && !field)) return dm::die_name(s, p.die) + ": only dice in the field carry damage";
  if (p.blocking != kNone && p.zone != Zone::Attack) return dm::die_name(s, p.die) + ": a blocker is in the Attack Zone";
  if (p.blocking != kNone && (p.blocking < 0 || p.blocking >= static_cast<DieId>(s.dice.size())))
    return "no die " + std::to_string(p.blocking);
  d.zone = p.zone;
  d.face = face;
  d.owner = owner;
  d.controller = controller;
  d.damage = p.damage;
  d.blocking = p.blocking;
  d.was_blocked = false;
  d.hurt_by = kNone;
  d.held_by = kNone;
  return std::nullopt;
}

}  // namespace

std::optional<std::string> Game::place(const DiePlacement& p) {
  if (p.zone == Zone::Attack) return std::string("the Attack Zone is set up with set_position, which starts the turn");
  GameState s = s_;
  if (auto err = place_one(s, p)) return err;
  s.reindex();
  s_ = std::move(s);
  return std::nullopt;
}

std::optional<std::string> Game::set_life(PlayerId p, int life) {
  if (p < 0 || p >= s_.player_count()) return "no player " + std::to_string(p);
  s_.sides[static_cast<std::size_t>(s_.side(p))].life = life;
  return std::nullopt;
}

std::optional<std::string> Game::set_position(const Position& pos) {
  GameState s = s_;  // changed as a copy, kept only when everything holds
  const int players = s.player_count();
  if (pos.active < 0 || pos.active >= players) return "no player " + std::to_string(pos.active) + " to take the turn";
  if (pos.turn < 1) return std::string("turns are numbered from 1");
  if (pos.life.size() > s.sides.size()) return std::string("more life totals than sides");
  std::vector<char> placed(s.dice.size(), 0);
  for (const auto& p : pos.dice) {
    if (p.die >= 0 && p.die < static_cast<DieId>(s.dice.size()) && placed[static_cast<std::size_t>(p.die)]++)
      return dm::die_name(s, p.die) + " is placed twice";
    if (auto err = place_one(s, p)) return err;
  }
  for (std::size_t sd = 0; sd < pos.life.size(); ++sd)
    if (pos.life[sd]) s.sides[sd].life = *pos.life[sd];
  s.active_side = s.side(pos.active);
  s.active = pos.active;
  s.turn = pos.turn;
  const Start start = start_of(pos.start);
  s.step = start.step;
  // The Attack Zone as placed: the active side's dice attack, the others block.
  bool attackers = false, blockers = false;
  for (auto& d : s.dice) {
    if (d.zone != Zone::Attack) continue;
    if (s.is_active(d.controller)) {
      if (d.blocking != kNone) return dm::die_name(s, d.id) + " belongs to the attacking side: it can't be blocking";
      attackers = true;
      continue;
    }
    if (d.blocking == kNone) return dm::die_name(s, d.id) + " is in the defender's Attack Zone: it must block an attacker";
    const Die& a = s.dice[static_cast<std::size_t>(d.blocking)];
    if (a.zone != Zone::Attack || !s.is_active(a.controller))
      return dm::die_name(s, d.id) + " blocks " + dm::die_name(s, d.blocking) + ", which is not attacking";
    s.dice[static_cast<std::size_t>(d.blocking)].was_blocked = true;
    blockers = true;
  }
  const bool combat = start.task == TaskKind::Blockers || start.task == TaskKind::AttackWindow || start.task == TaskKind::AssignDamage;
  if ((attackers || blockers) && !combat) return std::string("dice are in the Attack Zone: start at blockers, after blockers or damage");
  if (combat && !attackers) return std::string("a combat start needs attackers in the Attack Zone");
  if (blockers && start.task == TaskKind::Blockers) return std::string("at the blockers step no blocker is declared yet");
  s.tasks.clear();
  s.instances.clear();
  s.pending = Decision{};
  s.selection.clear();
  s.events.clear();
  s.damage.clear();
  s.division.clear();
  s.plans.clear();
  s.protected_dice.clear();
  s.window_passes = 0;
  s.priority = kNone;
  s.over = false;
  s.winner = kNone;
  s.end_reason = EndReason::None;
  PlayerId who = start.task == TaskKind::BeginTurn || start.task == TaskKind::Cleanup ? kNone : pos.active;
  // The defenders declare blockers: the first player of the defending side.
  if (start.task == TaskKind::Blockers)
    for (PlayerId q = 0; q < players; ++q)
      if (!s.is_active(q)) {
        who = q;
        break;
      }
  if (start.task == TaskKind::AttackWindow || start.task == TaskKind::AssignDamage) who = kNone;
  s.tasks.push_back(Task{start.task, start.stage, who});
  s.reindex();
  s_ = std::move(s);
  return std::nullopt;
}

}  // namespace dm
