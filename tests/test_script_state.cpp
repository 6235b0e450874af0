// Card scripts hold no state: the load-time check (check_stateless) and read-only tables
// (Sandbox::freeze). Each chunk runs once per Lua state and its table serves every game, so
// whatever a function could change would carry over from one game into the next.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "dsl/compile.hpp"
#include "engine/sandbox/sandbox.hpp"
#include "engine/sandbox/stateless.hpp"

using dm::script::Sandbox;
using dm::script::ScriptError;
namespace bc = dm::script::bytecode;
namespace fs = std::filesystem;

namespace {

const std::string kReadOnly = "attempt to change a read-only table (card scripts hold no state)";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

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

// Compiles and checks a card script; the refusal, if any.
std::optional<ScriptError> check(Sandbox& sb, const std::string& code, const std::string& file = "card.lua") {
  const int chunk = sb.compile(code, file);
  try {
    dm::script::check_stateless(sb, chunk, file);
  } catch (const ScriptError& e) {
    sb.unref(chunk);
    return e;
  }
  sb.unref(chunk);
  return std::nullopt;
}

ScriptError refusal(const std::string& code) {
  Sandbox sb;
  auto e = check(sb, code);
  if (!e) FAIL("accepted: " << code);
  return *e;
}

void accepts(const std::string& code) {
  Sandbox sb;
  auto e = check(sb, code);
  INFO(code);
  if (e) FAIL("refused: " << e->what());
}

// The parsed form of a compiled chunk.
bc::Proto parsed(Sandbox& sb, const std::string& code) {
  const int chunk = sb.compile(code, "snippet.lua");
  lua_rawgeti(sb.L(), LUA_REGISTRYINDEX, chunk);
  const std::string bytes = bc::dump_top(sb.L(), "snippet.lua");
  lua_pop(sb.L(), 1);
  sb.unref(chunk);
  return bc::parse(bytes, "snippet.lua");
}

// Runs the card chunk, freezes the table it returns, then calls the function that `use`
// returns with that table; its first result as text.
std::string frozen_run(Sandbox& sb, const std::string& card, const std::string& use) {
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  const int card_chunk = sb.compile(card, "card.lua"), card_env = sb.new_env();
  const int use_chunk = sb.compile(use, "use.lua"), use_env = sb.new_env();
  std::string out;
  try {
    sb.run_chunk(card_chunk, card_env, 1);
    sb.freeze(-1);
    sb.run_chunk(use_chunk, use_env, 1);
    lua_insert(L, -2);
    sb.call(1, 1);
    out = lua_isnil(L, -1) ? "nil" : luaL_tolstring(L, -1, nullptr);
  } catch (...) {
    lua_settop(L, top);
    for (int ref : {card_chunk, card_env, use_chunk, use_env}) sb.unref(ref);
    throw;
  }
  lua_settop(L, top);
  for (int ref : {card_chunk, card_env, use_chunk, use_env}) sb.unref(ref);
  return out;
}

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A golden file holds the script of every card of its .card file, one after the other.
std::vector<std::string> golden_cards(const std::string& text) {
  std::vector<std::string> cards;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("-- ", 0) == 0 && contains(line, ", compiled by cardc from ")) cards.emplace_back();
    if (cards.empty()) cards.emplace_back();
    cards.back() += line + "\n";
  }
  return cards;
}

// Checks a card script, runs it and freezes its table, as the engine will.
void load_card(Sandbox& sb, const std::string& code, const std::string& file) {
  INFO(file);
  auto e = check(sb, code, file);
  if (e) FAIL("refused: " << e->what());
  const int chunk = sb.compile(code, file), env = sb.new_env();
  sb.run_chunk(chunk, env, 1);
  REQUIRE(lua_type(sb.L(), -1) == LUA_TTABLE);
  sb.freeze(-1);
  lua_pop(sb.L(), 1);
  sb.unref(chunk);
  sb.unref(env);
}

}  // namespace

// ---------------------------------------------------------------- the static check

