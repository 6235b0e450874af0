// Liar's Dice's own player (docs/liars-dice.md, "Players"). `greedy` reads only what its
// player sees (odds.hpp): its own cup, the others' dice counts and the bid. It calls liar when
// the standing bid holds with a chance below one half; otherwise it makes the bid most likely
// to hold, the cheapest of those (the lowest in the bidding order) when several are as likely.
// It draws no random number: its seed changes nothing, so it plays the same for any seed.
#include <memory>
#include <stdexcept>

#include "dm/agent.hpp"
#include "engine/agents/agent_makers.hpp"
#include "engine/liars/liars.hpp"
#include "engine/liars/odds.hpp"

namespace dm::liars {

namespace {

// Below this chance of holding, the standing bid is called.
constexpr double kCallBelow = 0.5;
// Chances this close are as likely: the cheaper bid is made.
constexpr double kSame = 1e-9;

const LiarsMatch& liars_match(const Match& m) {
  const auto* g = dynamic_cast<const LiarsMatch*>(&m);
  if (!g) throw std::invalid_argument("this agent plays Liar's Dice, and was given a game of " + m.game_name());
  return *g;
}

class Greedy final : public Agent {
 public:
  std::string name() const override { return "greedy"; }
  int choose(const Match& g) override {
    const LiarsMatch& m = liars_match(g);
    const int n = m.option_count();
    if (n <= 1) return 0;
    const Odds odds(m);
    const Bid& standing = odds.bid();
    if (!standing.empty() && odds.holds(standing.quantity, standing.face) < kCallBelow) return n - 1;
    // The bids are the options before liar, lowest first, rank by rank above the standing bid.
    const int bids = standing.empty() ? n : n - 1;
    const int lowest = standing.empty() ? 0 : m.bid_rank(standing.quantity, standing.face) + 1;
    int best = standing.empty() ? 0 : n - 1;
    double best_p = -1;
    for (int i = 0; i < bids; ++i) {
      const Bid b = m.rank_bid(lowest + i);
      const double p = odds.holds(b.quantity, b.face);
      // Only a likelier bid replaces a cheaper one; nothing is likelier than a sure bid.
      if (p > best_p + kSame) {
        best_p = p;
        best = i;
        if (p >= 1) break;
      }
    }
    return best;
  }
};

}  // namespace

std::unique_ptr<Agent> make_greedy(const AgentSpec& spec, std::uint64_t, std::string_view) {
  agents::check_params(spec, "");
  return std::make_unique<Greedy>();
}

}  // namespace dm::liars
