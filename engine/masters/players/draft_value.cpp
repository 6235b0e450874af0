// What drafting agents share: a card's estimated worth, and the greedy pick by it.
#include <algorithm>

#include "engine/masters/players/players.hpp"

namespace dm::agents {

double card_value(const CardDef& card) {
  double strength = 0;
  if (card.kind == CardKind::Character) {
    int faces = 0, sum = 0;
    for (const Face& f : card.faces)
      if (f.is_character()) {
        ++faces;
        sum += f.attack + f.defense - f.fielding;
      }
    strength = faces ? static_cast<double>(sum) / faces : 0.0;
  } else if (card.kind == CardKind::Action) {
    strength = 2;
  }
  strength += 1.5 * static_cast<double>(card.abilities.size());
  return strength * 4.0 / (card.cost + 2);
}

// The greedy drafter: the option whose card rates highest (a stack by its best card), the
// most dice it may take, and `done` only when nothing is worth keeping.
int greedy_draft_choice(const Game& g) {
  const Decision& d = g.pending();
  const GameState& s = g.state();
  int best = -1, done = -1;
  double best_value = 0;
  for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
    const Option& o = d.options[static_cast<std::size_t>(i)];
    double v = -1;
    switch (o.verb) {
      case Verb::Pick:
      case Verb::Keep:
      case Verb::BasicAction: v = card_value(s.library->at(o.a)); break;
      case Verb::Stack:
        for (int c : s.draft.piles[static_cast<std::size_t>(o.a)].cards) v = std::max(v, card_value(s.library->at(c)));
        break;
      case Verb::Dice: v = o.a; break;
      case Verb::Done:
      case Verb::Pass: done = i; continue;
      default: break;
    }
    if (best < 0 || v > best_value) {
      best = i;
      best_value = v;
    }
  }
  if (best < 0 || (done >= 0 && best_value <= 0)) return done >= 0 ? done : 0;
  return best;
}

}  // namespace dm::agents
