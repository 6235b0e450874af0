#include "engine/kernel/energy.hpp"

#include <algorithm>
#include <map>

#include "dm/library.hpp"

namespace dm {

int EnergyCost::total() const {
  int t = any;
  for (int v : typed) t += v;
  return t;
}

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

int EnergyPool::total() const {
  int t = wild + generic_dice_total + tokens;
  for (int v : symbols) t += v;
  return t;
}

EnergyPool energy_pool(const GameState& s, PlayerId p) {
  EnergyPool pool;
  for (const auto& d : s.dice) {
    if (d.zone != Zone::Reserve || d.controller != p) continue;
    const Face& f = s.face(d.id);
    if (!f.is_energy()) continue;
    if (f.wild) ++pool.wild;
    else if (f.generic) pool.generic_dice_total += f.generic;
    else pool.symbols[static_cast<int>(f.symbol)] += f.symbols;
  }
  pool.tokens = s.players[p].bonus_generic + s.players[p].floating;
  return pool;
}

bool can_pay(const EnergyPool& pool, const EnergyCost& c) {
  if (pool.total() < c.total()) return false;
  int deficit = 0;
  for (int t = 1; t < kEnergyTypes; ++t) deficit += std::max(0, c.typed[t] - pool.symbols[t]);
  if (deficit > pool.wild) return false;
  if (c.at_least_one != Energy::None) {
    int t = static_cast<int>(c.at_least_one);
    int spare_symbols = pool.symbols[t];
    int spare_wild = pool.wild - deficit;
    if (spare_symbols + spare_wild < 1) return false;
  }
  return true;
}

namespace {

struct Source {
  DieId die = kNone;
  int kind = 0;  // 0 typed, 1 generic, 2 wild, 3 bonus tokens, 4 floating
  Energy type = Energy::None;
  int max = 0;
  std::pair<int, int> group{-1, -1};
};

struct Search {
  const GameState& s;
  const EnergyCost& c;
  std::vector<Source> src;
  std::vector<int> take;
  std::vector<PaymentPlan> out;
  std::vector<std::pair<std::tuple<int, int, int>, PaymentPlan>> scored;
  std::size_t limit;
  int need = 0;

  void run(std::size_t i, int divisible) {
    if (scored.size() >= limit * 4) return;
    if (divisible > need) return;
    if (i == src.size()) {
      finish();
      return;
    }
    int hi = src[i].max;
    // Within a group of identical dice, amounts never increase: one order stands for all.
    if (i > 0 && src[i].group == src[i - 1].group && src[i].group.first >= 0) hi = std::min(hi, take[i - 1]);
    if (src[i].kind == 1) {
      for (int v : {0, hi}) {
        if (v != 0 && v != src[i].max) continue;
        take[i] = v;
        run(i + 1, divisible);
      }
      return;
    }
    for (int v = 0; v <= hi; ++v) {
      take[i] = v;
      run(i + 1, divisible + v);
    }
  }

