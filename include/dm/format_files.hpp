#pragma once
// Format scripts as files, for every game: where a format named on a command line is read, the
// formats of a folder, and the error a format that can't be used raises. Public API.
#include <stdexcept>
#include <string>
#include <vector>

#include "dm/data_dir.hpp"
#include "dm/files.hpp"

namespace dm {

// A format script that can't be read or used: the message names the file and the problem.
struct FormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The data folder (dm/data_dir.hpp: --data, $DM_SCRIPTS, the installed share folder or the
// source tree); throws DataDirError when it is unusable.
std::string scripts_dir();

// Whether a format is named by a path (a '/' or ".lua") rather than by a name in the data folder.
inline bool names_a_format_file(const std::string& format) {
  return format.find('/') != std::string::npos || (format.size() >= 4 && format.compare(format.size() - 4, 4, ".lua") == 0);
}

// The script of a format: the path itself, or the data folder's formats/NAME.lua.
std::string format_path(const std::string& name);

// A script's path for people and replay files: relative to the data folder when it is in it,
// so replays made in different checkouts name the same files.
std::string shown_script_path(const std::string& path);

// The format scripts (*.lua) of a folder, in name order; none when it can't be read.
std::vector<std::string> format_files(const std::string& dir);

}  // namespace dm
