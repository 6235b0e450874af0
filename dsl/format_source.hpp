#pragma once
// The canonical wording of an ability, as `cardc fmt` writes it: regenerated from the tree in
// lower case, clauses in a fixed order, effects joined with `; `. Lua blocks are copied from the
// text the tree was parsed from, so they keep every byte as written.
#include <string>
#include <string_view>

#include "dsl/ast.hpp"

namespace dm::dsl {

// One ability as source on one line (a Lua block inside keeps its own line breaks): the head
// with its colon ("" when it has none) and the rest, which ends with the full stop. Reading
// `head + " " + body` back gives the same tree, so the same Lua.
struct AbilitySource {
  std::string head;
  std::string body;
};
AbilitySource ability_source(const Ability& a, std::string_view original);

// A double-quoted string literal of the card language, escapes applied.
std::string quoted(const std::string& s);

}  // namespace dm::dsl
