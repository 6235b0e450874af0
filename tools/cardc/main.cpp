// cardc: checks, renders, formats and compiles card-language (.card) files.
#include <CLI/CLI.hpp>

#include <csignal>
#include <iostream>

#include "dm/data_dir.hpp"
#include "dm/version.hpp"
#include "tools/cardc/common.hpp"
#include "tools/common/args.hpp"
#include "tools/common/output.hpp"
#include "tools/common/terminal_guard.hpp"

int main(int argc, char** argv) {
  // stdout carries what a subcommand produces (diagnostics, JSON, a card, formatted text), so
  // log lines go to stderr where they can't corrupt it.
  dm::tools::log_to_stderr("cardc");
  // A closed standard output (`cardc check | head`) makes writes fail and the exit status 2,
  // instead of killing cardc with SIGPIPE.
  std::signal(SIGPIPE, SIG_IGN);
  dm::tools::guard_standard_streams();

  CLI::App app{"cardc: check, render, format and compile card-language (.card) files"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("cardc ") + dm::version(), "print the version and exit");
  std::string level = "warn";
  dm::tools::add_log_level(app, level);
  std::string data;
  app.add_option("--data", data, "the data folder, whose card sets `check` reads when given no file")
      ->each([](const std::string& dir) { dm::set_data_dir(dir, "--data"); });
  dm::cardc::add_compile(app);
  dm::cardc::add_check(app);
  dm::cardc::add_render(app);
  dm::cardc::add_fmt(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help is a ParseError too, with status 0; anything else is a usage error.
    return dm::tools::parse_failure(app, e) == 0 ? dm::cardc::kClean : dm::cardc::kUsage;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return dm::cardc::kUsage;
  }
  if (!dm::tools::finish_stdout()) return dm::cardc::kUsage;
  return dm::cardc::exit_code();
}
