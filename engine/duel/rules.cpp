// The hero duel's turn (docs/hero-duel.md, "A turn"): upkeep, income, main phase 1, the
// offensive roll, the defensive roll when the attack is defendable, the responses in the
// shared timing order, the damage through the shared calculation, main phase 2, discard.
#include "engine/text/json_text.hpp"
#include "engine/duel/rules.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace dm::duel {

damage::Instance instance_of(const Attack& a) {
  damage::Instance d(a.incoming, a.kind, a.attacker, a.target);
  for (const Mod& m : a.mods) d.add({m.op, m.amount, m.num, m.den, m.by, m.defensive, m.label});
  return d;
}

bool reaches_opponent(const Effect& e) {
  return e.damage > 0 || e.isolated > 0 || e.collateral > 0 || e.inflict > 0 || e.steal_cp > 0 || e.remove > 0;
}

std::optional<Mod> modifier_of(const Effect& e, PlayerId p, const std::string& label) {
  Mod m;
  m.by = p;
  m.label = label;
  if (e.add > 0) m.op = damage::Op::Add, m.amount = e.add;
  // Above 1 the attacker's increase; below 1 (halving, a third) a modification of the pending
  // attack that either player may play, worked out from the subtotal and rounded up.
  else if (e.scale_num != e.scale_den) m.op = damage::Op::Scale, m.num = e.scale_num, m.den = e.scale_den;
  else if (e.reduce > 0) m.op = damage::Op::Reduce, m.amount = e.reduce;
  else if (e.prevent > 0) m.op = damage::Op::Prevent, m.amount = e.prevent;
  else if (e.prevent_num > 0) m.op = damage::Op::PreventPart, m.num = e.prevent_num, m.den = e.prevent_den;
  else return std::nullopt;
  return m;
}

void Steps::shuffle(std::vector<int>& v) {
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(s.chance.below(i))]);
}

void Steps::draw(PlayerId p, int n) {
  Player& P = pl(p);
  for (int i = 0; i < n; ++i) {
    if (P.deck.empty()) {
      // The discard pile, shuffled, becomes the deck; with neither, nothing is drawn.
      P.deck.swap(P.discard);
      shuffle(P.deck);
    }
    if (P.deck.empty()) return;
    P.hand.push_back(P.deck.back());
    P.deck.pop_back();
  }
}

void Steps::ask(Kind k, PlayerId p, std::vector<Option> options) {
  s.pending.kind = k;
  s.pending.player = p;
  s.pending.options = std::move(options);
}

PlayerId Steps::next_seat(PlayerId p) const {
  const int n = static_cast<int>(s.players.size());
  for (int i = 1; i < n; ++i)
    if (!m.out((p + i) % n)) return (p + i) % n;
  return (p + 1) % n;
}

void Steps::take(PlayerId p, int amount, PlayerId source) {
  Player& P = pl(p);
  const bool standing = P.health > 0;
  P.health = std::max(0, P.health - amount);
  // A side's one pool: every hero of it shows it, and falls with it.
  if (c.rules.shared_health)
    for (Player& Q : s.players)
      if (m.side_of(static_cast<PlayerId>(&Q - s.players.data())) == m.side_of(p)) Q.health = P.health;
  // A side with a hero standing, or kNone when none is (a tie) or more than one is.
  auto last_side = [&]() -> PlayerId {
    PlayerId alive = kNone;
    for (PlayerId q = 0; q < static_cast<PlayerId>(s.players.size()); ++q)
      if (!m.out(q)) {
        if (alive != kNone && m.side_of(alive) != m.side_of(q)) return -2;
        if (alive == kNone) alive = q;
      }
    return alive;
  };
  if (c.lua && amount > 0 && P.health > 0) [[unlikely]] damaged(p, amount, source);
  if (P.health == 0 && !s.over) {
    const PlayerId left = last_side();
    if (left == -2) {
      // More sides stand: the fallen hero is out, skipped and never a target again.
      if (standing && m.logging()) m.log_line(json_text(nlohmann::json{{"type", "out"}, {"player", p}}));
      return;
    }
    s.over = true;
    s.phase = Phase::Over;
    s.reason = "health";
    // All fallen at once (damage back killing the attacker too): a tie.
    s.winner = left;
  } else if (s.over && s.winner != kNone && pl(s.winner).health == 0) {
    // The winner fell after all: a teammate standing still wins for the side, else a tie.
    const PlayerId left = last_side();
    s.winner = left == -2 ? kNone : left;
  }
}

