// docs/api.md shows the embedding example as it is: each block under a `<!-- path -->` marker
// is that file of the source tree, byte for byte.
#include <catch2/catch.hpp>

#include <string>

#include "tests/cli_support.hpp"

namespace {

// The fenced block that follows `<!-- path -->` in `doc`, without its fences.
std::string block_after(const std::string& doc, const std::string& path) {
  const auto marker = doc.find("<!-- " + path + " -->");
  if (marker == std::string::npos) return "(no block for " + path + ")";
  const auto open = doc.find("```", marker);
  const auto body = doc.find('\n', open) + 1;
  const auto close = doc.find("\n```", body - 1);
  return doc.substr(body, close + 1 - body);
}

}  // namespace

TEST_CASE("docs: api.md holds the embedding example and its CMakeLists.txt verbatim") {
  const std::string root = DM_SOURCE_DIR;
  const std::string doc = dm::test::slurp(root + "/docs/api.md");
  for (const char* file : {"examples/embed/main.cpp", "examples/embed/CMakeLists.txt"}) {
    INFO(file);
    const std::string text = dm::test::slurp(root + "/" + file);
    REQUIRE(!text.empty());
    REQUIRE(block_after(doc, file) == text);
  }
}
