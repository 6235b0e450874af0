// Dice Miner content held to docs/limits.md ("Dice Miner content"): text is UTF-8 or refused
// where it is written, lists past their bound are errors rather than cuts, totals cannot wrap,
// and no two heroes share an option key.
#include <unistd.h>

#include "dm/text.hpp"
#include "tests/miner/content_files.hpp"
#include "tests/miner/support.hpp"

using namespace dm;
using namespace dm::miner;
using namespace dm::miner::test;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A scoring script of `n` rules named prefix1..prefixN, each giving the first player `points`
// and the others minus as many.
std::string rules(const std::string& prefix, int n, int points) {
  std::string s = "local t = {}\nfor i = 1, " + std::to_string(n) + " do\n  t[i] = rule (\"" + prefix +
                  "\" .. i) (function(players)\n    local out = {}\n    for k = 1, #players do out[k] = players[k].seat == 1 and " +
                  std::to_string(points) + " or -" + std::to_string(points) + " end\n    return out\n  end)\nend\nreturn t\n";
  return s;
}

}  // namespace

TEST_CASE("Dice Miner: text that is not UTF-8 is refused where it is written", "[miner][content][limits]") {
  SECTION("a face name holding a byte that is not UTF-8") {
    const ContentFolder f("utf8face", {{"dice.lua", edit(shipped("dice.lua"), "{ \"pickaxe\", pickaxe = 1 }", "{ \"pick\xFF\", pickaxe = 1 }")}});
    CHECK(has(f.error(), f.path("dice.lua") + ":44: not valid UTF-8 (byte 0xff) at column"));
  }
  SECTION("a face name written with an escape") {
    const ContentFolder f("escface", {{"dice.lua", edit(shipped("dice.lua"), "{ \"pickaxe\", pickaxe = 1 }", "{ \"pick\\255\", pickaxe = 1 }")}});
    CHECK(has(f.error(), f.path("dice.lua") + ":42: die kind 'tool' face 1"));
    CHECK(has(f.error(), "its name is not text: not valid UTF-8 (byte 0xff)"));
  }
  SECTION("a face name holding a terminal escape") {
    const ContentFolder f("ctlface", {{"dice.lua", edit(shipped("dice.lua"), "{ \"pickaxe\", pickaxe = 1 }", "{ \"pick\\27[31m\", pickaxe = 1 }")}});
    CHECK(has(f.error(), "its name is not text: a control character (byte 0x1b)"));
  }
  SECTION("a symbol") {
    const ContentFolder f("utf8sym", {{"dice.lua", edit(shipped("dice.lua"), "\"magic\" },", "\"magic\", \"g\\192\\128m\" },")}});
    CHECK(has(f.error(), f.path("dice.lua") + ":19: 'symbols' entry 10 is not text: not valid UTF-8 (byte 0xc0)"));
  }
  SECTION("a hero's name") {
    const ContentFolder f("utf8hero", {{"heroes.lua", edit(shipped("heroes.lua"), "hero \"Engineer\"", "hero \"Engin\\254er\"")}});
    CHECK(has(f.error(), f.path("heroes.lua") + ":8: a hero: 'name' is not printable UTF-8 text"));
  }
  SECTION("a hero's own face") {
    const ContentFolder f("utf8own", {{"heroes.lua", edit(shipped("heroes.lua"), "\"double chest\"", "\"double \\255chest\"")}});
    CHECK(has(f.error(), f.path("heroes.lua") + ":11: hero 'Treasurer' face 2: its face's name is not text: not valid UTF-8 (byte 0xff)"));
  }
  SECTION("the format's description, in its bytes") {
    const ContentFolder f("utf8format", {}, "  description = \"caf\xE9\",\n");
    CHECK(has(f.error(), f.path("format.lua") + ":5: not valid UTF-8 (byte 0xe9) at column"));
  }
}

