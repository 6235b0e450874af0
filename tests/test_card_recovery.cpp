// The parser picks up again after a syntax error inside a card (at the next full stop, or the
// next line no deeper than the broken piece), so one run reports every problem of a file; the
// checker judges what parsed and does not report as missing what failed to parse. The
// catalogue's parse_recover_*.card files hold the cases with their expected diagnostics.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "cardlang_support.hpp"
#include "dsl/compile.hpp"
#include "dsl/parser_recovery.hpp"

using dm::dsl::Compilation;
using dm::dsl::Severity;
using namespace dm::test::cardlang;

namespace {

const std::filesystem::path kCatalogue = kRoot / "tests" / "cardlang" / "catalogue";

std::string card(int n, const std::string& abilities) {
  return "card " + std::to_string(n) + " \"Hero\" \"" + std::to_string(n) +
         "\"\n  character\n  cost 2 bolt\n  max 4\n"
         "  faces bolt | bolt bolt | bolt bolt | 0/1/1 | 1/2/2 | 1/3/3\n\n" +
         abilities;
}

int count(const Compilation& c, Severity s) {
  int n = 0;
  for (const auto& d : c.diags.all()) n += d.severity == s;
  return n;
}

}  // namespace

TEST_CASE("card recovery: thirteen problems in one file are thirteen errors in one run, each at its own place", "[cardlang]") {
  const std::string text = read(kCatalogue / "parse_recover_many.card");
  const Compilation c = dm::dsl::compile(text, "many.card", false);
  CHECK(count(c, Severity::Error) == 13);
  CHECK(count(c, Severity::Warning) == 0);
  std::set<std::pair<int, int>> places;
  for (const auto& d : c.diags.all()) places.insert({d.pos.line, d.pos.col});
  CHECK(places.size() == 13);
  // All four cards are kept, with what parsed of them.
  REQUIRE(c.file.cards.size() == 4);
  CHECK(c.file.cards[0].abilities.size() == 2);  // the burst line and `overcrus`
  CHECK(c.file.cards[0].syntax_errors == 2);
  CHECK(c.file.cards[2].title.empty());          // `card 3 Storm`: no title to read
  CHECK(c.file.cards[2].max == 0);               // ... but its lines are read
}

TEST_CASE("card recovery: a card reports the same problems alone as among others", "[cardlang]") {
  const std::string broken = "  when this blocks: gain 1 life and draw a die.\n  when this attacks: this gains overcrus.\n";
  const std::string head = "set t \"Test\"\n";
  const Compilation alone = dm::dsl::compile(head + card(1, broken), "a.card", false);
  const Compilation among = dm::dsl::compile(head + card(1, broken) + "\n" + card(2, broken) + "\n" + card(3, ""), "b.card", false);
  CHECK(count(alone, Severity::Error) == 2);
  CHECK(count(among, Severity::Error) == 4);
  // The third card, intact, is read whole.
  REQUIRE(among.file.cards.size() == 3);
  CHECK(among.file.cards[2].syntax_errors == 0);
  CHECK(among.file.cards[2].faces.size() == 6);
}

TEST_CASE("card recovery: fixing the first problem leaves the others as they were", "[cardlang]") {
  const std::string head = "set t \"Test\"\n";
  const std::string first = "  when this blocks: gain 1 life and draw a die into your prep area.\n";
  const std::string second = "  when this attacks: deal 1 damage to target charactr.\n";
  const Compilation both = dm::dsl::compile(head + card(1, first + second), "x.card", false);
  const Compilation fixed = dm::dsl::compile(head + card(1, "  when this blocks: gain 1 life; draw a die into your prep area.\n" + second), "x.card", false);
  REQUIRE(both.diags.all().size() == 2);
  REQUIRE(fixed.diags.all().size() == 1);
  CHECK(fixed.diags.all()[0].message == both.diags.all()[1].message);
  CHECK(fixed.diags.all()[0].pos.line == both.diags.all()[1].pos.line);
  CHECK(fixed.diags.all()[0].pos.col == both.diags.all()[1].pos.col);
}

