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

TEST_CASE("near-miss search: a word past the length bound is never compared, whatever the names") {
  const std::string huge(61440, 'x');
  const std::vector<std::string> names(5000, std::string(61440, 'x') + "y");
  const std::uint64_t before = dm::near_miss_cells();
  CHECK(dm::nearest_name(huge, names) == -1);
  CHECK(dm::near_miss_cells() == before);
  // A name past the bound is skipped too: a word that could be its slip gets no hint from it.
  const std::string word(dm::kNearMissMaxBytes, 'a');
  CHECK(dm::nearest_name(word, {std::string(dm::kNearMissMaxBytes + 1, 'a')}) == -1);
  CHECK(dm::near_miss_cells() == before);
}

TEST_CASE("near-miss search: one search pays for a bounded number of cells, and answers with what it saw") {
  // Names as long as the word, all compared letter by letter: unbounded, 5000 of them would cost
  // 5000 x 201 x 201 cells.
  const std::string word(dm::kNearMissMaxBytes, 'a');
  std::vector<std::string> names(5000, std::string(dm::kNearMissMaxBytes, 'b'));
  names.back() = word.substr(1) + "c";  // the near one, past what a search may look at
  const std::uint64_t before = dm::near_miss_cells();
  CHECK(dm::nearest_name(word, names) == -1);
  const std::uint64_t spent = dm::near_miss_cells() - before;
  CHECK(spent > 0);
  CHECK(spent <= dm::kNearMissSearchCells);
  // Within the bound the same search finds the near one.
  CHECK(dm::nearest_name(word, {names.front(), names.back()}) == 1);
}
