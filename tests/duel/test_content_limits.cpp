// Hero duel content held to docs/limits.md ("Hero duel content"): text is UTF-8 or refused,
// lists past their bound are errors rather than cuts, numbers are checked before they become
// an int, and no two abilities, cards or status effects share an option key.
#include "tests/duel/support.hpp"

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace dm;
using namespace dm::duel;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string error_of(const std::string& text, Content& c) {
  try {
    read_hero_script(text, "bad.lua", c);
  } catch (const ContentError& e) {
    return e.what();
  }
  return "";
}

std::string error_of(const std::string& text) {
  Content c;
  return error_of(text, c);
}

struct Parts {
  std::string name = "Test";
  std::string symbols = "\"star\"";
  std::string faces = "{1, \"star\"}, 2, 3, 3, 5, 6";
  std::string statuses;
  std::string abilities = "ability \"A\" { needs = { kind = 2 }, damage = 1 }";
  std::string defence = "dice = 2, prevent = { star = 1 }";
  std::string cards = "card \"C\" { cp = 1 }";
};

// Line 2 symbols, 3 faces, 4 statuses, 6 abilities, 8 defence, 9 cards.
std::string hero(const Parts& p) {
  return "return hero \"" + p.name + "\" {\n"
         "  symbols = { " + p.symbols + " },\n"
         "  faces = { " + p.faces + " },\n"
         "  statuses = { " + p.statuses + " },\n"
         "  abilities = {\n" + p.abilities + "\n  },\n"
         "  defence = defence \"D\" { " + p.defence + " },\n"
         "  cards = { " + p.cards + " },\n"
         "}\n";
}

}  // namespace

TEST_CASE("Duel content: text that is not UTF-8 is refused where it is written", "[duel][content][limits]") {
  Parts p;
  SECTION("a symbol, in the script's bytes") {
    p.symbols = "\"st\xFFr\"";
    p.faces = "1, 2, 3, 3, 5, 6";
    p.defence = "dice = 2";
    CHECK(has(error_of(hero(p)), "bad.lua:2: not valid UTF-8 (byte 0xff) at column 18"));
  }
  SECTION("a symbol written with an escape") {
    p.symbols = "\"st\\255r\"";
    p.faces = "1, 2, 3, 3, 5, 6";
    p.defence = "dice = 2";
    CHECK(has(error_of(hero(p)), "bad.lua:1: hero 'Test': symbol 1 is not text: not valid UTF-8 (byte 0xff)"));
  }
  SECTION("a hero's name") {
    p.name = "T\\255";
    CHECK(has(error_of(hero(p)), "bad.lua:1: hero: 'name' is not printable text: not valid UTF-8 (byte 0xff)"));
  }
  SECTION("an ability's name holding a terminal escape") {
    p.abilities = "ability \"A\\27[2J\" { needs = { kind = 2 }, damage = 1 }";
    CHECK(has(error_of(hero(p)), "bad.lua:6: ability: 'name' is not printable text: a control character (byte 0x1b)"));
  }
  SECTION("a card's name") {
    p.cards = "card \"C\\200\" { cp = 1 }";
    CHECK(has(error_of(hero(p)), "bad.lua:9: card: 'name' is not printable text: not valid UTF-8 (byte 0xc8)"));
  }
}

TEST_CASE("Duel content: lists past their bound are refused, never cut", "[duel][content][limits]") {
  Parts p;
  SECTION("17 symbols") {
    p.symbols.clear();
    for (int i = 1; i <= 17; ++i) p.symbols += "\"s" + std::to_string(i) + "\", ";
    p.faces = "1, 2, 3, 3, 5, 6";
    p.defence = "dice = 2";
    CHECK(has(error_of(hero(p)), "bad.lua:1: hero 'Test': 'symbols' lists 17 symbols: at most 16"));
  }
  SECTION("a symbol listed twice") {
    p.symbols = "\"star\", \"star\"";
    CHECK(has(error_of(hero(p)), "symbol 'star' is listed twice"));
  }
  SECTION("9 combinations an ability needs") {
    std::string needs;
    for (int i = 0; i < 9; ++i) needs += "{ kind = 2 }, ";
    p.abilities = "ability \"A\" { needs = { " + needs + "}, damage = 1 }";
    CHECK(has(error_of(hero(p)), "bad.lua:6: ability 'A': 'needs' lists 9 combinations: at most 8"));
  }
  SECTION("65 cards") {
    p.cards.clear();
    for (int i = 1; i <= 65; ++i) p.cards += "card \"C" + std::to_string(i) + "\" { cp = 1 }, ";
    CHECK(has(error_of(hero(p)), "'cards' lists 65: at most 64"));
  }
}

