#pragma once
// The format a command plays, as its command line names it: --format, --option name=value
// (repeated), --sets (card sets to draft from), --players (drafters at the table).
#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <vector>

#include "dm/content.hpp"

namespace dm::cli {

struct FormatChoice {
  std::string format;
  std::vector<std::string> options;  // "name=value"
  std::string sets;                  // set ids, built-in folders or card files, comma-separated
  int players = 0;                   // 0: the format's own pod size
  std::vector<std::string> cards;    // extra card files or folders

  // Adds the options to a subcommand; `format` keeps its default when not required.
  void add_to(CLI::App* cmd, bool format_required = false);
};

struct LoadedFormat {
  std::shared_ptr<CardLibrary> library;
  std::unique_ptr<Format> format;
  FormatOptions options;  // as the format was loaded with them (to load it again elsewhere)
  int status = 0;         // when nothing was loaded: 2 for options given wrong, 1 for the rest
};

// "name=value" strings into options; prints the first bad one (malformed, or a name given
// twice) and returns false.
bool parse_options(const std::vector<std::string>& given, FormatOptions& out);

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
