#include "dsl/resolve.hpp"

namespace dm::dsl {

const Ability& head_of(const Card& card, const Ability& a) {
  if (a.parent >= 0 && a.parent < static_cast<int>(card.abilities.size())) return card.abilities[static_cast<std::size_t>(a.parent)];
  return a;
}

bool is_action_card(const Card& card) { return card.kind == "action" || card.kind == "basic_action"; }

bool is_static_stmt(const Stmt& s) {
  switch (s.kind) {
    case Stmt::Kind::Keywords:
    case Stmt::Kind::Restrict:
    case Stmt::Kind::Reduce:
    case Stmt::Kind::AtMost:
    case Stmt::Kind::FieldAlt:
    case Stmt::Kind::Protect:
      return true;
    default:
      return false;
  }
}

namespace {
// "this gets +1A", "your sidekicks get +1A +1D", "this can't be blocked": continuous when
// written without a trigger on a character.
bool is_continuous(const Stmt& s) {
  if (s.kind == Stmt::Kind::Bonus || s.kind == Stmt::Kind::Grant)
    return s.sel && (s.sel->kind == Selector::Kind::This || s.sel->kind == Selector::Kind::Each);
  return false;
}
}  // namespace

AbilityKind kind_of(const Card& card, const Ability& self) {
  if (!self.lua_table.empty()) return AbilityKind::Lua;
  const Ability& h = head_of(card, self);
  if (!h.lua_table.empty()) return AbilityKind::Invalid;
  if (self.body.size() == 1 && self.body.front().kind == Stmt::Kind::FieldAlt) return AbilityKind::FieldAlt;
  if (self.body.size() == 1 && self.body.front().kind == Stmt::Kind::Protect) return AbilityKind::Protect;
  if (!h.trigger.empty() || !h.trigger_written.empty()) {
    if (h.trigger == "reaction" || h.trigger == "dealing") return h.global ? AbilityKind::Global : AbilityKind::Invalid;
    return AbilityKind::Triggered;
  }
  if (h.global) return AbilityKind::Global;
  if (h.has_cost || h.sacrifice) return AbilityKind::Activated;
  bool all_static = !self.body.empty();
  for (const auto& s : self.body)
    if (!is_static_stmt(s) && !(is_continuous(s) && !is_action_card(card))) all_static = false;
  if (all_static) return AbilityKind::Static;
  if (is_action_card(card)) return AbilityKind::Triggered;  // the action's effect when used
  return AbilityKind::Invalid;
}

std::string trigger_of(const Card& card, const Ability& a) {
  const Ability& h = head_of(card, a);
  if (!h.trigger.empty()) return h.trigger;
  if (h.trigger_written.empty() && is_action_card(card)) return "used";
  return {};
}

}  // namespace dm::dsl
