// The built-in agents: uniform random, and a greedy player of simple habits.
#include <algorithm>

#include "dm/agent.hpp"
#include "dm/rng.hpp"

namespace dm {

double card_value(const CardDef& card) {
  double strength = 0;
  if (card.kind == CardKind::Character) {
    int faces = 0, sum = 0;
    for (const Face& f : card.faces)
      if (f.is_character()) {
        ++faces;
        sum += f.attack + f.defense - f.fielding;
      }
    strength = faces ? static_cast<double>(sum) / faces : 0.0;
  } else if (card.kind == CardKind::Action) {
    strength = 2;
  }
  strength += 1.5 * static_cast<double>(card.abilities.size());
  return strength * 4.0 / (card.cost + 2);
}

namespace {

// The greedy drafter: the option whose card rates highest (a stack by its best card), the
// most dice it may take, and `done` only when nothing is worth keeping.
int greedy_draft(const Game& g) {
  const Decision& d = g.pending();
  const GameState& s = g.state();
  int best = -1, done = -1;
  double best_value = 0;
  for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
    const Option& o = d.options[static_cast<std::size_t>(i)];
    double v = -1;
    switch (o.verb) {
      case Verb::Pick:
      case Verb::Keep:
      case Verb::BasicAction: v = card_value(s.library->at(o.a)); break;
      case Verb::Stack:
        for (int c : s.draft.piles[static_cast<std::size_t>(o.a)].cards) v = std::max(v, card_value(s.library->at(c)));
        break;
      case Verb::Dice: v = o.a; break;
      case Verb::Done:
      case Verb::Pass: done = i; continue;
      default: break;
    }
    if (best < 0 || v > best_value) {
      best = i;
      best_value = v;
    }
  }
  if (best < 0 || (done >= 0 && best_value <= 0)) return done >= 0 ? done : 0;
  return best;
}

class RandomAgent : public Agent {
 public:
  explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "random"; }
  int choose(const Game& g) override { return static_cast<int>(rng_.below(g.pending().options.size())); }

 private:
  Rng rng_;
};

class GreedyAgent : public Agent {
 public:
  std::string name() const override { return "greedy"; }
  int choose(const Game& g) override {
    const Decision& d = g.pending();
    const auto& s = g.state();
    const auto& opts = d.options;
    auto find = [&](Verb v) {
      for (int i = 0; i < static_cast<int>(opts.size()); ++i)
        if (opts[static_cast<std::size_t>(i)].verb == v) return i;
      return -1;
    };
    switch (d.kind) {
      case DecisionKind::Reroll: return 0;  // the first option keeps every die
      case DecisionKind::MainAction: {
        int best = -1, best_score = -1;
        for (int i = 0; i < static_cast<int>(opts.size()); ++i) {
          const auto& o = opts[static_cast<std::size_t>(i)];
          int score = -1;
          switch (o.verb) {
            case Verb::Field: score = 1000 - s.face(o.a).fielding; break;
            case Verb::FieldAlt: score = s.life(d.player) > 5 ? 900 : -1; break;
            case Verb::Action: score = 500; break;
            case Verb::Buy: score = 100 + s.def(o.a).cost * 10 + (s.def(o.a).kind == CardKind::Character ? 5 : 0); break;
            default: break;
          }
          if (score > best_score) {
            best_score = score;
            best = i;
          }
        }
        return best >= 0 ? best : std::max(0, find(Verb::Done));
      }
      case DecisionKind::Pay: return 0;
      case DecisionKind::DeclareAttackers: {
        int mine = 0, theirs = 0, their_life = 0;
        for (const auto& x : s.dice) {
          if (x.zone != Zone::Field || !s.face(x.id).is_character()) continue;
          if (x.controller == d.player) mine += g.attack(x.id);
          else if (s.opponents(d.player, x.controller)) theirs += g.defense(x.id);
        }
        const PlayerId opp = g.opponent_of(d.player);
        if (opp != kNone) their_life = s.life(opp);
        const int attack = find(Verb::Attack);
        if (attack >= 0 && (mine > theirs || mine >= their_life)) return attack;
        return std::max(0, find(Verb::Done));
      }
      case DecisionKind::DeclareBlockers: {
        for (int i = 0; i < static_cast<int>(opts.size()); ++i) {
          const auto& o = opts[static_cast<std::size_t>(i)];
          if (o.verb == Verb::Block && g.defense(o.a) > g.attack(o.b)) return i;
        }
        return std::max(0, find(Verb::Done));
      }
      case DecisionKind::AssignDamage: return static_cast<int>(opts.size()) - 1;
      case DecisionKind::GlobalWindow: return std::max(0, find(Verb::Pass));
      case DecisionKind::YesNo: return std::max(0, find(Verb::Yes));
      case DecisionKind::Draft: return greedy_draft(g);
      default: return 0;
    }
  }
};

}  // namespace

std::unique_ptr<Agent> make_agent(const std::string& name, std::uint64_t seed) {
  if (name == "random") return std::make_unique<RandomAgent>(seed);
  if (name == "greedy") return std::make_unique<GreedyAgent>();
  return nullptr;
}

}  // namespace dm
