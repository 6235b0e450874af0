#pragma once
// After a syntax error inside a card: where the parser picks up again, and what a designer who
// wrote the card as it is printed probably meant. Plain text functions, apart from the grammar
// (which compiles slowly and lives in parser.cpp alone).
#include <cstddef>
#include <string>
#include <string_view>

namespace dm::dsl::recovery {

// Where parsing resumes after an error at byte `error` in the piece of a card that starts at
// byte `piece` (its first token): just after the next full stop that ends an ability, or at the
// next line that starts no deeper than the piece did (a property line, the next ability),
// whichever comes first; `end` when neither does. Strings and Lua blocks are skipped whole, so a
// full stop inside them ends nothing. Always past `piece`, so parsing moves on.
std::size_t resume_point(std::string_view text, std::size_t piece, std::size_t error, std::size_t end);

// Whether the piece at `piece` is a property line (`cost 4 bolt`, `faces ...`) rather than an
// ability.
bool is_property_line(std::string_view text, std::size_t piece);

// A piece of card text that failed to parse, as the parser saw it.
struct Failure {
  std::string_view text;    // the whole file
  std::size_t piece = 0;    // first byte of the piece (a property line or an ability)
  std::size_t error = 0;    // where the grammar stopped
  std::size_t end = 0;      // where parsing resumes
  std::string_view title;   // the card's title, to recognise a card naming itself
};

// Where parsing resumes after the failed piece at `piece` (error at `error`): resume_point(),
// except that the printed global's effect, after its cost's full stop on the same line, is
// taken into the failed piece rather than read as an ability of its own.
std::size_t resume_after(std::string_view text, std::size_t piece, std::size_t error, std::size_t end);

// Printed-card phrasings the language writes otherwise, answered with the language's way: a
// trigger naming the card (`When Tinker Wren is fielded, ...`), a comma ending a trigger,
// effects joined with `and`, more than two bursts, energy in brackets (`[mask]`). May replace
// `message` with a plainer one; returns the hint, or empty when nothing is recognised.
std::string phrasing_hint(const Failure& f, std::string& message);

}  // namespace dm::dsl::recovery
