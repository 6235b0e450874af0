#pragma once
// What the dice CLI shows of a game, one entry a game: the table as text (`board`), the words
// for a log line (the narration of `dice play`, `dice replay --to`), and the script that draws
// the table on the viewer page (tools/dice/viewer*.cpp hold the page's frame, shared by every
// game). Everything else the CLI does goes through dm::Match.
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "dm/match.hpp"

namespace dm::cli {

struct GameView {
  // The table as a person looks at it; what is secret is counted, never shown.
  std::string (*board)(const Match& m);
  // One or more lines for a log line, or "" when it isn't worth telling.
  std::string (*narrate)(const Match& m, const nlohmann::json& line);
};

// The view of the game called `game` (a game the CLI does not know gets a plain one).
const GameView& game_view(std::string_view game);

// Dice Miner's (miner_view.cpp) and the hero duel's (duel_view.cpp).
const GameView& dice_miner_view();
const GameView& hero_duel_view();

}  // namespace dm::cli
