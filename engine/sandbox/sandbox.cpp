#include "engine/sandbox/sandbox.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <spdlog/spdlog.h>

#include "engine/sandbox/sandbox_stdlib.hpp"

namespace dm::script {

namespace {

constexpr int kHookEvery = 1000;  // instructions between budget checks
// Strings this short may already exist (Lua interns them), so whether making one allocates
// depends on the state's history. Only longer ones are charged: budgets stay deterministic.
constexpr std::size_t kMeteredString = 256;
constexpr std::size_t kStringHeader = 64;  // more than Lua's string header and terminator
constexpr std::size_t kHandlerSlack = 64u << 10;
constexpr std::uint64_t kErrorCost = 1000;
// The environment arrives as the chunk's argument, a fresh local for each run, so closures a
// run creates keep their own game's environment. Same line: line numbers don't move.
constexpr std::string_view kChunkPrefix = "local _ENV = ...; ";

std::uint64_t add_capped(std::uint64_t a, std::uint64_t b) { return a > UINT64_MAX - b ? UINT64_MAX : a + b; }

const char* source_name(const char* source) {
  return (*source == '@' || *source == '=') ? source + 1 : source;
}

// The innermost function at `level` or above that has a current line. It only reads the
// state, so the allocator may use it.
bool find_frame(lua_State* L, int level, lua_Debug& ar) {
  for (; lua_getstack(L, level, &ar); ++level)
    if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) return true;
  return false;
}

std::string where(lua_State* L, int level) {
  lua_Debug ar;
  if (!find_frame(L, level, ar)) return {};
  return std::string(source_name(ar.source)) + ":" + std::to_string(ar.currentline) + ": ";
}

struct Parts {
  std::string file;
  int line = 0;
  std::string message;
};

// Lua writes positions as "file:line: message"; the file ends at the first ":<digits>: ".
bool split_position(const std::string& text, Parts& out) {
  for (std::size_t colon = text.find(':'); colon != std::string::npos; colon = text.find(':', colon + 1)) {
    std::size_t i = colon + 1;
    long line = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && line < 100'000'000)
      line = line * 10 + (text[i++] - '0');
    if (colon == 0 || i == colon + 1 || i + 1 >= text.size() || text[i] != ':' || text[i + 1] != ' ') continue;
    out.file = text.substr(0, colon);
    out.line = static_cast<int>(line);
    out.message = text.substr(i + 2);
    return true;
  }
  return false;
}

ScriptError make_error(const std::string& text, const std::string& file = {}) {
  Parts p;
  if (split_position(text, p)) return ScriptError(file.empty() ? p.file : file, p.line, p.message);
  return ScriptError(file, 0, text);
}

// Lua shortens long chunk names in messages ("...tail.lua:3:"): put the full name back, and
// give a position to messages raised without one.
std::string with_position(lua_State* L, const std::string& text) {
  constexpr int kLevelsSearched = 32;
  lua_Debug ar;
  std::string first;
  for (int level = 1; level <= kLevelsSearched && lua_getstack(L, level, &ar); ++level) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
    const std::string line = std::to_string(ar.currentline);
    const std::string full = std::string(source_name(ar.source)) + ":" + line + ":";
    if (first.empty()) first = full;
    const std::string shown = std::string(ar.short_src) + ":" + line + ":";
    if (text.compare(0, shown.size(), shown) == 0) return full + text.substr(shown.size());
  }
  Parts parts;
  if (first.empty() || split_position(text, parts)) return text;
  return first + " " + text;
}

int run_job(lua_State* L) {
  const auto* fn = static_cast<const std::function<void(lua_State*)>*>(lua_touserdata(L, 1));
  lua_remove(L, 1);
  std::string error;
  try {
    (*fn)(L);
    return 0;
  } catch (const std::exception& e) {
    error = e.what();
  }
  return luaL_error(L, "%s", error.c_str());
}

int panic(lua_State* L) {
  const char* msg = lua_tostring(L, -1);
  spdlog::critical("Lua error outside any protected call (an embedding bug): {}", msg ? msg : "?");
  return 0;  // Lua then aborts the process
}

bool is_plain_table(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TTABLE) return false;
  if (!lua_getmetatable(L, idx)) return true;
  lua_pop(L, 1);
  return false;
}

