#include "dm/types.hpp"

#include <array>

namespace dm {

namespace {
constexpr std::array<std::string_view, kEnergyTypes> kEnergyNames{"none", "fist", "bolt", "mask", "shield"};
constexpr std::array<std::string_view, kZoneCount> kZoneNames{
    "supply", "bag", "prep", "reserve", "field", "attack", "out_of_play", "used", "captured"};
constexpr std::array<std::string_view, 8> kStepNames{"setup", "clear_draw", "roll", "main",
                                                     "attack", "cleanup", "game_over", "draft"};
constexpr std::array<std::string_view, 4> kKindNames{"character", "action", "basic_action", "sidekick"};
constexpr std::array<std::string_view, 5> kEndNames{"none", "life", "tie", "turn_limit", "script_limit"};
constexpr std::array<std::string_view, kTagCount> kTagNames{
    "overcrush", "unblockable", "regenerate",  "deadly",    "ally", "swarm", "cant_block", "cant_attack",
    "no_damage", "no_abilities", "defense_equals_attack", "ko_end_of_combat", "ko_end_of_turn"};

template <class E, std::size_t N>
std::optional<E> find_name(const std::array<std::string_view, N>& names, std::string_view s) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == s) return static_cast<E>(i);
  return std::nullopt;
}
}  // namespace

std::string_view to_string(Energy e) { return kEnergyNames[static_cast<int>(e)]; }
std::string_view to_string(Zone z) { return kZoneNames[static_cast<int>(z)]; }
std::string_view to_string(Step s) { return kStepNames[static_cast<int>(s)]; }
std::string_view to_string(Edition e) { return e == Edition::AvX2014 ? "avx2014" : "asm2015"; }
std::string_view to_string(CardKind k) { return kKindNames[static_cast<int>(k)]; }
std::string_view to_string(EndReason r) { return kEndNames[static_cast<int>(r)]; }
std::string_view to_string(Tag t) { return kTagNames[static_cast<int>(t)]; }

std::optional<Energy> parse_energy(std::string_view s) {
  auto e = find_name<Energy>(kEnergyNames, s);
  if (e && *e == Energy::None) return std::nullopt;
  return e;
}
std::optional<Zone> parse_zone(std::string_view s) { return find_name<Zone>(kZoneNames, s); }
std::optional<Edition> parse_edition(std::string_view s) {
  if (s == "avx2014") return Edition::AvX2014;
  if (s == "asm2015") return Edition::ASM2015;
  return std::nullopt;
}
std::optional<CardKind> parse_card_kind(std::string_view s) { return find_name<CardKind>(kKindNames, s); }

}  // namespace dm