TEST_CASE("stateless: the opcode numbers and fields match the installed Lua", "[script-state]") {
  Sandbox sb;
  // Each inner function stores its arguments and returns: the store is its first instruction.
  auto store = [&](const std::string& code) {
    const bc::Proto main = parsed(sb, code);
    REQUIRE(main.protos.size() == 1);
    REQUIRE(main.protos[0].code.size() == 2);
    return std::make_pair(main.protos[0], main.protos[0].code[0]);
  };
  auto [f1, setupval] = store("local n; return function(v) n = v end");
  REQUIRE(bc::op(setupval) == bc::kSetUpval);
  REQUIRE(bc::arg_a(setupval) == 0);
  REQUIRE(f1.upvalues.at(bc::arg_b(setupval)).name == "n");

  auto [f2, settabup] = store("return function(v) x = v end");
  REQUIRE(bc::op(settabup) == bc::kSetTabUp);
  REQUIRE(f2.upvalues.at(bc::arg_a(settabup)).name == "_ENV");
  REQUIRE(f2.strings.at(bc::arg_b(settabup)) == "x");

  auto [f3, settable] = store("return function(t, k, v) t[k] = v end");
  REQUIRE(bc::op(settable) == bc::kSetTable);
  REQUIRE((bc::arg_a(settable) == 0 && bc::arg_b(settable) == 1 && bc::arg_c(settable) == 2));

  auto [f4, seti] = store("return function(t, v) t[7] = v end");
  REQUIRE(bc::op(seti) == bc::kSetI);
  REQUIRE((bc::arg_a(seti) == 0 && bc::arg_b(seti) == 7 && bc::arg_c(seti) == 1));

  auto [f5, setfield] = store("return function(t, v) t.y = v end");
  REQUIRE(bc::op(setfield) == bc::kSetField);
  REQUIRE(f5.strings.at(bc::arg_b(setfield)) == "y");

  // The prefix makes _ENV the main chunk's first local.
  const bc::Proto main = parsed(sb, "x = 1");
  const auto it = std::find_if(main.code.begin(), main.code.end(), [](auto i) { return bc::op(i) == bc::kSetField; });
  REQUIRE(it != main.code.end());
  const std::string* name = bc::local_name(main, bc::arg_a(*it), static_cast<int>(it - main.code.begin()));
  REQUIRE(name);
  REQUIRE(*name == "_ENV");
}

TEST_CASE("stateless: lines are the lines of the script, through absolute line entries", "[script-state]") {
  Sandbox sb;
  // Jumps of more than 127 lines between instructions need absolute line entries.
  const bc::Proto main = parsed(sb, "local a = 1\n" + std::string(300, '\n') + "local b = 2\n" + std::string(5, '\n') + "return a + b");
  REQUIRE(main.lines.size() == main.code.size());
  REQUIRE(std::find(main.lines.begin(), main.lines.end(), 1) != main.lines.end());
  REQUIRE(std::find(main.lines.begin(), main.lines.end(), 302) != main.lines.end());
  REQUIRE(std::find(main.lines.begin(), main.lines.end(), 308) != main.lines.end());
}

TEST_CASE("stateless: assignments that outlive a call are refused at their line", "[script-state]") {
  ScriptError e = refusal(
      "local function helper(g)\n"
      "  local x = 1\n"
      "  counter = x\n"
      "end\n"
      "return { effect = helper }\n");
  REQUIRE(e.file == "card.lua");
  REQUIRE(e.line == 3);
  REQUIRE(e.message ==
          "assigns the global 'counter': card scripts hold no state (use a local, or keep what the card must "
          "remember in the game through g)");

  e = refusal("local n = 0; return { f = function() n = n + 1 end }");
  REQUIRE(e.line == 1);
  REQUIRE(contains(e.message, "assigns 'n', a local of the whole script, from inside a function: card scripts hold no state"));

  e = refusal("local t = {}\nreturn { f = function()\n t.k = 1\nend }");
  REQUIRE(e.line == 3);
  REQUIRE(contains(e.message, "assigns a field of 't', a table of the whole script, from inside a function"));

  // At the top level, a global is shared by every card the state loads.
  e = refusal("local a = 1\n_ENV.x = 1\nreturn {}");
  REQUIRE(e.line == 2);
  REQUIRE(contains(e.message, "assigns the global 'x'"));
  REQUIRE(refusal("\n\nx = 1 return {}").line == 3);
  REQUIRE(contains(refusal("local k = 'x'\n_ENV[k] = 1").message, "assigns a global"));
  REQUIRE(refusal("\n_ENV[1] = 1").line == 2);
  REQUIRE(contains(refusal("function f() end return { f = f }").message, "assigns the global 'f'"));

  // Through functions nested in functions, and to _ENV itself.
  e = refusal("local n = 0\nreturn { f = function()\n  return function()\n    n = 1\n  end\nend }");
  REQUIRE(e.line == 4);
  REQUIRE(contains(e.message, "assigns 'n'"));
  REQUIRE(contains(refusal("return { f = function() _ENV = {} end }").message, "assigns '_ENV'"));
  REQUIRE(contains(refusal("return { f = function() _ENV.y = 2 end }").message, "assigns the global 'y'"));
}

