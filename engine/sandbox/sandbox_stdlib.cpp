#include "engine/sandbox/sandbox_stdlib.hpp"

#include <algorithm>
#include <cstring>
#include <spdlog/spdlog.h>
#include <string>
#include <string_view>

#include "engine/sandbox/sandbox.hpp"

namespace dm::script::stdlib {

namespace {

constexpr std::uint64_t kBytesPerUnit = Sandbox::kBytesPerInstruction;

// ---- base ----

// Pushes the text of a value: its __tostring when it has one, never an address.
void push_text(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  switch (lua_type(L, idx)) {
    case LUA_TTABLE:
    case LUA_TFUNCTION:
    case LUA_TUSERDATA:
    case LUA_TTHREAD:
    case LUA_TLIGHTUSERDATA:
      if (luaL_getmetafield(L, idx, "__tostring") == LUA_TNIL) {
        lua_pushstring(L, luaL_typename(L, idx));
        return;
      }
      lua_pop(L, 1);
      break;
    default:
      break;
  }
  luaL_tolstring(L, idx, nullptr);
}

int l_tostring(lua_State* L) {
  luaL_checkany(L, 1);
  push_text(L, 1);
  return 1;
}

// Does the same work at every log level, so the budget a script spends doesn't depend on it.
int l_print(lua_State* L) {
  std::string out;
  const int n = lua_gettop(L);
  for (int i = 1; i <= n; ++i) {
    push_text(L, i);
    std::size_t len = 0;
    const char* s = lua_tolstring(L, -1, &len);
    charge(L, len / kBytesPerUnit);
    if (i > 1) out += '\t';
    out.append(s, len);
    lua_pop(L, 1);
  }
  spdlog::debug("[script] {}", out);
  return 0;
}

int l_pcall(lua_State* L) {
  luaL_checkany(L, 1);
  lua_pushboolean(L, 1);
  lua_insert(L, 1);
  const int status = lua_pcall(L, lua_gettop(L) - 2, LUA_MULTRET, 0);
  Sandbox::from(L)->after_pcall(L, status);
  if (status != LUA_OK) {
    lua_pushboolean(L, 0);
    lua_replace(L, 1);
  }
  return lua_gettop(L);
}

// The script's message handler runs while the error is being raised. After a budget abort
// that happens inside the hook, where Lua runs no hooks, so the handler would run without a
// budget: it is skipped then. Upvalue: the script's handler.
int xpcall_handler(lua_State* L) {
  if (Sandbox::from(L)->aborted()) return 1;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

int l_xpcall(lua_State* L) {
  const int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, guarded<xpcall_handler>, 1);
  lua_replace(L, 2);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  lua_rotate(L, 3, 2);  // f, handler, true, f, args...
  const int status = lua_pcall(L, n - 2, LUA_MULTRET, 2);
  Sandbox::from(L)->after_pcall(L, status);
  if (status != LUA_OK) {
    lua_pushboolean(L, 0);
    lua_replace(L, 3);
  }
  return lua_gettop(L) - 2;
}

bool raw_field(lua_State* L, int t, const char* name) {
  lua_pushstring(L, name);
  return lua_rawget(L, t) != LUA_TNIL;
}

int l_setmetatable(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const int type = lua_type(L, 2);
  luaL_argexpected(L, type == LUA_TNIL || type == LUA_TTABLE, 2, "nil or table");
  lua_settop(L, 2);
  if (lua_getmetatable(L, 1)) {
    if (lua_rawgetp(L, 3, frozen_key()) != LUA_TNIL)
      return luaL_error(L, "setmetatable: the table is read-only (card scripts hold no state)");
    lua_pop(L, 1);
    if (raw_field(L, 3, "__metatable")) return luaL_error(L, "cannot change a protected metatable");
    lua_pop(L, 1);
    if (lua_rawgetp(L, 3, original_key()) == LUA_TNIL) return luaL_error(L, "cannot change a metatable the engine set");
    lua_settop(L, 2);
  }
  if (type == LUA_TNIL) {
    lua_setmetatable(L, 1);
    return 1;
  }
  lua_newtable(L);  // 3: the snapshot
  // A frozen metatable keeps its fields in its hidden table (4).
  const int fields_of = push_backing(L, 2) ? 4 : 2;
  std::uint64_t fields = 0;
  lua_pushnil(L);
  while (lua_next(L, fields_of)) {
    ++fields;
    std::size_t len = 0;
    const char* k = lua_type(L, -2) == LUA_TSTRING ? lua_tolstring(L, -2, &len) : nullptr;
    if (!k || len < 2 || k[0] != '_' || k[1] != '_') {
      lua_pop(L, 1);
      continue;
    }
    // Finalizers and weak tables act at garbage collection, whose timing varies from state
    // to state; __close runs while errors unwind, after a budget abort.
    for (const char* banned : {"__gc", "__mode", "__close"})
      if (std::strcmp(k, banned) == 0) return luaL_error(L, "setmetatable: '%s' is not allowed", banned);
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, 3);
  }
  charge(L, fields);
  lua_settop(L, 3);
  lua_pushvalue(L, 2);
  lua_rawsetp(L, 3, original_key());
  lua_setmetatable(L, 1);
  lua_settop(L, 1);
  return 1;
}

// Metatables the engine set (proxies, the string metatable) stay private: nil. A frozen table
// shows the metatable the script gave it, if any, as before it was frozen.
int l_getmetatable(lua_State* L) {
  luaL_checkany(L, 1);
  if (lua_type(L, 1) != LUA_TTABLE || !lua_getmetatable(L, 1)) {
    lua_pushnil(L);
    return 1;
  }
  if (lua_rawgetp(L, 2, frozen_key()) != LUA_TNIL) {
    lua_rawgetp(L, 2, original_key());
    return 1;
  }
  lua_pop(L, 1);
  if (raw_field(L, 2, "__metatable")) return 1;
  lua_pop(L, 1);
  lua_rawgetp(L, 2, original_key());
  return 1;
}

// A frozen table's fields are in its hidden table: its raw length is that table's.
int l_rawlen(lua_State* L) {
  const int t = lua_type(L, 1);
  luaL_argexpected(L, t == LUA_TTABLE || t == LUA_TSTRING, 1, "table or string");
  if (!push_backing(L, 1)) lua_pushvalue(L, 1);
  lua_pushinteger(L, static_cast<lua_Integer>(lua_rawlen(L, -1)));
  return 1;
}

// Real functions whose work grows with their arguments or results (reading a long string,
// pushing many values) are charged for it. Upvalue: the real function.
int metered(lua_State* L) {
  const int n = lua_gettop(L);
  std::uint64_t bytes = 0;
  for (int i = 1; i <= n; ++i)
    if (lua_type(L, i) == LUA_TSTRING) bytes += lua_rawlen(L, i);
  charge(L, bytes / kBytesPerUnit);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, n, LUA_MULTRET);
  charge(L, static_cast<std::uint64_t>(lua_gettop(L)) / 16);
  return lua_gettop(L);
}

