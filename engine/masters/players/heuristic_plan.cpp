// The heuristic agent's economy: field-and-buy plans, and rerolls aimed at them.
#include "engine/masters/players/heuristic_plan.hpp"

#include <algorithm>
#include <bit>
#include <set>

#include "engine/masters/players/combat_math.hpp"

namespace dm::agents::heur {

namespace {
constexpr int kMostEnergy = 40;
constexpr double kSecondBuy = 0.3;  // a second card bought in a turn counts for less
// Values of hands by the faces their dice show (three bits a die), for one decision: open
// addressing over a table whose slots are stamped by the decision they belong to.
struct HandMemo {
  struct Slot {
    std::uint64_t key = 0;
    std::uint32_t stamp = 0;
    double value = 0;
  };
  static constexpr int kBits = 12;
  static constexpr std::size_t kSlots = std::size_t{1} << kBits;  // at most half filled: kFull
  static constexpr std::size_t kFull = kSlots / 2;
  std::vector<Slot> slots = std::vector<Slot>(kSlots);
  std::uint32_t stamp = 0;  // this decision's
  std::size_t used = 0;
  bool on = false;

  void start(bool enabled) {
    on = enabled;
    used = 0;
    if (++stamp == 0) {  // wrapped: no slot may look current
      for (Slot& x : slots) x.stamp = 0;
      stamp = 1;
    }
  }
  std::size_t at(std::uint64_t key) const { return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - kBits)); }
  const double* find(std::uint64_t key) const {
    for (std::size_t i = at(key);; i = (i + 1) & (kSlots - 1)) {
      const Slot& x = slots[i];
      if (x.stamp != stamp) return nullptr;
      if (x.key == key) return &x.value;
    }
  }
  void put(std::uint64_t key, double value) {
    if (used >= kFull) return;  // full enough: values are worked out again
    std::size_t i = at(key);
    while (slots[i].stamp == stamp) i = (i + 1) & (kSlots - 1);
    slots[i] = {key, stamp, value};
    ++used;
  }
};

}  // namespace

int Hand::total() const {
  int t = wild + generic + tokens;
  for (int v : symbols) t += v;
  return t;
}

std::uint32_t Hand::types() const {
  if (wild > 0) return 0x1f;
  std::uint32_t m = 1;  // untyped costs are always payable
  for (int t = 1; t < kEnergyTypes; ++t)
    if (symbols[static_cast<std::size_t>(t)] > 0) m |= 1u << t;
  return m;
}

Planner::Planner(const Game& g, PlayerId p) : g_(g), p_(p) {
  const GameState& s = g.state();
  std::vector<int> stock(s.cards.size(), 0);
  for (const Die& d : s.dice)
    if (d.zone == Zone::Supply) ++stock[static_cast<std::size_t>(d.card)];
  const BuyCounts counts = buy_counts(g, p);
  for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c) {
    const PlayerId owner = s.cards[static_cast<std::size_t>(c)].owner;
    if (!stock[static_cast<std::size_t>(c)] || (owner != p && owner != kNone)) continue;
    if (s.def(c).kind == CardKind::Sidekick) continue;
    const double v = buy_value(g, counts, c);
    if (v <= 0) continue;
    buyables_.push_back(Buyable{c, g.buy_cost(p, c), s.def(c).energy, v, stock[static_cast<std::size_t>(c)]});
  }
}

