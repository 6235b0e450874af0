#include "engine/script/sandbox_stdlib.hpp"

#include <algorithm>
#include <spdlog/spdlog.h>
#include <string>
#include <vector>

#include "engine/script/sandbox.hpp"

namespace dm::script::stdlib {

namespace {

constexpr std::size_t kMaxRep = 1u << 20;  // longest string string.rep may build

// Keys of a table in a fixed order: 1..n first, then numbers, strings and booleans sorted.
// Any other key type has no order that is the same from run to run, so it is refused.
void push_ordered_keys(lua_State* L, int t) {
  t = lua_absindex(L, t);
  lua_Integer n = 0;
  while (true) {
    if (lua_rawgeti(L, t, n + 1) == LUA_TNIL) {
      lua_pop(L, 1);
      break;
    }
    lua_pop(L, 1);
    ++n;
  }
  struct Key {
    int rank;
    double num;
    lua_Integer integer;
    bool is_int;
    std::string str;
  };
  std::vector<Key> rest;
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pop(L, 1);
    Key k{0, 0, 0, false, {}};
    switch (lua_type(L, -1)) {
      case LUA_TNUMBER:
        if (lua_isinteger(L, -1)) {
          lua_Integer i = lua_tointeger(L, -1);
          if (i >= 1 && i <= n) continue;
          k.is_int = true;
          k.integer = i;
          k.num = static_cast<double>(i);
        } else {
          k.num = lua_tonumber(L, -1);
        }
        k.rank = 0;
        break;
      case LUA_TSTRING: {
        std::size_t len = 0;
        const char* s = lua_tolstring(L, -1, &len);
        k.rank = 1;
        k.str.assign(s, len);
        break;
      }
      case LUA_TBOOLEAN:
        k.rank = 2;
        k.num = lua_toboolean(L, -1);
        break;
      default:
        luaL_error(L, "pairs: a key of type %s has no fixed order", luaL_typename(L, -1));
    }
    rest.push_back(std::move(k));
  }
  std::sort(rest.begin(), rest.end(), [](const Key& a, const Key& b) {
    if (a.rank != b.rank) return a.rank < b.rank;
    if (a.rank == 1) return a.str < b.str;
    if (a.is_int && b.is_int) return a.integer < b.integer;
    return a.num < b.num;
  });
  lua_createtable(L, static_cast<int>(n + static_cast<lua_Integer>(rest.size())), 0);
  lua_Integer i = 0;
  for (lua_Integer k = 1; k <= n; ++k) {
    lua_pushinteger(L, k);
    lua_rawseti(L, -2, ++i);
  }
  for (const auto& k : rest) {
    if (k.rank == 0 && k.is_int) lua_pushinteger(L, k.integer);
    else if (k.rank == 0) lua_pushnumber(L, k.num);
    else if (k.rank == 1) lua_pushlstring(L, k.str.data(), k.str.size());
    else lua_pushboolean(L, k.num != 0);
    lua_rawseti(L, -2, ++i);
  }
}

int pairs_step(lua_State* L) {
  lua_Integer i = lua_tointeger(L, lua_upvalueindex(2)) + 1;
  lua_pushinteger(L, i);
  lua_replace(L, lua_upvalueindex(2));
  if (lua_rawgeti(L, lua_upvalueindex(1), i) == LUA_TNIL) return 1;
  lua_pushvalue(L, -1);
  lua_rawget(L, 1);
  return 2;
}

int l_pairs(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  push_ordered_keys(L, 1);
  lua_pushinteger(L, 0);
  lua_pushcclosure(L, pairs_step, 2);
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

int l_next(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  push_ordered_keys(L, 1);
  const int keys = lua_gettop(L);
  lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, keys)), at = 0;
  if (!lua_isnil(L, 2)) {
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(L, keys, i);
      bool same = lua_rawequal(L, -1, 2);
      lua_pop(L, 1);
      if (same) {
        at = i;
        break;
      }
    }
    if (at == 0) return luaL_error(L, "next: key not in the table");
  }
  if (at + 1 > n) {
    lua_pushnil(L);
    return 1;
  }
  lua_rawgeti(L, keys, at + 1);
  lua_pushvalue(L, -1);
  lua_rawget(L, 1);
  return 2;
}

int l_tostring(lua_State* L) {
  luaL_checkany(L, 1);
  switch (lua_type(L, 1)) {
    case LUA_TTABLE: case LUA_TFUNCTION: case LUA_TUSERDATA: case LUA_TTHREAD: case LUA_TLIGHTUSERDATA:
      if (luaL_getmetafield(L, 1, "__tostring") == LUA_TNIL) {
        lua_pushstring(L, luaL_typename(L, 1));  // never an address
        return 1;
      }
      lua_pop(L, 1);
      break;
    default:
      break;
  }
  luaL_tolstring(L, 1, nullptr);
  return 1;
}

