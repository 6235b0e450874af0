#pragma once
// The library card scripts see: an allowlist of Lua's base, string, table and math, with
// deterministic and bounded replacements where stock Lua is neither.
#include <lua.hpp>

namespace dm::script::stdlib {

// Fills the table at index `tmpl` with everything an environment starts with. The real
// libraries must already be loaded (package.loaded in the registry).
void fill_template(lua_State* L, int tmpl);

}  // namespace dm::script::stdlib
