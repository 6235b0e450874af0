#pragma once
// Text from outside (card strings, names, paths) checked for UTF-8 and made safe to print: a
// terminal must never receive a control character it would act on.
#include <optional>
#include <cstdint>
#include <string>
#include <cstddef>
#include <string_view>
#include <vector>

namespace dm {

// Where text stops being UTF-8: its line and column (1-based; columns count bytes) and the
// offending byte.
struct Utf8Error {
  int line = 1, col = 1;
  unsigned char byte = 0;
  std::string text() const;  // "not valid UTF-8 (byte 0xff)"
};
std::optional<Utf8Error> find_invalid_utf8(std::string_view text);

// The byte offset of the first control character (below 0x20, 0x7f, or a C1 control U+0080 to
// U+009F written in UTF-8) other than the ones `allowed` lists, or -1.
long find_control(std::string_view text, std::string_view allowed = {});

// What is wrong with a one-line name or label read from a script: "" when it is UTF-8 without
// control characters, else why not ("not valid UTF-8 (byte 0xff)", "a control character (byte
// 0x1b)"), for an error that names the file and line.
std::string name_problem(std::string_view text);

// The longest start of `text` of at most `max_bytes` bytes that ends between two characters:
// text cut to a size never ends in part of one (an invalid byte counts as one character).
std::string_view utf8_prefix(std::string_view text, std::size_t max_bytes);

// `text` with every control character (C1 ones too) except newline and tab, and every byte
// that isn't part of valid UTF-8, written as \xNN: what human-readable output prints of text it didn't write.
std::string printable(std::string_view text);

// Like printable, but a newline and a tab are escaped too: for one-line fields.
std::string printable_line(std::string_view text);

// `text` safe inside XML, SVG and HTML, in element content and quoted attributes alike:
// & < > " ' escaped, a newline as a space (one-line labels), and other control bytes dropped,
// as XML 1.0 allows them not even escaped.
std::string markup_escape(std::string_view text);

// How many single-byte insertions, deletions, substitutions and swaps of two neighbours turn
// `a` into `b` ("fsit" is one edit from "fist"), for "did you mean" hints; `fold_case` compares
// ASCII letters without case. Once the answer must exceed `limit` it stops and returns limit + 1.
std::size_t edit_distance(std::string_view a, std::string_view b, bool fold_case = false,
                          std::size_t limit = static_cast<std::size_t>(-1) / 2);

// The one near-miss search every hint uses: the index of the name in `names` nearest `word`
// (ASCII case folded), when it is close enough to be a slip: at most max(2, size/3) edits (one
// for a word of three letters or fewer), the nearer first. -1 when none is, or when `word` is
// one of the names.
//
// Its work is bounded, so that hints never cost more than the input they are about: a word
// longer than kNearMissMaxBytes gets none and a name longer than that is never compared; one
// search pays for at most kNearMissSearchCells cells of edit tables (each pair compared costs
// its whole table, (|word| + 1) x (|name| + 1)) and answers with the nearest of the names it
// could look at; and once the process's searches together have paid kNearMissTotalCells,
// none is made any more (no hint).
constexpr std::size_t kNearMissMaxBytes = 200;
constexpr std::uint64_t kNearMissSearchCells = 4'000'000;
constexpr std::uint64_t kNearMissTotalCells = 2'000'000'000;
int nearest_name(std::string_view word, const std::vector<std::string>& names);
// The cells every near-miss search of the process has paid for so far.
std::uint64_t near_miss_cells();
// "did you mean 'x'?" for that name, "" when there is none.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& names);

}  // namespace dm
