#pragma once
// The parts of the hero duel's module (module.cpp), each made in the part of the folder it
// belongs to. Internal to engine/duel/.
#include <memory>
#include <optional>
#include <string>

#include "engine/module/game_module.hpp"

namespace dm::duel {

const GameModule& module();

std::unique_ptr<GameType> make_game_type();      // game_type.cpp
const agents::GamePlayers& players();            // players/players.cpp
const scenario::GameScenarios& scenarios();      // scenario/runner.cpp
const view::GameView& view();                    // view/view.cpp
const records::GameRecords& replay_records();    // replay/records.cpp

// A position as a scenario file (scenario/writer.cpp): whether a scenario could start where
// `m` is, and the file, or nullopt with why not.
bool can_start_scenario(const Match& m);
std::optional<std::string> write_scenario(const Match& m, const scenario::ScenarioOrigin& from, std::string& why);

}  // namespace dm::duel
