#pragma once
// Internal to team files (team_file.cpp): cards found by what a person wrote (an id, a full
// name, or a title that only one card has; case and blanks ignored) and the nearest name for a
// "did you mean". docs/teams.md says how names are matched.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dm/library.hpp"

namespace dm::teams {

// For comparing names: ASCII case folded, blanks (also no-break spaces) dropped, curly quotes
// straightened, so "hulk:green  goliath" and "Spidey’s Last Stand" match.
std::string fold(std::string_view s);

// Pairs of (folded, shown) names.
using Names = std::vector<std::pair<std::string, std::string>>;
// The shown name whose folded form is closest to `folded_word`: edit distance (an adjacent swap
// is one edit) at most a third of the shorter of the two, at least 1. Empty when none is close.
std::string nearest(const std::string& folded_word, const Names& names);

class TeamCards {
 public:
  explicit TeamCards(const CardLibrary& lib);
  // The card written, or kNone with the cards it could be in `several` (empty: none at all).
  int find(std::string_view written, std::vector<int>& several) const;
  bool names_a_card(std::string_view written) const;
  // The nearest id, full name or title, as the library spells it; or "".
  std::string nearest(std::string_view written) const;
  // "Beast: Big Boy Blue (avx-001), Beast: Genetic Expert (avx-002), ..." (six, then "and N more").
  std::string list(const std::vector<int>& defs) const;
  bool same_name(const std::vector<int>& defs) const;  // all one full name (from several sets)

 private:
  const CardLibrary& lib_;
  std::vector<std::string> id_, name_, title_;  // folded, by card
  Names names_;                                 // for near misses
};

}  // namespace dm::teams
