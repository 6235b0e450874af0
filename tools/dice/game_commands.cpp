// The subcommands games add to dice (commands.hpp, GameCommands).
#include <vector>

#include "tools/dice/commands.hpp"

namespace dm::cli {

namespace {

std::vector<void (*)(CLI::App&)>& registered() {
  static std::vector<void (*)(CLI::App&)> adders;
  return adders;
}

}  // namespace

GameCommands::GameCommands(void (*add)(CLI::App& app)) { registered().push_back(add); }

void add_game_commands(CLI::App& app) {
  for (auto add : registered()) add(app);
}

}  // namespace dm::cli