TEST_CASE("Duel content: numbers are checked before they become an int", "[duel][content][limits]") {
  Parts p;
  SECTION("a defence value that would wrap") {
    p.defence = "dice = 2, prevent = { star = 4294967297 }";
    CHECK(has(error_of(hero(p)), "bad.lua:8: defence 'D' prevent: 'star' is 4294967297: it must be 0 to 99"));
  }
  SECTION("a negative reflect") {
    p.defence = "dice = 2, reflect = { star = -5 }";
    CHECK(has(error_of(hero(p)), "defence 'D' reflect: 'star' is -5: it must be 0 to 99"));
  }
  SECTION("a defence keyed by a symbol the hero lacks") {
    p.defence = "dice = 2, prevent = { sun = 1 }";
    CHECK(has(error_of(hero(p)), "defence 'D' prevent: unknown key 'sun'"));
  }
  SECTION("a face of 2^32 + 3") {
    p.faces = "{1, \"star\"}, 2, 3, 4294967299, 5, 6";
    CHECK(has(error_of(hero(p)), "face 4 shows 4294967299: numbers are 1 to 6"));
  }
  SECTION("an upgrade of 2^32 + 1") {
    p.cards = "card \"U\" { timing = \"upgrade\", upgrade = { \"A\", 4294967297 } }";
    CHECK(has(error_of(hero(p)), "'upgrade' adds 1 to 10 damage"));
  }
  SECTION("tokens of 2^32 + 1") {
    p.statuses = "status \"Burn\" { stack = 2, persistent = true, upkeep = { self_damage = 1 } }";
    p.cards = "card \"I\" { inflict = { \"Burn\", 4294967297 } }";
    CHECK(has(error_of(hero(p)), "'inflict' gives 1 to 20 tokens"));
  }
}

TEST_CASE("Duel content: two names of one option key are refused with both", "[duel][content][limits]") {
  Parts p;
  SECTION("two abilities") {
    p.abilities = "ability \"Fire Ball\" { needs = { kind = 2 }, damage = 1 },\nability \"Fire-Ball\" { needs = { kind = 3 }, damage = 2 }";
    CHECK(has(error_of(hero(p)), "bad.lua:7: ability 'Fire-Ball': 'Fire-Ball' has the option key 'Fire-Ball' of 'Fire Ball' (bad.lua:6)"));
  }
  SECTION("two cards of one name") {
    p.cards = "card \"C\" { cp = 1 }, card \"C\" { cp = 2 }";
    CHECK(has(error_of(hero(p)), "bad.lua:9: card 'C': 'C' has the option key 'C' of 'C' (bad.lua:9)"));
  }
  SECTION("a name holding ':'") {
    p.cards = "card \"C:D\" { cp = 1 }";
    CHECK(has(error_of(hero(p)), "card 'C:D': a name holds no ':'"));
  }
  SECTION("status effects of two heroes") {
    Content c;
    p.statuses = "status \"Deep Cut\" { stack = 2, persistent = true, upkeep = { self_damage = 1 } }";
    REQUIRE(error_of(hero(p), c).empty());
    Parts q;
    q.name = "Other";
    q.statuses = "status \"Deep-Cut\" { stack = 2, persistent = true, upkeep = { self_damage = 1 } }";
    CHECK(has(error_of(hero(q), c), "bad.lua:4: status 'Deep-Cut': 'Deep-Cut' has the option key 'Deep-Cut' of 'Deep Cut' (bad.lua:4)"));
  }
  SECTION("the shipped heroes keep every key apart") {
    CHECK(dm::duel::test::content()->heroes.size() == 2);
  }
}

TEST_CASE("Duel content: a format names exactly two hero scripts", "[duel][content][limits]") {
  const auto dir = std::filesystem::temp_directory_path() / ("dm-duel-heroes-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::string list;
  for (int i = 0; i < 9; ++i) list += "\"games/hero-duel/ember-warden.lua\", ";
  std::ofstream(dir / "f.lua") << "return { game = \"hero-duel\", heroes = { " << list << "} }\n";
  CHECK_THROWS_WITH(load_format((dir / "f.lua").string(), {}), Catch::Contains("'heroes' names 9 hero scripts: one a seat, two of them"));
  std::ofstream(dir / "g.lua") << "return { game = \"hero-duel\", description = \"d\\255\", heroes = { } }\n";
  CHECK_THROWS_WITH(load_format((dir / "g.lua").string(), {}), Catch::Contains("'description' is not printable text: not valid UTF-8 (byte 0xff)"));
  std::filesystem::remove_all(dir);
}
