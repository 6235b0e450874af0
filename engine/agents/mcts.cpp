// The mcts agent: Monte Carlo tree search over what its player may know (docs/agents.md,
// "How mcts searches"), for any game. Each iteration plays in a fresh determinization,
// m.observation(me, sample seed), so the bag's draws and future rolls are guesses, never the
// true generator's. One tree serves every determinization: a child is keyed by who decides,
// the kind of decision and the option's code (information-set MCTS), and a child's selection
// counts only the iterations in which it was legal. Past the tree a cheap agent plays on for
// a few turns, and the game's position evaluation scores what it reached. What the search
// asks of a game (evaluation, the options worth searching, its players) is in search_hooks.hpp.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "dm/rng.hpp"
#include "dm/thread_counters.hpp"
#include "engine/agents/agent_makers.hpp"

namespace dm::agents {

namespace {

// A child as its parent keeps it: the key it is found by, beside the child's id, so a binary
// search over a decision's children reads one array and no node.
struct Edge {
  PlayerId player = kNone;   // who chose the option
  int kind = 0;              // the kind of decision (Match::decision_code)
  std::uint64_t option = 0;  // the option (Match::option_code)
  int child = 0;             // the node it leads to
};

struct Node {
  PlayerId player = kNone;  // who chose the option leading here
  int visits = 0;
  int avail = 0;      // iterations in which this option was legal at its parent
  double reward = 0;  // summed over visits, for the side of `player`
  // By (player, kind, option), so a decision's children are side by side and each option
  // finds its own by a binary search; node ids grow as nodes are made, so the id tells which
  // child came first.
  std::vector<Edge> children;
};

struct Settings {
  int iters = 400;
  int ms = 0;          // a time budget instead (0: none); with both, the first reached ends it
  int turns = -1;      // rollouts stop after this many turns beyond the current one (-1: the game's)
  double explore = 0.7;
  bool settle = true;  // an iteration budget ends once the iterations left can't change the choice
  std::string rollout;  // "" : the game's
  // The player the search stands on: it answers the decisions not searched ("": the game's).
  std::string base;
  std::string search;   // decision kinds searched, joined by '+' ("": the game's)
};

class MctsAgent : public Agent {
 public:
  MctsAgent(const Settings& set, std::uint64_t seed, const GamePlayers& players, unsigned search, std::string_view game)
      : set_(set), hooks_(players.search), search_(search), rng_(seed),
        rollout_(make_for(players, AgentSpec::parse(set.rollout), derive_seed(seed, 1), game)),
        base_(make_for(players, AgentSpec::parse(set.base), derive_seed(seed, 2), game)) {}
  std::string name() const override { return "mcts"; }

  int choose(const Match& g) override {
    if (g.option_count() <= 1) return 0;
    if (asks_fixed(g)) {
      const int fixed = hooks_.fixed_choice(g);
      if (fixed >= 0) return fixed;
    }
    const int kind = g.decision_code();
    if (kind < 32 && !(search_ & (1u << kind))) return base_->choose(g);
    me_ = g.decider();
    hooks_.candidates(g, cand_);
    const std::uint64_t here = drop_cycles(g);
    const int pick = cand_.size() == 1 ? cand_[0] : search(g);
    chosen_.push_back({here, g.option_code(pick)});
    return pick;
  }

 private:
  int search(const Match& g) {
    root_cand_ = cand_;
    root_code_.clear();
    for (int i : root_cand_) root_code_.push_back(g.option_code(i));
    root_child_.assign(root_cand_.size(), -1);
    horizon_ = g.turn() + set_.turns;
    nodes_.assign(1, Node{});
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < set_.iters; ++i) {
      if (set_.ms > 0 && i > 0 &&
          std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(set_.ms))
        break;
      // With an iteration budget alone, the iterations left can't change a choice that leads
      // by more than them: the search ends as it would have ended after all of them.
      if (set_.settle && set_.ms == 0 && settled(set_.iters - i)) break;
      iterate(g);
    }
    thread_counters().searched += applied_;
    applied_ = 0;
    return best_root_option();
  }

  // Whether the most visited root option has more visits than any other could reach in `left`
  // more iterations (an option not tried yet has none), so best_root_option's choice is fixed.
  bool settled(int left) const {
    int first = 0, second = 0;
    for (const Edge& e : nodes_[0].children) {
      const int v = nodes_[static_cast<std::size_t>(e.child)].visits;
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) {
        second = v;
      }
    }
    return first - second > left;
  }

