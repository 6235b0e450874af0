// The state's accessors, and the three walks over its field lists (dm/fields.hpp): equality,
// the hash and serialization. A field listed in `fields` is in all three; one left out is in
// none (and the field-list test fails).
#include "dm/state.hpp"

#include "dm/fields.hpp"
#include "dm/library.hpp"

namespace dm {

std::string_view to_string(TaskKind k) {
  static constexpr std::string_view names[] = {
      "begin_turn", "clear_draw", "roll",        "main",    "end_main",   "attack_begin", "blockers",
      "attack_window", "assign_damage", "combat_damage", "end_combat", "cleanup", "end_turn",
      "others_window", "buy", "field", "use_action", "resolve", "protect", "apply_damage", "order", "draft"};
  return names[static_cast<int>(k)];
}


void DiceIndex::rebuild(const std::vector<Die>& dice, int players) {
  words_ = (dice.size() + 63) / 64;
  sets_ = (std::uint32_t{1} << (players + 1)) - 1;
  bits_.assign(static_cast<std::size_t>(players + 1) * kZoneCount * words_, 0);
  for (const Die& d : dice) add(d);
}

int GameState::count(PlayerId p, Zone z) const {
  int n = 0;
  for ([[maybe_unused]] DieId d : in_zone(p, z)) ++n;
  return n;
}

bool GameState::is_character_die(DieId d) const {
  return in_field(dice[static_cast<std::size_t>(d)].zone) && face(d).is_character();
}

int GameState::fielded_characters(PlayerId p) const {
  int n = 0;
  for (const auto& d : dice)
    if (d.controller == p && in_field(d.zone) && face(d.id).is_character()) ++n;
  return n;
}

bool GameState::operator==(const GameState& o) const { return library == o.library && fields::equal(*this, o); }

std::uint64_t GameState::hash() const { return fields::hash(*this); }

std::string GameState::serialize() const { return fields::to_json(*this, 16384); }

}  // namespace dm
