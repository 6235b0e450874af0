// Dice Masters' hooks for the tree search (docs/agents.md, "How mcts searches"): a position
// in life points, the options that only undo left out, drafts answered by the greedy drafter,
// and combat searched by default.
#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/masters/players/players.hpp"
#include "engine/masters/module.hpp"
#include <stdexcept>
#include <typeinfo>
#include "engine/agents/search_hooks.hpp"

namespace dm::agents {

namespace {

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
std::vector<double> evaluate(const Match& m) {
  const Game& g = dice_masters(m);
  const GameState& s = g.state();
  const int sides = s.side_count();
  std::vector<double> out(static_cast<std::size_t>(sides), 0.5);
  if (g.over()) {
    if (s.winner != kNone)
      for (SideId x = 0; x < sides; ++x) out[static_cast<std::size_t>(x)] = x == s.winner ? 1.0 : 0.0;
    return out;
  }
  thread_local std::vector<double> st;  // kept from call to call: one is made per iteration
  st.resize(static_cast<std::size_t>(sides));
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
void candidates(const Match& m, std::vector<int>& out) {
  const Decision& d = dice_masters(m).pending();
  out.clear();
  for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
    const Verb v = d.options[static_cast<std::size_t>(i)].verb;
    if (v != Verb::Unattack && v != Verb::Unblock && v != Verb::Cancel) out.push_back(i);
  }
  if (out.empty())
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) out.push_back(i);
}

bool gives_up(const Match& m, int option) {
  return dice_masters(m).pending().options[static_cast<std::size_t>(option)].verb == Verb::Cancel;
}

int fixed_choice(const Match& m) {
  const Game& g = dice_masters(m);
  return g.pending().kind == DecisionKind::Draft ? greedy_draft_choice(g) : -1;
}

}  // namespace

const SearchHooks& dice_masters_search() {
  static const SearchHooks h = [] {
    SearchHooks x;
    x.evaluate = evaluate;
    x.candidates = candidates;
    x.gives_up = gives_up;
    x.fixed_choice = fixed_choice;
    x.fixed_kinds = 1u << static_cast<int>(DecisionKind::Draft);
    // A rule-based player knows rerolls and payments better than a short search with cheap
    // rollouts finds them; combat is where looking ahead pays: searching the Main Step with
    // greedy rollouts measured worse than the rule-based buys (docs/agents.md).
    x.base = "heuristic";
    x.rollout = "greedy";
    x.search = (1u << static_cast<int>(DecisionKind::DeclareAttackers)) | (1u << static_cast<int>(DecisionKind::DeclareBlockers));
    x.turns = 6;
    for (int k = 1; k <= static_cast<int>(DecisionKind::Draft); ++k)
      x.decisions.emplace_back(std::string(to_string(static_cast<DecisionKind>(k))), k);
    return x;
  }();
  return h;
}

}  // namespace dm::agents

namespace dm::agents {

const Game& dice_masters(const Match& m) {
  // Game is final: comparing the type is exact, and cheaper than a cast's search of the
  // class tree, asked at every decision an agent answers.
  if (typeid(m) == typeid(Game)) return static_cast<const Game&>(m);
  const auto* g = dynamic_cast<const Game*>(&m);
  if (!g) throw std::invalid_argument("this agent plays Dice Masters, and was given a game of " + m.game_name());
  return *g;
}

}  // namespace dm::agents

namespace dm::masters {

const agents::GamePlayers& players() {
  static const agents::GamePlayers p{
      {{"greedy", "simple habits: fields and buys what it can, attacks when ahead, never rerolls", agents::make_greedy},
       {"heuristic",
        "a competent rule-based player: rerolls toward a field-and-buy plan, combat arithmetic, a short look ahead for "
        "actions and globals (look=0: rules only)",
        agents::make_heuristic}},
      agents::dice_masters_search()};
  return p;
}

}  // namespace dm::masters
