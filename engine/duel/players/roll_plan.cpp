// The duel heuristic's choice of dice to keep (roll_plan.hpp). A hand is a multiset of faces:
// what matters is how many dice show each face, not which die shows it. Kept dice are a
// sub-multiset of the hand; the rerolled ones land on every multiset of their number with its
// multinomial probability. Working backwards from the last attempt:
//   stop(D)    = the best value of an ability hand D triggers (0 for none)
//   E_j(K)     = the mean of W_j(K + O) over the outcomes O of the dice not kept
//   W_0 = stop, W_{j+1}(D) = max over K within D of E_j(K)   (K = D: keeping all, W_j(D))
// and the choice with r attempts left is stopping, worth stop(hand), or the K short of the hand
// with the largest E_{r-1}(K).
#include "engine/duel/players/roll_plan.hpp"

#include <algorithm>
#include <map>

namespace dm::agents::duel_roll {

namespace {

using Counts = std::array<std::uint8_t, kFaces>;

// Every multiset of at most five faces, and the ways between them, built once per process.
struct Tables {
  std::vector<Counts> counts;                          // by index
  std::vector<int> size;                               // dice in it
  std::vector<std::array<std::int16_t, kFaces>> plus;  // the index with one more die showing face f (-1: five already)
  std::vector<std::int16_t> full;                      // indexes of the five-dice hands
  // The outcomes of rerolling what K leaves: for K, entries [comp_begin[K], comp_begin[K+1]).
  std::vector<int> comp_begin;
  std::vector<std::int16_t> comp_to;  // the hand K + O
  std::vector<double> comp_p;         // the probability of O
  // For each full hand (by position in `full`), the multisets within it: what may be kept.
  std::vector<int> sub_begin;
  std::vector<std::int16_t> sub_of;

  Tables() {
    std::map<Counts, int> index;
    Counts c{};
    auto enumerate = [&](auto&& self, int face, int left) -> void {
      if (face == kFaces) {
        index.emplace(c, static_cast<int>(counts.size()));
        counts.push_back(c);
        int n = 0;
        for (int x : c) n += x;
        size.push_back(n);
        return;
      }
      for (int k = 0; k <= left; ++k) {
        c[static_cast<std::size_t>(face)] = static_cast<std::uint8_t>(k);
        self(self, face + 1, left - k);
      }
      c[static_cast<std::size_t>(face)] = 0;
    };
    enumerate(enumerate, 0, kDice);
    const int n = static_cast<int>(counts.size());
    plus.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
      for (int f = 0; f < kFaces; ++f) {
        Counts more = counts[static_cast<std::size_t>(i)];
        ++more[static_cast<std::size_t>(f)];
        const auto it = index.find(more);
        plus[static_cast<std::size_t>(i)][static_cast<std::size_t>(f)] = static_cast<std::int16_t>(it == index.end() ? -1 : it->second);
      }
      if (size[static_cast<std::size_t>(i)] == kDice) full.push_back(static_cast<std::int16_t>(i));
    }
    // Multinomial probabilities of each outcome of m dice: m! / prod(c!) / 6^m.
    double fact[kDice + 1] = {1, 1, 2, 6, 24, 120};
    auto probability = [&](const Counts& o, int m) {
      double p = fact[m];
      for (int x : o) p /= fact[x];
      for (int k = 0; k < m; ++k) p /= kFaces;
      return p;
    };
    for (int k = 0; k < n; ++k) {
      comp_begin.push_back(static_cast<int>(comp_to.size()));
      const int m = kDice - size[static_cast<std::size_t>(k)];
      for (int o = 0; o < n; ++o) {
        if (size[static_cast<std::size_t>(o)] != m) continue;
        Counts sum = counts[static_cast<std::size_t>(k)];
        for (int f = 0; f < kFaces; ++f) sum[static_cast<std::size_t>(f)] += counts[static_cast<std::size_t>(o)][static_cast<std::size_t>(f)];
        comp_to.push_back(static_cast<std::int16_t>(index.at(sum)));
        comp_p.push_back(probability(counts[static_cast<std::size_t>(o)], m));
      }
    }
    comp_begin.push_back(static_cast<int>(comp_to.size()));
    for (std::int16_t d : full) {
      sub_begin.push_back(static_cast<int>(sub_of.size()));
      const Counts& dc = counts[static_cast<std::size_t>(d)];
      for (int k = 0; k < n; ++k) {
        const Counts& kc = counts[static_cast<std::size_t>(k)];
        bool within = true;
        for (int f = 0; f < kFaces; ++f) within = within && kc[static_cast<std::size_t>(f)] <= dc[static_cast<std::size_t>(f)];
        if (within) sub_of.push_back(static_cast<std::int16_t>(k));
      }
    }
    sub_begin.push_back(static_cast<int>(sub_of.size()));
  }

  int hand_of(const std::vector<int>& dice) const {
    int i = 0;
    for (int f : dice) i = plus[static_cast<std::size_t>(i)][static_cast<std::size_t>(f)];
    return i;
  }

