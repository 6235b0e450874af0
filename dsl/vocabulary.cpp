#include "dsl/vocabulary.hpp"

#include <cctype>
#include <cstring>

namespace dm::dsl::vocab {

const std::vector<Word>& energies() {
  static const std::vector<Word> v{{"fist", "fist"}, {"bolt", "bolt"}, {"mask", "mask"}, {"shield", "shield"}};
  return v;
}

const std::vector<Word>& zones() {
  static const std::vector<Word> v{
      {"bag", "bag"},           {"prep area", "prep"},     {"reserve pool", "reserve"},
      {"field zone", "field"},  {"field", "field"},        {"attack zone", "attack"},
      {"used pile", "used"},    {"out of play", "out_of_play"},
  };
  return v;
}

const std::vector<Word>& triggers() {
  static const std::vector<Word> v{
      {"this is used", "used"},
      {"this is fielded", "fielded"},
      {"you field a character", "you_field"},
      {"this attacks", "attack_assigned"},
      {"this is assigned to attack", "attack_assigned"},
      {"this blocks", "blocks"},
      {"this is blocked", "blocked"},
      {"this takes damage", "damaged"},
      {"this takes combat damage", "damaged"},
      {"you or this take damage", "owner_damaged"},
      {"this damages your opponent", "damages_player"},
      {"this deals combat damage to your opponent", "damages_player"},
      {"this is ko'd", "ko"},
      {"this is ko'd while blocking", "ko"},
      {"this leaves the field", "leaves_field"},
      {"an opponent uses an action die", "opponent_action"},
      {"you would take damage", "reaction"},
      {"you deal damage with an action die or global ability", "dealing"},
  };
  return v;
}

const std::vector<Word>& die_keywords() {
  static const std::vector<Word> v{
      {"overcrush", "overcrush"},
      {"unblockable", "unblockable"},
      {"regenerate", "regenerate"},
      {"deadly", "deadly"},
      {"ally", "ally"},
      {"swarm", "swarm"},
      {"can't block", "cant_block"},
      {"can't attack", "cant_attack"},
      {"can't be targeted", "cant_be_targeted"},
      {"can't be targeted by global abilities", "cant_be_targeted_by_globals"},
      {"can't be targeted by action dice", "cant_be_targeted_by_action_dice"},
      {"can't be targeted by character abilities", "cant_be_targeted_by_character_abilities"},
      {"can't be targeted by opponents", "cant_be_targeted_by_opponents"},
      {"no combat damage", "no_damage"},
      {"no abilities", "no_abilities"},
      {"defense equal to attack", "defense_equals_attack"},
      {"ko at end of combat", "ko_end_of_combat"},
      {"ko at end of turn", "ko_end_of_turn"},
  };
  return v;
}

const std::vector<Word>& player_flags() {
  static const std::vector<Word> v{
      {"block tax", "block_tax"},
      {"non-villain block tax", "block_tax_non_villain"},
      {"extra damage", "extra_damage"},
      {"invulnerable", "invulnerable"},
  };
  return v;
}

const std::vector<std::string>& rarities() {
  static const std::vector<std::string> v{"common", "uncommon", "rare", "super rare", "starter", "promo", "none"};
  return v;
}

const std::vector<std::string>& keywords() {
  static const std::vector<std::string> v{
      "set", "card", "character", "action", "basic action", "sidekick", "cost", "affiliation", "rarity", "allow",
      "max", "use", "faces", "text", "tentative", "id", "when", "global", "pay", "may", "once per turn",
      "while active", "underdog", "during your turn", "during the attack step", "any number of times",
      "after blockers are declared", "at end of combat", "at end of turn", "aftershock", "instead",
      "deal", "damage", "gets", "gains", "ko", "capture", "spin", "reroll", "roll", "draw", "move",
      "field", "sacrifice", "gain", "lose", "life", "redirect", "if", "otherwise", "target", "each",
      "every", "opposing", "your", "level", "lua", "ability", "then", "sacrifice this", "equal to", "attack",
      "defense", "each other", "put", "fields", "dealt", "or more", "less life than", "keyword", "reminder",
      "take control of", "copy", "stats", "prevent", "release", "captured"};
  return v;
}

const char* lookup(const std::vector<Word>& list, std::string_view w) {
  std::string n = normalize(w);
  for (const auto& x : list)
    if (n == x.written) return x.engine;
  return nullptr;
}

const char* written(const std::vector<Word>& list, std::string_view engine) {
  for (const auto& x : list)
    if (engine == x.engine) return x.written;
  return nullptr;
}

std::vector<std::string> written_forms(const std::vector<Word>& list) {
  std::vector<std::string> out;
  for (const auto& x : list) out.emplace_back(x.written);
  return out;
}

std::string normalize(std::string_view s) {
  std::string out;
  bool blank = false;
  for (char c : s) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      blank = !out.empty();
      continue;
    }
    if (blank) out += ' ';
    blank = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

}  // namespace dm::dsl::vocab
