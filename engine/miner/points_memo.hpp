#pragma once
// Points remembered by multiset key (multiset_key.hpp), for the scoring rules and the players
// that ask the same positions again: one flat table, probed in line, so a look-up touches one
// slot where a node map touches a bucket, a node and the points' own storage. It grows by
// doubling up to `max_slots` and, full, forgets everything at once (a game rarely meets a
// position of an earlier round again). Points of at most kPlayers players. Internal to
// dm_miner.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/miner/multiset_key.hpp"

namespace dm::miner {

class PointsMemo {
 public:
  static constexpr std::size_t kPlayers = 4;  // a format's seats at most (format_script.cpp)
  struct Points {
    std::array<int, kPlayers> by;  // by player scored, the first `count`
    std::uint8_t count = 0;        // 0: an empty slot
  };

  // At most `max_slots` slots (a power of two); half of them hold points at most.
  explicit PointsMemo(std::size_t max_slots = std::size_t{1} << 15) : max_slots_(max_slots) {}

  // The points remembered for `k`, or nullptr.
  const Points* find(const MultisetKey& k) const {
    if (slots_.empty()) return nullptr;
    for (std::size_t i = index(k);; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (s.points.count == 0) return nullptr;
      if (s.key == k) return &s.points;
    }
  }

  // Remembers `n` points (n from 1 to kPlayers; more are not remembered) for `k`, not yet
  // remembered.
  void insert(const MultisetKey& k, const int* points, std::size_t n) {
    if (n == 0 || n > kPlayers) return;
    if ((used_ + 1) * 2 > slots_.size()) grow();
    std::size_t i = index(k);
    while (slots_[i].points.count != 0) i = (i + 1) & mask_;
    Slot& s = slots_[i];
    s.key = k;
    for (std::size_t p = 0; p < n; ++p) s.points.by[p] = points[p];
    s.points.count = static_cast<std::uint8_t>(n);
    ++used_;
  }

  std::size_t size() const { return used_; }
  void clear() {
    for (Slot& s : slots_) s.points.count = 0;
    used_ = 0;
  }

 private:
  struct Slot {
    MultisetKey key;
    Points points;
  };
  std::size_t index(const MultisetKey& k) const { return static_cast<std::size_t>(k.a ^ (k.b >> 7)) & mask_; }
  void grow() {
    if (slots_.size() >= max_slots_) return clear();
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 256 : old.size() * 2, Slot{});
    mask_ = slots_.size() - 1;
    used_ = 0;
    for (const Slot& s : old)
      if (s.points.count != 0) insert(s.key, s.points.by.data(), s.points.count);
  }
  std::vector<Slot> slots_;  // a power of two of them, or none yet
  std::size_t mask_ = 0;     // slots_.size() - 1
  std::size_t used_ = 0;     // slots holding points
  std::size_t max_slots_;    // the size it stops growing at
};

}  // namespace dm::miner
