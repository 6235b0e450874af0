#pragma once
// The subcommands of `dice`, one file each.
#include <CLI/CLI.hpp>

namespace dm::cli {

void add_play(CLI::App& app);
void add_cards(CLI::App& app);
void add_sim(CLI::App& app);
void add_scenario(CLI::App& app);
void add_team(CLI::App& app);
void add_formats(CLI::App& app);
void add_draft(CLI::App& app);
void add_agents(CLI::App& app);
void add_replay(CLI::App& app);

// Subcommands run from parse callbacks; they leave their exit status here.
int& exit_code();

}  // namespace dm::cli
