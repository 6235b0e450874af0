#include "dm/text.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <vector>

namespace dm {

namespace {

// Bytes of the valid UTF-8 sequence starting at `i` (1 to 4), or 0 when there is none: no
// overlong forms, no surrogates, nothing past U+10FFFF.
std::size_t sequence_length(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  if (c < 0x80) return 1;
  const std::size_t n = (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((b(i + k) >> 6) != 0x2) return 0;
  if (n == 2 && c < 0xC2) return 0;
  if (n == 3 && ((c == 0xE0 && b(i + 1) < 0xA0) || (c == 0xED && b(i + 1) >= 0xA0))) return 0;
  if (n == 4 && (c > 0xF4 || (c == 0xF0 && b(i + 1) < 0x90) || (c == 0xF4 && b(i + 1) >= 0x90))) return 0;
  return n;
}

std::string hex_byte(unsigned char c) {
  const char* digits = "0123456789abcdef";
  return std::string("\\x") + digits[c >> 4] + digits[c & 15];
}

bool is_control(unsigned char c) { return c < 0x20 || c == 0x7f; }

// U+0080 to U+009F, the C1 controls: some terminals read U+009B as the start of an escape.
bool is_c1_at(std::string_view s, std::size_t i) {
  return i + 1 < s.size() && static_cast<unsigned char>(s[i]) == 0xC2 && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
         static_cast<unsigned char>(s[i + 1]) <= 0x9F;
}

std::string escaped(std::string_view text, std::string_view keep) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t n = sequence_length(text, i);
    if (n == 0 || (n == 1 && is_control(c) && keep.find(static_cast<char>(c)) == std::string_view::npos)) {
      out += hex_byte(c);
      ++i;
    } else if (is_c1_at(text, i)) {
      out += hex_byte(c) + hex_byte(static_cast<unsigned char>(text[i + 1]));
      i += 2;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
  return out;
}

}  // namespace

std::string Utf8Error::text() const { return "not valid UTF-8 (byte " + hex_byte(byte).replace(0, 2, "0x") + ")"; }

std::optional<Utf8Error> find_invalid_utf8(std::string_view text) {
  int line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = sequence_length(text, i);
    if (n == 0) return Utf8Error{line, static_cast<int>(i - line_start) + 1, static_cast<unsigned char>(text[i])};
    if (text[i] == '\n') ++line, line_start = i + 1;
    i += n;
  }
  return std::nullopt;
}

long find_control(std::string_view text, std::string_view allowed) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (is_control(static_cast<unsigned char>(text[i])) && allowed.find(text[i]) == std::string_view::npos)
      return static_cast<long>(i);
    if (is_c1_at(text, i)) return static_cast<long>(i);
  }
  return -1;
}

std::string name_problem(std::string_view text) {
  if (const auto bad = find_invalid_utf8(text)) return bad->text();
  const long at = find_control(text);
  if (at >= 0) return "a control character (byte " + hex_byte(static_cast<unsigned char>(text[static_cast<std::size_t>(at)])).replace(0, 2, "0x") + ")";
  return "";
}

std::string_view utf8_prefix(std::string_view text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return text;
  std::size_t end = 0;
  while (end < text.size()) {
    const std::size_t n = std::max<std::size_t>(1, sequence_length(text, end));
    if (end + n > max_bytes) break;
    end += n;
  }
  return text.substr(0, end);
}

std::string printable(std::string_view text) { return escaped(text, "\n\t"); }
std::string printable_line(std::string_view text) { return escaped(text, {}); }

std::string markup_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      case '\n': out += ' '; break;
      default:
        if (static_cast<unsigned char>(c) >= 0x20 || c == '\t') out += c;
    }
  }
  return out;
}

std::size_t edit_distance(std::string_view a, std::string_view b, bool fold_case, std::size_t limit) {
  auto same = [fold_case](char x, char y) {
    return fold_case ? std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y)) : x == y;
  };
  if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > limit) return limit + 1;
  // Three rows of the table: the one before the last is what an adjacent swap reads.
  std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    std::size_t best = cur[0];
    for (std::size_t j = 1; j <= b.size(); ++j) {
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1)});
      if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1])) cur[j] = std::min(cur[j], before[j - 2] + 1);
      best = std::min(best, cur[j]);
    }
    // Every later row is at least this row's best: a long hostile word costs no more than a short one.
    if (best > limit) return limit + 1;
    before.swap(prev);
    prev.swap(cur);
  }
  return prev[b.size()];
}

namespace {

// Cells of edit tables every search of the process has paid for: past kNearMissTotalCells no
// search runs, so a file of a million misspelt names costs no more than a few of them.
std::atomic<std::uint64_t> g_near_miss_cells{0};

}  // namespace

std::uint64_t near_miss_cells() { return g_near_miss_cells.load(std::memory_order_relaxed); }

int nearest_name(std::string_view word, const std::vector<std::string>& names) {
  // Names are short: two edits away ("lives" for "life") is still a near miss, but a word of
  // three letters or fewer is one edit from a slip, or any short name would do. A word far
  // longer than any name (a hostile line) is never compared letter by letter.
  if (word.size() > kNearMissMaxBytes || g_near_miss_cells.load(std::memory_order_relaxed) >= kNearMissTotalCells) return -1;
  int best = -1;
  std::size_t best_d = (word.size() <= 3 ? 1 : std::max<std::size_t>(2, word.size() / 3)) + 1;
  // Each pair compared is paid for as its whole table, though the search usually stops early.
  std::uint64_t spent = 0;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string& n = names[i];
    const std::size_t gap = word.size() > n.size() ? word.size() - n.size() : n.size() - word.size();
    if (gap >= best_d || n.size() > kNearMissMaxBytes) continue;
    const std::uint64_t cost = static_cast<std::uint64_t>(word.size() + 1) * (n.size() + 1);
    if (spent + cost > kNearMissSearchCells) break;  // the nearest of the names looked at so far
    spent += cost;
    const std::size_t d = edit_distance(word, n, /*fold_case=*/true, best_d);
    if (d == 0) {
      best = -1;  // the word is one of the names: the problem is elsewhere
      break;
    }
    if (d < best_d) {
      best_d = d;
      best = static_cast<int>(i);
    }
  }
  g_near_miss_cells.fetch_add(spent, std::memory_order_relaxed);
  return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& names) {
  const int i = nearest_name(word, names);
  return i < 0 ? "" : "did you mean '" + names[static_cast<std::size_t>(i)] + "'?";
}

}  // namespace dm
