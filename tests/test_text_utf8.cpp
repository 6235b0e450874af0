// Text from scripts checked and cut without breaking a character (include/dm/text.hpp).
#include <catch2/catch.hpp>
#include <string>

#include "dm/text.hpp"

TEST_CASE("utf8_prefix: text is cut between characters, never inside one") {
  const std::string e_acute = "\xC3\xA9";           // two bytes
  const std::string euro = "\xE2\x82\xAC";          // three
  const std::string clef = "\xF0\x9D\x84\x9E";      // four
  CHECK(dm::utf8_prefix("abc", 10) == "abc");
  CHECK(dm::utf8_prefix("abc", 2) == "ab");
  CHECK(dm::utf8_prefix("a" + e_acute, 2) == "a");
  CHECK(dm::utf8_prefix("a" + e_acute, 3) == "a" + e_acute);
  CHECK(dm::utf8_prefix(euro + euro, 5) == euro);
  CHECK(dm::utf8_prefix(clef + "x", 3).empty());
  CHECK(dm::utf8_prefix(clef + "x", 4) == clef);
  // Two hundred bytes of two-byte letters after one ASCII letter: the cut at 200 would split one.
  std::string detail = "[";
  for (int i = 0; i < 150; ++i) detail += e_acute;
  const std::string_view cut = dm::utf8_prefix(detail, 200);
  CHECK(cut.size() == 199);
  CHECK(!dm::find_invalid_utf8(cut));
  // A byte that is not UTF-8 counts as one character: it is kept whole, never waited on.
  CHECK(dm::utf8_prefix("ab\xFF" "cd", 4) == "ab\xFF" "c");
}

TEST_CASE("name_problem: a name is UTF-8 without control characters") {
  CHECK(dm::name_problem("Dragon Slayer").empty());
  CHECK(dm::name_problem("Caf\xC3\xA9").empty());
  CHECK(dm::name_problem("Br\xFFte") == "not valid UTF-8 (byte 0xff)");
  CHECK(dm::name_problem("a\x1b[31m") == "a control character (byte 0x1b)");
  CHECK(dm::name_problem("a\nb") == "a control character (byte 0x0a)");
  CHECK(dm::name_problem("\xC2\x9B" "x") == "a control character (byte 0xc2)");
}
