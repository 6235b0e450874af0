#pragma once
// Reading `.card` text into the syntax tree, with every syntax problem reported: inside a card
// the parser picks up again after each broken property or ability (parser_recovery.hpp), and a
// broken card never hides the next one.
#include <string>
#include <string_view>

#include "dsl/ast.hpp"
#include "dsl/diagnostic.hpp"

namespace dm::dsl {

// Files larger than this are refused before parsing.
constexpr std::size_t kMaxFileBytes = 4u << 20;

// Refuses text that is empty, too large, not UTF-8 or holds NUL bytes; true when it may be parsed.
bool check_input(std::string_view text, Diagnostics& diags);

// Parses a whole file. The result holds every card that could be read; problems go to `diags`.
File parse(std::string_view text, const std::string& path, Diagnostics& diags);

}  // namespace dm::dsl
