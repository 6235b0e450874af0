// Scenario files of any game (include/dm/scenario.hpp): each scenario played by the runner of
// the game it names, found in the list of games.
#include "dm/scenario.hpp"
#include "engine/module/game_module.hpp"
#include "engine/scenario/run.hpp"

namespace dm {

namespace {

const ScenarioCatalog& catalog() {
  static const ScenarioCatalog c = [] {
    ScenarioCatalog x;
    x.default_game = default_game();
    for (const GameModule* m : game_modules())
      if (m->scenarios) x.games.emplace_back(m->type->info().name, m->scenarios);
    return x;
  }();
  return c;
}

}  // namespace

std::vector<ScenarioResult> run_scenario_text(const std::string& text, const std::string& file, const ScenarioOptions& opts) {
  return scenario::run_text(text, file, catalog(), opts);
}

std::vector<ScenarioResult> run_scenario_file(const std::string& path, const ScenarioOptions& opts) {
  return scenario::run_file(path, catalog(), opts);
}

}  // namespace dm