const Planner::Table& Planner::table(std::uint32_t types) const {
  const Table*& known = tables_[types & 31u];
  if (known) return *known;
  auto payable = [&](const Buyable& b) { return (types >> static_cast<int>(b.type) & 1u) != 0; };
  // A table depends on which buyables the types pay for: a set seen before has its table.
  std::uint64_t key = std::uint64_t{1} << 63 | (types & 31u);  // past 63 buyables: by the types
  if (buyables_.size() < 64) {
    key = 0;
    for (std::size_t i = 0; i < buyables_.size(); ++i)
      if (payable(buyables_[i])) key |= std::uint64_t{1} << i;
  }
  for (const auto& [k, made] : made_)
    if (k == key) return *(known = made.get());
  made_.emplace_back(key, std::make_unique<Table>());
  Table& t = *made_.back().second;
  known = &t;
  t.value.assign(kMostEnergy + 1, 0.0);
  t.which.assign(kMostEnergy + 1, {-1, -1});
  for (std::size_t i = 0; i < buyables_.size(); ++i) {
    const Buyable& x = buyables_[i];
    if (!payable(x) || x.cost > kMostEnergy) continue;
    // t.value never falls as r grows, so what a buy improves is a run from its cost: the
    // first energy it doesn't improve ends it.
    for (int r = x.cost; r <= kMostEnergy && x.value > t.value[static_cast<std::size_t>(r)]; ++r) {
      t.value[static_cast<std::size_t>(r)] = x.value;
      t.which[static_cast<std::size_t>(r)] = {static_cast<int>(i), -1};
    }
    for (std::size_t j = i; j < buyables_.size(); ++j) {
      const Buyable& y = buyables_[j];
      if (!payable(y) || (i == j && x.stock < 2)) continue;
      const int cost = x.cost + y.cost;
      if (cost > kMostEnergy) continue;
      const double v = std::max(x.value, y.value) + kSecondBuy * std::min(x.value, y.value);
      const bool x_first = x.value >= y.value;
      for (int r = cost; r <= kMostEnergy && v > t.value[static_cast<std::size_t>(r)] + 1e-9; ++r) {
        t.value[static_cast<std::size_t>(r)] = v;
        t.which[static_cast<std::size_t>(r)] = x_first ? std::pair<int, int>{static_cast<int>(i), static_cast<int>(j)}
                                                       : std::pair<int, int>{static_cast<int>(j), static_cast<int>(i)};
      }
    }
  }
  return t;
}

double Planner::value_of(const Hand& h, Plan* plan) const {
  const int energy = std::min(h.total(), kMostEnergy);
  const Table& t = table(h.types());
  // Free characters are always fielded; of the rest, every set is tried (the most valuable 8).
  double value = h.extra;
  thread_local std::vector<Hand::Character> paid;
  paid.clear();
  for (const auto& c : h.characters) {
    if (c.cost > 0) {
      paid.push_back(c);
      continue;
    }
    if (plan) plan->field.push_back(c.die);
    value += c.value;
  }
  // Most valuable first, equals in hand order (an insertion sort: stable, and it allocates
  // nothing, where std::stable_sort takes a buffer each call).
  for (std::size_t i = 1; i < paid.size(); ++i)
    for (std::size_t j = i; j > 0 && paid[j].value > paid[j - 1].value; --j) std::swap(paid[j], paid[j - 1]);
  if (paid.size() > 8) paid.resize(8);
  double best = -1;
  std::uint32_t best_mask = 0;
  // Each set's cost and value from the set without its highest die: the same sums, added in
  // the same order, as adding its dice one by one, for a step a set instead of eight.
  thread_local std::vector<int> set_cost;
  thread_local std::vector<double> set_value;
  const std::uint32_t sets = 1u << paid.size();
  set_cost.resize(sets);
  set_value.resize(sets);
  set_cost[0] = 0;
  set_value[0] = 0;
  for (std::uint32_t mask = 0; mask < sets; ++mask) {
    if (mask) {
      const int high = std::bit_width(mask) - 1;
      const std::uint32_t rest = mask ^ (1u << high);
      set_cost[mask] = set_cost[rest] + paid[static_cast<std::size_t>(high)].cost;
      set_value[mask] = set_value[rest] + paid[static_cast<std::size_t>(high)].value;
    }
    const int cost = set_cost[mask];
    if (cost > energy) continue;
    const double v = set_value[mask] + t.value[static_cast<std::size_t>(energy - cost)];
    if (v > best + 1e-9) {
      best = v;
      best_mask = mask;
    }
  }
  int cost = 0;
  for (std::size_t i = 0; i < paid.size(); ++i)
    if (best_mask >> i & 1) {
      if (plan) plan->field.push_back(paid[i].die);
      value += paid[i].value;
      cost += paid[i].cost;
    }
  value += t.value[static_cast<std::size_t>(energy - cost)];
  if (plan) {
    const auto [x, y] = t.which[static_cast<std::size_t>(energy - cost)];
    if (x >= 0) plan->buy.push_back(buyables_[static_cast<std::size_t>(x)].card);
    if (y >= 0) plan->buy.push_back(buyables_[static_cast<std::size_t>(y)].card);
  }
  return value;
}

Plan Planner::best(const Hand& h) const {
  Plan out;
  out.value = value_of(h, &out);
  return out;
}

double Planner::best_value(const Hand& h) const { return value_of(h, nullptr); }

