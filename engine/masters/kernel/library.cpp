#include "dm/library.hpp"

#include <stdexcept>

namespace dm {

CardLibrary::CardLibrary() {
  for (int t = 0; t < kTagCount; ++t) intern(std::string(to_string(static_cast<Tag>(t))));
}

NameId CardLibrary::intern(const std::string& name) {
  auto [it, fresh] = name_ids_.emplace(name, static_cast<NameId>(names_.size()));
  if (fresh) names_.push_back(name);
  return it->second;
}

NameId CardLibrary::name_id(std::string_view name) const {
  auto it = name_ids_.find(std::string(name));
  return it == name_ids_.end() ? kNone : it->second;
}

int CardLibrary::add(CardDef def, CardSource source) {
  int existing = find(def.id);
  if (existing >= 0)
    throw std::runtime_error(source.file + ": card id '" + def.id + "' is already defined in " + at(existing).file);
  def.affiliation_ids.clear();
  for (const auto& a : def.affiliations) def.affiliation_ids.push_back(intern(a));
  def.stat_layers = def.keyword_layers = def.activated = false;
  def.die_triggers = 0;
  def.globals.clear();
  for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a) {
    auto& ab = def.abilities[static_cast<std::size_t>(a)];
    if (ab.kind == AbilityKind::Global) def.globals.push_back(a);
    if (ab.kind == AbilityKind::Activated) def.activated = true;
    if (ab.kind == AbilityKind::Triggered && !ab.card_scope) def.die_triggers |= std::uint32_t{1} << static_cast<int>(ab.when);
    ab.keywords.clear();
    for (const auto& k : ab.keyword_names) ab.keywords.push_back(intern(k));
    if (ab.kind != AbilityKind::Static) continue;
    if (ab.attack_bonus || ab.defense_bonus || ab.has[static_cast<int>(Slot::Stat)]) def.stat_layers = true;
    if (!ab.keywords.empty()) def.keyword_layers = true;
  }
  const int index = size();
  by_key_.emplace("id:" + def.id, index);
  by_key_.emplace("name:" + def.name(), index);  // the first card of a name keeps it
  if (def.id == "sidekick" && sidekick_ < 0) sidekick_ = index;
  defs_.push_back(std::move(def));
  sources_.push_back(std::move(source));
  return index;
}

int CardLibrary::find(std::string_view key) const {
  auto it = by_key_.find("id:" + std::string(key));
  if (it != by_key_.end()) return it->second;
  it = by_key_.find("name:" + std::string(key));
  return it == by_key_.end() ? -1 : it->second;
}

}  // namespace dm
