#pragma once
// Scenario files: a table set up die by die, chance pinned, decisions answered by readable
// verbs, outcomes asserted. A file is Lua run in the script sandbox; the format is in
// docs/scenarios.md. Strict: a decision the steps don't answer fails the scenario. Public API.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "dm/match.hpp"

namespace dm {

struct ScenarioResult {
  std::string file;
  std::string name;
  bool passed = false;
  bool malformed = false;  // the file or the scenario could not be read or set up
  int line = 0;            // where it failed
  std::string message;     // why, starting with "file:line: "
};

struct ScenarioOptions {
  // Each scenario, as it starts: its file, name and line.
  std::function<void(const std::string& file, const std::string& name, int line)> on_scenario;
  // Every event line the game writes, as it is written (narration).
  std::function<void(const Match&, const std::string& json_line)> on_log;
  // Every step, as written, just before it runs.
  std::function<void(const std::string&)> on_step;
  // The game once the scenario has set it up, before its first step (dice play --from-scenario
  // copies it). Returning false ends the scenario there, passed.
  std::function<bool(const Match&)> on_set_up;
  // Content files of a game's own beside its built-in content (card files: `--cards`).
  std::vector<std::string> content;
};

// Reads and plays every scenario of a file, each by its game's runner: one result each, or one
// malformed result for the file when it can't be read. Never throws for problems in the file.
std::vector<ScenarioResult> run_scenario_text(const std::string& text, const std::string& file, const ScenarioOptions& opts = {});
std::vector<ScenarioResult> run_scenario_file(const std::string& path, const ScenarioOptions& opts = {});

}  // namespace dm
