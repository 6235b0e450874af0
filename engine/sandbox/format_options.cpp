// option(name, default, { min =, max =, text = }) for format scripts of every game
// (format_options.hpp).
#include "engine/sandbox/format_options.hpp"

#include <algorithm>
#include <cctype>

#include "dm/text.hpp"
#include "engine/sandbox/sandbox_stdlib.hpp"

namespace dm::script {

namespace {

std::string kind_of(int type) {
  switch (type) {
    case LUA_TNUMBER: return "a whole number";
    case LUA_TBOOLEAN: return "true or false";
    case LUA_TTABLE: return "names, comma-separated";
    default: return "text";
  }
}

// option(name, default, { min =, max =, text = }): the value the user gave, else the default.
int l_option(lua_State* L) {
  auto* book = static_cast<OptionBook*>(lua_touserdata(L, lua_upvalueindex(1)));
  if (lua_type(L, 1) != LUA_TSTRING) return luaL_error(L, "option(name, default, { min, max, text }): the name is text");
  const std::string name = lua_tostring(L, 1);
  const int type = lua_type(L, 2);
  if (!(type == LUA_TSTRING || type == LUA_TBOOLEAN || type == LUA_TTABLE || lua_isinteger(L, 2)))
    return luaL_error(L, "option '%s': the default is a whole number, true or false, text, or a list of names", name.c_str());
  FormatOptionInfo info;
  info.name = name;
  lua_Integer lo = LUA_MININTEGER, hi = LUA_MAXINTEGER;
  if (lua_istable(L, 3)) {
    if (lua_getfield(L, 3, "min") == LUA_TNUMBER && lua_isinteger(L, -1)) lo = lua_tointeger(L, -1);
    if (lua_getfield(L, 3, "max") == LUA_TNUMBER && lua_isinteger(L, -1)) hi = lua_tointeger(L, -1);
    if (lua_getfield(L, 3, "text") == LUA_TSTRING) info.text = lua_tostring(L, -1);
    lua_pop(L, 3);
  }
  // Listed by `dice formats list` and carried in replay headers as UTF-8.
  if (!name_problem(name).empty() || !name_problem(info.text).empty())
    return luaL_error(L, "option '%s': its name and text are UTF-8 without control characters (%s)", name.c_str(),
                      (name_problem(name) + name_problem(info.text)).c_str());
  if (type == LUA_TNUMBER) {
    info.default_value = std::to_string(lua_tointeger(L, 2));
    if (lo != LUA_MININTEGER || hi != LUA_MAXINTEGER)
      info.range = (lo != LUA_MININTEGER ? std::to_string(lo) : "any") + " to " + (hi != LUA_MAXINTEGER ? std::to_string(hi) : "any");
  } else if (type == LUA_TBOOLEAN) {
    info.default_value = lua_toboolean(L, 2) ? "true" : "false";
    info.range = "true or false";
  } else if (type == LUA_TTABLE) {
    // A list of names, given on a command line as "avx,asm".
    for (lua_Integer i = 1, n = static_cast<lua_Integer>(lua_rawlen(L, 2)); i <= n && i <= 100; ++i) {
      if (lua_rawgeti(L, 2, i) != LUA_TSTRING) return luaL_error(L, "option '%s': the default list holds names", name.c_str());
      info.default_value += (i > 1 ? "," : "") + std::string(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
    info.range = "names, comma-separated";
  } else {
    info.default_value = lua_tostring(L, 2);
  }
  auto given = book->given.find(name);
  info.value = given == book->given.end() ? info.default_value : given->second;
  auto bad = [&](const std::string& why) {
    if (book->error.empty()) book->error = "option '" + name + "' is '" + info.value + "': " + why;
    info.value = info.default_value;
  };
  if (type == LUA_TNUMBER) {
    const std::string& v = info.value;
    bool plain = !v.empty() && v.size() < 18;
    for (std::size_t i = 0; i < v.size() && plain; ++i)
      plain = std::isdigit(static_cast<unsigned char>(v[i])) || (i == 0 && v[i] == '-' && v.size() > 1);
    if (!plain) bad("it takes " + kind_of(type));
    else if (std::stoll(v) < lo || std::stoll(v) > hi) bad("it is " + info.range);
    lua_pushinteger(L, static_cast<lua_Integer>(std::stoll(info.value)));
  } else if (type == LUA_TBOOLEAN) {
    std::string v = info.value;
    std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const bool yes = v == "true" || v == "yes" || v == "1", no = v == "false" || v == "no" || v == "0";
    if (!yes && !no) bad("it takes " + kind_of(type));
    lua_pushboolean(L, yes || (!no && lua_toboolean(L, 2)));
  } else if (type == LUA_TTABLE) {
    lua_newtable(L);
    std::string cur;
    lua_Integer n = 0;
    for (char ch : info.value + ",") {
      if (ch != ',') {
        if (ch != ' ') cur += ch;
        continue;
      }
      if (cur.empty()) continue;
      lua_pushstring(L, cur.c_str());
      lua_rawseti(L, -2, ++n);
      cur.clear();
    }
  } else {
    lua_pushstring(L, info.value.c_str());
  }
  if (std::none_of(book->declared.begin(), book->declared.end(), [&](const FormatOptionInfo& o) { return o.name == name; }))
    book->declared.push_back(std::move(info));
  return 1;
}

}  // namespace

namespace {

int l_option_default(lua_State* L) {
  lua_settop(L, 2);
  return 1;
}

}  // namespace

void install_default_option(Sandbox& sb) {
  lua_pushcfunction(sb.L(), l_option_default);
  sb.add_global("option");
}

std::string unknown_option(const OptionBook& book, const std::string& format) {
  std::vector<std::string> names;
  for (const auto& o : book.declared) names.push_back(o.name);
  for (const auto& [name, value] : book.given) {
    if (std::find(names.begin(), names.end(), name) != names.end()) continue;
    std::string known;
    for (const auto& n : names) known += (known.empty() ? "" : ", ") + n;
    const std::string hint = did_you_mean(name, names);
    return "unknown option '" + name + "'" + (hint.empty() ? "" : " (" + hint + ")") + "; " +
           (known.empty() ? format + " has no options" : format + "'s options: " + known);
  }
  return "";
}

void install_option(Sandbox& sb, OptionBook* book) {
  lua_State* L = sb.L();
  lua_pushlightuserdata(L, book);
  lua_pushcclosure(L, stdlib::guarded<l_option>, 1);
  sb.add_global("option");
}

}  // namespace dm::script
