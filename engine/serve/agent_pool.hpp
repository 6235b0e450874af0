#pragma once
// The threads the agents think on, apart from the threads that answer requests: a request
// never waits for an agent, and a slow agent holds one of these threads for one move only.
// Each game whose agent is to move is a job; a job plays one move and, when an agent is to
// move again, goes to the back of the queue (after the game's pause, to watch agents play),
// so games in play take turns on the threads however long their agents think.
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/serve/served_game.hpp"

namespace dm::serve {

class AgentPool {
 public:
  explicit AgentPool(int threads);
  ~AgentPool();  // stop()
  AgentPool(const AgentPool&) = delete;
  AgentPool& operator=(const AgentPool&) = delete;

  // Lets the agents of `g` play until a person is to move or the game ends.
  void schedule(const std::shared_ptr<ServedGame>& g);
  // Finishes the moves being thought about and ends the threads; later jobs are not played.
  void stop();
  // Games waiting for a thread or on one.
  std::size_t pending() const;

 private:
  struct Job {
    bool queued = false, running = false, again = false;
  };
  using Clock = std::chrono::steady_clock;
  void work();
  void enqueue(const std::shared_ptr<ServedGame>& g, Clock::time_point at);  // under mu_

  mutable std::mutex mu_;
  std::condition_variable cv_;
  bool stopping_ = false;
  // A dropped game's job finds its game gone and ends; its id says which job it was.
  std::multimap<Clock::time_point, std::pair<std::string, std::weak_ptr<ServedGame>>> queue_;
  std::map<std::string, Job> jobs_;  // by game id
  std::vector<std::thread> threads_;
};

}  // namespace dm::serve
