#pragma once
// The parts of Dice Masters' module (module.cpp), each made in the part of the folder it
// belongs to: kernel/ (the rules), script/ (the Lua card runtime), content/ (cards, formats,
// teams, drafts), players/, scenario/, view/ and commands/ (its own subcommands of dice).
// Internal to engine/masters/.
#include <memory>

#include "engine/module/game_module.hpp"

namespace dm::masters {

const GameModule& module();

std::unique_ptr<GameType> make_game_type();      // game_type.cpp
const agents::GamePlayers& players();            // players/search_dice_masters.cpp
const scenario::GameScenarios& scenarios();      // scenario/scenarios.cpp
const view::GameView& view();                    // view/view.cpp
view::Terminal terminal();                       // view/terminal.cpp
const records::GameRecords& replay_records();    // replay/records.cpp

}  // namespace dm::masters
