// dice scenario: runs scenario files (docs/scenarios.md), one line per scenario and a total.
#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

#include "dm/scenario.hpp"
#include "dm/text.hpp"
#include "engine/module/game_module.hpp"
#include "tools/dice/commands.hpp"

namespace dm::cli {

namespace {

// A name or message as printed: what a file put in it can be megabytes (a 60 KiB name in each
// of thousands of scenarios), so past `max` bytes only its start is shown, with its size.
std::string at_most(const std::string& text, std::size_t max) {
  if (text.size() <= max) return text;
  std::size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut) + "... (" + std::to_string(text.size()) + " bytes in all)";
}

constexpr std::size_t kShownName = 200, kShownMessage = 4000;

struct ScenarioCliOptions {
  std::vector<std::string> files;
  std::vector<std::string> cards;
  bool verbose = false;
};

int run_scenarios(const ScenarioCliOptions& o) {
  ScenarioOptions opts;
  opts.content = o.cards;
  if (o.verbose) {
    opts.on_scenario = [](const std::string& file, const std::string& name, int line) {
      std::cout << "\n-- " << name << " (" << file << ":" << line << ")\n";
    };
    opts.on_step = [](const std::string& step) { std::cout << "  > " << step << "\n"; };
    opts.on_log = [](const Match& m, const std::string& line) {
      const auto ev = nlohmann::json::parse(line);
      // A window no one was asked in leaves no decision behind: say it passed, and why.
      if (ev.value("type", "") == "window_skipped") {
        std::string window = ev.value("window", "");
        std::replace(window.begin(), window.end(), '_', ' ');
        std::cout << "  (window " << window << " skipped: P" << ev.value("player", 0) + 1 << " has nothing to use)\n";
        return;
      }
      std::string text = view_of(m.game_name()).narrate(m, ev);
      if (!text.empty()) std::cout << text << "\n";
    };
  }
  int passed = 0, failed = 0;
  for (const auto& file : o.files) {
    for (const auto& r : run_scenario_file(file, opts)) {
      if (r.passed) {
        ++passed;
        std::cout << "PASS " << printable_line(at_most(r.name, kShownName)) << "\n";
      } else {
        ++failed;
        std::cout << "FAIL " << printable_line(at_most(r.name, kShownName)) << ": " << printable(at_most(r.message, kShownMessage))
                  << "\n";
      }
      std::cout.flush();
    }
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed ? 1 : 0;
}

}  // namespace

void add_scenario(CLI::App& app) {
  auto o = std::make_shared<ScenarioCliOptions>();
  auto* cmd = app.add_subcommand("scenario", "run scenario files: set up a table, play steps, check the outcome");
  cmd->footer(
      "Each scenario prints PASS or FAIL with the file and line of the problem, then a final\n"
      "\"N passed, M failed\" line. The exit status is 0 only when every scenario passed.\n"
      "The format is described in docs/scenarios.md.");
  cmd->add_option("files", o->files, "scenario files (Lua)")->required();
  // One path each time it is given, so scenario files may come before or after it.
  cmd->add_option("--cards", o->cards, "extra card files or folders to load (repeat for more)")->allow_extra_args(false);
  cmd->add_flag("--verbose,-v", o->verbose, "tell each scenario step by step");
  cmd->callback([o] { exit_code() = run_scenarios(*o); });
}

}  // namespace dm::cli
