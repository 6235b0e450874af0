#include "dsl/diagnostic.hpp"

#include "dm/text.hpp"

#include <algorithm>
#include <cctype>

namespace dm::dsl {

void Diagnostics::add(Severity s, Pos p, std::string msg, std::string hint) {
  list_.push_back({s, file_, p, std::move(msg), std::move(hint)});
}

int Diagnostics::errors() const {
  return static_cast<int>(std::count_if(list_.begin(), list_.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; }));
}
int Diagnostics::warnings() const {
  return static_cast<int>(std::count_if(list_.begin(), list_.end(), [](const Diagnostic& d) { return d.severity == Severity::Warning; }));
}

void Diagnostics::sort() {
  std::stable_sort(list_.begin(), list_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.col < b.pos.col;
  });
}

const std::vector<std::string>& warning_names() {
  static const std::vector<std::string> v{"unused-burst", "never-triggers", "weaker-level",        "free-card",
                                          "empty-face",   "lua-without-text", "keyword-without-text"};
  return v;
}

std::string_view to_string(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "error";
}

namespace {

// Characters (not bytes) in s[0, n): UTF-8 continuation bytes don't start a character.
int width(std::string_view s) {
  int w = 0;
  for (char c : s)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++w;
  return w;
}

}  // namespace

namespace {
// A message quoting a huge token is cut short: its start says enough.
std::string clipped(const std::string& s) {
  constexpr std::size_t kMax = 1000;
  if (s.size() <= kMax) return s;
  std::size_t cut = kMax;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return s.substr(0, cut) + "... (" + std::to_string(s.size()) + " bytes)";
}
}  // namespace

std::string format(const Diagnostic& d, std::string_view source, bool color) {
  const char* sev_color = d.severity == Severity::Error ? "\x1b[1;31m" : d.severity == Severity::Warning ? "\x1b[1;33m" : "\x1b[1;36m";
  auto paint = [&](const std::string& s, const char* c) { return color ? std::string(c) + s + "\x1b[0m" : s; };
  // The file's name, the message and the quoted line may hold bytes the file was refused for:
  // escaped, so that a terminal never acts on them.
  std::string out = paint(printable_line(d.file) + ":" + std::to_string(d.pos.line) + ":" + std::to_string(d.pos.col) + ":", "\x1b[1m") + " " +
                    paint(std::string(to_string(d.severity)) + ":", sev_color) + " " + printable(clipped(d.message)) +
                    (d.name.empty() ? "" : " [" + d.name + "]") + "\n";
  if (d.pos.line > 0 && d.pos.byte <= source.size()) {
    std::size_t ls = source.rfind('\n', d.pos.byte ? d.pos.byte - 1 : 0);
    ls = (ls == std::string_view::npos || d.pos.byte == 0) ? 0 : ls + 1;
    if (d.pos.byte > 0 && source[d.pos.byte - 1] == '\n') ls = d.pos.byte;
    std::size_t le = source.find('\n', ls);
    if (le == std::string_view::npos) le = source.size();
    std::string_view line = source.substr(ls, le - ls);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    std::string num = std::to_string(d.pos.line);
    std::string gutter(num.size(), ' ');
    // A long line is quoted only around the column (a one-line file of megabytes would flood
    // the terminal once for every diagnostic), cut at character boundaries.
    constexpr std::size_t kQuoteBytes = 160, kBeforeColumn = 60;
    std::size_t upto = std::min(d.pos.byte - ls, line.size());
    std::size_t from = 0, to = line.size();
    if (line.size() > kQuoteBytes) {
      auto boundary = [&](std::size_t i) {
        while (i > 0 && i < line.size() && (static_cast<unsigned char>(line[i]) & 0xC0) == 0x80) --i;
        return i;
      };
      from = boundary(upto > kBeforeColumn ? upto - kBeforeColumn : 0);
      to = std::min(line.size(), from + kQuoteBytes);
      if (to < line.size()) to = boundary(to);
    }
    const std::string lead = from > 0 ? "..." : "";
    out += " " + num + " | " + lead + printable(line.substr(from, to - from)) + (to < line.size() ? "..." : "") + "\n";
    // Keep tabs so the caret lines up under tabbed text.
    std::string pad;
    const std::string before = lead + printable(line.substr(from, upto - from));
    for (std::size_t k = 0; k < before.size(); ++k) {
      unsigned char c = static_cast<unsigned char>(before[k]);
      if ((c & 0xC0) == 0x80) continue;
      pad += c == '\t' ? '\t' : ' ';
    }
    std::size_t span_end = std::min(upto + static_cast<std::size_t>(std::max(d.pos.len, 1)), to);
    int carets = std::max(1, width(line.substr(upto, span_end > upto ? span_end - upto : 0)));
    out += " " + gutter + " | " + pad + paint(std::string(static_cast<std::size_t>(carets), '^'), sev_color) + "\n";
  }
  if (!d.hint.empty()) out += " " + std::string(std::to_string(d.pos.line).size(), ' ') + " = help: " + printable(d.hint) + "\n";
  return out;
}


std::string nearest(std::string_view word, const std::vector<std::string>& vocabulary) {
  // The near-miss search every hint of the engine uses (dm/text.hpp).
  const int i = word.empty() ? -1 : nearest_name(word, vocabulary);
  return i < 0 ? std::string() : vocabulary[static_cast<std::size_t>(i)];
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& vocabulary) {
  std::string n = nearest(word, vocabulary);
  return n.empty() ? std::string() : "did you mean `" + n + "`?";
}

}  // namespace dm::dsl
