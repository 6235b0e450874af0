// The dice CLI as a user meets it: play writes a documented, reproducible log; bad card files
// are refused with their name; every subcommand answers --help.
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "tests/cli_support.hpp"

namespace {

// Standard error follows standard output: the tests look for text in either.
dm::test::Run run(const std::string& args) {
  auto r = dm::test::run_tool(DM_DICE_BIN, args);
  r.out += r.err;
  return r;
}

std::vector<std::string> lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> out;
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

}  // namespace

TEST_CASE("cli: dice play writes a JSON-lines log with a state line after every step and a game_over line") {
  auto r = run("play --format avx-demo --seed 7 --agents random,greedy --log /tmp/dm_test_a.jsonl");
  REQUIRE(r.code == 0);
  REQUIRE(r.out.find("== Turn 1") != std::string::npos);
  auto log = lines("/tmp/dm_test_a.jsonl");
  REQUIRE(log.size() > 10);
  int states = 0;
  for (const auto& l : log) {
    auto j = nlohmann::json::parse(l);
    REQUIRE(j.contains("type"));
    if (j["type"] == "state") {
      ++states;
      REQUIRE(j["players"].size() == 2);
      std::vector<int> seen;
      for (const auto& p : j["players"]) {
        REQUIRE(p.contains("life"));
        for (const char* z : {"bag", "prep", "reserve", "field", "attack", "out_of_play", "used"}) {
          REQUIRE(p["zones"].contains(z));
          for (const auto& id : p["zones"][z]) seen.push_back(id);
        }
      }
      for (auto& [card, ids] : j["supply"].items())
        for (const auto& id : ids) seen.push_back(id);
      if (j.contains("captured"))
        for (const auto& id : j["captured"]) seen.push_back(id);
      std::sort(seen.begin(), seen.end());
      REQUIRE(std::adjacent_find(seen.begin(), seen.end()) == seen.end());  // each id exactly once
      REQUIRE(seen.size() == 8 + 8 + 8 + 9);                                 // all dice of the demo
    }
  }
  REQUIRE(states > 5);
  auto last = nlohmann::json::parse(log.back());
  REQUIRE(last["type"] == "game_over");
  REQUIRE(last.contains("winner"));
  REQUIRE((last["reason"] == "life" || last["reason"] == "tie" || last["reason"] == "turn_limit"));
  REQUIRE(last["life"].size() == 2);
  REQUIRE(last["turns"].get<int>() >= 1);
}

TEST_CASE("cli: the same seed and agents give a byte-identical log; another seed does not") {
  REQUIRE(run("play --format asm-demo --seed 11 --agents random,random -q --log /tmp/dm_test_b.jsonl").code == 0);
  REQUIRE(run("play --format asm-demo --seed 11 --agents random,random -q --log /tmp/dm_test_c.jsonl").code == 0);
  REQUIRE(run("play --format asm-demo --seed 12 --agents random,random -q --log /tmp/dm_test_d.jsonl").code == 0);
  REQUIRE(lines("/tmp/dm_test_b.jsonl") == lines("/tmp/dm_test_c.jsonl"));
  REQUIRE(lines("/tmp/dm_test_b.jsonl") != lines("/tmp/dm_test_d.jsonl"));
}

TEST_CASE("cli: cards list lists the built-in sets and refuses broken or hostile scripts by name") {
  auto ok = run("cards list");
  REQUIRE(ok.code == 0);
  REQUIRE(ok.out.find("Force Beam") != std::string::npos);
  REQUIRE(ok.out.find("Sidekick") != std::string::npos);
  for (const char* bad : {"syntax_error", "endless_loop", "escape", "memory_hog", "five_faces"}) {
    INFO(bad);
    auto r = run(std::string("cards list --cards tests/cards/bad/") + bad + ".lua");
    REQUIRE(r.code != 0);
    REQUIRE(r.out.find(std::string("tests/cards/bad/") + bad + ".lua") != std::string::npos);
  }
  auto missing = run("cards list --cards tests/cards/nope.lua");
  REQUIRE(missing.code != 0);
}

TEST_CASE("cli: cards list loads card-language files, compiling them in memory, and names the line and column of a problem") {
  auto good = run("cards list --cards tests/cards/good/two_cards.card");
  REQUIRE(good.code == 0);
  REQUIRE(good.out.find("test-001") != std::string::npos);
  REQUIRE(good.out.find("Brute: Loud") != std::string::npos);
  auto bad = run("cards list --cards tests/cards/bad/unknown_keyword.card");
  REQUIRE(bad.code != 0);
  REQUIRE(bad.out.find("tests/cards/bad/unknown_keyword.card:10:") != std::string::npos);
  REQUIRE(bad.out.find("overcrus") != std::string::npos);
  // A file with an error loads none of its cards.
  REQUIRE(bad.out.find("Brute: Misspelt") == std::string::npos);
  // A mistake in Lua written inside a card is reported at the card file's line.
  auto lua = run("cards list --cards tests/cards/bad/lua_error.card");
  REQUIRE(lua.code != 0);
  REQUIRE(lua.out.find("tests/cards/bad/lua_error.card:11: ") != std::string::npos);
  REQUIRE(lua.out.find("Brute: Careless") != std::string::npos);
  // So is Lua that would keep state from one game to the next.
  auto stateful = run("cards list --cards tests/cards/bad/stateful.card");
  REQUIRE(stateful.code != 0);
  REQUIRE(stateful.out.find("tests/cards/bad/stateful.card:11: ") != std::string::npos);
  REQUIRE(stateful.out.find("hold no state") != std::string::npos);
}

TEST_CASE("cli: cards list shows the printed text written beside a card's Lua, not a placeholder") {
  auto r = run("cards list --json --cards tests/cards/good/lua_with_text.card");
  REQUIRE(r.code == 0);
  REQUIRE(r.out.find("\"text\": \"When Healer blocks, gain 2 life.\"") != std::string::npos);
  REQUIRE(r.out.find("[Lua]") == std::string::npos);
}

TEST_CASE("cli: every subcommand answers --help; bad arguments are refused") {
  for (const char* sub : {"", "play ", "sim ", "scenario ", "cards ", "cards list "}) {
    INFO(sub);
    REQUIRE(run(std::string(sub) + "--help").code == 0);
  }
  REQUIRE(run("play --format no-such-format").code != 0);
  REQUIRE(run("play --agents random").code != 0);
  REQUIRE(run("play --agents random,banana").code != 0);
}
