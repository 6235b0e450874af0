// dice: play, simulate and check games of the engine from the command line.
#include <CLI/CLI.hpp>
#include <spdlog/spdlog.h>

#include "tools/dice/commands.hpp"

int main(int argc, char** argv) {
  CLI::App app{"dice: a scriptable rules engine for dice-building games (Marvel Dice Masters)"};
  app.require_subcommand(1);
  std::string level = "warn";
  app.add_option("--log-level", level, "trace, debug, info, warn, error, off")->capture_default_str();
  dm::cli::add_play(app);
  dm::cli::add_cards(app);
  dm::cli::add_sim(app);
  dm::cli::add_scenario(app);
  dm::cli::add_team(app);
  dm::cli::add_formats(app);
  dm::cli::add_draft(app);
  dm::cli::add_agents(app);
  app.parse_complete_callback([&] { spdlog::set_level(spdlog::level::from_str(level)); });
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  return dm::cli::exit_code();
}
