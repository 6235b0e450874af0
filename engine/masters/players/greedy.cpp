// The greedy agent: simple habits, a baseline to measure better players against.
#include <algorithm>

#include "engine/masters/players/players.hpp"

namespace dm::agents {

namespace {

class GreedyAgent : public Agent {
 public:
  std::string name() const override { return "greedy"; }
  int choose(const Match& m) override {
    const Game& g = dice_masters(m);
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
        for (DieId id : s.in_zone_of(s.all_controllers(), Zone::Field)) {
          const Die& x = s.dice[static_cast<std::size_t>(id)];
          if (!s.face(x.id).is_character()) continue;
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
        // No `done` while a block is owed ("must block"): make one, never take one back.
        if (find(Verb::Done) < 0 && find(Verb::Block) >= 0) return find(Verb::Block);
        return std::max(0, find(Verb::Done));
      }
      case DecisionKind::AssignDamage: return static_cast<int>(opts.size()) - 1;
      case DecisionKind::GlobalWindow: return std::max(0, find(Verb::Pass));
      case DecisionKind::YesNo: return std::max(0, find(Verb::Yes));
      case DecisionKind::Draft: return greedy_draft_choice(g);
      default: return 0;
    }
  }
};

}  // namespace

std::unique_ptr<Agent> make_greedy(const AgentSpec& spec, std::uint64_t, std::string_view) {
  check_params(spec, "");
  return std::make_unique<GreedyAgent>();
}

}  // namespace dm::agents
