#include "engine/masters/view/words.hpp"

#include <algorithm>
#include <cctype>

namespace dm::view {

std::string face_words(const std::string& face) {
  if (face == "?") return "wild";
  if (!face.empty() && std::all_of(face.begin(), face.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return face + " generic";
  return face;
}

std::string die_name(const Game& g, DieId d) { return g.die_name(d); }

}  // namespace dm::view
