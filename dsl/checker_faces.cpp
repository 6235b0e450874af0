// The die: six faces, each readable on its own, in the shapes its card kind allows; and the burst
// abilities, which need a face showing their bursts.
#include <algorithm>

#include "dsl/checker_rules.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl::rules {

namespace {

void check_energy_face(const Face& f, Diagnostics& d) {
  if (f.wild) return;
  if (f.symbols.empty()) {
    if (f.generic < 1 || f.generic > 9) d.error(f.pos, "generic energy is 1 to 9", "a generic face shows one number, e.g. `2`");
    return;
  }
  std::string first;
  for (const auto& w : f.symbols) {
    if (!vocab::lookup(vocab::energies(), w)) {
      d.error(f.pos, "unknown energy `" + w + "` on a face",
              hint_for(w, vocab::written_forms(vocab::energies()), "a face shows fist, bolt, mask or shield, a number or `?`"));
      return;
    }
    if (first.empty()) first = w;
    if (w != first) {
      d.error(f.pos, "a face shows one energy type; this one shows `" + first + "` and `" + w + "`",
              "write two symbols of one type, e.g. `" + first + " " + first + "`");
      return;
    }
  }
}

void check_face(const Face& f, Diagnostics& d) {
  switch (f.kind) {
    case Face::Kind::Energy: check_energy_face(f, d); break;
    case Face::Kind::Character:
      if (f.fielding > 99 || f.attack > 99 || f.defense > 99)
        d.error(f.pos, "fielding cost, attack and defense are 0 to 99");
      [[fallthrough]];
    case Face::Kind::Action:
      if (f.bursts > 2) d.error(f.pos, "a face shows at most two bursts", "write `*` or `**`");
      break;
    case Face::Kind::Unknown:
      d.error(f.pos, "unreadable face", "a face is energy (`bolt bolt`, `2`, `?`), a character (`1/3/3*`) or `action`");
      break;
  }
}

// Character and Sidekick dice: one to three character faces, side by side, and no action face.
void check_character_die(const Card& card, Diagnostics& d) {
  int levels = 0, last = -1;
  const Face* prev = nullptr;  // the level below
  for (int i = 0; i < static_cast<int>(card.faces.size()); ++i) {
    const Face& f = card.faces[static_cast<std::size_t>(i)];
    if (f.kind == Face::Kind::Action) d.error(f.pos, "a character die has no action faces", "write a character face such as `1/2/2`");
    if (f.kind != Face::Kind::Character) continue;
    ++levels;
    if (f.fielding == 0 && f.attack == 0 && f.defense == 0)
      d.warning("empty-face", f.pos, "a 0/0/0 face: at this level the character has no attack and no defense",
                "give the level an attack or a defense, e.g. `0/1/1`");
    if (prev && levels <= 3) {
      // A level up is a reward: stats that go down make spinning up a loss.
      const char* stat = f.attack < prev->attack ? "attack" : f.defense < prev->defense ? "defense" : nullptr;
      if (stat) {
        const bool att = stat[0] == 'a';
        d.warning("weaker-level", f.pos, "level " + std::to_string(levels) + " has less " + stat + " (" + std::to_string(att ? f.attack : f.defense) +
                             ") than level " + std::to_string(levels - 1) + " (" + std::to_string(att ? prev->attack : prev->defense) + ")",
                  "a higher level is stronger: check the order of the character faces");
      }
    }
    prev = &f;
    if (last >= 0 && last != i - 1)
      d.error(f.pos, "character faces must be next to each other", "write the character faces one after the other: levels 1, 2, 3");
    if (levels == 4) d.error(f.pos, "a character die has at most three levels; this is a fourth character face");
    last = i;
  }
  if (levels == 0 && !card.faces.empty())
    d.error(card.faces_pos, "a character die needs at least one character face", "write fielding/attack/defense, e.g. `1/2/2`");
}

// Action and basic action dice: action faces, never a character face.
void check_action_die(const Card& card, Diagnostics& d) {
  bool action = false;
  for (const Face& f : card.faces) {
    if (f.kind == Face::Kind::Character) d.error(f.pos, "an action die has no character faces", "write `action` (with its bursts)");
    if (f.kind == Face::Kind::Action) action = true;
  }
  if (!action && !card.faces.empty())
    d.error(card.faces_pos, "an action die needs at least one action face", "write `action`, `action*` or `action**`");
}

const char* burst_mark(int burst) { return burst == 1 ? "*" : burst == 2 ? "**" : "*/**"; }

bool face_fits(const Face& f, int burst) { return burst == 3 ? f.bursts >= 1 : f.bursts == burst; }

bool same_face(const Face& a, const Face& b) {
  return a.kind == b.kind && a.symbols == b.symbols && a.generic == b.generic && a.wild == b.wild && a.fielding == b.fielding &&
         a.attack == b.attack && a.defense == b.defense && a.bursts == b.bursts;
}

// Every version of a character in a set rolls the same die (Hulk: Anger Issues, Annihilator and
// Jade Giant share one), so its burst icons are printed whether or not this card's text reads
// them: another version of the same die (same set, title and faces) that reads the burst, or has
// Lua that may, makes it no typo.
bool sibling_reads(const Card& card, const Face& f, const std::vector<Card>& set_cards) {
  for (const Card& other : set_cards) {
    if (&other == &card || other.keyword_def || other.set != card.set || other.title != card.title) continue;
    if (other.faces.size() != card.faces.size() ||
        !std::equal(other.faces.begin(), other.faces.end(), card.faces.begin(), same_face))
      continue;
    for (const Ability& a : other.abilities)
      if (!a.lua_table.empty() || (a.burst && face_fits(f, a.burst))) return true;
  }
  return false;
}

}  // namespace

