#pragma once
// The engine's version: one number for the library, the tools, replays and the CMake package
// (CMakeLists.txt reads it from here, so the two cannot differ). Public API.
#define DM_VERSION_MAJOR 0
#define DM_VERSION_MINOR 9
#define DM_VERSION_PATCH 0
#define DM_VERSION_STRING "0.9.0"

namespace dm {

// "0.9.0": what `dice --version` prints and a replay records.
constexpr const char* version() { return DM_VERSION_STRING; }

}  // namespace dm
