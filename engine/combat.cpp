// The Attack Step: attackers, blockers, the window for actions and globals, damage.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "engine/rules.hpp"
#include "engine/script/host.hpp"

namespace dm {

using json = nlohmann::json;

namespace {

bool may_attack(const Game& g, DieId d) {
  const auto& s = g.state();
  if (s.dice[d].zone != Zone::Field || !s.face(d).is_character() || s.has_mod(d, "cant_attack")) return false;
  // A die controlling another die is busy doing so: it can't attack (the controlled die can).
  for (const auto& o : s.dice)
    if (o.held_by == d && in_field(o.zone)) return false;
  return true;
}

std::vector<DieId> blockers_of(const GameState& s, DieId attacker) {
  std::vector<DieId> out;
  for (const auto& d : s.dice)
    if (d.zone == Zone::Attack && d.blocking == attacker) out.push_back(d.id);
  return out;
}

std::vector<DieId> attackers(const GameState& s) {
  std::vector<DieId> out;
  for (const auto& d : s.dice)
    if (d.zone == Zone::Attack && d.controller == s.active && d.blocking == kNone) out.push_back(d.id);
  return out;
}

}  // namespace

void Rules::attack_begin(Game& g, Task& t) {
  auto& s = g.mutable_state();
  s.step = Step::Attack;
  const PlayerId p = s.active;
  bool first_turn_barred = !s.attack_first_turn && s.turn == 1;
  std::vector<Option> opts;
  if (!first_turn_barred) {
    for (DieId d : s.in_zone(p, Zone::Field)) {
      if (!may_attack(g, d)) continue;
      bool picked = std::find(s.selection.begin(), s.selection.end(), d) != s.selection.end();
      opts.push_back(Option{(picked ? "unattack:" : "attack:") + std::to_string(d),
                            (picked ? "don't attack with " : "attack with ") + g.die_label(d), d});
    }
  }
  if (opts.empty()) {
    // Nobody can attack: the turn ends at once, with no window for globals.
    s.selection.clear();
    g.push(Task{TaskKind::Cleanup});
    return;
  }
  opts.push_back(Option{"done", s.selection.empty() ? "don't attack" : "attack with the chosen characters"});
  g.push(t);
  set_decision(g, DecisionKind::DeclareAttackers, p, "declare attackers", std::move(opts));
}

void Rules::answer_attackers(Game& g, const Option& o) {
  auto& s = g.mutable_state();
  if (o.key != "done") {
    auto it = std::find(s.selection.begin(), s.selection.end(), o.a);
    if (it == s.selection.end()) s.selection.push_back(o.a);
    else s.selection.erase(it);
    return;
  }
  s.tasks.pop_back();  // AttackBegin
  std::vector<DieId> chosen = s.selection;
  std::sort(chosen.begin(), chosen.end());
  s.selection.clear();
  if (chosen.empty()) {
    g.push(Task{TaskKind::Cleanup});
    return;
  }
  g.push(Task{TaskKind::Blockers});
  for (DieId d : chosen) g.move(d, Zone::Attack, s.active);
  if (g.logging()) g.log(json{{"type", "attack"}, {"player", s.active}, {"dice", chosen}});
  for (DieId d : chosen) g.emit(Event{Trigger::AttackAssigned, d, s.active});
}

bool Rules::can_block(const Game& g, DieId blocker, DieId attacker) {
  const auto& s = g.state();
  if (s.dice[attacker].zone != Zone::Attack) return false;
  if (!in_field(s.dice[blocker].zone) || !s.face(blocker).is_character()) return false;
  if (s.has_mod(blocker, "cant_block") || s.has_mod(attacker, "unblockable")) return false;
  if (g.has_keyword(attacker, "unblockable")) return false;
  // "Can't be blocked by ..." on the attacker's card.
  const CardId src = g.ability_card(attacker);
  const CardDef& def = s.def(src);
  if (!g.has_abilities(attacker)) return true;
  for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
    const auto& ab = def.abilities[a];
    if (ab.kind != AbilityKind::Static || !ab.has[static_cast<int>(Slot::Restrict)]) continue;
    if (!applies(def, a, s.face(attacker).bursts)) continue;
    ScriptCall c{src, a, attacker, s.dice[attacker].controller, s.face(attacker).bursts};
    if (const_cast<Game&>(g).host().forbids(g, c, "block", attacker, blocker)) return false;
  }
  return true;
}

