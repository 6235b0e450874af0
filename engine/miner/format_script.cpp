// Dice Miner formats (docs/dice-miner.md, "Formats"): a format script names its game, its
// players (an option, 2 to 4), and the content scripts it plays with; every one of them is
// read here, strictly, into Content and the Lua scoring. Content paths starting with ./ or
// ../ are relative to the format's own folder; others to the data folder.
#include <algorithm>
#include <filesystem>

#include "dm/content.hpp"
#include "dm/files.hpp"
#include "dm/text.hpp"
#include "dm/hash.hpp"
#include "engine/miner/content_scripts.hpp"
#include "engine/miner/lua_scoring.hpp"

namespace dm::miner {

namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kFormatKeys = {"game",  "name",   "description", "players", "content", "dice",
                                              "heroes", "mountain", "scoring",   "rounds",  "tiebreak_limit"};

// Where the format's script is, and what it says.
struct FormatFile {
  std::string path;  // as opened
  std::string folder;
  std::string data;  // the data folder ("" when it can't be found)
};

std::string resolve(const FormatFile& f, const std::string& name) {
  if (name.empty()) return name;
  if (name[0] == '/') return name;
  if (name.rfind("./", 0) == 0 || name.rfind("../", 0) == 0) return (fs::path(f.folder) / name).lexically_normal().string();
  return (fs::path(f.data) / name).lexically_normal().string();
}

// A file's name as content hashes list it: relative to the data folder when it lies inside.
std::string shown(const FormatFile& f, const std::string& path) {
  if (f.data.empty()) return path;
  const std::string rel = fs::path(path).lexically_relative(fs::path(f.data).lexically_normal()).string();
  return rel.empty() || rel.rfind("..", 0) == 0 ? path : rel;
}

// Every name and text a script declares is UTF-8 (docs/limits.md): a byte that is not is
// named where it is written.
void check_utf8(const std::string& text, const std::string& path) {
  if (const auto bad = find_invalid_utf8(text))
    throw ContentError(path, bad->line, bad->text() + " at column " + std::to_string(bad->col) + ": scripts are UTF-8 text");
}

std::string read_script(const std::string& path, const std::string& format_file, const std::string& what) {
  std::string why;
  auto text = read_input_file(path, kMaxFormatFileBytes, why);
  if (!text) throw ContentError(format_file, 0, what + " " + path + ": " + why);
  check_utf8(*text, path);
  return *text;
}

// A string field of the format table, or a list of them (scoring may be several files).
std::vector<std::string> names_field(lua_State* L, int idx, const char* key, const std::string& file) {
  std::vector<std::string> out;
  lua_pushstring(L, key);
  lua_rawget(L, idx);
  if (lua_type(L, -1) == LUA_TSTRING) {
    out.emplace_back(lua_tostring(L, -1));
  } else if (lua_istable(L, -1)) {
    const auto n = static_cast<lua_Integer>(lua_rawlen(L, -1));
    if (n > kMaxScriptFiles)
      throw ContentError(file, 0, std::string("'") + key + "' names " + std::to_string(n) + " script files: at most " + std::to_string(kMaxScriptFiles));
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(L, -1, i);
      if (lua_type(L, -1) != LUA_TSTRING) throw ContentError(file, 0, std::string("'") + key + "' lists script files (text)");
      out.emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  } else if (!lua_isnil(L, -1) && !(lua_isboolean(L, -1) && !lua_toboolean(L, -1))) {
    throw ContentError(file, 0, std::string("'") + key + "' names a script file, or a list of them");
  }
  lua_pop(L, 1);
  return out;
}

}  // namespace

