#include "engine/script/sandbox.hpp"

#include <cstdlib>
#include <cstring>
#include <regex>

#include "engine/script/sandbox_stdlib.hpp"

namespace dm::script {

namespace {

std::string strip_at(const std::string& chunkname) {
  return !chunkname.empty() && chunkname[0] == '@' ? chunkname.substr(1) : chunkname;
}

// Splits "file:line: message" (as Lua formats errors) into its parts.
ScriptError parse_error(const std::string& text, const std::string& fallback_file) {
  static const std::regex re(R"(^(.+?):(\d+): ([\s\S]*)$)");
  std::smatch m;
  if (std::regex_match(text, m, re)) return ScriptError(m[1].str(), std::stoi(m[2].str()), m[3].str());
  return ScriptError(fallback_file, 0, text);
}

// Adds the location of the innermost Lua code to errors raised from C (which have none).
int message_handler(lua_State* L) {
  const char* msg = lua_tostring(L, 1);
  std::string text = msg ? msg : (lua_isnil(L, 1) ? "error (nil)" : luaL_typename(L, 1));
  if (!msg && luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) text = lua_tostring(L, -1);
  lua_Debug ar;
  for (int level = 1; lua_getstack(L, level, &ar); ++level) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
    std::string where = strip_at(ar.source) + ":" + std::to_string(ar.currentline) + ":";
    std::string short_where = std::string(ar.short_src) + ":" + std::to_string(ar.currentline) + ":";
    if (text.rfind(short_where, 0) == 0) text = where + text.substr(short_where.size());
    else if (text.rfind(where, 0) != 0) text = where + " " + text;
    break;
  }
  lua_pushstring(L, text.c_str());
  return 1;
}

}  // namespace

ScriptError::ScriptError(std::string f, int l, std::string m)
    : std::runtime_error(f.empty() ? m : (l > 0 ? f + ":" + std::to_string(l) + ": " + m : f + ": " + m)),
      file(std::move(f)),
      line(l),
      message(std::move(m)) {}

void* Sandbox::alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
  auto* sb = static_cast<Sandbox*>(ud);
  const std::size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    std::free(ptr);
    sb->used_ -= old;
    return nullptr;
  }
  if (nsize > old) {
    const std::size_t grow = nsize - old;
    if (sb->used_ + grow > sb->limits_.memory_bytes) return nullptr;
    if (sb->in_call_ && sb->used_ + grow > sb->call_base_ + sb->limits_.call_memory_bytes) return nullptr;
  }
  void* p = std::realloc(ptr, nsize);
  if (!p) return nullptr;
  sb->used_ = sb->used_ - old + nsize;
  return p;
}

Sandbox* Sandbox::from(lua_State* L) {
  void* ud = nullptr;
  lua_getallocf(L, &ud);
  return static_cast<Sandbox*>(ud);
}

void Sandbox::hook(lua_State* L, lua_Debug*) {
  Sandbox* sb = from(L);
  if (!sb->aborted_) {
    sb->executed_ += 1000;
    if (sb->executed_ <= sb->limits_.instructions_per_call) return;
    sb->aborted_ = true;
    // From now on every instruction re-raises, so no pcall can swallow the abort and go on.
    lua_sethook(L, &Sandbox::hook, LUA_MASKCOUNT, 1);
  }
  luaL_error(L, "instruction budget exceeded");
}

Sandbox::Sandbox(Limits limits) : limits_(limits) {
  L_ = lua_newstate(&Sandbox::alloc, this);
  if (!L_) throw std::runtime_error("cannot create a Lua state");
  build_template();
}

Sandbox::~Sandbox() {
  if (L_) lua_close(L_);
}

void Sandbox::build_template() {
  // The real libraries are opened into the registry only; scripts see curated copies.
  luaL_requiref(L_, "_G", luaopen_base, 0);
  luaL_requiref(L_, LUA_STRLIBNAME, luaopen_string, 0);
  luaL_requiref(L_, LUA_TABLIBNAME, luaopen_table, 0);
  luaL_requiref(L_, LUA_MATHLIBNAME, luaopen_math, 0);
  lua_pop(L_, 4);
  lua_newtable(L_);
  stdlib::fill_template(L_, lua_gettop(L_));
  template_ = luaL_ref(L_, LUA_REGISTRYINDEX);
  // Nothing reachable from the real globals should leak: empty them.
  lua_pushglobaltable(L_);
  lua_pushnil(L_);
  while (lua_next(L_, -2)) {
    lua_pop(L_, 1);
    lua_pushvalue(L_, -1);
    lua_pushnil(L_);
    lua_rawset(L_, -4);
  }
  lua_pop(L_, 1);
}

