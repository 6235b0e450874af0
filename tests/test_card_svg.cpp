// The card face drawn as SVG: well-formed XML for every card, with the title, Max or Use, and six
// faces; and the small XML checker that says so.
#include <catch2/catch.hpp>
#include <cctype>

#include "dsl/render.hpp"
#include "tests/cardlang_support.hpp"

namespace dsl = dm::dsl;
using namespace dm::test::cardlang;

namespace {

bool entity_at(const std::string& s, std::size_t i) {
  static const char* names[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
  for (const char* n : names)
    if (s.compare(i, std::char_traits<char>::length(n), n) == 0) return true;
  if (s.compare(i, 2, "&#") == 0) return s.find(';', i) != std::string::npos;
  return false;
}

// The first reason the text is not well-formed XML, or "" when it is: tags balanced and
// properly nested, one root, attributes quoted, `<` and `&` escaped wherever text goes.
std::string xml_problem(const std::string& s) {
  std::vector<std::string> open;
  int roots = 0;
  std::size_t i = 0;
  while (i < s.size()) {
    char c = s[i];
    if (c == '&') {
      if (!entity_at(s, i)) return "bare & at byte " + std::to_string(i);
      ++i;
      continue;
    }
    if (c != '<') {
      if (open.empty() && c != '\n' && c != ' ') return "text outside the root at byte " + std::to_string(i);
      ++i;
      continue;
    }
    if (s.compare(i, 2, "<?") == 0) {
      auto e = s.find("?>", i);
      if (e == std::string::npos) return "unclosed <?";
      i = e + 2;
      continue;
    }
    if (s.compare(i, 4, "<!--") == 0) {
      auto e = s.find("-->", i);
      if (e == std::string::npos) return "unclosed comment";
      i = e + 3;
      continue;
    }
    bool closing = s.compare(i, 2, "</") == 0;
    std::size_t j = i + (closing ? 2 : 1);
    std::size_t name_start = j;
    while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '-' || s[j] == ':' || s[j] == '_')) ++j;
    std::string name = s.substr(name_start, j - name_start);
    if (name.empty()) return "tag without a name at byte " + std::to_string(i);
    if (closing) {
      if (j >= s.size() || s[j] != '>') return "bad closing tag " + name;
      if (open.empty() || open.back() != name) return "closing tag " + name + " does not match";
      open.pop_back();
      i = j + 1;
      continue;
    }
    if (open.empty() && ++roots > 1) return "more than one root element";
    bool self_closing = false;
    for (;;) {
      while (j < s.size() && std::isspace(static_cast<unsigned char>(s[j]))) ++j;
      if (j >= s.size()) return "unclosed tag " + name;
      if (s[j] == '>') break;
      if (s.compare(j, 2, "/>") == 0) {
        self_closing = true;
        ++j;
        break;
      }
      std::size_t a = j;
      while (j < s.size() && s[j] != '=' && !std::isspace(static_cast<unsigned char>(s[j])) && s[j] != '>') ++j;
      if (j == a || j + 1 >= s.size() || s[j] != '=' || s[j + 1] != '"') return "attribute without a quoted value in " + name;
      std::size_t v = j + 2;
      std::size_t e = s.find('"', v);
      if (e == std::string::npos) return "unterminated attribute in " + name;
      for (std::size_t k = v; k < e; ++k) {
        if (s[k] == '<') return "< inside an attribute of " + name;
        if (s[k] == '&' && !entity_at(s, k)) return "bare & inside an attribute of " + name;
      }
      j = e + 1;
    }
    if (!self_closing) open.push_back(name);
    i = j + 1;
  }
  if (!open.empty()) return "unclosed element " + open.back();
  if (roots != 1) return "no root element";
  return {};
}

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + what.size())) ++n;
  return n;
}

}  // namespace

