// Whole numbers on the command line: digits only, within range, no wrap-around.
#include <catch2/catch.hpp>

#include "tools/common/args.hpp"

using dm::tools::parse_whole;

TEST_CASE("tool args: parse_whole takes digits within the range and says why it refuses the rest", "[args]") {
  std::string why;
  CHECK(parse_whole("0", 0, UINT64_MAX, why) == 0u);
  CHECK(parse_whole("00012", 0, 100, why) == 12u);
  CHECK(parse_whole("18446744073709551615", 0, UINT64_MAX, why) == UINT64_MAX);

  CHECK_FALSE(parse_whole("18446744073709551616", 0, UINT64_MAX, why));
  CHECK(why == "too large: takes a whole number from 0 to 18446744073709551615");
  CHECK_FALSE(parse_whole("100000000000000000000000", 0, UINT64_MAX, why));
  CHECK(why.rfind("too large", 0) == 0);
  CHECK_FALSE(parse_whole("-1", 0, UINT64_MAX, why));
  CHECK(why.rfind("negative", 0) == 0);
  CHECK_FALSE(parse_whole("0", 1, 256, why));
  CHECK(why == "too small: takes a whole number from 1 to 256");
  CHECK_FALSE(parse_whole("257", 1, 256, why));
  CHECK(why == "too large: takes a whole number from 1 to 256");
  for (const char* junk : {"", "+1", " 1", "1 ", "1e5", "0x10", "1.0", "12abc", "-0"}) {
    INFO("'" << junk << "'");
    CHECK_FALSE(parse_whole(junk, 0, UINT64_MAX, why));
  }
}
