// Opening a replay file for dice replay and dice play --from-replay (replay_open.hpp).
#include "tools/dice/replay_open.hpp"

#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "dm/files.hpp"
#include "dm/text.hpp"
#include "tools/dice/common.hpp"

namespace dm::cli {

OpenedReplay::~OpenedReplay() {
  if (folder.empty()) return;
  std::error_code ec;
  std::filesystem::remove_all(folder, ec);
}

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
  if (r.files.empty()) return opened;
  std::string dir = (std::filesystem::temp_directory_path() / "dice-replay-XXXXXX").string();
  if (!mkdtemp(dir.data())) {
    std::cerr << "error: cannot make a folder for the files " << printable_line(file) << " carries\n";
    return nullptr;
  }
  opened->folder = dir;
  std::vector<std::string> carried;
  if (const std::string err = unpack_replay_files(r, dir, carried); !err.empty()) {
    std::cerr << "error: " << printable_line(file) << ": " << err << "\n";
    return nullptr;
  }
  // A format script given on the command line wins over the replay's copy of it.
  if (!format.empty()) r.format_file.clear();
  opened->content.insert(opened->content.end(), carried.begin(), carried.end());
  return opened;
}

}  // namespace dm::cli
