// The hero duel as the engine hosts it (engine/module/game_module.hpp): its registry entry, its
// players, its scenarios and its view, each from the part of this folder that makes it.
#include "engine/duel/module.hpp"

namespace dm::duel {

const GameModule& module() {
  static const GameModule m = [] {
    GameModule x;
    static const std::unique_ptr<GameType> type = make_game_type();
    x.type = type.get();
    x.players = &players();
    x.scenarios = &scenarios();
    x.view = &view();
    x.records = &replay_records();
    return x;
  }();
  return m;
}

}  // namespace dm::duel
