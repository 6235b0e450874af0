// dice: play, simulate and check games of the engine from the command line.
#include <CLI/CLI.hpp>
#include <spdlog/spdlog.h>

#include <csignal>
#include <iostream>

#include "dm/agent.hpp"
#include "dm/cleanup.hpp"
#include "dm/data_dir.hpp"
#include "dm/version.hpp"
#include "tools/common/args.hpp"
#include "tools/common/output.hpp"
#include "tools/common/terminal_guard.hpp"
#include "tools/dice/commands.hpp"

namespace {

// A signal that ends dice ends the agents' programs first (each runs in a process group of its
// own, which the terminal's Ctrl-C does not reach) and removes the files it kept for a while
// (outputs not yet renamed into place, a replay's unpacked files), then ends dice itself, as
// the signal would have.
extern "C" void end_on_signal(int sig) {
  dm::end_agent_processes();
  dm::remove_registered_paths();
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

}  // namespace

int main(int argc, char** argv) {
  // A closed standard output (`dice ... | head`) makes writes fail, and exit status 2 at the
  // end (finish_stdout), instead of killing dice with SIGPIPE half way through a file.
  std::signal(SIGPIPE, SIG_IGN);
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT})
    if (std::signal(sig, end_on_signal) == SIG_IGN) std::signal(sig, SIG_IGN);  // nohup stays nohup
  // stdout carries what a subcommand produces (JSON above all); log lines go to stderr.
  dm::tools::log_to_stderr("dice");
  dm::tools::guard_standard_streams();
  CLI::App app{"dice: a scriptable rules engine for dice-building games"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("dice ") + dm::version(), "print the version and exit");
  std::string level = "warn";
  dm::tools::add_log_level(app, level);
  std::string data;
  app.add_option("--data", data, "the data folder: card sets (cards/) and formats (formats/); docs/install.md")
      ->each([](const std::string& dir) { dm::set_data_dir(dir, "--data"); });
  // An unusable data folder is named before any subcommand starts, with the way that chose it;
  // `agents` reads no data, so it works without any.
  app.parse_complete_callback([&app] {
    if (app.got_subcommand("agents")) return;
    const dm::DataDir d = dm::data_dir();
    spdlog::debug("data folder {} (from {})", d.path, d.why());
  });
  dm::cli::add_play(app);
  dm::cli::add_sim(app);
  dm::cli::add_scenario(app);
  dm::cli::add_formats(app);
  dm::cli::add_agents(app);
  dm::cli::add_replay(app);
  dm::cli::add_serve(app);
  dm::cli::add_game_commands(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return dm::tools::parse_failure(app, e);
  } catch (const dm::DataDirError& e) {
    std::cerr << "error: " << e.what() << "\n";
    return dm::tools::kUsageError;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  // Output that didn't reach its reader (a full disk, a closed pipe) is a failure.
  if (!dm::tools::finish_stdout()) return dm::tools::kUsageError;
  return dm::cli::exit_code();
}
