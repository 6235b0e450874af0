// Globals and activated abilities: which a player may use now, and starting one.
#include "engine/masters/kernel/rules.hpp"

namespace dm {

namespace {

AbilityInstance instance(PlayerId p, CardId c, int a, DieId d, int bursts) {
  AbilityInstance x;
  x.player = p;
  x.card = c;
  x.ability = a;
  x.die = d;
  x.bursts = bursts;
  return x;
}

}  // namespace

// Offered only when usable: affordable, its condition met, and its targets there to choose
// (an ability with no legal target can't be used, so it is never "used" for nothing).
void Rules::window_options(const Game& g, PlayerId p, bool attack_step, bool reactions, std::vector<Option>& opts,
                           const EnergyPool* known) {
  const auto& s = g.state();
  if (g.index_.globals.empty() && (reactions || !g.index_.activated)) return;
  const EnergyPool pool = known ? *known : energy_pool(s, p);
  for (const auto& [c, a] : g.index_.globals) {
    {
      const auto& ab = s.def(c).abilities[static_cast<std::size_t>(a)];
      if (ab.reaction != reactions) continue;
      // A reaction answers what is about to happen: damage about to hit its user, or (Human
      // Torch: "Flame On!") damage its user is about to deal with an action die or a global.
      if (reactions && !(ab.dealing ? about_to_deal(s, p) : about_to_hit(s, p))) continue;
      if (ab.cost.energy_total() == 0 && ab.cost.life == 0) continue;  // a global always has a cost
      if (ab.once_per_turn && once_used(s, c, a, p)) continue;
      if (!affordable(s, p, ab.cost, 1, &pool)) continue;
      const AbilityCall call{c, a, kNone, p, 0};
      if (ab.has[static_cast<int>(Slot::Condition)] && !g.runtime().condition(g, call)) continue;
      if (!ab.targets.empty() && !has_legal_targets(g, instance(p, c, a, kNone, 0))) continue;
      opts.emplace_back(Verb::Global, c, a);
    }
  }
  if (reactions || !g.index_.activated) return;
  for (DieId id : s.in_field_of(p)) {
    const Die& d = s.dice[static_cast<std::size_t>(id)];
    if (!s.face(d.id).is_character() || !g.has_abilities(d.id)) continue;
    const CardId src = g.ability_card(d.id);
    const CardDef& def = s.def(src);
    if (!def.activated) continue;
    for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
      const auto& ab = def.abilities[static_cast<std::size_t>(a)];
      if (ab.kind != AbilityKind::Activated) continue;
      if (ab.attack_step_only && !attack_step) continue;
      if (ab.once_per_turn && once_used(s, src, a, d.id)) continue;
      if (!affordable(s, p, ab.cost, 1, &pool)) continue;
      const AbilityCall call{src, a, d.id, p, s.face(d.id).bursts};
      if (ab.has[static_cast<int>(Slot::Condition)] && !g.runtime().condition(g, call)) continue;
      if (!ab.targets.empty() && !has_legal_targets(g, instance(p, src, a, d.id, s.face(d.id).bursts))) continue;
      opts.emplace_back(Verb::Activate, d.id, a);
    }
  }
}

void Rules::start_window_option(Game& g, PlayerId p, const Option& o) {
  auto& s = state(g);
  if (o.verb == Verb::Action) {
    push(g, TaskKind::UseAction, 0, p, task::DieRef{o.a});
    return;
  }
  push_resolve(g, o.verb == Verb::Global ? instance(p, o.a, o.b, kNone, 0)
                                         : instance(p, g.ability_card(o.a), o.b, o.a, s.face(o.a).bursts));
}

}  // namespace dm