void Steps::log_damage(const damage::Result& r, damage::Kind kind, PlayerId target, const std::string& label) {
  if (!m.logging()) return;
  nlohmann::json j{{"type", "damage"}, {"to", target},         {"kind", std::string(damage::to_string(kind))},
                   {"what", label},    {"incoming", r.incoming}, {"subtotal", r.subtotal},
                   {"final", r.final_damage}, {"steps", damage::describe(r)}};
  m.log_line(json_text(j));
}

void Steps::log_effect(PlayerId owner, const Effect& e, int removed, const std::string& label, int healed, int cp, int stolen, int drawn) {
  nlohmann::json j{{"type", "effect"}, {"player", owner}, {"what", label}};
  if (healed > 0) j["heal"] = healed, j["health"] = pl(owner).health;
  if (cp != 0) j["cp"] = cp;
  if (stolen > 0) j["stolen"] = stolen;
  if (drawn > 0) j["drawn"] = drawn;
  auto status = [&](int st) { return c.statuses[static_cast<std::size_t>(st)].name; };
  if (e.gain_status >= 0 && e.gain > 0) j["gain"] = {status(e.gain_status), e.gain};
  if (e.inflict_status >= 0 && e.inflict > 0) j["inflict"] = {status(e.inflict_status), e.inflict};
  if (e.remove > 0 && removed >= 0) j["remove"] = {status(removed), e.remove};
  if (e.upgrade_ability >= 0 && e.upgrade > 0) j["upgrade"] = {m.hero(owner).abilities[static_cast<std::size_t>(e.upgrade_ability)].name, e.upgrade};
  if (j.size() > 3) m.log_line(json_text(j));
}

int Steps::deal_now(int amount, damage::Kind kind, PlayerId source, PlayerId target, const std::string& label) {
  if (amount <= 0) return 0;
  const damage::Result r = damage::Instance(amount, kind, source, target).resolve();
  log_damage(r, kind, target, label);
  take(target, r.final_damage, source);
  return r.final_damage;
}

void Steps::apply_effect(PlayerId owner, const Effect& e, int remove_status, const std::string& label, PlayerId target) {
  Player& P = pl(owner);
  const PlayerId o = target == kNone ? opponent(owner) : target;
  Player& O = pl(o);
  const int health = P.health, cp = P.cp, hand = static_cast<int>(P.hand.size());
  int stolen = 0;
  if (e.heal > 0) P.health = std::min(c.rules.health + c.rules.heal_cap, P.health + e.heal);
  if (e.heal > 0 && c.rules.shared_health) take(owner, 0);  // the side's pool healed
  if (e.cp > 0) P.cp = std::min(c.rules.cp_cap, P.cp + e.cp);
  if (e.steal_cp > 0) {
    stolen = std::min(e.steal_cp, O.cp);  // at most what the opponent has
    O.cp -= stolen;
    P.cp = std::min(c.rules.cp_cap, P.cp + stolen);
  }
  if (e.draw > 0) draw(owner, e.draw);
  auto give = [&](Player& to, int st, int n) {
    if (st < 0 || n <= 0) return;
    int& t = to.tokens[static_cast<std::size_t>(st)];
    t = std::min(c.statuses[static_cast<std::size_t>(st)].stack, t + n);  // never over the stack limit
  };
  give(P, e.gain_status, e.gain);
  give(O, e.inflict_status, e.inflict);
  if (e.remove > 0 && remove_status >= 0) {
    int& t = O.tokens[static_cast<std::size_t>(remove_status)];
    t = std::max(0, t - e.remove);
  }
  if (e.upgrade_ability >= 0) {
    P.upgrades[static_cast<std::size_t>(e.upgrade_ability)] += e.upgrade;
    int& level = P.levels[static_cast<std::size_t>(e.upgrade_ability)];
    level = std::max(level, e.upgrade_level);  // a level card never takes an ability back down
  }
  if (m.logging()) log_effect(owner, e, remove_status, label, P.health - health, P.cp - cp, stolen, static_cast<int>(P.hand.size()) - hand);
  // Collateral damage is preventable: it waits, its target may answer it, then it is dealt.
  hit(e.collateral, damage::Kind::Collateral, kNone, o, label);
  hit(e.self_damage, damage::Kind::Collateral, kNone, owner, label);
  // Its Lua function, after the fixed fields: the only Lua call an effect makes.
  if (e.script >= 0) [[unlikely]] call_script(owner, e.script, label, ScriptEvent{});
}