TEST_CASE("stateless: the first refusal in source order is the one reported", "[script-state]") {
  // A function's body comes before later top-level code, and after earlier.
  REQUIRE(refusal("local n = 0\nlocal function f()\n  n = 1\nend\nlate = 2\nreturn {}").line == 3);
  REQUIRE(refusal("early = 0\nlocal n = 0\nlocal function f()\n  n = 1\nend\nreturn {}").line == 1);
  REQUIRE(refusal("local t = {}\nreturn { a = function() t.x = 1 end,\n b = function() glob = 1 end }").line == 2);
}

TEST_CASE("stateless: locals, inner closures and top-level set-up are accepted", "[script-state]") {
  accepts("local M = {}\nM.x = 1\nM[1] = 2\nlocal k = 'y'\nM[k] = 3\nreturn M");
  accepts("return { f = function(a) local b = a; b = b + 1; a = b; return b end }");
  // An inner closure's upvalue lives as long as one call of its enclosing function.
  accepts("return { f = function() local n = 0; local function inc() n = n + 1 end; inc(); return n end }");
  accepts("return { f = function() local t = {}; return function() t.k = 1; t = {} end end }");
  // Reading what the script set up is what helpers are for.
  accepts("local function helper(x) return x end\nlocal t = { k = 1 }\nreturn { f = function() return helper(t.k) end }");
  // A function's own _ENV is one of its locals.
  accepts("return { f = function() local _ENV = {}; x = 1 end }");
  // Fields of tables the function was given.
  accepts("return { f = function(g, self) self.x = 1; g.out[1] = 2 end }");
}

TEST_CASE("stateless: a malformed dump is an error, never a crash", "[script-state][sanitize]") {
  Sandbox sb;
  const int chunk = sb.compile("local t = {}\nreturn { f = function(a, ...) local s = 'x' .. a; return 1.5, t end }", "m.lua");
  lua_rawgeti(sb.L(), LUA_REGISTRYINDEX, chunk);
  const std::string good = bc::dump_top(sb.L(), "m.lua");
  lua_pop(sb.L(), 1);
  REQUIRE_NOTHROW(bc::parse(good, "m.lua"));
  // Every truncation is caught by the bounds checks.
  for (std::size_t n = 0; n < good.size(); ++n) REQUIRE_THROWS_AS(bc::parse(good.substr(0, n), "m.lua"), ScriptError);
  REQUIRE_THROWS_AS(bc::parse(good + "x", "m.lua"), ScriptError);
  // Every byte changed: parsed or refused, with no read out of bounds.
  for (std::size_t i = 0; i < good.size(); ++i) {
    for (unsigned char flip : {0x01, 0x80, 0xFF}) {
      std::string bad = good;
      bad[i] = static_cast<char>(bad[i] ^ flip);
      try {
        bc::parse(bad, "m.lua");
      } catch (const ScriptError& e) {
        REQUIRE(e.file == "m.lua");
        REQUIRE(contains(e.message, "cannot check the compiled script"));
      }
    }
  }
  sb.unref(chunk);
}

