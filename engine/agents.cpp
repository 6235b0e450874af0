#include "engine/agents.hpp"

#include <algorithm>

#include "engine/rng.hpp"

namespace dm {

namespace {

class RandomAgent : public Agent {
 public:
  explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "random"; }
  int choose(const Game& g) override {
    return static_cast<int>(rng_.below(g.pending().options.size()));
  }

 private:
  Rng rng_;
};

bool starts(const std::string& s, const char* p) { return s.rfind(p, 0) == 0; }

class GreedyAgent : public Agent {
 public:
  std::string name() const override { return "greedy"; }
  int choose(const Game& g) override {
    const Decision& d = g.pending();
    const auto& s = g.state();
    const auto& opts = d.options;
    auto find_key = [&](const char* k) { return d.find(k); };
    switch (d.kind) {
      case DecisionKind::Reroll: {
        // Reroll energy faces once when nothing can be fielded or bought with them is unknown:
        // keep it simple and keep the roll.
        return find_key("done");
      }
      case DecisionKind::MainAction: {
        int best = -1, best_score = -1;
        for (int i = 0; i < static_cast<int>(opts.size()); ++i) {
          const auto& o = opts[i];
          int score = -1;
          if (starts(o.key, "field:")) score = 1000 - s.face(o.a).fielding;
          else if (starts(o.key, "field_alt:")) score = s.players[d.player].life > 5 ? 900 : -1;
          else if (starts(o.key, "action:")) score = 500;
          else if (starts(o.key, "buy:")) score = 100 + s.def(o.a).cost * 10 + (s.def(o.a).kind == CardKind::Character ? 5 : 0);
          if (score > best_score) {
            best_score = score;
            best = i;
          }
        }
        return best >= 0 ? best : find_key("done");
      }
      case DecisionKind::Pay: return 0;
      case DecisionKind::DeclareAttackers: {
        int mine = 0, theirs = 0;
        for (DieId x : s.in_zone(d.player, Zone::Field))
          if (s.face(x).is_character()) mine += g.attack(x);
        for (DieId x : s.in_zone(s.opponent(d.player), Zone::Field))
          if (s.face(x).is_character()) theirs += g.defense(x);
        bool ahead = mine > theirs || mine >= s.players[s.opponent(d.player)].life;
        if (ahead)
          for (int i = 0; i < static_cast<int>(opts.size()); ++i)
            if (starts(opts[i].key, "attack:")) return i;
        return find_key("done");
      }
      case DecisionKind::DeclareBlockers: {
        for (int i = 0; i < static_cast<int>(opts.size()); ++i) {
          const auto& o = opts[i];
          if (starts(o.key, "block:") && g.defense(o.a) > g.attack(o.b)) return i;
        }
        return find_key("done");
      }
      case DecisionKind::AssignDamage: return static_cast<int>(opts.size()) - 1;
      case DecisionKind::GlobalWindow: return find_key("pass");
      case DecisionKind::YesNo: return find_key("yes");
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