void Steps::use(PlayerId p, const Effect& e, int remove_status, const std::string& label, PlayerId target) {
  if (!e.roll_on.empty()) {
    // One die of the player's, rolled as the effect resolves: on another number it does nothing.
    const int face = s.chance.roll(6);
    const Face& f = m.hero(p).faces[static_cast<std::size_t>(face)];
    if (m.logging()) {
      const std::string shown = std::to_string(f.value) + (f.symbol < 0 ? "" : " " + m.hero(p).symbols[static_cast<std::size_t>(f.symbol)]);
      m.log_line(json_text(nlohmann::json{{"type", "roll"}, {"player", p}, {"faces", {shown}}, {"for", label}}));
    }
    if (std::find(e.roll_on.begin(), e.roll_on.end(), f.value) == e.roll_on.end()) {
      if (m.logging())
        m.log_line(json_text(nlohmann::json{{"type", "fizzle"}, {"player", p}, {"what", label}, {"why", "the die shows " + std::to_string(f.value)}}));
      return;
    }
  }
  if (const auto mod = modifier_of(e, p, label))
    if (Attack* a = answering()) a->mods.push_back(*mod);
  apply_effect(p, e, remove_status, label, target);
}

void Steps::roll_dice(PlayerId p, int count, int keep_mask) {
  Player& P = pl(p);
  P.dice.resize(static_cast<std::size_t>(count), 0);
  for (int i = 0; i < count; ++i)
    if (!(keep_mask & (1 << i))) P.dice[static_cast<std::size_t>(i)] = s.chance.roll(6);
  if (m.logging()) {
    nlohmann::json faces = nlohmann::json::array();
    for (const Face& f : m.faces_of(p)) faces.push_back(f.symbol < 0 ? std::to_string(f.value) : std::to_string(f.value) + " " + m.hero(p).symbols[static_cast<std::size_t>(f.symbol)]);
    m.log_line(json_text(nlohmann::json{{"type", "roll"}, {"player", p}, {"faces", faces}}));
  }
}

void Steps::upkeep() {
  const PlayerId a = s.active;
  if (c.lua) [[unlikely]] hooks(On::Upkeep);
  // Persistent status effects act at their holder's upkeep, once per token.
  for (std::size_t st = 0; st < c.statuses.size() && !s.over; ++st) {
    const Status& S = c.statuses[st];
    const int n = pl(a).tokens[st];
    if (!S.persistent || n == 0) continue;
    Effect e = S.upkeep;
    e.self_damage *= n, e.heal *= n, e.cp *= n, e.collateral *= n;
    e.script = -1;  // called once, told the tokens
    apply_effect(a, e, -1, S.name);
    if (S.upkeep.script >= 0) [[unlikely]] status_upkeep(static_cast<int>(st), n);
  }
}

void Steps::end_turn() {
  // The game stops undecided after its last turn, so a result says the turns played: a cap
  // of 3 ends "after 3 turns", as every game's turn cap does.
  if (s.turn >= c.rules.turn_limit) {
    s.over = true;
    s.phase = Phase::Over;
    s.reason = "turn_limit";
    s.winner = kNone;
    return;
  }
  s.active = next_seat(s.active);  // the fallen are skipped
  ++s.turn;
  s.attempts = 0;
  s.script_calls = 0;
  s.phase = Phase::Upkeep;
}