  // Mean of w over the outcomes of rerolling what K leaves.
  double mean_after(int k, const std::vector<double>& w) const {
    double e = 0;
    for (int j = comp_begin[static_cast<std::size_t>(k)]; j < comp_begin[static_cast<std::size_t>(k) + 1]; ++j)
      e += comp_p[static_cast<std::size_t>(j)] * w[static_cast<std::size_t>(comp_to[static_cast<std::size_t>(j)])];
    return e;
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

RollPlan::RollPlan(const duel::Hero& h) : faces_(h.faces) {
  const Tables& t = tables();
  for (const duel::Ability& a : h.abilities) needs_.push_back(a.needs);
  triggers_.assign(t.counts.size(), 0);
  if (faces_.size() != kFaces) return;  // the rules give every hero six faces; nothing triggers otherwise
  std::vector<duel::Face> hand;
  for (std::int16_t d : t.full) {
    hand.clear();
    for (int f = 0; f < kFaces; ++f)
      for (int k = 0; k < t.counts[static_cast<std::size_t>(d)][static_cast<std::size_t>(f)]; ++k) hand.push_back(faces_[static_cast<std::size_t>(f)]);
    std::uint32_t bits = 0;
    for (std::size_t i = 0; i < needs_.size() && i < 32; ++i)
      if (std::all_of(needs_[i].begin(), needs_[i].end(), [&](const duel::Need& n) { return duel::holds(n, hand); })) bits |= 1u << i;
    triggers_[static_cast<std::size_t>(d)] = bits;
  }
}

bool RollPlan::made_for(const duel::Hero& h) const {
  if (h.faces.size() != faces_.size() || h.abilities.size() != needs_.size()) return false;
  for (std::size_t i = 0; i < faces_.size(); ++i)
    if (h.faces[i].value != faces_[i].value || h.faces[i].symbol != faces_[i].symbol) return false;
  for (std::size_t i = 0; i < needs_.size(); ++i) {
    const auto& a = h.abilities[i].needs;
    if (a.size() != needs_[i].size()) return false;
    for (std::size_t j = 0; j < a.size(); ++j)
      if (a[j].combo != needs_[i][j].combo || a[j].count != needs_[i][j].count || a[j].symbol != needs_[i][j].symbol) return false;
  }
  return true;
}

std::uint32_t RollPlan::triggered(const std::vector<int>& dice) const {
  if (dice.size() != kDice || faces_.size() != kFaces) return 0;
  return triggers_[static_cast<std::size_t>(tables().hand_of(dice))];
}

int RollPlan::choose(const std::vector<int>& dice, int rerolls, const std::vector<double>& value, double* expected) {
  const Tables& t = tables();
  if (dice.size() != kDice || faces_.size() != kFaces) return 0;
  const int hand = t.hand_of(dice);
  stop_.assign(t.counts.size(), 0.0);
  for (std::int16_t d : t.full) {
    double best = 0;
    for (std::uint32_t bits = triggers_[static_cast<std::size_t>(d)]; bits; bits &= bits - 1) {
      const auto i = static_cast<std::size_t>(__builtin_ctz(bits));
      if (i < value.size()) best = std::max(best, value[i]);
    }
    stop_[static_cast<std::size_t>(d)] = best;
  }
  if (rerolls <= 0) {
    if (expected) *expected = stop_[static_cast<std::size_t>(hand)];
    return 0;
  }
  // W_j for the full hands, from W_0 = stop, up to the level the choice looks at.
  // E_j is worked out once for every multiset (a few thousand products), then each full
  // hand takes the best of those within it.
  level_ = stop_;
  for (int j = 1; j < rerolls; ++j) {
    next_.resize(t.counts.size());
    for (std::size_t k = 0; k < t.counts.size(); ++k)
      next_[k] = t.size[k] == kDice ? level_[k] : t.mean_after(static_cast<int>(k), level_);
    for (std::size_t fi = 0; fi < t.full.size(); ++fi) {
      double best = 0;
      for (int s = t.sub_begin[fi]; s < t.sub_begin[fi + 1]; ++s) best = std::max(best, next_[static_cast<std::size_t>(t.sub_of[static_cast<std::size_t>(s)])]);
      level_[static_cast<std::size_t>(t.full[fi])] = best;
    }
  }
  // Of what may be kept from this hand, the best on average; stopping wins ties.
  const std::size_t fi = static_cast<std::size_t>(std::find(t.full.begin(), t.full.end(), hand) - t.full.begin());
  int best_k = hand;
  double best = stop_[static_cast<std::size_t>(hand)];
  for (int s = t.sub_begin[fi]; s < t.sub_begin[fi + 1]; ++s) {
    const int k = t.sub_of[static_cast<std::size_t>(s)];
    if (k == hand) continue;
    const double e = t.mean_after(k, level_);
    if (e > best + 1e-9) best = e, best_k = k;
  }
  if (expected) *expected = best;
  if (best_k == hand) return 0;
  Counts keep = t.counts[static_cast<std::size_t>(best_k)];
  int mask = 0;
  for (std::size_t i = 0; i < dice.size(); ++i) {
    auto& k = keep[static_cast<std::size_t>(dice[i])];
    if (k > 0) --k;
    else mask |= 1 << i;
  }
  return mask;
}

}  // namespace dm::agents::duel_roll
