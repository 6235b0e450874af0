// The turn outside the Main Step and combat: its start, Clear and Draw, Roll and Reroll,
// Cleanup and the passing of the turn. A side's players each do every step, in seat order.
#include <algorithm>

#include "engine/masters/kernel/rules.hpp"

namespace dm {

void Rules::begin_turn(Game& g, Task&) {
  auto& s = state(g);
  s.step = Step::ClearDraw;
  s.fielded_this_turn = 0;
  s.active = first_active(s);
  emit(g, LogEvent{.kind = LogEventKind::Turn});
  push(g, TaskKind::ClearDraw, 0, s.active);
}

void Rules::clear_draw(Game& g, Task& t) {
  auto& s = state(g);
  const PlayerId p = t.player;
  s.active = p;
  s.step = Step::ClearDraw;
  const PlayerId next = next_active(s, p);
  Task after = next != kNone ? Task{TaskKind::ClearDraw, 0, next} : Task{TaskKind::Roll, 0, first_active(s)};
  // Energy kept through the opponent's turn was never spent: it goes to the Used Pile.
  for (DieId d : s.in_zone(p, Zone::Reserve)) g.move(d, Zone::Used);
  s.players[static_cast<std::size_t>(p)].bonus_generic = 0;
  s.players[static_cast<std::size_t>(p)].floating = 0;
  thread_local std::vector<DieId> drawn, bag;
  drawn.clear();
  g.bag_of(p, bag);
  for (int i = 0; i < 4; ++i) {
    const DieId d = g.draw_from(p, bag);
    if (d == kNone) break;
    drawn.push_back(d);
  }
  // Swarm: each die drawn for a character that has a Swarm die in your field draws one more.
  const bool swarm = g.index_.swarm || std::any_of(s.mods.begin(), s.mods.end(), [](const Modifier& m) {
                       return m.kind == ModKind::Tag && m.name == name_of(Tag::Swarm);
                     });
  for (std::size_t i = 0; swarm && i < drawn.size() && i < 64; ++i) {
    const CardId c = s.dice[static_cast<std::size_t>(drawn[i])].card;
    bool more = false;
    for (DieId d : s.in_field_of(p))
      if (s.dice[static_cast<std::size_t>(d)].card == c && g.has_tag(d, Tag::Swarm)) more = true;
    if (!more) continue;
    const DieId extra = g.draw_from(p, bag);
    if (extra != kNone) drawn.push_back(extra);
  }
  emit(g, LogEvent{.kind = LogEventKind::Draw, .player = p, .dice = drawn});
  const int missing = 4 - static_cast<int>(drawn.size());
  if (missing > 0) {
    // The shortfall rule: 1 life and 1 generic energy per die that could not be drawn.
    // avx2014 words it as damage (so "when you take damage" reacts); asm2015 as life loss.
    s.players[static_cast<std::size_t>(p)].bonus_generic += missing;
    emit(g, LogEvent{.kind = LogEventKind::Shortfall, .player = p, .amount = missing});
    if (s.edition == Edition::AvX2014) {
      g.damage(kNone, p, missing, kNone, kNone, false);
      push(g, after);
      push(g, TaskKind::ApplyDamage, 0, kNone, task::Damage{});
      return;
    }
    g.lose_life(p, missing);
  }
  push(g, after);
}

namespace {

// The player's Prep Area in id order, in a buffer reused from call to call.
const std::vector<DieId>& prep_of(const GameState& s, PlayerId p) {
  thread_local std::vector<DieId> out;
  out.clear();
  for (DieId d : s.in_zone(p, Zone::Prep)) out.push_back(d);
  return out;
}

// Every subset of the Prep Area, as bit masks over its dice in id order. Beyond eight dice,
// dice of the same card showing the same face are interchangeable: only how many of them
// are rerolled is offered (the lowest ids first), which keeps the choice to a few hundred.
std::vector<Option> reroll_options(Game& g, const std::vector<DieId>& prep) {
  const auto& s = Rules::state(g);
  auto opts = Rules::options(g);
  auto add = [&](std::uint64_t mask) {
    opts.emplace_back(Verb::Reroll, static_cast<int>(mask & 0xffffffffu), static_cast<int>(mask >> 32));
  };
  const std::size_t n = std::min<std::size_t>(prep.size(), 64);
  if (n <= 8) {
    opts.reserve(std::size_t{1} << n);
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << n); ++mask) add(mask);
    return opts;
  }
  // Groups of interchangeable dice: positions in id order.
  std::vector<std::vector<int>> groups;
  std::vector<std::pair<int, int>> keys;
  for (std::size_t i = 0; i < n; ++i) {
    const Die& d = s.dice[static_cast<std::size_t>(prep[i])];
    const std::pair<int, int> key{s.cards[static_cast<std::size_t>(d.card)].def, d.face};
    auto it = std::find(keys.begin(), keys.end(), key);
    if (it == keys.end()) {
      keys.push_back(key);
      groups.push_back({static_cast<int>(i)});
    } else {
      groups[static_cast<std::size_t>(it - keys.begin())].push_back(static_cast<int>(i));
    }
  }
  std::vector<std::size_t> take(groups.size(), 0);
  constexpr std::size_t kMost = 4096;
  while (opts.size() < kMost) {
    std::uint64_t mask = 0;
    for (std::size_t gi = 0; gi < groups.size(); ++gi)
      for (std::size_t k = 0; k < take[gi]; ++k) mask |= std::uint64_t{1} << groups[gi][k];
    add(mask);
    std::size_t gi = 0;
    while (gi < groups.size() && ++take[gi] > groups[gi].size()) take[gi++] = 0;
    if (gi == groups.size()) break;
  }
  return opts;
}

}  // namespace

