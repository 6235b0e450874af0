// Format scripts as files (include/dm/format_files.hpp).
#include "dm/format_files.hpp"

#include <algorithm>
#include <filesystem>

namespace dm {

namespace fs = std::filesystem;

std::string format_path(const std::string& name) {
  if (names_a_format_file(name)) return name;
  return scripts_dir() + "/formats/" + name + ".lua";
}

std::string shown_script_path(const std::string& path) {
  const std::string root = scripts_dir() + "/";
  return path.compare(0, root.size(), root) == 0 ? path.substr(root.size()) : path;
}

std::vector<std::string> format_files(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec))
    if (it->path().extension() == ".lua" && it->is_regular_file(ec)) files.push_back(it->path().string());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace dm