void Steps::select(int ability, PlayerId aim) {
  const PlayerId a = s.active, t = m.target_of(a, aim);
  const Ability& ab = m.hero(a).abilities[static_cast<std::size_t>(ability)];
  const int level = pl(a).level(ability);
  const Effect& e = ab.effect_at(level);
  if (m.logging()) {
    nlohmann::json j{{"type", "ability"}, {"player", a}, {"ability", ab.name}};
    if (level > 1) j["level"] = level;
    if (aim != kNone) j["target"] = aim;
    m.log_line(json_text(j));
  }
  // Isolated damage is dealt at once, as its own instance, before the attack: only what is
  // aimed at it (a prevention in its own window) applies to it.
  hit(e.isolated, damage::Kind::Isolated, a, t, ab.name);
  s.attack = Attack{};
  s.attack.ability = ability;
  s.attack.attacker = a;
  s.attack.target = t;
  s.attack.kind = e.kind;
  s.attack.incoming = e.damage > 0 ? e.damage + pl(a).upgrades[static_cast<std::size_t>(ability)] : 0;
  if (s.over) return;
  if (c.lua) [[unlikely]] {
    hooks(On::AttackDeclared);
    if (s.over) return;
  }
  if (s.attack.incoming > 0 && damage::kind_rules(e.kind).defendable) {
    s.phase = Phase::Defence;
  } else {
    s.phase = Phase::Respond;
    s.window = timing::Window::opening(a, static_cast<int>(s.players.size()));
  }
}

void Steps::defend() {
  const PlayerId t = s.attack.target;
  if (m.out(t)) {
    // Fallen to the isolated damage before it: no one is left to roll a defence.
    s.phase = Phase::Respond;
    s.window = timing::Window::opening(s.active, static_cast<int>(s.players.size()));
    return;
  }
  const Hero& h = m.hero(t);
  roll_dice(t, h.defence.dice, 0);
  int prevent = 0, reflect = 0;
  for (const Face& f : m.faces_of(t)) {
    if (f.symbol < 0) continue;
    prevent += h.defence.prevent_per[static_cast<std::size_t>(f.symbol)];
    reflect += h.defence.reflect_per[static_cast<std::size_t>(f.symbol)];
  }
  if (prevent > 0) {
    Mod mod;
    mod.op = damage::Op::Prevent, mod.amount = prevent, mod.by = t, mod.defensive = true, mod.label = h.defence.name;
    s.attack.mods.push_back(mod);
  }
  s.attack.reflect = reflect;
  s.phase = Phase::Respond;
  s.window = timing::Window::opening(s.active, static_cast<int>(s.players.size()));
  if (h.defence.script >= 0) [[unlikely]] {
    ScriptEvent ev;
    ev.player = t, ev.source = s.active, ev.target = t, ev.amount = s.attack.incoming, ev.roll = "defensive";
    call_script(t, h.defence.script, h.defence.name, ev);
  }
  if (c.lua) [[unlikely]] hooks(On::RollDone);
}

void Steps::resolve_attack() {
  const Attack a = s.attack;
  const Ability& ab = m.hero(a.attacker).abilities[static_cast<std::size_t>(a.ability)];
  if (a.incoming > 0) {
    const damage::Result r = instance_of(a).resolve();
    log_damage(r, a.kind, a.target, ab.name);
    take(a.target, r.final_damage, a.attacker);
    // The defence's damage back: its own instance, undefendable.
    deal_now(a.reflect, damage::Kind::Undefendable, a.target, a.attacker, m.hero(a.target).defence.name);
  }
  s.attack = Attack{};
  if (s.over) return;
  const int level = pl(a.attacker).level(a.ability);
  Effect rest = ab.effect_at(level);
  rest.damage = rest.isolated = 0;
  apply_effect(a.attacker, rest, -1, ab.name, a.target);
  if (s.over) return;
  if (ab.has_then_at(level)) {
    // A "then" opens a pause in which instants may be played; the rest resolves after it.
    s.attack.ability = a.ability;  // remembered for the rest; no damage is pending
    s.attack.attacker = a.attacker;
    s.attack.target = a.target;
    s.attack.incoming = 0;
    s.phase = Phase::Then;
    s.window = timing::Window::opening(s.active, static_cast<int>(s.players.size()));
  } else {
    s.phase = Phase::Main2;
  }
}

