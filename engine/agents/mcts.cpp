// The mcts agent: Monte Carlo tree search over what its player may know (docs/agents.md,
// "How mcts searches"). Each iteration plays in a fresh determinization, g.observed_by(me,
// sample seed), so the bag's draws and future rolls are guesses, never the true generator's.
// One tree serves every determinization: a child is keyed by who decides, the kind of
// decision and the option (information-set MCTS), and a child's selection counts only the
// iterations in which it was legal. Past the tree a cheap agent plays on for a few turns,
// and a position evaluation scores what it reached.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "dm/rng.hpp"
#include "engine/agents/registry.hpp"

namespace dm::agents {

namespace {

struct Node {
  PlayerId player = kNone;  // who chose the option leading here
  DecisionKind kind = DecisionKind::None;
  Option option;
  int visits = 0;
  int avail = 0;      // iterations in which this option was legal at its parent
  double reward = 0;  // summed over visits, for the side of `player`
  std::vector<int> children;
};

struct Settings {
  int iters = 400;
  int ms = 0;         // a time budget instead (0: none); with both, the first reached ends it
  int turns = 6;      // rollouts stop after this many turns beyond the current one
  double explore = 0.7;
  std::string rollout = "greedy";
  // The player the search stands on: it answers the decisions not searched, and is the first
  // option tried at the root. A rule-based player knows rerolls and payments better than a
  // short search with cheap rollouts finds them.
  std::string base = "heuristic";
  // Decision kinds searched (bits of DecisionKind); the others go to `base`.
  // Combat is where looking ahead pays: searching the Main Step with greedy rollouts measured
  // worse than the rule-based buys (docs/agents.md).
  unsigned search = (1u << static_cast<int>(DecisionKind::DeclareAttackers)) | (1u << static_cast<int>(DecisionKind::DeclareBlockers));
};

// A side's standing, in life points: its life, what its fielded characters threaten and
// hold off, and the dice it has bought (each worth more the more it cost).
double standing(const Game& g, SideId side) {
  const GameState& s = g.state();
  double v = s.sides[static_cast<std::size_t>(side)].life;
  for (const Die& d : s.dice) {
    if (d.owner == kNone || d.zone == Zone::Supply || d.zone == Zone::Captured || d.zone == Zone::OutOfPlay) continue;
    if (s.side(d.controller) == side && in_field(d.zone) && s.face(d.id).is_character())
      v += 0.35 * (g.attack(d.id) + 0.5 * g.defense(d.id)) + 0.5;
    if (s.side(d.owner) == side) {
      const CardDef& def = s.def_of(d.id);
      if (def.kind != CardKind::Sidekick) v += 0.4 + 0.15 * def.cost;
    }
  }
  return v;
}

// Each side's value in [0, 1]: 1 or 0 when the game is won or lost, 1/2 for a draw, else a
// logistic of its standing against the best opposing side.
std::vector<double> evaluate(const Game& g) {
  const GameState& s = g.state();
  const int sides = s.side_count();
  std::vector<double> out(static_cast<std::size_t>(sides), 0.5);
  if (g.over()) {
    if (s.winner != kNone)
      for (SideId x = 0; x < sides; ++x) out[static_cast<std::size_t>(x)] = x == s.winner ? 1.0 : 0.0;
    return out;
  }
  std::vector<double> st(static_cast<std::size_t>(sides));
  for (SideId x = 0; x < sides; ++x) st[static_cast<std::size_t>(x)] = standing(g, x);
  for (SideId x = 0; x < sides; ++x) {
    double best_other = -std::numeric_limits<double>::infinity();
    for (SideId y = 0; y < sides; ++y)
      if (y != x) best_other = std::max(best_other, st[static_cast<std::size_t>(y)]);
    out[static_cast<std::size_t>(x)] = 1.0 / (1.0 + std::exp(-(st[static_cast<std::size_t>(x)] - best_other) / 3.0));
  }
  return out;
}

// The options worth searching: taking back an attacker or a blocker, or not paying, only
// undoes an earlier choice, and a search that may undo can go round in circles forever.
void candidates(const Decision& d, std::vector<int>& out) {
  out.clear();
  for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
    const Verb v = d.options[static_cast<std::size_t>(i)].verb;
    if (v != Verb::Unattack && v != Verb::Unblock && v != Verb::Cancel) out.push_back(i);
  }
  if (out.empty())
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) out.push_back(i);
}

class MctsAgent : public Agent {
 public:
  MctsAgent(const Settings& set, std::uint64_t seed)
      : set_(set), rng_(seed), rollout_(make_agent(set.rollout, derive_seed(seed, 1))),
        base_(make_agent(set.base, derive_seed(seed, 2))) {}
  std::string name() const override { return "mcts"; }

  int choose(const Game& g) override {
    const Decision& d = g.pending();
    if (d.options.size() <= 1) return 0;
    if (d.kind == DecisionKind::Draft) return greedy_draft_choice(g);
    if (!(set_.search & (1u << static_cast<int>(d.kind)))) return base_->choose(g);
    me_ = d.player;
    candidates(d, cand_);
    const std::uint64_t here = drop_cycles(g);
    const int pick = cand_.size() == 1 ? cand_[0] : search(g);
    chosen_.push_back({here, d.options[static_cast<std::size_t>(pick)]});
    return pick;
  }