// Pushes a copy of the plain table at `src` and of the plain tables inside it. `seen` maps
// originals to copies, so shared and cyclic tables stay shared and cyclic in the copy.
void copy_plain(lua_State* L, int src, int seen, int depth) {
  luaL_checkstack(L, 6, "globals nested too deeply");
  if (depth > 64) luaL_error(L, "globals nested too deeply to copy");
  lua_pushvalue(L, src);
  if (lua_rawget(L, seen) == LUA_TTABLE) return;
  lua_pop(L, 1);
  lua_newtable(L);
  const int dst = lua_gettop(L);
  lua_pushvalue(L, src);
  lua_pushvalue(L, dst);
  lua_rawset(L, seen);
  lua_pushnil(L);
  while (lua_next(L, src)) {
    if (is_plain_table(L, -1)) {
      copy_plain(L, lua_gettop(L), seen, depth + 1);
      lua_replace(L, -2);
    }
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, dst);
  }
}

// Words `and` and `or` outside strings and comments, and the line where the count passed the
// limit's neighbourhood; a lexical scan, linear in the source.
std::pair<std::size_t, int> count_logic_operators(std::string_view s) {
  std::size_t count = 0;
  int line = 1, last_line = 0;
  auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  // The closing bracket of a long string or comment opened with `level` equals signs.
  auto long_close = [&](std::size_t i, std::size_t level) {
    const std::string close = "]" + std::string(level, '=') + "]";
    const std::size_t end = s.find(close, i);
    const std::size_t stop = end == std::string_view::npos ? s.size() : end + close.size();
    for (std::size_t k = i; k < stop; ++k) line += s[k] == '\n';
    return stop;
  };
  auto long_open = [&](std::size_t i) -> std::size_t {  // level + 1 when s[i..] opens a long bracket
    if (s[i] != '[') return 0;
    std::size_t j = i + 1;
    while (j < s.size() && s[j] == '=') ++j;
    return j < s.size() && s[j] == '[' ? j - i : 0;
  };
  for (std::size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (c == '\n') {
      ++line;
      ++i;
    } else if (c == '-' && i + 1 < s.size() && s[i + 1] == '-') {
      if (const std::size_t lv = i + 2 < s.size() ? long_open(i + 2) : 0) {
        i = long_close(i + 2 + lv + 1, lv - 1);
      } else {
        while (i < s.size() && s[i] != '\n') ++i;
      }
    } else if (const std::size_t lv = long_open(i)) {
      i = long_close(i + lv + 1, lv - 1);
    } else if (c == '"' || c == '\'') {
      for (++i; i < s.size() && s[i] != c && s[i] != '\n'; ++i)
        if (s[i] == '\\' && i + 1 < s.size()) line += s[++i] == '\n';
      ++i;
    } else if (word(c)) {
      const std::size_t start = i;
      while (i < s.size() && word(s[i])) ++i;
      const std::string_view w = s.substr(start, i - start);
      if (w == "and" || w == "or") {
        ++count;
        last_line = line;
      }
    } else {
      ++i;
    }
  }
  return {count, last_line};
}

}  // namespace

ScriptError::ScriptError(std::string f, int l, std::string m)
    : std::runtime_error(f.empty() ? m : (l > 0 ? f + ":" + std::to_string(l) + ": " + m : f + ": " + m)),
      file(std::move(f)),
      line(l),
      message(std::move(m)) {}

Sandbox* Sandbox::from(lua_State* L) {
  void* ud = nullptr;
  lua_getallocf(L, &ud);
  return static_cast<Sandbox*>(ud);
}

void* Sandbox::alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
  auto* sb = static_cast<Sandbox*>(ud);
  const std::size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    std::free(ptr);
    sb->used_ -= old;
    return nullptr;
  }
  if (nsize <= old) {
    void* p = std::realloc(ptr, nsize);
    sb->used_ -= old - nsize;
    return p ? p : ptr;  // Lua counts on shrinking never failing; the old block is big enough
  }
  // With ptr null, osize says what kind of object Lua is making.
  if (!ptr && osize == LUA_TSTRING && (sb->in_call_ || sb->compiling_) && nsize >= kMeteredString) {
    if (nsize - kStringHeader > sb->limits_.max_string_bytes) return sb->refuse(Refusal::string);
    if (sb->in_call_) sb->meter(nsize / kBytesPerInstruction);
  }
  // Outside calls the engine itself allocates (arguments, environments): it keeps some room,
  // so a script that filled memory can't make the engine's own pushes fail unprotected.
  std::size_t cap = sb->limits_.memory_bytes;
  if (!sb->in_call_) cap += std::max<std::size_t>(256u << 10, cap / 8);
  else if (sb->relaxed_) cap += kHandlerSlack;
  const std::size_t grow = nsize - old;
  if (sb->used_ > cap || grow > cap - sb->used_) return sb->refuse(Refusal::memory);
  void* p = std::realloc(ptr, nsize);
  if (!p) return sb->refuse(Refusal::memory);
  sb->used_ += grow;
  return p;
}

