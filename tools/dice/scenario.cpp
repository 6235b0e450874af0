// dice scenario: placeholder until the scenario runner lands.
#include "tools/dice/commands.hpp"

namespace dm::cli {
void add_scenario(CLI::App&) {}
}  // namespace dm::cli
