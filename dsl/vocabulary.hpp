#pragma once
// The words of the card language that name game things, and what the engine calls them. The
// grammar accepts any word where these go; the checker judges it against these lists, so a
// misspelling gets "unknown zone `prep aera`; did you mean `prep area`?" instead of a syntax error.
#include <string>
#include <string_view>
#include <vector>

namespace dm::dsl::vocab {

struct Word {
  const char* written;  // as a designer writes it
  const char* engine;   // as the card API names it
};

// fist, bolt, mask, shield.
const std::vector<Word>& energies();
// "prep area" -> "prep", "used pile" -> "used", ...
const std::vector<Word>& zones();
// "this is blocked" -> "blocked", ...
const std::vector<Word>& triggers();
// Keywords a die may have or be given: "overcrush" -> "overcrush", "can't block" -> "cant_block".
const std::vector<Word>& die_keywords();
// Flags a player may be given until end of turn: "block tax" -> "block_tax".
const std::vector<Word>& player_flags();
// common, uncommon, rare, super rare, starter, promo, none.
const std::vector<std::string>& rarities();
// Every word the language reserves (for near-miss hints on unknown words).
const std::vector<std::string>& keywords();

// The engine's name for a written word, or nullptr.
const char* lookup(const std::vector<Word>& list, std::string_view written);
// The written form of an engine name, or nullptr.
const char* written(const std::vector<Word>& list, std::string_view engine);
std::vector<std::string> written_forms(const std::vector<Word>& list);

// Lower-cases ASCII letters and folds runs of blanks into one space.
std::string normalize(std::string_view s);

}  // namespace dm::dsl::vocab
