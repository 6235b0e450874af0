// Bad hero scripts and formats get a clear error naming the file and line; never a crash.
#include "tests/duel/support.hpp"

using namespace dm;
using namespace dm::duel;

namespace {

// A hero script with `ability` in place of its board, read against an empty content.
std::string error_of(const std::string& text) {
  Content c;
  try {
    read_hero_script(text, "bad.lua", c);
  } catch (const ContentError& e) {
    return e.what();
  }
  return "";
}

std::string hero(const std::string& abilities, const std::string& statuses = "", const std::string& cards = "card \"C\" { cp = 1 }") {
  return "return hero \"Test\" {\n"
         "  symbols = { \"star\" },\n"
         "  faces = { {1, \"star\"}, 2, 3, 3, 5, 6 },\n"
         "  statuses = { " + statuses + " },\n"
         "  abilities = {\n" + abilities + "\n  },\n"
         "  defence = defence \"D\" { dice = 2, prevent = { star = 1 } },\n"
         "  cards = { " + cards + " },\n"
         "}\n";
}

}  // namespace

TEST_CASE("Duel content: the shipped heroes use every kind of damage and a status effect", "[duel][content]") {
  const auto c = dm::duel::test::content();
  REQUIRE(c->heroes.size() == 2);
  for (const Hero& h : c->heroes) {
    bool kinds[6] = {};
    for (const Ability& a : h.abilities)
      for (const Effect* e : {&a.effect, &a.then}) {
        if (e->damage > 0) kinds[static_cast<int>(e->kind)] = true;
        if (e->isolated > 0) kinds[static_cast<int>(damage::Kind::Isolated)] = true;
        if (e->collateral > 0) kinds[static_cast<int>(damage::Kind::Collateral)] = true;
      }
    for (int k = 0; k < 6; ++k) CHECK((kinds[k] || (h.name + " lacks " + std::string(damage::to_string(static_cast<damage::Kind>(k)))).empty()));
    CHECK(!h.statuses.empty());
    CHECK(h.cards.size() >= 8);
  }
}

TEST_CASE("Duel content: an ability that needs a combination no die can show", "[duel][content]") {
  CHECK(error_of(hero("ability \"A\" { needs = { kind = 6 }, damage = 1 }")).find("bad.lua:6: ability 'A': needs a combination no roll") == 0);
  // Faces 1 2 3 3 5 6: no four in a row.
  CHECK(error_of(hero("ability \"S\" { needs = { small_straight = true }, damage = 1 }")).find("no roll of Test's dice") != std::string::npos);
  CHECK(error_of(hero("ability \"Y\" { needs = { symbol = \"star\", count = 6 }, damage = 1 }")).find("no roll") != std::string::npos);
  CHECK(error_of(hero("ability \"Z\" { needs = { symbol = \"moon\" }, damage = 1 }")).find("no symbol 'moon'") != std::string::npos);
  CHECK(error_of(hero("ability \"K\" { needs = { kind = 2 }, damage = 1 }")).empty());
}

TEST_CASE("Duel content: misspelt keys, unknown kinds and statuses, bad stacks, with their lines", "[duel][content]") {
  CHECK(error_of(hero("ability \"A\" { needs = { kind = 2 }, damag = 1 }")).find("unknown key 'damag' (did you mean 'damage'?)") != std::string::npos);
  CHECK(error_of(hero("ability \"A\" { needs = { kind = 2 }, damage = 1, kind = \"sneaky\" }")).find("'kind' is 'sneaky'") != std::string::npos);
  CHECK(error_of(hero("ability \"A\" { needs = { kind = 2 }, damage = 1, inflict = \"Brun\" }", "status \"Burn\" { stack = 2, persistent = true, upkeep = { self_damage = 1 } }"))
            .find("no status effect 'Brun' (did you mean 'Burn'?)") != std::string::npos);
  CHECK(error_of(hero("ability \"A\" { needs = { kind = 2 }, damage = 1 }", "status \"X\" { stack = 0, spend = { add = 1 } }")).find("bad.lua:4: status 'X': 'stack' is 0") == 0);
  CHECK(error_of(hero("ability \"A\" { needs = { kind = 2 }, damage = 1 }", "", "card \"C\" { timing = \"whenever\" }")).find("'timing' is 'whenever'") != std::string::npos);
  CHECK(error_of("return hero \"T\" { faces = { 1, 2, 3 } }").find("six faces") != std::string::npos);
  CHECK(error_of("return hero \"T\" {").find("bad.lua:1") == 0);
  CHECK(error_of("x = 1\nreturn hero \"T\" {}").find("bad.lua:1") == 0);  // keeps state: refused
  CHECK(error_of("while true do end").find("bad.lua") == 0);              // the budget stops it
}

