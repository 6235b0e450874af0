#pragma once
// The game's only source of chance. A fixed algorithm (xoshiro256**) with our own
// bounded draw and shuffle, so every standard library gives the same game for a seed.
// Public API.
#include <array>
#include <cstdint>
#include <vector>

namespace dm {

std::uint64_t splitmix64(std::uint64_t& state);

// Seed for game `index` of a run started from `base`: independent of how games are split.
std::uint64_t derive_seed(std::uint64_t base, std::uint64_t index);

class Rng {
 public:
  Rng() : Rng(0) {}
  explicit Rng(std::uint64_t seed);
  std::uint64_t next();
  // Uniform in [0, bound), bound > 0 (Lemire's multiply-and-reject).
  std::uint64_t below(std::uint64_t bound);
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) {
      std::size_t j = static_cast<std::size_t>(below(i));
      std::swap(v[i - 1], v[j]);
    }
  }
  const std::array<std::uint64_t, 4>& raw() const { return s_; }
  bool operator==(const Rng&) const = default;
  template <class S, class F>
  static void fields(S& x, F&& f) {
    f("state", x.s_);
  }

 private:
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace dm
