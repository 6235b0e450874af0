// The turn outside combat: Clear and Draw, Roll and Reroll, the Main Step, Cleanup.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "engine/rules.hpp"
#include "engine/script/host.hpp"

namespace dm {

using json = nlohmann::json;

void Rules::begin_turn(Game& g, Task&) {
  auto& s = g.mutable_state();
  s.step = Step::ClearDraw;
  s.fielded_this_turn = 0;
  if (g.logging()) g.log(json{{"type", "turn"}, {"turn", s.turn}, {"active", s.active}});
  g.push(Task{TaskKind::ClearDraw});
}

void Rules::clear_draw(Game& g, Task&) {
  auto& s = g.mutable_state();
  const PlayerId p = s.active;
  // Energy kept through the opponent's turn was never spent: it goes to the Used Pile.
  for (DieId d : s.in_zone(p, Zone::Reserve)) g.move(d, Zone::Used);
  s.players[p].bonus_generic = 0;
  s.players[p].floating = 0;
  std::vector<DieId> drawn;
  for (int i = 0; i < 4; ++i) {
    DieId d = g.draw(p);
    if (d == kNone) break;
    drawn.push_back(d);
  }
  // Swarm: each die drawn for a character that has a Swarm die in your field draws one more.
  for (std::size_t i = 0; i < drawn.size() && i < 64; ++i) {
    const CardId c = s.dice[drawn[i]].card;
    bool swarm = false;
    for (const auto& d : s.dice)
      if (d.card == c && d.controller == p && in_field(d.zone) && g.has_keyword(d.id, "swarm")) swarm = true;
    if (!swarm) continue;
    DieId extra = g.draw(p);
    if (extra != kNone) drawn.push_back(extra);
  }
  if (g.logging()) g.log(json{{"type", "draw"}, {"player", p}, {"dice", drawn}});
  const int missing = 4 - static_cast<int>(drawn.size());
  if (missing > 0) {
    // The shortfall rule: 1 life and 1 generic energy per die that could not be drawn.
    // avx2014 words it as damage (so "when you take damage" reacts); asm2015 as life loss.
    s.players[p].bonus_generic += missing;
    if (g.logging()) g.log(json{{"type", "shortfall"}, {"player", p}, {"missing", missing}});
    if (s.edition == Edition::AvX2014) {
      g.damage(kNone, p, missing, kNone, kNone, false);
      g.push(Task{TaskKind::Roll});
      g.push(Task{TaskKind::ApplyDamage});
      return;
    }
    g.lose_life(p, missing);
  }
  g.push(Task{TaskKind::Roll});
}

namespace {
std::vector<Option> reroll_options(const GameState& s) {
  std::vector<Option> opts;
  opts.reserve(12);
  for (DieId d : s.in_zone(s.active, Zone::Prep)) {
    bool picked = std::find(s.selection.begin(), s.selection.end(), d) != s.selection.end();
    std::string label = std::string(picked ? "keep " : "reroll ") + s.def_of(d).name() + " #" + std::to_string(d) +
                        " [" + s.face(d).describe() + "]";
    opts.push_back(Option{(picked ? "keep:" : "reroll:") + std::to_string(d), label, d});
  }
  std::string done = s.selection.empty() ? "keep every die" : "reroll the " + std::to_string(s.selection.size()) + " chosen";
  opts.push_back(Option{"done", done});
  return opts;
}
}  // namespace

void Rules::roll_step(Game& g, Task& t) {
  auto& s = g.mutable_state();
  s.step = Step::Roll;
  if (t.stage == 0) {
    auto prep = s.in_zone(s.active, Zone::Prep);
    json rolled = json::array();
    for (DieId d : prep) {
      g.roll(d);
      if (g.logging()) rolled.push_back(json{{"die", d}, {"face", s.face(d).describe()}});
    }
    if (g.logging()) g.log(json{{"type", "roll"}, {"player", s.active}, {"dice", rolled}});
    s.selection.clear();
    t.stage = 1;
  }
  if (t.stage == 1) {
    if (s.count(s.active, Zone::Prep) == 0) {
      t.stage = 2;
    } else {
      g.push(t);
      set_decision(g, DecisionKind::Reroll, s.active, "choose dice to reroll (once, as a group)", reroll_options(s));
      return;
    }
  }
  // Everything rolled moves to the Reserve Pool as it shows.
  for (DieId d : s.in_zone(s.active, Zone::Prep)) g.move(d, Zone::Reserve);
  g.push(Task{TaskKind::Main});
}

void Rules::answer_reroll(Game& g, const Option& o) {
  auto& s = g.mutable_state();
  Task& t = s.tasks.back();
  if (o.key == "done") {
    std::sort(s.selection.begin(), s.selection.end());
    json rolled = json::array();
    for (DieId d : s.selection) {
      g.roll(d);
      if (g.logging()) rolled.push_back(json{{"die", d}, {"face", s.face(d).describe()}});
    }
    if (g.logging() && !s.selection.empty()) g.log(json{{"type", "reroll"}, {"player", s.active}, {"dice", rolled}});
    s.selection.clear();
    t.stage = 2;
    return;
  }
  auto it = std::find(s.selection.begin(), s.selection.end(), o.a);
  if (it == s.selection.end()) s.selection.push_back(o.a);
  else s.selection.erase(it);
}

namespace {

EnergyCost buy_cost(const Game& g, PlayerId p, CardId c) {
  EnergyCost e;
  e.any = g.buy_cost(p, c);
  e.at_least_one = g.state().def(c).energy;
  return e;
}

bool may_buy(const Game& g, PlayerId p, CardId c) {
  const auto& s = g.state();
  const auto& card = s.cards[c];
  if (card.owner != p && card.owner != kNone) return false;
  const CardDef& def = s.def(c);
  if (def.kind == CardKind::Sidekick) return false;
  if (!s.has_supply(c)) return false;
  return can_pay(s, p, buy_cost(g, p, c));
}

}  // namespace

static std::vector<Option> main_options(const Game& g) {
  const auto& s = g.state();
  const PlayerId p = s.active;
  std::vector<Option> opts;
  opts.reserve(16);
  for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c)
    if (may_buy(g, p, c))
      opts.push_back(Option{"buy:" + std::to_string(c), "buy " + s.def(c).name() + " (" + std::to_string(g.buy_cost(p, c)) + ")", c});
  for (DieId d : s.in_zone(p, Zone::Reserve)) {
    const Face& f = s.face(d);
    if (f.is_character()) {
      EnergyCost c;
      c.any = f.fielding;
      if (can_pay(s, p, c)) opts.push_back(Option{"field:" + std::to_string(d), "field " + g.die_label(d), d});
      const CardDef& def = s.def_of(d);
      for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
        const auto& ab = def.abilities[a];
        if (ab.kind != AbilityKind::AltField) continue;
        if (ab.cost.life && s.players[p].life <= ab.cost.life) continue;
        if (ab.cost.energy_total() && !can_pay(s, p, EnergyCost::from(ab.cost))) continue;
        ScriptCall call{s.dice[d].card, a, d, p, f.bursts};
        if (ab.has[static_cast<int>(Slot::Condition)] && !const_cast<Game&>(g).host().condition(g, call)) continue;
        opts.push_back(Option{"field_alt:" + std::to_string(d) + ":" + std::to_string(a),
                              "field " + g.die_label(d) + " by paying " + ab.cost.describe(), d, a});
      }
    } else if (f.is_action()) {
      opts.push_back(Option{"action:" + std::to_string(d), "use " + g.die_label(d), d});
    }
  }
  for (auto& o : Rules::window_options(g, p, false)) opts.push_back(std::move(o));
  opts.push_back(Option{"done", "end the Main Step"});
  return opts;
}

