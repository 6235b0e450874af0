#pragma once
// One sandboxed Lua state. Scripts see an allowlisted library, load as text only, and every
// top-level call runs under an instruction budget and a memory budget. What stock Lua leaves
// to chance (pairs order, addresses in tostring, math.random, table.sort pivots) is made
// deterministic, so a script gives the same result in a fresh state and in a used one.
#include <cstdint>
#include <functional>
#include <lua.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

#include "dm/limits.hpp"

namespace dm::script {

// A script failed: what() is "file:line: message" when a line is known.
struct ScriptError : std::runtime_error {
  ScriptError(std::string file, int line, std::string message);
  std::string file;
  int line = 0;
  std::string message;
};

// The defaults are the engine's limits (dm/limits.hpp): every tool that loads a script, `cardc
// check` as well as `dice`, holds it to these.
struct Limits {
  std::size_t memory_bytes = limits::kScriptMemoryBytes;  // everything the state may hold
  // VM instructions of one top-level call(); library work done in C (elements moved,
  // bytes of new strings) is charged to the same budget.
  std::uint64_t instructions_per_call = limits::kInstructionsPerCall;
  // Longest string a call may create. One instruction can read a whole string (comparing
  // two equal long strings, a long-string table key), which the budget can't see, so this
  // bounds the cost of one instruction: at 64 KiB a hostile call takes about a second at worst.
  std::size_t max_string_bytes = limits::kStringBytes;
  // Compiling runs no instruction the budget could count, so its work is bounded by the
  // source: its size, and the `and`/`or` operators in it (Lua links their jumps in time that
  // grows with the square of a chain's length). String constants obey max_string_bytes.
  std::size_t max_source_bytes = limits::kScriptSourceBytes;
  std::size_t max_logic_operators = limits::kLogicOperators;
};

class Sandbox {
 public:
  explicit Sandbox(Limits limits = {});
  ~Sandbox();
  Sandbox(const Sandbox&) = delete;
  Sandbox& operator=(const Sandbox&) = delete;

  lua_State* L() { return L_; }
  // Compiles text (binary chunks are refused) named `file`; returns a registry reference to
  // the compiled chunk. Syntax errors throw ScriptError with file and line.
  int compile(std::string_view source, const std::string& file);
  // A new environment built from the allowlist plus add_global names; a registry reference.
  // Plain tables are copied, so no environment can change what another one sees.
  int new_env();
  // Makes the value on top of the stack visible as `name` in environments made afterwards
  // (pops it). A table with a metatable is shared by every environment: make it read-only.
  void add_global(const char* name);
  // Makes the table at stack index idx read-only, with every table reachable from it (keys
  // and values, recursively) and from the upvalues of every Lua function reachable from it:
  // a function's _ENV is one, so the environment it runs in is frozen too. Tables whose
  // metatable the engine set (no script snapshot, e.g. read-only proxies) are left alone. A
  // frozen table keeps its identity: references held anywhere see it frozen. Reading, #,
  // ipairs, pairs and next work as before; any assignment raises an error. Throws ScriptError
  // when it can't finish (memory): some tables may then be frozen, each one whole or untouched.
  void freeze(int idx);
  // Runs a compiled chunk with `_ENV` = the environment, leaving nresults values on the
  // stack. Functions the chunk creates keep that environment even when the same chunk runs
  // again elsewhere.
  void run_chunk(int chunk_ref, int env_ref, int nresults);
  // Calls the function below the nargs arguments on the stack, under the budgets, leaving
  // nresults results. On failure the function and arguments are gone and ScriptError is thrown.
  void call(int nargs, int nresults);
  // The engine's random numbers for math.random: uniform in [0, bound). Without one,
  // math.random is an error (there is no hidden generator to fall back on).
  void set_random(std::function<std::uint64_t(std::uint64_t bound)> fn);
  std::size_t memory_in_use() const { return used_; }
  void unref(int ref);

  // For the library's C functions (sandbox_stdlib.cpp).
  static constexpr std::size_t kBytesPerInstruction = 64;  // library work charged per unit
  static Sandbox* from(lua_State* L);
  const Limits& limits() const { return limits_; }
  // Charges work done in C to the instruction budget; raises the budget error when spent.
  void charge(lua_State* L, std::uint64_t units);
  // After a lua_pcall made on a script's behalf: a budget or memory abort is re-raised, so
  // a script can't catch it and carry on.
  void after_pcall(lua_State* L, int status);
  bool aborted() const { return aborted_ != Abort::none; }
  // A draw from the random source; throws std::exception when there is none or it fails.
  std::uint64_t draw(std::uint64_t bound);

 private:
  enum class Abort { none, instructions, memory };
  enum class Refusal { none, memory, string };
  struct Place {
    char file[512] = {};
    int line = 0;
  };

  static void* alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize);
  static void hook(lua_State* L, lua_Debug* ar);
  static int message_handler(lua_State* L);
  void* refuse(Refusal why);
  void meter(std::uint64_t units);
  void trip(lua_State* L, Abort why, int level);
  [[noreturn]] void raise_abort(lua_State* L);
  std::string memory_message() const;
  void begin_call();
  void end_call();
  void protected_call(int nargs, int nresults);
  // Runs fn inside a protected call (nargs values from the stack are its arguments); returns
  // the error message, empty when it succeeded.
  std::string run_protected(const std::function<void(lua_State*)>& fn, int nargs = 0);

  lua_State* L_ = nullptr;
  Limits limits_;
  std::size_t used_ = 0;
  bool in_call_ = false;
  bool compiling_ = false;  // string constants are held to max_string_bytes too
  bool relaxed_ = false;
  int depth_ = 0;
  int hook_count_ = 0;
  std::uint64_t executed_ = 0;
  Abort aborted_ = Abort::none;
  std::string abort_message_;
  Refusal refusal_ = Refusal::none;
  Place refused_at_;
  int template_ = LUA_NOREF;
  std::function<std::uint64_t(std::uint64_t)> random_;
};

}  // namespace dm::script
