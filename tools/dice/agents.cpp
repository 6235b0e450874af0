// dice agents list: the agents --agents takes, with how each plays.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "tools/common/output.hpp"
#include "tools/dice/commands.hpp"

namespace dm::cli {

void add_agents(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand("agents", "agents: list them");
  cmd->require_subcommand(1);
  auto* list = cmd->add_subcommand("list", "name every agent --agents takes, with how it plays");
  list->add_flag("--json", *json, "print JSON");
  list->callback([json] {
    nlohmann::json out = nlohmann::json::array();
    for (const AgentInfo& a : agent_list()) {
      if (*json) out.push_back({{"name", a.name}, {"summary", a.summary}});
      else std::printf("%-10s %s\n", a.name.c_str(), a.summary.c_str());
    }
    // human is the command line's own: a person at the terminal.
    if (*json) out.push_back({{"name", "human"}, {"summary", "a person at the terminal"}});
    else std::printf("%-10s %s\n", "human", "a person at the terminal (dice play and dice draft)");
    if (*json) std::printf("%s\n", tools::dump_json(out, 2).c_str());
    exit_code() = 0;
  });
}

}  // namespace dm::cli
