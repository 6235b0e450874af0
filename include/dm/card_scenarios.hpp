#pragma once
// Dice Masters scenarios played with a card library and ability runtime of one's own (tests, a
// program with cards it made): the scenarios of a file run as dm::run_scenario_text runs them,
// every one of them a Dice Masters scenario. Public API.
#include <memory>
#include <string>
#include <vector>

#include "dm/game.hpp"
#include "dm/runtime.hpp"
#include "dm/scenario.hpp"

namespace dm {

// A die's name in scenario files: owner, card and number among that card's dice
// ("P1 Sidekick 3", "P2 Beast: Mutate #666 1"; basic action dice have no owner: "Force Beam 2").
std::string scenario_die_name(const GameState& s, DieId d);

std::vector<ScenarioResult> run_scenario_text(const std::string& text, const std::string& file,
                                              std::shared_ptr<const CardLibrary> library,
                                              std::shared_ptr<AbilityRuntime> runtime, const ScenarioOptions& opts = {});
std::vector<ScenarioResult> run_scenario_file(const std::string& path, std::shared_ptr<const CardLibrary> library,
                                              std::shared_ptr<AbilityRuntime> runtime, const ScenarioOptions& opts = {});

}  // namespace dm
