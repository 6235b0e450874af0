// Reading scenario files: the file's Lua runs in a fresh sandbox environment holding the
// scenario vocabulary (scenario, use, block, expect, ...). Step constructors are C
// functions, so each step knows the line it was written on without the debug library.
#include <algorithm>
#include <lua.hpp>
#include <optional>
#include <cctype>
#include <set>

#include "dm/text.hpp"
#include "engine/scenario/game_scenarios.hpp"
#include "engine/scenario/scenario_file.hpp"
#include "engine/scenario/values.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm {

using json = nlohmann::json;

ScenarioError::ScenarioError(std::string f, int l, std::string m)
    : std::runtime_error(f + (l > 0 ? ":" + std::to_string(l) : "") + ": " + m),
      file(std::move(f)),
      line(l),
      message(std::move(m)) {}

namespace {

// Verbs that take no argument may also be written bare: `pass` as well as `pass()`.
const std::set<std::string> kBareVerbs{"pass", "done", "yes", "no", "cancel", "stop", "none"};
// The verbs of every game's scenarios (each game adds its own: ScenarioGame::verbs).
const char* const kSharedVerbs[] = {"expect", "log_has", "log_lacks", "times"};

struct ReadCtx;
bool known_verb(const ReadCtx& ctx, const std::string& word);
std::string nearest_verb(const ReadCtx& ctx, const std::string& word);

constexpr int kMaxDepth = 32;
constexpr int kMaxNodes = 200000;

struct ReadCtx {
  const ScenarioCatalog* games = nullptr;
  std::vector<std::string> verbs;  // every game's, and the shared ones
  std::vector<std::string> bare;   // the games' own that may be written bare
  std::string file;
  std::shared_ptr<const std::string> source;
  std::vector<Scenario> out;
  std::optional<ScenarioError> error;
  int step_mt = LUA_NOREF;
};

int l_verb(lua_State* L);

bool known_verb(const ReadCtx& ctx, const std::string& word) {
  return std::find(ctx.verbs.begin(), ctx.verbs.end(), word) != ctx.verbs.end();
}

// The verb a misspelt word most likely means ("atack" → "attack"), or "" when none is close.
std::string nearest_verb(const ReadCtx& ctx, const std::string& word) {
  const int i = nearest_name(word, ctx.verbs);
  return i < 0 ? "" : ctx.verbs[static_cast<std::size_t>(i)];
}

int caller_line(lua_State* L) {
  lua_Debug ar;
  if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "l", &ar) && ar.currentline > 0) return ar.currentline;
  return 0;
}

// A problem inside a declaration, with a word to look for to find its line.
struct ConvertError : std::runtime_error {
  ConvertError(const std::string& m, std::string w, int l = 0) : std::runtime_error(m), word(std::move(w)), line(l) {}
  std::string word;  // to look for from `line` on (empty: `line` is the problem's own)
  int line = 0;
};

using scenario::bare_after;

// The line of `word` (as a whole word) at or after `from_line`, or from_line.
int locate_word(const std::string& text, const std::string& word, int from_line) {
  std::size_t pos = 0;
  for (int l = 1; l < from_line; ++l) {
    pos = text.find('\n', pos);
    if (pos == std::string::npos) return from_line;
    ++pos;
  }
  auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  while (pos < text.size()) {
    std::size_t hit = text.find(word, pos);
    if (hit == std::string::npos) break;
    if ((hit == 0 || !word_char(text[hit - 1])) && bare_after(text, hit + word.size()))
      return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(hit), '\n'));
    pos = hit + 1;
  }
  return from_line;
}

struct Convert {
  lua_State* L;
  const ReadCtx& ctx;
  int nodes = 0;

  json step(int idx, int depth) {
    lua_getfield(L, idx, "verb");
    std::string verb = lua_tostring(L, -1) ? lua_tostring(L, -1) : "?";
    lua_getfield(L, idx, "line");
    int line = static_cast<int>(lua_tointeger(L, -1));
    lua_getfield(L, idx, "args");
    json args = value(lua_gettop(L), depth + 1);
    lua_pop(L, 3);
    if (!args.is_array()) args = json::array();
    return json{{"$verb", verb}, {"$line", line}, {"$args", args}};
  }

