#pragma once
// `cardc fmt`: a card file rewritten in canonical layout. Comments stay with what follows them;
// formatting twice changes nothing more, and the formatted file compiles to the same cards.
#include <string>
#include <string_view>

#include "dsl/ast.hpp"

namespace dm::dsl {

// The canonical text of a parsed file. `original` is the text it was parsed from (for the
// comments and for anything written in Lua, which is kept exactly as written).
std::string format_file(const File& file, std::string_view original);

}  // namespace dm::dsl
