#pragma once
// What a script returns for the engine to read (a card table, a format table, a function's
// result) must be plain data: tables without metatables, of bounded size and nesting. Checked
// once, right after the call that made it, so that the engine's reads afterwards run no script
// code (no __index or __len that could fail or loop outside the budgeted call).
#include <cstddef>
#include <lua.hpp>
#include <string>

namespace dm::script {

struct DataLimits {
  int depth = 32;                        // tables inside tables
  std::size_t entries_per_table = 10'000;
  std::size_t entries = 100'000;         // in all the tables reached
  std::size_t string_bytes = 64u << 10;  // each string, keys included
};

// Throws ScriptError(file, 0, ...) naming where in the value the problem is, e.g. "the card
// table: .abilities[2].targets has a metatable: ...". Values that are not tables pass (a
// string is held to the string limit); functions are not looked into.
void check_plain_data(lua_State* L, int idx, const std::string& file, const std::string& what, const DataLimits& limits = {});

}  // namespace dm::script
