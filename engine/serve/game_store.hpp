#pragma once
// The games a server holds, by id: bounded in number and in idleness. A game nobody has asked
// about for longer than the limit is dropped, and its id is remembered for a while so that a
// late request is told the game was dropped rather than that it never was.
#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <set>
#include <string>

#include "engine/serve/served_game.hpp"

namespace dm::serve {

struct StoreLimits {
  std::size_t max_games = 100;
  std::chrono::seconds max_idle{60 * 60};
};

class GameStore {
 public:
  explicit GameStore(StoreLimits limits);
  // A new game, or Refusal: 503 when the server holds as many games as it may, 400 for a
  // request the game refuses.
  std::shared_ptr<ServedGame> create(GameRequest request);
  // The game with this id, or null with why: 404 for an id never given, 410 for a dropped game.
  std::shared_ptr<ServedGame> find(const std::string& id, Refusal& why);
  // Ends a game at a person's request; false when there was none.
  bool remove(const std::string& id);
  // Drops the games idle for longer than the limit.
  void sweep();
  std::size_t size() const;
  const StoreLimits& limits() const { return limits_; }

 private:
  void sweep_locked(std::chrono::steady_clock::time_point now);
  void forget(const std::string& id, const std::string& why);  // under mu_

  const StoreLimits limits_;
  mutable std::mutex mu_;
  std::map<std::string, std::shared_ptr<ServedGame>> games_;
  std::size_t starting_ = 0;  // games being set up, counted against the limit
  std::mt19937_64 ids_;
  std::deque<std::string> dropped_order_;
  std::map<std::string, std::string> dropped_;  // id -> why it went
};

}  // namespace dm::serve
