#pragma once
// Formats are Lua scripts (scripts/formats/<name>.lua) that say how a game is set up:
// rules edition, life, basic actions and their dice, and each player's team — fixed, or
// built by a function from the card pool with the game's own random numbers.
#include <cstdint>
#include <memory>
#include <string>

#include "engine/game.hpp"

namespace dm {

struct FormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// `name` is a format name (looked up in scripts/formats) or a path to a .lua file.
// Throws FormatError with the file and the reason when the format or a team is illegal.
GameSetup load_format(const std::string& name, std::shared_ptr<const CardLibrary> library, std::uint64_t seed);
std::string format_path(const std::string& name);

}  // namespace dm