 private:
  int search(const Game& g) {
    root_cand_ = cand_;
    horizon_ = g.state().turn + set_.turns;
    nodes_.assign(1, Node{});
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < set_.iters; ++i) {
      if (set_.ms > 0 && i > 0 &&
          std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(set_.ms))
        break;
      iterate(g);
    }
    return best_root_option(g);
  }

  // Options that only lead back, which could repeat forever, are not candidates: one whose
  // payment can only be cancelled (a global the player cannot pay for), one that returns to a
  // position this player already decided in this turn, and one already chosen in this very
  // position (the others answered and it came round again). Positions are compared by the
  // hash of an observation with a fixed sample, so the true generator is never read. Returns
  // the position's hash.
  std::uint64_t drop_cycles(const Game& g) {
    const Game base = g.observed_by(me_, 0);
    const std::uint64_t here = base.hash();
    if (g.state().turn != seen_turn_) {
      seen_.clear();
      chosen_.clear();
      seen_turn_ = g.state().turn;
    }
    seen_.push_back(here);
    std::vector<int> kept;
    for (int i : cand_) {
      const Option& o = g.pending().options[static_cast<std::size_t>(i)];
      bool again = false;
      for (const auto& [h, c] : chosen_) again = again || (h == here && c == o);
      if (again) continue;
      Game next = base;
      next.apply(i);
      bool cancelled = false;
      for (int steps = 0; !next.over() && next.pending().options.size() == 1 && steps < 64; ++steps) {
        cancelled = cancelled || next.pending().options[0].verb == Verb::Cancel;
        next.apply(0);
      }
      if (!cancelled && std::find(seen_.begin(), seen_.end(), next.hash()) == seen_.end()) kept.push_back(i);
    }
    if (!kept.empty()) cand_ = kept;
    return here;
  }

  // One iteration: a determinization, selection and expansion through the tree, a rollout,
  // and the result backed up along the path.
  void iterate(const Game& root) {
    Game sim = root.observed_by(me_, rng_.next());
    path_.assign(1, 0);
    int node = 0;
    bool expanded = false;
    while (!sim.over() && sim.state().turn <= horizon_) {
      if (path_.size() == 1) cand_ = root_cand_;  // the root: its candidates without cycles
      else candidates(sim.pending(), cand_);
      if (cand_.size() == 1) {  // forced: no node, nothing to learn
        sim.apply(cand_[0]);
        continue;
      }
      if (expanded) break;
      const int pick = descend(sim, node, expanded);
      sim.apply(pick);
      node = path_.back();
    }
    rollout(sim);
    backup(evaluate(sim), sim.state());
  }

  // Picks the option to play at `node` in `sim`: an untried one (the rollout policy's choice
  // first) if any, which becomes a new child, else the best by UCB among the legal ones.
  int descend(const Game& sim, int node, bool& expanded) {
    const Decision& d = sim.pending();
    const int n = static_cast<int>(d.options.size());
    legal_.assign(static_cast<std::size_t>(n), -1);  // option -> child (-1: untried or not searched)
    int untried = 0;
    for (int i : cand_) {
      for (int c : nodes_[static_cast<std::size_t>(node)].children) {
        const Node& ch = nodes_[static_cast<std::size_t>(c)];
        if (ch.player == d.player && ch.kind == d.kind && ch.option == d.options[static_cast<std::size_t>(i)]) {
          legal_[static_cast<std::size_t>(i)] = c;
          break;
        }
      }
      if (legal_[static_cast<std::size_t>(i)] < 0) ++untried;
      else ++nodes_[static_cast<std::size_t>(legal_[static_cast<std::size_t>(i)])].avail;
    }
    if (untried > 0) {
      int pick = rollout_->choose(sim);
      const bool fresh = pick >= 0 && pick < n && legal_[static_cast<std::size_t>(pick)] < 0 &&
                         std::find(cand_.begin(), cand_.end(), pick) != cand_.end();
      if (!fresh) {
        int k = static_cast<int>(rng_.below(static_cast<std::uint64_t>(untried)));
        for (int i : cand_)
          if (legal_[static_cast<std::size_t>(i)] < 0 && k-- == 0) {
            pick = i;
            break;
          }
      }
      Node child;
      child.player = d.player;
      child.kind = d.kind;
      child.option = d.options[static_cast<std::size_t>(pick)];
      child.avail = 1;
      nodes_.push_back(child);
      const int id = static_cast<int>(nodes_.size()) - 1;
      nodes_[static_cast<std::size_t>(node)].children.push_back(id);
      path_.push_back(id);
      expanded = true;
      return pick;
    }
    int best = cand_[0];
    double best_score = -std::numeric_limits<double>::infinity();
    for (int i : cand_) {
      const Node& ch = nodes_[static_cast<std::size_t>(legal_[static_cast<std::size_t>(i)])];
      const double score = ch.reward / ch.visits +
                           set_.explore * std::sqrt(std::log(static_cast<double>(ch.avail)) / ch.visits);
      if (score > best_score) {
        best_score = score;
        best = i;
      }
    }
    path_.push_back(legal_[static_cast<std::size_t>(best)]);
    return best;
  }

  // The rollout policy plays on until the horizon turn ends or the game does.
  void rollout(Game& sim) {
    for (int steps = 0; !sim.over() && sim.state().turn <= horizon_ && steps < 5000; ++steps) {
      const Decision& d = sim.pending();
      int pick = 0;
      if (d.options.size() > 1) pick = d.kind == DecisionKind::Draft ? greedy_draft_choice(sim) : rollout_->choose(sim);
      if (sim.apply(pick)) sim.apply(0);  // a policy's illegal pick: the first option instead
    }
  }

  void backup(const std::vector<double>& value, const GameState& s) {
    ++nodes_[0].visits;
    for (std::size_t i = 1; i < path_.size(); ++i) {
      Node& n = nodes_[static_cast<std::size_t>(path_[i])];
      ++n.visits;
      n.reward += value[static_cast<std::size_t>(s.side(n.player))];
    }
  }

  // The most visited root option (the robust choice); ties go to the better mean.
  int best_root_option(const Game& g) const {
    const Decision& d = g.pending();
    int best = -1, best_visits = -1;
    double best_mean = -1;
    for (int c : nodes_[0].children) {
      const Node& ch = nodes_[static_cast<std::size_t>(c)];
      const double mean = ch.visits ? ch.reward / ch.visits : 0;
      if (ch.visits < best_visits || (ch.visits == best_visits && mean <= best_mean)) continue;
      for (int i = 0; i < static_cast<int>(d.options.size()); ++i)
        if (d.options[static_cast<std::size_t>(i)] == ch.option) {
          best = i;
          best_visits = ch.visits;
          best_mean = mean;
        }
    }
    return best >= 0 ? best : 0;
  }

  Settings set_;
  Rng rng_;
  std::unique_ptr<Agent> rollout_;
  std::unique_ptr<Agent> base_;  // answers what is not searched
  PlayerId me_ = kNone;
  int horizon_ = 0;
  std::vector<Node> nodes_;
  std::vector<int> path_;
  std::vector<int> legal_;
  std::vector<int> cand_;
  std::vector<int> root_cand_;
  std::vector<std::uint64_t> seen_;  // positions decided in this turn (drop_cycles)
  int seen_turn_ = -1;
  std::vector<std::pair<std::uint64_t, Option>> chosen_;  // this turn: position, option chosen
};

}  // namespace

