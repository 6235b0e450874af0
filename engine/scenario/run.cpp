// Running a scenario file: read once for every game, each scenario then played by its game's
// runner (engine/scenario/game_scenarios.hpp). What every runner would otherwise repeat is
// here: the file read with its limit, a file that can't be read as one malformed result, a
// scenario broken in its declaration failed at its line, and on_scenario told as each starts.
#include "engine/scenario/run.hpp"

#include "dm/files.hpp"
#include "engine/scenario/game_scenarios.hpp"

namespace dm::scenario {

namespace {

ScenarioResult malformed(const std::string& file, int line, const std::string& message) {
  ScenarioResult r;
  r.file = file;
  r.name = file;
  r.malformed = true;
  r.line = line;
  r.message = message;
  return r;
}

}  // namespace

std::vector<ScenarioResult> run_text(const std::string& text, const std::string& file, const ScenarioCatalog& games,
                                     const ScenarioOptions& opts, const PlayOne& run) {
  std::vector<Scenario> scenarios;
  try {
    scenarios = read_scenarios(text, file, games);
  } catch (const ScenarioError& e) {
    return {malformed(file, e.line, e.what())};
  }
  std::vector<ScenarioResult> out;
  for (const auto& sc : scenarios) {
    if (opts.on_scenario) opts.on_scenario(sc.file, sc.name, sc.line);
    if (!sc.broken.empty()) {
      out.push_back(ScenarioResult{sc.file, sc.name, false, true, sc.broken_line, ScenarioError(sc.file, sc.broken_line, sc.broken).what()});
      continue;
    }
    const GameScenarios* of = nullptr;
    for (const auto& [name, g] : games.games)
      if (name == sc.game) of = g;
    if (run) out.push_back(run(sc));
    else out.push_back(of->run(sc, opts));
  }
  return out;
}

std::vector<ScenarioResult> run_file(const std::string& path, const ScenarioCatalog& games, const ScenarioOptions& opts,
                                     const PlayOne& run) {
  std::string why;
  const auto text = read_input_file(path, kMaxScenarioFileBytes, why);
  if (!text) return {malformed(path, 0, path + ": cannot read the file: " + why)};
  return run_text(*text, path, games, opts, run);
}

}  // namespace dm::scenario
