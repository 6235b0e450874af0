// The games the engine hosts, one line a game, in the order `dice formats list` shows them.
// The first is the game of a format or a scenario that names none. Each game's module is made
// in its own folder (engine/<game>/module.cpp); nothing else outside it names the game.
#include "engine/module/game_module.hpp"

#define DM_GAMES(GAME) \
  GAME(masters)        \
  GAME(miner)          \
  GAME(duel)           \
  GAME(liars)

#define DM_DECLARE(folder) \
  namespace dm::folder {   \
  const GameModule& module(); \
  }
DM_GAMES(DM_DECLARE)

namespace dm {

const std::vector<const GameModule*>& game_modules() {
#define DM_ENTRY(folder) &folder::module(),
  static const std::vector<const GameModule*> list = {DM_GAMES(DM_ENTRY)};
  return list;
}

}  // namespace dm
