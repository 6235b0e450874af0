// libFuzzer target for the card language: any bytes through the whole front end. Card files
// come from designers and from the internet; none of them may crash, hang or exhaust the
// compiler. See docs/fuzzing.md for building and running it.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "dsl/compile.hpp"
#include "dsl/format.hpp"
#include "dsl/parser.hpp"
#include "dsl/render.hpp"

namespace {

// A broken promise of the formatter is a bug as real as a crash: stop here so libFuzzer keeps
// the input.
[[noreturn]] void broken(const char* what, const std::string& formatted) {
  std::fprintf(stderr, "fuzz_card_parser: %s\n--- formatted text ---\n%s\n--- end ---\n", what, formatted.c_str());
  std::abort();
}

// The script without its `--@` annotation lines: those map Lua written inside a card back to
// its line in the .card file, so they rightly move when the formatter moves lines.
std::string without_annotations(const std::string& lua) {
  std::string out;
  std::size_t at = 0;
  while (at < lua.size()) {
    std::size_t end = lua.find('\n', at);
    end = end == std::string::npos ? lua.size() : end + 1;
    std::size_t first = lua.find_first_not_of(" \t", at);
    if (first >= end || lua.compare(first, 3, "--@") != 0) out.append(lua, at, end - at);
    at = end;
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string path = "fuzz.card";
  dm::dsl::Compilation c = dm::dsl::compile(text, path);
  // Diagnostics point into the text; printing them walks it with their positions.
  for (const auto& d : c.diags.all()) (void)dm::dsl::format(d, text, (size & 1) != 0);
  if (!c.ok()) return 0;

  for (const auto& card : c.file.cards) {
    (void)dm::dsl::render_card(card);
    (void)dm::dsl::render_svg(card);
  }

  // Formatting a file that compiled must give text that parses to the same cards and compiles
  // to the same scripts (format.hpp's promise).
  std::string formatted = dm::dsl::format_file(c.file, text);
  dm::dsl::Diagnostics again(path);
  if (!dm::dsl::check_input(formatted, again)) broken("the formatted text is refused by check_input", formatted);
  dm::dsl::File reparsed = dm::dsl::parse(formatted, path, again);
  if (again.errors() > 0) broken("the formatted text has syntax errors", formatted);
  if (reparsed.cards.size() != c.file.cards.size()) broken("the formatted text holds a different number of cards", formatted);
  for (std::size_t i = 0; i < reparsed.cards.size(); ++i)
    if (reparsed.cards[i].full_id() != c.file.cards[i].full_id() || reparsed.cards[i].name() != c.file.cards[i].name())
      broken("a card changed its id or name when formatted", formatted);
  if (dm::dsl::format_file(reparsed, formatted) != formatted) broken("formatting twice changed the text again", formatted);
  // Layout only: the same path gives the same script header, so the Lua must match, line marks aside.
  dm::dsl::Compilation after = dm::dsl::compile(formatted, path);
  if (!after.ok()) broken("the formatted text does not compile", formatted);
  if (after.cards.size() != c.cards.size()) broken("the formatted text compiles to a different number of cards", formatted);
  for (std::size_t i = 0; i < after.cards.size(); ++i)
    if (without_annotations(after.cards[i].lua) != without_annotations(c.cards[i].lua)) broken("a card compiles to different Lua once formatted", formatted);
  return 0;
}