void Steps::finish_ability(const Effect& e) {
  const PlayerId a = s.attack.attacker, t = s.attack.target;
  const std::string name = m.hero(a).abilities[static_cast<std::size_t>(s.attack.ability)].name;
  s.attack = Attack{};
  if (e.kind == damage::Kind::Isolated || e.kind == damage::Kind::Collateral) hit(e.damage, e.kind, a, t, name);
  else deal_now(e.damage, e.kind, a, t, name);
  if (s.over) return;
  Effect rest = e;
  rest.damage = 0;
  apply_effect(a, rest, -1, name, t);
  s.phase = Phase::Main2;
}

void Steps::run() {
  while (!s.over && s.pending.empty()) {
    // A script's choice is part of the effect that asked it: asked before anything else.
    if (!s.follow.empty()) {
      ask_follow();
      continue;
    }
    // Damage waiting to be dealt comes before whatever the phase does next.
    if (!s.hits.empty()) {
      step_hit();
      continue;
    }
    // A hero fallen in its own turn (its upkeep, damage back) has nothing more to do in it.
    if (m.out(s.active) && (s.phase == Phase::Income || s.phase == Phase::Main1 || s.phase == Phase::Roll ||
                            s.phase == Phase::Select || s.phase == Phase::Main2 || s.phase == Phase::Discard)) {
      end_turn();
      continue;
    }
    switch (s.phase) {
      case Phase::Upkeep:
        if (m.logging()) m.log_line(json_text(nlohmann::json{{"type", "turn"}, {"turn", s.turn}, {"player", s.active}}));
        upkeep();
        s.phase = Phase::Income;
        break;
      case Phase::Income:
        // The first player's first turn has no income.
        if (s.turn > 1) {
          draw(s.active, c.rules.draws);
          Player& P = pl(s.active);
          P.cp = std::min(c.rules.cp_cap, P.cp + c.rules.cp_income);
        }
        s.phase = Phase::Main1;
        break;
      case Phase::Main1:
      case Phase::Main2:
        main_options(s.active, fresh_options());
        ask(Kind::Main, s.active);
        break;
      case Phase::Roll: {
        if (s.attempts == 0) {
          roll_dice(s.active, 5, 0);
          s.attempts = 1;
        }
        if (s.attempts >= c.rules.roll_attempts) {
          s.phase = Phase::Select;
          if (c.lua) [[unlikely]] hooks(On::RollDone);
        } else {
          std::vector<Option>& opts = fresh_options();
          for (int mask = 1; mask < 32; ++mask) opts.push_back({Verb::Reroll, mask, -1});
          opts.push_back({Verb::Done, -1, -1});
          ask(Kind::Roll, s.active);
        }
        break;
      }
      case Phase::Select: {
        std::vector<Option> opts;
        const auto dice = m.faces_of(s.active);
        const auto& abilities = m.hero(s.active).abilities;
        const DuelMatch::Targets aims = m.targets(s.active);
        for (std::size_t i = 0; i < abilities.size(); ++i)
          if (std::all_of(abilities[i].needs.begin(), abilities[i].needs.end(), [&](const Need& n) { return holds(n, dice); })) {
            // An offensive ability names its target when several opponents may be attacked.
            const int level = pl(s.active).level(static_cast<int>(i));
            const bool aimed = aims.n > 1 && (reaches_opponent(abilities[i].effect_at(level)) ||
                                              (abilities[i].has_then_at(level) && reaches_opponent(abilities[i].then_at(level))));
            if (!aimed) opts.push_back({Verb::Ability, static_cast<int>(i), -1});
            else
              for (int j = 0; j < aims.n; ++j) opts.push_back({Verb::Ability, static_cast<int>(i), -1, aims.at[j]});
          }
        if (opts.empty()) {
          s.phase = Phase::Main2;
          break;
        }
        opts.push_back({Verb::Done, -1, -1});
        ask(Kind::Select, s.active, std::move(opts));
        break;
      }
      case Phase::Defence: defend(); break;
      case Phase::Respond:
      case Phase::Then: {
        if (!s.window.open) {
          if (settle(s.window)) break;
          if (s.phase == Phase::Respond) resolve_attack();
          else finish_ability(m.hero(s.attack.attacker).abilities[static_cast<std::size_t>(s.attack.ability)].then_at(pl(s.attack.attacker).level(s.attack.ability)));
          break;
        }
        const PlayerId p = s.window.who();
        // Nothing to play: the player passes without being asked.
        if (!responds(p, false)) s.window.passed();
        else respond_options(p, fresh_options()), ask(Kind::Respond, p);
        break;
      }
      case Phase::Answer: {
        // A main-phase card or status declared: the others may answer before it resolves.
        if (!s.window.open) {
          if (!settle(s.window)) s.phase = s.after, s.after = Phase::Main1;
          break;
        }
        const PlayerId p = s.window.who();
        if (!responds(p, false)) s.window.passed();
        else respond_options(p, fresh_options()), ask(Kind::Respond, p);
        break;
      }
      case Phase::Discard: {
        const Player& P = pl(s.active);
        if (static_cast<int>(P.hand.size()) <= c.rules.hand_limit) {
          end_turn();
          break;
        }
        std::vector<Option> opts;
        std::vector<int> seen;
        for (std::size_t i = 0; i < P.hand.size(); ++i)
          if (std::find(seen.begin(), seen.end(), P.hand[i]) == seen.end()) {
            seen.push_back(P.hand[i]);
            opts.push_back({Verb::Discard, static_cast<int>(i), -1});
          }
        ask(Kind::Discard, s.active, std::move(opts));
        break;
      }
      case Phase::Over: return;
    }
  }
}

