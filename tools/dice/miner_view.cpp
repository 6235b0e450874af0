// Dice Miner's view in the CLI. (Being written: until then, the plain view.)
#include "tools/dice/game_view.hpp"

namespace dm::cli {

const GameView& dice_miner_view() { return game_view(""); }

}  // namespace dm::cli
