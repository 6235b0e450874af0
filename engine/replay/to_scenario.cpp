// A replay's position as a scenario file, for every game (include/dm/replay.hpp): the game's
// scenarios write the position (engine/scenario/game_scenarios.hpp); the steps are walked back
// from the one asked for until one can be written, and the file is run before it is handed out.
#include "dm/replay.hpp"
#include "engine/module/game_module.hpp"

namespace dm {

ReplayScenario replay_scenario(const Replay& r, std::size_t step, const ReplayTo& play, const ScenarioOptions& opts) {
  ReplayScenario out;
  const GameModule* game = find_game_module(r.game);
  const scenario::GameScenarios* sc = game ? game->scenarios : nullptr;
  if (!sc || !sc->write) {
    out.message = "the replay's game, " + r.game + ", writes no scenarios";
    return out;
  }
  // The steps up to `step` whose position passes the game's quick check, latest last.
  std::vector<std::size_t> candidates;
  ReplayedAt all = play(step, [&](const Match& m, std::size_t k) {
    if (!sc->can_start || sc->can_start(m)) candidates.push_back(k);
  });
  if (all.diff) {
    out.diff = all.diff;
    out.message = all.diff.message;
    return out;
  }
  ReplayedAt at_start = play(0, {});
  if (at_start.match && (!sc->can_start || sc->can_start(*at_start.match))) candidates.insert(candidates.begin(), 0);
  std::string last_reason = "no step up to " + std::to_string(step) + " is at a point where a scenario can start";
  for (auto it = candidates.rbegin(); it != candidates.rend(); ++it) {
    ReplayedAt at = play(*it, {});
    if (at.diff || !at.match) continue;
    std::string why;
    const auto text = sc->write(*at.match, scenario::ScenarioOrigin{r.file, r.format, r.seed, *it}, why);
    if (!text) {
      last_reason = "step " + std::to_string(*it) + ": " + why;
      continue;
    }
    ScenarioOptions run = opts;
    run.on_scenario = {};
    run.on_log = {};
    run.on_step = {};
    run.on_set_up = {};
    const auto results = run_scenario_text(*text, "replay-step-" + std::to_string(*it) + ".lua", run);
    if (results.size() != 1 || !results[0].passed) {
      last_reason = "step " + std::to_string(*it) + ": the scenario would not pass: " +
                    (results.empty() ? std::string("no result") : results[0].message);
      continue;
    }
    out.ok = true;
    out.text = *text;
    out.step = *it;
    return out;
  }
  out.message = last_reason;
  return out;
}

}  // namespace dm
