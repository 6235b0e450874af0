#pragma once
// Vocabulary shared by the kernel: energy, zones, steps, rules editions.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dm {

using DieId = int;
using PlayerId = int;
using CardId = int;  // index of a card in play (GameState::cards)
constexpr int kNone = -1;

enum class Energy : std::uint8_t { None, Fist, Bolt, Mask, Shield };
constexpr int kEnergyTypes = 5;  // including None, for arrays indexed by Energy

enum class Zone : std::uint8_t {
  Supply,     // on its card, not yet bought
  Bag,
  Prep,       // Prep Area
  Reserve,    // Reserve Pool
  Field,      // Field Zone, not in the Attack Zone
  Attack,     // the Attack Zone (part of the Field Zone)
  OutOfPlay,
  Used,       // Used Pile
  Captured,   // under a capturing die: it does not exist for game purposes
};
constexpr int kZoneCount = 9;

enum class Step : std::uint8_t { Setup, ClearDraw, Roll, Main, Attack, Cleanup, GameOver };

enum class Edition : std::uint8_t { AvX2014, ASM2015 };

enum class CardKind : std::uint8_t { Character, Action, BasicAction, Sidekick };

std::string_view to_string(Energy e);
std::string_view to_string(Zone z);
std::string_view to_string(Step s);
std::string_view to_string(Edition e);
std::string_view to_string(CardKind k);
std::optional<Energy> parse_energy(std::string_view s);
std::optional<Zone> parse_zone(std::string_view s);
std::optional<Edition> parse_edition(std::string_view s);
std::optional<CardKind> parse_card_kind(std::string_view s);

inline bool in_field(Zone z) { return z == Zone::Field || z == Zone::Attack; }

}  // namespace dm