  json value(int idx, int depth) {
    idx = lua_absindex(L, idx);
    if (++nodes > kMaxNodes) throw std::runtime_error("the scenario is too large");
    if (depth > kMaxDepth) throw std::runtime_error("tables nested too deeply");
    // Each level keeps a few values on the Lua stack, beyond the slots C code may assume.
    if (!lua_checkstack(L, 8)) throw std::runtime_error("tables nested too deeply");
    switch (lua_type(L, idx)) {
      case LUA_TNIL: return nullptr;
      case LUA_TBOOLEAN: return static_cast<bool>(lua_toboolean(L, idx));
      case LUA_TNUMBER: {
        if (lua_isinteger(L, idx)) return static_cast<std::int64_t>(lua_tointeger(L, idx));
        lua_Number n = lua_tonumber(L, idx);
        if (n != n || n > 1e15 || n < -1e15) throw std::runtime_error("a number out of range");
        if (static_cast<lua_Number>(static_cast<std::int64_t>(n)) == n) return static_cast<std::int64_t>(n);
        return n;
      }
      case LUA_TSTRING: {
        std::size_t len = 0;
        const char* s = lua_tolstring(L, idx, &len);
        return std::string(s, len);
      }
      case LUA_TFUNCTION: {
        if (lua_tocfunction(L, idx) == &l_verb) {
          lua_getupvalue(L, idx, 2);
          std::string verb = lua_tostring(L, -1) ? lua_tostring(L, -1) : "?";
          lua_pop(L, 1);
          // A misspelt bare step: kept as a step, refused by name with its line below.
          if (!known_verb(ctx, verb)) return json{{"$verb", verb}, {"$line", 0}, {"$args", json::array()}};
          if (!kBareVerbs.count(verb) && std::find(ctx.bare.begin(), ctx.bare.end(), verb) == ctx.bare.end())
            throw ConvertError("'" + verb + "' needs its argument here, e.g. " + verb + " \"...\"", verb);
          return json{{"$verb", verb}, {"$line", 0}, {"$args", json::array()}};
        }
        throw std::runtime_error("a function where a value was expected");
      }
      case LUA_TTABLE: break;
      default: throw std::runtime_error(std::string("a ") + lua_typename(L, lua_type(L, idx)) + " where a value was expected");
    }
    if (lua_getmetatable(L, idx)) {
      lua_rawgeti(L, LUA_REGISTRYINDEX, ctx.step_mt);
      bool is_step = lua_rawequal(L, -1, -2);
      lua_pop(L, 2);
      if (is_step) return step(idx, depth);
    }
    // A table with keys 1..n only is a list; anything else is read as an object whose
    // integer keys become "1", "2", ... (so {"die", "field", damage = 1} keeps both parts).
    lua_Integer count = 0, max_key = 0;
    bool only_ints = true;
    lua_pushnil(L);
    while (lua_next(L, idx)) {
      ++count;
      if (lua_type(L, -2) == LUA_TNUMBER && lua_isinteger(L, -2) && lua_tointeger(L, -2) > 0)
        max_key = std::max(max_key, lua_tointeger(L, -2));
      else only_ints = false;
      lua_pop(L, 1);
    }
    if (only_ints && count == max_key) {
      json arr = json::array();
      for (lua_Integer i = 1; i <= count; ++i) {
        lua_rawgeti(L, idx, i);
        arr.push_back(value(-1, depth + 1));
        lua_pop(L, 1);
      }
      return arr;
    }
    json obj = json::object();
    lua_pushnil(L);
    while (lua_next(L, idx)) {
      std::string key;
      if (lua_type(L, -2) == LUA_TSTRING) {
        key = lua_tostring(L, -2);
      } else if (lua_type(L, -2) == LUA_TNUMBER && lua_isinteger(L, -2)) {
        key = std::to_string(lua_tointeger(L, -2));
      } else {
        lua_pop(L, 2);
        throw std::runtime_error("a table key must be a string or a whole number");
      }
      obj[key] = value(-1, depth + 1);
      lua_pop(L, 1);
    }
    return obj;
  }
};

