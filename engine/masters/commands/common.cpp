// Loading what Dice Masters' subcommands work on (common.hpp).
#include "engine/masters/commands/common.hpp"

#include <sstream>

#include "dm/packs.hpp"
#include "dm/text.hpp"

namespace dm::cli {

int resolve_set_option(CardLibrary& lib, FormatOptions& options, const std::string& sets) {
  auto it = options.find("sets");
  if (!sets.empty() && it != options.end()) {
    std::cerr << "error: --sets and --option sets= both name the sets: give one of them\n";
    return 2;
  }
  const std::string named = sets.empty() ? (it == options.end() ? std::string() : it->second) : sets;
  if (named.empty()) return 0;
  try {
    const auto ids = resolve_sets(lib, split_commas(named));
    std::string joined;
    for (const auto& id : ids) joined += (joined.empty() ? "" : ",") + id;
    options["sets"] = joined;
  } catch (const std::exception& e) {
    std::cerr << "error: " << (sets.empty() ? "--option sets" : "--sets") << ": " << printable_line(e.what()) << "\n";
    // --sets names sets and card files (what fails to load is the files'); --option sets= is an
    // option's value like any other.
    return sets.empty() ? 2 : 1;
  }
  return 0;
}

LoadedFormat load_chosen_format(const FormatChoice& c) {
  LoadedFormat out;
  // Options given wrong are the command line's fault (exit 2); a library or format that fails
  // to load is the files' (exit 1).
  auto failed = [](int status) {
    LoadedFormat none;
    none.status = status;
    return none;
  };
  if (!parse_options(c.options, out.options)) return failed(2);
  auto lib = load_library(c.cards, c.format);
  if (!lib) return failed(1);
  if (const int status = resolve_set_option(*lib, out.options, c.sets)) return failed(status);
  if (c.players > 0 && !add_players_option(out.options, "pod", c.players)) return failed(2);
  try {
    out.format = std::make_unique<Format>(c.format, lib, out.options);
  } catch (const std::exception& e) {
    // A format file's every problem, each on a line of its own.
    std::istringstream lines(e.what());
    for (std::string line; std::getline(lines, line);) std::cerr << "error: " << line << "\n";
    if (c.players > 0 && std::string(e.what()).find("'pod'") != std::string::npos)
      std::cerr << "(--players sets the pod size of a drafting format)\n";
    return failed(1);
  }
  out.library = std::move(lib);
  return out;
}

}  // namespace dm::cli
