// A replay's carried files for the time they are used, and the check that a replay about to be
// written is one dice replay reads and plays back (include/dm/replay.hpp).
#include <stdlib.h>

#include <filesystem>

#include "dm/cleanup.hpp"
#include "dm/data_dir.hpp"
#include "dm/files.hpp"
#include "dm/replay.hpp"

namespace dm {

namespace fs = std::filesystem;

UnpackedReplay::UnpackedReplay(Replay& r, const std::vector<std::string>& also_read, bool confine) {
  if (r.files.empty()) return;
  std::error_code ec;
  std::string dir = (fs::temp_directory_path(ec) / "dice-replay-XXXXXX").string();
  if (ec || !::mkdtemp(dir.data())) {
    error_ = "cannot make a folder for the files the replay carries";
    return;
  }
  folder_ = dir;
  ticket_ = remove_on_signal(folder_, true);
  error_ = unpack_replay_files(r, folder_, content_);
  if (!error_.empty() || !confine) return;
  std::vector<std::string> folders = {folder_};
  try {
    folders.push_back(scripts_dir());
  } catch (const std::exception&) {
  }
  // --cards may name folders as well as files: each is allowed as both.
  folders.insert(folders.end(), also_read.begin(), also_read.end());
  confined_ = std::make_unique<ConfinedReads>(folders, also_read);
}

UnpackedReplay::~UnpackedReplay() {
  confined_.reset();
  if (folder_.empty()) return;
  std::error_code ec;
  fs::remove_all(folder_, ec);
  forget_on_signal(ticket_);
}

std::string replay_refusal(const std::string& text) {
  if (text.size() > kMaxReplayFileBytes)
    return "the replay would be " + std::to_string(text.size()) + " bytes; dice replay reads at most " +
           std::to_string(kMaxReplayFileBytes);
  auto parsed = parse_replay(text, "the replay");
  if (const auto* e = std::get_if<ReplayError>(&parsed)) return "dice replay would refuse it: " + e->text();
  Replay& r = std::get<Replay>(parsed);
  if (r.files.empty()) return "";
  UnpackedReplay unpacked(r, {});
  if (!unpacked.error().empty()) return unpacked.error();
  const MatchReplayRun run = play_match_replay(r, unpacked.content());
  if (run.diff) return "it would not play back from the files it carries: " + run.diff.message;
  return "";
}

}  // namespace dm