// Errors found while the chunk runs are kept in the context and the chunk is stopped with
// a Lua error, so the precise file and line survive whatever the sandbox does with it.
[[noreturn]] void raise(lua_State* L, ReadCtx& ctx, int line, const std::string& msg) {
  if (!ctx.error) ctx.error = ScenarioError(ctx.file, line, msg);
  lua_pushstring(L, msg.c_str());
  lua_error(L);
  throw std::logic_error("unreachable");
}

int l_verb(lua_State* L) {
  auto* ctx = static_cast<ReadCtx*>(lua_touserdata(L, lua_upvalueindex(1)));
  const int n = lua_gettop(L);
  lua_createtable(L, 0, 3);
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_setfield(L, -2, "verb");
  lua_pushinteger(L, caller_line(L));
  lua_setfield(L, -2, "line");
  lua_createtable(L, n, 0);
  for (int i = 1; i <= n; ++i) {
    lua_pushvalue(L, i);
    lua_rawseti(L, -2, i);
  }
  lua_setfield(L, -2, "args");
  lua_rawgeti(L, LUA_REGISTRYINDEX, ctx->step_mt);
  lua_setmetatable(L, -2);
  return 1;
}

// The environment's __index: a name the file uses that is no global of it, but is close to a
// step's verb ("atack"), makes a step under that name, so that the scenario holding it fails at
// its line with a did-you-mean, and the file's other scenarios still run. Any other name is nil,
// as in plain Lua.
int l_near_verb(lua_State* L) {
  if (lua_type(L, 2) != LUA_TSTRING) return 0;
  const std::string word = lua_tostring(L, 2);
  const auto* ctx = static_cast<const ReadCtx*>(lua_touserdata(L, lua_upvalueindex(1)));
  if (word.size() > 40 || nearest_verb(*ctx, word).empty()) return 0;
  lua_pushvalue(L, lua_upvalueindex(1));  // the context
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, l_verb, 2);
  return 1;
}