void* Sandbox::refuse(Refusal why) {
  refusal_ = why;
  refused_at_ = Place{};
  lua_Debug ar;
  if (in_call_ && L_ && find_frame(L_, 0, ar)) {
    std::snprintf(refused_at_.file, sizeof refused_at_.file, "%s", source_name(ar.source));
    refused_at_.line = ar.currentline;
  }
  return nullptr;
}

void Sandbox::meter(std::uint64_t units) {
  executed_ = add_capped(executed_, units);
  if (executed_ > limits_.instructions_per_call && aborted_ == Abort::none && hook_count_ != 1) {
    // lua_sethook is safe at any point (even from a signal): the next instruction trips.
    hook_count_ = 1;
    lua_sethook(L_, &Sandbox::hook, LUA_MASKCOUNT, 1);
  }
}

void Sandbox::hook(lua_State* L, lua_Debug*) {
  Sandbox* sb = from(L);
  if (sb->aborted_ == Abort::none) {
    sb->executed_ = add_capped(sb->executed_, static_cast<std::uint64_t>(sb->hook_count_));
    if (sb->executed_ <= sb->limits_.instructions_per_call) return;
    sb->trip(L, Abort::instructions, 0);
  }
  sb->raise_abort(L);
}

void Sandbox::trip(lua_State* L, Abort why, int level) {
  aborted_ = why;
  // From now on every instruction re-raises: no pcall or message handler can carry on.
  hook_count_ = 1;
  lua_sethook(L, &Sandbox::hook, LUA_MASKCOUNT, 1);
  try {
    if (why == Abort::memory) {
      abort_message_ = memory_message();
      if (refused_at_.line == 0) abort_message_ = where(L, level) + abort_message_;
    } else {
      abort_message_ = where(L, level) + "instruction budget exceeded";
    }
  } catch (const std::exception&) {
    abort_message_.clear();
  }
}

void Sandbox::raise_abort(lua_State* L) {
  if (abort_message_.empty()) lua_pushliteral(L, "script stopped");
  else lua_pushlstring(L, abort_message_.data(), abort_message_.size());
  lua_error(L);
  std::abort();  // lua_error does not return
}

std::string Sandbox::memory_message() const {
  std::string out;
  if (refused_at_.line > 0) out = std::string(refused_at_.file) + ":" + std::to_string(refused_at_.line) + ": ";
  out += "not enough memory";
  if (refusal_ == Refusal::string)
    out += " (a string may hold at most " + std::to_string(limits_.max_string_bytes) + " bytes)";
  else if (refusal_ == Refusal::memory)
    out += " (the limit is " + std::to_string(limits_.memory_bytes) + " bytes)";
  return out;
}

int Sandbox::message_handler(lua_State* L) {
  Sandbox* sb = from(L);
  // After an abort the error may come from inside the hook, where Lua runs no hooks: no
  // script code (__tostring) may run here then, it would run unbudgeted.
  if (sb->aborted_ != Abort::none) {
    lua_settop(L, 1);
    return 1;
  }
  std::string text;
  try {
    if (lua_type(L, 1) == LUA_TSTRING || lua_type(L, 1) == LUA_TNUMBER) text = lua_tostring(L, 1);
    else if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) text = lua_tostring(L, -1);
    else text = std::string("(error object is a ") + luaL_typename(L, 1) + " value)";
    text = with_position(L, text);
  } catch (const std::exception&) {
    lua_settop(L, 1);
    return 1;
  }
  // The message must get through even when the script used up its memory.
  struct Relax {
    Sandbox* sb;
    Relax(Sandbox* s) : sb(s) { sb->relaxed_ = true; }
    ~Relax() { sb->relaxed_ = false; }
  } relax(sb);
  lua_pushlstring(L, text.data(), text.size());
  return 1;
}