void check_faces(const Card& card, Diagnostics& d) {
  if (!card.faces.empty() && card.faces.size() != 6)
    d.error(card.faces_pos, "a die has exactly six faces; this card lists " + std::to_string(card.faces.size()));
  for (const Face& f : card.faces) check_face(f, d);
  if (card.kind == "character" || card.kind == "sidekick") check_character_die(card, d);
  if (card.kind == "action" || card.kind == "basic_action") check_action_die(card, d);
}

void check_bursts(const Card& card, const std::vector<Card>& set_cards, Diagnostics& d) {
  bool lua_ability = false;
  for (const Ability& a : card.abilities) {
    if (!a.lua_table.empty()) lua_ability = true;
    if (a.instead && !a.burst)
      d.error(a.pos, "`instead` only goes on a burst ability", "start the ability with `*:`, `**:` or `*/**:`");
    if (!a.burst) continue;
    if (a.parent < 0)
      d.error(a.pos, "a burst ability needs an ability before it", "a `" + std::string(burst_mark(a.burst)) +
                                                                      ":` line modifies the ability just above it");
    if (card.faces.empty() || std::any_of(card.faces.begin(), card.faces.end(), [&](const Face& f) { return face_fits(f, a.burst); }))
      continue;
    const char* need = a.burst == 1 ? "a face with one burst (`*`)" : a.burst == 2 ? "a face with two bursts (`**`)" : "a face with bursts";
    d.error(a.pos, std::string("this burst ability needs ") + need + "; no face of this die shows one",
            "add the burst to a face, e.g. `" + std::string(card.kind == "character" || card.kind == "sidekick" ? "1/2/2" : "action") +
                burst_mark(a.burst == 3 ? 1 : a.burst) + "`");
  }
  // A burst no ability reads is likely a typo; an ability written in Lua may read it, and every
  // basic action card uses the same die, bursts and all.
  if (lua_ability || card.kind == "basic_action") return;
  for (const Face& f : card.faces) {
    if (f.bursts < 1 || f.bursts > 2) continue;
    bool used = std::any_of(card.abilities.begin(), card.abilities.end(), [&](const Ability& a) { return a.burst && face_fits(f, a.burst); });
    if (!used && !sibling_reads(card, f, set_cards))
      d.warning("unused-burst", f.pos, std::string("this face shows ") + (f.bursts == 1 ? "a burst" : "two bursts") + " that no burst ability uses",
                "add a `" + std::string(burst_mark(f.bursts)) + ":` ability, or remove the burst from the face");
  }
}

}  // namespace dm::dsl::rules
