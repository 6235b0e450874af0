// Running Dice Miner's scripts in the sandbox (content_scripts.hpp): the declaration words
// that stamp lines, option() for formats, and the plain-table readers the content uses.
#include "engine/miner/content_scripts.hpp"

#include <algorithm>
#include <cctype>

#include "dm/text.hpp"
#include "engine/sandbox/format_options.hpp"
#include "engine/sandbox/data_script.hpp"
#include "engine/sandbox/sandbox_stdlib.hpp"

namespace dm::miner {

namespace {

int caller_line(lua_State* L) {
  lua_Debug ar;
  if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "l", &ar) && ar.currentline > 0) return ar.currentline;
  return 0;
}

// The second half of `kind "tunnel" { ... }`: stamps the table (or, for `rule`, wraps the
// function) with the name and line of the first half. Upvalues: word, name, line.
int l_declare_body(lua_State* L) {
  const std::string word = lua_tostring(L, lua_upvalueindex(1));
  // A rule's body is its function, or a table declaring what it reads with the function as
  // `score` (stamped below like any other body).
  if (word == "rule" && lua_type(L, 1) != LUA_TTABLE) {
    if (lua_type(L, 1) != LUA_TFUNCTION)
      return luaL_error(L, "rule \"%s\" takes a function: rule \"%s\" (function(players) ... end)",
                        lua_tostring(L, lua_upvalueindex(2)), lua_tostring(L, lua_upvalueindex(2)));
    lua_createtable(L, 0, 3);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_setfield(L, -2, "name");
    lua_pushvalue(L, 1);
    lua_setfield(L, -2, "score");
    lua_pushvalue(L, lua_upvalueindex(3));
    lua_setfield(L, -2, "line");
    return 1;
  }
  if (lua_type(L, 1) != LUA_TTABLE)
    return luaL_error(L, "%s \"%s\" takes a table: %s \"%s\" { ... }", word.c_str(), lua_tostring(L, lua_upvalueindex(2)),
                      word.c_str(), lua_tostring(L, lua_upvalueindex(2)));
  lua_settop(L, 1);
  lua_pushstring(L, "name");
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_rawset(L, 1);
  lua_pushstring(L, "line");
  lua_pushvalue(L, lua_upvalueindex(3));
  lua_rawset(L, 1);
  return 1;
}

// kind "name" { ... }, hero "name" { ... }, rule "name" (fn): a name, then the body; spot { ... },
// mountain { ... }, dice { ... }: the table at once. Upvalue: the word.
int l_declare(lua_State* L) {
  const std::string word = lua_tostring(L, lua_upvalueindex(1));
  const int line = caller_line(L);
  if (lua_type(L, 1) == LUA_TSTRING) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushinteger(L, line);
    lua_pushcclosure(L, l_declare_body, 3);
    return 1;
  }
  if (lua_type(L, 1) == LUA_TTABLE && word != "rule") {
    lua_settop(L, 1);
    lua_pushstring(L, "line");
    lua_pushinteger(L, line);
    lua_rawset(L, 1);
    return 1;
  }
  if (word == "rule") return luaL_error(L, "rule takes a name first: rule \"tunnels\" (function(players) ... end)");
  return luaL_error(L, "%s takes a name or a table: %s \"name\" { ... }", word.c_str(), word.c_str());
}

}  // namespace

void install_words(script::Sandbox& sb, OptionBook* book) {
  lua_State* L = sb.L();
  for (const char* word : {"kind", "hero", "spot", "mountain", "dice", "rule"}) {
    lua_pushstring(L, word);
    lua_pushcclosure(L, l_declare, 1);
    sb.add_global(word);
  }
  script::install_option(sb, book);
}

ContentError content_error(const script::ScriptError& e, const std::string& file) {
  return ContentError(e.file.empty() ? file : e.file, e.line, e.message.empty() ? e.what() : e.message);
}

int run_script(script::Sandbox& sb, const std::string& text, const std::string& file, const char* what_returned) {
  try {
    return script::run_data_script(sb, text, file, what_returned);
  } catch (const script::ScriptError& e) {
    ContentError err = content_error(e, file);
    // The stateless check speaks of cards; Dice Miner's scripts are data and pure rules.
    const std::string cards = "card scripts hold no state";
    const auto at = err.message.find(cards);
    if (at != std::string::npos)
      throw ContentError(err.file, err.line, err.message.substr(0, at) + "Dice Miner's scripts hold no state: a rule is a pure function of the troves it is given");
    throw err;
  }
}

int declared_line(lua_State* L, int idx) {
  if (!lua_istable(L, idx)) return 0;
  lua_pushstring(L, "line");
  lua_rawget(L, idx < 0 ? idx - 1 : idx);
  const int line = lua_isinteger(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : 0;
  lua_pop(L, 1);
  return line;
}

std::string string_field(lua_State* L, int idx, const char* key, const std::string& fallback, const std::string& file, int line,
                         const std::string& what) {
  idx = lua_absindex(L, idx);
  lua_pushstring(L, key);
  lua_rawget(L, idx);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return fallback;
  }
  if (lua_type(L, -1) != LUA_TSTRING) {
    lua_pop(L, 1);
    throw ContentError(file, line, what + ": '" + key + "' must be text");
  }
  std::string v = lua_tostring(L, -1);
  lua_pop(L, 1);
  if (find_invalid_utf8(v) || find_control(v) >= 0) throw ContentError(file, line, what + ": '" + key + "' is not printable UTF-8 text");
  return v;
}

int int_field(lua_State* L, int idx, const char* key, int fallback, int lo, int hi, const std::string& file, int line,
              const std::string& what) {
  idx = lua_absindex(L, idx);
  lua_pushstring(L, key);
  lua_rawget(L, idx);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return fallback;
  }
  if (!lua_isinteger(L, -1)) {
    lua_pop(L, 1);
    throw ContentError(file, line, what + ": '" + key + "' must be a whole number");
  }
  const lua_Integer v = lua_tointeger(L, -1);
  lua_pop(L, 1);
  if (v < lo || v > hi)
    throw ContentError(file, line, what + ": '" + key + "' is " + std::to_string(v) + ": it must be " + std::to_string(lo) + " to " +
                                       std::to_string(hi));
  return static_cast<int>(v);
}

std::vector<std::string> string_keys(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  std::vector<std::string> keys;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    lua_pop(L, 1);
    if (lua_type(L, -1) == LUA_TSTRING) keys.emplace_back(lua_tostring(L, -1));
  }
  std::sort(keys.begin(), keys.end());
  return keys;
}

}  // namespace dm::miner
