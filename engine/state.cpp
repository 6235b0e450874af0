#include "engine/state.hpp"

#include <algorithm>

#include "engine/library.hpp"

namespace dm {

std::string_view to_string(TaskKind k) {
  static constexpr std::string_view names[] = {
      "begin_turn", "clear_draw", "roll", "main", "end_main", "attack_begin", "blockers", "attack_window",
      "assign_damage", "combat_damage", "end_combat", "cleanup", "end_turn", "opponent_window", "buy", "field",
      "use_action", "use_global", "resolve", "apply_damage", "collect", "order", "protect"};
  return names[static_cast<int>(k)];
}

const CardDef& GameState::def(CardId c) const { return library->at(cards[c].def); }

std::vector<DieId> GameState::in_zone(PlayerId p, Zone z) const {
  std::vector<DieId> out;
  for (const auto& d : dice)
    if (d.zone == z && d.controller == p) out.push_back(d.id);
  return out;
}

std::vector<DieId> GameState::supply(CardId c) const {
  std::vector<DieId> out;
  for (const auto& d : dice)
    if (d.zone == Zone::Supply && d.card == c) out.push_back(d.id);
  return out;
}

bool GameState::has_supply(CardId c) const {
  for (const auto& d : dice)
    if (d.zone == Zone::Supply && d.card == c) return true;
  return false;
}

int GameState::count(PlayerId p, Zone z) const {
  int n = 0;
  for (const auto& d : dice)
    if (d.zone == z && d.controller == p) ++n;
  return n;
}

bool GameState::is_character_die(DieId d) const { return in_field(dice[d].zone) && face(d).is_character(); }

bool GameState::is_sidekick(DieId d) const {
  if (def_of(d).kind == CardKind::Sidekick) return true;
  // Ally: counts as a Sidekick while in the Field Zone.
  return in_field(dice[d].zone) && has_mod(d, "ally");
}

bool GameState::has_mod(DieId d, std::string_view name) const {
  return std::any_of(mods.begin(), mods.end(), [&](const Modifier& m) { return m.die == d && m.name == name; });
}

bool GameState::player_has_mod(PlayerId p, std::string_view name) const {
  return std::any_of(mods.begin(), mods.end(),
                     [&](const Modifier& m) { return m.die == kNone && m.player == p && m.name == name; });
}

int GameState::fielded_characters(PlayerId p) const {
  int n = 0;
  for (const auto& d : dice)
    if (d.controller == p && in_field(d.zone) && face(d.id).is_character()) ++n;
  return n;
}

bool GameState::operator==(const GameState& o) const {
  return library == o.library && edition == o.edition && start_life == o.start_life && turn_cap == o.turn_cap &&
         attack_first_turn == o.attack_first_turn && turn == o.turn && active == o.active &&
         first_player == o.first_player && step == o.step && players == o.players && cards == o.cards &&
         dice == o.dice && mods == o.mods && once == o.once && events == o.events && damage == o.damage &&
         tasks == o.tasks && pending == o.pending && plans == o.plans && pay_cost.energy == o.pay_cost.energy && pay_cost.life == o.pay_cost.life && pay_one == o.pay_one && candidates == o.candidates &&
         selection == o.selection && last_paid == o.last_paid && division == o.division && engagements == o.engagements && protected_dice == o.protected_dice && cause == o.cause && script_errors == o.script_errors && fielded_this_turn == o.fielded_this_turn &&
         window_passes == o.window_passes && priority == o.priority && rng == o.rng &&
         forced_faces == o.forced_faces && forced_draws == o.forced_draws && over == o.over &&
         winner == o.winner && end_reason == o.end_reason && steps == o.steps;
}

namespace {
struct Hasher {
  std::uint64_t h = 1469598103934665603ull;
  void add(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= (v >> (i * 8)) & 0xff;
      h *= 1099511628211ull;
    }
  }
  void add(const std::string& s) {
    add(s.size());
    for (unsigned char c : s) {
      h ^= c;
      h *= 1099511628211ull;
    }
  }
};
}  // namespace

std::uint64_t GameState::hash() const {
  Hasher x;
  x.add(static_cast<int>(edition));
  x.add(turn);
  x.add(active);
  x.add(static_cast<int>(step));
  for (const auto& p : players) {
    x.add(p.life);
    x.add(p.bonus_generic);
    x.add(p.floating);
  }
  for (const auto& d : dice) {
    x.add(d.card);
    x.add(d.owner);
    x.add(d.controller);
    x.add(static_cast<int>(d.zone));
    x.add(d.face);
    x.add(d.damage);
    x.add(d.blocking);
    x.add(d.was_blocked);
    x.add(d.held_by);
  }
  for (const auto& m : mods) {
    x.add(m.die);
    x.add(m.player);
    x.add(m.attack);
    x.add(m.defense);
    x.add(m.name);
    x.add(m.value);
  }
  for (const auto& t : tasks) {
    x.add(static_cast<int>(t.kind));
    x.add(t.stage);
    x.add(t.die);
    x.add(t.ability);
  }
  x.add(static_cast<int>(pending.kind));
  x.add(pending.player);
  x.add(pending.options.size());
  for (auto w : rng.raw()) x.add(w);
  x.add(over);
  x.add(winner);
  return x.h;
}

}  // namespace dm
