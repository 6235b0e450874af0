// cardc: checks, renders, formats and compiles card-language (.card) files.
#include <CLI/CLI.hpp>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <iostream>

#include "tools/cardc/common.hpp"

int main(int argc, char** argv) {
  // stdout carries what a subcommand produces (diagnostics, JSON, a card, formatted text), so
  // log lines go to stderr where they can't corrupt it.
  spdlog::set_default_logger(spdlog::stderr_color_mt("cardc"));
  spdlog::set_pattern("cardc: [%l] %v");
  spdlog::set_level(spdlog::level::warn);

  CLI::App app{"cardc: check, render, format and compile card-language (.card) files"};
  app.require_subcommand(1);
  std::string level = "warn";
  app.add_option("--log-level", level, "trace, debug, info, warn, error, off")
      ->check(CLI::IsMember({"trace", "debug", "info", "warn", "error", "critical", "off"}))
      ->capture_default_str();
  dm::cardc::add_compile(app);
  dm::cardc::add_check(app);
  dm::cardc::add_render(app);
  dm::cardc::add_fmt(app);
  app.parse_complete_callback([&] { spdlog::set_level(spdlog::level::from_str(level)); });
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help is a ParseError too, with status 0; anything else is a usage error.
    return app.exit(e) == 0 ? dm::cardc::kClean : dm::cardc::kUsage;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return dm::cardc::kUsage;
  }
  return dm::cardc::exit_code();
}
