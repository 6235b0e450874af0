#pragma once
// Every card definition a game may use, loaded once and shared read-only by all games.
// Public API.
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "dm/card.hpp"

namespace dm {

struct CardSource {
  std::string file;   // where it came from, for error messages
  std::string lua;    // the Lua text the definition was read from
};

class CardLibrary {
 public:
  CardLibrary();
  // Adds a definition, interning its names; throws std::runtime_error naming both files on
  // a duplicate id.
  int add(CardDef def, CardSource source);
  const CardDef& at(int i) const { return defs_[static_cast<std::size_t>(i)]; }
  const CardSource& source(int i) const { return sources_[static_cast<std::size_t>(i)]; }
  // By id ("avx-027"), by full name ("Force Beam", "Beast: Mutate #666"); -1 when absent.
  int find(std::string_view key) const;
  int size() const { return static_cast<int>(defs_.size()); }
  // The generic dice every game has; -1 when the library has none.
  int sidekick() const { return sidekick_; }

  // Names: keywords, flags and affiliations as small integers. The kernel's own tags come
  // first (NameId == Tag); names the cards use follow. kNone when the library never saw it.
  NameId name_id(std::string_view name) const;
  const std::string& name(NameId id) const { return names_[static_cast<std::size_t>(id)]; }
  int name_count() const { return static_cast<int>(names_.size()); }

 private:
  NameId intern(const std::string& name);
  std::vector<CardDef> defs_;
  std::vector<CardSource> sources_;
  std::unordered_map<std::string, int> by_key_;    // id and full name -> definition
  std::vector<std::string> names_;
  std::unordered_map<std::string, NameId> name_ids_;
  int sidekick_ = -1;
};

}  // namespace dm
