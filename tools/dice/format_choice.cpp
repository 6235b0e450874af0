// --format, --option, --sets and --players, shared by play, sim, draft and team.
#include "tools/dice/format_choice.hpp"

#include <iostream>
#include <sstream>

#include "dm/packs.hpp"
#include "dm/text.hpp"
#include "tools/common/args.hpp"
#include "tools/dice/common.hpp"

namespace dm::cli {

void FormatChoice::add_to(CLI::App* cmd, bool format_required) {
  auto* f = cmd->add_option("--format", format, "format name (scripts/formats) or path to a format script");
  if (format_required) f->required();
  else f->capture_default_str();
  cmd->add_option("--option", options, "a format option, name=value (repeat for more; `dice formats list` names them)")
      ->allow_extra_args(false);
  cmd->add_option("--sets", sets, "card sets to draft from: set ids, built-in folders or card files, comma-separated");
  cmd->add_option("--players", players, "players at the table: a drafting format's pod, or the players of a game such as Dice Miner")
      ->check(dm::tools::whole_number(2, dm::tools::kMaxPlayers));
  cmd->add_option("--cards", cards, "extra card files or folders to load");
}

bool parse_options(const std::vector<std::string>& given, FormatOptions& out) {
  for (const auto& o : given) {
    const auto eq = o.find('=');
    if (eq == std::string::npos || eq == 0) {
      std::cerr << "error: --option takes name=value, not '" << printable_line(o) << "'\n";
      return false;
    }
    const std::string name = o.substr(0, eq);
    // Like any other option given twice with two values: which one was meant is not ours to guess.
    if (!out.emplace(name, o.substr(eq + 1)).second) {
      std::cerr << "error: --option " << printable_line(name) << " is given twice; give each option once\n";
      return false;
    }
  }
  return true;
}

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
  if (c.players > 0 && !out.options.emplace("pod", std::to_string(c.players)).second) {
    std::cerr << "error: --players and --option pod= both set the pod size: give one of them\n";
    return failed(2);
  }
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
