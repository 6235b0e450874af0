// The card language's checker and the parser in front of it.
//
// tests/cardlang/catalogue/*.card: one malformed card per file, each ending with the exact
// diagnostics it must draw, one `# expect: LINE:COL: SEVERITY: MESSAGE` comment per diagnostic,
// followed by `# help: HINT` when the diagnostic carries a hint. tests/cardlang/valid/*.card:
// cards that must draw no diagnostic at all and compile to scripts the engine's loader accepts.
// Hostile input (not UTF-8, empty, too large, NUL bytes, nesting 10000 deep) is written here.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <tao/pegtl/contrib/analyze.hpp>

#include "dsl/compile.hpp"
#include "dsl/grammar.hpp"
#include "dsl/parser.hpp"
#include "engine/masters/content/loader.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace fs = std::filesystem;
using dm::dsl::Compilation;
using dm::dsl::Severity;

namespace {

const fs::path kData = fs::path(DM_SOURCE_DIR) / "tests" / "cardlang";

std::vector<fs::path> card_files(const char* folder) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(kData / folder))
    if (e.path().extension() == ".card") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Every diagnostic of a compilation, one per line, in the catalogue's own notation.
std::string listing(const Compilation& c) {
  std::string out;
  for (const auto& d : c.diags.all()) {
    out += std::to_string(d.pos.line) + ":" + std::to_string(d.pos.col) + ": " + std::string(dm::dsl::to_string(d.severity)) +
           ": " + d.message + "\n";
    if (!d.hint.empty()) out += "  help: " + d.hint + "\n";
  }
  return out;
}

std::string listing(std::string_view text) { return listing(dm::dsl::compile(text, "test.card", false)); }

// The `# expect:` and `# help:` comments of a catalogue file, in the notation of listing().
std::string expectations(const std::string& text) {
  std::string out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("# expect: ", 0) == 0) out += line.substr(10) + "\n";
    else if (line.rfind("# help: ", 0) == 0) out += "  help: " + line.substr(8) + "\n";
  }
  return out;
}

// A character card whose abilities start on line 8.
std::string hero(const std::string& abilities) {
  return "\nset t \"Test\"\ncard 1 \"Hero\" \"One\"\n  character\n  cost 2 bolt\n  max 4\n"
         "  faces bolt | bolt bolt | bolt bolt | 0/1/1 | 1/2/2 | 1/3/3\n" +
         abilities;
}

