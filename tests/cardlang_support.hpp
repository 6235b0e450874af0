#pragma once
// What the card-language output tests share (test_card_golden.cpp, test_card_render.cpp,
// test_card_svg.cpp, test_card_fmt.cpp): the folders of card files, reading them, diagnostics as
// text, and the head of a one-card file that a test finishes with its abilities.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "dsl/compile.hpp"

namespace dm::test::cardlang {

inline const std::filesystem::path kRoot = std::filesystem::path(DM_SOURCE_DIR);
inline const std::filesystem::path kGolden = kRoot / "tests" / "golden";

inline std::string read(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline std::vector<std::filesystem::path> card_files(const std::filesystem::path& dir, bool recursive) {
  std::vector<std::filesystem::path> out;
  if (!std::filesystem::exists(dir)) return out;
  if (recursive) {
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
      if (e.is_regular_file() && e.path().extension() == ".card") out.push_back(e.path());
  } else {
    for (const auto& e : std::filesystem::directory_iterator(dir))
      if (e.is_regular_file() && e.path().extension() == ".card") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

inline std::string diagnostics(const dm::dsl::Compilation& c) {
  std::string out;
  for (const auto& d : c.diags.all())
    out += std::to_string(d.pos.line) + ":" + std::to_string(d.pos.col) + ": " + d.message + "\n";
  return out;
}

// ---------------------------------------------------------------- one card, one ability
inline constexpr const char* kCharacterHead =
    "# test\n"
    "set tst \"Test\"\n"
    "card 1 \"Beast\" \"Tester\"\n"
    "  character\n"
    "  cost 2 mask\n"
    "  affiliation \"X-Men\"\n"
    "  max 4\n"
    "  faces mask | mask mask | mask mask | 0/1/2* | 0/2/3** | 1/2/4\n";

inline constexpr const char* kActionHead =
    "# test\n"
    "set tst \"Test\"\n"
    "card 2 \"Blast\"\n"
    "  basic action\n"
    "  cost 3\n"
    "  use 3\n"
    "  faces 2 | 2 | 2 | action | action* | action**\n";

}  // namespace dm::test::cardlang
