// Formats: the demo and stress formats load; an illegal team or a broken format file is
// refused with the file and the rule broken.
#include <set>

#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {
std::string refusal(const std::string& file) {
  try {
    load_format("tests/formats/bad/" + file, world().lib, 1);
  } catch (const FormatError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("format: the built-in formats load with the setup they describe") {
  auto avx = load_format("avx-demo", world().lib, 1);
  REQUIRE(avx.edition == Edition::AvX2014);
  REQUIRE(avx.life == 10);
  REQUIRE(avx.shared.size() == 3);
  REQUIRE(avx.teams[0].cards.size() == 2);
  REQUIRE(avx.teams[0].sidekicks == 8);
  auto asmd = load_format("asm-demo", world().lib, 1);
  REQUIRE(asmd.edition == Edition::ASM2015);
  // random-teams: legal teams, fixed by the seed.
  auto a = load_format("random-teams", world().lib, 5), b = load_format("random-teams", world().lib, 5);
  REQUIRE(a.teams[0].cards == b.teams[0].cards);
  REQUIRE(a.life == 20);
  for (const auto& team : a.teams) {
    int dice = 0;
    std::set<std::string> titles;
    REQUIRE(team.cards.size() <= 8);
    for (auto [def, n] : team.cards) {
      REQUIRE(n >= 1);
      REQUIRE(n <= world().lib->at(def).max);
      REQUIRE(titles.insert(world().lib->at(def).title).second);
      dice += n;
    }
    REQUIRE(dice <= 20);
  }
  REQUIRE(a.shared.size() == 4);
}

TEST_CASE("format: illegal teams and broken formats are refused with the file and the reason") {
  CHECK(refusal("over_max.lua").find("over its Max of 4") != std::string::npos);
  CHECK(refusal("same_title.lua").find("two cards titled 'Drax'") != std::string::npos);
  CHECK(refusal("unknown_card.lua").find("unknown card 'Drax: The Lost One'") != std::string::npos);
  // Every problem the load can go on past, in one run, each on a line naming the file.
  const std::string many = refusal("many_problems.lua");
  const std::string file = "tests/formats/bad/many_problems.lua: ";
  CHECK(many == file + "unknown key 'lifes' (did you mean 'life'?); docs/formats.md lists the keys\n" + file +
                    "edition 'asm2099' (avx2014 or asm2015)\n" + file + "'turn_cap' must be a whole number\n" + file +
                    "'first_turn_attack' must be true or false\n" + file +
                    "team 1: unknown key 'colour' (name, cards, basic_actions)\n" + file +
                    "team 1 cards: unknown card 'Drax: The Lost One' (did you mean 'Drax: The Destroyer'?); cards come from the "
                    "built-in sets, the format's `cards` files and the files given with --cards");
  CHECK(refusal("bad_edition.lua").find("edition 'asm2099'") != std::string::npos);
  CHECK(refusal("too_many_dice.lua").find("bring the team to 4: too_many_dice allows at most 3") != std::string::npos);
  CHECK(refusal("one_team.lua").find("takes 2 teams, one for each seat, not 1") != std::string::npos);
  // Keys are strict: a misspelt one is named with the key it was meant to be.
  CHECK(refusal("unknown_key.lua").find("unknown key 'lives' (did you mean 'life'?)") != std::string::npos);
  CHECK(refusal("unknown_rule.lua").find("unknown key 'team.unique_title' (did you mean 'unique_titles'?)") != std::string::npos);
  CHECK(refusal("basic_as_team_card.lua").find("not a character or action card") != std::string::npos);
  CHECK(refusal("syntax.lua").find("tests/formats/bad/syntax.lua:1") != std::string::npos);
  CHECK(refusal("endless.lua").find("instruction budget") != std::string::npos);
  for (const char* f : {"over_max.lua", "same_title.lua", "unknown_card.lua", "bad_edition.lua", "one_team.lua"})
    CHECK(refusal(f).find(std::string("tests/formats/bad/") + f) != std::string::npos);
  REQUIRE_THROWS_AS(load_format("no-such-format", world().lib, 1), FormatError);
}