void add_scenario(lua_State* L, ReadCtx& ctx, const std::string& name, int line, int body) {
  std::string err;
  int err_line = line;
  try {
    if (name.empty()) throw std::runtime_error("a scenario needs a name: scenario \"what it shows\" { ... }");
    for (const auto& other : ctx.out)
      if (other.name == name)
        throw std::runtime_error("two scenarios named \"" + name + "\" (the other is on line " + std::to_string(other.line) + ")");
    if (!lua_istable(L, body)) throw std::runtime_error("scenario \"" + name + "\" needs a table: scenario \"" + name + "\" { ... }");
    Convert c{L, ctx};
    json spec = c.value(body, 0);
    if (spec.is_array() && spec.empty()) spec = json::object();
    if (!spec.is_object()) throw std::runtime_error("scenario \"" + name + "\": the table needs named fields (players = ..., steps = ...)");
    Scenario sc;
    sc.name = name;
    sc.file = ctx.file;
    sc.line = line;
    sc.source = ctx.source;
    // Each game's scenarios have fields of their own.
    std::string game = ctx.games->default_game;
    if (spec.contains("game")) {
      if (!spec["game"].is_string()) throw std::runtime_error("scenario \"" + name + "\": game is the name of a game");
      game = spec["game"].get<std::string>();
    }
    const scenario::GameScenarios* of = nullptr;
    std::string names;
    for (const auto& [n, g] : ctx.games->games) {
      if (n == game) of = g;
      names += (names.empty() ? "\"" : ", \"") + n + "\"";
    }
    if (!of) throw std::runtime_error("scenario \"" + name + "\": game is " + names + " (\"" + ctx.games->default_game + "\" is the default), not \"" + game + "\"");
    sc.game = game;
    for (auto& [k, v] : spec.items())
      if (k != "game" && std::find(of->fields.begin(), of->fields.end(), k) == of->fields.end()) {
        const std::string hint = did_you_mean(k, of->fields);
        throw std::runtime_error("scenario \"" + name + "\": unknown field '" + k + "'" + (hint.empty() ? std::string() : " (" + hint + ")"));
      }
    if (spec.contains("steps")) {
      json steps = spec["steps"];
      if (steps.is_object() && steps.empty()) steps = json::array();
      if (!steps.is_array()) throw std::runtime_error("scenario \"" + name + "\": steps must be a list");
      int i = 0;
      for (const auto& s : steps) {
        ++i;
        if (!s.is_object() || !s.contains("$verb"))
          throw std::runtime_error("scenario \"" + name + "\": step " + std::to_string(i) +
                                   " is not a step (write use \"...\", expect { ... }, pass, ...)");
        const std::string verb = s["$verb"].get<std::string>();
        if (!known_verb(ctx, verb)) {
          const std::string near = nearest_verb(ctx, verb);
          const int at = s["$line"].get<int>();
          throw ConvertError("scenario \"" + name + "\": unknown step '" + verb + "'" +
                                 (near.empty() ? std::string() : " (did you mean '" + near + "'?)"),
                             at > 0 ? "" : verb, at > 0 ? at : line);
        }
        sc.steps.push_back(ScenarioStep{verb, s["$args"], s["$line"].get<int>()});
      }
      spec.erase("steps");
    }
    sc.spec = std::move(spec);
    ctx.out.push_back(std::move(sc));
    return;
  } catch (const ConvertError& e) {
    err = e.what();
    err_line = e.word.empty() ? e.line : locate_word(*ctx.source, e.word, e.line > 0 ? e.line : line);
  } catch (const std::exception& e) {
    err = e.what();
  }
  // A named scenario with a table fails alone; the file's others are still read and run.
  if (!name.empty() && lua_istable(L, body)) {
    Scenario sc;
    sc.name = name;
    sc.file = ctx.file;
    sc.line = line;
    sc.source = ctx.source;
    sc.broken = err;
    sc.broken_line = err_line;
    ctx.out.push_back(std::move(sc));
    return;
  }
  raise(L, ctx, err_line, err);
}

int l_scenario_body(lua_State* L) {
  auto* ctx = static_cast<ReadCtx*>(lua_touserdata(L, lua_upvalueindex(1)));
  std::string name = lua_tostring(L, lua_upvalueindex(2));
  int line = static_cast<int>(lua_tointeger(L, lua_upvalueindex(3)));
  if (lua_gettop(L) < 1) lua_pushnil(L);
  add_scenario(L, *ctx, name, line, 1);
  lua_pushvalue(L, 1);
  return 1;
}

int l_scenario(lua_State* L) {
  auto* ctx = static_cast<ReadCtx*>(lua_touserdata(L, lua_upvalueindex(1)));
  const int line = caller_line(L);
  if (lua_type(L, 1) != LUA_TSTRING) raise(L, *ctx, line, "scenario takes a name first: scenario \"what it shows\" { ... }");
  std::string name = lua_tostring(L, 1);
  if (lua_gettop(L) >= 2) {
    add_scenario(L, *ctx, name, line, 2);
    lua_pushvalue(L, 2);
    return 1;
  }
  lua_pushlightuserdata(L, ctx);
  lua_pushstring(L, name.c_str());
  lua_pushinteger(L, line);
  lua_pushcclosure(L, l_scenario_body, 3);
  return 1;
}

// A Lua error message usually starts with "<chunk>:<line>: " (once per layer that added it).
bool strip_position(std::string& msg, int& line) {
  const auto end = std::min(msg.find('\n'), msg.size());
  for (std::size_t i = 0; i < end; ++i) {
    if (msg[i] != ':') continue;
    std::size_t j = i + 1;
    while (j < end && std::isdigit(static_cast<unsigned char>(msg[j]))) ++j;
    if (j == i + 1 || j + 1 >= msg.size() || msg[j] != ':' || msg[j + 1] != ' ') continue;
    if (line <= 0) line = std::stoi(msg.substr(i + 1, std::min<std::size_t>(j - i - 1, 9)));
    msg.erase(0, j + 2);
    return true;
  }
  return false;
}

