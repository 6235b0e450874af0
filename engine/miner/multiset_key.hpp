#pragma once
// A multiset of small numbers (the faces each player holds) as 128 bits: the sum of two hashes
// of each member, so the order members come in changes nothing and no sort is needed. Two
// different multisets share a key with a chance of about 2^-128. Internal to dm_miner.
#include <cstddef>
#include <cstdint>

namespace dm::miner {

struct MultisetKey {
  std::uint64_t a = 0, b = 0;
  // SplitMix64's finalizer: a bijection that spreads every input bit over the output.
  static std::uint64_t mix(std::uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // A member: `what` (a face) of `whose` (a player, so two players' faces stay apart).
  static MultisetKey member(std::uint64_t whose, std::uint64_t what) {
    const std::uint64_t m = whose << 32 | what;
    return MultisetKey{mix(m), mix(m ^ 0xD1B54A32D192ED03ull)};
  }
  void add(std::uint64_t whose, std::uint64_t what) { add(member(whose, what)); }
  void add(const MultisetKey& m) {
    a += m.a;
    b += m.b;
  }
  bool operator==(const MultisetKey&) const = default;
};

struct MultisetKeyHash {
  std::size_t operator()(const MultisetKey& k) const { return static_cast<std::size_t>(k.a ^ (k.b >> 7)); }
};

}  // namespace dm::miner
