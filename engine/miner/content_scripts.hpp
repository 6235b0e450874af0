#pragma once
// Dice Miner's scripts in the sandbox: each runs once, as text, budgeted, refused if it could
// keep state, in an environment of its own holding the declaration words (`kind "tunnel" {
// ... }`, `hero`, `spot`, `mountain`, `dice`, `rule`, and `option` for formats), which stamp
// every declaration with the line it is written on so errors can point at it. What a script
// returns is checked to be plain data and read into Content (content_read.cpp,
// mountain_shape.cpp). Internal to dm_miner.
#include <lua.hpp>
#include <string>

#include "dm/miner.hpp"
#include "engine/sandbox/format_options.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm::miner {

using script::OptionBook;

// Installs the declaration words and option() (reading and writing `book`) as globals of
// every environment made afterwards in `sb`.
void install_words(script::Sandbox& sb, OptionBook* book);

// Compiles and runs a script (refused if it could keep state), leaving what it returns on the
// stack, checked to be plain data. Returns the registry reference of its environment (the
// caller freezes or drops it). Throws ContentError with the file and line of the problem.
int run_script(script::Sandbox& sb, const std::string& text, const std::string& file, const char* what_returned);

// A sandbox error as a content error (its file and line kept).
ContentError content_error(const script::ScriptError& e, const std::string& file);

// --- reading plain tables (the value at `idx`), raw access only ---

// The line a declaration word stamped on the table at idx (0 without one).
int declared_line(lua_State* L, int idx);
// The string field `key` of the table at idx, or `fallback` when it is nil; throws when it is
// something else.
std::string string_field(lua_State* L, int idx, const char* key, const std::string& fallback, const std::string& file, int line,
                         const std::string& what);
// The whole-number field `key` in [lo, hi], or `fallback` when nil.
int int_field(lua_State* L, int idx, const char* key, int fallback, int lo, int hi, const std::string& file, int line,
              const std::string& what);
// The string keys of the table at idx, sorted (an error message is then the same every run).
std::vector<std::string> string_keys(lua_State* L, int idx);

// dice.lua: symbols, roles and die kinds.
void read_dice(lua_State* L, int idx, const std::string& file, Content& c);
// heroes.lua: a list of heroes whose faces name the kinds' faces or symbols.
void read_heroes(lua_State* L, int idx, const std::string& file, Content& c);
// mountain.lua: the spots and what rests on what, checked to be a stack (mountain_shape.cpp).
void read_mountain(lua_State* L, int idx, const std::string& file, Content& c);

}  // namespace dm::miner
