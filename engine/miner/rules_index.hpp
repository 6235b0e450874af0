#pragma once
// What the rules read of the content at nearly every step, laid out flat: the role symbols
// (beer, magic, chest) each die face shows, which kinds magic may reroll, and the spots above
// each spot. The content keeps them in nested lists (a kind's faces, a face's symbols), which a
// step would otherwise walk for every die of a trove. Made once a match, from its content,
// and shared by its copies. Internal to dm_miner.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "dm/miner.hpp"

namespace dm::miner {

struct RulesIndex {
  struct FaceRoles {
    int beer = 0;   // beer symbols shown (Roles::beer)
    int magic = 0;  // magic symbols (Roles::magic)
    int chest = 0;  // chest symbols (Roles::chest)
  };
  std::size_t stride = 0;              // faces of the kind with most
  std::vector<FaceRoles> faces;        // by kind * stride + face
  std::vector<std::uint8_t> rerolls;   // by kind: magic may reroll its dice
  std::vector<int> above_first;        // by spot, and one past the last: where its spots above begin in `above`
  std::vector<int> above;              // every spot's Spot::above, one after another

  explicit RulesIndex(const Content& c) {
    for (const DieKind& k : c.kinds) stride = std::max(stride, k.faces.size());
    faces.resize(c.kinds.size() * stride);
    for (std::size_t k = 0; k < c.kinds.size(); ++k) {
      rerolls.push_back(c.kinds[k].magic_rerolls ? 1 : 0);
      for (std::size_t f = 0; f < c.kinds[k].faces.size(); ++f) {
        const Face& face = c.kinds[k].faces[f];
        faces[k * stride + f] = FaceRoles{c.count(face, c.roles.beer), c.count(face, c.roles.magic), c.count(face, c.roles.chest)};
      }
    }
    for (const Spot& s : c.mountain.spots) {
      above_first.push_back(static_cast<int>(above.size()));
      above.insert(above.end(), s.above.begin(), s.above.end());
    }
    above_first.push_back(static_cast<int>(above.size()));
  }
  const FaceRoles& of(const Die& d) const { return faces[static_cast<std::size_t>(d.kind) * stride + static_cast<std::size_t>(d.face)]; }
  // Occupied spots resting on `spot`, of `mountain` (State::mountain).
  int covered(const std::vector<DieId>& mountain, int spot) const {
    int n = 0;
    for (int i = above_first[static_cast<std::size_t>(spot)]; i < above_first[static_cast<std::size_t>(spot) + 1]; ++i)
      n += mountain[static_cast<std::size_t>(above[static_cast<std::size_t>(i)])] != kNone;
    return n;
  }
};

}  // namespace dm::miner
