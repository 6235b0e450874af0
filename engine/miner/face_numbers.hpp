#pragma once
// Every face a trove may hold (TroveFace) numbered from 0: the dice's faces kind by kind, then
// the heroes' faces hero by hero. The scoring rules read their views by it and the players
// their key members. Internal to dm_miner.
#include <cstddef>
#include <vector>

#include "dm/miner.hpp"

namespace dm::miner {

struct FaceNumbers {
  std::vector<std::size_t> first;  // by kind, then by hero: the number of its first face
  std::size_t kinds = 0;           // kinds of the content (the heroes' entries of `first` follow theirs)
  std::size_t count = 0;           // faces numbered

  FaceNumbers() = default;
  explicit FaceNumbers(const Content& c) : kinds(c.kinds.size()) {
    for (const DieKind& k : c.kinds) {
      first.push_back(count);
      count += k.faces.size();
    }
    for (const Hero& h : c.heroes) {
      first.push_back(count);
      count += h.faces.size();
    }
  }
  std::size_t of(const TroveFace& f) const {
    return f.hero >= 0 ? first[kinds + static_cast<std::size_t>(f.hero)] + static_cast<std::size_t>(f.hero_face)
                       : first[static_cast<std::size_t>(f.kind)] + static_cast<std::size_t>(f.face);
  }
};

}  // namespace dm::miner
