#include "engine/masters/kernel/energy.hpp"

#include <algorithm>
#include <map>

#include "dm/library.hpp"

namespace dm {

EnergyCost EnergyCost::from(const Cost& c, int times) {
  EnergyCost e;
  e.any = c.energy[0] * times;
  for (int i = 1; i < kEnergyTypes; ++i) e.typed[i] = c.energy[i] * times;
  return e;
}

std::string EnergyCost::describe() const {
  Cost c;
  c.energy[0] = any;
  for (int i = 1; i < kEnergyTypes; ++i) c.energy[i] = typed[i];
  std::string s = c.describe();
  if (at_least_one != Energy::None) s += " (one " + std::string(to_string(at_least_one)) + ")";
  return s;
}

namespace {

// What an energy face adds to a pool.
void add_face(EnergyPool& pool, const Face& f) {
  if (f.wild) ++pool.wild;
  else if (f.generic) pool.generic_dice_total += f.generic;
  else pool.symbols[static_cast<int>(f.symbol)] += f.symbols;
}

}  // namespace

EnergyPool energy_pool(const GameState& s, PlayerId p) {
  EnergyPool pool;
  for (DieId id : s.in_zone(p, Zone::Reserve)) {
    const Face& f = s.face(id);
    if (f.is_energy()) add_face(pool, f);
  }
  pool.tokens = s.players[p].bonus_generic + s.players[p].floating;
  return pool;
}

namespace {

struct Source {
  DieId die = kNone;
  int kind = 0;  // 0 typed, 1 generic, 2 wild, 3 bonus tokens, 4 floating
  Energy type = Energy::None;
  int max = 0;
  // Identical dice (same card, same face) share it, (card definition << 3) | face, so it
  // orders as the pair would; -1 for the bonus and left-over generic, which are no dice.
  int group = -1;
};

// A candidate's score (waste, energy of other types spent, dice spent) and its number in the
// order found, packed so that one integer comparison sorts best first and, among equals, in
// the order found. Each part is capped at 16 bits: a Reserve Pool holds far fewer dice.
std::uint64_t pack(int waste, int offtype, int dice, std::size_t k) {
  const auto cap = [](std::uint64_t v) { return std::min<std::uint64_t>(v, 0xffff); };
  return cap(static_cast<std::uint64_t>(waste)) << 48 | cap(static_cast<std::uint64_t>(offtype)) << 32 |
         cap(static_cast<std::uint64_t>(dice)) << 16 | cap(k);
}

// Every way of taking energy from the sources (amounts per source, identical dice in one
// order only), scored; the best `limit` become plans. Candidates are kept as rows of amounts
// in one flat buffer, a row per candidate in the order found, so the search allocates
// nothing per candidate.
struct Search {
  const EnergyCost& c;
  const Source* src;
  std::size_t n;        // sources
  int* take;            // the amount taken from each source on the way down
  const int* reach;     // reach[i]: the most energy sources i.. can give
  std::size_t row_len;  // n amounts, then how many wild units pay as each type
  std::vector<std::uint8_t>& rows;
  std::vector<std::uint64_t>& found;  // pack()ed scores
  std::size_t most;                   // the search stops once it has found this many
  int need = 0;

  // What the amounts taken so far add up to, carried down the search.
  struct Sum {
    std::array<int, kEnergyTypes> sym{};
    int wild = 0, generic = 0, smallest_generic = 1 << 30, dice = 0;
    int divisible = 0;  // wild + tokens + typed units: what can be spent in part
  };

  void run(std::size_t i, const Sum& sum) {
    if (found.size() >= most) return;
    if (sum.divisible > need) return;
    if (sum.divisible + sum.generic + reach[i] < need) return;  // the rest can't make up the cost
    if (i == n) {
      finish(sum);
      return;
    }
    const Source& x = src[i];
    int hi = x.max;
    // Within a group of identical dice, amounts never increase: one order stands for all.
    if (i > 0 && x.group >= 0 && x.group == src[i - 1].group) hi = std::min(hi, take[i - 1]);
    take[i] = 0;
    run(i + 1, sum);
    if (hi > 0 && x.kind == 1) {  // generic is spent whole
      if (hi == x.max) {
        Sum next = sum;
        ++next.dice;
        next.generic += hi;
        next.smallest_generic = std::min(next.smallest_generic, hi);
        take[i] = hi;
        run(i + 1, next);
      }
    } else if (hi > 0) {
      // The other kinds add what they give unit by unit.
      Sum next = sum;
      if (x.die != kNone) ++next.dice;
      int* counted = x.kind == 0 ? &next.sym[static_cast<int>(x.type)] : x.kind == 2 ? &next.wild : nullptr;
      const bool divisible = x.kind != 0 || x.type != Energy::None;
      for (int v = 1; v <= hi; ++v) {
        if (counted) ++*counted;
        if (divisible) ++next.divisible;
        take[i] = v;
        run(i + 1, next);
      }
    }
    take[i] = 0;
  }

