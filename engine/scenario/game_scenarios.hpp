#pragma once
// What a game brings to scenario files (docs/scenarios.md): the fields and step verbs a scenario
// of the game may have, the runner that sets its position up, plays its steps and checks its
// expectations, and the writer that turns a position into a scenario (dice replay --scenario).
// The file itself is read once for every game (reader.cpp); a scenario names its game
// (`game = "<name>"`), else it is of the first game the engine lists. Part of a game's
// module (engine/module/game_module.hpp). Internal to the engine.
#include <optional>
#include <string>
#include <vector>

#include "dm/match.hpp"
#include "dm/scenario.hpp"

namespace dm {
struct Scenario;
}

namespace dm::scenario {

// Where a position written as a scenario came from, for the file's header and its name.
struct ScenarioOrigin {
  std::string replay;  // the replay file
  std::string format;  // the format it was played in
  std::uint64_t seed = 0;
  std::size_t step = 0;  // the replay's step the position is at
};

struct GameScenarios {
  // The fields a scenario of this game may have besides `game` (`steps` among them).
  std::vector<std::string> fields;
  // The step verbs only this game uses (every game has expect, log_has, log_lacks, times).
  std::vector<std::string> verbs;
  // Those of its verbs that take no argument and may be written bare (`liar` as well as `liar()`).
  std::vector<std::string> bare;
  // Plays one scenario. Never throws for problems in the scenario: they come back as a failed
  // (and, for set-up problems, malformed) result.
  ScenarioResult (*run)(const Scenario& sc, const ScenarioOptions& opts) = nullptr;
  // Whether a scenario could start at the position `m` is in (a quick check; `write` decides).
  bool (*can_start)(const Match& m) = nullptr;
  // A scenario file that sets up exactly the position `m` is in, with expectations that it
  // is that one; nullopt with the reason when the scenario's set-up can't hold it.
  std::optional<std::string> (*write)(const Match& m, const ScenarioOrigin& from, std::string& why) = nullptr;
  // The first line of the log of a game a scenario set up (puzzle mode), `where` its file and
  // name; null for the shared one (dm/game_log.hpp).
  std::string (*start_line)(const Match& m, const std::string& where, const std::vector<std::string>& agents) = nullptr;
};

}  // namespace dm::scenario