Sandbox::Sandbox(Limits limits) : limits_(limits) {
  L_ = lua_newstate(&Sandbox::alloc, this);
  if (!L_) throw std::runtime_error("cannot create a Lua state");
  lua_atpanic(L_, &panic);
  const std::string err = run_protected([this](lua_State* L) {
    // The real libraries go to the registry only; scripts get curated copies of parts.
    luaL_requiref(L, LUA_GNAME, luaopen_base, 0);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 0);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 0);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 0);
    lua_settop(L, 0);
    lua_newtable(L);
    stdlib::fill_template(L, 1);
    template_ = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushglobaltable(L);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      lua_pop(L, 1);
      lua_pushvalue(L, -1);
      lua_pushnil(L);
      lua_rawset(L, -4);
    }
  });
  if (!err.empty()) {
    lua_close(L_);
    throw std::runtime_error("cannot set up the script sandbox: " + err);
  }
}

Sandbox::~Sandbox() {
  if (L_) lua_close(L_);
}

std::string Sandbox::run_protected(const std::function<void(lua_State*)>& fn, int nargs) {
  if (!lua_checkstack(L_, 2)) {
    lua_pop(L_, nargs);
    return "not enough memory";
  }
  lua_pushcfunction(L_, run_job);
  lua_insert(L_, -(nargs + 1));
  lua_pushlightuserdata(L_, const_cast<void*>(static_cast<const void*>(&fn)));
  lua_insert(L_, -(nargs + 1));
  if (lua_pcall(L_, nargs + 1, 0, 0) == LUA_OK) return {};
  const char* msg = lua_tostring(L_, -1);
  std::string err = msg ? msg : "error";
  lua_pop(L_, 1);
  return err;
}

int Sandbox::compile(std::string_view source, const std::string& file) {
  // A UTF-8 byte-order mark, as some editors write, is skipped as Lua's own file loader does;
  // it sits before line 1's text, so no line number moves.
  if (source.substr(0, 3) == "\xEF\xBB\xBF") source.remove_prefix(3);
  if (!source.empty() && source[0] == LUA_SIGNATURE[0])
    throw ScriptError(file, 0, "binary chunks are not accepted: scripts load as text");
  if (source.size() > limits_.max_source_bytes)
    throw ScriptError(file, 0, "the script is too large to compile (" + std::to_string(source.size()) + " bytes; at most " +
                                   std::to_string(limits_.max_source_bytes) + ")");
  if (const auto [count, line] = count_logic_operators(source); count > limits_.max_logic_operators)
    throw ScriptError(file, line, "more than " + std::to_string(limits_.max_logic_operators) +
                                      " 'and'/'or' operators in one script (they take too long to compile)");
  std::string text(kChunkPrefix);
  text.append(source);
  const std::string chunkname = "@" + file;
  int ref = LUA_NOREF;
  std::string syntax;
  refusal_ = Refusal::none;
  struct Compiling {
    bool& flag;
    Compiling(bool& f) : flag(f) { flag = true; }
    ~Compiling() { flag = false; }
  } compiling(compiling_);
  const std::string err = run_protected([&](lua_State* L) {
    if (luaL_loadbufferx(L, text.data(), text.size(), chunkname.c_str(), "t") != LUA_OK) {
      if (refusal_ == Refusal::string) {
        syntax = chunkname.substr(1) + ":0: a string constant may hold at most " + std::to_string(limits_.max_string_bytes) +
                 " bytes";
        return;
      }
      const char* msg = lua_tostring(L, -1);
      syntax = msg ? msg : "cannot load";
      return;
    }
    // Its own _ENV upvalue would be the real global table; every name uses the local instead.
    lua_pushnil(L);
    if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
    ref = luaL_ref(L, LUA_REGISTRYINDEX);
  });
  if (!syntax.empty()) throw make_error(syntax, file);
  if (!err.empty()) throw ScriptError(file, 0, err);
  return ref;
}

int Sandbox::new_env() {
  int ref = LUA_NOREF;
  const std::string err = run_protected([&](lua_State* L) {
    lua_newtable(L);
    const int seen = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, template_);
    copy_plain(L, lua_gettop(L), seen, 0);
    lua_pushvalue(L, -1);
    lua_setfield(L, -2, "_G");
    ref = luaL_ref(L, LUA_REGISTRYINDEX);
  });
  if (!err.empty()) throw ScriptError("", 0, err);
  return ref;
}

void Sandbox::add_global(const char* name) {
  if (lua_gettop(L_) < 1) throw std::invalid_argument("Sandbox::add_global: no value on the stack");
  const std::string err = run_protected(
      [&](lua_State* L) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, template_);
        lua_pushvalue(L, 1);
        lua_setfield(L, -2, name);
      },
      1);
  if (!err.empty()) throw ScriptError("", 0, err);
}

