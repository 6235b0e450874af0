#include "dm/card.hpp"

#include <array>

namespace dm {

namespace {
constexpr std::array<std::string_view, 17> kTriggerNames{
    "none",    "used",          "fielded", "you_field", "attack_assigned", "after_blockers",
    "blocks",  "blocked",       "damaged", "owner_damaged", "damages_player", "ko",
    "leaves_field", "opponent_action", "end_of_combat", "end_of_turn", "aftershock"};
}

std::string_view to_string(Trigger t) { return kTriggerNames[static_cast<int>(t)]; }
Trigger parse_trigger(std::string_view s) {
  for (std::size_t i = 0; i < kTriggerNames.size(); ++i)
    if (kTriggerNames[i] == s) return static_cast<Trigger>(i);
  return Trigger::None;
}

std::string Face::describe() const {
  std::string bursts_text(static_cast<std::size_t>(bursts), '*');
  switch (kind) {
    case Kind::Character:
      return std::to_string(fielding) + "/" + std::to_string(attack) + "/" + std::to_string(defense) + bursts_text;
    case Kind::Action:
      return "action" + bursts_text;
    case Kind::Energy:
      break;
  }
  if (wild) return "?";
  if (generic) return std::to_string(generic);
  std::string s;
  for (int i = 0; i < symbols; ++i) {
    if (i) s += ' ';
    s += to_string(symbol);
  }
  return s;
}

bool Cost::empty() const { return energy_total() == 0 && life == 0; }

std::string Cost::describe() const {
  std::string s;
  for (int i = 0; i < kEnergyTypes; ++i) {
    if (!energy[i]) continue;
    if (!s.empty()) s += ", ";
    s += std::to_string(energy[i]) + " " + (i == 0 ? std::string("energy") : std::string(to_string(static_cast<Energy>(i))));
  }
  if (life) {
    if (!s.empty()) s += ", ";
    s += std::to_string(life) + " life";
  }
  return s.empty() ? "nothing" : s;
}

int CardDef::max_level() const {
  int m = 0;
  for (const auto& f : faces)
    if (f.is_character() && f.level > m) m = f.level;
  return m;
}
int CardDef::face_of_level(int level) const {
  for (int i = 0; i < 6; ++i)
    if (faces[i].is_character() && faces[i].level == level) return i;
  return -1;
}
int CardDef::face_with_symbols(Energy e, int n) const {
  for (int i = 0; i < 6; ++i)
    if (faces[i].is_energy() && faces[i].symbol == e && faces[i].symbols == n && !faces[i].wild && !faces[i].generic)
      return i;
  return -1;
}
bool CardDef::has_affiliation(NameId a) const {
  for (NameId x : affiliation_ids)
    if (x == a) return true;
  return false;
}

}  // namespace dm
