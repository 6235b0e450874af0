// What walks a table: pairs and next in a fixed order, and the table library, whose C loops
// are charged to the budget (__len and __index can make them as long as they like).
#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "engine/sandbox/sandbox_stdlib.hpp"

namespace dm::script::stdlib {

namespace {

// Measured against the time of one VM instruction: visiting a key in C, and calling a
// comparator from C, each cost about four.
constexpr std::uint64_t kPerKey = 4;
constexpr std::uint64_t kPerComparison = 4;

// The fixed order of keys: 1..n first, then numbers, strings, false, true.
struct Key {
  int rank = 0;
  bool is_int = false;
  lua_Integer i = 0;
  lua_Number f = 0;
  const char* s = nullptr;
  std::size_t len = 0;
  int slot = 0;
};

// Tables, functions and the like as keys have no order that survives from run to run.
bool to_key(lua_State* L, int idx, Key& k) {
  switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
      k.rank = 0;
      k.is_int = lua_isinteger(L, idx);
      if (k.is_int) k.i = lua_tointeger(L, idx);
      else k.f = lua_tonumber(L, idx);
      return true;
    case LUA_TSTRING:
      k.rank = 1;
      k.s = lua_tolstring(L, idx, &k.len);
      return true;
    case LUA_TBOOLEAN:
      k.rank = 2;
      k.i = lua_toboolean(L, idx);
      return true;
    default:
      return false;
  }
}

[[noreturn]] void unordered_key(lua_State* L, const char* fn) {
  luaL_error(L, "%s: table keys must be numbers, strings or booleans (they are visited in a fixed order)", fn);
  std::abort();  // luaL_error does not return
}

// -1, 0 or 1 as integer i is below, equal to or above float f, without rounding i.
int compare_int_float(lua_Integer i, lua_Number f) {
  if (f >= 0x1p63) return -1;
  if (f < -0x1p63) return 1;
  const lua_Number fl = std::floor(f);
  const auto fi = static_cast<lua_Integer>(fl);
  if (i != fi) return i < fi ? -1 : 1;
  return f == fl ? 0 : -1;
}

bool key_less(const Key& a, const Key& b) {
  if (a.rank != b.rank) return a.rank < b.rank;
  if (a.rank == 1) {
    const int c = std::memcmp(a.s, b.s, std::min(a.len, b.len));
    return c != 0 ? c < 0 : a.len < b.len;
  }
  if (a.rank == 2 || (a.is_int && b.is_int)) return a.i < b.i;
  if (!a.is_int && !b.is_int) return a.f < b.f;
  return a.is_int ? compare_int_float(a.i, b.f) < 0 : compare_int_float(b.i, a.f) > 0;
}

lua_Integer array_prefix(lua_State* L, int t) {
  lua_Integer n = 0;
  while (lua_rawgeti(L, t, n + 1) != LUA_TNIL) {
    lua_pop(L, 1);
    ++n;
  }
  lua_pop(L, 1);
  return n;
}

bool in_prefix(lua_State* L, int idx, lua_Integer n) {
  if (!lua_isinteger(L, idx)) return false;
  const lua_Integer i = lua_tointeger(L, idx);
  return i >= 1 && i <= n;
}

// Pushes a list of the keys of table t in the fixed order.
void push_ordered_keys(lua_State* L, int t) {
  const lua_Integer n = array_prefix(L, t);
  lua_newtable(L);  // the other keys, as found
  const int found = lua_gettop(L);
  std::vector<Key> rest;
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pop(L, 1);
    if (in_prefix(L, -1, n)) continue;
    Key k;
    if (!to_key(L, -1, k)) unordered_key(L, "pairs");
    k.slot = static_cast<int>(rest.size()) + 1;
    lua_pushvalue(L, -1);
    lua_rawseti(L, found, k.slot);
    rest.push_back(k);
  }
  const std::uint64_t keys = static_cast<std::uint64_t>(n) + rest.size();
  charge(L, keys * (kPerKey + static_cast<std::uint64_t>(std::bit_width(rest.size()))));
  std::sort(rest.begin(), rest.end(), key_less);
  lua_createtable(L, static_cast<int>(n + static_cast<lua_Integer>(rest.size())), 0);
  lua_Integer at = 0;
  for (; at < n; ++at) {
    lua_pushinteger(L, at + 1);
    lua_rawseti(L, -2, at + 1);
  }
  for (const Key& k : rest) {
    lua_rawgeti(L, found, k.slot);
    lua_rawseti(L, -2, ++at);
  }
  lua_remove(L, found);
}

// Upvalues: the ordered keys, the position reached, the table.
int pairs_step(lua_State* L) {
  lua_Integer i = lua_tointeger(L, lua_upvalueindex(2));
  int results = 1;
  for (;;) {
    ++i;
    if (lua_rawgeti(L, lua_upvalueindex(1), i) == LUA_TNIL) break;
    lua_pushvalue(L, -1);
    if (lua_rawget(L, lua_upvalueindex(3)) != LUA_TNIL) {
      results = 2;
      break;
    }
    lua_pop(L, 2);  // cleared while the loop ran: skip it, as next would
  }
  lua_pushinteger(L, i);
  lua_replace(L, lua_upvalueindex(2));
  return results;
}