// ---- string ----

int l_rep(lua_State* L) {
  std::size_t len = 0, sep = 0;
  luaL_checklstring(L, 1, &len);
  const lua_Integer n = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &sep);
  if (n <= 0 || len + sep == 0) {
    lua_pushliteral(L, "");
    return 1;
  }
  // n copies and n - 1 separators fit when n * (len + sep) <= max + sep.
  const std::size_t max = max_string(L);
  if (static_cast<std::uint64_t>(n) > (max + sep) / (len + sep))
    return luaL_error(L, "string.rep: the result would be longer than the limit of %I bytes", static_cast<lua_Integer>(max));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

// Plain search only: a Lua pattern can backtrack for longer than any budget.
int l_find(lua_State* L) {
  std::size_t ls = 0, lp = 0;
  const char* s = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  lua_Integer init = luaL_optinteger(L, 3, 1);
  if (!lua_toboolean(L, 4) && std::string_view(p, lp).find_first_of("^$*+?.([%-") != std::string_view::npos)
    return luaL_error(L, "string.find: patterns are not available; pass true as the 4th argument for a plain search");
  if (init < 0) init = -init > static_cast<lua_Integer>(ls) ? 1 : static_cast<lua_Integer>(ls) + init + 1;
  else if (init == 0) init = 1;
  if (init > static_cast<lua_Integer>(ls) + 1) {
    lua_pushnil(L);
    return 1;
  }
  const std::size_t start = static_cast<std::size_t>(init - 1);
  const std::uint64_t work = static_cast<std::uint64_t>(ls - start + 1) * std::max<std::uint64_t>(lp, 1);
  charge(L, work / kBytesPerUnit);
  const std::size_t at = std::string_view(s, ls).find(std::string_view(p, lp), start);
  if (at == std::string_view::npos) {
    lua_pushnil(L);
    return 1;
  }
  lua_pushinteger(L, static_cast<lua_Integer>(at + 1));
  lua_pushinteger(L, static_cast<lua_Integer>(at + lp));
  return 2;
}

