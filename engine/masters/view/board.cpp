#include "engine/masters/view/board.hpp"

#include <map>

#include "engine/masters/view/words.hpp"

namespace dm::view {

namespace {

std::string step_words(Step s) {
  switch (s) {
    case Step::Setup: return "set-up";
    case Step::ClearDraw: return "Clear and Draw Step";
    case Step::Roll: return "Roll and Reroll Step";
    case Step::Main: return "Main Step";
    case Step::Attack: return "Attack Step";
    case Step::Cleanup: return "Cleanup Step";
    case Step::GameOver: return "game over";
    case Step::Draft: return "draft";
  }
  return "?";
}

// A die in the Field or Attack Zone: its face, level and stats as the layers make them now.
std::string fielded(const Game& g, const Die& d) {
  std::string out = g.die_label(d.id);
  if (!g.state().face(d.id).is_character()) return out;
  out += " level " + std::to_string(g.level(d.id)) + ", " + std::to_string(g.attack(d.id)) + "A/" +
         std::to_string(g.defense(d.id)) + "D";
  if (d.damage > 0) out += ", " + std::to_string(d.damage) + " damage";
  if (d.blocking != kNone) out += ", blocking " + die_name(g, d.blocking);
  return out;
}

std::string listed(const std::vector<std::string>& dice) { return dice.empty() ? "empty" : join_and(dice); }

std::string player_block(const Game& g, PlayerId p) {
  const GameState& s = g.state();
  std::vector<std::string> prep, reserve, field, attack, out_of_play;
  int bag = 0, used = 0;
  for (const auto& d : s.dice) {
    if (d.controller != p) continue;
    switch (d.zone) {
      case Zone::Bag: ++bag; break;
      case Zone::Used: ++used; break;
      // Faces in the Prep Area mean something only between the roll and the reroll.
      case Zone::Prep:
        prep.push_back(s.step == Step::Roll ? die_name(g, d.id) + " [" + face_words(s.face(d.id).describe()) + "]" : die_name(g, d.id));
        break;
      case Zone::Reserve: reserve.push_back(die_name(g, d.id) + " [" + face_words(s.face(d.id).describe()) + "]"); break;
      case Zone::Field: field.push_back(fielded(g, d)); break;
      case Zone::Attack: attack.push_back(fielded(g, d)); break;
      case Zone::OutOfPlay: out_of_play.push_back(g.die_label(d.id)); break;
      default: break;
    }
  }
  std::string out = player_word(p) + " (side " + std::to_string(s.side(p) + 1) + "): life " + std::to_string(s.life(p)) +
                    "; bag " + count(bag, "die", "dice") + ", Used Pile " + count(used, "die", "dice");
  if (s.players[static_cast<std::size_t>(p)].bonus_generic > 0)
    out += ", " + std::to_string(s.players[static_cast<std::size_t>(p)].bonus_generic) + " generic energy not on a die";
  out += "\n  Prep Area: " + listed(prep);
  out += "\n  Reserve Pool: " + listed(reserve);
  out += "\n  Field Zone: " + listed(field);
  if (!attack.empty()) out += "\n  Attack Zone: " + join_and(attack);
  if (s.edition == Edition::ASM2015) out += "\n  Out of Play: " + listed(out_of_play);
  return out;
}

// The cards dice are bought from: whose, what they cost, how many dice are left on them.
std::string supply(const Game& g) {
  const GameState& s = g.state();
  std::map<CardId, int> left;
  for (const auto& d : s.dice)
    if (d.zone == Zone::Supply) ++left[d.card];
  std::string out;
  for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c) {
    const CardInPlay& card = s.cards[static_cast<std::size_t>(c)];
    const CardDef& def = s.def(c);
    if (def.kind == CardKind::Sidekick) continue;
    out += "\n  " + def.name() + " (" + (card.owner == kNone ? "basic action" : player_word(card.owner) + "'s") + ", cost " +
           std::to_string(def.cost) + (def.energy == Energy::None ? "" : " " + std::string(to_string(def.energy))) + "): " +
           count(left.count(c) ? left[c] : 0, "die", "dice") + " left";
  }
  return out.empty() ? "" : "Cards to buy from:" + out;
}

}  // namespace

std::string board_text(const Game& g) {
  const GameState& s = g.state();
  std::string out;
  if (s.step == Step::Draft) return "The draft is on: the board is set when it ends.";
  out = "Turn " + std::to_string(s.turn) + ", " + player_word(s.active) + "'s " + step_words(s.step);
  for (PlayerId p = 0; p < s.player_count(); ++p) out += "\n" + player_block(g, p);
  const std::string cards = supply(g);
  if (!cards.empty()) out += "\n" + cards;
  return out;
}

}  // namespace dm::view