  void finish() {
    std::array<int, kEnergyTypes> sym{};
    int wild = 0, tokens = 0, generic = 0, smallest_generic = 1 << 30, dice = 0, offtype = 0;
    for (std::size_t i = 0; i < src.size(); ++i) {
      if (!take[i]) continue;
      const auto& x = src[i];
      if (x.die != kNone) ++dice;
      switch (x.kind) {
        case 0:
          sym[static_cast<int>(x.type)] += take[i];
          break;
        case 1:
          generic += take[i];
          smallest_generic = std::min(smallest_generic, take[i]);
          break;
        case 2:
          wild += take[i];
          break;
        default:
          tokens += take[i];
      }
    }
    int divisible = wild + tokens;
    for (int v : sym) divisible += v;
    if (divisible > need || divisible + generic < need) return;
    if (generic && divisible + generic - smallest_generic >= need) return;  // a generic die to spare
    if (divisible + generic == 0) return;
    int deficit = 0;
    std::array<int, kEnergyTypes> wild_as{};
    for (int t = 1; t < kEnergyTypes; ++t) {
      int d = std::max(0, c.typed[t] - sym[t]);
      deficit += d;
      wild_as[t] = d;
    }
    if (deficit > wild) return;
    int spare_wild = wild - deficit;
    Energy one = Energy::None;
    if (c.at_least_one != Energy::None) {
      int t = static_cast<int>(c.at_least_one);
      if (sym[t] - c.typed[t] < 1) {
        if (spare_wild < 1) return;
        ++wild_as[t];
        --spare_wild;
      }
      one = c.at_least_one;
    }
    for (int t = 1; t < kEnergyTypes; ++t)
      if (t != static_cast<int>(one)) offtype += std::max(0, sym[t] - c.typed[t]);
    PaymentPlan plan;
    for (std::size_t i = 0; i < src.size(); ++i) {
      if (!take[i]) continue;
      const auto& x = src[i];
      Spend sp;
      sp.die = x.die;
      sp.amount = take[i];
      sp.from = x.kind == 3 ? Spend::From::Bonus : x.kind == 4 ? Spend::From::Floating : Spend::From::Die;
      if (x.kind == 0) sp.as = x.type;
      if (x.kind == 2) {
        for (int t = 1; t < kEnergyTypes; ++t)
          if (wild_as[t] > 0) {
            --wild_as[t];
            sp.as = static_cast<Energy>(t);
            break;
          }
      }
      plan.push_back(sp);
    }
    int waste = divisible + generic - need;
    scored.push_back({{waste, offtype, dice}, std::move(plan)});
  }
};

}  // namespace

std::vector<PaymentPlan> payment_plans(const GameState& s, PlayerId p, const EnergyCost& c, std::size_t limit) {
  if (!can_pay(s, p, c)) return {};
  Search search{s, c, {}, {}, {}, {}, limit, c.total()};
  const auto& pl = s.players[p];
  if (pl.floating) search.src.push_back({kNone, 4, Energy::None, pl.floating, {-2, 0}});
  if (pl.bonus_generic) search.src.push_back({kNone, 3, Energy::None, pl.bonus_generic, {-3, 0}});
  std::vector<DieId> reserve;
  for (const auto& d : s.dice)
    if (d.zone == Zone::Reserve && d.controller == p) reserve.push_back(d.id);
  std::stable_sort(reserve.begin(), reserve.end(), [&](DieId a, DieId b) {
    return std::pair(s.cards[s.dice[a].card].def, s.dice[a].face) < std::pair(s.cards[s.dice[b].card].def, s.dice[b].face);
  });
  for (DieId d : reserve) {
    const Face& f = s.face(d);
    if (!f.is_energy()) continue;
    Source x;
    x.die = d;
    x.group = {s.cards[s.dice[d].card].def, s.dice[d].face};
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
    search.src.push_back(x);
  }
  search.take.assign(search.src.size(), 0);
  search.run(0, 0);
  std::stable_sort(search.scored.begin(), search.scored.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<PaymentPlan> plans;
  for (auto& [score, plan] : search.scored) {
    if (plans.size() >= limit) break;
    plans.push_back(std::move(plan));
  }
  return plans;
}

std::string describe_plan(const GameState& s, const PaymentPlan& plan) {
  std::string out;
  for (const auto& sp : plan) {
    if (!out.empty()) out += " + ";
    if (sp.from == Spend::From::Bonus) {
      out += std::to_string(sp.amount) + " bonus generic";
      continue;
    }
    if (sp.from == Spend::From::Floating) {
      out += std::to_string(sp.amount) + " left-over generic";
      continue;
    }
    const Face& f = s.face(sp.die);
    std::string what = f.wild ? "?" : f.generic ? std::to_string(f.generic) + " generic" : std::string(to_string(f.symbol));
    if (f.wild && sp.as != Energy::None) what += " as " + std::string(to_string(sp.as));
    if (!f.wild && !f.generic && sp.amount < f.symbols) what = "1 of " + std::to_string(f.symbols) + " " + what;
    else if (!f.wild && !f.generic && f.symbols > 1) what = std::to_string(f.symbols) + " " + what;
    out += what + " (die " + std::to_string(sp.die) + ")";
  }
  return out;
}

void execute_payment(GameState& s, PlayerId p, const EnergyCost& c, const PaymentPlan& plan) {
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
    d.zone = spent_to;
  }
  pl.floating -= from_floating;
  pl.bonus_generic -= from_bonus;
  pl.floating += std::max(0, divisible + generic - c.total());
}

}  // namespace dm