namespace {
int block_life_tax(const GameState& s, PlayerId defender, DieId blocker) {
  int tax = 0;
  for (const auto& m : s.mods) {
    if (m.die != kNone || m.player != defender) continue;
    if (m.name == "block_tax") tax += m.value;
    if (m.name == "block_tax_non_villain" && !s.def_of(blocker).has_affiliation("Villain")) tax += m.value;
  }
  return tax;
}
}  // namespace

void Rules::blockers(Game& g, Task& t) {
  auto& s = g.mutable_state();
  const PlayerId def = s.opponent(s.active);
  auto atk = attackers(s);
  if (atk.empty()) {
    g.push(Task{TaskKind::EndCombat});
    return;
  }
  int committed_tax = 0;
  for (DieId b : s.in_zone(def, Zone::Field))
    if (s.dice[b].blocking != kNone) committed_tax += block_life_tax(s, def, b);
  // "Must block him if able": attackers every able blocker has to block.
  std::vector<DieId> must;
  for (const auto& m : s.mods)
    if (m.die == kNone && m.player == def && m.name == "must_block" && m.value >= 0 &&
        s.dice[m.value].zone == Zone::Attack)
      must.push_back(m.value);
  bool owed = false;  // a blocker that must block is not yet blocking
  std::vector<Option> opts;
  for (DieId b : s.in_zone(def, Zone::Field)) {
    if (!s.face(b).is_character()) continue;
    std::vector<DieId> forced;
    for (DieId a : must)
      if (can_block(g, b, a)) forced.push_back(a);
    if (s.dice[b].blocking != kNone) {
      opts.push_back(Option{"unblock:" + std::to_string(b), "don't block with " + g.die_label(b), b});
      continue;
    }
    int tax = block_life_tax(s, def, b);
    if (tax && s.players[def].life <= committed_tax + tax) continue;
    if (!forced.empty()) owed = true;
    for (DieId a : atk)
      if (can_block(g, b, a) && (forced.empty() || std::find(forced.begin(), forced.end(), a) != forced.end()))
        opts.push_back(Option{"block:" + std::to_string(b) + ":" + std::to_string(a),
                              "block " + g.die_label(a) + " with " + g.die_label(b) +
                                  (tax ? " (pay " + std::to_string(tax) + " life)" : ""),
                              b, a});
  }
  if (opts.empty()) {
    t.stage = 1;
  }
  if (t.stage == 0) {
    if (!owed) opts.push_back(Option{"done", "finish declaring blockers"});
    g.push(t);
    set_decision(g, DecisionKind::DeclareBlockers, def, "declare blockers", std::move(opts));
    return;
  }
  // Blockers are declared: they join the Attack Zone, then blocking triggers fire.
  std::vector<DieId> declared;
  for (DieId b : s.in_zone(def, Zone::Field))
    if (s.dice[b].blocking != kNone) declared.push_back(b);
  g.push(Task{TaskKind::AttackWindow});
  int tax = 0;
  json pairs = json::array();
  for (DieId b : declared) {
    DieId a = s.dice[b].blocking;
    s.engagements.push_back({a, b});
    // Deadly marks whoever it engages: KO'd at the end of the turn, whatever becomes of it.
    if (g.has_keyword(a, "deadly")) g.add_mod(Modifier{b, kNone, 0, 0, "ko_end_of_turn"});
    if (g.has_keyword(b, "deadly")) g.add_mod(Modifier{a, kNone, 0, 0, "ko_end_of_turn"});
    tax += block_life_tax(s, def, b);
    s.dice[b].zone = Zone::Attack;
    s.dice[a].was_blocked = true;
    if (g.logging()) pairs.push_back(json{{"blocker", b}, {"attacker", a}});
  }
  if (tax) g.lose_life(def, tax);
  if (g.logging()) g.log(json{{"type", "block"}, {"player", def}, {"blocks", pairs}});
  for (DieId a : atk)
    if (s.dice[a].was_blocked) g.emit(Event{Trigger::Blocked, a, s.active});
  for (DieId b : declared) g.emit(Event{Trigger::Blocks, b, def, 0, s.dice[b].blocking});
  for (DieId a : atk) g.emit(Event{Trigger::AfterBlockers, a, s.active});
  for (DieId b : declared) g.emit(Event{Trigger::AfterBlockers, b, def});
}

void Rules::answer_blockers(Game& g, const Option& o) {
  auto& s = g.mutable_state();
  if (o.key == "done") {
    s.tasks.back().stage = 1;
    return;
  }
  if (o.key.rfind("unblock:", 0) == 0) s.dice[o.a].blocking = kNone;
  else s.dice[o.a].blocking = o.b;
}