// %p prints an address; tables and functions as %s would too. Upvalue: the real format.
int l_format(lua_State* L) {
  std::size_t lf = 0;
  const char* f = luaL_checklstring(L, 1, &lf);
  for (std::size_t i = 0; i < lf; ++i) {
    if (f[i] != '%') continue;
    if (++i < lf && f[i] == '%') continue;
    while (i < lf && std::strchr("-+ #0123456789.", f[i]) && f[i] != '\0') ++i;
    if (i < lf && f[i] == 'p') return luaL_error(L, "string.format: '%%p' is not available");
  }
  const int n = lua_gettop(L);
  for (int i = 2; i <= n; ++i) {
    const int t = lua_type(L, i);
    if (t == LUA_TTABLE || t == LUA_TFUNCTION || t == LUA_TUSERDATA || t == LUA_TTHREAD || t == LUA_TLIGHTUSERDATA) {
      push_text(L, i);
      lua_replace(L, i);
    }
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, n, 1);
  return 1;
}

// ---- math ----

std::uint64_t draw64(Sandbox* sb) { return (sb->draw(1ull << 32) << 32) | sb->draw(1ull << 32); }

int l_random(lua_State* L) {
  Sandbox* sb = Sandbox::from(L);
  lua_Integer lo = 1, hi = 0;
  switch (lua_gettop(L)) {
    case 0:
      lua_pushnumber(L, static_cast<lua_Number>(sb->draw(1ull << 53)) * 0x1p-53);
      return 1;
    case 1:
      hi = luaL_checkinteger(L, 1);
      if (hi == 0) {  // as in Lua: every bit random
        lua_pushinteger(L, static_cast<lua_Integer>(draw64(sb)));
        return 1;
      }
      break;
    case 2:
      lo = luaL_checkinteger(L, 1);
      hi = luaL_checkinteger(L, 2);
      break;
    default:
      return luaL_error(L, "wrong number of arguments");
  }
  luaL_argcheck(L, lo <= hi, lua_gettop(L), "interval is empty");
  const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
  const std::uint64_t r = span == UINT64_MAX ? draw64(sb) : sb->draw(span + 1);
  lua_pushinteger(L, static_cast<lua_Integer>(static_cast<std::uint64_t>(lo) + r));
  return 1;
}

int l_randomseed(lua_State*) { return 0; }  // the game owns the seed

// ---- assembly ----

struct Fn {
  const char* name;
  lua_CFunction fn;
};

void set_functions(lua_State* L, int to, std::initializer_list<Fn> fns) {
  for (const Fn& f : fns) {
    lua_pushcfunction(L, f.fn);
    lua_setfield(L, to, f.name);
  }
}

