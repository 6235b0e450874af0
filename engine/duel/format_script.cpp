// Hero duel formats (docs/hero-duel.md, "Formats"): the format names its game, its numbers
// (options with defaults) and one hero script a seat; each script runs once in the sandbox,
// as text, budgeted, refused if it could keep state, and what it returns is read as data.
#include <algorithm>
#include <filesystem>

#include "dm/content.hpp"
#include "dm/files.hpp"
#include "dm/hash.hpp"
#include "dm/text.hpp"
#include "engine/duel/script/host.hpp"
#include "engine/duel/scripts.hpp"
#include "engine/sandbox/format_options.hpp"
#include "engine/sandbox/data_script.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm::duel {

namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kFormatKeys = {"game",     "name",     "description", "heroes",   "health",
                                              "heal_cap", "cp_start", "cp_cap",      "cp_income", "hand_start",
                                              "hand_limit", "draws",  "sell",        "roll_attempts", "turn_limit",
                                              "players",  "mode",     "team_health", "targets"};

int caller_line(lua_State* L) {
  lua_Debug ar;
  if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "l", &ar) && ar.currentline > 0) return ar.currentline;
  return 0;
}

// The second half of `ability "Name" { ... }`: stamps the table with word, name and line.
int l_declare_body(lua_State* L) {
  if (lua_type(L, 1) != LUA_TTABLE)
    return luaL_error(L, "%s \"%s\" takes a table: %s \"%s\" { ... }", lua_tostring(L, lua_upvalueindex(1)),
                      lua_tostring(L, lua_upvalueindex(2)), lua_tostring(L, lua_upvalueindex(1)), lua_tostring(L, lua_upvalueindex(2)));
  lua_settop(L, 1);
  const char* keys[] = {"word", "name", "line"};
  for (int i = 0; i < 3; ++i) {
    lua_pushstring(L, keys[i]);
    lua_pushvalue(L, lua_upvalueindex(i + 1));
    lua_rawset(L, 1);
  }
  return 1;
}

// hero "Name" { ... } and the other words: a name, then the body.
int l_declare(lua_State* L) {
  if (lua_type(L, 1) != LUA_TSTRING)
    return luaL_error(L, "%s takes a name first: %s \"Name\" { ... }", lua_tostring(L, lua_upvalueindex(1)), lua_tostring(L, lua_upvalueindex(1)));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, 1);
  lua_pushinteger(L, caller_line(L));
  lua_pushcclosure(L, l_declare_body, 3);
  return 1;
}

ContentError content_error(const script::ScriptError& e, const std::string& file) {
  return ContentError(e.file.empty() ? file : e.file, e.line, e.message.empty() ? e.what() : e.message);
}

// Compiles and runs a script, leaving what it returns on the stack (plain data).
void run_script(script::Sandbox& sb, const std::string& text, const std::string& file, const char* what) {
  try {
    sb.unref(script::run_data_script(sb, text, file, what));
  } catch (const script::ScriptError& e) {
    throw content_error(e, file);
  }
}

// Every name and text a script declares is UTF-8 (docs/limits.md): a byte that is not is
// named where it is written.
void check_utf8(const std::string& text, const std::string& path) {
  if (const auto bad = find_invalid_utf8(text))
    throw ContentError(path, bad->line, bad->text() + " at column " + std::to_string(bad->col) + ": scripts are UTF-8 text");
}

std::string read_script(const std::string& path, const std::string& by, const std::string& what) {
  std::string why;
  auto text = read_input_file(path, kMaxFormatFileBytes, why);
  if (!text) throw ContentError(by, 0, what + " " + path + ": " + why);
  check_utf8(*text, path);
  return *text;
}

int format_int(lua_State* L, int t, const char* key, int fallback, int lo, int hi, const std::string& file) {
  lua_pushstring(L, key);
  lua_rawget(L, t);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return fallback;
  }
  if (!lua_isinteger(L, -1)) throw ContentError(file, 0, std::string("'") + key + "' is a whole number");
  const auto v = lua_tointeger(L, -1);
  lua_pop(L, 1);
  if (v < lo || v > hi)
    throw ContentError(file, 0, std::string("'") + key + "' is " + std::to_string(v) + ": it must be " + std::to_string(lo) + " to " + std::to_string(hi));
  return static_cast<int>(v);
}

std::string format_text(lua_State* L, int t, const char* key, const std::string& fallback, const std::string& file) {
  lua_pushstring(L, key);
  lua_rawget(L, t);
  std::string v = fallback;
  if (lua_type(L, -1) == LUA_TSTRING) v = lua_tostring(L, -1);
  else if (!lua_isnil(L, -1)) throw ContentError(file, 0, std::string("'") + key + "' is text");
  lua_pop(L, 1);
  if (const std::string bad = name_problem(v); !bad.empty()) throw ContentError(file, 0, std::string("'") + key + "' is not printable text: " + bad);
  return v;
}

}  // namespace

