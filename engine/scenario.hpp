#pragma once
// Scenario files: a table set up die by die, chance pinned, decisions answered by readable
// verbs, outcomes asserted. A file is Lua run in the script sandbox; the format is in
// docs/scenarios.md. Strict: a decision the steps don't answer fails the scenario.
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"

namespace dm {

class ScriptEngine;

// Something the file says that can't be read or set up, with where it says it.
struct ScenarioError : std::runtime_error {
  ScenarioError(std::string file, int line, std::string message);
  std::string file;
  int line = 0;  // 0 when unknown
  std::string message;
};

struct ScenarioStep {
  std::string verb;     // "use", "expect", "block", ...
  nlohmann::json args;  // its arguments as written, Lua values read into JSON
  int line = 0;         // 0 when written without a call (a bare `pass`)
};

struct Scenario {
  std::string name;
  std::string file;
  int line = 0;
  nlohmann::json spec;  // every field but `steps`: edition, players, setup, turn, rolls, ...
  std::vector<ScenarioStep> steps;
  std::shared_ptr<const std::string> source;  // the file's text, to point at lines in messages
};

struct ScenarioResult {
  std::string file;
  std::string name;
  bool passed = false;
  bool malformed = false;  // the file or the scenario could not be read or set up
  int line = 0;            // where it failed
  std::string message;     // why, starting with "file:line: "
};

struct ScenarioOptions {
  // Each scenario, as it starts.
  std::function<void(const Scenario&)> on_scenario;
  // Every event line the game writes, as it is written (narration).
  std::function<void(const Game&, const nlohmann::json&)> on_log;
  // Every step, as written, just before it runs.
  std::function<void(const std::string&)> on_step;
};

// A die's name in scenario files: owner, card and number among that card's dice
// ("P1 Sidekick 3", "P2 Beast: Mutate #666 1"; basic action dice have no owner: "Force Beam 2").
std::string scenario_die_name(const GameState& s, DieId d);

// Runs the file's Lua in a fresh sandbox and reads the scenarios it declares.
// Throws ScenarioError on a syntax error, a runtime error or a malformed declaration.
std::vector<Scenario> read_scenarios(const std::string& text, const std::string& file);

// Plays one scenario. Never throws for problems in the scenario: they come back as a
// failed (and, for set-up problems, malformed) result.
ScenarioResult run_scenario(const Scenario& sc, const std::shared_ptr<ScriptEngine>& engine,
                            const ScenarioOptions& opts = {});

// Reads and plays every scenario of a file: one result each, or one malformed result for
// the file when it can't be read.
std::vector<ScenarioResult> run_scenario_text(const std::string& text, const std::string& file,
                                              const std::shared_ptr<ScriptEngine>& engine,
                                              const ScenarioOptions& opts = {});
std::vector<ScenarioResult> run_scenario_file(const std::string& path, const std::shared_ptr<ScriptEngine>& engine,
                                              const ScenarioOptions& opts = {});

}  // namespace dm