void Steps::carry_out(const Option& o) {
  const PlayerId p = s.pending.player;
  const Kind k = s.pending.kind;
  // Emptied, not freed: the next decision's options fill the same memory.
  s.pending.kind = Kind::None;
  s.pending.player = kNone;
  s.pending.options.clear();
  Player& P = pl(p);
  switch (o.verb) {
    case Verb::Done:
      if (k == Kind::Main) s.phase = s.phase == Phase::Main1 ? Phase::Roll : Phase::Discard;
      else if (k == Kind::Roll) {
        s.phase = Phase::Select;
        if (c.lua) [[unlikely]] hooks(On::RollDone);
      }
      else if (k == Kind::Select) s.phase = Phase::Main2;
      else if (k == Kind::Respond) open_window().passed();
      break;
    case Verb::Reroll:
      ++s.attempts;
      roll_dice(p, 5, ~o.a & 31);
      break;
    case Verb::Ability: select(o.a, o.t); break;
    case Verb::Choose: answer_follow(o.a); break;
    case Verb::Sell: {
      const int kind = P.hand[static_cast<std::size_t>(o.a)];
      P.hand.erase(P.hand.begin() + o.a);
      P.discard.push_back(kind);
      P.cp = std::min(c.rules.cp_cap, P.cp + c.rules.sell);
      break;
    }
    case Verb::Discard: {
      const int kind = P.hand[static_cast<std::size_t>(o.a)];
      P.hand.erase(P.hand.begin() + o.a);
      P.discard.push_back(kind);
      break;
    }
    case Verb::Play:
    case Verb::Spend:
      // Declared, not resolved: the others may answer first (windows.cpp).
      if (k == Kind::Respond) {
        act(p, o);
        open_window().acted();
      } else if (s.declared.empty() && unanswerable(p)) {
        resolve_one(declared(p, o));
      } else {
        declare(p, o);
        s.after = s.phase;
        s.phase = Phase::Answer;
        s.window = timing::Window::opening(s.active, static_cast<int>(s.players.size()));
      }
      break;
  }
}

}  // namespace dm::duel
