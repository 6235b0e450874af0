#include "engine/sandbox/plain_data.hpp"

#include <unordered_set>

#include "engine/sandbox/sandbox.hpp"

namespace dm::script {

namespace {

struct Walk {
  lua_State* L;
  const std::string& file;
  const std::string& what;
  const DataLimits& limits;
  std::unordered_set<const void*> seen;
  std::size_t entries = 0;

  [[noreturn]] void fail(const std::string& path, const std::string& why) const {
    throw ScriptError(file, 0, what + (path.empty() ? "" : ": " + path) + " " + why);
  }

  static std::string key_name(lua_State* L, int k) {
    if (lua_type(L, k) == LUA_TNUMBER && lua_isinteger(L, k)) return "[" + std::to_string(lua_tointeger(L, k)) + "]";
    if (lua_type(L, k) == LUA_TSTRING) {
      std::size_t n = 0;
      const char* s = lua_tolstring(L, k, &n);
      return "." + std::string(s, n < 40 ? n : 40);
    }
    return std::string("[") + luaL_typename(L, k) + "]";
  }

  void string(int idx, const std::string& path) const {
    if (lua_type(L, idx) != LUA_TSTRING) return;
    std::size_t n = 0;
    lua_tolstring(L, idx, &n);
    if (n > limits.string_bytes)
      fail(path, "holds a string of " + std::to_string(n) + " bytes (at most " + std::to_string(limits.string_bytes) + ")");
  }

  void table(int t, const std::string& path, int depth) {
    if (lua_getmetatable(L, t)) {
      lua_pop(L, 1);
      fail(path, "has a metatable: what a script returns must be plain tables");
    }
    if (!seen.insert(lua_topointer(L, t)).second) return;
    if (depth > limits.depth) fail(path, "nests tables more than " + std::to_string(limits.depth) + " deep");
    if (!lua_checkstack(L, 4)) fail(path, "nests too deeply");
    std::size_t here = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {
      if (++here > limits.entries_per_table)
        fail(path, "has more than " + std::to_string(limits.entries_per_table) + " entries");
      if (++entries > limits.entries) fail(path, "makes more than " + std::to_string(limits.entries) + " entries in all");
      const int v = lua_gettop(L), k = v - 1;
      // Lua's own tostring of the key would change it; key_name only reads.
      const std::string at = path + key_name(L, k);
      string(k, at);
      string(v, at);
      if (lua_type(L, k) == LUA_TTABLE) table(k, at + " (a key)", depth + 1);
      if (lua_type(L, v) == LUA_TTABLE) table(v, at, depth + 1);
      lua_pop(L, 1);
    }
  }
};

}  // namespace

void check_plain_data(lua_State* L, int idx, const std::string& file, const std::string& what, const DataLimits& limits) {
  idx = lua_absindex(L, idx);
  Walk w{L, file, what, limits, {}, 0};
  if (lua_type(L, idx) == LUA_TSTRING) w.string(idx, "");
  if (lua_type(L, idx) != LUA_TTABLE) return;
  const int top = lua_gettop(L);
  try {
    w.table(idx, "", 0);
  } catch (...) {
    lua_settop(L, top);
    throw;
  }
  lua_settop(L, top);
}

}  // namespace dm::script
