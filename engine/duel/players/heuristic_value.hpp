#pragma once
// What things are worth to the duel's heuristic (heuristic.cpp), all in one unit: points of
// health, the opponent's lost or one's own kept. A combat point, a token, a card and an ability
// are each turned into that unit from what the hero scripts declare, so a new hero is valued
// by its numbers with no code of its own. Reads only what its player may see (never the
// opponent's hand, the decks or the rolls to come). Internal to dm_duel.
#include <vector>

#include "dm/duel.hpp"

namespace dm::agents::duel_value {

// The quantities every valuation of one decision shares, worked out once for it.
struct Outlook {
  const duel::DuelMatch& g;
  PlayerId me = 0, opp = 1;
  double turns_left = 1;  // upkeeps and attacks each player may still expect
  double cp_worth = 1;    // a combat point to `me`, now

  // `target`: the opponent aimed at (kNone: the next living one, the only one in a duel).
  Outlook(const duel::DuelMatch& match, PlayerId player, PlayerId target = kNone);

  // The opponent's defensive roll (when it defends): the probability of each total prevented,
  // and what it sends back on average. Worked out when first asked (only attacks need it).
  const std::vector<double>& prevent_odds() const;
  double reflect_mean() const;

 private:
  void roll_defence() const;
  mutable std::vector<double> prevent_odds_;  // empty until asked
  mutable double reflect_mean_ = 0;
};

// The part of an attack of `amount` that `holder`'s best consumable prevention token takes
// away, when it holds one and the damage may be prevented (0 otherwise).
int token_prevention(const Outlook& o, PlayerId holder, int amount);

// One more token of status `st` to `holder`, to its holder (negative: it hurts them).
double token_worth(const Outlook& o, PlayerId holder, int st);
// `n` more tokens, as far as the stack limit lets them land.
double gain_worth(const Outlook& o, PlayerId holder, int st, int n);

// What an effect's parts other than its attack damage give `owner` (healing, combat points,
// stealing, cards, tokens, damage dealt at once), seen from `o.me`.
double side_worth(const Outlook& o, PlayerId owner, const duel::Effect& e);

// What ability `a` of `o.me` is worth if chosen now: its damage on average over the
// opponent's defensive roll and likely prevention, what comes back, its other effects, and a
// bonus by the chance that it wins the game.
double ability_worth(const Outlook& o, int a);

// What playing card kind `k` of `o.me` gives outside an attack (its cost not counted),
// removing tokens of status `removed` when the card removes.
double card_play_worth(const Outlook& o, int k, int removed);
// What holding card kind `k` is worth, to choose what to sell or discard.
double card_keep_worth(const Outlook& o, int k);

// Health at or below 0 loses the game: the weight of that beyond the points themselves.
constexpr double kWin = 60;

}  // namespace dm::agents::duel_value
