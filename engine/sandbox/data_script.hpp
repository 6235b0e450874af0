#pragma once
// Running a content script: a file that returns data (a hero, a format table, dice) read once
// and then served to every game. Shared by the games whose content is Lua.
#include <string>

#include "engine/sandbox/sandbox.hpp"

namespace dm::script {

// Compiles `text` as `file`, checks that it keeps no state (stateless.hpp: content serves every
// game), runs it once in a fresh environment and checks that what it returns, left on the
// stack, is plain data (`what` names it in errors). Returns the environment, which the caller
// keeps or unrefs. Throws ScriptError, with nothing left referenced.
int run_data_script(Sandbox& sb, const std::string& text, const std::string& file, const std::string& what);

}  // namespace dm::script
