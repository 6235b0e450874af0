#include "engine/records/json_where.hpp"

namespace dm::replay {

namespace {

// A scanner over text already known to be valid JSON: it only needs to skip values.
struct Scan {
  std::string_view t;
  std::size_t i = 0;
  void ws() {
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) ++i;
  }
  // A string's raw text between its quotes (escapes left as written).
  std::string_view string() {
    const std::size_t start = ++i;
    while (i < t.size() && t[i] != '"') i += t[i] == '\\' ? 2 : 1;
    const std::string_view s = t.substr(start, (i < t.size() ? i : t.size()) - start);
    if (i < t.size()) ++i;
    return s;
  }
  // Skips one value; nesting is followed with a counter, never by recursion.
  void skip() {
    ws();
    int depth = 0;
    do {
      if (i >= t.size()) return;
      const char c = t[i];
      if (c == '"') {
        string();
      } else if (c == '{' || c == '[') {
        ++depth;
        ++i;
      } else if (c == '}' || c == ']') {
        --depth;
        ++i;
      } else if (depth == 0) {
        while (i < t.size() && t[i] != ',' && t[i] != '}' && t[i] != ']' && t[i] != ' ') ++i;
      } else {
        ++i;
      }
      ws();
    } while (depth > 0);
  }
};

}  // namespace

std::size_t json_offset(std::string_view text, const std::vector<PathPart>& path) {
  Scan s{text};
  s.ws();
  std::size_t found = s.i;
  for (const auto& part : path) {
    if (s.i >= text.size()) return found;
    const char open = text[s.i];
    if (const auto* key = std::get_if<std::string>(&part)) {
      if (open != '{') return found;
      ++s.i;
      bool hit = false;
      for (s.ws(); s.i < text.size() && text[s.i] == '"';) {
        const std::string_view k = s.string();
        s.ws();
        if (s.i < text.size() && text[s.i] == ':') ++s.i;
        s.ws();
        if (k == *key) {
          hit = true;
          break;
        }
        s.skip();
        if (s.i < text.size() && text[s.i] == ',') ++s.i;
        s.ws();
      }
      if (!hit) return found;
    } else {
      if (open != '[') return found;
      ++s.i;
      s.ws();
      const std::size_t want = std::get<std::size_t>(part);
      for (std::size_t n = 0; n < want; ++n) {
        if (s.i >= text.size() || text[s.i] == ']') return found;
        s.skip();
        if (s.i < text.size() && text[s.i] == ',') ++s.i;
        s.ws();
      }
      if (s.i >= text.size() || text[s.i] == ']') return found;
    }
    found = s.i;
  }
  return found;
}

}  // namespace dm::replay