void Rules::roll_step(Game& g, Task& t) {
  auto& s = state(g);
  const PlayerId p = t.player;
  s.active = p;
  s.step = Step::Roll;
  if (t.stage == static_cast<int>(RollStage::Roll)) {
    const auto& prep = prep_of(s, p);
    for (DieId d : prep) g.roll(d);
    emit(g, LogEvent{.kind = LogEventKind::Roll, .player = p, .dice = prep});
    if (!prep.empty()) {
      t.stage = static_cast<int>(RollStage::Reroll);
      push(g, t);
      ask(g, DecisionKind::Reroll, p, Ask::Reroll, reroll_options(g, prep), p);
      return;
    }
  }
  // Everything rolled moves to the Reserve Pool as it shows (each move touches only the die
  // moved, one the walk has passed).
  for (DieId d : s.in_zone(p, Zone::Prep)) g.move(d, Zone::Reserve);
  const PlayerId next = next_active(s, p);
  if (next != kNone) push(g, TaskKind::Roll, 0, next);
  else push(g, TaskKind::Main, 0, first_active(s));
}

void Rules::answer_reroll(Game& g, const Option& o) {
  auto& s = state(g);
  Task& t = s.tasks.back();
  const std::uint64_t mask = static_cast<std::uint32_t>(o.a) | (static_cast<std::uint64_t>(static_cast<std::uint32_t>(o.b)) << 32);
  std::vector<DieId> rolled;  // filled only for the log
  bool any = false;
  std::size_t i = 0;  // the die's place in the Prep Area, in id order, as the mask counts
  for (DieId d : s.in_zone(t.player, Zone::Prep)) {
    if (i >= 64) break;
    if (mask >> i++ & 1) {
      g.roll(d);
      any = true;
      if (g.logging()) rolled.push_back(d);
    }
  }
  if (any) emit(g, LogEvent{.kind = LogEventKind::Reroll, .player = t.player, .dice = rolled});
  t.stage = static_cast<int>(RollStage::ToReserve);
}