  // Options that only lead back, which could repeat forever, are not candidates: one that can
  // only end in giving up (a payment the player can only cancel), one that returns to a
  // position this player already decided in this turn, and one already chosen in this very
  // position (the others answered and it came round again). Positions are compared by the
  // hash of an observation with a fixed sample, so the true generator is never read. Returns
  // the position's hash.
  std::uint64_t drop_cycles(const Match& g) {
    g.observation_into(me_, 0, base_obs_);
    const Match& base = *base_obs_;
    const std::uint64_t here = base.hash();
    if (g.turn() != seen_turn_) {
      seen_.clear();
      chosen_.clear();
      seen_turn_ = g.turn();
    }
    seen_.push_back(here);
    std::vector<int> kept;
    for (int i : cand_) {
      const std::uint64_t code = g.option_code(i);
      bool again = false;
      for (const auto& [h, c] : chosen_) again = again || (h == here && c == code);
      if (again) continue;
      base.clone_into(next_);
      Match* next = next_.get();
      next->apply(i);
      bool gave_up = false;
      for (int steps = 0; !next->over() && next->option_count() == 1 && steps < 64; ++steps) {
        gave_up = gave_up || (hooks_.gives_up && hooks_.gives_up(*next, 0));
        next->apply(0);
      }
      if (!gave_up && std::find(seen_.begin(), seen_.end(), next->hash()) == seen_.end()) kept.push_back(i);
    }
    if (!kept.empty()) cand_ = kept;
    return here;
  }

  // One iteration: a determinization, selection and expansion through the tree, a rollout,
  // and the result backed up along the path.
  void iterate(const Match& root) {
    root.observation_into(me_, rng_.next(), sim_);
    Match* sim = sim_.get();
    path_.assign(1, 0);
    int node = 0;
    bool expanded = false;
    // Forced answers are bounded too: a position whose rules loop without end must not hold
    // the search.
    for (int forced = 0; !sim->over() && sim->turn() <= horizon_ && forced < 5000; ++forced) {
      if (path_.size() == 1) cand_ = root_cand_;  // the root: its candidates without cycles
      else hooks_.candidates(*sim, cand_);
      if (cand_.size() == 1) {  // forced: no node, nothing to learn
        sim->apply(cand_[0]);
        ++applied_;
        continue;
      }
      if (expanded) break;
      const int pick = descend(*sim, node, expanded);
      sim->apply(pick);
      ++applied_;
      node = path_.back();
    }
    rollout(*sim);
    backup(hooks_.evaluate(*sim), *sim);
  }