void Rules::main_step(Game& g, Task& t) {
  auto& s = g.mutable_state();
  s.step = Step::Main;
  g.push(t);
  set_decision(g, DecisionKind::MainAction, s.active, "Main Step", main_options(g));
}

void Rules::answer_main(Game& g, const Option& o) {
  auto& s = g.mutable_state();
  const PlayerId p = s.active;
  const std::string& k = o.key;
  const bool pays = k.rfind("buy:", 0) == 0 || k.rfind("field", 0) == 0 || k.rfind("global:", 0) == 0 ||
                    k.rfind("activate:", 0) == 0;
  // Generic energy left from one payment only serves costs paid along with it.
  if (!pays) s.players[p].floating = 0;
  if (k == "done") {
    s.tasks.pop_back();  // the Main task
    g.push(Task{TaskKind::EndMain});
    return;
  }
  // The Main task stays below; the other player gets a window once this action is done.
  g.push(Task{TaskKind::OpponentWindow, 0, s.opponent(p)});
  if (k.rfind("buy:", 0) == 0) {
    Task t{TaskKind::Buy, 0, p, o.a};
    g.push(t);
  } else if (k.rfind("field_alt:", 0) == 0) {
    Task t{TaskKind::Field, 0, p, s.dice[o.a].card, o.b, o.a};
    g.push(t);
  } else if (k.rfind("field:", 0) == 0) {
    Task t{TaskKind::Field, 0, p, s.dice[o.a].card, kNone, o.a};
    g.push(t);
  } else if (k.rfind("action:", 0) == 0) {
    Task t{TaskKind::UseAction, 0, p, s.dice[o.a].card, kNone, o.a};
    g.push(t);
  } else {
    start_window_option(g, p, o);
  }
}

