#pragma once
// Hero duel scenarios (docs/hero-duel.md, "Scenarios"): a file whose scenario says
// game = "hero-duel" is played by runner.cpp rather than by the Dice Masters runner.
// Internal to the scenario runner.
#include <string>
#include <vector>

#include "engine/scenario/scenario_file.hpp"
#include "engine/scenario/values.hpp"

namespace dm::scenario {

bool is_duel_scenario(const Scenario& sc);
ScenarioResult run_duel_scenario(const Scenario& sc, const ScenarioOptions& opts);
// The fields such a scenario may have (reader.cpp checks them).
const std::vector<std::string>& duel_spec_fields();

}  // namespace dm::scenario