TEST_CASE("card recovery: line ends written CRLF give the same places", "[cardlang]") {
  std::string text = read(kCatalogue / "parse_recover_many.card");
  std::string crlf;
  for (char ch : text) crlf += ch == '\n' ? std::string("\r\n") : std::string(1, ch);
  const Compilation a = dm::dsl::compile(text, "lf.card", false);
  const Compilation b = dm::dsl::compile(crlf, "crlf.card", false);
  REQUIRE(a.diags.all().size() == b.diags.all().size());
  for (std::size_t i = 0; i < a.diags.all().size(); ++i) {
    CHECK(a.diags.all()[i].pos.line == b.diags.all()[i].pos.line);
    CHECK(a.diags.all()[i].pos.col == b.diags.all()[i].pos.col);
    CHECK(a.diags.all()[i].message == b.diags.all()[i].message);
  }
}

TEST_CASE("card recovery: a file of nothing but broken abilities stops after 100 errors, with a note", "[cardlang][sanitize]") {
  std::string abilities;
  for (int i = 0; i < 5000; ++i) abilities += "  when this blocks: deal " + std::to_string(i) + " dice.\n";
  const Compilation c = dm::dsl::compile("set t \"Test\"\n" + card(1, abilities), "big.card", false);
  CHECK(count(c, Severity::Error) == 100);
  REQUIRE(count(c, Severity::Note) == 1);
  CHECK(c.diags.all().back().message == "stopping after 100 syntax errors");
  // Each error is on its own line, in order: the parser moved on every time.
  for (std::size_t i = 0; i < 100; ++i) CHECK(c.diags.all()[i].pos.line == 8 + static_cast<int>(i));
}

TEST_CASE("card recovery: where parsing resumes", "[cardlang]") {
  using dm::dsl::recovery::resume_point;
  SECTION("after the full stop that ends the broken ability") {
    const std::string t = "  when this blocks: explode. gain 1 life.\n";
    CHECK(resume_point(t, 2, 20, t.size()) == t.find("explode.") + 8);
  }
  SECTION("a full stop inside a string or a Lua block ends nothing") {
    const std::string t = "  lua [[ x = 1. y ]] text \"A. B\". gain 1 life.\n";
    CHECK(resume_point(t, 2, 6, t.size()) == t.find("\". ") + 2);
  }
  SECTION("at the next line no deeper than the broken piece, when it has no full stop") {
    const std::string t = "  when this blocks: draw a die into your prep area\n    still the same ability\n  max 4\n";
    CHECK(resume_point(t, 2, 20, t.size()) == t.find("max"));
  }
  SECTION("at a line the grammar read into, past a missing full stop") {
    const std::string t = "  when this blocks: draw a die into your prep area\n  when this attacks: x.\n";
    const std::size_t next = t.find("  when this attacks") + 2;
    CHECK(resume_point(t, 2, next + 5, t.size()) == next);
  }
  SECTION("always past the piece, even when the error is at its first byte") {
    const std::string t = "  ***\n";
    CHECK(resume_point(t, 2, 2, t.size()) == t.size());
  }
}

TEST_CASE("card recovery: printed-card phrasing is answered with the language's", "[cardlang]") {
  const std::string head = "set t \"Test\"\ncard 1 \"Tinker Wren\" \"One\"\n  character\n  cost 2 bolt\n  max 4\n"
                           "  faces bolt | bolt bolt | bolt bolt | 0/1/1 | 1/2/2 | 1/3/3\n";
  auto hint_of = [&](const std::string& ability) {
    const Compilation c = dm::dsl::compile(head + ability + "\n", "p.card", false);
    REQUIRE(c.diags.all().size() == 1);
    return c.diags.all().front().message + " | " + c.diags.all().front().hint;
  };
  CHECK_THAT(hint_of("  When Tinker Wren is fielded, gain 1 life."),
             Catch::EndsWith("write `when this is fielded: gain 1 life.`"));
  CHECK_THAT(hint_of("  when tinker wren attacks: deal 1 damage to your opponent."),
             Catch::Equals("unknown trigger `tinker wren attacks` | an ability calls its own card `this`: write `when this attacks`"));
  CHECK_THAT(hint_of("  when this blocks: gain 1 life and your opponent loses 1 life."),
             Catch::Contains("write `when this blocks: gain 1 life; your opponent loses 1 life.`"));
  CHECK_THAT(hint_of("  ***: gain 1 life."), Catch::StartsWith("an ability is marked with at most two bursts"));
  CHECK_THAT(hint_of("  Global: Pay [mask]. Gain 1 life."), Catch::EndsWith("write `global, pay 1 mask: gain 1 life.`"));
}
