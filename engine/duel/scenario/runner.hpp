#pragma once
// Hero duel scenarios (docs/hero-duel.md, "Scenarios"): a file whose scenario says
// game = "hero-duel" is played by runner.cpp rather than by the Dice Masters runner.
// Internal to the scenario runner.
#include <optional>
#include <string>
#include <vector>

#include "dm/rng.hpp"
#include "engine/scenario/scenario.hpp"
#include "engine/scenario/values.hpp"

namespace dm::duel {

// The generator's state as a scenario's `rng` writes it (four 16-hex-digit words joined by
// ':'), and back; nullopt for a text that is not one.
std::string rng_text(const Rng& r);
std::optional<Rng> rng_from_text(const std::string& text);

}  // namespace dm::duel

namespace dm::scenario {

bool is_duel_scenario(const Scenario& sc);
ScenarioResult run_duel_scenario(const Scenario& sc, const ScenarioOptions& opts);
// The fields such a scenario may have (reader.cpp checks them).
const std::vector<std::string>& duel_spec_fields();

}  // namespace dm::scenario
