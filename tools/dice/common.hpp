#pragma once
// Shared by the subcommands: words of a command line.
#include <iostream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "dm/format_files.hpp"

namespace dm::cli {

// Whether a format is named by a path (a '/' or ".lua") rather than by a name: a replay's or a
// team file's path is read only when the command line gives it.
inline bool names_a_path(const std::string& format) { return names_a_format_file(format); }

// "a.team,b.team" into its parts.
inline std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == ',') {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty() || !out.empty()) out.push_back(cur);
  return out;
}

// The files a command reads, as (option, path), for tools::distinct_outputs: every path of
// `paths` under `option`.
inline void add_inputs(std::vector<std::pair<std::string, std::string>>& inputs, const std::string& option,
                       const std::vector<std::string>& paths) {
  for (const auto& p : paths)
    if (!p.empty()) inputs.emplace_back(option, p);
}

}  // namespace dm::cli
