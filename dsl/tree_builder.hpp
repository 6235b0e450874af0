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

}  // namespace dm::dsl::detail
