// The sandbox card scripts run in: allowlist, text-only chunks, budgets, determinism.
#include <catch2/catch.hpp>

#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/sandbox/sandbox.hpp"

using dm::script::Limits;
using dm::script::Sandbox;
using dm::script::ScriptError;

namespace {

// Runs `code` as a chunk in a fresh environment; returns its first result as text.
std::string run(Sandbox& sb, const std::string& code, const std::string& file = "test.lua") {
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  const int chunk = sb.compile(code, file);
  const int env = sb.new_env();
  std::string out;
  try {
    sb.run_chunk(chunk, env, 1);
    out = lua_isnil(L, -1) ? "nil" : luaL_tolstring(L, -1, nullptr);
  } catch (...) {
    sb.unref(chunk);
    sb.unref(env);
    throw;
  }
  lua_settop(L, top);
  sb.unref(chunk);
  sb.unref(env);
  return out;
}

ScriptError error_of(Sandbox& sb, const std::string& code, const std::string& file = "test.lua") {
  try {
    run(sb, code, file);
  } catch (const ScriptError& e) {
    return e;
  }
  FAIL("no error from: " << code);
  throw std::logic_error("unreachable");
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A small fixed generator, so tests don't depend on the engine's.
struct SplitMix {
  std::uint64_t state;
  std::uint64_t operator()(std::uint64_t bound) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (z ^ (z >> 31)) % bound;
  }
};

Limits small_budget() {
  Limits limits;
  limits.instructions_per_call = 100'000;
  return limits;
}

}  // namespace

TEST_CASE("sandbox: environments hold exactly the allowlisted library") {
  Sandbox sb;
  const char* names = "local t = {} for k in pairs(%s) do t[#t + 1] = k end return table.concat(t, ' ')";
  auto list = [&](const char* table) {
    char code[200];
    std::snprintf(code, sizeof code, names, table);
    return run(sb, code);
  };
  REQUIRE(list("_ENV") ==
          "_G assert error getmetatable ipairs math next pairs pcall print rawequal rawlen select setmetatable "
          "string table tonumber tostring type xpcall");
  REQUIRE(list("string") == "byte char find format len lower rep reverse sub upper");
  REQUIRE(list("table") == "concat insert move pack remove sort unpack");
  REQUIRE(list("math") ==
          "abs acos asin atan ceil cos exp floor fmod huge log max maxinteger min mininteger modf pi random "
          "randomseed sin sqrt tan tointeger type ult");
  for (const char* name : {"load", "loadstring", "dofile", "loadfile", "require", "collectgarbage", "io", "os", "debug",
                           "package", "coroutine", "rawget", "rawset", "unpack", "string.dump", "string.gsub",
                           "string.match", "string.gmatch"}) {
    INFO(name);
    REQUIRE(run(sb, std::string("return type(") + name + ")") == "nil");
  }
  REQUIRE(contains(error_of(sb, "os.execute('true')").what(), "test.lua:1:"));
  REQUIRE(run(sb, "print('to the debug log', {}, 1) return 'printed'") == "printed");
  // The state's real global table (which the base library was opened into) is left empty.
  lua_pushglobaltable(sb.L());
  lua_pushnil(sb.L());
  REQUIRE(lua_next(sb.L(), -2) == 0);
  lua_pop(sb.L(), 1);
}

TEST_CASE("sandbox: string methods reach only the sandboxed and capped string table") {
  Sandbox sb;
  REQUIRE(contains(error_of(sb, "return ('x'):rep(1e9)").what(), "string.rep: the result would be longer"));
  REQUIRE(run(sb, "return getmetatable('')") == "nil");
  REQUIRE(run(sb, "return type(('x').dump) .. type(('x').gsub) .. type(('x').__index)") == "nilnilnil");
  REQUIRE(run(sb, "return ('abc'):upper() .. ('%d'):format(7)") == "ABC7");
  // An environment's own string table is a copy: emptying it changes no method.
  REQUIRE(run(sb, "string.upper = nil; string.rep = function() return 'hijacked' end; return ('a'):upper() .. ('b'):rep(2)") ==
          "Abb");
  // The real metatable is locked and doesn't point at the real library.
  lua_State* L = sb.L();
  lua_pushliteral(L, "");
  REQUIRE(lua_getmetatable(L, -1));
  REQUIRE(lua_getfield(L, -1, "__metatable") == LUA_TBOOLEAN);
  lua_getfield(L, -2, "__index");
  luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  lua_getfield(L, -1, LUA_STRLIBNAME);
  REQUIRE_FALSE(lua_rawequal(L, -1, -3));
  lua_settop(L, 0);
}