// A frozen table is walked through its hidden table, which stays in the closure: the script
// gets back the table it passed, never the hidden one.
int l_pairs(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  if (!push_backing(L, 1)) lua_pushvalue(L, 1);  // 2: where the fields are
  push_ordered_keys(L, 2);
  lua_pushinteger(L, 0);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, guarded<pairs_step>, 3);
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

// The key after `k` in the fixed order, found by one scan: no state kept between calls.
int l_next(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  if (push_backing(L, 1)) lua_replace(L, 1);  // only keys and values go back to the script
  const lua_Integer n = array_prefix(L, 1);
  lua_Integer next_index = 0;
  Key from;
  bool have_from = false;
  if (lua_isnil(L, 2)) next_index = 1;
  else if (in_prefix(L, 2, n)) next_index = lua_tointeger(L, 2) + 1;
  else if (!(have_from = to_key(L, 2, from))) unordered_key(L, "next");
  if (next_index >= 1 && next_index <= n) {
    lua_pushinteger(L, next_index);
    lua_rawgeti(L, 1, next_index);
    return 2;
  }
  lua_pushnil(L);  // 3: the best candidate so far
  Key best;
  bool have_best = false;
  std::uint64_t scanned = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pop(L, 1);
    ++scanned;
    if (in_prefix(L, -1, n)) continue;
    Key k;
    if (!to_key(L, -1, k)) unordered_key(L, "next");
    if ((have_from && !key_less(from, k)) || (have_best && !key_less(k, best))) continue;
    best = k;
    have_best = true;
    lua_pushvalue(L, -1);
    lua_replace(L, 3);
  }
  charge(L, kPerKey * (static_cast<std::uint64_t>(n) + scanned));
  if (!have_best) return 1;
  lua_pushvalue(L, 3);
  lua_rawget(L, 1);
  return 2;
}

int l_insert(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const lua_Integer n = luaL_len(L, 1);
  luaL_argcheck(L, n < LUA_MAXINTEGER, 1, "table is too long");
  const lua_Integer end = n + 1;
  switch (lua_gettop(L)) {
    case 2:
      lua_seti(L, 1, end);
      return 0;
    case 3: {
      const lua_Integer pos = luaL_checkinteger(L, 2);
      luaL_argcheck(L, pos >= 1 && pos <= end, 2, "position out of bounds");
      charge(L, count(pos, end));
      for (lua_Integer i = end; i > pos; --i) {
        lua_geti(L, 1, i - 1);
        lua_seti(L, 1, i);
      }
      lua_seti(L, 1, pos);
      return 0;
    }
    default:
      return luaL_error(L, "wrong number of arguments to 'insert'");
  }
}

int l_remove(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const lua_Integer size = luaL_len(L, 1);
  lua_Integer pos = luaL_optinteger(L, 2, size);
  if (pos != size) luaL_argcheck(L, size < LUA_MAXINTEGER && pos >= 1 && pos <= size + 1, 2, "position out of bounds");
  lua_geti(L, 1, pos);
  if (pos < size) charge(L, count(pos, size));
  for (; pos < size; ++pos) {
    lua_geti(L, 1, pos + 1);
    lua_seti(L, 1, pos);
  }
  lua_pushnil(L);
  lua_seti(L, 1, pos);
  return 1;
}

int l_concat(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  std::size_t lsep = 0;
  const char* sep = luaL_optlstring(L, 2, "", &lsep);
  const lua_Integer first = luaL_optinteger(L, 3, 1);
  const lua_Integer last = lua_isnoneornil(L, 4) ? luaL_len(L, 1) : luaL_checkinteger(L, 4);
  lua_settop(L, 2);
  if (first > last) {
    lua_pushliteral(L, "");
    return 1;
  }
  charge(L, count(first, last));
  const std::size_t max = max_string(L);
  std::size_t total = 0;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  for (lua_Integer i = first;; ++i) {
    lua_geti(L, 1, i);
    if (!lua_isstring(L, -1))
      return luaL_error(L, "invalid value (at index %I) in table for 'concat'", static_cast<lua_Integer>(i));
    std::size_t len = 0;
    lua_tolstring(L, -1, &len);
    total += len + (i < last ? lsep : 0);
    if (total > max)
      return luaL_error(L, "table.concat: the result would be longer than the limit of %I bytes", static_cast<lua_Integer>(max));
    luaL_addvalue(&b);
    if (i == last) break;
    luaL_addlstring(&b, sep, lsep);
  }
  luaL_pushresult(&b);
  return 1;
}

