// Liar's Dice formats (docs/liars-dice.md, "Formats"): a format script names its game and sets
// the table and the rules, each number either written out or an option the user may change
// (option(name, default, { min =, max =, text = })). The script runs once in the sandbox and
// what it returns is read here, strictly: an unknown key or option, a value out of range or a
// bidding rule that is neither of the two is an error naming the file.
#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "dm/format_files.hpp"
#include "dm/files.hpp"
#include "dm/hash.hpp"
#include "dm/text.hpp"
#include "engine/liars/liars.hpp"
#include "engine/sandbox/data_script.hpp"
#include "engine/sandbox/format_options.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm::liars {

namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kFormatKeys = {"game", "name", "description", "players", "dice", "sides", "wild", "bidding", "classic"};

[[noreturn]] void fail(const std::string& file, const std::string& message) { throw std::runtime_error(file + ": " + message); }

// The field `key` of the table at `t`: absent is nil.
int field_type(lua_State* L, int t, const char* key) {
  lua_pushstring(L, key);
  return lua_rawget(L, t);
}

int int_field(lua_State* L, int t, const char* key, int fallback, int lo, int hi, const std::string& file) {
  const int type = field_type(L, t, key);
  int v = fallback;
  if (type != LUA_TNIL) {
    if (!lua_isinteger(L, -1)) fail(file, std::string("'") + key + "' is a whole number");
    const lua_Integer x = lua_tointeger(L, -1);
    if (x < lo || x > hi)
      fail(file, std::string("'") + key + "' is " + std::to_string(x) + ": it is " + std::to_string(lo) + " to " + std::to_string(hi));
    v = static_cast<int>(x);
  }
  lua_pop(L, 1);
  return v;
}

bool bool_field(lua_State* L, int t, const char* key, bool fallback, const std::string& file) {
  const int type = field_type(L, t, key);
  bool v = fallback;
  if (type == LUA_TBOOLEAN) v = lua_toboolean(L, -1);
  else if (type != LUA_TNIL) fail(file, std::string("'") + key + "' is true or false");
  lua_pop(L, 1);
  return v;
}

std::string text_field(lua_State* L, int t, const char* key, const std::string& fallback, const std::string& file) {
  const int type = field_type(L, t, key);
  std::string v = fallback;
  if (type == LUA_TSTRING) v = lua_tostring(L, -1);
  else if (type != LUA_TNIL) fail(file, std::string("'") + key + "' is text");
  lua_pop(L, 1);
  if (const std::string bad = name_problem(v); !bad.empty()) fail(file, std::string("'") + key + "' is not printable text: " + bad);
  return v;
}

}  // namespace

Format load_format(const std::string& format, const FormatOptions& options) {
  const std::string path = format_path(format);
  std::string data;
  try {
    data = scripts_dir();
  } catch (const std::exception&) {
  }
  std::string why;
  const auto text = read_input_file(path, kMaxFormatFileBytes, why);
  if (!text) fail(path, why == "no such file" ? "no such format (formats live in " + data + "/formats)" : why);
  // The name and description are shown and logged as UTF-8: a byte that is not is named where it is written.
  if (const auto bad = find_invalid_utf8(*text))
    fail(path + ":" + std::to_string(bad->line), bad->text() + " at column " + std::to_string(bad->col) + ": scripts are UTF-8 text");
  script::Sandbox sb;
  lua_State* L = sb.L();
  script::OptionBook book;
  book.given = options;
  script::install_option(sb, &book);
  try {
    sb.unref(script::run_data_script(sb, *text, path, "the format table"));
  } catch (const script::ScriptError& e) {
    throw std::runtime_error((e.file.empty() ? path : e.file) + (e.line > 0 ? ":" + std::to_string(e.line) : "") + ": " +
                             (e.message.empty() ? e.what() : e.message));
  }
  const int t = lua_gettop(L);
  if (!lua_istable(L, t)) fail(path, "a format script returns a table: { game = \"liars-dice\", ... }");
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pop(L, 1);
    const std::string key = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
    if (std::find(kFormatKeys.begin(), kFormatKeys.end(), key) != kFormatKeys.end()) continue;
    const std::string hint = did_you_mean(key, kFormatKeys);
    fail(path, "unknown key '" + key + "'" + (hint.empty() ? "" : " (" + hint + ")") + "; docs/liars-dice.md lists the keys");
  }
  const std::string game = text_field(L, t, "game", "", path);
  if (game != "liars-dice") fail(path, "game is '" + game + "': a Liar's Dice format says game = \"liars-dice\"");
  if (!book.error.empty()) fail(path, book.error);
  if (const std::string unknown = script::unknown_option(book, "the format"); !unknown.empty()) fail(path, unknown);
  Format f;
  f.options = book.declared;
  f.name = text_field(L, t, "name", fs::path(path).stem().string(), path);
  f.description = text_field(L, t, "description", "", path);
  Rules& r = f.rules;
  r.players = int_field(L, t, "players", r.players, 2, 6, path);
  r.dice = int_field(L, t, "dice", r.dice, 1, 5, path);
  r.sides = int_field(L, t, "sides", r.sides, 2, 10, path);
  r.wild = bool_field(L, t, "wild", r.wild, path);
  r.classic = bool_field(L, t, "classic", r.classic, path);
  const std::string bidding = text_field(L, t, "bidding", "reset-face", path);
  if (bidding == "reset-face") {
    r.bidding = Bidding::ResetFace;
  } else if (bidding == "reset-quantity") {
    r.bidding = Bidding::ResetQuantity;
  } else {
    const bool given = options.count("bidding") > 0;
    fail(path, std::string(given ? "option 'bidding'" : "'bidding'") + " is '" + bidding +
                   "': it is reset-face (a higher quantity, or as many of a higher face) or reset-quantity (a higher face, or more "
                   "of the same face)");
  }
  lua_pop(L, 1);
  std::string shown = path;
  if (!data.empty()) {
    const std::string rel = fs::path(path).lexically_relative(fs::path(data).lexically_normal()).string();
    if (!rel.empty() && rel.rfind("..", 0) != 0) shown = rel;
  }
  f.scripts.push_back(ScriptHash{shown, content_hash(*text)});
  return f;
}

}  // namespace dm::liars
