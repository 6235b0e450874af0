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
  // Inline: every roll and draw asks them, from several libraries.
  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, bound), bound > 0 (Lemire's multiply-and-reject): the high half of a
  // 128-bit product, rejecting the biased low region.
  std::uint64_t below(std::uint64_t bound) {
    unsigned __int128 m = static_cast<unsigned __int128>(next()) * bound;
    std::uint64_t low = static_cast<std::uint64_t>(m);
    if (low < bound) {
      const std::uint64_t threshold = (0 - bound) % bound;
      while (low < threshold) {
        m = static_cast<unsigned __int128>(next()) * bound;
        low = static_cast<std::uint64_t>(m);
      }
    }
    return static_cast<std::uint64_t>(m >> 64);
  }
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
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace dm