  // Whether the sum pays the cost; what the wild dice pay as goes to wild_as.
  bool pays(const Sum& t, std::array<int, kEnergyTypes>& wild_as, std::uint64_t& score) const {
    const int divisible = t.divisible;
    if (divisible > need || divisible + t.generic < need) return false;
    if (t.generic && divisible + t.generic - t.smallest_generic >= need) return false;  // a generic die to spare
    if (divisible + t.generic == 0) return false;
    int deficit = 0, offtype = 0;
    wild_as = {};
    for (int k = 1; k < kEnergyTypes; ++k) {
      const int d = std::max(0, c.typed[k] - t.sym[k]);
      deficit += d;
      wild_as[k] = d;
    }
    if (deficit > t.wild) return false;
    int spare_wild = t.wild - deficit;
    Energy one = Energy::None;
    if (c.at_least_one != Energy::None) {
      const int k = static_cast<int>(c.at_least_one);
      if (t.sym[k] - c.typed[k] < 1) {
        if (spare_wild < 1) return false;
        ++wild_as[k];
        --spare_wild;
      }
      one = c.at_least_one;
    }
    for (int k = 1; k < kEnergyTypes; ++k)
      if (k != static_cast<int>(one)) offtype += std::max(0, t.sym[k] - c.typed[k]);
    score = pack(divisible + t.generic - need, offtype, t.dice, found.size());
    return true;
  }

  // A row: the amount taken from each source, then how many wild units pay as each type.
  void finish(const Sum& sum) {
    std::array<int, kEnergyTypes> wild_as;
    std::uint64_t score;
    if (!pays(sum, wild_as, score)) return;
    found.push_back(score);
    // One resize, then plain stores: a byte at a time through push_back checks the capacity
    // at each.
    const std::size_t at = rows.size();
    rows.resize(at + row_len);
    std::uint8_t* row = rows.data() + at;
    for (std::size_t i = 0; i < n; ++i) *row++ = static_cast<std::uint8_t>(take[i]);
    for (int w : wild_as) *row++ = static_cast<std::uint8_t>(w);
  }

