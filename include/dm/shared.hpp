// A reference to content that many games share: the card library, an ability runtime, a
// format's draft. It is a std::shared_ptr whose every change of reference count is counted
// per thread (dm/thread_counters.hpp), because each one is an atomic read-modify-write on a
// cache line that every thread holding the same content also writes: with many simulation
// threads, a count changed per decision or per clone costs each of them a cache miss.
//
// Assigning a reference to the content it already holds changes no count. So a game
// overwritten by a copy of another game on the same content (a search's scratch game,
// Match::clone_into) reaches the content without touching its count.
#pragma once

#include <cstddef>
#include <memory>
#include <utility>

#include "dm/thread_counters.hpp"

namespace dm {

template <class T>
class Shared {
 public:
  Shared() = default;
  Shared(std::nullptr_t) {}
  // Takes over `p`'s reference (a move changes no count), or shares it (a copy adds one).
  Shared(std::shared_ptr<T>&& p) : p_(std::move(p)) {}
  template <class U>
  Shared(const std::shared_ptr<U>& p) : p_(p) { note(p_); }
  Shared(const Shared& o) : p_(o.p_) { note(p_); }
  Shared(Shared&& o) noexcept : p_(std::move(o.p_)) {}
  ~Shared() { note(p_); }

  Shared& operator=(const Shared& o) { return *this = o.p_; }
  Shared& operator=(Shared&& o) noexcept {
    if (this != &o) {
      note(p_);
      p_ = std::move(o.p_);
    }
    return *this;
  }
  Shared& operator=(std::shared_ptr<T>&& p) { return *this = Shared(std::move(p)); }
  template <class U>
  Shared& operator=(const std::shared_ptr<U>& p) {
    if (p_ != p) {
      note(p_);
      p_ = p;
      note(p_);
    }
    return *this;
  }

  T* get() const { return p_.get(); }
  T* operator->() const { return p_.get(); }
  T& operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }
  // The std::shared_ptr itself, for the callers that keep their own reference.
  const std::shared_ptr<T>& ptr() const { return p_; }
  operator const std::shared_ptr<T>&() const { return p_; }

  friend bool operator==(const Shared& a, const Shared& b) { return a.p_ == b.p_; }
  friend bool operator==(const Shared& a, std::nullptr_t) { return a.p_ == nullptr; }

 private:
  static void note(const std::shared_ptr<T>& p) {
    if (p) ++thread_counters().shared_count_ops;
  }
  std::shared_ptr<T> p_;
};

}  // namespace dm