std::unique_ptr<Agent> make_mcts(const AgentSpec& spec, std::uint64_t seed) {
  check_params(spec, "iters,ms,turns,explore,rollout,base,search");
  Settings set;
  set.ms = static_cast<int>(param_int(spec, "ms", 0, 1, 600000));
  // A time budget alone is not cut short by the default iteration count.
  set.iters = static_cast<int>(param_int(spec, "iters", set.ms > 0 ? 100000000 : set.iters, 1, 100000000));
  set.turns = static_cast<int>(param_int(spec, "turns", set.turns, 0, 50));
  set.explore = static_cast<double>(param_int(spec, "explore", 70, 0, 1000)) / 100.0;
  if (auto it = spec.params.find("rollout"); it != spec.params.end()) {
    if (it->second == "mcts" || it->second.rfind("mcts:", 0) == 0)
      throw std::invalid_argument("agent mcts: rollout cannot be mcts itself");
    set.rollout = it->second;
  }
  if (auto it = spec.params.find("base"); it != spec.params.end()) {
    if (it->second == "mcts" || it->second.rfind("mcts:", 0) == 0)
      throw std::invalid_argument("agent mcts: base cannot be mcts itself");
    set.base = it->second;
  }
  if (auto it = spec.params.find("search"); it != spec.params.end()) {
    // Decision kinds by their names, joined by '+': search=main+attackers+blockers.
    set.search = 0;
    std::size_t at = 0;
    while (at <= it->second.size()) {
      std::size_t plus = it->second.find('+', at);
      if (plus == std::string::npos) plus = it->second.size();
      const std::string kind = it->second.substr(at, plus - at);
      bool found = false;
      for (int k = 1; k <= static_cast<int>(DecisionKind::Draft); ++k)
        if (to_string(static_cast<DecisionKind>(k)) == kind) {
          set.search |= 1u << k;
          found = true;
        }
      if (!found)
        throw std::invalid_argument("agent mcts: search takes decision kinds joined by '+' (main, attackers, blockers, "
                                    "global_window, reroll, pay, assign_damage, target, yes_no, order_triggers), not '" + kind + "'");
      at = plus + 1;
    }
  }
  try {
    make_agent(set.base, 0);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument("agent mcts: base '" + set.base + "': " + e.what());
  }
  try {
    make_agent(set.rollout, 0);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument("agent mcts: rollout '" + set.rollout + "': " + e.what());
  }
  return std::make_unique<MctsAgent>(set, seed);
}

}  // namespace dm::agents