Planner::Piece Planner::piece(DieId d, int face) const {
  const GameState& s = g_.state();
  const Face& f = s.def_of(d).faces[static_cast<std::size_t>(face)];
  Piece x;
  if (f.is_energy()) {
    if (f.wild) x.wild = 1;
    else if (f.generic) x.generic = f.generic;
    else {
      x.symbol = f.symbol;
      x.symbols = f.symbols;
    }
  } else if (f.is_character()) {
    x.character = true;
    x.as_character = Hand::Character{d, f.fielding, face_value(s, d, face)};
  } else {
    x.action = true;
  }
  return x;
}

void Planner::add(Hand& h, const Piece& x) {
  h.wild += x.wild;
  h.generic += x.generic;
  h.symbols[static_cast<std::size_t>(x.symbol)] += x.symbols;
  if (x.character) h.characters.push_back(x.as_character);
  if (x.action) h.extra += kActionFaceValue;
}

Hand Planner::reserve() const {
  const GameState& s = g_.state();
  Hand h;
  for (DieId d : s.in_zone(p_, Zone::Reserve)) add(h, d, s.dice[static_cast<std::size_t>(d)].face);
  const auto& pl = s.players[static_cast<std::size_t>(p_)];
  h.tokens = pl.bonus_generic + pl.floating;
  return h;
}

