// The sandbox card scripts run in: allowlist, text-only chunks, budgets, determinism.
#include <catch2/catch.hpp>

#include "engine/rng.hpp"
#include "engine/script/sandbox.hpp"

using dm::script::Limits;
using dm::script::Sandbox;
using dm::script::ScriptError;

namespace {

// Runs `code` as a chunk in a fresh environment; returns its first result as a string.
std::string run(Sandbox& sb, const std::string& code, const std::string& file = "test.lua") {
  int chunk = sb.compile(code, file);
  int env = sb.new_env();
  sb.run_chunk(chunk, env, 1);
  lua_State* L = sb.L();
  std::string out = lua_isnil(L, -1) ? "nil" : luaL_tolstring(L, -1, nullptr);
  lua_settop(L, 0);
  sb.unref(chunk);
  sb.unref(env);
  return out;
}

std::string error_of(Sandbox& sb, const std::string& code, const std::string& file = "test.lua") {
  try {
    run(sb, code, file);
  } catch (const ScriptError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("sandbox: only the allowlisted library is visible") {
  Sandbox sb;
  for (const char* name : {"os", "io", "debug", "package", "require", "load", "loadstring", "dofile", "loadfile",
                           "collectgarbage", "coroutine"})
    REQUIRE(run(sb, std::string("return type(") + name + ")") == "nil");
  REQUIRE(run(sb, "return type(string.dump)") == "nil");
  REQUIRE(run(sb, "return type(string.gsub)") == "nil");
  REQUIRE(run(sb, "return type(math.floor) .. type(table.insert) .. type(string.sub)") == "functionfunctionfunction");
  REQUIRE(error_of(sb, "os.execute('true')").find("test.lua:1") != std::string::npos);
}

TEST_CASE("sandbox: binary chunks are refused") {
  Sandbox sb;
  std::string bytecode = "\x1bLua\x54";
  REQUIRE_THROWS_AS(sb.compile(bytecode, "evil.lua"), ScriptError);
}

TEST_CASE("sandbox: syntax and runtime errors name the file and line") {
  Sandbox sb;
  try {
    sb.compile("return {\n  a = 1\n  b = 2 }", "cards/broken.lua");
    FAIL("no error");
  } catch (const ScriptError& e) {
    REQUIRE(e.file == "cards/broken.lua");
    REQUIRE(e.line == 3);
  }
  auto msg = error_of(sb, "local x = 1\nlocal y = nil\nreturn x + y", "cards/math.lua");
  REQUIRE(msg.rfind("cards/math.lua:3:", 0) == 0);
  auto err = error_of(sb, "\n\nerror('boom')", "cards/boom.lua");
  REQUIRE(err.rfind("cards/boom.lua:3:", 0) == 0);
  REQUIRE(err.find("boom") != std::string::npos);
}

TEST_CASE("sandbox: an endless loop is stopped, even inside pcall, and the state stays usable") {
  Limits limits;
  limits.instructions_per_call = 100000;
  Sandbox sb(limits);
  REQUIRE(error_of(sb, "while true do end", "loop.lua").find("instruction budget exceeded") != std::string::npos);
  REQUIRE(error_of(sb, "while true do pcall(function() while true do end end) end", "loop.lua")
              .find("instruction budget exceeded") != std::string::npos);
  REQUIRE(error_of(sb, "for i = 1, 1e9 do xpcall(function() while true do end end, function() return 1 end) end")
              .find("instruction budget exceeded") != std::string::npos);
  REQUIRE(run(sb, "local s = 0 for i = 1, 1000 do s = s + i end return s") == "500500");
}

TEST_CASE("sandbox: unbounded allocation is stopped by the memory budget, and the state stays usable") {
  Limits limits;
  limits.memory_bytes = 8u << 20;
  limits.call_memory_bytes = 8u << 20;
  Sandbox sb(limits);
  REQUIRE(error_of(sb, "return string.rep('x', 64 * 1024 * 1024)").find("string.rep") != std::string::npos);
  REQUIRE(error_of(sb, "local t = {} for i = 1, 1e8 do t[i] = {i} end").find("not enough memory") != std::string::npos);
  REQUIRE(error_of(sb, "local s = 'x' for i = 1, 40 do s = s .. s end").find("memory") != std::string::npos);
  REQUIRE(run(sb, "return #string.rep('ab', 10)") == "20");
  REQUIRE(sb.memory_in_use() < (8u << 20));
}

TEST_CASE("sandbox: the string metatable leads to the sandboxed, capped library") {
  Sandbox sb;
  REQUIRE(error_of(sb, "return ('x'):rep(1e9)").find("string.rep") != std::string::npos);
  REQUIRE(run(sb, "return getmetatable('')") == "nil");
  REQUIRE(error_of(sb, "local mt = ('x').upper; string.upper = nil; return ('a'):upper()") == "");
  REQUIRE(run(sb, "return ('abc'):upper()") == "ABC");
  REQUIRE(run(sb, "return type(('x').dump)") == "nil");
}

TEST_CASE("sandbox: metatables that run at garbage collection are refused") {
  Sandbox sb;
  for (const char* mm : {"__gc", "__mode", "__close"})
    REQUIRE(error_of(sb, std::string("setmetatable({}, {") + mm + " = function() end})").find(mm) != std::string::npos);
  REQUIRE(run(sb, "local t = setmetatable({}, {__index = function() return 7 end}) return t.x") == "7");
}

TEST_CASE("sandbox: pairs, next, tostring and table.sort are deterministic") {
  const std::string script = R"(
    local t = {}
    for i = 1, 200 do t["k" .. ((i * 7919) % 1000)] = i end
    t[3.5] = "f"; t[true] = "b"; t[1] = "one"; t[2] = "two"
    local out = {}
    for k, v in pairs(t) do out[#out + 1] = tostring(k) .. "=" .. tostring(v) end
    local arr = {}
    for i = 1, 300 do arr[i] = { key = (i * 37) % 10, id = i } end
    table.sort(arr, function(a, b) return a.key < b.key end)
    for i = 1, 300 do out[#out + 1] = arr[i].id end
    out[#out + 1] = tostring({}) .. tostring(print)
    local k = next(t)
    out[#out + 1] = tostring(k)
    return table.concat(out, ",")
  )";
  Sandbox fresh;
  const std::string a = run(fresh, script);
  Sandbox used;
  for (int i = 0; i < 100; ++i) run(used, "local t = {} for j = 1, 50 do t[{}] = j end return #tostring(t)");
  REQUIRE(run(used, script) == a);
  REQUIRE(a.find("0x") == std::string::npos);
  REQUIRE(a.rfind("1=one,2=two,3.5=f,", 0) == 0);  // array part first, then numbers, strings, booleans
  // Stable: equal keys keep their original order.
  Sandbox s2;
  REQUIRE(run(s2, "local a = {{k=1,i=1},{k=0,i=2},{k=1,i=3},{k=0,i=4}} table.sort(a, function(x, y) return x.k < y.k end) "
                  "return a[1].i .. a[2].i .. a[3].i .. a[4].i") == "2413");
  REQUIRE(run(s2, "local a = {5, 3, 9, 1} table.sort(a) return table.concat(a, ' ')") == "1 3 5 9");
}

TEST_CASE("sandbox: math.random draws from the engine's generator") {
  Sandbox a, b;
  dm::Rng r1(5), r2(5);
  a.set_random([&](std::uint64_t n) { return r1.below(n); });
  b.set_random([&](std::uint64_t n) { return r2.below(n); });
  const std::string code = "local t = {} for i = 1, 20 do t[i] = math.random(6) end return table.concat(t, '')";
  REQUIRE(run(a, code) == run(b, code));
  REQUIRE(run(a, "for i = 1, 1000 do local v = math.random(3, 4) if v < 3 or v > 4 then return 'bad' end end return 'ok'") == "ok");
  REQUIRE(run(a, "local x = math.random() return x >= 0 and x < 1") == "true");
}

TEST_CASE("sandbox: each environment is separate; globals don't leak between them") {
  Sandbox sb;
  int chunk = sb.compile("counter = (counter or 0) + 1; string.secret = 1; return counter", "c.lua");
  int e1 = sb.new_env(), e2 = sb.new_env();
  sb.run_chunk(chunk, e1, 1);
  sb.run_chunk(chunk, e1, 1);
  REQUIRE(lua_tointeger(sb.L(), -1) == 2);
  sb.run_chunk(chunk, e2, 1);
  REQUIRE(lua_tointeger(sb.L(), -1) == 1);
  lua_settop(sb.L(), 0);
  REQUIRE(run(sb, "return tostring(string.secret)") == "nil");
}
