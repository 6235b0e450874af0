#include "dsl/checker.hpp"

namespace dm::dsl {

void check(const File& file, Diagnostics& diags) {
  for (const auto& c : file.cards)
    if (c.faces.size() != 6)
      diags.error(c.faces.empty() ? c.pos : c.faces_pos, "a die has six faces; this card lists " + std::to_string(c.faces.size()));
}

}  // namespace dm::dsl
