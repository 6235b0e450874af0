#pragma once
// From a checked card to the Lua card script the engine loads (docs/card-api.md): the same
// table a person would write by hand, with each ability's functions spelled out.
#include <string>

#include "dsl/ast.hpp"

namespace dm::dsl {

// Generated Lua written in a card file is preceded by this comment and the card file's line of
// the Lua's first line, so that a Lua error can be reported where the designer wrote it.
constexpr const char* kCardLineMark = "--@card-line ";

// The line of the card file that generated line `lua_line` (1-based) of `lua` came from, or 0
// when that line was generated rather than written in the card file.
int card_line(const std::string& lua, int lua_line);

// The Lua script for one card. `origin` names the `.card` file in the script's header comment.
// Call it only on cards the checker passed: it assumes names and references are valid.
std::string emit_lua(const Card& card, const std::string& origin);

// The text an ability shows to players (in the log and in `text` fields).
std::string ability_text(const Card& card, const Ability& a);

}  // namespace dm::dsl
