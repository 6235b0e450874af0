// Read-only tables. A card's table serves every game a state plays, so nothing in it, or in
// the upvalues of its functions, may change. Freezing keeps each table's identity (closures and
// other tables already point at it): its fields move to a hidden table, the table is left
// empty, and an engine metatable reads through to the hidden table and refuses every write.
#include <stdexcept>

#include "engine/sandbox/sandbox.hpp"
#include "engine/sandbox/sandbox_stdlib.hpp"

namespace dm::script {

namespace stdlib {

namespace {
const char kFrozenKey = 0;
}  // namespace

void* frozen_key() { return const_cast<char*>(&kFrozenKey); }

bool push_backing(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TTABLE || !lua_getmetatable(L, idx)) return false;
  if (lua_rawgetp(L, -1, frozen_key()) != LUA_TTABLE) {
    lua_pop(L, 2);
    return false;
  }
  lua_remove(L, -2);
  return true;
}

}  // namespace stdlib

namespace {

// A write reaches __newindex whatever the key, since the frozen table itself holds none. The
// position is the script's, even when the write came from a library function (table.insert).
int refuse_write(lua_State* L) {
  constexpr int kLevelsSearched = 32;
  lua_settop(L, 0);
  lua_Debug ar;
  for (int level = 1; level <= kLevelsSearched && lua_getstack(L, level, &ar); ++level) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
    const char* source = (*ar.source == '@' || *ar.source == '=') ? ar.source + 1 : ar.source;
    lua_pushfstring(L, "%s:%d: ", source, ar.currentline);
    break;
  }
  if (lua_gettop(L) == 0) lua_pushliteral(L, "");
  lua_pushliteral(L, "attempt to change a read-only table (card scripts hold no state)");
  lua_concat(L, 2);
  return lua_error(L);
}

// One function for every frozen table: it finds the hidden table through the metatable.
int hidden_len(lua_State* L) {
  if (!stdlib::push_backing(L, 1)) return luaL_error(L, "not a read-only table");
  lua_pushinteger(L, static_cast<lua_Integer>(lua_rawlen(L, -1)));
  return 1;
}

// A script's __index function must see the table it was given, not the hidden one that Lua
// passes here. Upvalues: the frozen table, the script's function.
int script_index(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, 2);
  lua_call(L, 2, 1);
  return 1;
}

bool is_metamethod_name(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TSTRING) return false;
  std::size_t len = 0;
  const char* s = lua_tolstring(L, idx, &len);
  return len > 2 && s[0] == '_' && s[1] == '_';
}

// Visits every table and Lua function reachable from the root with an explicit work list, so
// deep or cyclic structures cost memory, never C stack.
class Freezer {
 public:
  Freezer(lua_State* L) : L_(L) {
    luaL_checkstack(L_, 24, "freeze");
    lua_newtable(L_);
    seen_ = lua_gettop(L_);
    lua_newtable(L_);
    work_ = lua_gettop(L_);
  }

  void run(int root) {
    add(root);
    while (pending_ > 0) {
      lua_rawgeti(L_, work_, pending_);
      lua_pushnil(L_);
      lua_rawseti(L_, work_, pending_--);
      const int v = lua_gettop(L_);
      if (lua_type(L_, v) == LUA_TTABLE) freeze_table(v);
      else add_upvalues(v);
      lua_settop(L_, v - 1);
    }
  }

 private:
  // Queues the value at idx when it is a table or Lua function not met before.
  void add(int idx) {
    idx = lua_absindex(L_, idx);
    const int t = lua_type(L_, idx);
    if (t != LUA_TTABLE && (t != LUA_TFUNCTION || lua_iscfunction(L_, idx))) return;
    lua_pushvalue(L_, idx);
    if (lua_rawget(L_, seen_) != LUA_TNIL) {
      lua_pop(L_, 1);
      return;
    }
    lua_pop(L_, 1);
    lua_pushvalue(L_, idx);
    lua_pushboolean(L_, 1);
    lua_rawset(L_, seen_);
    lua_pushvalue(L_, idx);
    lua_rawseti(L_, work_, ++pending_);
  }

  void add_upvalues(int fn) {
    for (int i = 1; lua_getupvalue(L_, fn, i); ++i) {
      add(-1);
      lua_pop(L_, 1);
    }
  }

