#pragma once
// A replay file opened for dice replay and dice play --from-replay: read, parsed, the files it
// carries (--embed) unpacked for the time it is used, and its format held to --format.
#include <memory>
#include <string>
#include <vector>

#include "dm/replay.hpp"

namespace dm::cli {

struct OpenedReplay {
  Replay replay;
  std::vector<std::string> content;  // the game's content files: --cards, then those the replay carries
  std::string folder;              // where its carried files were unpacked ("" when none)
  std::unique_ptr<UnpackedReplay> unpacked;  // its carried files, for as long as it is open
  OpenedReplay() = default;
  OpenedReplay(const OpenedReplay&) = delete;
  OpenedReplay& operator=(const OpenedReplay&) = delete;
  ~OpenedReplay();  // the unpacked files go with it, and reads are no longer confined to them
};

// Null, after printing why as `file:line:col: error: ...`, when the file can't be read or
// used. A format script named by path is read from the replay when it carries it, else only
// when `format` (--format) gives that path: a replay never makes dice read a path it names.
std::unique_ptr<OpenedReplay> open_replay(const std::string& file, const std::string& format,
                                          const std::vector<std::string>& cards);

}  // namespace dm::cli
