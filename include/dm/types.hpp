#pragma once
// Dice Masters' vocabulary: card and name ids, energy, zones, steps, rules editions, and the
// names the kernel acts on. Public API.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "dm/ids.hpp"

namespace dm {

using CardId = int;    // index of a card in play (GameState::cards)
using NameId = int;    // an interned name: a keyword, flag or affiliation (see Tag)

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

enum class Step : std::uint8_t { Setup, ClearDraw, Roll, Main, Attack, Cleanup, GameOver, Draft };

enum class Edition : std::uint8_t { AvX2014, ASM2015 };

enum class CardKind : std::uint8_t { Character, Action, BasicAction, Sidekick };

// How a game ended.
// ScriptLimit: the game ran past one of its bounds (docs/limits.md), as a script that never
// stops would make it; Game::limit_message() says which and names the card.
enum class EndReason : std::uint8_t { None, Life, Tie, TurnLimit, ScriptLimit };

// Names the kernel itself acts on: keywords and flags a die can have. Their NameId is their
// value; other names (affiliations, keywords only cards know) are interned after them.
enum class Tag : std::uint8_t {
  Overcrush,            // excess combat damage tramples over to the player
  Unblockable,
  Regenerate,           // rolled when KO'd: a character face returns to the field
  Deadly,               // KOs what it engaged at the end of the turn
  Ally,                 // counts as a Sidekick in the Field Zone
  Swarm,                // draws one more die of its card in Clear and Draw
  CantBlock,
  CantAttack,
  NoDamage,             // deals no combat damage
  NoAbilities,          // its card text is lost
  DefenseEqualsAttack,
  KoEndOfCombat,
  KoEndOfTurn,
  Count,
};
constexpr int kTagCount = static_cast<int>(Tag::Count);
constexpr NameId name_of(Tag t) { return static_cast<NameId>(t); }

std::string_view to_string(Energy e);
std::string_view to_string(Zone z);
std::string_view to_string(Step s);
std::string_view to_string(Edition e);
std::string_view to_string(CardKind k);
std::string_view to_string(EndReason r);
std::string_view to_string(Tag t);  // the name scripts use: "overcrush", "cant_block", ...
std::optional<Energy> parse_energy(std::string_view s);
std::optional<Zone> parse_zone(std::string_view s);
std::optional<Edition> parse_edition(std::string_view s);
std::optional<CardKind> parse_card_kind(std::string_view s);

inline bool in_field(Zone z) { return z == Zone::Field || z == Zone::Attack; }

}  // namespace dm
