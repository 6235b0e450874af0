// The card language's output against golden files: compiled Lua, `cardc render` text and
// `cardc fmt` layout.
//
// Golden files: each tests/golden/NAME.card is compiled, rendered and formatted, and the results
// are compared with NAME.lua.golden (the Lua of every card, in order), NAME.txt.golden
// (render_card of every card) and NAME.fmt.golden (format_file). When a change to the output is
// intended, run the tests with DM_UPDATE_GOLDEN=1 in the environment to rewrite the golden files
// from the current output, then read the diff before committing it:
//
//   DM_UPDATE_GOLDEN=1 build/bin/dm_tests "[golden]"
#include <catch2/catch.hpp>
#include <cctype>
#include <cstdlib>
#include <functional>
#include <set>

#include "dsl/format.hpp"
#include "dsl/render.hpp"
#include "tests/cardlang_support.hpp"

namespace fs = std::filesystem;
namespace dsl = dm::dsl;
using namespace dm::test::cardlang;

namespace {

bool updating() {
  const char* v = std::getenv("DM_UPDATE_GOLDEN");
  return v && std::string(v) == "1";
}

void compare_with_golden(const fs::path& golden, const std::string& actual) {
  if (updating()) {
    std::ofstream(golden, std::ios::binary) << actual;
    WARN("rewrote " << golden.filename().string());
    return;
  }
  INFO("golden file " << golden.string() << " (DM_UPDATE_GOLDEN=1 rewrites it)");
  REQUIRE(fs::exists(golden));
  CHECK(read(golden) == actual);
}

}  // namespace

TEST_CASE("golden: compiled Lua, rendered text and formatted source", "[cardlang][golden]") {
  auto inputs = card_files(kGolden, false);
  REQUIRE(inputs.size() >= 3);
  for (const auto& in : inputs) {
    std::string text = read(in);
    std::string path = "tests/golden/" + in.filename().string();
    dsl::Compilation c = dsl::compile(text, path);
    INFO(path << "\n" << diagnostics(c));
    REQUIRE(c.ok());
    REQUIRE(c.cards.size() == c.file.cards.size());
    std::string lua, txt;
    for (std::size_t i = 0; i < c.cards.size(); ++i) {
      lua += (i ? "\n" : "") + c.cards[i].lua;
      txt += (i ? "\n" : "") + dsl::render_card(c.file.cards[i]);
    }
    fs::path stem = in;
    stem.replace_extension();
    compare_with_golden(stem.string() + ".lua.golden", lua);
    compare_with_golden(stem.string() + ".txt.golden", txt);
    compare_with_golden(stem.string() + ".fmt.golden", dsl::format_file(c.file, text));
  }
}

TEST_CASE("golden inputs cover every statement, condition, selector and filter", "[cardlang][golden]") {
  std::set<int> stmts, conds, sels, filters;
  std::function<void(const dsl::Selector&)> sel = [&](const dsl::Selector& s) {
    sels.insert(static_cast<int>(s.kind));
    for (const auto& f : s.filters) filters.insert(static_cast<int>(f.kind));
  };
  std::function<void(const dsl::Cond&)> cond = [&](const dsl::Cond& c) {
    conds.insert(static_cast<int>(c.kind));
    if (c.sel) sel(*c.sel);
    for (const auto& k : c.kids) cond(k);
  };
  std::function<void(const dsl::Stmt&)> stmt = [&](const dsl::Stmt& s) {
    stmts.insert(static_cast<int>(s.kind));
    if (s.sel) sel(*s.sel);
    if (s.other) sel(*s.other);
    if (s.amount.each) sel(*s.amount.each);
    if (s.cond) cond(*s.cond);
    for (const auto& k : s.then) stmt(k);
    for (const auto& k : s.otherwise) stmt(k);
  };
  for (const auto& in : card_files(kGolden, false)) {
    dsl::Compilation c = dsl::compile(read(in), in.string(), false);
    for (const auto& card : c.file.cards)
      for (const auto& a : card.abilities) {
        if (a.sacrifice) sel(*a.sacrifice);
        for (const auto& k : a.conditions) cond(k);
        for (const auto& s : a.body) stmt(s);
      }
  }
  for (int k = 0; k <= static_cast<int>(dsl::Stmt::Kind::Protect); ++k) CHECK(stmts.count(k));
  for (int k = 0; k <= static_cast<int>(dsl::Cond::Kind::Lua); ++k) CHECK(conds.count(k));
  for (int k = 0; k <= static_cast<int>(dsl::Selector::Kind::First); ++k) CHECK(sels.count(k));
  // Unknown is the checker's business: a file with an unknown filter word does not compile.
  for (int k = 0; k < static_cast<int>(dsl::Filter::Kind::Unknown); ++k) CHECK(filters.count(k));
}

TEST_CASE("every golden ability reads as English", "[cardlang][golden]") {
  for (const auto& in : card_files(kGolden, false)) {
    dsl::Compilation c = dsl::compile(read(in), in.string(), false);
    for (const auto& card : c.file.cards)
      for (const auto& a : card.abilities) {
        std::string t = dsl::render_ability(card, a);
        INFO(card.name() << ": " << a.source << " -> " << t);
        REQUIRE(!t.empty());
        CHECK((std::isupper(static_cast<unsigned char>(t[0])) || t[0] == '*' || t[0] == '['));
        CHECK(t.back() == '.');
        CHECK(t.find("[?]") == std::string::npos);
        CHECK(t.find("  ") == std::string::npos);
      }
  }
}
