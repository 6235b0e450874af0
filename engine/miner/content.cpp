// Dice Miner's content as data (include/dm/miner.hpp): lookups by name, and the names of the
// phases and decision kinds as logs and programs write them.
#include "dm/miner.hpp"

namespace dm::miner {

ContentError::ContentError(std::string f, int l, std::string m)
    : std::runtime_error(f + (l > 0 ? ":" + std::to_string(l) : "") + ": " + m), file(std::move(f)), line(l), message(std::move(m)) {}

int Content::dice() const {
  int n = 0;
  for (const DieKind& k : kinds) n += k.count;
  return n;
}

int Content::symbol(std::string_view name) const {
  for (std::size_t i = 0; i < symbols.size(); ++i)
    if (symbols[i] == name) return static_cast<int>(i);
  return -1;
}

int Content::kind(std::string_view name) const {
  for (std::size_t i = 0; i < kinds.size(); ++i)
    if (kinds[i].name == name) return static_cast<int>(i);
  return -1;
}

int Content::hero(std::string_view name) const {
  for (std::size_t i = 0; i < heroes.size(); ++i)
    if (heroes[i].name == name) return static_cast<int>(i);
  return -1;
}

int Content::face(int k, std::string_view name) const {
  if (k < 0 || k >= static_cast<int>(kinds.size())) return -1;
  const auto& faces = kinds[static_cast<std::size_t>(k)].faces;
  for (std::size_t i = 0; i < faces.size(); ++i)
    if (faces[i].name == name) return static_cast<int>(i);
  return -1;
}

std::string Content::key_name(std::string_view name) {
  std::string k(name);
  for (char& ch : k)
    if (ch == ' ') ch = '-';
  return k;
}

int Content::hero_by_key(std::string_view key) const {
  for (std::size_t i = 0; i < heroes.size(); ++i)
    if (key_name(heroes[i].name) == key) return static_cast<int>(i);
  return -1;
}

std::string_view to_string(Phase p) {
  switch (p) {
    case Phase::FirstPlayer: return "first_player";
    case Phase::Heroes: return "heroes";
    case Phase::Excavation: return "excavation";
    case Phase::Magic: return "magic";
    case Phase::Scoring: return "scoring";
    case Phase::Recovery: return "recovery";
    case Phase::TieBreak: return "tiebreak";
    case Phase::Over: return "over";
  }
  return "?";
}

std::string_view to_string(Kind k) {
  switch (k) {
    case Kind::None: return "none";
    case Kind::Hero: return "hero";
    case Kind::Excavate: return "excavate";
    case Kind::Take: return "take";
    case Kind::Magic: return "magic";
    case Kind::Reroll: return "reroll";
    case Kind::Keep: return "keep";
  }
  return "?";
}

}  // namespace dm::miner