int l_print(lua_State* L) {
  std::string out;
  for (int i = 1; i <= lua_gettop(L); ++i) {
    if (i > 1) out += '\t';
    lua_pushcfunction(L, l_tostring);
    lua_pushvalue(L, i);
    lua_call(L, 1, 1);
    out += lua_tostring(L, -1);
    lua_pop(L, 1);
  }
  spdlog::debug("[script] {}", out);
  return 0;
}

int l_setmetatable(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const int t = lua_type(L, 2);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) return luaL_error(L, "cannot change a protected metatable");
  if (t == LUA_TTABLE) {
    // These run during garbage collection: at no fixed time, so never in a game.
    for (const char* bad : {"__gc", "__mode", "__close"}) {
      lua_getfield(L, 2, bad);
      bool present = !lua_isnil(L, -1);
      lua_pop(L, 1);
      if (present) return luaL_error(L, "setmetatable: '%s' is not allowed", bad);
    }
  }
  lua_settop(L, 2);
  lua_setmetatable(L, 1);
  return 1;
}

int l_getmetatable(lua_State* L) {
  luaL_checkany(L, 1);
  if (lua_type(L, 1) != LUA_TTABLE || !lua_getmetatable(L, 1)) {
    lua_pushnil(L);
    return 1;
  }
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) return 1;
  return 1;
}

int l_pcall(lua_State* L) {
  luaL_checkany(L, 1);
  int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
  if (Sandbox::from(L)->aborted()) return luaL_error(L, "instruction budget exceeded");
  lua_pushboolean(L, status == LUA_OK);
  lua_insert(L, 1);
  return lua_gettop(L);
}

int l_xpcall(lua_State* L) {
  const int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 1);  // f
  lua_copy(L, 2, 1);    // handler at 1
  lua_replace(L, 2);    // f at 2
  int status = lua_pcall(L, n - 2, LUA_MULTRET, 1);
  if (Sandbox::from(L)->aborted()) return luaL_error(L, "instruction budget exceeded");
  lua_pushboolean(L, status == LUA_OK);
  lua_replace(L, 1);
  return lua_gettop(L);
}

int l_random(lua_State* L) {
  Sandbox* sb = Sandbox::from(L);
  lua_Integer lo, hi;
  switch (lua_gettop(L)) {
    case 0:
      lua_pushnumber(L, static_cast<lua_Number>(sb->draw(1ull << 53)) / static_cast<lua_Number>(1ull << 53));
      return 1;
    case 1:
      lo = 1;
      hi = luaL_checkinteger(L, 1);
      break;
    case 2:
      lo = luaL_checkinteger(L, 1);
      hi = luaL_checkinteger(L, 2);
      break;
    default:
      return luaL_error(L, "wrong number of arguments");
  }
  luaL_argcheck(L, lo <= hi, lua_gettop(L), "interval is empty");
  const auto span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) + 1;
  const std::uint64_t r = span == 0 ? sb->draw(~0ull) : sb->draw(span);
  lua_pushinteger(L, static_cast<lua_Integer>(static_cast<std::uint64_t>(lo) + r));
  return 1;
}

int l_randomseed(lua_State*) { return 0; }  // the game owns the seed

// Stable bottom-up merge sort; comparisons through Lua, so a Lua comparator is budgeted.
bool less(lua_State* L, bool has_cmp, int a, int b) {
  if (has_cmp) {
    lua_pushvalue(L, 2);
    lua_pushvalue(L, a);
    lua_pushvalue(L, b);
    lua_call(L, 2, 1);
    bool r = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return r;
  }
  return lua_compare(L, a, b, LUA_OPLT);
}

int l_sort(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const bool has_cmp = !lua_isnoneornil(L, 2);
  if (has_cmp) luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_settop(L, 2);
  const lua_Integer n = luaL_len(L, 1);
  if (n < 2) return 0;
  if (n > (1 << 22)) return luaL_error(L, "table.sort: too many elements");
  lua_createtable(L, static_cast<int>(n), 0);  // 3: scratch
  int src = 1, dst = 3;
  for (lua_Integer width = 1; width < n; width *= 2) {
    for (lua_Integer lo = 1; lo <= n; lo += 2 * width) {
      lua_Integer mid = std::min(lo + width, n + 1), hi = std::min(lo + 2 * width, n + 1);
      lua_Integer i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        lua_rawgeti(L, src, i);
        lua_rawgeti(L, src, j);
        const int top = lua_gettop(L);
        if (less(L, has_cmp, top, top - 1)) {  // right strictly smaller: take it
          lua_rawseti(L, dst, k++);
          lua_pop(L, 1);
          ++j;
        } else {
          lua_pop(L, 1);
          lua_rawseti(L, dst, k++);
          ++i;
        }
      }
      for (; i < mid; ++i) {
        lua_rawgeti(L, src, i);
        lua_rawseti(L, dst, k++);
      }
      for (; j < hi; ++j) {
        lua_rawgeti(L, src, j);
        lua_rawseti(L, dst, k++);
      }
    }
    std::swap(src, dst);
  }
  if (src != 1)
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(L, src, i);
      lua_rawseti(L, 1, i);
    }
  return 0;
}

