#include <catch2/catch.hpp>
#include <set>

#include "dm/rng.hpp"

using dm::Rng;

TEST_CASE("rng: same seed, same sequence; different seed, different sequence") {
  Rng a(42), b(42), c(43);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    auto x = a.next();
    REQUIRE(x == b.next());
    if (x != c.next()) differs = true;
  }
  REQUIRE(differs);
}

TEST_CASE("rng: the sequence is fixed across platforms (xoshiro256** seeded by splitmix64)") {
  Rng r(0);
  // Pinned so a change of algorithm, which would change every recorded game, is noticed.
  REQUIRE(r.next() == 0x99EC5F36CB75F2B4ull);
}

TEST_CASE("rng: bounded draws stay in range and reach every value") {
  Rng r(7);
  std::set<std::uint64_t> seen;
  for (int i = 0; i < 2000; ++i) {
    auto v = r.below(6);
    REQUIRE(v < 6);
    seen.insert(v);
  }
  REQUIRE(seen.size() == 6);
  for (int i = 0; i < 100; ++i) REQUIRE(r.below(1) == 0);
}

TEST_CASE("rng: shuffle is a permutation and depends on the seed") {
  std::vector<int> v(20), w;
  for (int i = 0; i < 20; ++i) v[i] = i;
  w = v;
  Rng a(1), b(2);
  a.shuffle(v);
  b.shuffle(w);
  auto sv = v, sw = w;
  std::sort(sv.begin(), sv.end());
  std::sort(sw.begin(), sw.end());
  REQUIRE(sv == sw);
  REQUIRE(v != w);
}

TEST_CASE("rng: derived seeds differ per game index") {
  REQUIRE(dm::derive_seed(1, 0) != dm::derive_seed(1, 1));
  REQUIRE(dm::derive_seed(1, 5) == dm::derive_seed(1, 5));
}
