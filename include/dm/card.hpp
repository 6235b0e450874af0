#pragma once
// What a card is, as the kernel sees it: stats, six faces and abilities described as data.
// The functions behind abilities live in the ability runtime (Lua); the kernel refers to
// them by slot. Public API.
#include <array>
#include <string>
#include <vector>

#include "dm/types.hpp"

namespace dm {

struct Face {
  enum class Kind : std::uint8_t { Energy, Character, Action };
  Kind kind = Kind::Energy;
  // Energy faces: typed symbols (1 or 2 of one type), generic amount, or wild '?'.
  Energy symbol = Energy::None;
  int symbols = 0;
  int generic = 0;
  bool wild = false;
  // Character faces.
  int level = 0, fielding = 0, attack = 0, defense = 0;
  int bursts = 0;  // 0, 1 or 2 burst symbols (character and action faces)

  bool is_energy() const { return kind == Kind::Energy; }
  bool is_character() const { return kind == Kind::Character; }
  bool is_action() const { return kind == Kind::Action; }
  int energy_amount() const { return symbols + generic + (wild ? 1 : 0); }
  std::string describe() const;
};

// Moments a triggered ability listens for.
enum class Trigger : std::uint8_t {
  None,
  Used,            // this action die is used (the action's effect)
  Fielded,         // this die is fielded (paid or fielded by an effect), not returning from the Attack Zone
  YouField,        // its owner fields any character (card scope)
  AttackAssigned,  // this die is assigned to attack ("when assigned to attack", "when attacks")
  AfterBlockers,   // blockers have been declared (attacking or blocking die)
  Blocks,          // this die is assigned to block
  Blocked,         // this attacking die becomes blocked
  Damaged,         // this die takes damage
  OwnerDamaged,    // its controller takes damage (card scope, usually "while active")
  DamagesPlayer,   // this die deals damage to the opposing player
  KOd,             // this die is knocked out
  LeavesField,     // this die leaves the Field Zone
  OpponentAction,  // an opponent uses an action die (card scope)
  EndOfCombat,
  EndOfTurn,
  Aftershock,      // this die leaves the Field Zone because of the opponent
};
static_assert(static_cast<int>(Trigger::Aftershock) < 32, "CardDef::die_triggers holds a bit per trigger");
std::string_view to_string(Trigger t);
Trigger parse_trigger(std::string_view s);  // Trigger::None when unknown

enum class AbilityKind : std::uint8_t {
  Triggered,  // when <trigger>: effect
  Static,     // continuous while its die (or card) is active: stat bonuses, keywords, restrictions
  Global,     // any player may pay its cost in a window
  Activated,  // the controller of the die may pay its cost in a window, while a condition holds
  AltField,   // an alternative way to field a die of this card (e.g. pay 1 life instead of energy)
};

struct Cost {
  std::array<int, kEnergyTypes> energy{};  // [None] = any energy, others typed
  int life = 0;
  bool empty() const;
  int energy_total() const { return energy[0] + energy[1] + energy[2] + energy[3] + energy[4]; }
  std::string describe() const;
};

enum class TargetSide : std::uint8_t { Any, Own, Opposing };
enum class TargetKind : std::uint8_t { Character, Player, CharacterOrPlayer, Die };

struct TargetSpec {
  TargetKind kind = TargetKind::Character;
  TargetSide side = TargetSide::Any;
  Zone zone = Zone::Field;      // for Die/Character: where to look (Field covers the Attack Zone)
  int min = 1, max = 1;         // how many to choose
  bool distinct_from_previous = true;
  bool has_filter = false;      // a Lua predicate narrows the candidates
  std::string prompt;
  bool opponent_chooses = false;  // "your opponent chooses ..."
};

// Function slots an ability may define in its script.
enum class Slot : std::uint8_t { Effect, Condition, Filter0, Filter1, Filter2, Stat, Restrict, Affects, Prevent, Count };
constexpr int kSlotCount = static_cast<int>(Slot::Count);

struct AbilityDef {
  AbilityKind kind = AbilityKind::Triggered;
  Trigger when = Trigger::None;
  int burst = 0;          // 0: always; 1: one burst; 2: two bursts; 3: either
  bool instead = false;   // replaces the burst-less ability with the same trigger
  bool may = false;       // the controller chooses whether to use it
  bool once_per_turn = false;
  bool first_each_turn = false;  // "the first time each turn": used up by the first event, acted on or not
  bool card_scope = false;   // one per card (e.g. "while active"), not one per die
  bool needs_active = false; // only while a die of the card is in the Field Zone
  bool attack_step_only = false;
  bool protect = false;      // Static: its controller may pay `cost` to keep its die unaffected
  bool reaction = false;     // Global: used when its user is about to take damage
  bool dealing = false;      // Reaction: used instead when its user is about to deal damage with an action die or global
  bool batch = false;        // Global: may be paid for several times at once (self.times)
  bool combat_only = false;  // Damaged: only damage dealt in the Attack Step
  Cost cost;
  std::vector<TargetSpec> targets;
  std::array<bool, kSlotCount> has{};  // which function slots the script defines
  // Further functions of the ability an effect may continue with (its follow-up's `next`),
  // in name order: the kernel keeps the index, never the name.
  std::vector<std::string> continuations;
  std::vector<std::string> keyword_names;  // Static: keywords its die has while in the field
  std::vector<NameId> keywords;            // the same, interned by the library
  int attack_bonus = 0, defense_bonus = 0;  // Static, unconditional, on its own die
  std::string text;
};

struct CardDef {
  std::string id;        // "avx-027"
  std::string set;
  int number = 0;
  std::string title, subtitle;
  std::string rarity;    // "common", "uncommon", "rare", "super rare"...; "" when its file names none
  CardKind kind = CardKind::Character;
  int cost = 0;
  Energy energy = Energy::None;
  std::vector<std::string> affiliations;
  std::vector<NameId> affiliation_ids;  // the same, interned by the library
  int max = 0;  // Max for characters and actions, Use for basic actions
  std::array<Face, 6> faces{};
  std::vector<AbilityDef> abilities;
  std::string text;
  std::string file;
  bool tentative = false;  // stats read from unreliable sources
  // Set by the library, so the rules skip cards that can't matter to a question.
  bool stat_layers = false;    // a static ability gives stat bonuses
  bool keyword_layers = false; // a static ability gives keywords
  bool activated = false;      // some ability is activated
  std::uint32_t die_triggers = 0;  // bit t: a triggered ability of its dice (not the card's) listens for Trigger t
  std::vector<int> globals;    // indexes of its global abilities

  std::string name() const { return subtitle.empty() ? title : title + ": " + subtitle; }
  bool is_character_card() const { return kind == CardKind::Character || kind == CardKind::Sidekick; }
  int max_level() const;
  int face_of_level(int level) const;  // face index, or -1
  // A face showing `n` symbols of `e`, to turn a partly spent die to; -1 when the die has none.
  int face_with_symbols(Energy e, int n) const;
  bool has_affiliation(NameId a) const;
};

}  // namespace dm
