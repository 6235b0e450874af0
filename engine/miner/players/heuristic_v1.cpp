// Dice Miner's first heuristic player, kept as `heuristic-v1` to measure the heuristic against
// (docs/dice-miner.md, "Agents"). It weighs each die by what it adds to the round's score
// against the best other player, what its kind adds on average in the rounds still to come
// (scored afresh at every decision), and what its beer, magic or chest will be worth; shares
// beer (with the player furthest behind) when two dice from the top or the skirt, played out
// on one sampled roll, beat one; spends magic on the dice a reroll improves most; keeps the
// dice that score more than a reroll would.
#include <algorithm>
#include <cmath>
#include <limits>

#include "dm/rng.hpp"
#include "engine/miner/players/makers.hpp"
#include "engine/miner/players/value.hpp"

namespace dm::agents {

namespace {

using namespace miner_value;
using miner::Kind;
using miner::MinerMatch;
using miner::Option;
using miner::Verb;

// What the player knows of the position being decided: reroll gains by kind and face, and
// what each kind adds in rounds to come. Forgotten when the troves, totals, round or player
// change (a spend or a keep changes none of them, so the decisions that follow reuse it).
class Memo {
 public:
  void at(const MinerMatch& m, const Troves& t, PlayerId p) {
    sig_now_.clear();
    sig_now_.push_back(p);
    sig_now_.push_back(m.state().round);
    for (std::size_t q = 0; q < t.size(); ++q) {
      sig_now_.push_back(-1 - m.state().players[q].total);
      for (const miner::TroveFace& f : t[q]) sig_now_.push_back(f.hero >= 0 ? 100000 + f.hero * 16 + f.hero_face : f.kind * 256 + f.face);
    }
    if (sig_now_ == sig_) return;
    sig_.swap(sig_now_);
    gains_.clear();
    kinds_.assign(m.content().kinds.size(), std::numeric_limits<double>::quiet_NaN());
  }
  double gain(const MinerMatch& m, const Troves& t, PlayerId p, DieId d) {
    const miner::Die& die = m.state().dice[static_cast<std::size_t>(d)];
    const int key = die.kind * 256 + die.face;
    for (const auto& [k, v] : gains_)
      if (k == key) return v;
    const double v = reroll_gain_of(m, t, p, die.kind, die.face);
    gains_.emplace_back(key, v);
    return v;
  }
  double kind_value(const MinerMatch& m, const Troves& t, PlayerId p, int kind) {
    double& k = kinds_[static_cast<std::size_t>(kind)];
    if (std::isnan(k)) k = expected_gain(m, t, p, kind);
    return k;
  }

 private:
  std::vector<int> sig_, sig_now_;
  std::vector<std::pair<int, double>> gains_;
  std::vector<double> kinds_;
};

class MinerHeuristicV1 : public Agent {
 public:
  explicit MinerHeuristicV1(std::uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "heuristic-v1"; }

  int choose(const Match& mm) override {
    const MinerMatch& m = dice_miner(mm);
    if (m.option_count() <= 1) return 0;
    switch (m.state().pending.kind) {
      case Kind::Hero: return hero(m);
      case Kind::Excavate:
      case Kind::Take: return excavate(m);
      case Kind::Magic: return magic(m);
      case Kind::Reroll: return reroll(m);
      case Kind::Keep: return keep(m);
      case Kind::None: break;
    }
    return 0;
  }

 private:
  // A hero: what its faces score alone, with what their magic and chests will be worth.
  int hero(const MinerMatch& m) {
    const miner::Content& c = m.content();
    const PlayerId me = m.decider();
    int best = 0;
    double best_v = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < m.option_count(); ++i) {
      const miner::Hero& h = c.heroes[static_cast<std::size_t>(option(m, i).a)];
      Troves t(static_cast<std::size_t>(m.player_count()));
      double v = 0;
      for (int f = 0; f < static_cast<int>(h.faces.size()); ++f) {
        t[static_cast<std::size_t>(me)].push_back(miner::TroveFace{h.faces[static_cast<std::size_t>(f)].kind, -1, option(m, i).a, f});
        v += 2.0 * role_bonus(m, h.faces[static_cast<std::size_t>(f)].face, true) + 0.5;
      }
      v += c.rounds * round_points(m, t)[static_cast<std::size_t>(me)];
      if (v > best_v) {
        best_v = v;
        best = i;
      }
    }
    return best;
  }

  // The value of taking the die at `spot` for p: its points now against the others, plus
  // `extra`: what its kind adds in later rounds and what its roles will be worth.
  double take_value(const MinerMatch& m, const Troves& t, PlayerId p, int spot, std::vector<double>& kind_cache, double& extra) {
    const miner::TroveFace f = spot_face(m, spot);
    Troves x = t;
    x[static_cast<std::size_t>(p)].push_back(f);
    const double v = advantage(standing(m, x), p);
    extra = 0;
    const int later = m.content().rounds - m.state().round;
    if (later > 0) {
      double& k = kind_cache[static_cast<std::size_t>(f.kind)];
      if (std::isnan(k)) k = expected_gain(m, t, p, f.kind);
      extra += 0.7 * later * k;
    }
    const auto& face = m.content().kinds[static_cast<std::size_t>(f.kind)].faces[static_cast<std::size_t>(f.face)];
    extra += role_bonus(m, face, mountain_dice(m) > 2);
    return v + extra;
  }