TEST_CASE("stateless: every card script of the project is accepted and freezes", "[script-state]") {
  const fs::path root(DM_SOURCE_DIR);
  Sandbox sb;
  int cards = 0;
  for (const auto& e : fs::directory_iterator(root / "tests" / "golden")) {
    const std::string name = e.path().filename().string();
    if (name.size() < 11 || name.compare(name.size() - 11, 11, ".lua.golden") != 0) continue;
    for (const std::string& card : golden_cards(read_file(e.path()))) {
      load_card(sb, card, e.path().string());
      ++cards;
    }
  }
  REQUIRE(cards >= 15);
  for (const auto& e : fs::recursive_directory_iterator(root / "scripts" / "cards")) {
    if (e.path().extension() != ".card") continue;
    std::vector<dm::dsl::CompiledCard> compiled;
    std::vector<std::string> problems;
    REQUIRE(dm::dsl::compile_text(read_file(e.path()), e.path().string(), compiled, problems));
    for (const auto& c : compiled) {
      load_card(sb, c.lua, e.path().string() + " (" + c.id + ")");
      ++cards;
    }
  }
  for (const auto& e : fs::directory_iterator(root / "tests" / "cards" / "timing")) {
    if (e.path().extension() != ".lua") continue;
    load_card(sb, read_file(e.path()), e.path().string());
    ++cards;
  }
  REQUIRE(cards >= 60);
}

// ---------------------------------------------------------------- read-only tables

TEST_CASE("freeze: a frozen table reads, counts and iterates as before", "[script-state]") {
  Sandbox sb;
  const std::string card = "return { 10, 20, 30, z = 1, a = 'x', [2.5] = 0, [true] = 1, nested = { deep = { 5, 6 } } }";
  const std::string use =
      "return function(t)\n"
      "  local out = {}\n"
      "  for i, v in ipairs(t) do out[#out + 1] = i .. '=' .. v end\n"
      "  for k in pairs(t) do out[#out + 1] = tostring(k) end\n"
      "  local k = next(t, 3)\n"
      "  out[#out + 1] = tostring(k) .. ',' .. tostring(next(t, 'z'))\n"
      "  out[#out + 1] = #t .. rawlen(t) .. #t.nested.deep .. t.nested.deep[2] .. t.a\n"
      "  out[#out + 1] = table.concat(t, '+') .. ',' .. select('#', table.unpack(t))\n"
      "  out[#out + 1] = tostring(rawequal((select(2, pairs(t))), t))\n"
      "  return table.concat(out, ' ')\n"
      "end";
  const std::string expected = "1=10 2=20 3=30 1 2 3 2.5 a nested z true 2.5,true 3326x 10+20+30,3 true";
  REQUIRE(frozen_run(sb, card, use) == expected);
  // The same walk over the table unfrozen: freezing changes nothing a reader sees.
  REQUIRE(run(sb, "local t = (function() " + card + " end)()\nreturn (function() " + use + " end)()(t)") == expected);
}

TEST_CASE("freeze: every way of changing a frozen table fails with the message", "[script-state][sanitize]") {
  Sandbox sb;
  const std::string card = "return { 1, 2, 3, name = 'x', nested = { deep = { 5 } } }";
  const std::string use =
      "return function(t)\n"
      "  local k = 'computed'\n"
      "  local attempts = {\n"
      "    function() t.x = 1 end, function() t[k] = 1 end, function() t[1] = 9 end,\n"
      "    function() t.name = nil end, function() t.nested.deep[1] = 9 end, function() t.nested.y = 1 end,\n"
      "    function() table.insert(t, 4) end, function() table.insert(t, 1, 0) end, function() table.remove(t) end,\n"
      "    function() table.sort(t, function(a, b) return a > b end) end, function() table.move({ 7 }, 1, 1, 1, t) end,\n"
      "  }\n"
      "  local out = {}\n"
      "  for i, f in ipairs(attempts) do\n"
      "    local ok, err = pcall(f)\n"
      "    out[#out + 1] = ok and ('changed by ' .. i) or err\n"
      "  end\n"
      "  out[#out + 1] = table.concat(t, ',') .. t.name .. t.nested.deep[1] .. tostring(t.x) .. tostring(t.computed)\n"
      "  return table.concat(out, '\\n')\n"
      "end";
  const std::string text = frozen_run(sb, card, use);
  std::istringstream lines(text);
  std::string line;
  int failures = 0;
  while (std::getline(lines, line)) {
    if (failures == 11) {
      REQUIRE(line == "1,2,3x5nilnil");  // nothing changed
      break;
    }
    INFO(line);
    REQUIRE(contains(line, kReadOnly));
    REQUIRE(contains(line, "use.lua:"));  // where the script wrote, not the engine
    ++failures;
  }
  REQUIRE(failures == 11);
  // Uncaught, it is a script error at the line of the assignment.
  try {
    frozen_run(sb, card, "return function(t)\n  t.x = 1\nend");
    FAIL("no error");
  } catch (const ScriptError& e) {
    REQUIRE(e.file == "use.lua");
    REQUIRE(e.line == 2);
    REQUIRE(e.message == kReadOnly);
  }
}