TEST_CASE("Duel content: every problem of a hero script is reported in one run, each with its line", "[duel][content]") {
  const std::string text =
      "return hero \"Test\" {\n"                                                           // 1
      "  symbols = { \"star\" },\n"                                                        // 2
      "  faces = { {1, \"star\"}, 2, 3, 4, 5, 6 },\n"                                      // 3
      "  statuses = { status \"X\" { stack = 0, spend = { add = 1 } } },\n"                // 4
      "  abilities = {\n"                                                                   // 5
      "    ability \"A\" { needs = { symbol = \"moon\" }, damage = 1 },\n"                 // 6
      "    ability \"B\" { needs = { kind = 2 }, damage = 100 },\n"                         // 7
      "    ability \"C c\" { needs = { kind = 2 }, damage = 1 },\n"                         // 8
      "    ability \"C-c\" { needs = { kind = 3 }, damage = 1 },\n"                         // 9
      "  },\n"                                                                              // 10
      "  defence = defence \"D\" { dice = 2, prevent = { moon = 1 } },\n"                   // 11
      "  cards = { card \"K\" { cost = 99 } },\n"                                           // 12
      "}\n";
  const std::string e = error_of(text);
  INFO(e);
  CHECK(e.find("bad.lua:4: status 'X': 'stack' is 0") == 0);
  CHECK(e.find("bad.lua:6: ability 'A' needs: no symbol 'moon'") != std::string::npos);
  CHECK(e.find("bad.lua:7: ability 'B': 'damage' is 100") != std::string::npos);
  CHECK(e.find("bad.lua:9: ability 'C-c': 'C-c' has the option key 'C-c' of 'C c'") != std::string::npos);
  CHECK(e.find("bad.lua:11: defence 'D' prevent: unknown key 'moon'") != std::string::npos);
  CHECK(e.find("bad.lua:12: card 'K': 'cost' is 99") != std::string::npos);
  // One problem a line.
  CHECK(std::count(e.begin(), e.end(), '\n') == 5);
}

TEST_CASE("Duel content: Level II and III of an ability, and the cards that reach them", "[duel][content]") {
  const std::string good = "ability \"A\" { needs = { kind = 2 }, damage = 1, level2 = { damage = 2 }, level3 = { damage = 3 } }";
  CHECK(error_of(hero(good, "", "card \"U\" { timing = \"upgrade\", upgrade = { \"A\", \"III\" } }")).empty());
  CHECK(error_of(hero("ability \"A\" { needs = { kind = 2 }, damage = 1, level3 = { damage = 3 } }"))
            .find("bad.lua:6: ability 'A': 'level3' needs a 'level2' before it") == 0);
  CHECK(error_of(hero("ability \"A\" { needs = { kind = 2 }, damage = 1, level2 = { damage = 2 } }", "",
                      "card \"U\" { timing = \"upgrade\", upgrade = { \"A\", \"III\" } }"))
            .find("takes 'A' to Level III, which it doesn't have") != std::string::npos);
  CHECK(error_of(hero(good, "", "card \"U\" { timing = \"upgrade\", upgrade = { \"A\", \"IV\" } }")).find("\"II\" or \"III\", not 'IV'") !=
        std::string::npos);
  CHECK(error_of(hero("ability \"A\" { needs = { kind = 2 }, damage = 1, level2 = { damag = 2 } }")).find("unknown key 'damag'") != std::string::npos);
  // The shipped heroes print Level II and III for one ability each, with a card for each.
  const auto c = dm::duel::test::content();
  for (const Hero& h : c->heroes) {
    int leveled = 0, cards = 0;
    for (const Ability& a : h.abilities) leveled += a.levels.size() == 2;
    for (const Card& k : h.cards) cards += k.effect.upgrade_level > 0;
    CHECK(leveled >= 1);
    CHECK(cards >= 2);
  }
}

TEST_CASE("Duel content: format options have documented defaults and checked ranges", "[duel][content]") {
  const auto c = dm::duel::test::content();
  CHECK(c->rules.health == 50);
  CHECK(c->rules.cp_cap == 15);
  CHECK(c->rules.hand_limit == 6);
  CHECK(c->rules.draws == 1);
  const auto d = dm::duel::test::content("hero-duel", {{"health", "30"}, {"cp_cap", "10"}});
  CHECK(d->rules.health == 30);
  CHECK(d->rules.cp_cap == 10);
  try {
    load_format("hero-duel", {{"health", "0"}});
    FAIL("a health of 0 was accepted");
  } catch (const ContentError& e) {
    CHECK(std::string(e.what()).find("option 'health' is '0'") != std::string::npos);
  }
  CHECK_THROWS_WITH(load_format("hero-duel", {{"helth", "3"}}), Catch::Contains("unknown option 'helth'"));
}
