#pragma once
// Reading an option's key back into what it names, for the games' option_targets
// (game_view.hpp): each game knows which of its verbs name dice or places on its table.
#include <string>
#include <string_view>
#include <vector>

namespace dm::view {

// The whole numbers after `verb:` in an option's key, split at ',' and ':' ("reroll:3,5" gives
// 3 and 5, "block:7:2" gives 7 and 2); none when the key has another verb or a part is not a
// whole number.
std::vector<int> key_numbers(std::string_view key, std::string_view verb);

}  // namespace dm::view
