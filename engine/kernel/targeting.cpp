// "Can't be targeted": a die with the flag is never a legal target of the effects it names.
// "If two cards directly conflict, the one that says 'you can't' beats the one that says 'you
// can'" (ASM rulebook, "Fundamental Rules"): nothing lets such a die be chosen.
#include "engine/kernel/rules.hpp"

namespace dm {

Rules::TargetShields Rules::target_shields(const Game& g, const AbilityInstance& x) {
  const auto& s = g.state();
  const CardDef& def = s.def(x.card);
  const AbilityDef& ab = def.abilities[static_cast<std::size_t>(x.ability)];
  // What uses the ability: a global, an action die, or a character's own text.
  const char* by = ab.kind == AbilityKind::Global                                              ? "cant_be_targeted_by_globals"
                   : def.kind == CardKind::Action || def.kind == CardKind::BasicAction         ? "cant_be_targeted_by_action_dice"
                                                                                               : "cant_be_targeted_by_character_abilities";
  TargetShields t;
  t.any = g.name_id("cant_be_targeted");
  t.by_kind = g.name_id(by);
  t.by_opponents = g.name_id("cant_be_targeted_by_opponents");
  t.user = x.player;
  return t;
}

bool Rules::untargetable(const Game& g, const TargetShields& t, DieId d) {
  if (t.any == kNone && t.by_kind == kNone && t.by_opponents == kNone) return false;  // no card says it
  if (g.has_tag(d, t.any) || g.has_tag(d, t.by_kind)) return true;
  const PlayerId holder = g.state().dice[static_cast<std::size_t>(d)].controller;
  return t.by_opponents != kNone && g.state().opponents(holder, t.user) && g.has_tag(d, t.by_opponents);
}

}  // namespace dm