void Sandbox::begin_call() {
  executed_ = 0;
  aborted_ = Abort::none;
  abort_message_.clear();
  refusal_ = Refusal::none;
  refused_at_ = Place{};
  in_call_ = true;
  hook_count_ = kHookEvery;
  lua_sethook(L_, &Sandbox::hook, LUA_MASKCOUNT, kHookEvery);
}

void Sandbox::end_call() {
  lua_sethook(L_, nullptr, 0, 0);
  hook_count_ = 0;
  in_call_ = false;
  aborted_ = Abort::none;
}

void Sandbox::protected_call(int nargs, int nresults) {
  if (nargs < 0 || lua_gettop(L_) < nargs + 1) throw std::invalid_argument("Sandbox::call: no function below the arguments");
  if (!lua_checkstack(L_, 1)) {
    lua_pop(L_, nargs + 1);
    throw ScriptError("", 0, "not enough memory");
  }
  const int base = lua_gettop(L_) - nargs;
  lua_pushcfunction(L_, &Sandbox::message_handler);
  lua_insert(L_, base);
  // Budgets belong to the outermost call: a call the engine makes from inside a script's
  // call (a callback) spends the same budget.
  struct Outer {
    Sandbox* sb;
    ~Outer() {
      if (sb) sb->end_call();
    }
  } outer{depth_ == 0 ? this : nullptr};
  if (outer.sb) begin_call();
  ++depth_;
  const int rc = lua_pcall(L_, nargs, nresults, base);
  --depth_;
  lua_remove(L_, base);
  if (rc == LUA_OK) return;
  std::string text;
  if (aborted_ != Abort::none && !abort_message_.empty()) text = abort_message_;
  else if (rc == LUA_ERRMEM) text = memory_message();
  else if (const char* msg = lua_tostring(L_, -1)) text = msg;
  else text = "script error";
  lua_pop(L_, 1);
  const bool memory = rc == LUA_ERRMEM || aborted_ == Abort::memory;
  if (outer.sb && memory) {
    end_call();
    outer.sb = nullptr;
    lua_gc(L_, LUA_GCCOLLECT);  // give back at once what the failed call held
  }
  throw make_error(text);
}

void Sandbox::run_chunk(int chunk_ref, int env_ref, int nresults) {
  if (!lua_checkstack(L_, 3)) throw ScriptError("", 0, "not enough memory");
  if (lua_rawgeti(L_, LUA_REGISTRYINDEX, chunk_ref) != LUA_TFUNCTION) {
    lua_pop(L_, 1);
    throw std::invalid_argument("Sandbox::run_chunk: not a compiled chunk");
  }
  if (lua_rawgeti(L_, LUA_REGISTRYINDEX, env_ref) != LUA_TTABLE) {
    lua_pop(L_, 2);
    throw std::invalid_argument("Sandbox::run_chunk: not an environment");
  }
  protected_call(1, nresults);
}

void Sandbox::call(int nargs, int nresults) { protected_call(nargs, nresults); }

void Sandbox::charge(lua_State* L, std::uint64_t units) {
  if (!in_call_) return;
  if (aborted_ != Abort::none) raise_abort(L);
  executed_ = add_capped(executed_, units);
  if (executed_ <= limits_.instructions_per_call) return;
  trip(L, Abort::instructions, 1);
  raise_abort(L);
}

void Sandbox::after_pcall(lua_State* L, int status) {
  if (!in_call_) return;
  if (aborted_ == Abort::none && status == LUA_ERRMEM) trip(L, Abort::memory, 1);
  if (aborted_ != Abort::none) raise_abort(L);
  // Unwinding an error costs about a thousand instructions' time; a loop catching errors
  // would otherwise run far longer than its budget.
  if (status != LUA_OK) charge(L, kErrorCost);
}

void Sandbox::set_random(std::function<std::uint64_t(std::uint64_t)> fn) { random_ = std::move(fn); }

std::uint64_t Sandbox::draw(std::uint64_t bound) {
  if (!random_) throw std::runtime_error("math.random: no random source here (the engine supplies one in a game)");
  std::uint64_t r = 0;
  try {
    r = random_(bound);
  } catch (const std::exception&) {
    throw;
  } catch (...) {
    throw std::runtime_error("math.random: the random source failed");
  }
  if (r >= bound) throw std::runtime_error("math.random: the random source gave a value out of range");
  return r;
}

void Sandbox::unref(int ref) { luaL_unref(L_, LUA_REGISTRYINDEX, ref); }

}  // namespace dm::script
