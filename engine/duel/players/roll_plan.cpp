// The duel heuristic's choice of dice to keep (roll_plan.hpp). A hand is a multiset of faces:
// what matters is how many dice show each face, not which die shows it. Kept dice are a
// sub-multiset of the hand. Working backwards from the last attempt:
//   stop(D)  = the best value of an ability hand D triggers (0 for none)
//   E_j(K)   = the mean of W_j over the hands the dice not kept may complete K to
//   W_0 = stop, W_{j+1}(D) = max over K within D of E_j(K)   (K = D: keeping all, W_j(D))
// and the choice with r attempts left is stopping, worth stop(hand), or the K short of the hand
// with the largest E_{r-1}(K). Rerolled dice are independent, so they may be rolled one at a
// time: E_j(K) is the mean over the six faces f of E_j(K + f), and E_j of a full hand is W_j.
// Likewise the best within D is the larger of E_j(D) and the best within D less one die. Each
// level is then six sums or maxima per multiset (462 of them), a few thousand steps in all.
#include "engine/duel/players/roll_plan.hpp"

#include <algorithm>
#include <map>

namespace dm::agents::duel_roll {

namespace {

using Counts = std::array<std::uint8_t, kFaces>;
using Links = std::array<std::int16_t, kFaces>;

// Every multiset of at most five faces and the ways between them, built once per process.
struct Tables {
  std::vector<Counts> counts;         // by index
  std::vector<int> size;              // dice in it
  std::vector<Links> plus;            // the index with one more die showing face f (-1: five already)
  std::vector<Links> minus;           // the index with one fewer (-1: none shows f)
  std::vector<std::int16_t> full;     // the five-dice hands
  std::vector<std::int16_t> shorter;  // the others, largest first (the order E is worked out in)

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
    const std::size_t n = counts.size();
    plus.resize(n);
    minus.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t f = 0; f < kFaces; ++f) {
        Counts more = counts[i], less = counts[i];
        ++more[f];
        const auto it = index.find(more);
        plus[i][f] = static_cast<std::int16_t>(it == index.end() ? -1 : it->second);
        minus[i][f] = static_cast<std::int16_t>(less[f] == 0 ? -1 : (--less[f], index.at(less)));
      }
      if (size[i] == kDice) full.push_back(static_cast<std::int16_t>(i));
    }
    for (int s = kDice - 1; s >= 0; --s)
      for (std::size_t i = 0; i < n; ++i)
        if (size[i] == s) shorter.push_back(static_cast<std::int16_t>(i));
  }

  int hand_of(const std::vector<int>& dice) const {
    int i = 0;
    for (int f : dice) i = plus[static_cast<std::size_t>(i)][static_cast<std::size_t>(f)];
    return i;
  }

  // e[K] for every K from e of the full hands: the mean over one more die, largest K first.
  void means(std::vector<double>& e) const {
    for (std::int16_t k : shorter) {
      const Links& p = plus[static_cast<std::size_t>(k)];
      double sum = 0;
      for (std::size_t f = 0; f < kFaces; ++f) sum += e[static_cast<std::size_t>(p[f])];
      e[static_cast<std::size_t>(k)] = sum / kFaces;
    }
  }

  // best[D] = the largest e[K] over every K within D, smallest D first.
  void best_within(const std::vector<double>& e, std::vector<double>& best) const {
    for (auto it = shorter.rbegin(); it != shorter.rend(); ++it) take_best(*it, e, best);
    for (std::int16_t d : full) take_best(d, e, best);
  }
  void take_best(std::int16_t d, const std::vector<double>& e, std::vector<double>& best) const {
    const Links& m = minus[static_cast<std::size_t>(d)];
    double b = e[static_cast<std::size_t>(d)];
    for (std::size_t f = 0; f < kFaces; ++f)
      if (m[f] >= 0) b = std::max(b, best[static_cast<std::size_t>(m[f])]);
    best[static_cast<std::size_t>(d)] = b;
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
    for (std::size_t f = 0; f < kFaces; ++f)
      for (int k = 0; k < t.counts[static_cast<std::size_t>(d)][f]; ++k) hand.push_back(faces_[f]);
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
  // level_ holds W_j on the full hands, then E_j on every multiset.
  level_ = stop_;
  t.means(level_);
  for (int j = 1; j < rerolls; ++j) {
    next_.resize(t.counts.size());
    t.best_within(level_, next_);
    for (std::int16_t d : t.full) level_[static_cast<std::size_t>(d)] = next_[static_cast<std::size_t>(d)];
    t.means(level_);
  }
  // Of what may be kept from this hand, the best on average (each count of each face up to
  // what the hand shows); stopping wins ties.
  const Counts& have = t.counts[static_cast<std::size_t>(hand)];
  int best_k = hand;
  double best = stop_[static_cast<std::size_t>(hand)];
  auto visit = [&](auto&& self, std::size_t face, int k) -> void {
    if (face == kFaces) {
      if (k != hand && level_[static_cast<std::size_t>(k)] > best + 1e-9) best = level_[static_cast<std::size_t>(k)], best_k = k;
      return;
    }
    for (int n = 0;; ++n) {
      self(self, face + 1, k);
      if (n == have[face]) break;
      k = t.plus[static_cast<std::size_t>(k)][face];
    }
  };
  visit(visit, 0, 0);
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