void Rules::buy(Game& g, Task& t) {
  auto& s = g.mutable_state();
  if (t.stage == 0) {
    EnergyCost c = buy_cost(g, t.player, t.card);
    g.push(t);
    ask_payment(g, t.player, c, "a " + s.def(t.card).name() + " die");
    return;
  }
  auto supply = s.supply(t.card);
  if (supply.empty()) return;
  DieId d = supply.front();
  s.dice[d].owner = t.player;
  s.dice[d].controller = t.player;
  s.dice[d].zone = Zone::Used;
  if (g.logging()) g.log(json{{"type", "buy"}, {"player", t.player}, {"card", s.def(t.card).id}, {"die", d}});
}

void Rules::field(Game& g, Task& t) {
  auto& s = g.mutable_state();
  const DieId d = t.die;
  if (s.dice[d].zone != Zone::Reserve || !s.face(d).is_character()) return;
  if (t.stage == 0) {
    if (t.ability != kNone) {
      const auto& ab = s.def(t.card).abilities[t.ability];
      if (ab.cost.life) g.lose_life(t.player, ab.cost.life);
      if (ab.cost.energy_total()) {
        t.stage = 1;
        g.push(t);
        ask_payment(g, t.player, EnergyCost::from(ab.cost), "fielding " + g.die_label(d));
        return;
      }
      s.last_paid.clear();
    } else {
      EnergyCost c;
      c.any = s.face(d).fielding;
      if (c.any > 0) {
        t.stage = 1;
        g.push(t);
        ask_payment(g, t.player, c, "fielding " + g.die_label(d));
        return;
      }
      s.last_paid.clear();
    }
  }
  g.field_die(d);
}

void Rules::use_action(Game& g, Task& t) {
  auto& s = g.mutable_state();
  const DieId d = t.die;
  if (s.dice[d].zone != Zone::Reserve || !s.face(d).is_action()) return;
  const int bursts = s.face(d).bursts;
  // The die is used up first; its effect follows.
  g.move(d, g.spent_zone(t.player));
  if (g.logging()) g.log(json{{"type", "action"}, {"player", t.player}, {"die", d}, {"card", s.def_of(d).id}, {"bursts", bursts}});
  g.emit(Event{Trigger::OpponentAction, d, t.player});
  const CardDef& def = s.def_of(d);
  std::vector<Task> parts;
  for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
    const auto& ab = def.abilities[a];
    if (ab.kind != AbilityKind::Triggered || ab.when != Trigger::Used || !applies(def, a, bursts)) continue;
    Task r{TaskKind::Resolve, 0, t.player, s.dice[d].card, a, d};
    r.ev = Event{Trigger::Used, d, t.player};
    r.bursts = bursts;
    parts.push_back(r);
  }
  // Printed order: the plain text first, then what its burst adds.
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) g.push(*it);
}