int l_unpack(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const lua_Integer first = luaL_optinteger(L, 2, 1);
  const lua_Integer last = lua_isnoneornil(L, 3) ? luaL_len(L, 1) : luaL_checkinteger(L, 3);
  if (first > last) return 0;
  const std::uint64_t n = count(first, last);
  charge(L, n);
  if (n >= INT_MAX || !lua_checkstack(L, static_cast<int>(n))) return luaL_error(L, "too many results to unpack");
  for (lua_Integer i = first;; ++i) {
    lua_geti(L, 1, i);
    if (i == last) break;
  }
  return static_cast<int>(n);
}

int l_move(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3), t = luaL_checkinteger(L, 4);
  const int dst = lua_isnoneornil(L, 5) ? 1 : 5;
  luaL_checktype(L, dst, LUA_TTABLE);
  if (e >= f) {
    luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
    const lua_Integer n = e - f;  // one less than the count
    luaL_argcheck(L, t <= LUA_MAXINTEGER - n, 4, "destination wrap around");
    charge(L, count(f, e));
    if (t > e || t <= f || (dst != 1 && !lua_rawequal(L, 1, dst))) {
      for (lua_Integer i = 0; i <= n; ++i) {
        lua_geti(L, 1, f + i);
        lua_seti(L, dst, t + i);
      }
    } else {
      for (lua_Integer i = n; i >= 0; --i) {
        lua_geti(L, 1, f + i);
        lua_seti(L, dst, t + i);
      }
    }
  }
  lua_pushvalue(L, dst);
  return 1;
}

int l_pack(lua_State* L) {
  const int n = lua_gettop(L);
  charge(L, static_cast<std::uint64_t>(n));
  lua_createtable(L, n, 1);
  lua_insert(L, 1);
  for (int i = n; i >= 1; --i) lua_rawseti(L, 1, i);
  lua_pushinteger(L, n);
  lua_setfield(L, 1, "n");
  return 1;
}

// Is the value at b before the one at a? (Through the script's comparator when given, so
// its instructions count.)
bool before(lua_State* L, bool has_cmp, int b, int a) {
  if (!has_cmp) return lua_compare(L, b, a, LUA_OPLT);
  lua_pushvalue(L, 2);
  lua_pushvalue(L, b);
  lua_pushvalue(L, a);
  lua_call(L, 2, 1);
  const bool r = lua_toboolean(L, -1);
  lua_pop(L, 1);
  return r;
}

// A stable bottom-up merge sort: no pivots, so the result doesn't depend on anything but
// the input and the comparator.
int l_sort(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const bool has_cmp = !lua_isnoneornil(L, 2);
  if (has_cmp) luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_settop(L, 2);
  const lua_Integer n = luaL_len(L, 1);
  if (n < 2) return 0;
  charge(L, static_cast<std::uint64_t>(n) * 2);
  luaL_argcheck(L, n < INT_MAX, 1, "array too big");
  lua_createtable(L, static_cast<int>(n), 0);  // 3
  lua_createtable(L, static_cast<int>(n), 0);  // 4
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_geti(L, 1, i);
    lua_rawseti(L, 3, i);
  }
  int src = 3, dst = 4;
  for (lua_Integer width = 1; width < n; width *= 2) {
    charge(L, kPerComparison * static_cast<std::uint64_t>(n));
    for (lua_Integer lo = 1; lo <= n; lo += 2 * width) {
      const lua_Integer mid = std::min(lo + width, n + 1), hi = std::min(lo + 2 * width, n + 1);
      lua_Integer i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        lua_rawgeti(L, src, i);
        lua_rawgeti(L, src, j);
        const int right = lua_gettop(L);
        if (before(L, has_cmp, right, right - 1)) {
          lua_rawseti(L, dst, k++);
          lua_pop(L, 1);
          ++j;
        } else {
          lua_pop(L, 1);
          lua_rawseti(L, dst, k++);
          ++i;
        }
      }
      for (; i < mid; ++i, ++k) {
        lua_rawgeti(L, src, i);
        lua_rawseti(L, dst, k);
      }
      for (; j < hi; ++j, ++k) {
        lua_rawgeti(L, src, j);
        lua_rawseti(L, dst, k);
      }
    }
    std::swap(src, dst);
  }
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, src, i);
    lua_seti(L, 1, i);
  }
  return 0;
}

}  // namespace

void add_table_functions(lua_State* L, int tmpl) {
  tmpl = lua_absindex(L, tmpl);
  lua_pushcfunction(L, guarded<l_pairs>);
  lua_setfield(L, tmpl, "pairs");
  lua_pushcfunction(L, guarded<l_next>);
  lua_setfield(L, tmpl, "next");
  const luaL_Reg table[] = {{"insert", guarded<l_insert>}, {"remove", guarded<l_remove>}, {"concat", guarded<l_concat>},
                            {"unpack", guarded<l_unpack>}, {"move", guarded<l_move>},     {"pack", guarded<l_pack>},
                            {"sort", guarded<l_sort>},     {nullptr, nullptr}};
  luaL_newlib(L, table);
  lua_setfield(L, tmpl, "table");
}

}  // namespace dm::script::stdlib
