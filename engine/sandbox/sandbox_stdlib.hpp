#pragma once
// The library card scripts see: an allowlist of Lua's base, string, table and math, with
// deterministic and bounded replacements where stock Lua is neither. Internal to the sandbox.
#include <cstdint>
#include <exception>
#include <lua.hpp>
#include <string>

namespace dm::script::stdlib {

// Fills the table at index `tmpl` with everything an environment starts with. The real
// libraries must already be loaded (package.loaded in the registry).
void fill_template(lua_State* L, int tmpl);

// Sets pairs, next and table in the table at `tmpl` (sandbox_tables.cpp).
void add_table_functions(lua_State* L, int tmpl);

// Key, in the metatable snapshot sandboxed setmetatable makes, of the script's own metatable.
void* original_key();
// Key, in the metatable of a frozen table (Sandbox::freeze), of the hidden table holding its
// fields. Scripts never get that table: writing it would undo the freeze. That metatable also
// keeps, under original_key, the metatable the script had given the table, if any.
void* frozen_key();
// When the value at idx is a frozen table, pushes its hidden table and returns true;
// otherwise pushes nothing and returns false.
bool push_backing(lua_State* L, int idx);

// Lua's own errors are C++ exceptions here too (lua5.4-c++) but not std::exception, so they
// pass through; any other exception becomes a Lua error before it can reach Lua's C code.
template <lua_CFunction F>
int guarded(lua_State* L) {
  std::string err;
  try {
    return F(L);
  } catch (const std::exception& e) {
    err = e.what();
  }
  return luaL_error(L, "%s", err.c_str());
}

// Charges work done in C to the running call's budget.
void charge(lua_State* L, std::uint64_t units);
// How many integers lie in [from, to] (to >= from), saturating.
std::uint64_t count(lua_Integer from, lua_Integer to);
std::size_t max_string(lua_State* L);

}  // namespace dm::script::stdlib
