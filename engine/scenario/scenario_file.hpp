#pragma once
// Scenarios as read from a file, before a game's runner plays them. Internal to the scenario
// reader and the games' runners.
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
  std::string game;  // the game it sets up: its `game`, or the catalog's default
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

namespace scenario {
struct GameScenarios;
}

// The games a scenario file may name, with what each takes.
struct ScenarioCatalog {
  std::string default_game;  // of a scenario that names none
  std::vector<std::pair<std::string, const scenario::GameScenarios*>> games;
};

// Runs the file's Lua in a fresh sandbox and reads the scenarios it declares, each checked
// against its game's fields and verbs. Throws ScenarioError on a syntax error, a runtime error
// or a malformed declaration.
std::vector<Scenario> read_scenarios(const std::string& text, const std::string& file, const ScenarioCatalog& games);

}  // namespace dm
