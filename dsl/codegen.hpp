#pragma once
// From a checked card to the Lua card script the engine loads (docs/card-api.md): the same
// table a person would write by hand, with each ability's functions spelled out.
#include <string>
#include <vector>

#include "dsl/ast.hpp"

namespace dm::dsl {

// For each line of a generated script (index 0 is line 1), the card file's line it was copied
// from when a designer wrote it in Lua inside the card, else 0: a Lua error in such code can be
// reported where it was written, while the script itself stays independent of the file's layout.
using LineMap = std::vector<int>;

// The Lua script for one card. `origin` names the `.card` file in the script's header comment.
// Call it only on cards the checker passed: it assumes names and references are valid.
std::string emit_lua(const Card& card, const std::string& origin, LineMap* lines = nullptr);

// The text an ability shows to players (in the log and in `text` fields).
std::string ability_text(const Card& card, const Ability& a);

}  // namespace dm::dsl
