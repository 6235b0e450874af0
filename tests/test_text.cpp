// The text helpers every "did you mean" hint is built on.
#include <catch2/catch.hpp>
#include <string>

#include "dm/text.hpp"

TEST_CASE("edit distance: insertions, deletions, substitutions and neighbour swaps each cost one") {
  CHECK(dm::edit_distance("fist", "fist") == 0);
  CHECK(dm::edit_distance("", "mask") == 4);
  CHECK(dm::edit_distance("bolt", "blot") == 1);      // a swap of two neighbours
  CHECK(dm::edit_distance("sheild", "shield") == 1);
  CHECK(dm::edit_distance("overcrus", "overcrush") == 1);
  CHECK(dm::edit_distance("Sidkick", "Sidekick") == 1);
  CHECK(dm::edit_distance("kitten", "sitting") == 3);
  CHECK(dm::edit_distance("abc", "ca") == 3);           // not the unrestricted swap distance (2)
}

TEST_CASE("edit distance: case is compared or folded, as asked") {
  CHECK(dm::edit_distance("Force Beam", "force beam") == 2);
  CHECK(dm::edit_distance("Force Beam", "force beam", true) == 0);
  CHECK(dm::edit_distance("FSIT", "fist", true) == 1);
}

TEST_CASE("edit distance: past the limit it stops early and says limit + 1") {
  CHECK(dm::edit_distance("fist", "fsit", false, 1) == 1);
  CHECK(dm::edit_distance("kitten", "sitting", false, 2) == 3);
  // A hostile word a thousand times longer than any name costs one comparison of lengths.
  const std::string long_word(100000, 'x');
  CHECK(dm::edit_distance(long_word, "overcrush", false, 3) == 4);
  CHECK(dm::edit_distance(std::string(5000, 'a'), std::string(5000, 'b'), false, 2) == 3);
}
