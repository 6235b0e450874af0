// dice sim: placeholder registration until the simulator lands.
#include "tools/dice/commands.hpp"

namespace dm::cli {
void add_sim(CLI::App&) {}
void add_scenario(CLI::App&) {}
}  // namespace dm::cli