  void emit(std::uint64_t cand, PaymentPlans& out) const {
    const std::uint8_t* row = rows.data() + static_cast<std::size_t>(cand & 0xffff) * row_len;
    std::array<int, kEnergyTypes> wild_as;
    for (int k = 0; k < kEnergyTypes; ++k) wild_as[static_cast<std::size_t>(k)] = row[n + static_cast<std::size_t>(k)];
    for (std::size_t i = 0; i < n; ++i) {
      const int amount = row[i];
      if (!amount) continue;
      const auto& x = src[i];
      Spend sp;
      sp.die = x.die;
      sp.amount = amount;
      sp.from = x.kind == 3 ? Spend::From::Bonus : x.kind == 4 ? Spend::From::Floating : Spend::From::Die;
      if (x.kind == 0) sp.as = x.type;
      if (x.kind == 2) {
        for (int k = 1; k < kEnergyTypes; ++k)
          if (wild_as[static_cast<std::size_t>(k)] > 0) {
            --wild_as[static_cast<std::size_t>(k)];
            sp.as = static_cast<Energy>(k);
            break;
          }
      }
      out.spends.push_back(sp);
    }
    out.ends.push_back(static_cast<int>(out.spends.size()));
  }
};

}  // namespace

void payment_plans(const GameState& s, PlayerId p, const EnergyCost& c, PaymentPlans& out, std::size_t limit) {
  out.clear();
  // The candidates' numbers are packed in 16 bits (pack).
  limit = std::min<std::size_t>(limit, 0x3fff);
  // The search's buffers, kept from payment to payment on this thread.
  struct Work {
    std::vector<Source> src;
    std::vector<std::uint8_t> rows;
    std::vector<std::uint64_t> found;
    std::vector<int> take, reach;
  };
  thread_local Work w;
  auto& src = w.src;
  src.clear();
  w.rows.clear();
  w.found.clear();
  const auto& pl = s.players[static_cast<std::size_t>(p)];
  if (pl.floating) src.push_back({kNone, 4, Energy::None, pl.floating, -1});
  if (pl.bonus_generic) src.push_back({kNone, 3, Energy::None, pl.bonus_generic, -1});
  const std::size_t first_die = src.size();
  // One walk of the Reserve Pool gives the sources and the pool that says whether the cost
  // can be paid at all (counted as energy_pool counts it).
  EnergyPool pool;
  pool.tokens = pl.bonus_generic + pl.floating;
  for (DieId id : s.in_zone(p, Zone::Reserve)) {
    const Die& d = s.dice[static_cast<std::size_t>(id)];
    const Face& f = s.face(id);
    if (!f.is_energy()) continue;
    add_face(pool, f);
    Source x;
    x.die = d.id;
    x.group = s.cards[static_cast<std::size_t>(d.card)].def << 3 | d.face;
    if (f.wild) {
      x.kind = 2;
      x.max = 1;
    } else if (f.generic) {
      x.kind = 1;
      x.max = f.generic;
    } else {
      x.kind = 0;
      x.type = f.symbol;
      x.max = f.symbols;
    }
    src.push_back(x);
  }
  if (!can_pay(pool, c)) return;
  // Identical dice side by side (by card and face, then id), so the search takes each group in
  // one order. An insertion sort: stable, and unlike std::stable_sort it allocates no buffer;
  // a Reserve Pool holds a few dice.
  for (std::size_t i = first_die + 1; i < src.size(); ++i)
    for (std::size_t j = i; j > first_die && src[j].group < src[j - 1].group; --j) std::swap(src[j], src[j - 1]);
  const std::size_t n = src.size();
  w.take.assign(n, 0);
  w.reach.assign(n + 1, 0);
  for (std::size_t i = n; i-- > 0;) w.reach[i] = w.reach[i + 1] + src[i].max;
  Search search{c, src.data(), n, w.take.data(), w.reach.data(), n + kEnergyTypes, w.rows, w.found, limit * 4, c.total()};
  search.run(0, Search::Sum{});
  // Best first; among equals, in the order found (both in the packed score).
  auto& found = w.found;
  if (found.size() > 1) std::sort(found.begin(), found.end());
  for (std::size_t i = 0; i < found.size() && i < limit; ++i) search.emit(found[i], out);
}

void execute_payment(GameState& s, PlayerId p, const EnergyCost& c, PaymentPlan plan) {
  // Energy spent on its owner's side's own turn leaves play until Cleanup (2015 rules).
  const Zone spent_to = (s.edition == Edition::ASM2015 && s.is_active(p)) ? Zone::OutOfPlay : Zone::Used;
  int divisible = 0, generic = 0;
  auto& pl = s.players[p];
  s.last_paid.clear();
  int from_floating = 0, from_bonus = 0;
  for (const auto& sp : plan) {
    if (sp.from == Spend::From::Floating) {
      from_floating += sp.amount;
      divisible += sp.amount;
      continue;
    }
    if (sp.from == Spend::From::Bonus) {
      from_bonus += sp.amount;
      divisible += sp.amount;
      continue;
    }
    Die& d = s.dice[sp.die];
    const CardDef& def = s.def(d.card);
    const Face& f = def.faces[d.face];
    if (f.generic) generic += sp.amount;
    else divisible += sp.amount;
    s.last_paid.push_back(d.id);
    if (!f.generic && !f.wild && sp.amount < f.symbols) {
      int rest = def.face_with_symbols(f.symbol, f.symbols - sp.amount);
      if (rest >= 0) {
        d.face = rest;
        continue;
      }
    }
    s.place(d.id, spent_to);
  }
  pl.floating -= from_floating;
  pl.bonus_generic -= from_bonus;
  pl.floating += std::max(0, divisible + generic - c.total());
}

}  // namespace dm
