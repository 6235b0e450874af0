// dice sim: placeholder until the simulator lands.
#include "tools/dice/commands.hpp"

namespace dm::cli {
void add_sim(CLI::App&) {}
}  // namespace dm::cli
