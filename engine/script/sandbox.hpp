#pragma once
// One sandboxed Lua state: scripts see an allowlisted library only, load as text only, and
// every call runs under an instruction budget and a memory budget. What stock Lua leaves to
// chance (pairs order, table addresses in tostring, math.random, table.sort pivots) is made
// deterministic, so the same script gives the same result in any state, on any machine.
#include <cstdint>
#include <functional>
#include <lua.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

namespace dm::script {

// A script failed: what() is "file:line: message" when a line is known.
struct ScriptError : std::runtime_error {
  ScriptError(std::string file, int line, std::string message);
  std::string file;
  int line = 0;
  std::string message;
};

struct Limits {
  std::size_t memory_bytes = 64u << 20;            // everything the state may hold
  std::size_t call_memory_bytes = 8u << 20;        // growth allowed during one call
  std::uint64_t instructions_per_call = 2'000'000;  // VM instructions in one top-level call
};

class Sandbox {
 public:
  explicit Sandbox(Limits limits = {});
  ~Sandbox();
  Sandbox(const Sandbox&) = delete;
  Sandbox& operator=(const Sandbox&) = delete;

  lua_State* L() { return L_; }
  // Compiles text (binary chunks are refused) named `file`; returns a registry reference.
  int compile(std::string_view source, const std::string& file);
  // A new environment table built from the allowlist (plus add_global names).
  int new_env();
  // Makes the value on top of the stack visible as `name` in environments made afterwards (pops it).
  void add_global(const char* name);
  // Runs a compiled chunk with `_ENV` = env, leaving nresults values on the stack.
  void run_chunk(int chunk_ref, int env_ref, int nresults);
  // Calls the function below the nargs arguments on the stack, under the budgets.
  void call(int nargs, int nresults);
  // The engine's random numbers for math.random: uniform in [0, bound).
  void set_random(std::function<std::uint64_t(std::uint64_t bound)> fn);
  std::size_t memory_in_use() const { return used_; }
  void unref(int ref);

  // Internal: used by the C callbacks.
  static Sandbox* from(lua_State* L);
  bool aborted() const { return aborted_; }
  std::uint64_t draw(std::uint64_t bound);

 private:
  static void* alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize);
  static void hook(lua_State* L, lua_Debug* ar);
  void build_template();
  void protected_call(int nargs, int nresults);

  lua_State* L_ = nullptr;
  Limits limits_;
  std::size_t used_ = 0;
  std::size_t call_base_ = 0;
  bool in_call_ = false;
  int depth_ = 0;
  std::uint64_t executed_ = 0;
  bool aborted_ = false;
  int template_ = LUA_NOREF;
  std::function<std::uint64_t(std::uint64_t)> random_;
  std::uint64_t fallback_state_ = 0x853C49E6748FEA9Bull;
};

}  // namespace dm::script