TEST_CASE("sandbox: binary chunks are refused", "[sanitize]") {
  // Real bytecode, made by an ordinary state.
  lua_State* plain = luaL_newstate();
  REQUIRE(luaL_loadstring(plain, "return 42") == LUA_OK);
  std::string bytecode;
  lua_dump(
      plain,
      [](lua_State*, const void* p, size_t n, void* ud) {
        static_cast<std::string*>(ud)->append(static_cast<const char*>(p), n);
        return 0;
      },
      &bytecode, 1);
  lua_close(plain);
  REQUIRE(bytecode.rfind(LUA_SIGNATURE, 0) == 0);

  Sandbox sb;
  try {
    sb.compile(bytecode, "evil.lua");
    FAIL("bytecode was accepted");
  } catch (const ScriptError& e) {
    REQUIRE(e.file == "evil.lua");
    REQUIRE(contains(e.message, "binary"));
  }
  REQUIRE(run(sb, "return 42") == "42");
}

TEST_CASE("sandbox: the instruction budget stops a call where it loops and cannot be caught", "[sanitize]") {
  Sandbox sb(small_budget());
  auto e = error_of(sb, "local n = 0\nlocal function spin()\n  while true do\n    n = n + 1\n  end\nend\nspin()", "cards/loop.lua");
  REQUIRE(e.message == "instruction budget exceeded");
  REQUIRE(e.file == "cards/loop.lua");
  REQUIRE((e.line == 3 || e.line == 4));
  // pcall and xpcall can't swallow it; the position is where it first stopped.
  e = error_of(sb, "while true do\n  pcall(function()\n    while true do end\n  end)\nend");
  REQUIRE(e.message == "instruction budget exceeded");
  REQUIRE(e.line == 3);
  REQUIRE(error_of(sb, "for i = 1, 1e9 do xpcall(function() while true do end end, function() return 1 end) end").message ==
          "instruction budget exceeded");
  // Message handlers can't keep it going either: the script's, or __tostring in the engine's.
  REQUIRE(error_of(sb, "xpcall(function() while true do end end, function() while true do end end) return 'escaped'").message ==
          "instruction budget exceeded");
  REQUIRE(error_of(sb, "xpcall(error, function() while true do end end) return 'escaped'").message ==
          "instruction budget exceeded");
  REQUIRE(error_of(sb, "error(setmetatable({}, {__tostring = function() while true do end end}))").message ==
          "instruction budget exceeded");
  // Work done in C is charged too, and a trip there is just as final.
  REQUIRE(error_of(sb, "local t = setmetatable({}, {__index = table.concat})\n"
                       "while true do pcall(table.concat, t, '', 1, math.maxinteger - 1) end")
              .message == "instruction budget exceeded");
  // Each call starts with a whole budget: two calls of about 60% each both succeed.
  REQUIRE(run(sb, "for i = 1, 60000 do end return 'first'") == "first");
  REQUIRE(run(sb, "for i = 1, 60000 do end return 'second'") == "second");
  REQUIRE(error_of(sb, "for i = 1, 120000 do end").message == "instruction budget exceeded");
}

