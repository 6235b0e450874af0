// A working list for the length of a scope whose memory serves call after call: one of a
// per-thread stack of lists, so the rules' lists of attackers, blockers or pending damage cost
// no allocation once a game is under way. A list borrowed while another is held is the next
// one down the stack, so nested rules never share one; past the stack's depth a list is the
// scope's own.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

namespace dm {

template <class T>
class Scratch {
 public:
  Scratch() {
    Pool& p = pool();
    if (p.used < kDepth) v_ = &p.lists[p.used++];
  }
  // Scopes end in the reverse order they began, so the list given back is the top one.
  ~Scratch() {
    if (v_ == &own_) return;
    v_->clear();
    --pool().used;
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;

  std::vector<T>& operator*() { return *v_; }
  std::vector<T>* operator->() { return v_; }

 private:
  static constexpr std::size_t kDepth = 8;
  struct Pool {
    std::array<std::vector<T>, kDepth> lists;
    std::size_t used = 0;  // lists lent out, from the first
  };
  static Pool& pool() {
    thread_local Pool p;
    return p;
  }
  std::vector<T> own_;       // the list when the stack is all lent out
  std::vector<T>* v_ = &own_;
};

}  // namespace dm
