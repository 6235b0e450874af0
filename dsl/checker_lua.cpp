// Lua written inside a card file is pasted into the card script the file compiles to. A piece
// that closed more than it opened (a `}` or an `end` of the code around it) could end its own
// table or function early and write the card's checked fields itself (`cost = 0`). Each piece
// must stand on its own: brackets and blocks balanced, strings and comments closed within it.
#include <cctype>
#include <string>
#include <string_view>

#include "dsl/checker_rules.hpp"

namespace dm::dsl::rules {

namespace {

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Where a long bracket `[==[` opened at i ends (past its `]==]`), or npos when it doesn't
// close; `level` is how many `=` it has, or npos when s[i..] opens none.
std::size_t long_bracket_level(std::string_view s, std::size_t i) {
  if (i >= s.size() || s[i] != '[') return std::string_view::npos;
  std::size_t j = i + 1;
  while (j < s.size() && s[j] == '=') ++j;
  return j < s.size() && s[j] == '[' ? j - i - 1 : std::string_view::npos;
}
std::size_t long_bracket_end(std::string_view s, std::size_t i, std::size_t level) {
  const std::string close = "]" + std::string(level, '=') + "]";
  const std::size_t at = s.find(close, i + level + 2);
  return at == std::string_view::npos ? at : at + close.size();
}

}  // namespace

// Empty when the piece stands on its own; otherwise why not.
std::string lua_piece_problem(std::string_view s) {
  std::string closers;  // expected closing brackets and `end`s, innermost last
  for (std::size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (c == '-' && i + 1 < s.size() && s[i + 1] == '-') {
      const std::size_t level = long_bracket_level(s, i + 2);
      if (level != std::string_view::npos) {
        i = long_bracket_end(s, i + 2, level);
        if (i == std::string_view::npos) return "a comment in it is never closed";
      } else {
        i = s.find('\n', i);
        if (i == std::string_view::npos) return "it ends inside a comment";
      }
    } else if (const std::size_t level = long_bracket_level(s, i); level != std::string_view::npos) {
      i = long_bracket_end(s, i, level);
      if (i == std::string_view::npos) return "a long string in it is never closed";
    } else if (c == '"' || c == '\'') {
      for (++i; i < s.size() && s[i] != c; ++i) {
        if (s[i] == '\n') return "a string in it is never closed";
        if (s[i] == '\\') ++i;
      }
      if (i >= s.size()) return "a string in it is never closed";
      ++i;
    } else if (c == '(' || c == '{' || c == '[') {
      closers += c == '(' ? ')' : c == '{' ? '}' : ']';
      ++i;
    } else if (c == ')' || c == '}' || c == ']') {
      if (closers.empty() || closers.back() != c) return std::string("its '") + c + "' closes something it did not open";
      closers.pop_back();
      ++i;
    } else if (word_char(c) && !std::isdigit(static_cast<unsigned char>(c))) {
      const std::size_t start = i;
      while (i < s.size() && word_char(s[i])) ++i;
      const std::string_view w = s.substr(start, i - start);
      // `while` and `for` open their block with `do`; `repeat` closes with `until`.
      if (w == "function" || w == "if" || w == "do") closers += 'e';
      else if (w == "repeat") closers += 'u';
      else if (w == "end" || w == "until") {
        if (closers.empty() || closers.back() != (w == "end" ? 'e' : 'u'))
          return "its '" + std::string(w) + "' closes a block it did not open";
        closers.pop_back();
      }
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      while (i < s.size() && (word_char(s[i]) || s[i] == '.')) ++i;  // 0x1F, 1e5, 3.14 (never a word)
    } else {
      ++i;
    }
  }
  if (!closers.empty()) return "something it opens is never closed";
  return {};
}

namespace {

void check_piece(const std::string& text, const Pos& pos, Diagnostics& d) {
  const std::string why = lua_piece_problem(text);
  if (!why.empty())
    d.error(pos, "Lua written in a card must stand on its own: " + why,
            "each [[ ]] holds one whole expression, table or list of statements");
}

void walk_selector(const Selector* s, Diagnostics& d);

void walk_cond(const Cond& c, Diagnostics& d) {
  if (c.kind == Cond::Kind::Lua) check_piece(c.word, c.pos, d);
  for (const auto& k : c.kids) walk_cond(k, d);
  walk_selector(c.sel.get(), d);
}

void walk_selector(const Selector* s, Diagnostics& d) {
  if (!s) return;
  for (const auto& f : s->filters)
    if (f.kind == Filter::Kind::Lua) check_piece(f.word, f.pos, d);
}

void walk_stmt(const Stmt& s, Diagnostics& d) {
  if (s.kind == Stmt::Kind::Lua) check_piece(s.word, s.code_pos, d);
  walk_selector(s.sel.get(), d);
  walk_selector(s.amount.each.get(), d);
  if (s.cond) walk_cond(*s.cond, d);
  for (const auto& t : s.then) walk_stmt(t, d);
  for (const auto& t : s.otherwise) walk_stmt(t, d);
}

}  // namespace

void check_lua_pieces(const Card& card, Diagnostics& d) {
  for (const auto& a : card.abilities) {
    if (!a.lua_table.empty()) check_piece(a.lua_table, a.lua_pos, d);
    for (const auto& c : a.conditions) walk_cond(c, d);
    walk_selector(a.sacrifice.get(), d);
    for (const auto& s : a.body) walk_stmt(s, d);
  }
}

}  // namespace dm::dsl::rules
