#pragma once
// Reading the files users hand the engine (card files, formats, team files, scenarios, results)
// without trusting them: only regular files, never more than a documented size, every refusal
// in words that name the path. The limits are listed in docs/limits.md.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace dm {

// Size limits of each kind of input file, checked before the file is read whole.
constexpr std::size_t kMaxCardFileBytes = 4u << 20;      // a card file (.card or .lua)
constexpr std::size_t kMaxFormatFileBytes = 1u << 20;    // a format script
constexpr std::size_t kMaxScenarioFileBytes = 4u << 20;  // a scenario file
constexpr std::size_t kMaxTeamFileBytes = 1u << 20;      // a team file
constexpr std::size_t kMaxResultFileBytes = 64u << 20;   // a `dice sim --json` result read by --merge

// Reads the file at `path` whole when it is a regular file (or a symbolic link to one) of at
// most `max_bytes`. Otherwise returns nothing and sets `why` to the reason, without the path:
// "no such file", "a folder, not a file", "a symbolic link loop", "not a regular file (a
// device, pipe or socket)", "too large (N bytes; at most M)", or the system's read error.
// Devices and pipes are refused before any byte is read, so /dev/zero can't exhaust memory.
// While `confine_reads` is set on a thread, also "outside the folders this run may read".
std::optional<std::string> read_input_file(const std::string& path, std::size_t max_bytes, std::string& why);

// While one lives, read_input_file on this thread reads only files inside `folders` and the
// files `files` names, each compared by its real path (links resolved). A replay's carried
// scripts name what paths they like; this keeps dice from reading, and quoting, any file
// outside the replay's temporary folder and the data folder. Confinements nest: the innermost
// holds.
class ConfinedReads {
 public:
  ConfinedReads(const std::vector<std::string>& folders, const std::vector<std::string>& files);
  ~ConfinedReads();
  ConfinedReads(const ConfinedReads&) = delete;
  ConfinedReads& operator=(const ConfinedReads&) = delete;
  // Whether `real`, a path with its links resolved, may be read.
  bool allows(const std::string& real) const;

 private:
  std::vector<std::string> folders_, files_;
  const ConfinedReads* outer_;
};

}  // namespace dm
