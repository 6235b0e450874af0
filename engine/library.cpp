#include "engine/library.hpp"

#include <stdexcept>

namespace dm {

int CardLibrary::add(CardDef def, CardSource source) {
  int existing = find(def.id);
  if (existing >= 0)
    throw std::runtime_error(source.file + ": card id '" + def.id + "' is already defined in " + at(existing).file);
  defs_.push_back(std::move(def));
  sources_.push_back(std::move(source));
  return size() - 1;
}

int CardLibrary::find(std::string_view key) const {
  for (int i = 0; i < size(); ++i)
    if (defs_[i].id == key) return i;
  for (int i = 0; i < size(); ++i)
    if (defs_[i].name() == key) return i;
  return -1;
}

}  // namespace dm
