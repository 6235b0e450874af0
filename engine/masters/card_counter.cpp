// Dice Masters' card statistics in a simulation (Table::card_counter): per card, the games on
// a side that had it and won, those where its dice were bought, and dice bought and fielded.
// A game's count costs no string and no map; the worker folds them by card id when it is done.
#include <map>
#include <stdexcept>

#include "dm/game.hpp"
#include "engine/masters/card_counter.hpp"

namespace dm::masters {

namespace {

// Dice Masters' cards, per card definition: what a worker's games added up. A game's count
// costs no string and no map; the worker folds them into SimTotals::cards by card id when it
// is done.
struct CardTally {
  std::vector<CardCount> total;  // by definition
  std::vector<CardCount> here;   // one side of the game being counted, by definition
  std::vector<int> on_side;      // the definitions `here` holds
  const CardLibrary* library = nullptr;  // the games' library, which numbers the definitions
  void fold(std::map<std::string, CardCount>& out) const {
    for (std::size_t d = 0; d < total.size(); ++d)
      if (total[d].games > 0) out[library->at(static_cast<int>(d)).id].add(total[d]);
  }
};
// Dice bought and fielded in one game, by die id (see Game::set_observer).
struct DieCounts {
  std::vector<std::uint32_t> bought, fielded, used;
  void note(Observed what, DieId d) {
    auto& v = what == Observed::Bought ? bought : what == Observed::Fielded ? fielded : used;
    if (v.size() <= static_cast<std::size_t>(d)) v.resize(static_cast<std::size_t>(d) + 1);
    ++v[static_cast<std::size_t>(d)];
  }
  std::uint32_t of(const std::vector<std::uint32_t>& v, DieId d) const {
    return static_cast<std::size_t>(d) < v.size() ? v[static_cast<std::size_t>(d)] : 0;
  }
};
// The cards of one game, per side: on the team, bought, fielded (a card both sides have counts
// twice).
void count_cards(const Game& g, const DieCounts& dice, CardTally& t) {
  const auto& s = g.state();
  if (t.library && t.library != &g.library()) throw std::logic_error("a worker's games use one card library");
  t.library = &g.library();
  const auto defs = static_cast<std::size_t>(g.library().size());
  if (t.total.size() < defs) t.total.resize(defs), t.here.resize(defs);
  for (SideId side = 0; side < s.side_count(); ++side) {
    t.on_side.clear();
    for (const auto& c : s.cards) {
      if (c.owner == kNone || s.side(c.owner) != side || g.library().at(c.def).kind == CardKind::Sidekick) continue;
      CardCount& x = t.here[static_cast<std::size_t>(c.def)];
      if (x.games == 0) t.on_side.push_back(c.def);
      x.games = 1;
      x.action = g.library().at(c.def).kind == CardKind::Action || g.library().at(c.def).kind == CardKind::BasicAction;
    }
    for (const auto& d : s.dice) {
      if (d.owner == kNone || s.side(d.owner) != side) continue;
      CardCount& x = t.here[static_cast<std::size_t>(s.cards[static_cast<std::size_t>(d.card)].def)];
      if (x.games == 0) continue;
      x.dice_bought += dice.of(dice.bought, d.id);
      x.fielded += dice.of(dice.fielded, d.id);
      x.used += dice.of(dice.used, d.id);
    }
    for (int def : t.on_side) {
      CardCount& x = t.here[static_cast<std::size_t>(def)];
      x.wins = s.winner == side;
      x.bought_games = x.dice_bought > 0;
      x.bought_wins = x.bought_games && x.wins;
      t.total[static_cast<std::size_t>(def)].add(x);
      x = CardCount{};
    }
  }
}

class Counter final : public CardCounter {
 public:
  void begin(Match& m) override {
    dice_ = DieCounts{};
    static_cast<Game&>(m).set_observer([this](Observed what, DieId d) { dice_.note(what, d); });
  }
  void end(const Match& m) override { count_cards(static_cast<const Game&>(m), dice_, tally_); }
  void fold(std::map<std::string, CardCount>& out) const override { tally_.fold(out); }

 private:
  DieCounts dice_;
  CardTally tally_;
};

}  // namespace

std::unique_ptr<CardCounter> card_counter() { return std::make_unique<Counter>(); }

}  // namespace dm::masters
