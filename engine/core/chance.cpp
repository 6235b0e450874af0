#include "dm/chance.hpp"

namespace dm {

int Chance::roll(int sides) {
  while (!faces.empty()) {
    const int f = faces.front();
    faces.erase(faces.begin());
    if (f >= 0 && f < sides) return f;
  }
  return static_cast<int>(rng.below(static_cast<std::uint64_t>(sides)));
}

std::size_t Chance::draw(const std::vector<int>& bag, bool* pinned_missing) {
  if (pinned_missing) *pinned_missing = false;
  if (!draws.empty()) {
    const int want = draws.front();
    draws.erase(draws.begin());
    for (std::size_t i = 0; i < bag.size(); ++i)
      if (bag[i] == want) return i;
    if (pinned_missing) *pinned_missing = true;
  }
  // The k-th die of the bag in the order given (games keep their bags in id order).
  return static_cast<std::size_t>(rng.below(bag.size()));
}

void Chance::resample(Rng& sample) {
  rng = Rng(sample.next());
  faces.clear();
  draws.clear();
}

}  // namespace dm
