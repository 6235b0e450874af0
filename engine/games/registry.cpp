// The games the engine hosts (include/dm/games.hpp): one line a game.
#include <algorithm>
#include <stdexcept>

#include "dm/games.hpp"
#include "engine/games/game_types.hpp"

namespace dm {

std::vector<const GameType*> game_types() {
  static const std::vector<std::unique_ptr<GameType>> types = [] {
    std::vector<std::unique_ptr<GameType>> v;
    v.push_back(games::make_dice_masters_type());
    v.push_back(games::make_dice_miner_type());
    v.push_back(games::make_hero_duel_type());
    return v;
  }();
  std::vector<const GameType*> out;
  for (const auto& t : types) out.push_back(t.get());
  return out;
}

const GameType* find_game_type(std::string_view name) {
  for (const GameType* t : game_types())
    if (t->info().name == name) return t;
  return nullptr;
}

std::vector<int> Table::rotation() const {
  // Each player a side: everyone moves one seat on.
  const int n = players();
  std::vector<int> perm(static_cast<std::size_t>(n));
  for (int s = 0; s < n; ++s) perm[static_cast<std::size_t>(s)] = (s + 1) % n;
  return perm;
}

}  // namespace dm
