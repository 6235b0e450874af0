// Dice Miner's own players (docs/dice-miner.md, "Agents"), each in its own file, and the
// hooks the tree search asks of the game.
#include "engine/miner/module.hpp"
#include "engine/miner/players/makers.hpp"

namespace dm::miner {

const agents::GamePlayers& players() {
  static const agents::GamePlayers p{
      {{"greedy", "takes the die that scores most at once", agents::make_miner_greedy},
       {"heuristic",
        "weighs each die by what it adds to the trove's score this round and the next, shares beer to reach the skirt, "
        "rerolls what scores nothing",
        agents::make_miner_heuristic},
       {"heuristic-v1", "the first heuristic, kept to measure the heuristic against: plays out each beer share on a sampled roll",
        agents::make_miner_heuristic_v1}},
      agents::miner_search_hooks()};
  return p;
}

}  // namespace dm::miner
