// "Can't be targeted": a die with the flag is never a legal target of the effects it names.
// "If two cards directly conflict, the one that says 'you can't' beats the one that says 'you
// can'" (ASM rulebook, "Fundamental Rules"): nothing lets such a die be chosen.
#include "engine/masters/kernel/rules.hpp"

#include <memory>

namespace dm {

namespace {

// The names "can't be targeted" is written with, as the library numbers them. Targets are chosen
// at every ability, so the names are not looked up in the library's hash map each time: they are
// kept per thread for the library last seen (a weak_ptr, so a library freed and another made at
// its address is never taken for it) and looked up again when the library gained names.
struct ShieldNames {
  std::weak_ptr<const CardLibrary> library;
  int names = -1;                     // the library's name_count() when they were looked up
  NameId any = kNone, globals = kNone, action_dice = kNone, character_abilities = kNone, opponents = kNone;
};
thread_local ShieldNames shield_names;

const ShieldNames& names_of(const std::shared_ptr<const CardLibrary>& lib) {
  ShieldNames& c = shield_names;
  const bool same = !c.library.owner_before(lib) && !lib.owner_before(c.library) && !c.library.expired();
  if (!same || c.names != lib->name_count()) {
    c.library = lib;
    c.names = lib->name_count();
    c.any = lib->name_id("cant_be_targeted");
    c.globals = lib->name_id("cant_be_targeted_by_globals");
    c.action_dice = lib->name_id("cant_be_targeted_by_action_dice");
    c.character_abilities = lib->name_id("cant_be_targeted_by_character_abilities");
    c.opponents = lib->name_id("cant_be_targeted_by_opponents");
  }
  return c;
}

// A name the library does not know may still be one this game met (Game::intern).
NameId known(const Game& g, NameId in_library, const char* name) {
  return in_library != kNone || g.state().extra_names.empty() ? in_library : g.name_id(name);
}

}  // namespace

Rules::TargetShields Rules::target_shields(const Game& g, const AbilityInstance& x) {
  const auto& s = g.state();
  const CardDef& def = s.def(x.card);
  const AbilityDef& ab = def.abilities[static_cast<std::size_t>(x.ability)];
  // What uses the ability: a global, an action die, or a character's own text.
  const char* by = ab.kind == AbilityKind::Global                                              ? "cant_be_targeted_by_globals"
                   : def.kind == CardKind::Action || def.kind == CardKind::BasicAction         ? "cant_be_targeted_by_action_dice"
                                                                                               : "cant_be_targeted_by_character_abilities";
  const ShieldNames& n = names_of(s.library);
  const NameId by_id = ab.kind == AbilityKind::Global                                      ? n.globals
                       : def.kind == CardKind::Action || def.kind == CardKind::BasicAction ? n.action_dice
                                                                                           : n.character_abilities;
  TargetShields t;
  t.any = known(g, n.any, "cant_be_targeted");
  t.by_kind = known(g, by_id, by);
  t.by_opponents = known(g, n.opponents, "cant_be_targeted_by_opponents");
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
