// Opening a replay file for dice replay and dice play --from-replay (replay_open.hpp).
#include "tools/dice/replay_open.hpp"

#include <algorithm>
#include <iostream>

#include "dm/files.hpp"
#include "dm/text.hpp"
#include "tools/dice/common.hpp"

namespace dm::cli {

OpenedReplay::~OpenedReplay() = default;

std::unique_ptr<OpenedReplay> open_replay(const std::string& file, const std::string& format,
                                          const std::vector<std::string>& cards) {
  std::string why;
  auto text = read_input_file(file, kMaxReplayFileBytes, why);
  if (!text) {
    std::cerr << "error: cannot read " << printable_line(file) << ": " << why << "\n";
    return nullptr;
  }
  auto parsed = parse_replay(*text, file);
  if (const auto* e = std::get_if<ReplayError>(&parsed)) {
    std::cerr << e->text() << "\n";
    return nullptr;
  }
  auto opened = std::make_unique<OpenedReplay>();
  opened->replay = std::move(std::get<Replay>(parsed));
  opened->content = cards;
  Replay& r = opened->replay;
  const bool by_path = names_a_path(r.format);
  bool carries_format = false;
  for (const auto& f : r.files) carries_format = carries_format || f.role == "format";
  if ((by_path && !carries_format) || !format.empty()) {
    if (format != r.format) {
      std::cerr << ReplayError{file, r.header_line, r.format_col,
                               format.empty() ? "the replay names the format script '" + r.format +
                                                    "' by path: give --format " + r.format +
                                                    " to read it (a replay written with --embed carries it)"
                                              : "the replay's format is '" + r.format + "', not '" + format + "' (--format)"}
                       .text()
                << "\n";
      return nullptr;
    }
  }
  // A format script given on the command line is read instead of the replay's copy, and names
  // its scripts itself: the copies of both stay in the replay, unused.
  Replay used = r;
  if (!format.empty())
    used.files.erase(std::remove_if(used.files.begin(), used.files.end(),
                                    [](const ReplayFile& f) { return f.role != "cards"; }),
                     used.files.end());
  if (used.files.empty()) return opened;
  opened->unpacked = std::make_unique<UnpackedReplay>(used, cards, format.empty());
  if (!opened->unpacked->error().empty()) {
    std::cerr << "error: " << printable_line(file) << ": " << opened->unpacked->error() << "\n";
    return nullptr;
  }
  r.format_file = used.format_file;
  r.unpacked = used.unpacked;
  opened->folder = opened->unpacked->folder();
  const auto& carried = opened->unpacked->content();
  opened->content.insert(opened->content.end(), carried.begin(), carried.end());
  return opened;
}

}  // namespace dm::cli
