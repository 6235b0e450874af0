#pragma once
// Content: card files (Lua scripts and the card language) read into a card library, the Lua
// runtime that plays their abilities, and formats (Lua scripts that set a game up). Public API.
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "dm/game.hpp"
#include "dm/library.hpp"
#include "dm/runtime.hpp"

namespace dm {

// A problem with a card file, where it is.
struct LoadError {
  std::string file;
  int line = 0;
  std::string message;
  int col = 0;
  std::string text() const {
    return file + (line ? ":" + std::to_string(line) : "") + (line && col ? ":" + std::to_string(col) : "") + ": " + message;
  }
};

// Loads every card file under each path (a file or a folder, searched recursively, in
// name order): *.lua card scripts, and *.card files in the card language. Problems are
// appended to `errors`; cards that load are added to `lib`.
void load_cards(CardLibrary& lib, const std::vector<std::string>& paths, std::vector<LoadError>& errors);

// The built-in sets: scripts/cards under the source tree (or $DM_SCRIPTS/cards).
std::string scripts_dir();
std::shared_ptr<CardLibrary> builtin_library(std::vector<LoadError>& errors);

// The card scripts of a library, compiled and run once in a sandboxed Lua state, ready to
// play their abilities: one per worker thread. Throws std::runtime_error naming the file and
// line when a script fails to run or would keep state between calls.
std::shared_ptr<AbilityRuntime> make_lua_runtime(std::shared_ptr<const CardLibrary> library);

struct FormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A format script (scripts/formats/<name>.lua, or a path to a .lua file), loaded once and
// asked for as many game set-ups as needed. Formats that build teams draw from each game's
// seed, never from a clock. Not shared between threads.
class Format {
 public:
  // Throws FormatError with the file and the reason when the script or a team is illegal.
  Format(const std::string& name, std::shared_ptr<const CardLibrary> library);
  ~Format();
  Format(Format&&) noexcept;
  Format& operator=(Format&&) noexcept;
  // The set-up of the game played with `seed` (teams built from it when the format builds them).
  GameSetup setup(std::uint64_t seed);
  const std::string& name() const;

  struct Impl;  // the script's Lua state and what was read from it

 private:
  std::unique_ptr<Impl> impl_;
};

// One set-up, loading the format for it.
GameSetup load_format(const std::string& name, std::shared_ptr<const CardLibrary> library, std::uint64_t seed);
std::string format_path(const std::string& name);

}  // namespace dm
