#pragma once
// Reading `.card` text into the syntax tree, with every syntax problem reported (one per broken
// card: the parser picks up again at the next line that starts with `card` or `set`).
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
