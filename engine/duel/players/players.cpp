// The hero duel's own player and its hooks for the tree search (docs/hero-duel.md, "Players").
// greedy: chases the most common number when it rolls, takes the ability worth most, plays
// every modifier and prevention it can in a response, and the useful cards of a main phase.
// The search judges a position by the difference in health, stands on the heuristic and rolls
// out with it, and searches the ability chosen and the responses.
#include <algorithm>
#include <cmath>

#include "dm/duel.hpp"
#include "engine/agents/agent_makers.hpp"
#include "engine/duel/module.hpp"
#include "engine/duel/players/duel_players.hpp"

namespace dm::agents {

const duel::DuelMatch& duel_of(const Match& m) {
  const auto* d = dynamic_cast<const duel::DuelMatch*>(&m);
  if (!d) throw std::invalid_argument("this agent plays the hero duel, and was given a game of " + m.game_name());
  return *d;
}

namespace {

// What an ability is worth to its user, roughly in damage.
int worth(const duel::Ability& a) {
  const duel::Effect& e = a.effect;
  int w = e.damage + e.isolated + e.collateral + a.then.damage + e.heal / 2 + e.cp + e.steal_cp + 2 * (e.inflict + e.gain);
  if (e.kind == damage::Kind::Ultimate || e.kind == damage::Kind::Pure || e.kind == damage::Kind::Undefendable) w += 2;
  return w;
}

int best_worth(const duel::DuelMatch& g, PlayerId p) {
  const auto dice = g.faces_of(p);
  int best = 0;
  for (const duel::Ability& a : g.hero(p).abilities)
    if (std::all_of(a.needs.begin(), a.needs.end(), [&](const duel::Need& n) { return duel::holds(n, dice); })) best = std::max(best, worth(a));
  return best;
}

int choose_duel(const duel::DuelMatch& g) {
  const duel::State& s = g.state();
  const PlayerId p = s.pending.player;
  const auto& opts = s.pending.options;
  auto find = [&](duel::Verb v, int a) {
    for (std::size_t i = 0; i < opts.size(); ++i)
      if (opts[i].verb == v && (a < 0 || opts[i].a == a)) return static_cast<int>(i);
    return -1;
  };
  const int done = find(duel::Verb::Done, -1);
  switch (s.pending.kind) {
    case duel::Kind::Roll: {
      if (best_worth(g, p) >= 7) return done;
      int by_value[7] = {};
      const auto dice = g.faces_of(p);
      for (const duel::Face& f : dice) ++by_value[f.value];
      int target = 6;
      for (int v = 6; v >= 1; --v)
        if (by_value[v] > by_value[target]) target = v;
      int mask = 0;
      for (std::size_t i = 0; i < dice.size(); ++i)
        if (dice[i].value != target) mask |= 1 << i;
      const int i = find(duel::Verb::Reroll, mask);
      return i >= 0 ? i : done;
    }
    case duel::Kind::Select: {
      int best = done, best_w = -1;
      auto health = [&](PlayerId t) { return t == kNone ? 0 : s.players[static_cast<std::size_t>(t)].health; };
      for (std::size_t i = 0; i < opts.size(); ++i)
        if (opts[i].verb == duel::Verb::Ability) {
          const int w = worth(g.hero(p).abilities[static_cast<std::size_t>(opts[i].a)]);
          // Of the targets it may be aimed at, the weakest: the nearest to falling.
          const bool weaker = w == best_w && opts[i].t != kNone && health(opts[i].t) < health(opts[static_cast<std::size_t>(best)].t);
          if (w > best_w || weaker) best = static_cast<int>(i), best_w = w;
        }
      return best;
    }
    case duel::Kind::Respond:
      // Every modifier, prevention and instant offered helps its player.
      for (std::size_t i = 0; i < opts.size(); ++i)
        if (opts[i].verb != duel::Verb::Done) return static_cast<int>(i);
      return done;
    case duel::Kind::Main: {
      const duel::Player& P = s.players[static_cast<std::size_t>(p)];
      for (std::size_t i = 0; i < opts.size(); ++i) {
        if (opts[i].verb != duel::Verb::Play) continue;
        const duel::Card& k = g.hero(p).cards[static_cast<std::size_t>(P.hand[static_cast<std::size_t>(opts[i].a)])];
        if (k.effect.heal > 0 && P.health >= g.content().rules.health) continue;  // healing wasted
        return static_cast<int>(i);
      }
      // Sell what can never be played from a hand over the limit.
      if (static_cast<int>(P.hand.size()) > g.content().rules.hand_limit) {
        const int sell = find(duel::Verb::Sell, -1);
        if (sell >= 0) return sell;
      }
      return done;
    }
    default: return 0;
  }
}

class DuelGreedy : public Agent {
 public:
  std::string name() const override { return "greedy"; }
  int choose(const Match& m) override { return choose_duel(duel_of(m)); }
};

std::vector<double> evaluate(const Match& m) {
  if (m.over()) return outcome_values(m);
  const duel::DuelMatch& g = duel_of(m);
  const auto& ps = g.state().players;
  if (ps.size() == 2) {
    const double d = static_cast<double>(ps[0].health - ps[1].health) + 0.5 * (ps[0].cp - ps[1].cp);
    const double v = 1.0 / (1.0 + std::exp(-d / 10.0));
    return {v, 1.0 - v};
  }
  // More heroes: each side's health and combat points against the other sides' on average.
  const int sides = g.side_count();
  std::vector<double> worth(static_cast<std::size_t>(sides), 0.0);
  for (std::size_t p = 0; p < ps.size(); ++p)
    worth[static_cast<std::size_t>(g.side_of(static_cast<PlayerId>(p)))] += ps[p].health + 0.5 * ps[p].cp;
  double all = 0;
  for (double w : worth) all += w;
  std::vector<double> out;
  for (double w : worth) {
    const double d = w - (all - w) / (sides - 1);
    out.push_back(1.0 / (1.0 + std::exp(-d / 10.0)));
  }
  return out;
}


}  // namespace

std::unique_ptr<Agent> make_duel_greedy(const AgentSpec& spec, std::uint64_t, std::string_view) {
  check_params(spec, "");
  return std::make_unique<DuelGreedy>();
}

const SearchHooks& hero_duel_search() {
  static const SearchHooks h = [] {
    SearchHooks x;
    x.evaluate = evaluate;
    x.candidates = every_option;
    // The heuristic under it and in the rollouts, eight turns deep, and only the choice of
    // ability and the responses searched (docs/hero-duel.md, "Players"): against the heuristic,
    // about even; standing on greedy with greedy rollouts two turns deep, 14%. Searching the
    // rerolls as well loses (a few hundred iterations over 32 masks are noise).
    x.base = "heuristic";
    x.rollout = "heuristic";
    x.turns = 8;
    using duel::Kind;
    x.search = 1u << static_cast<int>(Kind::Select) | 1u << static_cast<int>(Kind::Respond);
    x.decisions = {{"main", static_cast<int>(Kind::Main)},       {"roll", static_cast<int>(Kind::Roll)},
                   {"select", static_cast<int>(Kind::Select)},   {"respond", static_cast<int>(Kind::Respond)},
                   {"discard", static_cast<int>(Kind::Discard)}, {"choose", static_cast<int>(Kind::Choose)}};
    return x;
  }();
  return h;
}

}  // namespace dm::agents

namespace dm::duel {

const agents::GamePlayers& players() {
  static const agents::GamePlayers p{
      {{"greedy", "chases the most common number, takes the ability worth most, plays every modifier and prevention it can",
        agents::make_duel_greedy},
       {"heuristic",
        "rerolls for the best expected ability over the rolls left (exact odds), values damage after the defence, "
        "tokens by the upkeeps left and combat points by what they buy, and plays a card or token when it pays",
        agents::make_duel_heuristic}},
      agents::hero_duel_search()};
  return p;
}

}  // namespace dm::duel