int choose_reroll(const Game& g, std::uint64_t seed, int samples_per_choice) {
  const Decision& dec = g.pending();
  const GameState& s = g.state();
  const PlayerId p = dec.player;
  std::vector<DieId> prep;  // in id order, as the options' bits count them
  for (DieId d : s.in_zone(p, Zone::Prep)) prep.push_back(d);
  const Planner planner(g, p);
  const Hand kept = planner.reserve();
  // The same sampled faces for every choice, so choices differ by what they reroll, not by luck.
  Rng rng(seed);
  const int most = std::clamp(samples_per_choice, kFewestRerollSamples, kMostRerollSamples);
  // samples[j * most + k]: die j's face in sample k, drawn die by die.
  thread_local std::vector<int> samples;
  samples.resize(prep.size() * static_cast<std::size_t>(most));
  for (int& f : samples) f = static_cast<int>(rng.below(6));
  const auto sample = [&](std::size_t j, int k) { return samples[j * static_cast<std::size_t>(most) + static_cast<std::size_t>(k)]; };
  // What each die adds showing each face (faces[j][6]: the face it shows now).
  std::vector<std::array<Planner::Piece, 7>> faces(prep.size());
  for (std::size_t j = 0; j < prep.size(); ++j) {
    for (int f = 0; f < 6; ++f) faces[j][static_cast<std::size_t>(f)] = planner.piece(prep[j], f);
    faces[j][6] = planner.piece(prep[j], s.dice[static_cast<std::size_t>(prep[j])].face);
  }
  // Choices that reroll the same dice (by card and face) are one choice, tried once. Such a
  // choice is named by its canonical mask: of each group of identical dice, the first ones.
  std::vector<std::uint64_t> group_bits;  // the dice of each group, as bits of a mask
  {
    std::vector<std::pair<int, int>> keys;
    for (std::size_t k = 0; k < prep.size() && k < 64; ++k) {
      const Die& d = s.dice[static_cast<std::size_t>(prep[k])];
      const std::pair<int, int> key{s.cards[static_cast<std::size_t>(d.card)].def, d.face};
      const auto at = std::find(keys.begin(), keys.end(), key) - keys.begin();
      if (at == static_cast<std::ptrdiff_t>(keys.size())) {
        keys.push_back(key);
        group_bits.push_back(0);
      }
      group_bits[static_cast<std::size_t>(at)] |= std::uint64_t{1} << k;
    }
  }
  const auto canonical = [&](std::uint64_t mask) {
    std::uint64_t out = 0;
    for (std::uint64_t bits : group_bits)
      for (int n = std::popcount(mask & bits); n > 0; --n) {
        out |= bits & (~bits + 1);  // the group's lowest die not yet taken
        bits &= bits - 1;
      }
    return out;
  };
  // Few dice: a flag per mask; many (rare): a set.
  const bool flags = prep.size() <= 12;
  std::vector<char> tried_flag(flags ? std::size_t{1} << prep.size() : 0, 0);
  std::set<std::uint64_t> tried_set;
  Hand h;  // a sampled hand
  std::vector<std::size_t> walk;  // the dice a choice's samples differ by, or whose order counts
  // Choices share outcomes (two choices rerolling different dice that land on what the other
  // keeps), and a hand is known by the faces of its dice: each is valued once. The value is
  // the same whichever choice made the hand: kept energy and rerolled energy add alike, and
  // characters come in die order either way.
  std::vector<int> shown(prep.size());
  for (std::size_t j = 0; j < prep.size(); ++j) shown[j] = s.dice[static_cast<std::size_t>(prep[j])].face;
  thread_local HandMemo memo;
  struct Near {
    std::array<double, 1296> value{};        // by the rerolled dice's faces, in base 6
    std::array<std::uint32_t, 1296> seen{};  // the stamp of the choice that filled it
    std::uint32_t stamp = 0;
  };
  thread_local Near near;
  std::vector<std::size_t> again_dice;  // a choice's rerolled dice
  memo.start(prep.size() <= 21);
  int best = 0;
  double best_value = -1e18;
  for (int i = 0; i < static_cast<int>(dec.options.size()); ++i) {
    const Option& o = dec.options[static_cast<std::size_t>(i)];
    if (o.verb != Verb::Reroll) continue;
    const std::uint64_t mask =
        static_cast<std::uint32_t>(o.a) | (static_cast<std::uint64_t>(static_cast<std::uint32_t>(o.b)) << 32);
    const std::uint64_t in_prep = prep.size() >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << prep.size()) - 1;
    const int rerolled = std::popcount(mask & in_prep);
    const std::uint64_t named = canonical(mask);
    if (flags) {
      if (tried_flag[static_cast<std::size_t>(named)]) continue;
      tried_flag[static_cast<std::size_t>(named)] = 1;
    } else if (!tried_set.insert(named).second) {
      continue;
    }
    double sum = 0;
    // Many dice offer thousands of choices: fewer samples each keeps a decision quick.
    const int n = rerolled ? std::clamp(20000 / static_cast<int>(dec.options.size()), kFewestRerollSamples, most) : 1;
    // The dice kept as they show add the same to every sample: added once here. The samples
    // walk only the rerolled dice and the kept characters, whose order in the hand counts (in
    // die order, as before); an action die adds the same value wherever it comes.
    Hand fixed = kept;
    walk.clear();
    for (std::size_t j = 0; j < prep.size(); ++j) {
      const bool again = j < 64 && (mask >> j & 1);
      if (again || faces[j][6].character) walk.push_back(j);
      else Planner::add(fixed, faces[j][6]);
    }
    // The key's bits of the dice kept, and which dice fill the rest.
    std::uint64_t kept_key = 0;
    again_dice.clear();
    if (memo.on)
      for (std::size_t j = 0; j < prep.size(); ++j) {
        if (mask >> j & 1) again_dice.push_back(j);
        else kept_key |= static_cast<std::uint64_t>(shown[j]) << (3 * j);
      }
    // A choice's own samples repeat (one die rerolled: six outcomes in 40 samples): up to four
    // dice rerolled, they are known first by their faces alone, in a small table of this choice.
    const bool small = memo.on && again_dice.size() <= 4;
    if (small && ++near.stamp == 0) {
      near.seen.fill(0);
      near.stamp = 1;
    }
    for (int k = 0; k < n; ++k) {
      std::uint64_t key = kept_key;
      std::size_t at = 0;
      if (small) {
        for (std::size_t j : again_dice) at = at * 6 + static_cast<std::size_t>(sample(j, k));
        if (near.seen[at] == near.stamp) {
          sum += near.value[at];
          continue;
        }
      }
      if (memo.on) {
        for (std::size_t j : again_dice) key |= static_cast<std::uint64_t>(sample(j, k)) << (3 * j);
        if (const double* v = memo.find(key)) {
          if (small) near.seen[at] = near.stamp, near.value[at] = *v;
          sum += *v;
          continue;
        }
      }
      h = fixed;  // into the same hand each time: its memory is kept
      for (std::size_t j : walk) {
        const bool again = j < 64 && (mask >> j & 1);
        Planner::add(h, faces[j][again ? static_cast<std::size_t>(sample(j, k)) : 6]);
      }
      const double v = planner.best_value(h);
      if (memo.on) memo.put(key, v);
      if (small) near.seen[at] = near.stamp, near.value[at] = v;
      sum += v;
    }
    // A reroll must promise a little more than keeping, not merely as much.
    const double v = sum / n - 0.05 * rerolled;
    if (v > best_value + 1e-9) {
      best_value = v;
      best = i;
    }
  }
  return best;
}

}  // namespace dm::agents::heur
