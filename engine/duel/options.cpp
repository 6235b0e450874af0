// What each player may do now in the hero duel: the options of a main phase and of a window
// (cards, status effects and their targets), and whether a player has anything to answer
// with, worked out without building the options (docs/hero-duel.md, "A turn").
#include "engine/duel/rules.hpp"

#include <algorithm>

namespace dm::duel {

bool Steps::modifier_ok(PlayerId p, const Effect& e) const {
  const auto mod = modifier_of(e, p, "");
  if (!mod) return true;
  // Only damage still to be dealt can be modified (not in a "then" pause, nor outside an
  // attack or a hit waiting to be dealt).
  const Attack* a = answering();
  if (!a) return false;
  // An attack modifier is its attacker's; a prevention is its target's.
  if (e.attack_modifier() && p != a->attacker) return false;
  if (e.defence_modifier() && p != a->target) return false;
  const damage::Instance d = instance_of(*a);
  return !d.refuses({mod->op, mod->amount, mod->num, mod->den, p, false, ""});
}

bool Steps::usable(PlayerId p, const Effect& e, bool main) const {
  const bool modifier = e.modifier();
  if (main && modifier) return false;  // nothing to modify outside an attack
  if (!main && s.attack.ability >= 0 && !damage::kind_rules(s.attack.kind).opponents_act && p != s.attack.attacker) return false;
  if (modifier && !modifier_ok(p, e)) return false;
  // A level card on an ability already at that level or above has nothing to do.
  if (e.upgrade_level > 0 && pl(p).level(e.upgrade_ability) >= e.upgrade_level) return false;
  if (e.remove > 0) {
    const DuelMatch::Targets t = m.targets(p);
    if (std::none_of(t.at, t.at + t.n, [&](PlayerId q) {
          const Player& O = pl(q);
          return std::any_of(O.tokens.begin(), O.tokens.end(), [](int n) { return n > 0; });
        }))
      return false;
  }
  return true;
}

void Steps::add_plays(std::vector<Option>& out, PlayerId p, int i, const Card& k) const {
  // On each status the opponent holds a token of, when the card removes one; else once. With
  // several possible targets, so for each of them.
  const DuelMatch::Targets t = reaches_opponent(k.effect) ? m.targets(p) : DuelMatch::Targets{};
  const bool named = t.n > 1;
  if (k.effect.remove <= 0) {
    if (!named) out.push_back({Verb::Play, i, -1});
    else
      for (int j = 0; j < t.n; ++j) out.push_back({Verb::Play, i, -1, t.at[j]});
    return;
  }
  for (int j = 0; j < t.n; ++j) {
    const Player& O = pl(t.at[j]);
    for (std::size_t st = 0; st < O.tokens.size(); ++st)
      if (O.tokens[st] > 0) out.push_back({Verb::Play, i, static_cast<int>(st), named ? t.at[j] : kNone});
  }
}

namespace {

// A card kind already offered at an earlier place in the hand: options name the first copy.
bool seen_before(const std::vector<int>& hand, std::size_t i) {
  return std::find(hand.begin(), hand.begin() + static_cast<std::ptrdiff_t>(i), hand[i]) != hand.begin() + static_cast<std::ptrdiff_t>(i);
}

// A status spent: once, or at each target when its effect reaches an opponent and several may
// be aimed at.
void add_spends(std::vector<Option>& out, int st, const Effect& e, const DuelMatch& m, PlayerId p) {
  const DuelMatch::Targets t = reaches_opponent(e) ? m.targets(p) : DuelMatch::Targets{};
  if (t.n <= 1) out.push_back({Verb::Spend, st, -1});
  else
    for (int j = 0; j < t.n; ++j) out.push_back({Verb::Spend, st, -1, t.at[j]});
}

}  // namespace

void Steps::main_options(PlayerId p, std::vector<Option>& out) const {
  const Player& P = pl(p);
  for (std::size_t i = 0; i < P.hand.size(); ++i) {
    const int kind = P.hand[i];
    if (seen_before(P.hand, i)) continue;
    const Card& k = m.hero(p).cards[static_cast<std::size_t>(kind)];
    out.push_back({Verb::Sell, static_cast<int>(i), -1});
    if (k.timing == Timing::Roll || k.cost > P.cp || !usable(p, k.effect, true)) continue;
    add_plays(out, p, static_cast<int>(i), k);
  }
  for (std::size_t st = 0; st < P.tokens.size(); ++st) {
    const Status& S = c.statuses[st];
    if (P.tokens[st] > declared_spends(p, static_cast<int>(st)) && !S.persistent && usable(p, S.spend, true))
      add_spends(out, static_cast<int>(st), S.spend, m, p);
  }
  out.push_back({Verb::Done, -1, -1});
}

bool Steps::playable_in_window(PlayerId p, const Card& k) const {
  // A roll-phase card while the roll phase lasts (the attack), an instant at any time.
  // (Damage dealt on its own during the roll phase, isolated damage, is answered then too.)
  const bool timing = k.timing == Timing::Instant || (k.timing == Timing::Roll && (s.phase == Phase::Respond || s.phase == Phase::Defence));
  return timing && k.cost <= pl(p).cp && usable(p, k.effect, false);
}

bool Steps::spendable_in_window(PlayerId p, int st) const {
  const Status& S = c.statuses[static_cast<std::size_t>(st)];
  return pl(p).tokens[static_cast<std::size_t>(st)] > declared_spends(p, st) && !S.persistent && usable(p, S.spend, false);
}

bool Steps::responds(PlayerId p, bool preventing) const {
  // respond_options without building them: asked at every turn of a window, mostly "no".
  const Player& P = pl(p);
  if (P.health == 0) return false;  // a fallen hero is out: its cards and tokens do nothing
  for (int kind : P.hand) {
    const Card& k = m.hero(p).cards[static_cast<std::size_t>(kind)];
    if ((!preventing || k.effect.defence_modifier()) && playable_in_window(p, k)) return true;
  }
  for (std::size_t st = 0; st < P.tokens.size(); ++st)
    if (P.tokens[st] > 0 && (!preventing || c.statuses[st].spend.defence_modifier()) && spendable_in_window(p, static_cast<int>(st)))
      return true;
  return false;
}

void Steps::respond_options(PlayerId p, std::vector<Option>& out) const {
  const Player& P = pl(p);
  for (std::size_t i = 0; i < P.hand.size(); ++i) {
    const int kind = P.hand[i];
    if (seen_before(P.hand, i)) continue;
    const Card& k = m.hero(p).cards[static_cast<std::size_t>(kind)];
    if (playable_in_window(p, k)) add_plays(out, p, static_cast<int>(i), k);
  }
  for (std::size_t st = 0; st < P.tokens.size(); ++st)
    if (P.tokens[st] > 0 && spendable_in_window(p, static_cast<int>(st))) add_spends(out, static_cast<int>(st), c.statuses[st].spend, m, p);
  out.push_back({Verb::Done, -1, -1});
}

}  // namespace dm::duel
