#pragma once
// From a chunk's parse tree to the syntax tree: cards, their properties and abilities, each node
// with the place it was written.
#include <string>
#include <tao/pegtl/contrib/parse_tree.hpp>

#include "dsl/ast.hpp"

namespace dm::dsl::detail {

// Appends the set declarations and cards of one parsed chunk to `file`. `set` and `set_title`
// carry the latest set declaration from chunk to chunk.
void build_chunk(const tao::pegtl::parse_tree::node& root, File& file, std::string& set, std::string& set_title);

// A card parsed piece by piece, as the parser does after a syntax error: its head (number and
// titles, or a keyword's name), then the properties and abilities of each later piece.
Card build_card_head(const tao::pegtl::parse_tree::node& head, bool keyword, const std::string& set,
                     const std::string& set_title);
void build_card_items(const tao::pegtl::parse_tree::node& items, Card& card);

}  // namespace dm::dsl::detail