int Sandbox::compile(std::string_view source, const std::string& file) {
  const std::string chunkname = "@" + file;
  if (source.size() >= 4 && source.substr(0, 4) == "\x1bLua") throw ScriptError(file, 0, "binary chunks are not accepted");
  // The environment arrives as the chunk's argument, a fresh local for each run: functions a
  // run creates keep their own game's environment. Same line, so line numbers don't move.
  std::string text = "local _ENV = ...; ";
  text.append(source);
  int rc = luaL_loadbufferx(L_, text.data(), text.size(), chunkname.c_str(), "t");
  if (rc != LUA_OK) {
    std::string msg = lua_tostring(L_, -1) ? lua_tostring(L_, -1) : "cannot load";
    lua_pop(L_, 1);
    throw parse_error(msg, file);
  }
  return luaL_ref(L_, LUA_REGISTRYINDEX);
}

int Sandbox::new_env() {
  lua_newtable(L_);
  const int env = lua_gettop(L_);
  lua_rawgeti(L_, LUA_REGISTRYINDEX, template_);
  lua_pushnil(L_);
  while (lua_next(L_, -2)) {
    // Library tables are copied so one environment can't rewire another's.
    if (lua_istable(L_, -1) && !lua_getmetatable(L_, -1)) {
      lua_newtable(L_);
      lua_pushnil(L_);
      while (lua_next(L_, -3)) {
        lua_pushvalue(L_, -2);
        lua_insert(L_, -2);
        lua_rawset(L_, -4);
      }
      lua_remove(L_, -2);
    } else if (lua_istable(L_, -1)) {
      lua_pop(L_, 1);  // the metatable pushed by lua_getmetatable; keep the shared proxy
    }
    lua_pushvalue(L_, -2);
    lua_insert(L_, -2);
    lua_rawset(L_, env);
  }
  lua_pop(L_, 1);
  lua_pushvalue(L_, env);
  lua_setfield(L_, env, "_G");
  return luaL_ref(L_, LUA_REGISTRYINDEX);
}

void Sandbox::add_global(const char* name) {
  lua_rawgeti(L_, LUA_REGISTRYINDEX, template_);
  lua_insert(L_, -2);
  lua_setfield(L_, -2, name);
  lua_pop(L_, 1);
}

void Sandbox::protected_call(int nargs, int nresults) {
  const int base = lua_gettop(L_) - nargs;  // the function's slot
  lua_pushcfunction(L_, message_handler);
  lua_insert(L_, base);
  const bool outer = depth_ == 0;
  if (outer) {
    executed_ = 0;
    aborted_ = false;
    in_call_ = true;
    call_base_ = used_;
    lua_sethook(L_, &Sandbox::hook, LUA_MASKCOUNT, 1000);
  }
  ++depth_;
  int rc = lua_pcall(L_, nargs, nresults, base);
  --depth_;
  if (outer) {
    lua_sethook(L_, nullptr, 0, 0);
    in_call_ = false;
    aborted_ = false;
  }
  lua_remove(L_, base);
  if (rc != LUA_OK) {
    std::string msg = lua_type(L_, -1) == LUA_TSTRING ? lua_tostring(L_, -1)
                      : rc == LUA_ERRMEM             ? "not enough memory"
                                                     : "script error";
    if (rc == LUA_ERRMEM && msg.find("not enough memory") == std::string::npos) msg += " (not enough memory)";
    lua_pop(L_, 1);
    if (outer) lua_gc(L_, LUA_GCCOLLECT);
    throw parse_error(msg, "");
  }
}

void Sandbox::run_chunk(int chunk_ref, int env_ref, int nresults) {
  lua_rawgeti(L_, LUA_REGISTRYINDEX, chunk_ref);
  lua_rawgeti(L_, LUA_REGISTRYINDEX, env_ref);
  protected_call(1, nresults);
}

void Sandbox::call(int nargs, int nresults) { protected_call(nargs, nresults); }

void Sandbox::set_random(std::function<std::uint64_t(std::uint64_t)> fn) { random_ = std::move(fn); }

std::uint64_t Sandbox::draw(std::uint64_t bound) {
  if (random_) return random_(bound);
  // No game attached (loading cards): a fixed sequence, never the clock.
  fallback_state_ = fallback_state_ * 6364136223846793005ull + 1442695040888963407ull;
  return (fallback_state_ >> 33) % bound;
}

void Sandbox::unref(int ref) {
  if (ref != LUA_NOREF && ref != LUA_REFNIL) luaL_unref(L_, LUA_REGISTRYINDEX, ref);
}

}  // namespace dm::script
