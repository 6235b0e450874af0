#pragma once
// Every card definition a game may use, loaded once and shared read-only by all games.
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.hpp"

namespace dm {

struct CardSource {
  std::string file;   // where it came from, for error messages
  std::string lua;    // the Lua text the definition was read from
};

class CardLibrary {
 public:
  // Adds a definition; throws std::runtime_error naming both files on a duplicate id.
  int add(CardDef def, CardSource source);
  const CardDef& at(int i) const { return defs_[static_cast<std::size_t>(i)]; }
  const CardSource& source(int i) const { return sources_[static_cast<std::size_t>(i)]; }
  // By id ("avx-027"), by full name ("Force Beam", "Beast: Mutate #666"); -1 when absent.
  int find(std::string_view key) const;
  int size() const { return static_cast<int>(defs_.size()); }
  // The generic dice every game has.
  int sidekick() const { return find("sidekick"); }

 private:
  std::vector<CardDef> defs_;
  std::vector<CardSource> sources_;
};

}  // namespace dm
