// What a table of any game does unless its game says otherwise (include/dm/games.hpp).
#include "dm/game_log.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"

namespace dm {

void CardCount::add(const CardCount& o) {
  games += o.games, wins += o.wins, bought_games += o.bought_games, bought_wins += o.bought_wins;
  dice_bought += o.dice_bought, fielded += o.fielded, used += o.used;
  action = action || o.action;
}

std::vector<int> Table::rotation() const {
  // Each player a side: everyone moves one seat on.
  const int n = players();
  std::vector<int> perm(static_cast<std::size_t>(n));
  for (int s = 0; s < n; ++s) perm[static_cast<std::size_t>(s)] = (s + 1) % n;
  return perm;
}

std::vector<std::string> Table::set_entries(const std::vector<std::string>& files) {
  if (files.empty()) return {};
  return {"error: players bring nothing of their own to " + game().title + " (" + game().name + "): " + format() +
          " takes no files such as " + files.front()};
}

EntrySwap Table::swap_in_entries(const std::string& a, const std::string& b) {
  EntrySwap out;
  out.error = "players bring no cards to " + game().title + ": there is nothing to replace " + a + " in";
  return out;
}

std::string Table::start_line(const Match& m, std::uint64_t seed, const std::vector<std::string>& agents) const {
  return game_start_line(m, format(), seed, agents);
}

std::unique_ptr<Match> Table::start_replay(const Replay& r) {
  try {
    return start(r.seed, r.seats);
  } catch (const std::exception& e) {
    throw ReplaySetupError(e.what(), true);
  }
}

}  // namespace dm