  // Picks the option to play at `node` in `sim`: an untried one (the rollout policy's choice
  // first) if any, which becomes a new child, else the best by UCB among the legal ones.
  int descend(const Match& sim, int node, bool& expanded) {
    const PlayerId who = sim.decider();
    const int kind = sim.decision_code();
    const bool root = node == 0;
    // legal_[k]: the child of cand_[k] (-1: untried). The root's options are the same in every
    // determinization (they are its decider's, who sees them all), so its children are kept
    // by candidate from one iteration to the next instead of being searched for.
    std::vector<int>& legal = root ? root_child_ : legal_;
    if (!root) legal.assign(cand_.size(), -1);
    const std::vector<Edge>& kids = nodes_[static_cast<std::size_t>(node)].children;
    const auto decision_less = [](const Edge& e, std::pair<PlayerId, int> k) {
      return std::pair<PlayerId, int>{e.player, e.kind} < k;
    };
    const auto option_less = [](const Edge& e, std::uint64_t code) { return e.option < code; };
    // This decision's children (one child a code: a child is made only for an option no child
    // had), found among the node's children by who decides and the kind of decision.
    const auto lo = std::lower_bound(kids.begin(), kids.end(), std::pair<PlayerId, int>{who, kind}, decision_less);
    const auto hi = std::lower_bound(lo, kids.end(), std::pair<PlayerId, int>{who, kind + 1}, decision_less);
    int untried = 0;
    for (std::size_t k = 0; k < cand_.size(); ++k) {
      if (!root) {
        const std::uint64_t code = sim.option_code(cand_[k]);
        const auto it = std::lower_bound(lo, hi, code, option_less);
        if (it != hi && it->option == code) legal[k] = it->child;
      }
      if (legal[k] < 0) ++untried;
      else ++nodes_[static_cast<std::size_t>(legal[k])].avail;
    }
    if (untried > 0) {
      const int choice = rollout_->choose(sim);
      auto at = std::find(cand_.begin(), cand_.end(), choice);
      if (at == cand_.end() || legal[static_cast<std::size_t>(at - cand_.begin())] >= 0) {
        int left = static_cast<int>(rng_.below(static_cast<std::uint64_t>(untried)));
        for (at = cand_.begin(); at != cand_.end(); ++at)
          if (legal[static_cast<std::size_t>(at - cand_.begin())] < 0 && left-- == 0) break;
      }
      const std::size_t k = static_cast<std::size_t>(at - cand_.begin());
      const int pick = cand_[k];
      Node child;
      child.player = who;
      child.avail = 1;
      const std::uint64_t code = root ? root_code_[k] : sim.option_code(pick);
      const auto where = std::lower_bound(lo, hi, code, option_less) - kids.begin();
      const int id = static_cast<int>(nodes_.size());
      legal[k] = id;
      // One child a code: at the root, every candidate with this code is the same move.
      if (root)
        for (std::size_t j = 0; j < cand_.size(); ++j)
          if (root_code_[j] == code) legal[j] = id;
      auto& siblings = nodes_[static_cast<std::size_t>(node)].children;
      siblings.insert(siblings.begin() + where, Edge{who, kind, code, id});
      nodes_.push_back(std::move(child));  // may move the nodes, and `kids` with them
      path_.push_back(id);
      expanded = true;
      return pick;
    }
    std::size_t best = 0;
    double best_score = -std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < cand_.size(); ++k) {
      const Node& ch = nodes_[static_cast<std::size_t>(legal[k])];
      const double score = ch.reward / ch.visits + set_.explore * std::sqrt(log_of(ch.avail) / ch.visits);
      if (score > best_score) {
        best_score = score;
        best = k;
      }
    }
    path_.push_back(legal[best]);
    return cand_[best];
  }

  // log(n), worked out once per n: selection asks it of every child it weighs.
  double log_of(int n) {
    while (static_cast<int>(logs_.size()) <= n) logs_.push_back(std::log(static_cast<double>(logs_.size())));
    return logs_[static_cast<std::size_t>(n)];
  }

  // Whether the game may answer this decision itself (hooks' fixed_choice): a rollout asks at
  // every decision, and most kinds never are.
  bool asks_fixed(const Match& m) const {
    if (!hooks_.fixed_choice) return false;
    const int kind = m.decision_code();
    return kind < 0 || kind >= 32 || (hooks_.fixed_kinds >> kind & 1u);
  }

  // The rollout policy plays on until the horizon turn ends or the game does.
  void rollout(Match& sim) {
    for (int steps = 0; !sim.over() && sim.turn() <= horizon_ && steps < 5000; ++steps) {
      int pick = 0;
      if (sim.option_count() > 1) {
        const int fixed = asks_fixed(sim) ? hooks_.fixed_choice(sim) : -1;
        pick = fixed >= 0 ? fixed : rollout_->choose(sim);
      }
      if (sim.apply(pick)) sim.apply(0);  // a policy's illegal pick: the first option instead
      ++applied_;
    }
  }

  void backup(const std::vector<double>& value, const Match& sim) {
    ++nodes_[0].visits;
    for (std::size_t i = 1; i < path_.size(); ++i) {
      Node& n = nodes_[static_cast<std::size_t>(path_[i])];
      ++n.visits;
      n.reward += value[static_cast<std::size_t>(sim.side_of(n.player))];
    }
  }

  // The most visited root option (the robust choice); ties go to the better mean, then to the
  // child made first.
  int best_root_option() {
    by_age_.clear();
    for (std::size_t k = 0; k < root_child_.size(); ++k)
      if (root_child_[k] >= 0) by_age_.emplace_back(root_child_[k], k);
    std::sort(by_age_.begin(), by_age_.end());
    int best = -1, best_visits = -1;
    double best_mean = -1;
    for (const auto& [c, k] : by_age_) {
      const Node& ch = nodes_[static_cast<std::size_t>(c)];
      const double mean = ch.visits ? ch.reward / ch.visits : 0;
      if (ch.visits < best_visits || (ch.visits == best_visits && mean <= best_mean)) continue;
      best = root_cand_[k];
      best_visits = ch.visits;
      best_mean = mean;
    }
    return best >= 0 ? best : 0;
  }

  Settings set_;
  const SearchHooks& hooks_;
  unsigned search_;  // decision codes searched (bits)
  Rng rng_;
  std::unique_ptr<Agent> rollout_;
  std::unique_ptr<Agent> base_;  // answers what is not searched
  PlayerId me_ = kNone;
  int horizon_ = 0;
  std::uint64_t applied_ = 0;  // decisions applied in this search's games (thread_counters().searched)
  std::vector<Node> nodes_;
  std::vector<int> path_;
  std::vector<int> legal_;  // descend: the child of each candidate (-1: untried)
  // The root's children with their candidates, in the order they were made (best_root_option).
  std::vector<std::pair<int, std::size_t>> by_age_;
  std::vector<int> cand_;
  std::vector<int> root_cand_;
  std::vector<std::uint64_t> root_code_;  // the code of each root candidate
  std::vector<int> root_child_;           // the root's child for each root candidate (-1: none yet)
  std::vector<double> logs_;  // logs_[n] = log(n) (log_of)
  std::vector<std::uint64_t> seen_;  // positions decided in this turn (drop_cycles)
  int seen_turn_ = -1;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> chosen_;  // this turn: position, option chosen
  // Scratch games, overwritten at each use (Match::clone_into): a search's iterations then
  // neither allocate a game nor change the shared content's reference counts.
  std::unique_ptr<Match> sim_, base_obs_, next_;
};

