#pragma once
// JSON as text, the one way every part of the engine writes it: bytes that are not UTF-8 (a
// name from a script, a file's path) are written as U+FFFD instead of throwing, so no line of a
// log, a replay or a page is lost to text that came from outside. Internal.
#include <nlohmann/json.hpp>
#include <string>

namespace dm {

inline std::string json_text(const nlohmann::json& j, int indent = -1) {
  return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace dm
