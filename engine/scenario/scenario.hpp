#pragma once
// Internal to the scenario runner: scenarios as read from a file, before they are played.
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "dm/scenario.hpp"

namespace dm {

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
  // A problem in this declaration (a misspelt step, an unknown field): the scenario fails with
  // it at `broken_line` when run, and the file's other scenarios still run. Empty when sound.
  std::string broken;
  int broken_line = 0;
};

// Runs the file's Lua in a fresh sandbox and reads the scenarios it declares.
// Throws ScenarioError on a syntax error, a runtime error or a malformed declaration.
std::vector<Scenario> read_scenarios(const std::string& text, const std::string& file);

// The library with the cards the scenario writes in its `cards` field (card language text),
// compiled as .card files are. Throws ScenarioError naming the file's line.
bool has_inline_cards(const Scenario& sc);
std::shared_ptr<const CardLibrary> with_inline_cards(const Scenario& sc, const CardLibrary& base);

// Plays one scenario. Never throws for problems in the scenario: they come back as a
// failed (and, for set-up problems, malformed) result.
ScenarioResult run_scenario(const Scenario& sc, std::shared_ptr<const CardLibrary> library,
                            std::shared_ptr<AbilityRuntime> runtime, const ScenarioOptions& opts = {});

}  // namespace dm