void Rules::cleanup(Game& g, Task& t) {
  auto& s = state(g);
  s.step = Step::Cleanup;
  if (t.stage == static_cast<int>(CleanupStage::EndOfTurn)) {
    // "At end of turn" abilities resolve before the turn's effects end.
    g.emit(Event{Trigger::EndOfTurn, kNone, s.active});
    t.stage = static_cast<int>(CleanupStage::Deadly);
    push(g, t);
    return;
  }
  if (t.stage == static_cast<int>(CleanupStage::Deadly)) {
    // Deadly: everything that was engaged with it is KO'd at the end of the turn.
    std::vector<DieId> doomed;
    for (const auto& m : s.mods)
      if (m.kind == ModKind::Tag && m.die != kNone && m.name == name_of(Tag::KoEndOfTurn)) doomed.push_back(m.die);
    t.stage = static_cast<int>(CleanupStage::Tidy);
    if (!doomed.empty()) {
      push(g, t);
      for (DieId d : doomed) g.ko(d, kNone);
      return;
    }
  }
  // avx2014: "Coloca los personajes atacantes no bloqueados en la zona de usados del jugador"
  // (AvX rulebook, "Fase de reorganización"); asm2015 moved them Out of Play after damage.
  // This comes before effects end, so a controlled attacker is still controlled when it is sent
  // to the Used Pile, and goes to its owner's Prep Area (move).
  if (s.edition == Edition::AvX2014)
    for (DieId d : s.in_zone_of(s.active_controllers(), Zone::Attack))
      if (is_attacker(s, d) && !s.dice[static_cast<std::size_t>(d)].was_blocked) g.move(d, Zone::Used);
  // Each die's changes touch only that die (and its own bits of the index), so the walks may
  // come one after the other. Only dice in the field carry damage or a blocked mark (a die
  // leaving it loses both: Game::move), so the field's dice are all there is to tidy.
  for (DieId id : s.in_field_of(s.all_controllers())) {
    Die& d = s.dice[static_cast<std::size_t>(id)];
    if (d.zone == Zone::Attack) {
      s.place(d.id, Zone::Field);
      d.blocking = kNone;
    }
    d.was_blocked = false;
    d.damage = 0;
  }
  // Captures and control end with the turn.
  if (s.holding)
    for (auto& d : s.dice)
      if (d.held_by != kNone) {
        d.held_by = kNone;
        s.place(d.id, d.held_from == Zone::Captured ? Zone::Field : d.held_from, d.owner);
      }
  s.holding = false;  // none is held now
  // Each of these moves changes only the die moved, so the two walks may come one after the other.
  for (DieId d : s.in_zone_of(s.active_controllers(), Zone::Reserve))
    if (!s.face(d).is_energy()) g.move(d, Zone::Used);
  for (DieId id : s.in_zone_of(s.all_controllers(), Zone::OutOfPlay)) {
    Die& d = s.dice[static_cast<std::size_t>(id)];
    if (d.controller != d.owner) {
      // A controlled die Out of Play (asm2015: an unblocked attacker) would go to its
      // controller's Used Pile: it goes to its owner's Prep Area instead (effects.cpp, move).
      s.place(d.id, Zone::Prep, d.owner);
    } else {
      s.place(d.id, Zone::Used);
    }
  }
  // Effects end, except those that last longer.
  std::erase_if(s.mods, [&](const Modifier& m) { return m.until_turn <= s.turn; });
  s.once.clear();
  for (PlayerId p = 0; p < s.player_count(); ++p)
    if (s.is_active(p)) s.players[static_cast<std::size_t>(p)].floating = 0;
  push(g, TaskKind::EndTurn);
}

void Rules::end_turn(Game& g, Task&) {
  auto& s = state(g);
  emit(g, LogEvent{.kind = LogEventKind::State});
  if (s.turn >= s.turn_cap) {
    s.over = true;
    s.step = Step::GameOver;
    s.winner = kNone;
    s.end_reason = EndReason::TurnLimit;
    return;
  }
  ++s.turn;
  s.active_side = (s.active_side + 1) % s.side_count();
  push(g, TaskKind::BeginTurn);
}

}  // namespace dm
