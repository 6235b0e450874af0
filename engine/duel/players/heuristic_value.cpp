// What things are worth to the duel's heuristic (heuristic_value.hpp). The weights below were
// set by playing the heuristic against greedy (docs/hero-duel.md, "Players").
#include "engine/duel/players/heuristic_value.hpp"

#include <algorithm>
#include <cmath>

namespace dm::agents::duel_value {

namespace {

// Damage a player takes in a round on average between players of this strength: a status
// token that acts at every upkeep is worth about as many upkeeps as the nearer death is away.
constexpr double kDamagePerRound = 5;
constexpr double kMostTurns = 10;
// A hit a prevention or a multiplier will meet, on average, to value "half the damage".
constexpr double kTypicalHit = 6;
// A token or card kept may never find its moment: held things count for this share.
constexpr double kHeld = 0.8;
// The share of its turns that one ability (an upgrade's target) is chosen.
constexpr double kUseShare = 0.35;
// A card drawn, in health.
constexpr double kCard = 0.8;
// A combat point taken from the opponent is one they can't spend on their cards.
constexpr double kDeny = 0.6;

const duel::Player& player(const Outlook& o, PlayerId p) { return o.g.state().players[static_cast<std::size_t>(p)]; }
PlayerId other(const Outlook& o, PlayerId p) { return p == o.me ? o.opp : o.me; }

}  // namespace

Outlook::Outlook(const duel::DuelMatch& match, PlayerId player_id, PlayerId target) : g(match), me(player_id) {
  const duel::State& s = g.state();
  opp = g.target_of(me, target);
  const duel::Rules& r = g.content().rules;
  const duel::Player& M = s.players[static_cast<std::size_t>(me)];
  const duel::Player& O = s.players[static_cast<std::size_t>(opp)];
  turns_left = std::clamp(std::min(M.health, O.health) / kDamagePerRound, 1.0, kMostTurns);
  // Combat points past the cap are lost: near it they are worth little more.
  cp_worth = M.cp >= r.cp_cap - 1 ? 0.3 : 1.0;
}

const std::vector<double>& Outlook::prevent_odds() const {
  if (prevent_odds_.empty()) roll_defence();
  return prevent_odds_;
}

double Outlook::reflect_mean() const {
  if (prevent_odds_.empty()) roll_defence();
  return reflect_mean_;
}

void Outlook::roll_defence() const {
  // Each die adds its face's prevention, so the odds of each total are the per-die odds
  // convolved once a die.
  const duel::Hero& h = g.hero(opp);
  std::vector<double> odds(1, 1.0), next;
  const double each = 1.0 / static_cast<double>(h.faces.size());
  for (int d = 0; d < h.defence.dice; ++d) {
    next.assign(odds.size(), 0.0);
    for (const duel::Face& f : h.faces) {
      const int pv = f.symbol < 0 ? 0 : h.defence.prevent_per[static_cast<std::size_t>(f.symbol)];
      const int rf = f.symbol < 0 ? 0 : h.defence.reflect_per[static_cast<std::size_t>(f.symbol)];
      if (d == 0) reflect_mean_ += each * rf * h.defence.dice;
      if (odds.size() + static_cast<std::size_t>(pv) > next.size()) next.resize(odds.size() + static_cast<std::size_t>(pv), 0.0);
      for (std::size_t v = 0; v < odds.size(); ++v) next[v + static_cast<std::size_t>(pv)] += odds[v] * each;
    }
    odds.swap(next);
  }
  prevent_odds_ = std::move(odds);
}

int token_prevention(const Outlook& o, PlayerId holder, int amount) {
  if (amount <= 0) return 0;
  const duel::Content& c = o.g.content();
  const duel::Player& H = player(o, holder);
  int best = 0;
  for (std::size_t st = 0; st < H.tokens.size(); ++st) {
    if (H.tokens[st] == 0 || c.statuses[st].persistent) continue;
    const duel::Effect& e = c.statuses[st].spend;
    int p = std::min(amount, e.prevent);
    if (e.prevent_num > 0) p = std::max(p, static_cast<int>(damage::div_up(static_cast<std::int64_t>(amount) * e.prevent_num, e.prevent_den)));
    best = std::max(best, std::min(p, amount));
  }
  return best;
}

double token_worth(const Outlook& o, PlayerId holder, int st) {
  const duel::Status& S = o.g.content().statuses[static_cast<std::size_t>(st)];
  if (S.persistent) {
    // It acts at every upkeep of its holder from now on (nothing in a hero's hands takes its
    // own tokens off).
    const duel::Effect& u = S.upkeep;
    return (u.heal + u.collateral - u.self_damage + kDeny * u.cp) * o.turns_left;
  }
  const duel::Effect& e = S.spend;
  double w = e.add + e.prevent + e.reduce + e.heal + e.collateral + kDeny * e.cp + kCard * e.draw;
  if (e.scale_num > e.scale_den) w += kTypicalHit * (static_cast<double>(e.scale_num) / e.scale_den - 1);
  if (e.prevent_num > 0) w += kTypicalHit * static_cast<double>(e.prevent_num) / e.prevent_den;
  return kHeld * w;
}

double gain_worth(const Outlook& o, PlayerId holder, int st, int n) {
  if (st < 0 || n <= 0) return 0;
  const int room = o.g.content().statuses[static_cast<std::size_t>(st)].stack - player(o, holder).tokens[static_cast<std::size_t>(st)];
  return std::max(0, std::min(n, room)) * token_worth(o, holder, st);
}

double side_worth(const Outlook& o, PlayerId owner, const duel::Effect& e) {
  const duel::Rules& r = o.g.content().rules;
  const duel::Player& P = player(o, owner);
  const PlayerId q = other(o, owner);
  const duel::Player& Q = player(o, q);
  double w = 0;
  if (e.heal > 0) w += std::min(e.heal, r.health + r.heal_cap - P.health);
  if (e.cp > 0) w += std::min(e.cp, r.cp_cap - P.cp) * o.cp_worth;
  if (e.steal_cp > 0) w += std::min(e.steal_cp, Q.cp) * (o.cp_worth + kDeny);
  w += kCard * e.draw;
  w += gain_worth(o, owner, e.gain_status, e.gain);
  w -= gain_worth(o, q, e.inflict_status, e.inflict);
  w += e.isolated + e.collateral - e.self_damage;
  return w;
}

// The damage an upgrade card adds to its ability each time it is used: its `upgrade`, or what
// the Level it reaches deals beyond the level the ability is at.
static double upgrade_gain(const Outlook& o, const duel::Effect& e) {
  if (e.upgrade_level <= 0) return e.upgrade;
  const duel::Ability& A = o.g.hero(o.me).abilities[static_cast<std::size_t>(e.upgrade_ability)];
  const int now = player(o, o.me).level(e.upgrade_ability);
  if (now >= e.upgrade_level) return 0;
  return std::max(0, A.effect_at(e.upgrade_level).damage - A.effect_at(now).damage) + 1;  // and what else the level does
}

double ability_worth(const Outlook& o, int a) {
  const duel::Ability& A = o.g.hero(o.me).abilities[static_cast<std::size_t>(a)];
  const duel::Player& M = player(o, o.me);
  const duel::Player& O = player(o, o.opp);
  const duel::Effect& e = A.effect_at(M.level(a));
  const int dmg = e.damage > 0 ? e.damage + M.upgrades[static_cast<std::size_t>(a)] : 0;
  const damage::KindRules rules = damage::kind_rules(e.kind);
  // Tokens that add to one's own attack are spent on it when it may be increased.
  int adds = 0;
  if (rules.increasable)
    for (std::size_t st = 0; st < M.tokens.size(); ++st) {
      const duel::Status& S = o.g.content().statuses[st];
      if (!S.persistent) adds += M.tokens[st] * S.spend.add;
    }
  // Damage dealt whole, at once or after the pause: it counts toward a kill whatever the defence.
  duel::Effect rest = e;
  rest.damage = 0;
  duel::Effect then = A.then;
  then.collateral += then.damage;
  then.damage = 0;
  const int direct = e.isolated + e.collateral + (A.has_then ? then.collateral : 0);
  auto land = [&](int x) {
    if (rules.preventable && rules.opponents_act) x -= token_prevention(o, o.opp, x);
    return std::max(0, x);
  };
  double hit = 0, kill = 0;
  if (dmg > 0 && rules.defendable) {
    const std::vector<double>& odds = o.prevent_odds();
    for (std::size_t v = 0; v < odds.size(); ++v) {
      const double q = odds[v];
      if (q == 0) continue;
      const int x = land(std::max(0, dmg + adds - static_cast<int>(v)));
      hit += q * x;
      if (x + direct >= O.health) kill += q;
    }
  } else {
    const int x = dmg > 0 ? land(dmg + adds) : 0;
    hit = x;
    kill = x + direct >= O.health ? 1 : 0;
  }
  const double back = dmg > 0 && rules.defendable ? o.reflect_mean() : 0;
  double w = hit - back + side_worth(o, o.me, rest) + kill * kWin;
  if (A.has_then) w += side_worth(o, o.me, then);
  return w;
}

double card_play_worth(const Outlook& o, int k, int removed) {
  const duel::Card& C = o.g.hero(o.me).cards[static_cast<std::size_t>(k)];
  const duel::Effect& e = C.effect;
  const duel::Player& O = player(o, o.opp);
  double w = side_worth(o, o.me, e);
  if (e.collateral >= O.health) w += kWin;
  if (e.upgrade_ability >= 0) w += upgrade_gain(o, e) * kUseShare * o.turns_left;
  // Taking tokens off the opponent is worth what they would have given them (a token that
  // hurts them, taken off, is a loss).
  if (e.remove > 0 && removed >= 0) w += std::min(e.remove, O.tokens[static_cast<std::size_t>(removed)]) * token_worth(o, o.opp, removed);
  return w;
}

double card_keep_worth(const Outlook& o, int k) {
  const duel::Card& C = o.g.hero(o.me).cards[static_cast<std::size_t>(k)];
  const duel::Effect& e = C.effect;
  double w = e.add + e.prevent + e.reduce;
  if (e.scale_num > e.scale_den) w += kTypicalHit * (static_cast<double>(e.scale_num) / e.scale_den - 1);
  if (e.prevent_num > 0) w += kTypicalHit * static_cast<double>(e.prevent_num) / e.prevent_den;
  w += side_worth(o, o.me, e);
  if (e.upgrade_ability >= 0) w += upgrade_gain(o, e) * kUseShare * o.turns_left;
  if (e.remove > 0) {
    // The best the removal could take off the opponent now.
    const duel::Player& O = player(o, o.opp);
    double best = 0;
    for (std::size_t st = 0; st < O.tokens.size(); ++st)
      if (O.tokens[st] > 0) best = std::max(best, std::min(e.remove, O.tokens[st]) * token_worth(o, o.opp, static_cast<int>(st)));
    w += std::max(best, 1.0);
  }
  return kHeld * w - C.cost * o.cp_worth * 0.5;
}

}  // namespace dm::agents::duel_value