Loaded load_format(const std::string& format, const std::map<std::string, std::string>& options) {
  FormatFile ff;
  ff.path = format_path(format);
  ff.folder = fs::path(ff.path).parent_path().string();
  try {
    ff.data = scripts_dir();
  } catch (const std::exception&) {
    ff.data = "";
  }
  std::string why;
  const auto text = read_input_file(ff.path, kMaxFormatFileBytes, why);
  if (!text && why == "no such file") throw ContentError(ff.path, 0, "no such format (formats live in " + ff.data + "/formats)");
  if (!text) throw ContentError(ff.path, 0, why);
  check_utf8(*text, ff.path);
  auto scoring = std::make_shared<LuaScoring>();
  auto content = std::make_shared<Content>();
  Content& c = *content;
  script::Sandbox& sb = scoring->sandbox();
  lua_State* L = sb.L();
  OptionBook book;
  book.given = options;
  install_words(sb, &book);
  const int format_env = run_script(sb, *text, ff.path, "the format table");
  sb.unref(format_env);
  c.scripts.push_back({shown(ff, ff.path), content_hash(*text)});
  const int t = lua_gettop(L);
  if (!lua_istable(L, t)) throw ContentError(ff.path, 0, "a format script returns a table: { game = \"dice-miner\", ... }");
  for (const std::string& key : string_keys(L, t)) {
    if (std::find(kFormatKeys.begin(), kFormatKeys.end(), key) != kFormatKeys.end()) continue;
    const std::string hint = did_you_mean(key, kFormatKeys);
    throw ContentError(ff.path, 0, "unknown key '" + key + "'" + (hint.empty() ? "" : " (" + hint + ")") + "; docs/dice-miner.md lists the keys");
  }
  const std::string game = string_field(L, t, "game", "", ff.path, 0, "the format");
  if (game != "dice-miner") throw ContentError(ff.path, 0, "game is '" + game + "': a Dice Miner format says game = \"dice-miner\"");
  if (!book.error.empty()) throw ContentError(ff.path, 0, book.error);
  if (const std::string unknown = script::unknown_option(book, "the format"); !unknown.empty())
    throw ContentError(ff.path, 0, unknown);
  c.options = book.declared;
  c.format = string_field(L, t, "name", fs::path(ff.path).stem().string(), ff.path, 0, "the format");
  c.description = string_field(L, t, "description", "", ff.path, 0, "the format");
  c.players = int_field(L, t, "players", 2, 2, 4, ff.path, 0, "the format");
  c.rounds = int_field(L, t, "rounds", 3, 1, kMaxRounds, ff.path, 0, "the format");
  c.tiebreak_limit = int_field(L, t, "tiebreak_limit", 50, 0, 1000, ff.path, 0, "the format");
  const std::string folder = string_field(L, t, "content", "games/dice-miner", ff.path, 0, "the format");
  auto one = [&](const char* key, const char* file) -> std::string {
    const auto named = names_field(L, t, key, ff.path);
    if (named.size() > 1) throw ContentError(ff.path, 0, std::string("'") + key + "' names one script file");
    lua_pushstring(L, key);
    lua_rawget(L, t);
    const bool off = lua_isboolean(L, -1) && !lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (off) return "";
    return resolve(ff, named.empty() ? folder + "/" + file : named.front());
  };
  // Dice and heroes may come from several scripts (a variant adds its own to the game's).
  auto several = [&](const char* key, const char* file) {
    std::vector<std::string> out;
    lua_pushstring(L, key);
    lua_rawget(L, t);
    const bool off = lua_isboolean(L, -1) && !lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (off) return out;
    for (const auto& n : names_field(L, t, key, ff.path)) out.push_back(resolve(ff, n));
    if (out.empty()) out.push_back(resolve(ff, folder + "/" + file));
    return out;
  };
  const std::vector<std::string> dice = several("dice", "dice.lua"), heroes = several("heroes", "heroes.lua");
  const std::string mountain = one("mountain", "mountain.lua");
  if (dice.empty()) throw ContentError(ff.path, 0, "a format needs dice: dice = false leaves the bag empty");
  if (mountain.empty()) throw ContentError(ff.path, 0, "a format needs a mountain");
  std::vector<std::string> scoring_files;
  for (const auto& n : names_field(L, t, "scoring", ff.path)) scoring_files.push_back(resolve(ff, n));
  if (scoring_files.empty()) scoring_files.push_back(resolve(ff, folder + "/scoring.lua"));
  lua_pop(L, 1);

  // Each content script: read, run, read into the content (scoring: kept as rules).
  auto load = [&](const std::string& path, const char* what, const char* returned) {
    const std::string src = read_script(path, ff.path, what);
    const int env = run_script(sb, src, path, returned);
    c.scripts.push_back({shown(ff, path), content_hash(src)});
    return env;
  };
  int env = LUA_NOREF;
  for (const std::string& path : dice) {
    env = load(path, "the dice script", "the dice table");
    read_dice(L, -1, path, c);
    lua_pop(L, 1);
    sb.unref(env);
  }
  for (const std::string& path : heroes) {
    env = load(path, "the heroes script", "the list of heroes");
    read_heroes(L, -1, path, c);
    lua_pop(L, 1);
    sb.unref(env);
  }
  env = load(mountain, "the mountain script", "the mountain table");
  read_mountain(L, -1, mountain, c);
  lua_pop(L, 1);
  sb.unref(env);
  for (const std::string& path : scoring_files) {
    env = load(path, "the scoring script", "the list of rules");
    scoring->add_rules(path);
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, env);
    try {
      sb.freeze(lua_gettop(L));
    } catch (const script::ScriptError& e) {
      throw content_error(e, path);
    }
    lua_pop(L, 1);
    sb.unref(env);
  }
  if (!c.heroes.empty() && static_cast<int>(c.heroes.size()) < c.players)
    throw ContentError(heroes.back(), 0, std::to_string(c.heroes.size()) + " heroes for " + std::to_string(c.players) +
                                      " players: each player gets a different hero");
  if (c.dice() == 0) throw ContentError(dice.back(), 0, "the bag is empty: no die kind has a count");
  scoring->prepare(c);
  return Loaded{content, scoring};
}

}  // namespace dm::miner
