#pragma once
// Everything a game brings to the engine, in one value: its entry in the registry (the game's
// name, its formats opened into tables that start matches), its players, its scenario verbs
// and runner, and its view. Each game defines its module in its own folder; the list of games
// (engine/games/list.cpp) holds one line a game, and the shared code reaches a game only
// through its module, found by name there (dm/games.hpp for the public part). As OpenSpiel
// registers a game with everything it brings. Internal to the engine and its tools.
#include <string_view>
#include <vector>

#include "dm/games.hpp"
#include "engine/agents/players.hpp"
#include "engine/records/game_records.hpp"
#include "engine/scenario/game_scenarios.hpp"
#include "engine/view/game_view.hpp"

namespace dm {

struct GameModule {
  const GameType* type = nullptr;                          // the registry entry: name, title, formats
  const agents::GamePlayers* players = nullptr;            // its own agents and search hooks (null: the shared ones only)
  const scenario::GameScenarios* scenarios = nullptr;      // scenario fields, verbs, runner (null: no scenarios)
  const view::GameView* view = nullptr;                    // board, narration, help, page (null: the plain view)
  const records::GameRecords* records = nullptr;           // its own fields and lines in replays (null: none)
};

// The games, in the order of the list (the first is the default of a format or a scenario that
// names none).
const std::vector<const GameModule*>& game_modules();
// The module of the game called `name`, or null.
const GameModule* find_game_module(std::string_view name);

// A module's facets, with the shared defaults where the game has none.
const agents::GamePlayers& players_of(const GameModule& m);
const view::GameView& view_of(const GameModule& m);
// The view of the game called `name` (the plain view for a name no game has).
const view::GameView& view_of(std::string_view game);

}  // namespace dm
