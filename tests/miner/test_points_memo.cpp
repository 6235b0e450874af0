// The table the scoring rules and the players remember points in (points_memo.hpp): it gives
// back what was put in under that key and nothing else, through its growth, and forgets
// everything when full.
#include "engine/miner/points_memo.hpp"
#include "tests/miner/support.hpp"

using namespace dm::miner;

namespace {

MultisetKey key(std::uint64_t i) {
  MultisetKey k;
  k.add(1, i);
  return k;
}

}  // namespace

TEST_CASE("points memo: each key gives back its own points, through growth", "[miner][memo]") {
  PointsMemo memo(std::size_t{1} << 12);
  CHECK(memo.find(key(0)) == nullptr);
  for (std::uint64_t i = 0; i < 2000; ++i) {
    const int pts[4] = {static_cast<int>(i), -static_cast<int>(i), 7, static_cast<int>(i % 3)};
    memo.insert(key(i), pts, 1 + i % 4);
  }
  CHECK(memo.size() == 2000);
  for (std::uint64_t i = 0; i < 2000; ++i) {
    const PointsMemo::Points* p = memo.find(key(i));
    REQUIRE(p != nullptr);
    REQUIRE(p->count == 1 + i % 4);
    CHECK(p->by[0] == static_cast<int>(i));
    if (p->count > 1) CHECK(p->by[1] == -static_cast<int>(i));
    if (p->count > 3) CHECK(p->by[3] == static_cast<int>(i % 3));
  }
  CHECK(memo.find(key(2000)) == nullptr);
  // Keys that land in one slot's neighbourhood (same index bits) stay apart.
  MultisetKey a{0x10, 0}, b{0x10, 1};
  const int one = 1, two = 2;
  memo.insert(a, &one, 1);
  memo.insert(b, &two, 1);
  CHECK(memo.find(a)->by[0] == 1);
  CHECK(memo.find(b)->by[0] == 2);
}

TEST_CASE("points memo: full, it forgets everything and remembers on", "[miner][memo]") {
  PointsMemo memo(512);  // 256 remembered at most
  const int pts[2] = {3, 4};
  for (std::uint64_t i = 0; i < 256; ++i) memo.insert(key(i), pts, 2);
  CHECK(memo.size() == 256);
  CHECK(memo.find(key(0)) != nullptr);
  memo.insert(key(999), pts, 2);
  CHECK(memo.size() == 1);
  CHECK(memo.find(key(0)) == nullptr);
  REQUIRE(memo.find(key(999)) != nullptr);
  CHECK(memo.find(key(999))->by[1] == 4);
}

TEST_CASE("points memo: more players than it holds are not remembered", "[miner][memo]") {
  PointsMemo memo;
  const int pts[5] = {1, 2, 3, 4, 5};
  memo.insert(key(1), pts, 5);
  memo.insert(key(2), pts, 0);
  CHECK(memo.size() == 0);
  CHECK(memo.find(key(1)) == nullptr);
  CHECK(memo.find(key(2)) == nullptr);
}