// Lua's own words a ruling may reach for as a step's name.
std::string with_hint(std::string msg) {
  if (msg.find("near 'until'") != std::string::npos)
    msg += " (`until` is a word of Lua: the step is written run_until \"combat_damage\")";
  return msg;
}

ScenarioError from_script_error(const std::string& file, const std::string& what, int line_hint) {
  std::string msg = what;
  auto nl = msg.find("\nstack traceback");
  if (nl != std::string::npos) msg.erase(nl);
  int line = line_hint;
  for (int i = 0; i < 3 && strip_position(msg, line); ++i) {
  }
  return ScenarioError(file, line, with_hint(msg));
}

ScenarioError from_script_error(const std::string& file, const script::ScriptError& e) {
  if (e.line > 0 && !e.message.empty()) {
    std::string msg = e.message;
    int line = e.line;
    strip_position(msg, line);
    return ScenarioError(file, e.line, with_hint(msg));
  }
  return from_script_error(file, e.what(), 0);
}

}  // namespace

std::vector<Scenario> read_scenarios(const std::string& text, const std::string& file, const ScenarioCatalog& games) {
  ReadCtx ctx;
  ctx.games = &games;
  for (const char* v : kSharedVerbs) ctx.verbs.push_back(v);
  for (const auto& [n, g] : games.games) {
    for (const auto& v : g->verbs)
      if (!known_verb(ctx, v)) ctx.verbs.push_back(v);
    ctx.bare.insert(ctx.bare.end(), g->bare.begin(), g->bare.end());
  }
  ctx.file = file;
  ctx.source = std::make_shared<const std::string>(text);
  // A scenario file is data written out at length: its size limit is the file's own.
  script::Limits limits;
  limits.max_source_bytes = std::max(limits.max_source_bytes, text.size());
  script::Sandbox sb(limits);
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  int chunk = LUA_NOREF, env = LUA_NOREF;
  try {
    chunk = sb.compile(text, file);
  } catch (const script::ScriptError& e) {
    throw from_script_error(file, e);
  }
  try {
    env = sb.new_env();
    lua_newtable(L);
    ctx.step_mt = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_rawgeti(L, LUA_REGISTRYINDEX, env);
    for (const auto& verb : ctx.verbs) {
      lua_pushstring(L, verb.c_str());
      lua_pushlightuserdata(L, &ctx);
      lua_pushstring(L, verb.c_str());
      lua_pushcclosure(L, l_verb, 2);
      lua_rawset(L, -3);
    }
    lua_pushstring(L, "scenario");
    lua_pushlightuserdata(L, &ctx);
    lua_pushcclosure(L, l_scenario, 1);
    lua_rawset(L, -3);
    lua_createtable(L, 0, 1);
    lua_pushlightuserdata(L, &ctx);
    lua_pushcclosure(L, l_near_verb, 1);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    lua_pop(L, 1);
    sb.run_chunk(chunk, env, 0);
  } catch (const script::ScriptError& e) {
    lua_settop(L, top);
    if (ctx.error) throw *ctx.error;
    throw from_script_error(file, e);
  } catch (const std::exception& e) {
    lua_settop(L, top);
    if (ctx.error) throw *ctx.error;
    throw ScenarioError(file, 0, e.what());
  }
  lua_settop(L, top);
  sb.unref(chunk);
  sb.unref(env);
  sb.unref(ctx.step_mt);
  if (ctx.error) throw *ctx.error;
  if (ctx.out.empty())
    throw ScenarioError(file, 1, "no scenario here: a scenario file declares scenario \"name\" { ... }");
  return std::move(ctx.out);
}

}  // namespace dm
