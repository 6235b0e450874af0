#pragma once
// The subcommands of `dice`, one file each.
#include <CLI/CLI.hpp>

namespace dm::cli {

void add_play(CLI::App& app);
void add_sim(CLI::App& app);
void add_scenario(CLI::App& app);
void add_formats(CLI::App& app);
void add_agents(CLI::App& app);
void add_replay(CLI::App& app);
void add_serve(CLI::App& app);

// A game's own subcommands (engine/<game>/commands/, built into dice): a static GameCommands
// in the game's commands registers the function that adds them, and dice adds every one.
struct GameCommands {
  explicit GameCommands(void (*add)(CLI::App& app));
};
void add_game_commands(CLI::App& app);

// Subcommands run from parse callbacks; they leave their exit status here.
int& exit_code();

}  // namespace dm::cli