  void freeze_table(int t) {
    int snapshot = 0;
    if (lua_getmetatable(L_, t)) {
      // The engine's own metatables (proxies, tables frozen before) stay as they are.
      if (lua_rawgetp(L_, -1, stdlib::frozen_key()) != LUA_TNIL) return;
      lua_pop(L_, 1);
      if (lua_rawgetp(L_, -1, stdlib::original_key()) == LUA_TNIL) return;
      lua_pop(L_, 1);
      snapshot = lua_gettop(L_);
    }
    // Everything that allocates comes first: should memory run out, the table is untouched.
    lua_newtable(L_);
    const int hidden = lua_gettop(L_);
    lua_pushnil(L_);
    while (lua_next(L_, t)) {
      add(-2);
      add(-1);
      lua_pushvalue(L_, -2);
      lua_insert(L_, -2);
      lua_rawset(L_, hidden);
    }

    lua_createtable(L_, 0, 6);
    const int meta = lua_gettop(L_);
    lua_pushvalue(L_, hidden);
    lua_rawsetp(L_, meta, stdlib::frozen_key());
    lua_pushvalue(L_, hidden);
    lua_setfield(L_, meta, "__index");
    lua_pushcfunction(L_, refuse_write);
    lua_setfield(L_, meta, "__newindex");
    lua_pushboolean(L_, 0);
    lua_setfield(L_, meta, "__metatable");
    bool has_len = false;
    if (snapshot) {
      lua_pushnil(L_);
      while (lua_next(L_, snapshot)) {
        add(-1);  // metamethods, an __index table, the script's own metatable
        // The script's metatable, for sandboxed getmetatable (Lua's own sees __metatable).
        if (lua_type(L_, -2) == LUA_TLIGHTUSERDATA && lua_touserdata(L_, -2) == stdlib::original_key()) {
          lua_pushvalue(L_, -1);
          lua_rawsetp(L_, meta, stdlib::original_key());
        }
        if (is_metamethod_name(L_, -2)) {
          const char* name = lua_tostring(L_, -2);
          const std::string_view n(name);
          if (n == "__len") has_len = true;
          if (n != "__index" && n != "__newindex" && n != "__metatable") {
            lua_pushvalue(L_, -2);
            lua_insert(L_, -2);
            lua_rawset(L_, meta);
            continue;
          }
        }
        lua_pop(L_, 1);
      }
      // As sandboxed getmetatable answered before: the script's __metatable field wins.
      lua_pushliteral(L_, "__metatable");
      if (lua_rawget(L_, snapshot) != LUA_TNIL) lua_rawsetp(L_, meta, stdlib::original_key());
      else lua_pop(L_, 1);
      // The script's __index answers what the hidden table lacks.
      lua_pushliteral(L_, "__index");
      const int type = lua_rawget(L_, snapshot);
      if (type == LUA_TNIL) {
        lua_pop(L_, 1);
      } else {
        if (type == LUA_TFUNCTION) {
          lua_pushvalue(L_, t);
          lua_insert(L_, -2);
          lua_pushcclosure(L_, script_index, 2);
        }
        lua_createtable(L_, 0, 1);
        lua_insert(L_, -2);
        lua_setfield(L_, -2, "__index");
        lua_setmetatable(L_, hidden);
      }
    }
    if (!has_len) {
      lua_pushcfunction(L_, hidden_len);
      lua_setfield(L_, meta, "__len");
    }
    // Clearing existing fields allocates nothing, and is allowed during a traversal.
    lua_pushnil(L_);
    while (lua_next(L_, t)) {
      lua_pop(L_, 1);
      lua_pushvalue(L_, -1);
      lua_pushnil(L_);
      lua_rawset(L_, t);
    }
    lua_setmetatable(L_, t);
  }

  lua_State* L_;
  int seen_ = 0;
  int work_ = 0;
  lua_Integer pending_ = 0;
};

}  // namespace

void Sandbox::freeze(int idx) {
  if (lua_type(L_, idx) != LUA_TTABLE) throw std::invalid_argument("Sandbox::freeze: not a table");
  if (!lua_checkstack(L_, 1)) throw ScriptError("", 0, "not enough memory");
  lua_pushvalue(L_, idx);
  const std::string err = run_protected([](lua_State* L) { Freezer(L).run(1); }, 1);
  if (!err.empty()) throw ScriptError("", 0, "cannot make the script's tables read-only: " + err);
}

}  // namespace dm::script