TEST_CASE("freeze: setmetatable refuses a frozen table and getmetatable hides the engine's", "[script-state]") {
  Sandbox sb;
  const std::string use = "return function(t) local ok, err = pcall(setmetatable, t, {}) return err end";
  REQUIRE(contains(frozen_run(sb, "return {}", use), "setmetatable: the table is read-only (card scripts hold no state)"));
  REQUIRE(contains(frozen_run(sb, "return setmetatable({}, {})", use), "setmetatable: the table is read-only"));
  // As before freezing: nil, or the metatable the script gave.
  REQUIRE(frozen_run(sb, "return {}", "return function(t) return tostring(getmetatable(t)) end") == "nil");
  REQUIRE(frozen_run(sb, "local mt = { tag = 'mt' }\nreturn setmetatable({}, mt)",
                     "return function(t) return getmetatable(t).tag end") == "mt");
  REQUIRE(frozen_run(sb, "return setmetatable({}, { __metatable = 'locked' })",
                     "return function(t) return getmetatable(t) end") == "locked");
  // Lua's own view (what the engine sees) is locked.
  lua_State* L = sb.L();
  lua_newtable(L);
  sb.freeze(-1);
  REQUIRE(luaL_getmetafield(L, -1, "__metatable") == LUA_TBOOLEAN);
  lua_settop(L, 0);
}

TEST_CASE("freeze: functions still run and the tables they hold are frozen too", "[script-state]") {
  Sandbox sb;
  // A computed key escapes the static check; the freeze stops it when it runs.
  const std::string card =
      "local cache = { 1, 2 }\n"
      "local function helper(i) return cache[i] * 10 end\n"
      "return { get = function(i) return helper(i) end, put = function(k, v) cache[k] = v end,\n"
      "         global = function(k) _ENV[k] = 1 end }";
  REQUIRE(frozen_run(sb, card, "return function(t) return t.get(2) end") == "20");
  REQUIRE(contains(frozen_run(sb, card, "return function(t) return select(2, pcall(t.put, 1, 5)) end"), kReadOnly));
  // The functions' environment is reachable through their _ENV upvalue: no global either.
  REQUIRE(contains(frozen_run(sb, card, "return function(t) return select(2, pcall(t.global, 'g')) end"), kReadOnly));
  // Library functions still work in the frozen environment.
  REQUIRE(frozen_run(sb, "return { f = function() return string.rep('a', 2) .. math.max(1, 2) .. #table.pack(1) end }",
                     "return function(t) return t.f() end") == "aa21");
}

TEST_CASE("freeze: cycles and shared tables keep their identity", "[script-state]") {
  Sandbox sb;
  const std::string card =
      "local a = {}\nlocal b = { a = a, 1 }\na.b = b\na.self = a\nlocal shared = { 7 }\n"
      "a.x = shared\na.y = { shared }\na[shared] = 'by key'\nreturn a";
  REQUIRE(frozen_run(sb, card,
                     "return function(t)\n"
                     "  return tostring(t.b.a == t and t.self == t and t.x == t.y[1] and t[t.x] == 'by key')\n"
                     "    .. t.b[1] .. t.y[1][1] .. tostring(pcall(function() t.b.a = 1 end))\n"
                     "end") == "true17false");
  // Freezing again changes nothing: a frozen table's metatable is the engine's, left alone.
  lua_State* L = sb.L();
  const int chunk = sb.compile(card, "card.lua"), env = sb.new_env();
  sb.run_chunk(chunk, env, 1);
  sb.freeze(-1);
  sb.freeze(-1);
  lua_getfield(L, -1, "x");
  lua_geti(L, -1, 1);
  REQUIRE(lua_tointeger(L, -1) == 7);
  lua_pop(L, 3);
  sb.unref(chunk);
  sb.unref(env);
}

