#pragma once
// What an ability is, read off its head and body: the one place that decides, so that the
// checker, the code generator and the renderer agree.
#include "dsl/ast.hpp"

namespace dm::dsl {

enum class AbilityKind {
  Triggered,  // when ...: / after blockers are declared: / an action die's effect
  Static,     // keywords, stat bonuses, restrictions, damage reduction
  Global,     // global, pay ...:
  Activated,  // pay ...: (no trigger, not global)
  FieldAlt,   // you may field this for free / you may pay ... to field this
  Protect,    // you may pay ... to keep this unaffected
  Lua,        // ability [[ ... ]]
  Invalid,    // no trigger on a character's effect, and the like: the checker says why
};

// The ability whose head a burst clause repeats (the ability itself when it has none).
const Ability& head_of(const Card& card, const Ability& a);

bool is_action_card(const Card& card);
bool is_static_stmt(const Stmt& s);

AbilityKind kind_of(const Card& card, const Ability& a);

// The kernel trigger of a triggered ability ("used" for an action die's effect).
std::string trigger_of(const Card& card, const Ability& a);

}  // namespace dm::dsl
