// --format, --option, --sets and --players, shared by play, sim, draft and team.
#include "tools/dice/format_choice.hpp"

#include <iostream>

#include "dm/packs.hpp"
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
      std::cerr << "error: --option takes name=value, not '" << o << "'\n";
      return false;
    }
    out[o.substr(0, eq)] = o.substr(eq + 1);
  }
  return true;
}

LoadedFormat load_chosen_format(const FormatChoice& c) {
  LoadedFormat out;
  if (!parse_options(c.options, out.options)) return {};
  auto lib = load_library(c.cards, c.format);
  if (!lib) return {};
  if (!c.sets.empty()) {
    try {
      const auto ids = resolve_sets(*lib, split_commas(c.sets));
      std::string joined;
      for (const auto& id : ids) joined += (joined.empty() ? "" : ",") + id;
      out.options["sets"] = joined;
    } catch (const std::exception& e) {
      std::cerr << "error: --sets: " << e.what() << "\n";
      return {};
    }
  }
  if (c.players > 0) out.options["pod"] = std::to_string(c.players);
  try {
    out.format = std::make_unique<Format>(c.format, lib, out.options);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    if (c.players > 0 && std::string(e.what()).find("'pod'") != std::string::npos)
      std::cerr << "(--players sets the pod size of a drafting format)\n";
    return {};
  }
  out.library = std::move(lib);
  return out;
}

}  // namespace dm::cli
