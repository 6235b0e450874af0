#pragma once
// What Dice Masters' own subcommands (team, draft, cards) share: the card library and a format
// loaded with clear errors, team files read and checked against a format. Part of dice.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "dm/content.hpp"
#include "dm/team.hpp"
#include "tools/dice/common.hpp"
#include "tools/dice/format_choice.hpp"

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

struct LoadedFormat {
  std::shared_ptr<CardLibrary> library;
  std::unique_ptr<Format> format;
  FormatOptions options;  // as the format was loaded with them (to load it again elsewhere)
  int status = 0;         // when nothing was loaded: 2 for options given wrong, 1 for the rest
};

// The sets a draft uses, named by --sets (`sets`) or by --option sets=: set ids, built-in
// folders or card files (loaded into `lib`), resolved to set ids in options["sets"], with the
// same did-you-mean for a name that is none of them. 0, or the exit status of the problem
// (printed): 2 for options given wrong, 1 for a --sets file or set that can't be used.
int resolve_set_option(CardLibrary& lib, FormatOptions& options, const std::string& sets);

// Loads the card library (built-in sets, the format's own card files, --cards and the files
// --sets names) and the format with its options; prints every problem and returns an empty
// library on any, with the exit status the problem calls for.
LoadedFormat load_chosen_format(const FormatChoice& c);

}  // namespace dm::cli
