#pragma once
// The rules a card must keep, judged on the syntax tree: every problem in every card, each with
// its place, a message that names the rule, and a hint when one helps.
#include "dsl/ast.hpp"
#include "dsl/diagnostic.hpp"

namespace dm::dsl {

// Checks every card of a parsed file and the file as a set (duplicate identities). Cards whose
// abilities use embedded Lua get a note saying so: cardc cannot check what Lua does.
void check(const File& file, Diagnostics& diags);

}  // namespace dm::dsl
