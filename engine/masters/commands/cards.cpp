// dice cards list: what the engine loads, and every problem with a card file.
#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>

#include "dm/text.hpp"
#include "tools/common/output.hpp"
#include "tools/dice/commands.hpp"
#include "engine/masters/commands/common.hpp"

namespace dm::cli {

namespace {
struct CardsOptions {
  std::vector<std::string> cards;
  bool json = false;
};

int run_list(const CardsOptions& o) {
  auto lib = load_library(o.cards);
  if (!lib) return 1;
  if (o.json) {
    nlohmann::json out = nlohmann::json::array();
    for (int i = 0; i < lib->size(); ++i) {
      const CardDef& c = lib->at(i);
      nlohmann::json faces = nlohmann::json::array();
      for (const auto& f : c.faces) faces.push_back(f.describe());
      out.push_back({{"id", c.id}, {"name", c.name()}, {"type", to_string(c.kind)}, {"cost", c.cost},
                     {"energy", c.energy == Energy::None ? nlohmann::json(nullptr) : nlohmann::json(to_string(c.energy))},
                     {"max", c.max}, {"affiliations", c.affiliations}, {"faces", faces}, {"text", c.text},
                     {"file", c.file}, {"tentative", c.tentative}});
    }
    std::cout << tools::dump_json(out, 2) << "\n";
    return 0;
  }
  for (int i = 0; i < lib->size(); ++i) {
    const CardDef& c = lib->at(i);
    // Escaped although the loader refuses control characters: the listing is for a terminal.
    std::cout << std::left << std::setw(10) << printable_line(c.id) << std::setw(42) << printable_line(c.name()) << std::setw(13)
              << to_string(c.kind) << std::setw(3) << c.cost << std::setw(7)
              << (c.energy == Energy::None ? "-" : std::string(to_string(c.energy)))
              << (c.kind == CardKind::BasicAction ? "Use " : "Max ") << c.max << (c.tentative ? "  (stats tentative)" : "")
              << "\n";
  }
  std::cout << lib->size() << " cards\n";
  return 0;
}
}  // namespace

void add_cards(CLI::App& app) {
  auto o = std::make_shared<CardsOptions>();
  auto* cmd = app.add_subcommand("cards", "card scripts: list what loads");
  cmd->require_subcommand(1);
  auto* list = cmd->add_subcommand("list", "load the built-in sets (and --cards) and list every card");
  list->add_option("--cards", o->cards, "extra card files or folders to load");
  list->add_flag("--json", o->json, "print JSON");
  list->callback([o] { exit_code() = run_list(*o); });
}

}  // namespace dm::cli
