// Which game a format script sets up (include/dm/games.hpp, format_game): its `game` field,
// read by running the script in a sandbox of its own with every option at its default.
#include <lua.hpp>
#include <stdexcept>

#include "dm/format_files.hpp"
#include "dm/games.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm {

namespace {

// option(name, default, ...) answers every option with its default: only `game` is read here.
int option_default(lua_State* L) {
  lua_settop(L, 2);
  return 1;
}

// The returned table's `game`, read inside the protected, budgeted call: a table's metatable
// may run code on any read.
int read_game(lua_State* L) {
  if (!lua_istable(L, 1)) {
    lua_pushnil(L);
    return 1;
  }
  lua_getfield(L, 1, "game");
  return 1;
}

}  // namespace

std::string format_game(const std::string& name) {
  const std::string file = format_path(name);
  std::string why;
  const auto text = read_input_file(file, kMaxFormatFileBytes, why);
  if (!text) throw FormatError("format '" + name + "': " + why);
  script::Sandbox sb;
  lua_State* L = sb.L();
  try {
    lua_pushcfunction(L, option_default);
    sb.add_global("option");
    const int chunk = sb.compile(*text, file);
    const int env = sb.new_env();
    sb.run_chunk(chunk, env, 1);
    sb.unref(chunk);
    sb.unref(env);
    lua_pushcfunction(L, read_game);
    lua_insert(L, -2);
    sb.call(1, 1);
  } catch (const script::ScriptError& e) {
    throw FormatError(e.what());
  }
  if (lua_isnil(L, -1)) return default_game();
  if (lua_type(L, -1) != LUA_TSTRING) throw FormatError(file + ": 'game' is the name of a game (`dice formats list` names them), not a " + std::string(luaL_typename(L, -1)));
  std::string game = lua_tostring(L, -1);
  if (!find_game_type(game)) {
    std::string names;
    for (const GameType* t : game_types()) names += (names.empty() ? "" : ", ") + t->info().name;
    throw FormatError(file + ": 'game' is \"" + game + "\", which is not a game the engine knows (" + names + ")");
  }
  return game;
}

}  // namespace dm
