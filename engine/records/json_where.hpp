#pragma once
// Where a value is in one line of JSON text, for messages that name a column: the JSON library
// reads values but keeps no positions. Internal to the readers of replay lines.
#include <cstddef>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace dm::replay {

// A step into a value: an object's key or an array's index.
using PathPart = std::variant<std::string, std::size_t>;

// The byte offset (from 0) of the value at `path` in `text`, which must be valid JSON; as far
// as the path leads when a part of it is missing (0 for the whole text).
std::size_t json_offset(std::string_view text, const std::vector<PathPart>& path);

}  // namespace dm::replay
