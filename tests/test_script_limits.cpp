// Limits on what scripts can make the engine do that need inputs too large for the catalogue
// of hostile scripts (tests/hostile/scripts): source size, chains of and/or, and the check of
// Lua pieces written in card files.
#include <catch2/catch.hpp>
#include <chrono>
#include <string>

#include "dsl/checker_rules.hpp"
#include "dsl/compile.hpp"
#include "engine/sandbox/sandbox.hpp"

using dm::script::Sandbox;
using dm::script::ScriptError;

namespace {

std::string message_of(Sandbox& sb, const std::string& src) {
  try {
    sb.unref(sb.compile(src, "big.lua"));
  } catch (const ScriptError& e) {
    return e.what();
  }
  return "";
}

double seconds_to_compile(const std::string& src) {
  Sandbox sb;
  const auto t0 = std::chrono::steady_clock::now();
  message_of(sb, src);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::string chain(int n) {
  std::string s = "local a = 1 return a";
  for (int i = 0; i < n; ++i) s += " and a";
  return s;
}

}  // namespace

TEST_CASE("a script past the source size limit is refused before it is compiled") {
  Sandbox sb;
  const std::string src = "return {}\n--" + std::string((1u << 20), 'x') + "\n";
  const std::string msg = message_of(sb, src);
  CHECK(msg.find("big.lua") != std::string::npos);
  CHECK(msg.find("too large to compile") != std::string::npos);
}

TEST_CASE("a long chain of and/or is refused by count, and the longest allowed compiles quickly") {
  Sandbox sb;
  const std::string msg = message_of(sb, chain(20'001));
  CHECK(msg.find("more than 20000 'and'/'or' operators") != std::string::npos);
  CHECK(msg.find("big.lua:1:") != std::string::npos);
  CHECK(message_of(sb, chain(20'000)).empty());
  // The worst allowed input: its compile time is what the limit buys.
  CHECK(seconds_to_compile(chain(20'000)) < 5.0);
}

TEST_CASE("and/or inside strings and comments are not counted") {
  Sandbox sb;
  std::string words;
  for (int i = 0; i < 30'000; ++i) words += "and or ";
  CHECK(message_of(sb, "--[==[" + words + "]==]\n-- and or and\nreturn {}").empty());
  std::string strings = "local t = {";
  for (int i = 0; i < 12'000; ++i) strings += "'and or', ";
  CHECK(message_of(sb, strings + "}\nreturn t").empty());
  CHECK(message_of(sb, "--[[" + words + "]]\nreturn { t = \"and \\\" or\" }").empty());
}

TEST_CASE("a string constant past the string limit is refused while compiling") {
  Sandbox sb;
  const std::string msg = message_of(sb, "local s = \"" + std::string(70'000, 'x') + "\"\nreturn {}");
  CHECK(msg.find("a string constant may hold at most 65536 bytes") != std::string::npos);
  CHECK(message_of(sb, "local s = \"" + std::string(60'000, 'x') + "\"\nreturn {}").empty());
}

TEST_CASE("a piece of Lua in a card file stands on its own or is named") {
  using dm::dsl::rules::lua_piece_problem;
  CHECK(lua_piece_problem("{ on = \"used\", effect = function(g) if x then g.log(\"}\") end end }").empty());
  CHECK(lua_piece_problem("g.life(self.player) < 5").empty());
  CHECK(lua_piece_problem("for i = 1, 3 do g.log('a') end repeat x = 1 until x").empty());
  CHECK(lua_piece_problem("t[ [=[ ]] ]=] ] -- a comment\n").empty());
  CHECK(lua_piece_problem("{ } }, cost = 0, z = { {") == "its '}' closes something it did not open");
  CHECK(lua_piece_problem("end, cost = {}, z = function()") == "its 'end' closes a block it did not open");
  CHECK(lua_piece_problem("true -- swallows the rest") == "it ends inside a comment");
  CHECK(lua_piece_problem("\"open") == "a string in it is never closed");
  CHECK(lua_piece_problem("[[ open") == "a long string in it is never closed");
  CHECK(lua_piece_problem("function() ") == "something it opens is never closed");
}

TEST_CASE("a card file whose Lua reaches out of its place is refused at its line") {
  const std::string text =
      "set hostile \"Hostile\"\n\ncard 1 \"Cheap\"\n  character\n  cost 6 fist\n  rarity common\n  max 4\n"
      "  faces fist | fist | fist | 0/1/1 | 0/2/2 | 0/2/3\n\n"
      "  ability [[ { on = \"used\", effect = function() end } }, cost = 0, zz = { { ]].\n";
  const auto comp = dm::dsl::compile(text, "cheap.card");
  REQUIRE(!comp.ok());
  bool found = false;
  for (const auto& d : comp.diags.all())
    if (d.message.find("Lua written in a card must stand on its own") != std::string::npos) {
      found = true;
      CHECK(d.pos.line == 10);
    }
  CHECK(found);
}

#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "dm/game.hpp"

namespace {

// A game of two greedy players, each with three dice of the one card in `file`.
struct Played {
  dm::EndReason reason = dm::EndReason::None;
  std::string message;
  std::uint64_t hash = 0;
  std::vector<nlohmann::json> limit_lines, over_lines;
};

Played play_with(const std::string& file) {
  auto lib = std::make_shared<dm::CardLibrary>();
  std::vector<dm::LoadError> errors;
  dm::load_cards(*lib, {dm::scripts_dir() + "/cards/base", file}, errors);
  REQUIRE(errors.empty());
  dm::GameSetup s;
  s.library = lib;
  s.life = 10;
  s.turn_cap = 20;
  s.teams.resize(2);
  for (auto& t : s.teams) t.cards.push_back({lib->size() - 1, 3});
  dm::Game g(s, 3, dm::make_lua_runtime(lib));
  Played out;
  g.set_log([&](const std::string& line) {
    auto j = nlohmann::json::parse(line);
    if (j["type"] == "script_limit") out.limit_lines.push_back(j);
  });
  g.advance();
  auto a = dm::make_agent("greedy", 1);
  for (int n = 0; !g.over() && n < 20'000; ++n) REQUIRE(!g.apply(a->choose(g)));
  out.reason = g.state().end_reason;
  out.message = g.limit_message();
  out.hash = g.hash();
  return out;
}

}  // namespace

TEST_CASE("a follow-up that always asks again ends the game at a limit, the same way every time") {
  const std::string file = std::string(DM_SOURCE_DIR) + "/tests/hostile/scripts/limit_follow_up_forever.lua";
  const Played a = play_with(file), b = play_with(file);
  CHECK(a.reason == dm::EndReason::ScriptLimit);
  CHECK(a.message == "an effect asked more than 100 follow-up questions (last ability: limit_follow_up_forever)");
  REQUIRE(a.limit_lines.size() == 1);
  CHECK(a.limit_lines[0]["card"] == "limit_follow_up_forever");
  CHECK(a.hash == b.hash);
  CHECK(std::string(dm::to_string(a.reason)) == "script_limit");
}

TEST_CASE("an ability that fields itself forever ends the game at the bound on steps without a decision") {
  const Played p = play_with(std::string(DM_SOURCE_DIR) + "/tests/hostile/scripts/limit_refield_forever.lua");
  CHECK(p.reason == dm::EndReason::ScriptLimit);
  CHECK(p.message.find("without a decision") != std::string::npos);
  CHECK(p.message.find("limit_refield_forever") != std::string::npos);
}

TEST_CASE("a card that costs nothing is bought without a payment, and the game ends by the rules") {
  const Played p = play_with(std::string(DM_SOURCE_DIR) + "/tests/hostile/scripts/cost_zero_buy.lua");
  CHECK(p.reason != dm::EndReason::ScriptLimit);
  CHECK(p.reason != dm::EndReason::None);
}
