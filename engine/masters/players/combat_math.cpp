// The heuristic agent's numbers: values of dice and cards, and combat arithmetic.
#include "engine/masters/players/combat_math.hpp"

#include <algorithm>
#include <numeric>
#include <optional>
#include <span>

namespace dm::agents::heur {

namespace {

bool has_real_abilities(const CardDef& def) { return def.kind != CardKind::Sidekick && !def.abilities.empty(); }

// A character's strength from its numbers: half of attack plus defense.
double strength(int attack, int defense) { return 0.5 * (attack + defense); }

}  // namespace

double die_value(const Game& g, DieId d) {
  const GameState& s = g.state();
  double v = strength(g.attack(d), g.defense(d));
  if (g.has_abilities(d) && has_real_abilities(s.def(g.ability_card(d)))) v += 1.0;
  if (g.is_sidekick(d)) v *= 0.8;
  return v;
}

double face_value(const GameState& s, DieId d, int face) {
  const CardDef& def = s.def_of(d);
  const Face& f = def.faces[static_cast<std::size_t>(face)];
  if (!f.is_character()) return 0;
  double v = strength(f.attack, f.defense);
  // Unlike die_value, no Sidekick discount: a free die fielded is worth its numbers to a plan.
  if (has_real_abilities(def)) v += 1.0;
  return v;
}

double life_weight(int life) { return 0.6 + 4.0 / (std::max(life, 0) + 2); }

BuyCounts buy_counts(const Game& g, PlayerId p) {
  const GameState& s = g.state();
  BuyCounts k;
  k.owned.assign(s.cards.size(), 0);
  for (const Die& d : s.dice) {
    if (d.owner != p || d.zone == Zone::Supply) continue;
    ++k.owned[static_cast<std::size_t>(d.card)];
    if (s.def(d.card).kind != CardKind::Character && s.def(d.card).kind != CardKind::Sidekick) ++k.actions;
  }
  // Late in a game a new die may never be drawn.
  int least = s.life(p);
  for (PlayerId q : g.opponents_of(p)) least = std::min(least, s.life(q));
  k.phase = std::clamp(1.0 * least / std::max(1, s.start_life), 0.35, 1.0);
  return k;
}

double buy_value(const Game& g, const BuyCounts& k, CardId c) {
  const CardDef& def = g.state().def(c);
  double v = 0;
  if (def.kind == CardKind::Character) {
    // A die rolls each face alike: the mean over its character faces, what fielding costs
    // taken off, ability text worth a point.
    double sum = 0;
    int faces = 0;
    for (const Face& f : def.faces)
      if (f.is_character()) {
        sum += strength(f.attack, f.defense) - 0.3 * f.fielding;
        ++faces;
      }
    v = (faces ? sum / faces : 0) + (def.abilities.empty() ? 0 : 1.0);
    // Strong dice are worth more than their numbers: a bag is only as good as what it draws.
    v = 1.2 * v - 1.0;
  } else {
    v = 2.2;
  }
  // Each die already owned of the card is worth a little less than the first.
  v -= 0.25 * k.owned[static_cast<std::size_t>(c)];
  if (def.kind != CardKind::Character) v -= 0.4 * k.actions;
  return std::max(0.0, v * k.phase);
}

Fighter fighter(const Game& g, DieId d) {
  const GameState& s = g.state();
  Fighter f;
  f.id = d;
  f.atk = std::max(0, g.attack(d));
  f.tough = std::max(1, g.defense(d) - s.dice[static_cast<std::size_t>(d)].damage);
  f.value = die_value(g, d);
  f.overcrush = g.has_tag(d, Tag::Overcrush);
  f.unblockable = g.has_tag(d, Tag::Unblockable);
  f.cant_block = g.has_tag(d, Tag::CantBlock);
  f.no_damage = g.has_tag(d, Tag::NoDamage);
  return f;
}

namespace {

using Fighters = std::span<const Fighter>;
using BlockList = std::span<const std::pair<int, int>>;

// Buffers the arithmetic reuses: choose_attackers scores up to 1,024 sets of attackers a
// decision, each through plan_blocks, resolve and least_through, and vectors made afresh for
// each were a third of the heuristic's time. One set a thread (simulation workers); each
// function below uses only its own buffers, so they may call one another.
struct Scratch {
  std::vector<char> a_used, b_used;                             // plan_blocks
  Blocks blocks;                                                // plan_blocks' answer
  std::vector<int> blocker_of;                                  // resolve
  std::vector<char> attacker_dies, blocker_dies, attacker_blocked;  // resolve's answer
  std::vector<int> order;                                       // least_through
  std::vector<char> used;                                       // least_through
  std::vector<Fighter> next_atk, next_blk;                      // attack_score
  std::vector<Fighter> go, home;                                // choose_attackers
  std::vector<int> go_index;  // choose_attackers: a candidate's place among those sent (-1: stays)
};

// A block worth making at any life (plan_blocks' first kind), worked out once for every
// candidate attacker when choose_attackers tries many sets of them: the blocks a set gets are
// the first of these, best first, whose blocker and attacker are both still free.
struct Worth {
  double gain = 0;
  int b = 0, a = 0;  // blocker, and attacker as a candidate index
};

// Two fighters the arithmetic can't tell apart (their dice aside).
bool alike(const Fighter& p, const Fighter& q) {
  return p.atk == q.atk && p.tough == q.tough && p.value == q.value && p.overcrush == q.overcrush &&
         p.unblockable == q.unblockable && p.cant_block == q.cant_block && p.no_damage == q.no_damage;
}

Scratch& scratch() {
  thread_local Scratch s;
  return s;
}

// Outcome's sums, its flags left in the scratch (attacker_dies, blocker_dies, attacker_blocked).
struct Sums {
  int through = 0;
  double attackers_lost = 0, blockers_lost = 0, attackers_spent = 0;
};

Sums resolve_in(Fighters atk, Fighters blk, BlockList blocks, Scratch& x) {
  Sums o;
  x.attacker_dies.assign(atk.size(), 0);
  x.blocker_dies.assign(blk.size(), 0);
  x.attacker_blocked.assign(atk.size(), 0);
  x.blocker_of.assign(atk.size(), -1);
  for (const auto& [b, a] : blocks) x.blocker_of[static_cast<std::size_t>(a)] = b;
  for (std::size_t a = 0; a < atk.size(); ++a) {
    const Fighter& f = atk[a];
    const int power = f.no_damage ? 0 : f.atk;
    const int b = x.blocker_of[a];
    if (b < 0) {
      o.through += power;
      o.attackers_spent += f.value;
      continue;
    }
    x.attacker_blocked[a] = 1;
    const Fighter& y = blk[static_cast<std::size_t>(b)];
    if (power >= y.tough) x.blocker_dies[static_cast<std::size_t>(b)] = 1;
    if (f.overcrush) o.through += std::max(0, power - y.tough);
    if (!y.no_damage && y.atk >= f.tough) x.attacker_dies[a] = 1;
  }
  for (std::size_t a = 0; a < atk.size(); ++a)
    if (x.attacker_dies[a]) o.attackers_lost += atk[a].value;
  for (std::size_t b = 0; b < blk.size(); ++b)
    if (x.blocker_dies[b]) o.blockers_lost += blk[b].value;
  return o;
}

// Damage through with these blocks, and nothing else (the chump-block loop asks it often).
int through_of(Fighters atk, Fighters blk, BlockList blocks, Scratch& x) {
  x.blocker_of.assign(atk.size(), -1);
  for (const auto& [b, a] : blocks) x.blocker_of[static_cast<std::size_t>(a)] = b;
  int through = 0;
  for (std::size_t a = 0; a < atk.size(); ++a) {
    const int power = atk[a].no_damage ? 0 : atk[a].atk;
    const int b = x.blocker_of[a];
    if (b < 0) through += power;
    else if (atk[a].overcrush) through += std::max(0, power - blk[static_cast<std::size_t>(b)].tough);
  }
  return through;
}

int least_through_in(Fighters atk, Fighters blk, Scratch& x) {
  // The defender blocks the biggest hits first, each with the blocker that stops most of it
  // (any blocker stops a plain attacker: the smallest is used, the toughest saved for Overcrush).
  x.order.resize(atk.size());
  std::iota(x.order.begin(), x.order.end(), 0);
  std::sort(x.order.begin(), x.order.end(), [&](int p, int q) {
    return atk[static_cast<std::size_t>(p)].atk > atk[static_cast<std::size_t>(q)].atk;
  });
  x.used.assign(blk.size(), 0);
  int through = 0;
  for (int a : x.order) {
    const Fighter& f = atk[static_cast<std::size_t>(a)];
    const int power = f.no_damage ? 0 : f.atk;
    int best = -1, best_stop = 0;
    if (!f.unblockable)
      for (std::size_t b = 0; b < blk.size(); ++b) {
        if (x.used[b] || blk[b].cant_block) continue;
        const int stop = f.overcrush ? std::min(power, blk[b].tough) : power;
        const bool better = best < 0 || stop > best_stop ||
                            (stop == best_stop && !f.overcrush && blk[b].tough < blk[static_cast<std::size_t>(best)].tough);
        if (better) {
          best = static_cast<int>(b);
          best_stop = stop;
        }
      }
    if (best >= 0) x.used[static_cast<std::size_t>(best)] = 1;
    through += power - (best >= 0 ? best_stop : 0);
  }
  return through;
}

// What blocking attacker f with y is worth to the defender at life weight w, or nothing for a
// chump block (the blocker dies, the attacker lives: only against lethal damage).
std::optional<double> block_gain(const Fighter& f, const Fighter& y, double w) {
  const bool b_dies = !f.no_damage && f.atk >= y.tough;
  const bool a_dies = !y.no_damage && y.atk >= f.tough;
  if (b_dies && !a_dies) return std::nullopt;
  const int power = f.no_damage ? 0 : f.atk;
  const int stop = f.overcrush ? std::min(power, y.tough) : power;
  double gain = stop * w * (b_dies ? 0.5 : 1.0) + (a_dies ? f.value : 0) - (b_dies ? y.value : 0);
  if (!b_dies) gain += 0.01 * y.tough;  // among free blocks, the sturdier blocker
  // A blocked attacker that lives goes back to its field instead of the Used Pile.
  if (!a_dies) gain -= 0.3 * f.value;
  return gain;
}

// plan_blocks into x.blocks.
// With `worth` (choose_attackers), the first kind of block is read from it, atk being the
// candidates x.go_index sends.
void plan_blocks_in(Fighters atk, Fighters blk, int life, const std::vector<char>& able, Scratch& x,
                    const std::vector<Worth>* worth = nullptr) {
  const std::size_t na = atk.size(), nb = blk.size();
  auto may = [&](std::size_t b, std::size_t a) {
    if (blk[b].cant_block || atk[a].unblockable) return false;
    return able.empty() || able[b * na + a];
  };
  auto stopped = [&](std::size_t b, std::size_t a) {
    const int power = atk[a].no_damage ? 0 : atk[a].atk;
    return atk[a].overcrush ? std::min(power, blk[b].tough) : power;
  };
  x.b_used.assign(nb, 0);
  x.a_used.assign(na, 0);
  Blocks& out = x.blocks;
  out.clear();
  const double w = life_weight(life);
  // Blocks worth making at any life: the blocker lives, or it takes an attacker worth as much.
  if (worth) {
    const std::size_t most = std::min(na, nb);  // once every attacker or blocker is taken, none is left
    for (auto k = worth->begin(); k != worth->end() && out.size() < most; ++k) {
      const int a = x.go_index[static_cast<std::size_t>(k->a)];
      if (a < 0 || x.a_used[static_cast<std::size_t>(a)] || x.b_used[static_cast<std::size_t>(k->b)]) continue;
      x.b_used[static_cast<std::size_t>(k->b)] = x.a_used[static_cast<std::size_t>(a)] = 1;
      out.emplace_back(k->b, a);
    }
  }
  for (; !worth;) {
    double best = 0;
    int bb = -1, ba = -1;
    for (std::size_t b = 0; b < nb; ++b) {
      if (x.b_used[b]) continue;
      for (std::size_t a = 0; a < na; ++a) {
        if (x.a_used[a] || !may(b, a)) continue;
        const std::optional<double> gain = block_gain(atk[a], blk[b], w);
        if (gain && *gain > best + 1e-9) {
          best = *gain;
          bb = static_cast<int>(b);
          ba = static_cast<int>(a);
        }
      }
    }
    if (bb < 0) break;
    x.b_used[static_cast<std::size_t>(bb)] = x.a_used[static_cast<std::size_t>(ba)] = 1;
    out.emplace_back(bb, ba);
  }
  // While what gets through would be lethal, chump-block the biggest hits with the cheapest dice.
  for (;;) {
    if (through_of(atk, blk, out, x) < life) break;
    double best_stop = 0;
    int bb = -1, ba = -1;
    for (std::size_t a = 0; a < na; ++a) {
      if (x.a_used[a]) continue;
      for (std::size_t b = 0; b < nb; ++b) {
        if (x.b_used[b] || !may(b, a)) continue;
        const double stop = stopped(b, a) - 0.01 * blk[b].value;
        if (bb < 0 || stop > best_stop) {
          best_stop = stop;
          bb = static_cast<int>(b);
          ba = static_cast<int>(a);
        }
      }
    }
    if (bb < 0) break;
    x.b_used[static_cast<std::size_t>(bb)] = x.a_used[static_cast<std::size_t>(ba)] = 1;
    out.emplace_back(bb, ba);
  }
}

double attack_score_in(Fighters mine, Fighters theirs, int their_life, int my_life, Fighters home, Fighters coming,
                       Scratch& x, const std::vector<Worth>* worth = nullptr) {
  plan_blocks_in(mine, theirs, their_life, {}, x, worth);
  const Sums o = resolve_in(mine, theirs, x.blocks, x);
  double score = o.through * life_weight(their_life - o.through) + o.blockers_lost - o.attackers_lost;
  if (o.through >= their_life) score += 1000;
  // Their counter-attack next turn, against what of mine is left to block it: what stayed
  // home and attackers that were blocked and lived.
  x.next_atk.assign(coming.begin(), coming.end());
  x.next_blk.assign(home.begin(), home.end());
  for (std::size_t b = 0; b < theirs.size(); ++b)
    if (!x.blocker_dies[b]) x.next_atk.push_back(theirs[b]);
  for (std::size_t a = 0; a < mine.size(); ++a)
    if (!x.attacker_dies[a] && x.attacker_blocked[a]) x.next_blk.push_back(mine[a]);
  // An unblocked attacker goes to the Used Pile: its damage is paid for with its place in the field.
  score -= 0.5 * o.attackers_spent;
  const int counter = least_through_in(x.next_atk, x.next_blk, x);
  if (counter >= my_life) score -= 500;
  score -= 0.3 * counter * life_weight(my_life - counter);
  return score;
}

}  // namespace

Outcome resolve(const std::vector<Fighter>& atk, const std::vector<Fighter>& blk, const Blocks& blocks) {
  Scratch& x = scratch();
  const Sums s = resolve_in(atk, blk, blocks, x);
  Outcome o;
  o.through = s.through;
  o.attackers_lost = s.attackers_lost;
  o.blockers_lost = s.blockers_lost;
  o.attackers_spent = s.attackers_spent;
  o.attacker_dies = x.attacker_dies;
  o.blocker_dies = x.blocker_dies;
  o.attacker_blocked = x.attacker_blocked;
  return o;
}

int least_through(const std::vector<Fighter>& atk, const std::vector<Fighter>& blk) {
  return least_through_in(atk, blk, scratch());
}

Blocks plan_blocks(const std::vector<Fighter>& atk, const std::vector<Fighter>& blk, int life,
                   const std::vector<char>& able) {
  Scratch& x = scratch();
  plan_blocks_in(atk, blk, life, able, x);
  return x.blocks;
}

double attack_score(const std::vector<Fighter>& mine, const std::vector<Fighter>& theirs, int their_life,
                    int my_life, const std::vector<Fighter>& home, const std::vector<Fighter>& coming) {
  return attack_score_in(mine, theirs, their_life, my_life, home, coming, scratch());
}

namespace {
std::vector<int> choose_attackers_anew(const std::vector<Fighter>& cand, const std::vector<Fighter>& stay,
                                       const std::vector<Fighter>& theirs, int their_life, int my_life,
                                       const std::vector<Fighter>& coming);
}  // namespace

std::vector<int> choose_attackers(const std::vector<Fighter>& cand, const std::vector<Fighter>& stay,
                                  const std::vector<Fighter>& theirs, int their_life, int my_life,
                                  const std::vector<Fighter>& coming) {
  // Attackers are declared one at a time, and each declaration asks again with the same
  // numbers (unless an ability changed them): the last answer is kept with what it was for.
  struct Last {
    std::vector<Fighter> cand, stay, theirs, coming;
    int their_life = 0, my_life = 0;
    std::vector<int> out;
  };
  thread_local Last last;
  thread_local bool known = false;
  if (known && last.their_life == their_life && last.my_life == my_life && last.cand == cand && last.stay == stay &&
      last.theirs == theirs && last.coming == coming)
    return last.out;
  std::vector<int> out = choose_attackers_anew(cand, stay, theirs, their_life, my_life, coming);
  last = Last{cand, stay, theirs, coming, their_life, my_life, out};
  known = true;
  return out;
}

namespace {

std::vector<int> choose_attackers_anew(const std::vector<Fighter>& cand, const std::vector<Fighter>& stay,
                                       const std::vector<Fighter>& theirs, int their_life, int my_life,
                                       const std::vector<Fighter>& coming) {
  const std::size_t n = cand.size();
  std::vector<int> all(n);
  std::iota(all.begin(), all.end(), 0);
  if (n == 0) return all;
  Scratch& x = scratch();
  if (least_through_in(cand, theirs, x) >= their_life) return all;  // lethal whatever they block
  // The blocks of the first kind, in the order plan_blocks would pick them: most gain first,
  // equals in its scan order (blocker, then attacker).
  std::vector<Worth> worth;
  const double w = life_weight(their_life);
  for (std::size_t b = 0; b < theirs.size(); ++b)
    for (std::size_t a = 0; a < n; ++a) {
      if (theirs[b].cant_block || cand[a].unblockable) continue;
      const std::optional<double> gain = block_gain(cand[a], theirs[b], w);
      if (gain && *gain > 1e-9) worth.push_back({*gain, static_cast<int>(b), static_cast<int>(a)});
    }
  std::stable_sort(worth.begin(), worth.end(), [](const Worth& p, const Worth& q) { return p.gain > q.gain; });
  x.go_index.assign(n, -1);
  auto score_of = [&](const std::vector<char>& in) {
    x.go.clear();
    x.home.assign(stay.begin(), stay.end());
    for (std::size_t i = 0; i < n; ++i) {
      x.go_index[i] = in[i] ? static_cast<int>(x.go.size()) : -1;
      (in[i] ? x.go : x.home).push_back(cand[i]);
    }
    return attack_score_in(x.go, theirs, their_life, my_life, x.home, coming, x, &worth);
  };
  std::vector<char> best(n, 0);
  double best_score = score_of(best);
  if (n <= 10) {
    // Candidates alike in everything the arithmetic reads (the Sidekicks of a field, say) are
    // one choice however many: of a set sending some of them, only the one sending the first
    // ones is scored (it comes first in this order).
    std::vector<std::uint32_t> needs(n, 0);  // the candidate alike before it, as a bit (0: none)
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i; j-- > 0;)
        if (alike(cand[i], cand[j])) {
          needs[i] = 1u << j;
          break;
        }
    std::vector<char> in(n);
    for (std::uint32_t mask = 1; mask < (1u << n); ++mask) {
      std::uint32_t need = 0;
      for (std::size_t i = 0; i < n; ++i)
        if (mask >> i & 1) need |= needs[i];
      if ((mask & need) != need) continue;
      for (std::size_t i = 0; i < n; ++i) in[i] = static_cast<char>(mask >> i & 1);
      const double sc = score_of(in);
      if (sc > best_score + 1e-9) {
        best_score = sc;
        best = in;
      }
    }
  } else {
    // Too many to try every subset: add whichever attacker helps most, while one does.
    for (bool grew = true; grew;) {
      grew = false;
      std::size_t pick = n;
      for (std::size_t i = 0; i < n; ++i) {
        if (best[i]) continue;
        best[i] = 1;
        const double sc = score_of(best);
        best[i] = 0;
        if (sc > best_score + 1e-9) {
          best_score = sc;
          pick = i;
        }
      }
      if (pick < n) {
        best[pick] = 1;
        grew = true;
      }
    }
  }
  std::vector<int> out;
  for (std::size_t i = 0; i < n; ++i)
    if (best[i]) out.push_back(static_cast<int>(i));
  return out;
}

}  // namespace

int divide_damage(const std::vector<Fighter>& blockers, int left) {
  // The KOs worth most that the damage can pay for, by trying every set (an attacker has few blockers).
  const std::size_t n = std::min<std::size_t>(blockers.size(), 12);
  double best = -1;
  std::uint32_t best_mask = 0;
  for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
    int cost = 0;
    double v = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (mask >> i & 1) {
        cost += blockers[i].tough;
        v += blockers[i].value;
      }
    if (cost <= left && v > best) {
      best = v;
      best_mask = mask;
    }
  }
  if (n == 0) return 0;
  return (best_mask & 1u) ? std::min(left, blockers[0].tough) : 0;
}

}  // namespace dm::agents::heur
