// A Liar's Dice format's text is UTF-8 or refused (docs/limits.md, "Liar's Dice formats"): in
// the script's bytes at their line, and however a name or description was written.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "engine/liars/liars.hpp"

using namespace dm::liars;

namespace {

// The error loading a format of this text gives ("" when it loads).
std::string error_of(const std::string& text) {
  const auto dir = std::filesystem::temp_directory_path() / ("dm-liars-text-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "f.lua").string();
  std::ofstream(path) << text;
  std::string why;
  try {
    load_format(path, {});
  } catch (const std::runtime_error& e) {
    why = e.what();
  }
  std::filesystem::remove_all(dir);
  return why;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("Liar's Dice: a format's text is UTF-8 or refused", "[liars][format]") {
  CHECK(error_of("return {\n  game = \"liars-dice\",\n  name = \"ok\",\n}\n").empty());
  SECTION("a byte that is not UTF-8 in the script, named at its line") {
    CHECK(has(error_of("return {\n  game = \"liars-dice\",\n  name = \"caf\xE9\",\n}\n"), "f.lua:3: not valid UTF-8 (byte 0xe9) at column 14"));
  }
  SECTION("a name written with an escape") {
    CHECK(has(error_of("return {\n  game = \"liars-dice\",\n  name = \"caf\\233\",\n}\n"), "'name' is not printable text: not valid UTF-8 (byte 0xe9)"));
  }
  SECTION("an option's text written with an escape") {
    CHECK(has(error_of("return {\n  game = \"liars-dice\",\n  players = option(\"players\", 2, { min = 2, max = 6, text = \"p\\255\" }),\n}\n"),
              "f.lua:3: option 'players': its name and text are UTF-8 without control characters (not valid UTF-8 (byte 0xff))"));
  }
  SECTION("a description that would drive the terminal") {
    CHECK(has(error_of("return { game = \"liars-dice\", description = \"x\\27[2J\" }\n"),
              "'description' is not printable text: a control character (byte 0x1b)"));
  }
}
