#pragma once
// The checker's parts, one file per concern (private to dsl/checker*.cpp):
//   checker.cpp            the file and each card's header: set, number, title, kind, cost,
//                          max/use, rarity, properties written twice, duplicate cards, Lua notes
//   checker_faces.cpp      the die's six faces and the burst abilities that use them
//   checker_abilities.cpp  each ability's head and kind, and what its effects may do
//   checker_reach.cpp      taking control, copying, releasing, preventing damage, can't be targeted
//   checker_lua.cpp        Lua written in the card: each piece balanced and closed
//   checker_words.cpp      names the grammar lets through: keywords, zones, filters, cost words;
//                          selectors whose filters can never match
#include <string>
#include <string_view>
#include <vector>

#include "dsl/ast.hpp"
#include "dsl/diagnostic.hpp"

namespace dm::dsl::rules {

void check_faces(const Card& card, Diagnostics& d);
// `set_cards`: the file's cards, for the other versions of the same character (they share its die).
void check_bursts(const Card& card, const std::vector<Card>& set_cards, Diagnostics& d);
void check_abilities(const Card& card, Diagnostics& d);
// checker_reach.cpp: control, copy, release and prevention effects, and targets among dice that
// can't be targeted.
void check_reach(const Card& card, const Stmt& s, Diagnostics& d);
void check_untargetable_targets(const Card& card, Diagnostics& d);
// Lua written in the card (checker_lua.cpp): each piece stands on its own, so none can reach
// out of the place it is pasted into and rewrite what the checker verified.
void check_lua_pieces(const Card& card, Diagnostics& d);
std::string lua_piece_problem(std::string_view piece);

// Every selector of one ability (its effects, amounts and conditions): zones, filters, and
// filter combinations that can never match.
void check_selector(const Selector& s, Diagnostics& d);
// Keywords given by `gains` or listed as a continuous ability; player flags for players.
// `card`: the keywords its set defines may be listed (not gained).
void check_grant(const Stmt& s, Diagnostics& d, const Card* card = nullptr);
// Energy words in a cost (`pay 1 fist`): fist, bolt, mask, shield, energy.
void check_cost_words(const Cost& c, Diagnostics& d);

// Shared helpers.
bool is_player(const Selector& s);
std::string filter_text(const Filter& f);
// `did you mean ...?`, or `fallback` when nothing is close.
std::string hint_for(std::string_view word, const std::vector<std::string>& vocabulary, std::string fallback);
std::string join_words(const std::vector<std::string>& words);

}  // namespace dm::dsl::rules
