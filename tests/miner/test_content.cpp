// Dice Miner's content is scripts: the shipped ones read as the rulebook has it, and bad
// content refused with the file and line of the problem, never a crash.
#include <unistd.h>

#include "dm/hash.hpp"
#include "tests/miner/content_files.hpp"
#include "tests/miner/support.hpp"

using namespace dm;
using namespace dm::miner;
using namespace dm::miner::test;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("The shipped content is the game's: 60 dice, five kinds, six heroes, a mountain of 20", "[miner][content]") {
  const Content& c = content();
  REQUIRE(c.dice() == 60);
  const std::vector<std::pair<std::string, int>> kinds = {{"tunnel", 27}, {"hazard", 10}, {"tool", 7}, {"treasure", 8}, {"magic", 8}};
  REQUIRE(c.kinds.size() == kinds.size());
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    CHECK(c.kinds[i].name == kinds[i].first);
    CHECK(c.kinds[i].count == kinds[i].second);
    CHECK(c.kinds[i].faces.size() == 6);
    // Every kind has a beer face.
    CHECK(std::any_of(c.kinds[i].faces.begin(), c.kinds[i].faces.end(), [&](const miner::Face& f) { return c.count(f, c.roles.beer) == 1; }));
  }
  CHECK(!c.kinds[static_cast<std::size_t>(c.kind("hazard"))].magic_rerolls);
  CHECK(c.kinds[static_cast<std::size_t>(c.kind("magic"))].magic_rerolls);
  // Tunnel faces 1 to 5 and beer; treasure 3, 2, 1, 1, 1 gems and beer.
  const auto& tunnel = c.kinds[static_cast<std::size_t>(c.kind("tunnel"))].faces;
  for (int v = 1; v <= 5; ++v) CHECK(c.count(tunnel[static_cast<std::size_t>(v - 1)], c.symbol("tunnel")) == v);
  int gems = 0;
  for (const miner::Face& f : c.kinds[static_cast<std::size_t>(c.kind("treasure"))].faces) gems += c.count(f, c.symbol("gem"));
  CHECK(gems == 8);
  // Beer ranks above every number in the first-player roll.
  REQUIRE(c.roles.first_kind == c.kind("tunnel"));
  CHECK(c.roles.first_rank == std::vector<int>{1, 2, 3, 4, 5, 6});
  REQUIRE(c.heroes.size() == 6);
  const Hero& treasurer = c.heroes[static_cast<std::size_t>(c.hero("Treasurer"))];
  CHECK(c.count(treasurer.faces[1].face, c.roles.chest) == 2);
  const Hero& alchemist = c.heroes[static_cast<std::size_t>(c.hero("Alchemist"))];
  CHECK(alchemist.faces.size() == 3);
  for (const HeroFace& f : alchemist.faces) CHECK(c.count(f.face, c.roles.magic) == 1);
  // The mountain: 20 spots in rows of 6, 5, 4, 3, 2; the two at the summit are the top.
  REQUIRE(c.mountain.spots.size() == 20);
  int tops = 0;
  for (const Spot& s : c.mountain.spots) tops += s.above.empty();
  CHECK(tops == 2);
  CHECK(c.mountain.spots[6].rests_on == std::vector<int>{0, 1});   // spot 7 on 1 and 2
  CHECK(c.mountain.spots[18].rests_on == std::vector<int>{15, 16}); // spot 19 on 16 and 17
  CHECK(c.mountain.fill_order.front() == 0);
  // Every script has a hash, the format's first.
  REQUIRE(c.scripts.size() == 5);
  CHECK(c.scripts[0].file == "formats/dice-miner.lua");
  CHECK(c.scripts[1].file == "games/dice-miner/dice.lua");
  for (const ContentScript& s : c.scripts) CHECK(s.hash != 0);
  CHECK(c.options.size() == 1);
  CHECK(c.options[0].name == "players");
  CHECK(c.options[0].range == "2 to 4");
}