  // The best take of the pending decision, its value and the part of it beyond points now.
  // `kinds` caches what each kind adds in later rounds (a sample's takes reuse the decision's).
  int best_take(const MinerMatch& m, double* value, double* extra, std::vector<double>* kinds = nullptr) {
    const PlayerId me = m.decider();
    const Troves t = troves(m);
    std::vector<double> own(m.content().kinds.size(), std::numeric_limits<double>::quiet_NaN());
    std::vector<double>& cache = kinds ? *kinds : own;
    int best = -1;
    double best_v = -std::numeric_limits<double>::infinity(), best_extra = 0;
    for (int i = 0; i < m.option_count(); ++i) {
      const Option& o = option(m, i);
      if (o.verb != Verb::Take) continue;
      double x = 0;
      const double v = take_value(m, t, me, o.a, cache, x);
      if (v > best_v) {
        best_v = v;
        best_extra = x;
        best = i;
      }
    }
    if (value) *value = best_v;
    if (extra) *extra = best_extra;
    return best;
  }

  int excavate(const MinerMatch& m) {
    double take_v = 0;
    std::vector<double> kinds(m.content().kinds.size(), std::numeric_limits<double>::quiet_NaN());
    int best = best_take(m, &take_v, nullptr, &kinds);
    if (m.state().pending.kind == Kind::Take) return best;
    // Sharing beer: played out on a sample of what the roll may give, then the two best takes.
    const PlayerId me = m.decider();
    std::vector<double> cache(m.content().kinds.size(), std::numeric_limits<double>::quiet_NaN());
    // The die goes to the player it helps least: the one furthest behind.
    const std::vector<double> now = standing(m, troves(m));
    PlayerId weakest = kNone;
    for (PlayerId q = 0; q < m.player_count(); ++q)
      if (q != me && (weakest == kNone || now[static_cast<std::size_t>(q)] < now[static_cast<std::size_t>(weakest)])) weakest = q;
    std::vector<int> tried;
    for (int i = 0; i < m.option_count(); ++i) {
      const Option& o = option(m, i);
      if (o.verb != Verb::Share || o.b != weakest) continue;
      const int kind = m.state().dice[static_cast<std::size_t>(o.a)].kind;
      // One beer die of a kind is as good as another.
      if (std::count(tried.begin(), tried.end(), kind)) continue;
      tried.push_back(kind);
      std::unique_ptr<Match> sim = m.observation(me, rng_.next());
      sim->apply(i);
      double extras = 0;
      for (int k = 0; k < 2 && !sim->over() && sim->decider() == me && sim->decision_code() == static_cast<int>(Kind::Take); ++k) {
        double x = 0;
        const int pick = best_take(dice_miner(*sim), nullptr, &x, &kinds);
        extras += x;
        sim->apply(pick);
      }
      const MinerMatch& after = dice_miner(*sim);
      // The beer die is gone for the rounds to come.
      const int later = m.content().rounds - m.state().round;
      double& lost = cache[static_cast<std::size_t>(kind)];
      if (std::isnan(lost)) lost = later > 0 ? 0.7 * later * expected_gain(m, troves(m), me, kind) : 0;
      const double v = advantage(standing(after, troves(after)), me) + extras - lost - 0.3;
      if (v > take_v) {
        take_v = v;
        best = i;
      }
    }
    return best < 0 ? 0 : best;
  }

  // Spends magic when some die gains from a reroll: hero faces first (they are never rerolled
  // themselves), then the die with the fewest symbols.
  int magic(const MinerMatch& m) {
    const PlayerId me = m.decider();
    const Troves t = troves(m);
    memo_.at(m, t, me);
    int gaining = 0;
    for (DieId d : m.state().players[static_cast<std::size_t>(me)].trove)
      if (m.rerollable(me, d) && memo_.gain(m, t, me, d) > 0.25) ++gaining;
    int best = -1, best_rank = std::numeric_limits<int>::max();
    for (int i = 0; i < m.option_count(); ++i) {
      const Option& o = option(m, i);
      if (o.verb == Verb::Done) continue;
      const int symbols = o.verb == Verb::SpendHero ? 0 : m.symbols(o.a, m.content().roles.magic);
      // A magic die that would be rerolled itself is spent before it loses its face.
      const int rank = o.verb == Verb::SpendHero ? -1 : (symbols <= gaining ? symbols : 100 + symbols);
      if (rank < best_rank) {
        best_rank = rank;
        best = i;
      }
    }
    if (gaining == 0 || best < 0) return m.option_count() - 1;  // done
    return best;
  }

  int reroll(const MinerMatch& m) {
    const PlayerId me = m.decider();
    const Troves t = troves(m);
    memo_.at(m, t, me);
    int best = 0;
    double best_v = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < m.option_count(); ++i) {
      const double v = memo_.gain(m, t, me, option(m, i).a);
      if (v > best_v) {
        best_v = v;
        best = i;
      }
    }
    return best;
  }

  // Keeps the die that scores most above what a reroll would give it.
  int keep(const MinerMatch& m) {
    const PlayerId me = m.decider();
    const Troves t = troves(m);
    memo_.at(m, t, me);
    int best = -1;
    double best_v = 0.2;
    for (int i = 0; i < m.option_count(); ++i) {
      const Option& o = option(m, i);
      if (o.verb != Verb::Keep) continue;
      const double v = -memo_.gain(m, t, me, o.a);
      if (v > best_v) {
        best_v = v;
        best = i;
      }
    }
    return best < 0 ? m.option_count() - 1 : best;
  }

  Rng rng_;
  Memo memo_;
};

}  // namespace

std::unique_ptr<Agent> make_miner_heuristic_v1(const AgentSpec& spec, std::uint64_t seed, std::string_view) {
  check_params(spec, "");
  return std::make_unique<MinerHeuristicV1>(seed);
}

}  // namespace dm::agents