TEST_CASE("render_svg: a well-formed card face with title, Max and six faces", "[cardlang]") {
  std::string text =
      "# test\nset tst\n"
      "card 9 \"Tom & Jerry <\\\"Cat\\\">\" \"Cat & Mouse\"\n"
      "  character\n  cost 3 fist\n  affiliation \"Looney & Co\"\n  max 4\n"
      "  faces fist | fist fist | 2 | 1/2/3* | 2/3/4** | 3/5/5\n\n"
      "  when this blocks: this gets +1A.\n  *: this gets +2A instead.\n";
  dsl::Compilation c = dsl::compile(text, "svg.card");
  INFO(diagnostics(c));
  REQUIRE(c.ok());
  std::string svg = dsl::render_svg(c.file.cards[0]);
  CHECK(xml_problem(svg).empty());
  INFO(xml_problem(svg));
  CHECK(svg.find("Tom &amp; Jerry &lt;&quot;Cat&quot;&gt;") != std::string::npos);
  CHECK(svg.find("Cat &amp; Mouse") != std::string::npos);
  CHECK(svg.find("Looney &amp; Co") != std::string::npos);
  CHECK(svg.find("Max 4") != std::string::npos);
  CHECK(count(svg, "class=\"face\"") == 6);
  // Energy is drawn as its symbol, never written as a word: the cost's type and each energy face.
  CHECK(svg.find(">fist</text>") == std::string::npos);
  CHECK(count(svg, "class=\"energy fist\"") == 4);
  CHECK(svg.find(">L3</text>") != std::string::npos);
  CHECK(svg.find("\xE2\x98\x85\xE2\x98\x85</text>") != std::string::npos);  // two burst stars
  CHECK(svg.find("When Tom") != std::string::npos);
  CHECK(dsl::render_svg(c.file.cards[0]) == svg);  // the same card gives the same bytes

  SECTION("an action card shows Use and its action faces") {
    dsl::Compilation a = dsl::compile(std::string(kActionHead) + "deal 1 damage to target character.\n", "a.card");
    REQUIRE(a.ok());
    std::string s = dsl::render_svg(a.file.cards[0]);
    CHECK(xml_problem(s).empty());
    CHECK(s.find("Use 3") != std::string::npos);
    CHECK(count(s, ">ACTION</text>") == 3);
    CHECK(count(s, "class=\"face\"") == 6);
  }
  SECTION("every golden card draws well-formed") {
    for (const auto& in : card_files(kGolden, false)) {
      dsl::Compilation g = dsl::compile(read(in), in.string(), false);
      for (const auto& card : g.file.cards) {
        std::string s = dsl::render_svg(card);
        INFO(card.name() << ": " << xml_problem(s));
        CHECK(xml_problem(s).empty());
        CHECK(count(s, "class=\"face\"") == 6);
      }
    }
  }
}

TEST_CASE("render_sheet: every card of a set on one well-formed sheet", "[cardlang]") {
  dsl::Compilation c = dsl::compile(read(kRoot / "scripts" / "cards" / "avx" / "avx.card"), "avx.card", false);
  REQUIRE(c.ok());
  std::vector<const dsl::Card*> cards;
  for (const auto& card : c.file.cards) cards.push_back(&card);
  std::string sheet = dsl::render_sheet(cards);
  INFO(xml_problem(sheet));
  CHECK(xml_problem(sheet).empty());
  CHECK(count(sheet, "class=\"card\"") == cards.size());
  CHECK(count(sheet, "class=\"face\"") == 6 * cards.size());
  CHECK(count(sheet, "<?xml") == 1);
  for (const char* e : {"fist", "bolt", "mask", "shield"}) CHECK(sheet.find(std::string("class=\"energy ") + e + "\"") != std::string::npos);
}

TEST_CASE("xml_problem finds what is not well formed", "[cardlang]") {
  CHECK(xml_problem("<svg><text>a &amp; b</text></svg>").empty());
  CHECK_FALSE(xml_problem("<svg><text>a & b</text></svg>").empty());
  CHECK_FALSE(xml_problem("<svg><text>a</svg>").empty());
  CHECK_FALSE(xml_problem("<svg><text a=\"<\">x</text></svg>").empty());
  CHECK_FALSE(xml_problem("<svg/><svg/>").empty());
}