TEST_CASE("Dice Miner: a rule's detail is cut between characters", "[miner][content][limits]") {
  // 150 two-byte letters after '[': a cut at byte 200 would fall inside the 100th.
  const ContentFolder f("detail", {{"scoring.lua", "return {\n  rule \"long\" (function(players)\n    local p, d = {}, {}\n"
                                                   "    for i = 1, #players do p[i] = 1; d[i] = \"[\" .. string.rep(\"\\195\\169\", 150) end\n"
                                                   "    return p, d\n  end),\n}\n"}});
  const Loaded l = f.load();
  const ScoreResult r = l.scoring->score(*l.content, {{}, {}}, true);
  REQUIRE(!r.failed);
  REQUIRE(r.rules.size() == 1);
  for (const std::string& d : r.rules[0].details) {
    CHECK(d.size() == 199);
    CHECK(!find_invalid_utf8(d));
  }
}

TEST_CASE("Dice Miner: lists past their bound are refused, never cut", "[miner][content][limits]") {
  SECTION("33 scoring scripts") {
    std::string list;
    for (int i = 0; i < 33; ++i) list += "\"./scoring.lua\", ";
    const ContentFolder f("scoring33", {}, "  scoring = { " + list + "},\n");
    CHECK(has(f.error(), f.path("format.lua") + ": 'scoring' names 33 script files: at most 32"));
  }
  SECTION("33 dice scripts") {
    std::string list;
    for (int i = 0; i < 33; ++i) list += "\"./dice.lua\", ";
    const ContentFolder f("dice33", {}, "  dice = { " + list + "},\n");
    CHECK(has(f.error(), "'dice' names 33 script files: at most 32"));
  }
  SECTION("65 heroes") {
    std::string heroes = "local t = {}\nfor i = 1, 65 do t[i] = hero (\"H\" .. i) { { \"tunnel\", \"1\" } } end\nreturn t\n";
    const ContentFolder f("heroes65", {{"heroes.lua", heroes}});
    CHECK(has(f.error(), "the list of heroes has 65 entries: at most 64"));
  }
  SECTION("65 heroes over two scripts") {
    std::string heroes = "local t = {}\nfor i = 1, 59 do t[i] = hero (\"H\" .. i) { { \"tunnel\", \"1\" } } end\nreturn t\n";
    const ContentFolder f("heroes65b", {}, "  heroes = { \"./heroes.lua\", \"./more.lua\" },\n");
    f.write("more.lua", heroes);
    CHECK(has(f.error(), f.path("more.lua") + ": more than 64 heroes in all (6 before this script)"));
  }
}

TEST_CASE("Dice Miner: totals cannot wrap: at most 64 scoring rules in all", "[miner][content][limits]") {
  SECTION("65 rules over two scripts are refused at the first past the bound") {
    const ContentFolder f("rules65", {{"scoring.lua", rules("a", 40, 1000000)}}, "  scoring = { \"./scoring.lua\", \"./more.lua\" },\n");
    f.write("more.lua", rules("b", 25, 1000000));
    const std::string e = f.error();
    CHECK(has(e, f.path("more.lua") + ":3: more than 64 scoring rules (this script has 25, the scripts before it 40)"));
  }
  SECTION("64 rules of a million points over ten rounds add up exactly") {
    const ContentFolder f("rules64", {{"scoring.lua", rules("a", 64, 1000000)}}, "  rounds = 10,\n");
    const Loaded l = f.load();
    MinerMatch m(l.content, l.scoring, 2, 5);
    m.advance();
    for (int guard = 0; !m.over() && guard < 100000; ++guard) REQUIRE(!m.apply(0));
    REQUIRE(m.over());
    CHECK(m.state().players[0].total == 640'000'000);
    CHECK(m.state().players[1].total == -640'000'000);
    CHECK(m.state().winner == 0);
  }
  SECTION("a position's total past the bound") {
    Position p;
    p.players = {trove({}, kMaxPlacedTotal + 1), trove({})};
    MinerMatch m = new_match(2, 1);
    const auto err = m.set_position(p);
    REQUIRE(err);
    CHECK(has(*err, "P1's total is 100001"));
  }
}

TEST_CASE("Dice Miner: two heroes of one option key are refused with both names", "[miner][content][limits]") {
  const ContentFolder f("herokey", {{"heroes.lua", edit(shipped("heroes.lua"), "hero \"Engineer\"", "hero \"Dragon-Slayer\"")}});
  const std::string e = f.error();
  CHECK(has(e, f.path("heroes.lua") + ":8: hero 'Dragon-Slayer' has the key 'Dragon-Slayer' of hero 'Dragon Slayer' (" + f.path("heroes.lua") + ":7)"));
}