TEST_CASE("Each content script's hash is the replay files' content hash of its bytes", "[miner][content]") {
  for (const ContentScript& s : loaded(2, "dice-miner-crystal").content->scripts) {
    INFO(s.file);
    CHECK(s.hash == content_hash(read_text(std::string(DM_SOURCE_DIR) + "/scripts/" + s.file)));
  }
}

TEST_CASE("A format's players option is checked", "[miner][content]") {
  CHECK(load_format("dice-miner", {{"players", "4"}}).content->players == 4);
  CHECK_THROWS_WITH(load_format("dice-miner", {{"players", "5"}}), Catch::Contains("option 'players' is '5': it is 2 to 4"));
  CHECK_THROWS_WITH(load_format("dice-miner", {{"player", "3"}}), Catch::Contains("unknown option 'player'") && Catch::Contains("did you mean 'players'"));
  CHECK_THROWS_WITH(load_format("no-such-miner-format", {}), Catch::Contains("no such format"));
}

TEST_CASE("Bad content is refused with its file and line", "[miner][content]") {
  SECTION("a die kind with no faces") {
    const ContentFolder f("nofaces", {{"dice.lua", edit(shipped("dice.lua"), "kind \"tool\" {\n      count = 7,\n      faces = {",
                                                         "kind \"tool\" {\n      count = 7,\n      none = {")}});
    const std::string e = f.error();
    CHECK(has(e, f.path("dice.lua") + ":42: die kind 'tool' has no faces"));
  }
  SECTION("a face showing an unknown symbol") {
    const ContentFolder f("symbol", {{"dice.lua", edit(shipped("dice.lua"), "{ \"pickaxe\", pickaxe = 1 }", "{ \"pickaxe\", pickax = 1 }")}});
    const std::string e = f.error();
    CHECK(has(e, f.path("dice.lua") + ":42: die kind 'tool' face 1 'pickaxe' shows 'pickax', which is not a symbol (did you mean 'pickaxe'?"));
  }
  SECTION("a hero naming an unknown face") {
    const ContentFolder f("heroface", {{"heroes.lua", edit(shipped("heroes.lua"), "{ \"tool\", \"shield\" }", "{ \"tool\", \"sheild\" }")}});
    const std::string e = f.error();
    CHECK(has(e, f.path("heroes.lua") + ":7: hero 'Dragon Slayer' face 1 names face 'sheild', which die kind 'tool' does not have"));
    CHECK(has(e, "did you mean 'shield'?"));
  }
  SECTION("a hero naming an unknown symbol") {
    const ContentFolder f("herosymbol", {{"heroes.lua", edit(shipped("heroes.lua"), "chest = 2", "chests = 2")}});
    CHECK(has(f.error(), f.path("heroes.lua") + ":11: hero 'Treasurer' face 2 shows 'chests', which is not a symbol (did you mean 'chest'?"));
  }
  SECTION("a hero naming an unknown kind") {
    const ContentFolder f("herokind", {{"heroes.lua", edit(shipped("heroes.lua"), "{ \"tunnel\", \"2\" }", "{ \"tunel\", \"2\" }")}});
    CHECK(has(f.error(), f.path("heroes.lua") + ":8: hero 'Engineer' face 1 names die kind 'tunel', which is not one (did you mean 'tunnel'?"));
  }
  const std::string pyramid = "local function s(...) return spot { rests_on = { ... } } end\n";
  SECTION("a mountain whose spots rest on each other in a circle") {
    const ContentFolder f("cycle", {{"mountain.lua", pyramid + "return mountain {\n  size = 3,\n  spots = {\n    s(3),\n    s(1),\n    s(2),\n  },\n}\n"}});
    CHECK(has(f.error(), "the mountain is not a stack: spot "));
    CHECK(has(f.error(), "(a circle)"));
    CHECK(has(f.error(), f.path("mountain.lua") + ":1:"));  // the spot's line: s() is on line 1
  }
  SECTION("a mountain whose spot rests on one it does not have") {
    const ContentFolder f("unknown", {{"mountain.lua", "return mountain {\n  size = 2,\n  spots = {\n    spot { },\n    spot { rests_on = { 1, 7 } },\n  },\n}\n"}});
    CHECK(has(f.error(), f.path("mountain.lua") + ":5: spot 2 rests on spot 7, which is not in the mountain (spots 1 to 2)"));
  }
  SECTION("a mountain whose size does not match its spots") {
    const ContentFolder f("count", {{"mountain.lua", "return mountain {\n  size = 3,\n  spots = { spot { }, spot { } },\n}\n"}});
    CHECK(has(f.error(), f.path("mountain.lua") + ":1: the mountain has 2 spots but its size says 3"));
  }
  SECTION("a mountain with no top") {
    const ContentFolder f("notop", {{"mountain.lua", "return mountain {\n  size = 1,\n  spots = { spot { rests_on = { 1 } } },\n}\n"}});
    CHECK(has(f.error(), f.path("mountain.lua") + ":3: the mountain is not a stack: spot 1 rests on itself"));
  }
  SECTION("a die slides from a spot that does not rest on it") {
    const ContentFolder f("slide", {{"mountain.lua", "return mountain {\n  size = 3,\n  spots = {\n    spot { slides_from = { 3 } },\n    spot { },\n    spot { rests_on = { 2 } },\n  },\n}\n"}});
    CHECK(has(f.error(), f.path("mountain.lua") + ":4: spot 1 slides from spot 3, which does not rest on it"));
  }
  SECTION("a scoring script that fails as it loads") {
    const ContentFolder f("scoreload", {{"scoring.lua", "local x = 1\nlocal y = x .. {}\nreturn {}\n"}});
    CHECK(has(f.error(), f.path("scoring.lua") + ":2:"));
  }
  SECTION("a scoring script with a syntax error") {
    const ContentFolder f("syntax", {{"scoring.lua", "return {\n  rule \"x\" (function(players) return end end),\n}\n"}});
    CHECK(has(f.error(), f.path("scoring.lua") + ":2:"));
  }
  SECTION("a scoring script that keeps state") {
    const ContentFolder f("state", {{"scoring.lua", "local calls = 0\nreturn {\n  rule \"x\" (function(players)\n    calls = calls + 1\n    return {}\n  end),\n}\n"}});
    CHECK(has(f.error(), f.path("scoring.lua") + ":4:"));
    CHECK(has(f.error(), "Dice Miner's scripts hold no state: a rule is a pure function of the troves it is given"));
    CHECK_FALSE(has(f.error(), "card scripts"));
  }
  SECTION("a rule without a function") {
    const ContentFolder f("nofn", {{"scoring.lua", "return {\n  { name = \"x\" },\n}\n"}});
    CHECK(has(f.error(), "rule 'x' needs a function"));
  }
  SECTION("a format of another game, or a key it does not know") {
    const ContentFolder f("format", {}, "  rounds = 3, roudns = 2,\n");
    CHECK(has(f.error(), "unknown key 'roudns' (did you mean 'rounds'?)"));
  }
  SECTION("fewer heroes than players") {
    const ContentFolder f("heroes", {{"heroes.lua", "return { hero \"A\" { { \"tunnel\", \"1\" } } }\n"}});
    CHECK(has(f.error(), "1 heroes for 2 players"));
  }
}

TEST_CASE("A mountain of another shape is data: a variant's pyramid of 6 plays", "[miner][content]") {
  const ContentFolder f("small", {{"mountain.lua", "return mountain {\n  size = 6,\n  spots = {\n    spot { }, spot { }, spot { },\n"
                                                   "    spot { rests_on = { 1, 2 } }, spot { rests_on = { 2, 3 } },\n"
                                                   "    spot { rests_on = { 4, 5 } },\n  },\n}\n"}});
  const Loaded l = f.load(3);
  REQUIRE(l.content->mountain.spots.size() == 6);
  MinerMatch m(l.content, l.scoring, 3, 11);
  m.advance();
  int steps = 0;
  while (!m.over()) {
    check_invariants(m);
    REQUIRE(!m.apply(0));
    ++steps;
  }
  CHECK(m.result().reason == "score");
  CHECK(steps > 18);
}