void copy_fields(lua_State* L, int from, int to, std::initializer_list<const char*> names) {
  for (const char* n : names) {
    lua_getfield(L, from, n);
    lua_setfield(L, to, n);
  }
}

// to[name] = fn with upvalue from[name] (the real function it wraps).
void wrap_field(lua_State* L, int from, int to, const char* name, lua_CFunction fn) {
  lua_getfield(L, from, name);
  lua_pushcclosure(L, fn, 1);
  lua_setfield(L, to, name);
}

}  // namespace

// A table's metatable is a snapshot of the metamethods the script gave, taken when it was
// set; the script's own table is kept in it under this key, for getmetatable. Lua reads
// __mode at every collection, so a metatable the script could still change could turn the
// table weak after the check; a snapshot can't be changed.
namespace {
const char kOriginalKey = 0;
}  // namespace
void* original_key() { return const_cast<char*>(&kOriginalKey); }

void charge(lua_State* L, std::uint64_t units) { Sandbox::from(L)->charge(L, units); }

std::uint64_t count(lua_Integer from, lua_Integer to) {
  const std::uint64_t n = static_cast<std::uint64_t>(to) - static_cast<std::uint64_t>(from);
  return n == UINT64_MAX ? n : n + 1;
}

std::size_t max_string(lua_State* L) { return Sandbox::from(L)->limits().max_string_bytes; }

void fill_template(lua_State* L, int tmpl) {
  tmpl = lua_absindex(L, tmpl);
  luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  const int loaded = lua_gettop(L);

  lua_getfield(L, loaded, LUA_GNAME);
  const int base = lua_gettop(L);
  copy_fields(L, base, tmpl, {"assert", "error", "ipairs", "rawequal", "select", "type"});
  wrap_field(L, base, tmpl, "tonumber", guarded<metered>);
  add_table_functions(L, tmpl);
  set_functions(L, tmpl,
                {{"tostring", guarded<l_tostring>},
                 {"print", guarded<l_print>},
                 {"pcall", guarded<l_pcall>},
                 {"xpcall", guarded<l_xpcall>},
                 {"setmetatable", guarded<l_setmetatable>},
                 {"getmetatable", guarded<l_getmetatable>},
                 {"rawlen", guarded<l_rawlen>}});

  lua_getfield(L, loaded, LUA_STRLIBNAME);
  const int real_string = lua_gettop(L);
  lua_newtable(L);
  const int string = lua_gettop(L);
  copy_fields(L, real_string, string, {"char", "len", "lower", "reverse", "sub", "upper"});
  wrap_field(L, real_string, string, "byte", guarded<metered>);
  wrap_field(L, real_string, string, "rep", guarded<l_rep>);
  wrap_field(L, real_string, string, "format", guarded<l_format>);
  set_functions(L, string, {{"find", guarded<l_find>}});
  lua_pushvalue(L, string);
  lua_setfield(L, tmpl, "string");
  // ("x"):rep(n) looks up the string metatable's __index: the sandboxed table, not the real
  // library, and the metatable itself stays hidden.
  lua_pushliteral(L, "");
  if (lua_getmetatable(L, -1)) {
    lua_pushvalue(L, string);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
  }
  lua_pop(L, 1);

  lua_getfield(L, loaded, LUA_MATHLIBNAME);
  const int real_math = lua_gettop(L);
  lua_newtable(L);
  const int math = lua_gettop(L);
  copy_fields(L, real_math, math,
              {"abs", "acos", "asin", "atan", "ceil", "cos", "exp", "floor", "fmod", "huge", "log", "max",
               "maxinteger", "min", "mininteger", "modf", "pi", "sin", "sqrt", "tan", "tointeger", "type", "ult"});
  set_functions(L, math, {{"random", guarded<l_random>}, {"randomseed", guarded<l_randomseed>}});
  lua_pushvalue(L, math);
  lua_setfield(L, tmpl, "math");
  lua_settop(L, loaded - 1);
}

}  // namespace dm::script::stdlib
