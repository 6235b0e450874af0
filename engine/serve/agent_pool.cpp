#include "engine/serve/agent_pool.hpp"

namespace dm::serve {

AgentPool::AgentPool(int threads) {
  if (threads < 1) threads = 1;
  for (int i = 0; i < threads; ++i) threads_.emplace_back([this] { work(); });
}

AgentPool::~AgentPool() { stop(); }

void AgentPool::stop() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (stopping_ && threads_.empty()) return;
    stopping_ = true;
  }
  cv_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
  threads_.clear();
}

std::size_t AgentPool::pending() const {
  std::lock_guard<std::mutex> lock(mu_);
  return jobs_.size();
}

void AgentPool::enqueue(const std::shared_ptr<ServedGame>& g, Clock::time_point at) {
  jobs_[g->id()].queued = true;
  queue_.emplace(at, std::make_pair(g->id(), std::weak_ptr<ServedGame>(g)));
}

void AgentPool::schedule(const std::shared_ptr<ServedGame>& g) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (stopping_) return;
    Job& j = jobs_[g->id()];
    // A game already waiting is played in its turn; one being played is looked at again after
    // its move, since the person's answer may have come after its agent's last look.
    if (j.running) j.again = true;
    if (j.queued || j.running) return;
    enqueue(g, Clock::now());
  }
  cv_.notify_one();
}

void AgentPool::work() {
  std::unique_lock<std::mutex> lock(mu_);
  for (;;) {
    if (stopping_) return;
    if (queue_.empty()) {
      cv_.wait(lock);
      continue;
    }
    const auto first = queue_.begin();
    if (first->first > Clock::now()) {
      cv_.wait_until(lock, first->first);
      continue;
    }
    const std::string id = first->second.first;
    std::shared_ptr<ServedGame> g = first->second.second.lock();
    queue_.erase(first);
    if (!g) {
      jobs_.erase(id);  // dropped while it waited
      continue;
    }
    Job& j = jobs_[id];
    j.queued = false;
    j.running = true;
    j.again = false;
    lock.unlock();
    bool more = false;
    try {
      more = g->play_agent();
    } catch (...) {
      more = false;  // play_agent ends the game on any failure; nothing may end this thread
    }
    lock.lock();
    Job& done = jobs_[id];
    done.running = false;
    if ((more || done.again) && !stopping_) {
      done.again = false;
      const int pause = more ? g->request().step_ms : 0;
      enqueue(g, Clock::now() + std::chrono::milliseconds(pause));
      cv_.notify_one();
    } else {
      jobs_.erase(id);
    }
  }
}

}  // namespace dm::serve
