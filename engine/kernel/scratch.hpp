// A working list for the length of a scope whose memory serves call after call: taken from a
// per-thread pool and given back when the scope ends, so the rules' lists of attackers,
// blockers or pending damage cost no allocation once a game is under way. A list borrowed
// while another is held gets one of its own, so nested rules never share one.
#pragma once

#include <utility>
#include <vector>

namespace dm {

template <class T>
class Scratch {
 public:
  Scratch() {
    auto& p = pool();
    if (!p.empty()) {
      v_ = std::move(p.back());
      p.pop_back();
    }
  }
  ~Scratch() {
    v_.clear();
    try {
      pool().push_back(std::move(v_));
    } catch (...) {  // no memory to keep it: it is freed instead
    }
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;

  std::vector<T>& operator*() { return v_; }
  std::vector<T>* operator->() { return &v_; }

 private:
  static std::vector<std::vector<T>>& pool() {
    thread_local std::vector<std::vector<T>> p;
    return p;
  }
  std::vector<T> v_;
};

}  // namespace dm
