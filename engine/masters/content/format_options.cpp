// Format options: a script asks option(name, default, { min, max, text }) and gets the value
// the user gave (`--option name=value`) or the default, checked against what it declares.
// An option the user gives that the script never asks for is an error with a did-you-mean.
#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "engine/masters/content/format_impl.hpp"
#include "engine/sandbox/sandbox_stdlib.hpp"

namespace dm {

namespace {

std::string kind_of(int type) {
  switch (type) {
    case LUA_TNUMBER: return "a whole number";
    case LUA_TBOOLEAN: return "true or false";
    case LUA_TTABLE: return "names, comma-separated";
    default: return "text";
  }
}

int l_option(lua_State* L) {
  auto* m = static_cast<Format::Impl*>(lua_touserdata(L, lua_upvalueindex(1)));
  if (lua_type(L, 1) != LUA_TSTRING) throw std::runtime_error("option(name, default, { min, max, text }): the name is text");
  const std::string name = lua_tostring(L, 1);
  const int type = lua_type(L, 2);
  if (!(type == LUA_TSTRING || type == LUA_TBOOLEAN || type == LUA_TTABLE || lua_isinteger(L, 2)))
    throw std::runtime_error("option '" + name + "': the default is a whole number, true or false, text, or a list of names");
  FormatOptionInfo info;
  info.name = name;
  lua_Integer lo = LUA_MININTEGER, hi = LUA_MAXINTEGER;
  if (lua_istable(L, 3)) {
    lua_getfield(L, 3, "min");
    if (lua_isinteger(L, -1)) lo = lua_tointeger(L, -1);
    lua_getfield(L, 3, "max");
    if (lua_isinteger(L, -1)) hi = lua_tointeger(L, -1);
    lua_getfield(L, 3, "text");
    if (lua_type(L, -1) == LUA_TSTRING) info.text = lua_tostring(L, -1);
    lua_pop(L, 3);
  }
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
      if (lua_rawgeti(L, 2, i) != LUA_TSTRING) throw std::runtime_error("option '" + name + "': the default list holds names");
      info.default_value += (i > 1 ? "," : "") + std::string(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
    info.range = "names, comma-separated";
  } else {
    info.default_value = lua_tostring(L, 2);
  }
  auto given = m->given.find(name);
  info.value = given == m->given.end() ? info.default_value : given->second;
  // Every problem is kept for the format to report after the script has run.
  auto bad = [&](const std::string& why) {
    if (m->option_error.empty()) m->option_error = "option '" + name + "' is '" + info.value + "': " + why;
    info.value = info.default_value;
  };
  if (type == LUA_TNUMBER) {
    std::size_t used = 0;
    long long v = 0;
    try {
      v = std::stoll(info.value, &used);
    } catch (...) {
      used = 0;
    }
    // Digits with an optional minus only: stoll would also take " 12" and "+12".
    const bool plain = !info.value.empty() && (std::isdigit(static_cast<unsigned char>(info.value[0])) || info.value[0] == '-');
    if (used == 0 || used != info.value.size() || !plain) bad("it takes " + kind_of(type));
    else if (v < lo || v > hi) bad("it is " + info.range);
    v = std::stoll(info.value);
    lua_pushinteger(L, static_cast<lua_Integer>(v));
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
  if (std::none_of(m->declared.begin(), m->declared.end(), [&](const FormatOptionInfo& o) { return o.name == name; }))
    m->declared.push_back(std::move(info));
  return 1;
}

int l_option_default(lua_State* L) {
  lua_settop(L, 2);
  return 1;
}

}  // namespace

void install_default_options(script::Sandbox& sb) {
  lua_pushcfunction(sb.L(), l_option_default);
  sb.add_global("option");
}

void install_options(Format::Impl& m) {
  lua_State* L = m.sb.L();
  lua_pushlightuserdata(L, &m);
  lua_pushcclosure(L, script::stdlib::guarded<l_option>, 1);
  m.sb.add_global("option");
}

void check_options(Format::Impl& m) {
  if (!m.option_error.empty()) m.fail(m.option_error);
  std::vector<std::string> names;
  for (const auto& o : m.declared) names.push_back(o.name);
  for (const auto& [name, value] : m.given) {
    if (std::find(names.begin(), names.end(), name) != names.end()) continue;
    std::string known;
    for (const auto& n : names) known += (known.empty() ? "" : ", ") + n;
    const std::string hint = did_you_mean(name, names);
    m.fail("unknown option '" + name + "'" + (hint.empty() ? "" : " (" + hint + ")") + "; " +
           (known.empty() ? m.name + " has no options" : m.name + "'s options: " + known));
  }
}

}  // namespace dm