void Rules::opponent_window(Game& g, Task& t) {
  auto& s = g.mutable_state();
  if (s.over) return;
  auto opts = window_options(g, t.player, false);
  if (opts.empty()) return;
  if (t.stage > 0 && s.window_passes > 0) {
    s.window_passes = 0;
    return;
  }
  s.window_passes = 0;
  t.stage = 1;
  g.push(t);
  opts.push_back(Option{"pass", "pass"});
  set_decision(g, DecisionKind::GlobalWindow, t.player, "you may use a global ability", std::move(opts));
}

void Rules::end_main(Game& g, Task&) {
  auto& s = g.mutable_state();
  const PlayerId p = s.active;
  s.players[p].floating = 0;
  // Characters not fielded were never used: straight to the Used Pile.
  for (DieId d : s.in_zone(p, Zone::Reserve))
    if (s.face(d).is_character()) g.move(d, Zone::Used);
  g.push(Task{TaskKind::AttackBegin});
}

void Rules::cleanup(Game& g, Task& t) {
  auto& s = g.mutable_state();
  s.step = Step::Cleanup;
  const PlayerId p = s.active;
  if (t.stage == 0) {
    // "At end of turn" abilities resolve before the turn's effects end.
    g.emit(Event{Trigger::EndOfTurn, kNone, p});
    t.stage = 1;
    g.push(t);
    return;
  }
  if (t.stage == 1) {
    // Deadly: everything that was engaged with it is KO'd at the end of the turn.
    std::vector<DieId> doomed;
    for (const auto& m : s.mods)
      if (m.die != kNone && m.name == "ko_end_of_turn") doomed.push_back(m.die);
    t.stage = 2;
    if (!doomed.empty()) {
      g.push(t);
      for (DieId d : doomed) g.ko(d, kNone);
      return;
    }
  }
  s.engagements.clear();
  for (auto& d : s.dice) {
    if (d.zone == Zone::Attack) {
      d.zone = Zone::Field;
      d.blocking = kNone;
    }
    d.was_blocked = false;
    d.damage = 0;
  }
  // Captures and control end with the turn.
  for (auto& d : s.dice) {
    if (d.held_by != kNone) {
      d.held_by = kNone;
      d.zone = d.held_from == Zone::Captured ? Zone::Field : d.held_from;
      d.controller = d.owner;
    }
  }
  for (DieId d : s.in_zone(p, Zone::Reserve))
    if (!s.face(d).is_energy()) g.move(d, Zone::Used);
  for (PlayerId q = 0; q < 2; ++q)
    for (DieId d : s.in_zone(q, Zone::OutOfPlay)) s.dice[d].zone = Zone::Used;
  // Effects end, except those that last longer; a die left on a card goes to the Used Pile.
  std::vector<Modifier> kept;
  for (auto& m : s.mods) {
    if (m.until_turn > s.turn) {
      kept.push_back(m);
      continue;
    }
    if (m.name == "on_card" && m.die != kNone && s.dice[m.die].zone == Zone::Captured && s.dice[m.die].held_by == kNone) {
      s.dice[m.die].zone = Zone::Used;
      s.dice[m.die].controller = s.dice[m.die].owner;
    }
  }
  s.mods = std::move(kept);
  s.once.clear();
  s.players[p].floating = 0;
  g.push(Task{TaskKind::EndTurn});
}

void Rules::end_turn(Game& g, Task&) {
  auto& s = g.mutable_state();
  if (g.logging()) g.log(g.state_json());
  if (s.turn >= s.turn_cap) {
    s.over = true;
    s.step = Step::GameOver;
    s.winner = kNone;
    s.end_reason = "turn_limit";
    return;
  }
  ++s.turn;
  s.active = s.opponent(s.active);
  g.push(Task{TaskKind::BeginTurn});
}

}  // namespace dm
