#include "dsl/parser_recovery.hpp"

#include <algorithm>
#include <cctype>

namespace dm::dsl::recovery {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::size_t line_start(std::string_view text, std::size_t at) {
  while (at > 0 && text[at - 1] != '\n') --at;
  return at;
}

// How deep a line starts: its leading blanks, a tab counting as one.
std::size_t indent_at(std::string_view text, std::size_t ls) {
  std::size_t i = ls;
  while (i < text.size() && blank(text[i])) ++i;
  return i - ls;
}

// The first byte of a line that holds something other than blanks and a comment, or npos.
std::size_t first_token(std::string_view text, std::size_t ls, std::size_t end) {
  std::size_t i = ls;
  while (i < end && blank(text[i])) ++i;
  if (i >= end || text[i] == '\n' || text[i] == '#') return std::string_view::npos;
  return i;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool starts_with_word(std::string_view s, std::string_view w) {
  if (s.size() < w.size() || lower(s.substr(0, w.size())) != w) return false;
  return s.size() == w.size() || !(std::isalnum(static_cast<unsigned char>(s[w.size()])) || s[w.size()] == '\'');
}

// Blank runs and line ends as one space, the ends trimmed.
std::string folded(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// A suggestion quoted in a hint stays short enough to read.
std::string shortened(std::string s) {
  constexpr std::size_t kMax = 90;
  if (s.size() <= kMax) return s;
  std::size_t cut = kMax;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return s.substr(0, cut) + " ...";
}

// The piece's text up to and including its full stop (or to where parsing resumes).
std::string_view piece_text(const Failure& f) {
  std::size_t e = f.end;
  if (e > f.text.size()) e = f.text.size();
  std::string_view s = f.text.substr(f.piece, e - f.piece);
  std::size_t dot = std::string_view::npos;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (s[i] == '.' && (i + 1 == s.size() || std::isspace(static_cast<unsigned char>(s[i + 1])))) {
      dot = i;
      break;
    }
  if (dot != std::string_view::npos) s = s.substr(0, dot + 1);
  // Drop comments: a hint quotes code.
  std::size_t hash = s.find('#');
  if (hash != std::string_view::npos && s.find('"') == std::string_view::npos) s = s.substr(0, hash);
  return s;
}

// `When Tinker Wren is fielded, gain 1 life.`: the printed card names itself and ends its
// trigger with a comma; the language says `this` and ends a trigger with a colon.
std::string printed_trigger(const Failure& f) {
  std::string text = folded(piece_text(f));
  if (!starts_with_word(text, "when")) return {};
  std::size_t colon = text.find(':'), comma = text.find(',');
  std::string trigger;
  std::string effect;
  if (comma != std::string::npos && (colon == std::string::npos || comma < colon)) {
    trigger = text.substr(5, comma - 5);
    effect = text.substr(comma + 1);
  } else if (colon != std::string::npos) {
    trigger = text.substr(5, colon - 5);
    effect = text.substr(colon + 1);
  } else {
    return {};
  }
  while (!effect.empty() && effect.front() == ' ') effect.erase(effect.begin());
  bool named = false;
  if (!f.title.empty()) {
    std::string t = lower(f.title);
    std::string low = lower(trigger);
    if (low.rfind(t, 0) == 0 && (low.size() == t.size() || low[t.size()] == ' ')) {
      trigger = "this" + trigger.substr(t.size());
      named = true;
    }
  }
  bool comma_ends = comma != std::string::npos && (colon == std::string::npos || comma < colon);
  if (!named && !(comma_ends && colon == std::string::npos)) return {};
  if (!effect.empty() && effect.front() >= 'A' && effect.front() <= 'Z')
    effect.front() = static_cast<char>(std::tolower(static_cast<unsigned char>(effect.front())));
  std::string why = named ? "an ability calls its own card `this`" : "";
  if (comma_ends && colon == std::string::npos) why += std::string(why.empty() ? "" : ", and ") + "a trigger ends with `:`";
  return why + ": write `" + shortened("when " + trigger + ": " + effect) + "`";
}

// `gain 1 life and your opponent loses 1 life.`: two effects are joined with `;` or `then`.
std::string joined_with_and(const Failure& f, const std::string& message) {
  if (message.rfind("expected `.`", 0) != 0 && message.rfind("expected another effect", 0) != 0) return {};
  if (!starts_with_word(f.text.substr(f.error), "and")) return {};
  std::string before = folded(f.text.substr(f.piece, f.error - f.piece));
  std::string after = folded(piece_text(Failure{f.text, f.error + 3, f.error + 3, f.end, f.title}));
  return "two effects are joined with `;` or `then`, not `and`: write `" + shortened(before + "; " + after) + "`";
}

// `Global: Pay [mask]. Gain 1 life.`, the printed form of a global ability: its full stop ends
// the cost, not the ability, so the sentence after it belongs to the failed piece.
bool printed_global(const Failure& f) {
  std::string head = lower(folded(f.text.substr(f.piece, std::min<std::size_t>(f.error, f.text.size()) - f.piece)));
  return (head.rfind("global:", 0) == 0 || head.rfind("global :", 0) == 0) && f.error < f.text.size() && f.text[f.error] == '[';
}

// `Global: Pay [mask]. Gain 1 life.`: printed cards draw energy as symbols and end a global's
// cost with a full stop; the language names the energy and ends the cost with a colon.
std::string bracketed_energy(const Failure& f) {
  std::string_view rest = f.text.substr(f.error);
  if (rest.empty() || rest.front() != '[') return {};
  std::size_t close = rest.find(']');
  if (close == std::string_view::npos || close > 20) return {};
  std::string word = lower(rest.substr(1, close - 1));
  for (char c : word)
    if (!std::isalpha(static_cast<unsigned char>(c))) return {};
  if (word.empty()) return {};
  if (printed_global(f)) {
    std::size_t effect = f.error + close + 1;
    while (effect < f.end && (f.text[effect] == '.' || f.text[effect] == ':' || blank(f.text[effect]))) ++effect;
    std::string rest_text = folded(f.text.substr(effect, f.end - effect));
    if (!rest_text.empty() && rest_text.front() >= 'A' && rest_text.front() <= 'Z')
      rest_text.front() = static_cast<char>(std::tolower(static_cast<unsigned char>(rest_text.front())));
    return "a global ability is written with a comma, its cost in words and a colon: write `" +
           shortened("global, pay 1 " + word + ": " + rest_text) + "`";
  }
  return "energy is written as a word with its amount, not a symbol: write `1 " + word + "` for `[" + word + "]`";
}

}  // namespace

bool is_property_line(std::string_view text, std::size_t piece) {
  std::string_view rest = text.substr(piece);
  for (const char* w : {"character", "action", "basic", "sidekick", "cost", "affiliation", "rarity", "max", "use", "faces",
                        "text", "tentative", "id"})
    if (starts_with_word(rest, w)) return true;
  return false;
}


std::size_t resume_point(std::string_view text, std::size_t piece, std::size_t error, std::size_t end) {
  if (end > text.size()) end = text.size();
  if (piece >= end) return end;
  const std::size_t depth = indent_at(text, line_start(text, piece));
  std::size_t i = error < piece ? piece : error;
  if (i > end) i = end;
  // The grammar may read on into the next line (a missing full stop) and stop there: a line
  // between the piece's first and the error that starts no deeper than the piece starts the next.
  for (std::size_t nl = text.find('\n', piece); nl != std::string_view::npos && nl < i; nl = text.find('\n', nl + 1)) {
    std::size_t tok = first_token(text, nl + 1, end);
    if (tok != std::string_view::npos && tok <= i && indent_at(text, nl + 1) <= depth) return tok;
  }
  while (i < end) {
    char c = text[i];
    if (c == '\n') {
      std::size_t ls = i + 1;
      std::size_t tok = first_token(text, ls, end);
      if (tok != std::string_view::npos && tok > piece && indent_at(text, ls) <= depth) return tok;
      i = ls;
      continue;
    }
    if (c == '#') {
      while (i < end && text[i] != '\n') ++i;
      continue;
    }
    if (c == '"') {
      ++i;
      while (i < end && text[i] != '"' && text[i] != '\n') i += text[i] == '\\' ? 2 : 1;
      if (i < end && text[i] == '"') ++i;
      continue;
    }
    if (c == '[') {
      std::size_t j = i + 1, level = 0;
      while (j < end && text[j] == '=') ++j, ++level;
      if (j < end && text[j] == '[') {
        std::string close = "]" + std::string(level, '=') + "]";
        std::size_t e = text.substr(0, end).find(close, j + 1);
        i = e == std::string_view::npos ? end : e + close.size();
        continue;
      }
    }
    if (c == '.' && i >= piece && (i + 1 >= end || std::isspace(static_cast<unsigned char>(text[i + 1])) || text[i + 1] == '#'))
      return i + 1;
    ++i;
  }
  return end;
}

std::size_t resume_after(std::string_view text, std::size_t piece, std::size_t error, std::size_t end) {
  std::size_t at = resume_point(text, piece, error, end);
  if (at < end && printed_global(Failure{text, piece, error, at, {}}) &&
      text.substr(error, at - error).find('\n') == std::string_view::npos)
    at = resume_point(text, piece, at, end);
  return at;
}

std::string phrasing_hint(const Failure& f, std::string& message) {
  if (f.error < f.text.size() && message == "expected `:` after the burst symbol" && f.text[f.error] == '*') {
    message = "an ability is marked with at most two bursts";
    return "write `*:` or `**:` (or `*/**:` for either), as a face shows at most two";
  }
  if (f.error < f.text.size()) {
    std::string h = bracketed_energy(f);
    if (!h.empty()) return h;
    h = joined_with_and(f, message);
    if (!h.empty()) return h;
  }
  return printed_trigger(f);
}

}  // namespace dm::dsl::recovery
