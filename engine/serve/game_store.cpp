#include "engine/serve/game_store.hpp"

#include <cstdio>

namespace dm::serve {

namespace {

// Ids of dropped games remembered, to answer 410 rather than 404.
constexpr std::size_t kDroppedRemembered = 4096;

std::string idle_words(std::chrono::seconds s) {
  return s.count() % 60 == 0 ? std::to_string(s.count() / 60) + " minutes" : std::to_string(s.count()) + " seconds";
}

}  // namespace

GameStore::GameStore(StoreLimits limits) : limits_(limits) {
  // Ids are not guessable: a game is played by whoever holds its id.
  std::random_device rd;
  std::seed_seq seq{rd(), rd(), rd(), rd(), rd(), rd(), rd(), rd()};
  ids_.seed(seq);
}

std::shared_ptr<ServedGame> GameStore::create(GameRequest request) {
  std::string id;
  {
    std::lock_guard<std::mutex> lock(mu_);
    sweep_locked(std::chrono::steady_clock::now());
    if (games_.size() + starting_ >= limits_.max_games)
      throw Refusal{503, "the server holds " + std::to_string(limits_.max_games) +
                             " games, as many as it may: try again once one ends or is dropped (after " +
                             idle_words(limits_.max_idle) + " without a request)"};
    do {
      char hex[33];
      std::snprintf(hex, sizeof hex, "%016llx%016llx", static_cast<unsigned long long>(ids_()), static_cast<unsigned long long>(ids_()));
      id = hex;
    } while (games_.count(id) || dropped_.count(id));
    ++starting_;
  }
  // Set up outside the lock: opening a format compiles its scripts.
  std::shared_ptr<ServedGame> g;
  try {
    g = std::make_shared<ServedGame>(id, std::move(request));
  } catch (...) {
    std::lock_guard<std::mutex> lock(mu_);
    --starting_;
    throw;
  }
  std::lock_guard<std::mutex> lock(mu_);
  --starting_;
  games_.emplace(id, g);
  return g;
}

std::shared_ptr<ServedGame> GameStore::find(const std::string& id, Refusal& why) {
  std::lock_guard<std::mutex> lock(mu_);
  sweep_locked(std::chrono::steady_clock::now());
  if (auto it = games_.find(id); it != games_.end()) {
    it->second->touch();
    return it->second;
  }
  if (auto it = dropped_.find(id); it != dropped_.end()) {
    why = Refusal{410, "game " + id + " " + it->second};
    return nullptr;
  }
  why = Refusal{404, "no game has the id '" + id.substr(0, 64) + "'"};
  return nullptr;
}

bool GameStore::remove(const std::string& id) {
  std::lock_guard<std::mutex> lock(mu_);
  if (!games_.count(id)) return false;
  forget(id, "was ended by a request");
  return true;
}

void GameStore::sweep() {
  std::lock_guard<std::mutex> lock(mu_);
  sweep_locked(std::chrono::steady_clock::now());
}

std::size_t GameStore::size() const {
  std::lock_guard<std::mutex> lock(mu_);
  return games_.size();
}

void GameStore::sweep_locked(std::chrono::steady_clock::time_point now) {
  std::vector<std::string> idle;
  for (const auto& [id, g] : games_)
    if (now - g->last_used() > limits_.max_idle) idle.push_back(id);
  for (const auto& id : idle)
    forget(id, "was dropped after " + idle_words(limits_.max_idle) + " without a request");
}

void GameStore::forget(const std::string& id, const std::string& why) {
  // An agent still moving in it holds it until its move is done; then it goes.
  games_.erase(id);
  dropped_[id] = why;
  dropped_order_.push_back(id);
  if (dropped_order_.size() > kDroppedRemembered) {
    dropped_.erase(dropped_order_.front());
    dropped_order_.pop_front();
  }
}

}  // namespace dm::serve