void Rules::attack_window(Game& g, Task& t) {
  auto& s = g.mutable_state();
  if (t.stage == 0) {
    s.priority = s.active;
    s.window_passes = 0;
    t.stage = 1;
  }
  if (s.window_passes >= 2 || attackers(s).empty()) {
    s.division.clear();
    g.push(Task{TaskKind::AssignDamage});
    return;
  }
  const PlayerId p = s.priority;
  std::vector<Option> opts;
  if (p == s.active)
    for (DieId d : s.in_zone(p, Zone::Reserve))
      if (s.face(d).is_action()) opts.push_back(Option{"action:" + std::to_string(d), "use " + g.die_label(d), d});
  for (auto& o : window_options(g, p, true)) opts.push_back(std::move(o));
  g.push(t);
  if (opts.empty()) {
    ++s.window_passes;
    s.priority = s.opponent(p);
    return;
  }
  opts.push_back(Option{"pass", "pass"});
  set_decision(g, DecisionKind::GlobalWindow, p, "actions and globals after blockers", std::move(opts));
}

void Rules::assign_damage(Game& g, Task& t) {
  auto& s = g.mutable_state();
  for (DieId a : attackers(s)) {
    auto bl = blockers_of(s, a);
    if (bl.size() < 2 || g.has_keyword(a, "overcrush") || s.has_mod(a, "no_damage")) continue;
    int total = g.attack(a), given = 0;
    std::size_t done = 0;
    for (DieId b : bl)
      for (const auto& e : s.division)
        if (e[0] == a && e[1] == b) {
          given += e[2];
          ++done;
        }
    if (done == bl.size()) continue;
    DieId b = bl[done];
    int left = total - given;
    if (done + 1 == bl.size()) {
      s.division.push_back({a, b, left});  // the last blocker takes what is left
      g.push(t);
      return;
    }
    std::vector<Option> opts;
    for (int n = 0; n <= left; ++n)
      opts.push_back(Option{"assign:" + std::to_string(n),
                            std::to_string(n) + " of " + std::to_string(left) + " damage to " + g.die_label(b), a, n});
    g.push(t);
    t.die = b;
    s.tasks.back().die = b;
    set_decision(g, DecisionKind::AssignDamage, s.active,
                 "divide " + g.die_label(a) + "'s damage among its blockers", std::move(opts));
    return;
  }
  g.push(Task{TaskKind::CombatDamage});
}

void Rules::answer_assign(Game& g, const Option& o) {
  auto& s = g.mutable_state();
  s.division.push_back({o.a, s.tasks.back().die, o.b});
}

void Rules::combat_damage(Game& g, Task&) {
  auto& s = g.mutable_state();
  const PlayerId def = s.opponent(s.active);
  g.push(Task{TaskKind::EndCombat});
  for (DieId a : attackers(s)) {
    const CardId ac = s.dice[a].card;
    const bool silent = s.has_mod(a, "no_damage");
    const int power = silent ? 0 : g.attack(a);
    auto bl = blockers_of(s, a);
    if (!s.dice[a].was_blocked) {
      g.damage(kNone, def, power, a, ac, true);
    } else if (g.has_keyword(a, "overcrush")) {
      // Enough to KO each blocker, the rest to the defending player.
      int left = power;
      for (DieId b : bl) {
        int lethal = std::max(0, g.defense(b) - s.dice[b].damage);
        int n = std::min(left, lethal);
        g.damage(b, kNone, n, a, ac, true);
        left -= n;
      }
      g.damage(kNone, def, left, a, ac, true);
    } else if (bl.size() == 1) {
      g.damage(bl[0], kNone, power, a, ac, true);
    } else {
      for (const auto& e : s.division)
        if (e[0] == a && !silent) g.damage(e[1], kNone, e[2], a, ac, true);
    }
    for (DieId b : bl)
      if (!s.has_mod(b, "no_damage")) g.damage(a, kNone, g.attack(b), b, s.dice[b].card, true);
  }
  Task apply{TaskKind::ApplyDamage, 1};
  g.push(apply);
}

void Rules::end_combat(Game& g, Task& t) {
  auto& s = g.mutable_state();
  if (t.stage == 0) {
    g.emit(Event{Trigger::EndOfCombat, kNone, s.active});
    t.stage = 1;
    g.push(t);
    return;
  }
  g.push(Task{TaskKind::Cleanup});
  std::vector<DieId> doomed;
  for (const auto& m : s.mods)
    if (m.die != kNone && m.name == "ko_end_of_combat") doomed.push_back(m.die);
  for (DieId d : doomed) g.ko(d, kNone);
}

}  // namespace dm
