#pragma once
// Shared by the subcommands: loading the card library and team files with clear errors.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "dm/content.hpp"
#include "dm/replay.hpp"
#include "dm/team.hpp"

namespace dm::cli {

// Built-in sets, the card files a format names, and any extra files or folders; prints every
// problem and returns null on any.
inline std::shared_ptr<CardLibrary> load_library(const std::vector<std::string>& extra, const std::string& format = {}) {
  std::vector<LoadError> errors;
  auto lib = builtin_library(errors);
  if (!format.empty()) load_cards(*lib, format_card_files(format), errors);
  load_cards(*lib, extra, errors);
  for (const auto& e : errors) std::cerr << "error: " << e.text() << "\n";
  if (!errors.empty()) return nullptr;
  return lib;
}

// Reads team files for a format, one per seat; every problem (of the text and of the format's
// rules) is printed as `file:line:col: error: ...`. Null when there was any.
// A team that records the options it was drafted under (`options:`) is brought only to a game of
// the same options (`options`, as given on the command line).
inline std::unique_ptr<std::vector<TeamList>> load_teams(const std::vector<std::string>& files, Format& format,
                                                         const CardLibrary& lib, const FormatOptions* options = nullptr) {
  auto teams = std::make_unique<std::vector<TeamList>>();
  std::vector<TeamProblem> problems;
  for (const auto& f : files) teams->push_back(read_team_file(f, lib, problems));
  for (auto& p : format.check_teams(*teams)) problems.push_back(std::move(p));
  auto written = [](const std::map<std::string, std::string>& o) {
    std::string text;
    for (const auto& [k, v] : o) text += (text.empty() ? "" : " ") + ("--option " + k + "=" + v);
    return text.empty() ? std::string("none") : text;
  };
  if (options && format.drafts())
    for (const auto& t : *teams)
      if (t.options != *options && t.format == format.name() && !t.drafted.empty()) {
        TeamProblem p;
        p.file = t.file;
        p.line = t.options_line;
        p.message = "drafted under the options " + written(t.options) + "; this game has " + written(*options);
        p.hint = "give the same options: " + written(t.options);
        problems.push_back(std::move(p));
      }
  for (const auto& p : problems) std::cerr << p.text() << "\n";
  if (!problems.empty()) return nullptr;
  return teams;
}

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

}  // namespace dm::cli