TEST_CASE("sandbox: a call the engine makes from inside a call shares its budget") {
  Sandbox sb(small_budget());
  // The engine's callback runs a script function and reports its failure as a Lua error.
  lua_pushcfunction(sb.L(), [](lua_State* L) -> int {
    std::string failure;
    lua_pushvalue(L, 1);
    try {
      Sandbox::from(L)->call(0, 0);
      return 0;
    } catch (const ScriptError& e) {
      failure = e.what();
    }
    return luaL_error(L, "%s", failure.c_str());
  });
  sb.add_global("nest");
  REQUIRE(run(sb, "nest(function() end) return 'ok'") == "ok");
  REQUIRE(error_of(sb, "local ok = pcall(nest, function() while true do end end) return 'caught'").message ==
          "instruction budget exceeded");
  REQUIRE(error_of(sb, "for i = 1, 60000 do end nest(function() for i = 1, 60000 do end end)").message ==
          "instruction budget exceeded");
  REQUIRE(run(sb, "return 'usable'") == "usable");
}

TEST_CASE("sandbox: pairs and next visit keys in a fixed order and tostring shows no address") {
  Sandbox sb;
  const std::string order = run(sb, R"(
    local t = {10, 20, 30, [5] = "five", [-1] = "m", [2.5] = "h", b = 1, a = 2, B = 3, aa = 4,
               [true] = "t", [false] = "f", [math.maxinteger] = 1, [2^63] = 1}
    local out = {}
    for k in pairs(t) do out[#out + 1] = tostring(k) end
    local k = next(t)
    local n = 0
    while k ~= nil do n = n + 1; if tostring(k) ~= out[n] then return "next differs at " .. n end; k = next(t, k) end
    if n ~= #out then return "next saw " .. n end
    return table.concat(out, " "))");
  REQUIRE(order == "1 2 3 -1 2.5 5 9223372036854775807 9.2233720368548e+18 B a aa b false true");
  REQUIRE(run(sb, "return tostring({}) .. ' ' .. tostring(print) .. ' ' .. string.format('%s', {})") ==
          "table function table");
  REQUIRE(contains(error_of(sb, "return string.format('%p', {})").message, "%p"));
  REQUIRE(contains(error_of(sb, "for k in pairs({[{}] = 1}) do end").message, "fixed order"));
  // Fields cleared during the loop are skipped, not visited as nil.
  REQUIRE(run(sb, "local t = {a = 1, b = 2, c = 3} local s = '' for k, v in pairs(t) do s = s .. k .. v; t.b = nil end return s") ==
          "a1c3");
}

TEST_CASE("sandbox: a script gives the same result in a fresh state and in one that ran 100 others") {
  const std::string script = R"(
    local out = {}
    local t = {}
    for i = 1, 200 do t["k" .. ((i * 7919) % 1000)] = i end
    t[3.5] = "f"; t[true] = "b"; t[1] = "one"; t[2] = "two"; t[-7] = "neg"
    for k, v in pairs(t) do out[#out + 1] = tostring(k) .. "=" .. tostring(v) end
    local k, n = next(t), 0
    while k ~= nil do n = n + 1; k = next(t, k) end
    out[#out + 1] = n
    local arr = {}
    for i = 1, 300 do arr[i] = { key = (i * 37) % 10, id = i } end
    table.sort(arr, function(a, b) return a.key < b.key end)
    for i = 1, 300 do out[#out + 1] = arr[i].id end
    out[#out + 1] = tostring({}) .. tostring(print) .. string.format("%s", {}) .. #t
    for i = 1, 5 do out[#out + 1] = math.random(1000) end
    out[#out + 1] = select(2, pcall(error, "e"))
    return table.concat(out, ",")
  )";
  Sandbox fresh;
  fresh.set_random(SplitMix{7});
  const std::string expected = run(fresh, script);

  Sandbox used;
  used.set_random(SplitMix{99});
  for (int i = 0; i < 100; ++i) {
    const std::string n = std::to_string(i);
    try {
      run(used, "local t = {} for j = 1, 300 do t[{}] = j; t['s" + n + "_' .. j] = math.random(9) end\n"
                "local s = {} for j = 1, 50 do s[j] = tostring(j * " + n + ") end\n"
                "if " + n + " % 10 == 0 then local u = {} for j = 1, 1e9 do u[j] = {} end end\n"
                "return table.concat(s)");
    } catch (const ScriptError&) {
    }
  }
  used.set_random(SplitMix{7});
  REQUIRE(run(used, script) == expected);
  REQUIRE_FALSE(contains(expected, "0x"));
  REQUIRE(expected.rfind("1=one,2=two,-7=neg,3.5=f,k109=", 0) == 0);
  // Stable: equal keys keep their order.
  REQUIRE(contains(expected, ",10,20,30,40,50,60,70,80,90,100,"));
}

TEST_CASE("sandbox: the memory budget stops a call cleanly and the state stays usable", "[sanitize]") {
  Limits limits;
  limits.memory_bytes = 8u << 20;
  limits.max_string_bytes = 128u << 20;
  Sandbox sb(limits);
  auto e = error_of(sb, "local s = string.rep('x', 64 * 1024 * 1024)\nreturn #s");
  REQUIRE(contains(e.message, "not enough memory"));
  REQUIRE(e.line == 1);
  REQUIRE(run(sb, "return #string.rep('ab', 10)") == "20");

  e = error_of(sb, "local t = {}\nfor i = 1, 1e9 do\n  t[i] = {i}\nend", "cards/hog.lua");
  REQUIRE(contains(e.message, "not enough memory"));
  REQUIRE(e.file == "cards/hog.lua");
  REQUIRE(e.line == 3);
  REQUIRE(sb.memory_in_use() < limits.memory_bytes);
  // Catching it gains nothing: the call ends.
  REQUIRE(contains(error_of(sb, "local ok = pcall(function() local t = {} for i = 1, 1e9 do t[i] = {} end end) "
                                "return 'survived'")
                       .message,
                   "not enough memory"));
  REQUIRE(run(sb, "local t = {} for i = 1, 1000 do t[i] = i end return #t") == "1000");
}

TEST_CASE("sandbox: no string may outgrow the string limit however it is built", "[sanitize]") {
  Sandbox sb;
  const std::string limit = std::to_string(sb.limits().max_string_bytes);
  REQUIRE(contains(error_of(sb, "local s = 'x' for i = 1, 40 do s = s .. s end").message, "at most " + limit + " bytes"));
  REQUIRE(contains(error_of(sb, "return string.rep('ab', 1e6)").message, "limit of " + limit));
  REQUIRE(contains(error_of(sb, "local t = {} for i = 1, 1e5 do t[i] = 'abc' end return table.concat(t)").message,
                   "limit of " + limit));
  REQUIRE(run(sb, "return #string.rep('x', " + limit + ")") == limit);
}

TEST_CASE("sandbox: C++ exceptions never cross into Lua but become script errors", "[sanitize]") {
  Sandbox sb;
  sb.set_random([](std::uint64_t) -> std::uint64_t { throw std::runtime_error("generator broke"); });
  auto e = error_of(sb, "local x = 1\nreturn math.random(6)", "cards/rng.lua");
  REQUIRE(contains(e.message, "generator broke"));
  REQUIRE(e.file == "cards/rng.lua");
  REQUIRE(e.line == 2);
  REQUIRE(run(sb, "local ok, err = pcall(math.random) return tostring(ok) .. ': ' .. err") == "false: generator broke");
  sb.set_random([](std::uint64_t) -> std::uint64_t { throw 42; });
  REQUIRE(contains(error_of(sb, "return math.random()").message, "random source failed"));
  sb.set_random([](std::uint64_t bound) { return bound; });
  REQUIRE(contains(error_of(sb, "return math.random(3)").message, "out of range"));
  REQUIRE(run(sb, "return 1 + 1") == "2");
}

TEST_CASE("sandbox: errors name the file and line where they happened") {
  Sandbox sb;
  try {
    sb.compile("return {\n  a = 1\n  b = 2 }", "cards/broken.lua");
    FAIL("no error");
  } catch (const ScriptError& e) {
    REQUIRE(e.file == "cards/broken.lua");
    REQUIRE(e.line == 3);
    REQUIRE(std::string(e.what()).rfind("cards/broken.lua:3: ", 0) == 0);
  }
  auto e = error_of(sb, "local function f()\n  local x = nil\n  return x.y\nend\nreturn f()", "cards/nil.lua");
  REQUIRE(e.file == "cards/nil.lua");
  REQUIRE(e.line == 3);
  REQUIRE(contains(e.message, "attempt to index"));
  REQUIRE(error_of(sb, "local function check(v)\n  error('bad value', 2)\nend\n\ncheck(1)").line == 5);
  REQUIRE(error_of(sb, "local x = 1\n\nreturn string.rep()").line == 3);
  e = error_of(sb, "\nerror()");
  REQUIRE(e.line == 2);
  REQUIRE(e.message == "(error object is a nil value)");
  REQUIRE(error_of(sb, "error(setmetatable({}, {__tostring = function() return 'custom' end}))").message == "custom");
  // Long paths are not shortened the way Lua shortens them in messages.
  const std::string path = "scripts/cards/a_set_with_a_long_name/another_directory/a_card_with_a_long_name.lua";
  REQUIRE(error_of(sb, "local t = nil\nreturn t.x", path).file == path);
  try {
    sb.compile("return +", path);
    FAIL("no error");
  } catch (const ScriptError& e2) {
    REQUIRE(e2.file == path);
    REQUIRE(e2.line == 1);
  }
}

TEST_CASE("sandbox: math.random draws from the engine source with the semantics of Lua") {
  Sandbox sb;
  std::vector<std::uint64_t> bounds;
  sb.set_random([&](std::uint64_t bound) {
    bounds.push_back(bound);
    return bound / 2;
  });
  REQUIRE(run(sb, "return math.random(6)") == "4");
  REQUIRE(run(sb, "return math.random(3, 4)") == "4");
  REQUIRE(run(sb, "return math.random(-5, -5)") == "-5");
  REQUIRE(run(sb, "return math.random()") == "0.5");
  REQUIRE(bounds == std::vector<std::uint64_t>{6, 2, 1, 1ull << 53});
  bounds.clear();
  REQUIRE(run(sb, "return math.random(0)") == std::to_string(static_cast<std::int64_t>(0x8000000080000000ull)));
  REQUIRE(run(sb, "return math.random(math.mininteger, math.maxinteger)") == "2147483648");
  REQUIRE(bounds == std::vector<std::uint64_t>(4, 1ull << 32));
  REQUIRE(contains(error_of(sb, "return math.random(5, 1)").message, "interval is empty"));
  REQUIRE(contains(error_of(sb, "return math.random(1, 2, 3)").message, "wrong number of arguments"));
  REQUIRE(contains(error_of(sb, "return math.random(1.5)").message, "integer representation"));
  REQUIRE(run(sb, "math.randomseed(1) return math.random(10)") == "6");

  Sandbox no_source;
  REQUIRE(contains(error_of(no_source, "return math.random()").message, "no random source"));
}

TEST_CASE("sandbox: environments are separate and closures keep their own") {
  Sandbox sb;
  lua_State* L = sb.L();
  const int chunk = sb.compile("n = (n or 0) + 1\nstring.secret = 1\nreturn function() n = n + 10 return n end", "c.lua");
  const int e1 = sb.new_env(), e2 = sb.new_env();
  lua_rawgeti(L, LUA_REGISTRYINDEX, e2);
  lua_pushinteger(L, 100);
  lua_setfield(L, -2, "n");
  lua_pop(L, 1);
  sb.run_chunk(chunk, e1, 1);
  const int f1 = luaL_ref(L, LUA_REGISTRYINDEX);
  sb.run_chunk(chunk, e2, 1);
  const int f2 = luaL_ref(L, LUA_REGISTRYINDEX);
  auto call = [&](int f) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, f);
    sb.call(0, 1);
    const auto v = lua_tointeger(L, -1);
    lua_pop(L, 1);
    return v;
  };
  REQUIRE(call(f1) == 11);
  REQUIRE(call(f2) == 111);
  REQUIRE(call(f1) == 21);
  REQUIRE(run(sb, "return tostring(string.secret)") == "nil");
  for (int r : {chunk, e1, e2, f1, f2}) sb.unref(r);

  // Plain tables given to every environment are copied, nested ones included.
  lua_newtable(L);
  lua_newtable(L);
  lua_pushinteger(L, 1);
  lua_setfield(L, -2, "x");
  lua_setfield(L, -2, "inner");
  sb.add_global("cfg");
  REQUIRE(run(sb, "cfg.inner.x = 2 return cfg.inner.x") == "2");
  REQUIRE(run(sb, "return cfg.inner.x") == "1");
  // A shared table with a locked metatable can't be rewired from a script.
  lua_newtable(L);
  lua_newtable(L);
  lua_newtable(L);
  lua_pushinteger(L, 5);
  lua_setfield(L, -2, "v");
  lua_setfield(L, -2, "__index");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  sb.add_global("api");
  REQUIRE(run(sb, "return api.v") == "5");
  REQUIRE(run(sb, "return tostring(getmetatable(api))") == "false");
  REQUIRE(contains(error_of(sb, "setmetatable(api, nil)").message, "protected"));
  REQUIRE(lua_gettop(L) == 0);
}

TEST_CASE("sandbox: metatables are safe snapshots") {
  Sandbox sb;
  for (const char* mm : {"__gc", "__mode", "__close"}) {
    INFO(mm);
    REQUIRE(contains(error_of(sb, std::string("setmetatable({}, {") + mm + " = 'k'})").message, mm));
  }
  REQUIRE(run(sb, R"(
    local Class = {}
    Class.__index = Class
    local obj = setmetatable({}, Class)
    function Class.hello() return "hi" end
    return obj.hello() .. tostring(getmetatable(obj) == Class))") == "hitrue");
  REQUIRE(run(sb, "local t = setmetatable({}, {__metatable = 'locked'}) return getmetatable(t)") == "locked");
  REQUIRE(contains(error_of(sb, "local t = setmetatable({}, {__metatable = 1}) setmetatable(t, {})").message, "protected"));
  // __mode added after setmetatable would make the table weak, emptied by whichever
  // collection comes first; the snapshot doesn't see it.
  lua_State* L = sb.L();
  const int chunk = sb.compile("local mt = {}\nlocal t = setmetatable({}, mt)\nmt.__mode = 'v'\nt[1] = {}\n"
                               "return function() return t[1] ~= nil end",
                               "weak.lua");
  const int env = sb.new_env();
  sb.run_chunk(chunk, env, 1);
  lua_gc(L, LUA_GCCOLLECT);
  lua_gc(L, LUA_GCCOLLECT);
  sb.call(0, 1);
  REQUIRE(lua_toboolean(L, -1));
  lua_settop(L, 0);
  sb.unref(chunk);
  sb.unref(env);
}

TEST_CASE("sandbox: the table library works as in Lua and its loops are budgeted") {
  Sandbox sb(small_budget());
  REQUIRE(run(sb, "local t = {1, 2, 3} table.insert(t, 4) table.insert(t, 1, 0) return table.concat(t, ',')") == "0,1,2,3,4");
  REQUIRE(run(sb, "local t = {1, 2, 3} local a = table.remove(t, 1) local b = table.remove(t) return a .. b .. #t .. t[1]") ==
          "1312");
  REQUIRE(run(sb, "return table.concat({1, 'a', 2.5}, '-', 2, 3)") == "a-2.5");
  REQUIRE(run(sb, "return select('#', table.unpack({1, 2, 3}, 2))") == "2");
  REQUIRE(run(sb, "local t = table.move({1, 2, 3}, 1, 3, 2) return table.concat(t, ',')") == "1,1,2,3");
  REQUIRE(run(sb, "local p = table.pack(1, nil, 3) return p.n") == "3");
  REQUIRE(run(sb, "local a = {5, 3, 9, 1} table.sort(a) return table.concat(a, ' ')") == "1 3 5 9");
  REQUIRE(run(sb, "local a = {{k=1,i=1},{k=0,i=2},{k=1,i=3},{k=0,i=4}} table.sort(a, function(x, y) return x.k < y.k end) "
                  "return a[1].i .. a[2].i .. a[3].i .. a[4].i") == "2413");
  REQUIRE(contains(error_of(sb, "table.sort({1, 'a'})").message, "attempt to compare"));
  REQUIRE(contains(error_of(sb, "return table.concat({1, {}, 3})").message, "invalid value (at index 2)"));
  // __len and __index can make a C loop as long as they like: it is charged to the budget.
  for (const char* hostile : {
           "local t = setmetatable({}, {__len = function() return 1e15 end}) table.insert(t, 1, 5)",
           "local t = setmetatable({}, {__len = function() return 1e15 end}) table.remove(t, 1)",
           "local t = setmetatable({}, {__index = table.concat}) return table.concat(t, '', 1, 1e15)",
           "table.move({}, 1, 1e15, 1, {})",
           "local t = setmetatable({}, {__len = function() return 1e15 end}) table.sort(t)",
           "local t = {} for i = 1, 2000 do t['k' .. i] = i end local k = next(t) while k do k = next(t, k) end",
       }) {
    INFO(hostile);
    REQUIRE(error_of(sb, hostile).message == "instruction budget exceeded");
  }
  REQUIRE(contains(error_of(sb, "return table.unpack({}, 1, 1e7)").message, "instruction budget exceeded"));
}

TEST_CASE("sandbox: string.find is a plain search and patterns are unavailable", "[sanitize]") {
  Sandbox sb(small_budget());
  REQUIRE(run(sb, "local a, b = ('hello world'):find('o w') return a .. ',' .. b") == "5,7");
  REQUIRE(run(sb, "local a, b = ('a.b.c'):find('.', 3, true) return a .. ',' .. b") == "4,4");
  REQUIRE(run(sb, "local a, b = ('abcabc'):find('bc', -3) return a .. ',' .. b") == "5,6");
  REQUIRE(run(sb, "return tostring(('abc'):find('x'))") == "nil");
  REQUIRE(run(sb, "return tostring(('abc'):find('a', 10))") == "nil");
  REQUIRE(contains(error_of(sb, "return ('abc'):find('b.')").message, "patterns are not available"));
  REQUIRE(run(sb, "return #string.rep('', 1e18) .. string.rep('ab', 3, ',') .. string.rep('x', -1)") == "0ab,ab,ab");
  REQUIRE(run(sb, "return string.format('%5.2f|%d|%s|%%p', 1.5, 3, 'x')") == " 1.50|3|x|%p");
  const std::string long_find = "local s = string.rep('a', 60000) local p = string.rep('a', 3000) .. 'b' "
                                "for i = 1, 1e9 do s:find(p, 1, true) end";
  REQUIRE(error_of(sb, long_find).message == "instruction budget exceeded");
}

TEST_CASE("sandbox: call leaves its results or restores the stack and throws") {
  Sandbox sb;
  lua_State* L = sb.L();
  const int chunk = sb.compile("return function(a, b) return a + b, a * b end", "f.lua");
  const int env = sb.new_env();
  sb.run_chunk(chunk, env, 1);
  const int f = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pushliteral(L, "below");
  lua_rawgeti(L, LUA_REGISTRYINDEX, f);
  lua_pushinteger(L, 3);
  lua_pushinteger(L, 4);
  sb.call(2, 2);
  REQUIRE(lua_gettop(L) == 3);
  REQUIRE(lua_tointeger(L, -2) == 7);
  REQUIRE(lua_tointeger(L, -1) == 12);
  lua_settop(L, 1);
  lua_rawgeti(L, LUA_REGISTRYINDEX, f);
  lua_pushinteger(L, 3);
  lua_newtable(L);
  REQUIRE_THROWS_AS(sb.call(2, 1), ScriptError);
  REQUIRE(lua_gettop(L) == 1);
  REQUIRE(std::string(lua_tostring(L, 1)) == "below");
  lua_settop(L, 0);
  for (int r : {chunk, env, f}) sb.unref(r);
}
