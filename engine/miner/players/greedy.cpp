// Dice Miner's greedy player (docs/dice-miner.md, "Agents"): takes the top die that scores
// most at once, never shares beer, never spends magic, keeps the dice that score most. It
// values dice through the match's scoring, so a variant's rules are played as they score.
#include <algorithm>
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
using miner::Verb;

class MinerGreedy : public Agent {
 public:
  std::string name() const override { return "greedy"; }
  int choose(const Match& mm) override {
    const MinerMatch& m = dice_miner(mm);
    const miner::Decision& d = m.state().pending;
    if (m.option_count() <= 1) return 0;
    const PlayerId me = d.player;
    Troves t = troves(m);
    const auto mine = [&]() { return static_cast<double>(memo_.points(m, t)[static_cast<std::size_t>(me)]); };
    int best = 0;
    double best_v = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < m.option_count(); ++i) {
      const Option& o = option(m, i);
      double v = -1e9;
      switch (o.verb) {
        case Verb::Take: {
          // Dice showing the same face score the same: the memo scores each face once.
          t[static_cast<std::size_t>(me)].push_back(spot_face(m, o.a));
          v = mine();
          t[static_cast<std::size_t>(me)].pop_back();
          break;
        }
        case Verb::Keep: {
          // What the die adds: the trove's points with it, less without it.
          auto& trove = t[static_cast<std::size_t>(me)];
          const miner::Die& die = m.state().dice[static_cast<std::size_t>(o.a)];
          const auto at = std::find_if(trove.begin(), trove.end(),
                                       [&](const miner::TroveFace& f) { return f.hero < 0 && f.kind == die.kind && f.face == die.face; });
          const double with = mine();
          const miner::TroveFace gone = *at;
          const auto where = trove.erase(at);
          v = with - mine();
          trove.insert(where, gone);
          break;
        }
        case Verb::Done: v = d.kind == Kind::Keep ? 0.5 : 1e6; break;  // never spends magic
        case Verb::Hero: v = -o.a; break;
        default: v = -1e8; break;  // shares and rerolls: never by choice
      }
      if (v > best_v) {
        best_v = v;
        best = i;
      }
    }
    return best;
  }

 private:
  ScoreMemo memo_;
};

}  // namespace

std::unique_ptr<Agent> make_miner_greedy(const AgentSpec& spec, std::uint64_t, std::string_view) {
  check_params(spec, "");
  return std::make_unique<MinerGreedy>();
}

}  // namespace dm::agents