TEST_CASE("freeze: metatables a script set keep working", "[script-state]") {
  Sandbox sb;
  const std::string card =
      "local V = {}\n"
      "V.__index = V\n"
      "V.__add = function(a, b) return a.n + b.n end\n"
      "V.__tostring = function(v) return 'V' .. v.n end\n"
      "V.__len = function() return 42 end\n"
      "function V.get(self) return self.n end\n"
      "local p\n"
      "p = setmetatable({}, { __index = function(self, k) return rawequal(self, p) and k .. '!' end })\n"
      "return { a = setmetatable({ n = 1 }, V), b = setmetatable({ n = 2 }, V), p = p,\n"
      "         make = function(n) return setmetatable({ n = n }, V) end }";
  REQUIRE(frozen_run(sb, card,
                     "return function(t)\n"
                     "  return (t.a + t.b) .. tostring(t.a) .. #t.a .. t.a:get() .. t.p.hi .. t.make(5):get()\n"
                     "    .. tostring(getmetatable(t.make(1)) == getmetatable(t.a) and getmetatable(t.a) ~= nil)\n"
                     "end") == "3V1421hi!5true");
  REQUIRE(contains(frozen_run(sb, card, "return function(t) return select(2, pcall(function() t.a.n = 9 end)) end"),
                   kReadOnly));
}

TEST_CASE("freeze: a frozen table given to every environment is shared and stays read-only", "[script-state]") {
  Sandbox sb;
  lua_State* L = sb.L();
  lua_newtable(L);
  lua_pushinteger(L, 3);
  lua_setfield(L, -2, "a");
  sb.freeze(-1);
  sb.add_global("CONST");
  REQUIRE(run(sb, "return CONST.a") == "3");
  REQUIRE(contains(run(sb, "return select(2, pcall(function() CONST.a = 4 end))"), kReadOnly));
  REQUIRE(run(sb, "return CONST.a") == "3");
  REQUIRE_THROWS_AS(sb.freeze(lua_gettop(L) + 1), std::invalid_argument);
}

TEST_CASE("freeze: depth costs no C stack and running out of memory is a clean error", "[script-state][sanitize]") {
  Sandbox sb;
  // A chain far deeper than any recursion limit, and a chain of closures each holding the next.
  const std::string card =
      "local t = { 0 }\nfor i = 1, 20000 do t = { next = t, i } end\n"
      "local f = function() return 0 end\nfor i = 1, 2000 do local g = f; f = function() return g() + 1 end end\n"
      "return { list = t, f = f }";
  REQUIRE(frozen_run(sb, card,
                     "return function(t)\n"
                     "  local n, l = 0, t.list\n"
                     "  while l.next do n = n + 1; l = l.next end\n"
                     "  return n .. ' ' .. t.f() .. ' ' .. tostring(pcall(function() l[1] = 1 end))\n"
                     "end") == "20000 2000 false");

  dm::script::Limits small;
  small.memory_bytes = 1u << 20;
  Sandbox tight(small);
  lua_State* L = tight.L();
  const int chunk = tight.compile("local t = {} for i = 1, 6000 do t[i] = { i } end return t", "big.lua");
  const int env = tight.new_env();
  tight.run_chunk(chunk, env, 1);
  try {
    tight.freeze(-1);
    FAIL("froze more than the memory allows");
  } catch (const ScriptError& e) {
    REQUIRE(contains(e.message, "not enough memory"));
  }
  // Each table is frozen whole or left as it was: no field is lost.
  const int t = lua_gettop(L);
  for (int i = 1; i <= 6000; ++i) {
    lua_geti(L, t, i);
    lua_geti(L, -1, 1);
    REQUIRE(lua_tointeger(L, -1) == i);
    lua_pop(L, 2);
  }
  lua_settop(L, 0);
  REQUIRE(run(tight, "return 'usable'") == "usable");
}