namespace {

void install_words(script::Sandbox& sb) {
  lua_State* L = sb.L();
  for (const char* word : {"hero", "status", "ability", "defence", "card", "reaction"}) {
    lua_pushstring(L, word);
    lua_pushcclosure(L, l_declare, 1);
    sb.add_global(word);
  }
}

}  // namespace

void read_hero_script(const std::string& text, const std::string& file, Content& c) {
  check_utf8(text, file);
  // The hero's functions live in the Lua state it ran in: one for the content.
  if (!c.lua) c.lua = std::make_shared<HeroLua>();
  script::Sandbox& sb = c.lua->sandbox();
  if (!c.lua->words_installed) install_words(sb), c.lua->words_installed = true;
  run_script(sb, text, file, "the hero table");
  read_hero(sb.L(), file, c);
  lua_pop(sb.L(), 1);
  c.scripts.push_back({file, content_hash(text)});
  if (c.lua->empty()) c.lua.reset();
  else c.lua->seal();
}

std::shared_ptr<const Content> load_format(const std::string& format, const std::map<std::string, std::string>& options) {
  const std::string path = format_path(format);
  std::string data;
  try {
    data = scripts_dir();
  } catch (const std::exception&) {
  }
  auto shown = [&](const std::string& p) {
    if (data.empty()) return p;
    const std::string rel = fs::path(p).lexically_relative(fs::path(data).lexically_normal()).string();
    return rel.empty() || rel.rfind("..", 0) == 0 ? p : rel;
  };
  std::string why;
  const auto text = read_input_file(path, kMaxFormatFileBytes, why);
  if (!text) throw ContentError(path, 0, why == "no such file" ? "no such format (formats live in " + data + "/formats)" : why);
  check_utf8(*text, path);
  auto content = std::make_shared<Content>();
  Content& c = *content;
  // One Lua state for the format and its heroes, kept with the content when a hero has functions.
  c.lua = std::make_shared<HeroLua>();
  script::Sandbox& sb = c.lua->sandbox();
  lua_State* L = sb.L();
  script::OptionBook book;
  book.given = options;
  script::install_option(sb, &book);
  install_words(sb);
  run_script(sb, *text, path, "the format table");
  c.scripts.push_back({shown(path), content_hash(*text)});
  const int t = lua_gettop(L);
  if (!lua_istable(L, t)) throw ContentError(path, 0, "a format script returns a table: { game = \"hero-duel\", ... }");
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pop(L, 1);
    const std::string key = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
    if (std::find(kFormatKeys.begin(), kFormatKeys.end(), key) == kFormatKeys.end()) {
      const std::string hint = did_you_mean(key, kFormatKeys);
      throw ContentError(path, 0, "unknown key '" + key + "'" + (hint.empty() ? "" : " (" + hint + ")") + "; docs/hero-duel.md lists the keys");
    }
  }
  const std::string game = format_text(L, t, "game", "", path);
  if (game != "hero-duel") throw ContentError(path, 0, "game is '" + game + "': a hero duel format says game = \"hero-duel\"");
  if (!book.error.empty()) throw ContentError(path, 0, book.error);
  if (const std::string unknown = script::unknown_option(book, "the format"); !unknown.empty()) throw ContentError(path, 0, unknown);
  c.options = book.declared;
  c.format = format_text(L, t, "name", fs::path(path).stem().string(), path);
  c.description = format_text(L, t, "description", "", path);
  Rules& r = c.rules;
  r.health = format_int(L, t, "health", r.health, 1, 999, path);
  r.heal_cap = format_int(L, t, "heal_cap", r.heal_cap, 0, 999, path);
  r.cp_start = format_int(L, t, "cp_start", r.cp_start, 0, 99, path);
  r.cp_cap = format_int(L, t, "cp_cap", r.cp_cap, 1, 99, path);
  r.cp_income = format_int(L, t, "cp_income", r.cp_income, 0, 99, path);
  r.hand_start = format_int(L, t, "hand_start", r.hand_start, 0, 20, path);
  r.hand_limit = format_int(L, t, "hand_limit", r.hand_limit, 0, 20, path);
  r.draws = format_int(L, t, "draws", r.draws, 0, 10, path);
  r.sell = format_int(L, t, "sell", r.sell, 0, 99, path);
  r.roll_attempts = format_int(L, t, "roll_attempts", r.roll_attempts, 1, 10, path);
  r.turn_limit = format_int(L, t, "turn_limit", r.turn_limit, 2, 10000, path);
  r.cp_start = std::min(r.cp_start, r.cp_cap);
  // The modes (docs/hero-duel.md, "Modes"): one against one, two sides, or each for themselves.
  const std::string mode = format_text(L, t, "mode", "duel", path);
  if (mode == "duel") r.mode = Mode::Duel;
  else if (mode == "teams") r.mode = Mode::Teams;
  else if (mode == "ffa") r.mode = Mode::FreeForAll;
  else throw ContentError(path, 0, "'mode' is '" + mode + "': it is duel, teams or ffa");
  r.players = format_int(L, t, "players", r.mode == Mode::Duel ? 2 : r.mode == Mode::Teams ? 4 : 3, 2, 6, path);
  if (r.mode == Mode::Duel && r.players != 2) throw ContentError(path, 0, "'players' is " + std::to_string(r.players) + ": a duel seats 2 (mode = \"ffa\" or \"teams\" seat more)");
  if (r.mode == Mode::Teams && r.players != 4 && r.players != 6)
    throw ContentError(path, 0, "'players' is " + std::to_string(r.players) + ": two sides seat 4 (2 against 2) or 6 (3 against 3)");
  if (r.mode == Mode::FreeForAll && r.players < 3) throw ContentError(path, 0, "'players' is " + std::to_string(r.players) + ": free-for-all seats 3 to 6");
  const std::string team_health = format_text(L, t, "team_health", "own", path);
  if (team_health != "own" && team_health != "shared") throw ContentError(path, 0, "'team_health' is '" + team_health + "': it is own or shared");
  if (team_health == "shared" && r.mode != Mode::Teams) throw ContentError(path, 0, "'team_health' = \"shared\" is for teams (mode = \"teams\")");
  r.shared_health = team_health == "shared";
  // A side's pool: the health of each of its heroes, added up (shown on every one of them).
  if (r.shared_health) r.health = std::min(999 * 3, r.health * r.players / 2);
  const std::string targets = format_text(L, t, "targets", "any", path);
  if (targets != "any" && targets != "next") throw ContentError(path, 0, "'targets' is '" + targets + "': it is any or next");
  r.target_next = targets == "next";
  std::vector<std::string> heroes;
  lua_pushstring(L, "heroes");
  lua_rawget(L, t);
  if (lua_istable(L, -1)) {
    const auto n = static_cast<lua_Integer>(lua_rawlen(L, -1));
    if (r.mode == Mode::Duel && n != 2) throw ContentError(path, 0, "'heroes' names " + std::to_string(n) + " hero scripts: one a seat, two of them");
    if (n < 1 || n > r.players) throw ContentError(path, 0, "'heroes' names " + std::to_string(n) + " hero scripts: 1 to " + std::to_string(r.players) + " (one a seat, repeated round the table)");
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(L, -1, i);
      if (lua_type(L, -1) != LUA_TSTRING) throw ContentError(path, 0, "'heroes' lists hero script files");
      heroes.emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 2);
  if (r.mode == Mode::Duel && heroes.size() != 2) throw ContentError(path, 0, "'heroes' names one hero script a seat: two of them");
  if (heroes.empty()) throw ContentError(path, 0, "'heroes' names one hero script a seat: a list of them");
  // More seats than heroes named: the seats go round the list again.
  const std::size_t listed = heroes.size();
  for (std::size_t seat = listed; seat < static_cast<std::size_t>(r.players); ++seat) heroes.push_back(heroes[seat % listed]);
  const std::string folder = fs::path(path).parent_path().string();
  for (const std::string& h : heroes) {
    std::string p = h;
    if (h.rfind("./", 0) == 0 || h.rfind("../", 0) == 0) p = (fs::path(folder) / h).lexically_normal().string();
    else if (!h.empty() && h[0] != '/') p = (fs::path(data) / h).lexically_normal().string();
    // A mirror match: the second seat plays the same hero, with the same status effects.
    bool again = false;
    for (std::size_t i = 0; i < c.heroes.size() && !again; ++i)
      if (c.heroes[i].file == p) {
        c.heroes.push_back(c.heroes[i]);
        again = true;
      }
    if (again) continue;
    const std::string src = read_script(p, path, "the hero script");
    run_script(sb, src, p, "the hero table");
    read_hero(L, p, c);
    lua_pop(L, 1);
    c.scripts.push_back({shown(p), content_hash(src)});
  }
  // A declarative duel keeps no Lua state: no call is ever made.
  if (c.lua->empty()) c.lua.reset();
  else c.lua->seal();
  return content;
}

}  // namespace dm::duel