int l_rep(lua_State* L) {
  std::size_t len = 0, sep_len = 0;
  luaL_checklstring(L, 1, &len);
  lua_Integer n = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &sep_len);
  if (n > 0 && (len + sep_len) > 0 && static_cast<std::uint64_t>(n) > kMaxRep / (len + sep_len))
    return luaL_error(L, "string.rep: result longer than %d bytes", static_cast<int>(kMaxRep));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

// Only plain substring search: Lua patterns can backtrack for ever on a crafted input.
int l_plain_find(lua_State* L) {
  luaL_checkstring(L, 1);
  luaL_checkstring(L, 2);
  lua_Integer init = luaL_optinteger(L, 3, 1);
  lua_settop(L, 2);
  lua_pushinteger(L, init);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, 4, LUA_MULTRET);
  return lua_gettop(L);
}

int l_readonly(lua_State* L) { return luaL_error(L, "this table is read-only"); }

void copy_fields(lua_State* L, int from, int to, std::initializer_list<const char*> names) {
  for (const char* n : names) {
    lua_getfield(L, from, n);
    lua_setfield(L, to, n);
  }
}

}  // namespace

void fill_template(lua_State* L, int tmpl) {
  luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  const int loaded = lua_gettop(L);
  lua_getfield(L, loaded, "_G");
  const int base = lua_gettop(L);
  copy_fields(L, base, tmpl,
              {"assert", "error", "ipairs", "rawequal", "rawlen", "rawget", "rawset", "select", "tonumber", "type"});
  const struct {
    const char* name;
    lua_CFunction fn;
  } replaced[] = {{"pairs", l_pairs},   {"next", l_next},       {"tostring", l_tostring},
                  {"print", l_print},   {"pcall", l_pcall},     {"xpcall", l_xpcall},
                  {"setmetatable", l_setmetatable}, {"getmetatable", l_getmetatable}};
  for (const auto& r : replaced) {
    lua_pushcfunction(L, r.fn);
    lua_setfield(L, tmpl, r.name);
  }

  // string: no dump, no pack, no patterns; rep capped; find plain only.
  lua_getfield(L, loaded, LUA_STRLIBNAME);
  const int real_string = lua_gettop(L);
  lua_newtable(L);
  const int string = lua_gettop(L);
  copy_fields(L, real_string, string, {"byte", "char", "format", "len", "lower", "reverse", "sub", "upper"});
  lua_getfield(L, real_string, "rep");
  lua_pushcclosure(L, l_rep, 1);
  lua_setfield(L, string, "rep");
  lua_getfield(L, real_string, "find");
  lua_pushcclosure(L, l_plain_find, 1);
  lua_setfield(L, string, "find");
  lua_pushvalue(L, string);
  lua_setfield(L, tmpl, "string");
  // Method calls on strings ("x"):rep(n) go through the string metatable: point it at a
  // read-only view of the sandboxed table, and hide the metatable itself.
  lua_pushliteral(L, "");
  if (lua_getmetatable(L, -1)) {
    lua_newtable(L);                 // proxy
    lua_newtable(L);                 // proxy's metatable
    lua_pushvalue(L, string);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, l_readonly);
    lua_setfield(L, -2, "__newindex");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
  }
  lua_pop(L, 1);

  lua_getfield(L, loaded, LUA_TABLIBNAME);
  const int real_table = lua_gettop(L);
  lua_newtable(L);
  const int table = lua_gettop(L);
  copy_fields(L, real_table, table, {"concat", "insert", "remove", "unpack", "move"});
  lua_pushcfunction(L, l_sort);
  lua_setfield(L, table, "sort");
  lua_getfield(L, table, "unpack");
  lua_setfield(L, tmpl, "unpack");
  lua_pushvalue(L, table);
  lua_setfield(L, tmpl, "table");

  lua_getfield(L, loaded, LUA_MATHLIBNAME);
  const int real_math = lua_gettop(L);
  lua_newtable(L);
  const int math = lua_gettop(L);
  copy_fields(L, real_math, math,
              {"abs", "ceil", "floor", "fmod", "huge", "max", "maxinteger", "min", "mininteger", "modf", "pi", "sqrt",
               "tointeger", "type", "ult", "exp", "log", "sin", "cos", "tan", "asin", "acos", "atan"});
  lua_pushcfunction(L, l_random);
  lua_setfield(L, math, "random");
  lua_pushcfunction(L, l_randomseed);
  lua_setfield(L, math, "randomseed");
  lua_pushvalue(L, math);
  lua_setfield(L, tmpl, "math");
  lua_settop(L, loaded - 1);
}

}  // namespace dm::script::stdlib
