#pragma once
// Problems found in a card file, and how they are shown: `file:line:col: error: message`, the
// line as written, a caret under the spot, and a hint.
#include <string>
#include <string_view>
#include <vector>

#include "dsl/ast.hpp"

namespace dm::dsl {

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string file;
  Pos pos;
  std::string message;
  std::string hint;  // "did you mean `overcrush`?" or advice; may be empty
  std::string name;  // a warning's name, which `allow NAME` on its card silences; else empty
};

// The names of the checker's warnings, for `allow` and for output.
const std::vector<std::string>& warning_names();

// Collects diagnostics for one file.
class Diagnostics {
 public:
  explicit Diagnostics(std::string file = {}) : file_(std::move(file)) {}
  void error(Pos p, std::string msg, std::string hint = {}) { add(Severity::Error, p, std::move(msg), std::move(hint)); }
  // Every warning has a name (one of warning_names()), so that a card can allow it.
  void warning(std::string name, Pos p, std::string msg, std::string hint = {}) {
    add(Severity::Warning, p, std::move(msg), std::move(hint));
    list_.back().name = std::move(name);
  }
  void note(Pos p, std::string msg, std::string hint = {}) { add(Severity::Note, p, std::move(msg), std::move(hint)); }
  void add(Severity s, Pos p, std::string msg, std::string hint);
  const std::vector<Diagnostic>& all() const { return list_; }
  std::vector<Diagnostic>& all() { return list_; }
  int errors() const;
  int warnings() const;
  const std::string& file() const { return file_; }
  // Orders by position (stable), so a file's problems read top to bottom.
  void sort();

 private:
  std::string file_;
  std::vector<Diagnostic> list_;
};

std::string_view to_string(Severity s);

// `file:line:col: error: message`, then the source line, a caret line and `  = help: hint`.
// `source` is the whole file text (for the quoted line); columns on the caret line count
// characters, not bytes, and tabs are kept so the caret lines up.
std::string format(const Diagnostic& d, std::string_view source, bool color = false);

// The closest word to `word` in `vocabulary` (edit distance at most a third of its length,
// at least 1); empty when nothing is close.
std::string nearest(std::string_view word, const std::vector<std::string>& vocabulary);
// "did you mean `x`?" or empty.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& vocabulary);

}  // namespace dm::dsl
