#pragma once
// The format a command plays, as its command line names it: --format, --option name=value
// (repeated), --sets (card sets to draft from), --players (drafters at the table).
#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <vector>

#include "dm/games.hpp"

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

// A format opened for a game: its table, with the options it was opened with.
struct OpenedTable {
  const GameType* type = nullptr;
  std::unique_ptr<Table> table;
  FormatOptions options;  // as the format was opened with them (to open it again elsewhere)
  int status = 0;         // when nothing was opened: 2 for options given wrong, 1 for the rest
};

// "name=value" strings into options; prints the first bad one (malformed, or a name given
// twice) and returns false.
bool parse_options(const std::vector<std::string>& given, FormatOptions& out);

// `--players N` as the format option `name` (players, or a draft's pod): set when the options
// don't hold it, accepted when they hold the same number; when they disagree, both are named on
// stderr and the answer is false.
bool add_players_option(FormatOptions& options, const std::string& name, int players);

// The format a command line names, opened by its game (format_game) with --option, --sets,
// --players (the option the game names) and --cards; every problem printed, and an empty
// table with the exit status the problem calls for.
OpenedTable open_chosen_table(const FormatChoice& c);

}  // namespace dm::cli