std::string repeat(std::string_view s, int n) {
  std::string out;
  out.reserve(s.size() * static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

}  // namespace

TEST_CASE("card checker: every malformed card of the catalogue draws exactly its expected diagnostics", "[cardlang][sanitize]") {
  const auto files = card_files("catalogue");
  REQUIRE(files.size() >= 45);
  for (const auto& f : files) {
    const std::string text = read(f);
    const std::string want = expectations(text);
    INFO(f.filename().string());
    REQUIRE_FALSE(want.empty());
    CHECK(listing(text) == want);
  }
}

TEST_CASE("card checker: the catalogue covers parser errors, errors, warnings and notes", "[cardlang]") {
  int parse = 0, errors = 0, warnings = 0, notes = 0;
  for (const auto& f : card_files("catalogue")) {
    const Compilation c = dm::dsl::compile(read(f), f.string(), false);
    if (f.filename().string().rfind("parse_", 0) == 0) ++parse;
    for (const auto& d : c.diags.all()) {
      errors += d.severity == Severity::Error;
      warnings += d.severity == Severity::Warning;
      notes += d.severity == Severity::Note;
    }
  }
  CHECK(parse >= 10);
  CHECK(errors >= 80);
  CHECK(warnings >= 1);
  CHECK(notes >= 2);
}

TEST_CASE("card checker: valid cards draw no diagnostic and compile to scripts the engine accepts", "[cardlang]") {
  const auto files = card_files("valid");
  REQUIRE(files.size() >= 3);
  int cards = 0;
  for (const auto& f : files) {
    const std::string text = read(f);
    INFO(f.filename().string());
    const Compilation c = dm::dsl::compile(text, f.string());
    CHECK(listing(c).empty());
    REQUIRE(c.ok());
    REQUIRE(c.cards.size() == c.file.cards.size());
    dm::script::Sandbox sb;
    for (const auto& card : c.cards) {
      INFO(card.name << "\n" << card.lua);
      dm::CardDef def;
      REQUIRE_NOTHROW(def = dm::read_card(sb, card.lua, card.id));
      CHECK(def.id == card.id);
      ++cards;
    }
  }
  CHECK(cards >= 16);
}

TEST_CASE("card checker: the starter sets written in the card language check without an error", "[cardlang]") {
  int files = 0;
  for (const auto& e : fs::recursive_directory_iterator(fs::path(DM_SOURCE_DIR) / "scripts" / "cards")) {
    if (e.path().extension() != ".card") continue;
    ++files;
    const Compilation c = dm::dsl::compile(read(e.path()), e.path().string(), false);
    std::string errors;
    for (const auto& d : c.diags.all())
      if (d.severity == Severity::Error) errors += dm::dsl::format(d, read(e.path()));
    INFO(e.path().string());
    CHECK(errors.empty());
    CHECK(c.file.cards.size() >= 1);
  }
  CHECK(files >= 1);
}

TEST_CASE("card checker: errors stop a file from compiling; warnings and notes do not", "[cardlang]") {
  const std::string warned = "\nset t\ncard 1 \"Hero\" \"One\"\n  character\n  cost 2 bolt\n  max 4\n"
                             "  faces bolt | bolt bolt | bolt bolt | 0/1/1* | 1/2/2 | 1/3/3\n"
                             "  when this blocks: lua [[ g.log(\"x\") ]] text \"When Hero blocks, nothing happens.\".\n";
  Compilation ok = dm::dsl::compile(warned, "test.card");
  CHECK(ok.diags.warnings() == 1);
  CHECK(ok.diags.errors() == 0);
  CHECK(ok.ok());
  CHECK(ok.cards.size() == 1);

  Compilation bad = dm::dsl::compile(warned + "  when this blocks: this gains overcrus.\n", "test.card");
  CHECK(bad.diags.errors() == 1);
  CHECK_FALSE(bad.ok());
  CHECK(bad.cards.empty());

  std::vector<dm::dsl::CompiledCard> out;
  std::vector<std::string> problems;
  CHECK_FALSE(dm::dsl::compile_text(warned + "  when this blocks: this gains overcrus.\n", "x.card", out, problems));
  CHECK(problems == std::vector<std::string>{"x.card:9:32: unknown keyword `overcrus`"});
  CHECK(out.empty());
}

TEST_CASE("card checker: a diagnostic shows its line, a caret under the spot and the hint", "[cardlang]") {
  const std::string text = hero("  when this attacks: this gains overcrus.\n");
  Compilation c = dm::dsl::compile(text, "cards/hero.card");
  REQUIRE(c.diags.all().size() == 1);
  CHECK(dm::dsl::format(c.diags.all().front(), text) ==
        "cards/hero.card:8:33: error: unknown keyword `overcrus`\n"
        " 8 |   when this attacks: this gains overcrus.\n"
        "   |                                 ^^^^^^^^\n"
        "   = help: did you mean `overcrush`?\n");
}

TEST_CASE("card checker: hostile input is refused with one error, never a crash or a hang", "[cardlang][sanitize]") {
  SECTION("not UTF-8") {
    CHECK(listing("\nset t \"Test\"\ncard 1 \"H\xff\"\n") ==
          "3:10: error: the file is not valid UTF-8 (byte 0xff)\n  help: save the file as UTF-8\n");
    CHECK(listing("# \xc0\xaf overlong\n") == "1:3: error: the file is not valid UTF-8 (byte 0xc0)\n  help: save the file as UTF-8\n");
    CHECK(listing("# cut short \xe2\x82") == "1:13: error: the file is not valid UTF-8 (byte 0xe2)\n  help: save the file as UTF-8\n");
  }
  SECTION("empty") {
    CHECK(listing("") == "1:1: error: the file is empty: expected `set` and `card` definitions\n");
    CHECK(listing(" \n\t\r\n") == "1:1: error: the file is empty: expected `set` and `card` definitions\n");
  }
  SECTION("over 4 MiB") {
    std::string big = "# " + std::string(dm::dsl::kMaxFileBytes, 'x') + "\n";
    CHECK(listing(big) == "1:1: error: file is too large (" + std::to_string(big.size()) +
                              " bytes; a card file may hold at most 4194304)\n");
    // Just under the limit is read, however long its one line.
    std::string under = "# " + std::string(dm::dsl::kMaxFileBytes - 3, 'x') + "\n";
    CHECK(listing(under).empty());
  }
  SECTION("a NUL byte") {
    CHECK(listing(std::string("\nset t \"Test\"\ncard 1 \"Hero\0\"\n", 28)) ==
          "3:13: error: the file holds a NUL byte; is it a text file?\n");
  }
  SECTION("parentheses nested 10000 deep in a condition") {
    // One error on the ability's line, wherever the nesting gave out.
    auto too_deep = [](const std::string& text) {
      Compilation c = dm::dsl::compile(text, "test.card", false);
      REQUIRE(c.diags.all().size() == 1);
      const auto& d = c.diags.all().front();
      CHECK(d.severity == Severity::Error);
      CHECK(d.message == "conditions nest too deeply");
      CHECK(d.pos.line == 8);
      // The card is kept with what parsed: its lines, not the ability.
      REQUIRE(c.file.cards.size() == 1);
      CHECK(c.file.cards.front().syntax_errors == 1);
      CHECK(c.file.cards.front().abilities.empty());
      CHECK(c.file.cards.front().faces.size() == 6);
    };
    auto start = std::chrono::steady_clock::now();
    too_deep(hero("  if " + repeat("(", 10000) + "underdog" + repeat(")", 10000) + ": this gets +1A.\n"));
    too_deep(hero("  when this blocks: if " + repeat("(", 10000) + "underdog, KO it.\n"));
    too_deep(hero("  if " + repeat("not ", 10000) + "underdog: this gets +1A.\n"));
    too_deep(hero("  when this blocks: if " + repeat("((this is blocked) and ", 5000) + "underdog, KO it.\n"));
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(20));
  }
  SECTION("an unterminated Lua block runs to the end of the file") {
    CHECK(listing(hero("  when this blocks: lua [[ g.log(\"x\")\n\n# nothing closes it\n")) ==
          "8:38: error: unterminated Lua block: expected the closing `]]`\n");
  }
  SECTION("long and repetitive lines") {
    CHECK(listing(hero("  faces " + repeat("bolt | ", 20000) + "bolt\n")) ==
          "8:3: error: `faces` is written twice (first on line 7)\n"
          "  help: keep one of the two lines\n"
          "8:3: error: a die has exactly six faces; this card lists 20001\n"
          "8:3: error: a character die needs at least one character face\n"
          "  help: write fielding/attack/defense, e.g. `1/2/2`\n");
    std::string many;
    for (int i = 1; i <= 2000; ++i)
      many += "card " + std::to_string(i) + " \"Hero\" \"" + std::to_string(i) + "\"\n  character\n  cost 2 bolt\n  max 4\n"
              "  faces bolt | bolt bolt | bolt bolt | 0/1/1 | 1/2/2 | 1/3/3\n  when this blocks: this gains overcrus.\n";
    Compilation c = dm::dsl::compile("\nset t\n" + many, "many.card", false);
    CHECK(c.file.cards.size() == 2000);
    CHECK(c.diags.errors() == 2000);  // every card's problem, not only the first
  }
}

TEST_CASE("card grammar: no rule can succeed without consuming input inside a repetition", "[cardlang]") {
  CHECK(tao::pegtl::analyze<dm::dsl::grammar::chunk>() == 0);
  CHECK(tao::pegtl::analyze<dm::dsl::grammar::prelude>() == 0);
}
