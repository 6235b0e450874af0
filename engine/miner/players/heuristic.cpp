// Dice Miner's heuristic player (docs/dice-miner.md, "Agents"). It weighs each die by what it
// adds to the round's score against the best other player, what its kind adds on average in
// the rounds still to come, and what its beer, magic or chest will be worth; shares beer (with
// the player furthest behind) when two dice from the top or the skirt beat one, the shared
// die's new face weighed over every face it may show; spends magic on the dice a reroll
// improves most; keeps the dice that score more than a reroll would.
//
// Every value comes from the content's scoring, through a memo of positions (score_memo.hpp):
// dice showing the same face are valued once, and what a kind adds in later rounds is kept
// for the round while the trove grows by fewer than four dice. Nothing is played out, so the
// player draws no random number.
#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/miner/players/makers.hpp"
#include "engine/miner/players/score_memo.hpp"
#include "engine/miner/players/value.hpp"

namespace dm::agents {

namespace {

using namespace miner_value;
using miner::Kind;
using miner::MinerMatch;
using miner::Option;
using miner::TroveFace;
using miner::Verb;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// What a kind adds in each later round is worth this much of a point now (the dice are
// rerolled before then, and the troves grow).
constexpr double kLaterWeight = 0.7;
// The kinds' values for later rounds are scored again once the trove has grown by this many
// dice: they change slowly, and scoring them was a third of the heuristic's work.
constexpr std::size_t kKindRefresh = 4;
// Sharing beer gives a die away and two takes from the skirt may leave worse dice on top:
// a share must beat the best take by this much. Measured over 2,000 games each against
// heuristic-v1: 0.3 won about 50%, 2 to 4 won 56-61%, never sharing 43%.
constexpr double kShareMargin = 3.0;

// A die's face as the memo counts it: two dice showing the same face are one candidate.
int face_key(const MinerMatch& m, const TroveFace& f) {
  const auto& faces = m.content().kinds[static_cast<std::size_t>(f.kind)].faces;
  return f.kind * 64 + first_same_face(faces, f.face);
}

class MinerHeuristic : public Agent {
 public:
  std::string name() const override { return "heuristic"; }

  int choose(const Match& mm) override {
    const MinerMatch& m = dice_miner(mm);
    if (m.option_count() <= 1) return 0;
    standing_known_ = false;
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
        t[static_cast<std::size_t>(me)].push_back(TroveFace{h.faces[static_cast<std::size_t>(f)].kind, -1, option(m, i).a, f});
        v += 2.0 * role_bonus(m, h.faces[static_cast<std::size_t>(f)].face, true) + 0.5;
      }
      v += c.rounds * memo_.points(m, t)[static_cast<std::size_t>(me)];
      if (v > best_v) {
        best_v = v;
        best = i;
      }
    }
    return best;
  }

  // What a die of `kind` adds to p's round points over its faces, on average: kept for the
  // round until p's trove has grown by kKindRefresh dice.
  double kind_value(const MinerMatch& m, const Troves& t, PlayerId p, int kind) {
    // A share gives a die away: the trove shrinking is no reason to score again.
    const std::size_t dice = m.state().players[static_cast<std::size_t>(p)].trove.size();
    if (m.state().round != kinds_round_ || dice >= kinds_dice_ + kKindRefresh || kinds_.size() != m.content().kinds.size()) {
      kinds_round_ = m.state().round;
      kinds_dice_ = dice;
      kinds_.assign(m.content().kinds.size(), kNaN);
    }
    double& v = kinds_[static_cast<std::size_t>(kind)];
    if (std::isnan(v)) {
      const int before = memo_.points(m, t)[static_cast<std::size_t>(p)];
      Troves with = t;
      auto& mine = with[static_cast<std::size_t>(p)];
      mine.push_back(TroveFace{kind, 0, -1, -1});
      const auto& faces = m.content().kinds[static_cast<std::size_t>(kind)].faces;
      double sum = 0;
      for (int f = 0; f < static_cast<int>(faces.size()); ++f) {
        if (first_same_face(faces, f) != f) continue;
        mine.back().face = f;
        sum += faces_like(faces, f) * (memo_.points(m, with)[static_cast<std::size_t>(p)] - before);
      }
      v = sum / static_cast<double>(faces.size());
    }
    return v;
  }

  // What a die showing `f` is worth beyond its points now: its kind in later rounds, its roles.
  double extra(const MinerMatch& m, const Troves& t, PlayerId p, const TroveFace& f, bool goes_on) {
    double x = 0;
    const int later = m.content().rounds - m.state().round;
    if (later > 0) x += kLaterWeight * later * kind_value(m, t, p, f.kind);
    x += role_bonus(m, m.content().kinds[static_cast<std::size_t>(f.kind)].faces[static_cast<std::size_t>(f.face)], goes_on);
    return x;
  }

