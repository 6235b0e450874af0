#pragma once
// A load-time check that a card script keeps no state from one call to the next. Each chunk
// runs once per Lua state and its table serves every game, so anything a function writes
// outside its own locals would leak from one game into another. The check reads the compiled
// chunk (lua_dump, with debug information) rather than the text: names are already resolved
// to locals, upvalues and globals there, so no Lua parser has to be repeated here.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/sandbox/sandbox.hpp"

namespace dm::script {

// Refuses a compiled chunk (a registry reference from Sandbox::compile) that could keep
// state from one call to the next: an assignment to a global (in the main chunk or any
// function), to a local of the main chunk from inside a function (an upvalue that lives as
// long as the chunk), or to a field of a table held in such an upvalue with a constant key.
// Throws ScriptError(file, line, message) for the first such assignment in source order,
// the line being the line in `file` (the chunk prefix is on line 1 so lines don't move).
// Assigning a function's own locals, or upvalues that are locals of an enclosing function
// other than the main chunk, is fine.
void check_stateless(Sandbox& sb, int chunk_ref, const std::string& file);

// The Lua 5.4 binary chunk, as far as the check reads it. Exposed for tests.
namespace bytecode {

// Lua 5.4's opcode numbers (lopcodes.h); tests confirm them against the installed Lua.
inline constexpr int kSetUpval = 10;
inline constexpr int kSetTabUp = 15;
inline constexpr int kSetTable = 16;
inline constexpr int kSetI = 17;
inline constexpr int kSetField = 18;

// iABC: op 7 bits, A 8, k 1, B 8, C 8.
inline int op(std::uint32_t i) { return static_cast<int>(i & 0x7Fu); }
inline int arg_a(std::uint32_t i) { return static_cast<int>((i >> 7) & 0xFFu); }
inline int arg_b(std::uint32_t i) { return static_cast<int>((i >> 16) & 0xFFu); }
inline int arg_c(std::uint32_t i) { return static_cast<int>((i >> 24) & 0xFFu); }

struct LocVar {
  std::string name;
  int startpc = 0;
  int endpc = 0;
};

struct Upvalue {
  bool instack = false;  // a local (register idx) of the enclosing function, else its upvalue idx
  int idx = 0;
  int kind = 0;
  std::string name;
};

struct Proto {
  int linedefined = 0;
  int lastlinedefined = 0;
  int maxstacksize = 0;
  std::vector<std::uint32_t> code;
  std::vector<int> lines;  // the source line of each instruction (empty without debug information)
  std::vector<std::optional<std::string>> strings;  // constants: the text of string ones
  std::vector<Upvalue> upvalues;
  std::vector<Proto> protos;
  std::vector<LocVar> locvars;
};

// Parses the output of lua_dump (not stripped). Anything malformed or unexpected throws
// ScriptError(file, 0, ...); every read is bounds-checked.
Proto parse(std::string_view dump, const std::string& file);
// lua_dump of the Lua function on top of the stack (left there).
std::string dump_top(lua_State* L, const std::string& file);
// The name of the local in `reg` at instruction `pc`, as luaF_getlocalname finds it; null
// when the register holds a temporary.
const std::string* local_name(const Proto& p, int reg, int pc);

}  // namespace bytecode
}  // namespace dm::script
