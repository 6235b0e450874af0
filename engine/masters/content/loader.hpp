#pragma once
// Internal to content loading: one card script read into a definition (run once in a
// throwaway sandbox environment, the table it returns checked field by field).
#include <memory>
#include <string>
#include <vector>

#include "dm/content.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm {

// Reads one card script (Lua text). Throws script::ScriptError or std::runtime_error
// naming the file on any problem.
CardDef read_card(script::Sandbox& sb, const std::string& lua, const std::string& file);

}  // namespace dm