// Decision kinds by their names, joined by '+' (search=main+attackers+blockers), as bits.
unsigned parse_search(const std::string& text, const SearchHooks& hooks) {
  unsigned bits = 0;
  std::string names;
  for (const auto& [name, code] : hooks.decisions) names += (names.empty() ? "" : ", ") + name;
  std::size_t at = 0;
  while (at <= text.size()) {
    std::size_t plus = text.find('+', at);
    if (plus == std::string::npos) plus = text.size();
    const std::string kind = text.substr(at, plus - at);
    bool found = false;
    for (const auto& [name, code] : hooks.decisions)
      if (name == kind && code < 32) {
        bits |= 1u << code;
        found = true;
      }
    if (!found)
      throw std::invalid_argument("agent mcts: search takes decision kinds joined by '+' (" + names + "), not '" + kind + "'");
    at = plus + 1;
  }
  return bits;
}

}  // namespace

std::unique_ptr<Agent> make_mcts(const AgentSpec& spec, std::uint64_t seed, std::string_view game, const GamePlayers& players) {
  check_params(spec, "iters,ms,turns,explore,rollout,base,search,settle");
  const SearchHooks& hooks = players.search;
  Settings set;
  set.ms = static_cast<int>(param_int(spec, "ms", 0, 1, 600000));
  // A time budget alone is not cut short by the default iteration count.
  set.iters = static_cast<int>(param_int(spec, "iters", set.ms > 0 ? 100000000 : set.iters, 1, 100000000));
  set.turns = static_cast<int>(param_int(spec, "turns", hooks.turns, 0, 50));
  set.explore = static_cast<double>(param_int(spec, "explore", 70, 0, 1000)) / 100.0;
  set.settle = param_int(spec, "settle", 1, 0, 1) == 1;
  set.rollout = hooks.rollout;
  set.base = hooks.base;
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
  unsigned search = hooks.search;
  if (auto it = spec.params.find("search"); it != spec.params.end()) {
    if (hooks.decisions.empty()) throw std::invalid_argument("agent mcts: " + std::string(game) + " searches every decision (no search=)");
    search = parse_search(it->second, hooks);
  }
  try {
    make_for(players, AgentSpec::parse(set.base), 0, game);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument("agent mcts: base '" + set.base + "': " + e.what());
  }
  try {
    make_for(players, AgentSpec::parse(set.rollout), 0, game);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument("agent mcts: rollout '" + set.rollout + "': " + e.what());
  }
  return std::make_unique<MctsAgent>(set, seed, players, search, game);
}

}  // namespace dm::agents