  // The values of taking each die at `spots` for p: standing against the best other with the
  // die, plus its extra. Dice showing the same face are valued once.
  std::vector<double> take_values(const MinerMatch& m, const Troves& t, PlayerId p, const std::vector<int>& spots) {
    const bool goes_on = mountain_dice(m) > 2;
    std::vector<double> out(spots.size());
    std::vector<std::pair<int, double>> seen;
    Troves x = t;
    auto& mine = x[static_cast<std::size_t>(p)];
    for (std::size_t i = 0; i < spots.size(); ++i) {
      const TroveFace f = spot_face(m, spots[i]);
      const int key = face_key(m, f);
      const auto it = std::find_if(seen.begin(), seen.end(), [&](const auto& s) { return s.first == key; });
      if (it != seen.end()) {
        out[i] = it->second;
        continue;
      }
      mine.push_back(f);
      out[i] = memo_.advantage(m, x, p) + extra(m, t, p, f, goes_on);
      mine.pop_back();
      seen.emplace_back(key, out[i]);
    }
    return out;
  }

  int excavate(const MinerMatch& m) {
    const PlayerId me = m.decider();
    const Troves t = troves(m);
    std::vector<int> spots, options;
    for (int i = 0; i < m.option_count(); ++i)
      if (option(m, i).verb == Verb::Take) {
        spots.push_back(option(m, i).a);
        options.push_back(i);
      }
    const std::vector<double> values = take_values(m, t, me, spots);
    int best = options.empty() ? 0 : options.front();
    double best_v = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < values.size(); ++i)
      if (values[i] > best_v) {
        best_v = values[i];
        best = options[i];
      }
    if (m.state().pending.kind == Kind::Excavate && m.option_count() > static_cast<int>(spots.size())) {
      const int share = best_share(m, t, me, best_v);
      if (share >= 0) return share;
    }
    return best;
  }

  // The share of beer worth more than `take_v`, the best take, or -1. The die goes to the
  // player it helps least (the one furthest behind), then the two best dice of the top and
  // the skirt are taken; the die given away is lost for the rounds to come.
  int best_share(const MinerMatch& m, const Troves& t, PlayerId me, double take_v) {
    const std::vector<double> now = memo_.standing(m, t);
    PlayerId weakest = kNone;
    for (PlayerId q = 0; q < m.player_count(); ++q)
      if (q != me && (weakest == kNone || now[static_cast<std::size_t>(q)] < now[static_cast<std::size_t>(weakest)])) weakest = q;
    // The two takes: the best two of the top and the skirt, each valued alone.
    std::vector<int> reach;
    for (int s = 0; s < static_cast<int>(m.state().mountain.size()); ++s)
      if (m.is_top(s) || m.is_skirt(s)) reach.push_back(s);
    if (reach.empty()) return -1;
    const std::vector<double> v = take_values(m, t, me, reach);
    std::size_t a = 0;
    for (std::size_t i = 1; i < v.size(); ++i)
      if (v[i] > v[a]) a = i;
    std::size_t b = a;
    for (std::size_t i = 0; i < v.size(); ++i)
      if (i != a && (b == a || v[i] > v[b])) b = i;
    const double adv_now = now[static_cast<std::size_t>(me)] - [&] {
      double o = -std::numeric_limits<double>::infinity();
      for (PlayerId q = 0; q < m.player_count(); ++q)
        if (q != me) o = std::max(o, now[static_cast<std::size_t>(q)]);
      return o;
    }();
    // Each take's gain over standing still; the second adds its gain to the first's value.
    const double two = b == a ? v[a] : v[a] + v[b] - adv_now;
    const int later = m.content().rounds - m.state().round;
    int best = -1;
    double best_v = take_v;
    std::vector<int> tried;
    for (int i = 0; i < m.option_count(); ++i) {
      const Option& o = option(m, i);
      if (o.verb != Verb::Share || o.b != weakest) continue;
      const miner::Die& beer = m.state().dice[static_cast<std::size_t>(o.a)];
      // One beer die of a kind is as good as another.
      if (std::count(tried.begin(), tried.end(), beer.kind)) continue;
      tried.push_back(beer.kind);
      const double lost = later > 0 ? kLaterWeight * later * kind_value(m, t, me, beer.kind) : 0;
      // Worth a closer look only if the two takes, valued alone, beat the best take.
      if (two - lost - kShareMargin <= best_v) continue;
      const double v2 = shared_value(m, t, me, weakest, beer, reach[a], b == a ? -1 : reach[b]);
      const double extras = v[a] - single_adv(m, t, me, reach[a]) + (b == a ? 0 : v[b] - single_adv(m, t, me, reach[b]));
      const double value = v2 + extras - lost - kShareMargin;
      if (value > best_v) {
        best_v = value;
        best = i;
      }
    }
    return best;
  }

  // p's standing against the best other with the die at `spot` taken alone.
  double single_adv(const MinerMatch& m, const Troves& t, PlayerId p, int spot) {
    Troves x = t;
    x[static_cast<std::size_t>(p)].push_back(spot_face(m, spot));
    return memo_.advantage(m, x, p);
  }

  // p's expected standing against the best other after giving `beer` to q, where it shows any
  // of its faces, and taking the dice at spots a and b (b -1: one die).
  double shared_value(const MinerMatch& m, const Troves& t, PlayerId p, PlayerId q, const miner::Die& beer, int a, int b) {
    Troves x = t;
    auto& mine = x[static_cast<std::size_t>(p)];
    for (auto it = mine.begin(); it != mine.end(); ++it)
      if (it->hero < 0 && it->kind == beer.kind && it->face == beer.face) {
        mine.erase(it);
        break;
      }
    mine.push_back(spot_face(m, a));
    if (b >= 0) mine.push_back(spot_face(m, b));
    auto& theirs = x[static_cast<std::size_t>(q)];
    theirs.push_back(TroveFace{beer.kind, 0, -1, -1});
    const auto& faces = m.content().kinds[static_cast<std::size_t>(beer.kind)].faces;
    double sum = 0;
    for (int f = 0; f < static_cast<int>(faces.size()); ++f) {
      if (first_same_face(faces, f) != f) continue;
      theirs.back().face = f;
      sum += faces_like(faces, f) * memo_.advantage(m, x, p);
    }
    return sum / static_cast<double>(faces.size());
  }

  // What rerolling p's die of `kind` showing `face` gains, about: what a die of the kind adds
  // on average (kind_value, kept for the round) less what this one adds now (the trove with
  // it against without it), with what the faces' roles are worth. One position a face, where
  // weighing every face the reroll may give would score several.
  double reroll_gain(const MinerMatch& m, const Troves& t, PlayerId p, int kind, int face) {
    const auto& now = t[static_cast<std::size_t>(p)];
    const auto at = std::find_if(now.begin(), now.end(), [&](const TroveFace& f) { return f.hero < 0 && f.kind == kind && f.face == face; });
    if (at == now.end()) return 0;
    // The troves are the decision's own: their standing is the same for every die asked.
    if (!standing_known_) {
      standing_ = memo_.advantage(m, t, p);
      standing_known_ = true;
    }
    Troves x = t;
    auto& mine = x[static_cast<std::size_t>(p)];
    mine.erase(mine.begin() + (at - now.begin()));
    const double adds = standing_ - memo_.advantage(m, x, p);
    const auto& faces = m.content().kinds[static_cast<std::size_t>(kind)].faces;
    double roles = 0;
    for (const miner::Face& f : faces) roles += role_bonus(m, f, false);
    return kind_value(m, t, p, kind) + roles / static_cast<double>(faces.size()) - adds -
           role_bonus(m, faces[static_cast<std::size_t>(face)], false);
  }

  double gain(const MinerMatch& m, const Troves& t, PlayerId p, DieId d) {
    const miner::Die& die = m.state().dice[static_cast<std::size_t>(d)];
    return reroll_gain(m, t, p, die.kind, die.face);
  }

  // Spends magic when some die gains from a reroll: hero faces first (they are never rerolled
  // themselves), then the die with the fewest symbols.
  int magic(const MinerMatch& m) {
    const PlayerId me = m.decider();
    const Troves t = troves(m);
    // Dice that gain are counted only as far as the most symbols a spend gives: past that,
    // more of them changes nothing below.
    int most = 1;
    for (int i = 0; i < m.option_count(); ++i)
      if (option(m, i).verb == Verb::Spend) most = std::max(most, m.symbols(option(m, i).a, m.content().roles.magic));
    int gaining = 0;
    for (DieId d : m.state().players[static_cast<std::size_t>(me)].trove)
      if (gaining < most && m.rerollable(me, d) && gain(m, t, me, d) > 0.25) ++gaining;
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
    int best = 0;
    double best_v = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < m.option_count(); ++i) {
      const double v = gain(m, t, me, option(m, i).a);
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
    int best = -1;
    double best_v = 0.2;
    for (int i = 0; i < m.option_count(); ++i) {
      const Option& o = option(m, i);
      if (o.verb != Verb::Keep) continue;
      const double v = -gain(m, t, me, o.a);
      if (v > best_v) {
        best_v = v;
        best = i;
      }
    }
    return best < 0 ? m.option_count() - 1 : best;
  }

  ScoreMemo memo_;
  bool standing_known_ = false;  // of the decision's troves, for p, once asked
  double standing_ = 0;
  std::vector<double> kinds_;  // by kind: kind_value, NaN until asked
  int kinds_round_ = -1;       // the round they were scored in
  std::size_t kinds_dice_ = 0; // and the dice of the trove then
};

}  // namespace

std::unique_ptr<Agent> make_miner_heuristic(const AgentSpec& spec, std::uint64_t, std::string_view) {
  check_params(spec, "");
  return std::make_unique<MinerHeuristic>();
}

}  // namespace dm::agents
