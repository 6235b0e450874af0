#pragma once
// A scenario file read and each of its scenarios played by its game's runner (run.cpp).
// Internal to the scenario runners and what finds them by game.
#include <functional>
#include <string>
#include <vector>

#include "engine/scenario/scenario_file.hpp"

namespace dm::scenario {

// Plays one scenario instead of its game's own runner (a runner given a card library of its own).
using PlayOne = std::function<ScenarioResult(const Scenario&)>;

// Reads every scenario of `text` against `games` and plays each: one result each, or one
// malformed result for a file that can't be read. Never throws for problems in the file.
std::vector<ScenarioResult> run_text(const std::string& text, const std::string& file, const ScenarioCatalog& games,
                                     const ScenarioOptions& opts, const PlayOne& run = {});
std::vector<ScenarioResult> run_file(const std::string& path, const ScenarioCatalog& games, const ScenarioOptions& opts,
                                     const PlayOne& run = {});

}  // namespace dm::scenario
