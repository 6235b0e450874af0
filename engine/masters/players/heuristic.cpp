// The heuristic agent: a rule-based player that does what a competent player does. It rerolls
// toward the best field-and-buy plan, buys and fields by value, pays with the energy it needs
// least, attacks and blocks by combat arithmetic, and uses action dice and globals when a
// short look ahead (in a game sampled from what it may see) says they pay off.
// docs/agents.md, "How heuristic decides", gives the rules and their numbers.
#include <algorithm>
#include <cctype>
#include <optional>
#include <string>

#include "engine/masters/players/combat_math.hpp"
#include "engine/masters/players/heuristic_plan.hpp"
#include "engine/masters/players/players.hpp"

namespace dm::agents {

using namespace heur;

namespace {

constexpr double kUseGain = 0.5;   // what an action die or global must gain, in eval points
constexpr int kLookSteps = 300;    // decisions a look ahead may take at most

bool mine(const GameState& s, PlayerId me, PlayerId q) { return q != kNone && !s.opponents(me, q); }

// The board as one number for `me`: printed worth of the characters in the field, each side's
// life, and the end of the game above all.
double evaluate(const Game& g, PlayerId me) {
  const GameState& s = g.state();
  if (s.over) return s.winner == kNone ? 0.0 : (s.winner == s.side(me) ? 1000.0 : -1000.0);
  double v = 0;
  for (const Die& d : s.dice) {
    if (!in_field(d.zone) || !s.face(d.id).is_character()) continue;
    const double x = face_value(s, d.id, d.face);
    v += mine(s, me, d.controller) ? x : -x;
  }
  v += s.life(me);
  int least = 1 << 30;
  for (PlayerId q : g.opponents_of(me)) least = std::min(least, s.life(q));
  if (least < (1 << 30)) v -= least * 1.2;  // damage dealt counts a little more than damage taken
  return v;
}

// Words of an ability that mark it as good for what it targets.
bool helps_target(const std::string& text) {
  std::string t;
  for (char c : text) t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const char* bad : {"damage", "ko", "can't", "cannot", "capture", "reroll", "prep area", "used pile", "spin"})
    if (t.find(bad) != std::string::npos) return false;
  return true;
}

class HeuristicAgent : public Agent {
 public:
  HeuristicAgent(std::uint64_t seed, bool look, int samples = heur::kRerollSamples) : seed_(seed), look_(look), samples_(samples) {}
  std::string name() const override { return "heuristic"; }

  int choose(const Match& m) override {
    const Game& g = dice_masters(m);
    const Decision& d = g.pending();
    if (d.options.empty()) return 0;
    int i = 0;
    switch (d.kind) {
      case DecisionKind::Reroll: i = choose_reroll(g, seed_for(g), samples_); break;
      case DecisionKind::MainAction: i = main_action(g); break;
      case DecisionKind::GlobalWindow: i = window(g); break;
      case DecisionKind::Pay: i = pay(g); break;
      case DecisionKind::DeclareAttackers: i = attackers(g); break;
      case DecisionKind::DeclareBlockers: i = blockers(g); break;
      case DecisionKind::AssignDamage: i = assign(g); break;
      case DecisionKind::Target: i = target(g); break;
      case DecisionKind::YesNo: i = yes_no(g); break;
      case DecisionKind::Draft: i = greedy_draft_choice(g); break;
      default: i = 0;
    }
    return std::clamp(i, 0, static_cast<int>(d.options.size()) - 1);
  }

 private:
  // Seeds for sampling, from what the player sees of the position: the turn, the step, the
  // decision and where every die is and what it shows. Never the game's own hash, which would
  // carry the true generator into the choice; and far cheaper than hashing an observation.
  std::uint64_t seed_for(const Game& g) const {
    const GameState& s = g.state();
    std::uint64_t h = 0xcbf29ce484222325u;
    const auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 0x100000001b3u; };
    mix(static_cast<std::uint64_t>(s.turn)), mix(static_cast<std::uint64_t>(s.step));
    mix(static_cast<std::uint64_t>(g.pending().player)), mix(static_cast<std::uint64_t>(g.pending().kind));
    mix(g.pending().options.size());
    for (const Die& d : s.dice)
      mix(static_cast<std::uint64_t>(d.zone) | static_cast<std::uint64_t>(d.face) << 8 | static_cast<std::uint64_t>(d.controller + 1) << 16);
    return derive_seed(seed_, h);
  }

  static int find(const Decision& d, Verb v, int a = kNone, int b = kNone) {
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
      const Option& o = d.options[static_cast<std::size_t>(i)];
      if (o.verb == v && (a == kNone || o.a == a) && (b == kNone || o.b == b)) return i;
    }
    return -1;
  }

  // --- looking ahead: the option played out in a game sampled from what we may see ---

  // Eval after option i, played on by the rules-only version of this agent for every player
  // until the effect is over: back at a Main Step decision when it started in one, or past the
  // combat when it started in the Attack Step.
  double look(const Game& g, int i, std::uint64_t seed) const {
    const PlayerId me = g.pending().player;
    g.observation_into(me, seed ^ static_cast<std::uint64_t>(i), scratch_);
    Game& x = static_cast<Game&>(*scratch_);  // observation_into of a Game is a Game
    const Step step = x.state().step;
    const int turn = x.state().turn;
    HeuristicAgent plain(seed_, false, samples_);
    if (x.apply(i)) return -1e9;
    for (int n = 0; n < kLookSteps && !x.over(); ++n) {
      const auto& s = x.state();
      if (s.turn != turn || s.step != step) break;
      if (step == Step::Main && x.pending().kind == DecisionKind::MainAction) break;
      x.apply(plain.choose(x));
    }
    return evaluate(x, me);
  }

  // The best of the options with `verbs` when it beats `base` by kUseGain, else -1. `seed`
  // (seed_for(g)) is worked out on the first option looked at, once a decision: it costs a copy
  // of the game.
  int best_use(const Game& g, std::initializer_list<Verb> verbs, double base, std::optional<std::uint64_t> seed = {}) const {
    if (!look_) return -1;
    const Decision& d = g.pending();
    int best = -1;
    double best_v = base + kUseGain;
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
      const Verb v = d.options[static_cast<std::size_t>(i)].verb;
      if (std::find(verbs.begin(), verbs.end(), v) == verbs.end()) continue;
      if (!seed) seed = seed_for(g);
      const double x = look(g, i, *seed);
      if (x > best_v) {
        best_v = x;
        best = i;
      }
    }
    return best;
  }

  // --- the Main Step ---

  int main_action(const Game& g) const {
    const Decision& d = g.pending();
    const PlayerId p = d.player;
    const GameState& s = g.state();
    // Action dice first, while they can still change what is worth fielding.
    if (find(d, Verb::Action) >= 0) {
      const int a = best_use(g, {Verb::Action}, evaluate(g, p));
      if (a >= 0) return a;
    }
    const Planner planner(g, p);
    const Plan plan = planner.best(planner.reserve());
    // Free dice first, then the dearest, so cheap energy is left for what follows.
    int pick = -1, pick_key = -1;
    for (DieId die : plan.field) {
      const int i = find(d, Verb::Field, die);
      const int cost = s.face(die).fielding;
      const int key = cost == 0 ? 1 << 20 : cost;
      if (i >= 0 && key > pick_key) {
        pick = i;
        pick_key = key;
      }
    }
    if (pick >= 0) return pick;
    for (CardId c : plan.buy) {
      const int i = find(d, Verb::Buy, c);
      if (i >= 0) return i;
    }
    // A character worth fielding we can't pay energy for may have another way in (life).
    if (s.life(p) > 6)
      for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
        const Option& o = d.options[static_cast<std::size_t>(i)];
        if (o.verb == Verb::FieldAlt && find(d, Verb::Field, o.a) < 0 && face_value(s, o.a, s.dice[static_cast<std::size_t>(o.a)].face) >= 2.5)
          return i;
      }
    // What is left over may pay for a global or an ability, when it helps.
    if (find(d, Verb::Global) >= 0 || find(d, Verb::Activate) >= 0) {
      const int a = best_use(g, {Verb::Global, Verb::Activate}, evaluate(g, p));
      if (a >= 0) return a;
    }
    return std::max(0, find(d, Verb::Done));
  }

  // Windows for actions and globals: in the Attack Step the combat is played out both ways.
  int window(const Game& g) const {
    const Decision& d = g.pending();
    const int pass = std::max(0, find(d, Verb::Pass));
    if (!look_) return pass;
    const bool combat = g.state().step == Step::Attack;
    std::optional<std::uint64_t> seed;
    if (combat) seed = seed_for(g);
    const double base = combat ? look(g, pass, *seed) : evaluate(g, d.player);
    const int a = best_use(g, {Verb::Action, Verb::Global, Verb::Activate}, base, seed);
    return a >= 0 ? a : pass;
  }

  // Payment plans: waste nothing, and keep the energy still wanted (the types of the cards
  // the plan still buys, and wild energy) for later.
  int pay(const Game& g) const {
    const Decision& d = g.pending();
    const GameState& s = g.state();
    std::array<int, kEnergyTypes> wanted{};
    if (d.ask == Ask::PayField || d.ask == Ask::PayBuy) {
      const Planner planner(g, d.player);
      Plan plan = planner.best(planner.reserve());
      bool skipped = false;
      for (CardId c : plan.buy) {
        if (d.ask == Ask::PayBuy && c == d.a && !skipped) {
          skipped = true;  // the card being bought now
          continue;
        }
        ++wanted[static_cast<std::size_t>(s.def(c).energy)];
      }
    }
    const Energy own = d.ask == Ask::PayBuy ? s.def(d.a).energy : Energy::None;
    int best = -1;
    double best_cost = 1e18;
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
      const Option& o = d.options[static_cast<std::size_t>(i)];
      if (o.verb != Verb::Pay) continue;
      double cost = 0;
      int paid = 0;
      bool own_paid = false;
      for (const Spend& sp : s.plans[static_cast<std::size_t>(o.a)]) {
        paid += sp.amount;
        if (sp.from != Spend::From::Die) {
          cost += 0.5 * sp.amount;
          continue;
        }
        const Face& f = s.face(sp.die);
        if (f.wild) cost += 2.0;
        else if (f.generic) cost += 1.0 * sp.amount;
        else {
          const auto t = static_cast<std::size_t>(f.symbol);
          for (int u = 0; u < sp.amount; ++u) {
            if (f.symbol == own && !own_paid) {
              own_paid = true;  // the one unit of the card's own type a purchase needs
              cost += 1.0;
            } else {
              cost += wanted[t] ? 3.0 : 1.0;
            }
          }
        }
      }
      cost += 10.0 * std::max(0, paid - s.pay_cost.total());
      if (cost < best_cost - 1e-9) {
        best_cost = cost;
        best = i;
      }
    }
    return best >= 0 ? best : 0;  // only Cancel offered: nothing else to do
  }

  // --- combat ---

  static std::vector<Fighter> side_fighters(const Game& g, PlayerId me, bool own, std::vector<DieId>* ids = nullptr) {
    const GameState& s = g.state();
    std::vector<Fighter> out;
    for (const Die& x : s.dice) {
      if (!in_field(x.zone) || !s.face(x.id).is_character() || x.controller == kNone) continue;
      if (mine(s, me, x.controller) != own) continue;
      out.push_back(fighter(g, x.id));
      if (ids) ids->push_back(x.id);
    }
    return out;
  }

  static int least_life(const Game& g, PlayerId me) {
    int least = 1 << 30;
    for (PlayerId q : g.opponents_of(me)) least = std::min(least, g.state().life(q));
    return least == (1 << 30) ? 0 : least;
  }

  // Characters the opponents may field before their next attack: each die of theirs in the
  // Prep Area (it is rolled next turn), and one more drawn, all at level 1; the drawn one has
  // the mean attack and defense of their character dice.
  static std::vector<Fighter> expected_attackers(const Game& g, PlayerId me) {
    const GameState& s = g.state();
    std::vector<Fighter> out;
    int n = 0, atk = 0, def = 0;
    for (const Die& x : s.dice) {
      if (x.owner == kNone || mine(s, me, x.owner) || !s.def_of(x.id).is_character_card()) continue;
      const int face = s.def_of(x.id).face_of_level(1);
      if (face < 0) continue;
      const Face& f = s.def_of(x.id).faces[static_cast<std::size_t>(face)];
      if (x.zone == Zone::Prep) {
        Fighter k;
        k.id = x.id;
        k.atk = f.attack;
        k.tough = std::max(1, f.defense);
        k.value = 0.5 * (f.attack + f.defense);
        out.push_back(k);
      }
      if (!in_field(x.zone)) {
        ++n;
        atk += f.attack;
        def += f.defense;
      }
    }
    if (n > 0) {
      Fighter k;
      k.atk = (atk + n / 2) / n;
      k.tough = std::max(1, (def + n / 2) / n);
      k.value = 0.5 * (k.atk + k.tough);
      out.push_back(k);
    }
    return out;
  }

  int attackers(const Game& g) const {
    const Decision& d = g.pending();
    const GameState& s = g.state();
    const PlayerId me = d.player;
    std::vector<Fighter> cand, stay;
    for (const Die& x : s.dice) {
      if (x.zone != Zone::Field || !s.face(x.id).is_character() || !mine(s, me, x.controller)) continue;
      const bool can = x.controller == me && (find(d, Verb::Attack, x.id) >= 0 || find(d, Verb::Unattack, x.id) >= 0);
      (can ? cand : stay).push_back(fighter(g, x.id));
    }
    const auto theirs = side_fighters(g, me, false);
    const PlayerId opp = g.opponent_of(me);
    const int their_life = opp == kNone ? least_life(g, me) : s.life(opp);
    for (int k : choose_attackers(cand, stay, theirs, their_life, s.life(me), expected_attackers(g, me))) {
      const int i = find(d, Verb::Attack, cand[static_cast<std::size_t>(k)].id);
      if (i >= 0) return i;
    }
    return std::max(0, find(d, Verb::Done));
  }

  int blockers(const Game& g) const {
    const Decision& d = g.pending();
    const GameState& s = g.state();
    const PlayerId me = d.player;
    std::vector<Fighter> atk, blk;
    for (const Die& x : s.dice) {
      if (x.zone != Zone::Attack || x.blocking != kNone || !s.is_active(x.controller)) continue;
      // Attackers a partner already blocks are taken care of.
      bool covered = false;
      for (const Die& y : s.dice)
        if (y.blocking == x.id && y.controller != me) covered = true;
      if (!covered) atk.push_back(fighter(g, x.id));
    }
    for (const Die& x : s.dice)
      if (x.controller == me && x.zone == Zone::Field && s.face(x.id).is_character()) blk.push_back(fighter(g, x.id));
    std::vector<char> able(blk.size() * atk.size(), 0);
    for (std::size_t b = 0; b < blk.size(); ++b)
      for (std::size_t a = 0; a < atk.size(); ++a) {
        const DieId bid = blk[b].id, aid = atk[a].id;
        able[b * atk.size() + a] = s.dice[static_cast<std::size_t>(bid)].blocking == aid || find(d, Verb::Block, bid, aid) >= 0;
      }
    const Blocks plan = plan_blocks(atk, blk, s.life(me), able);
    for (const auto& [b, a] : plan) {
      const int i = find(d, Verb::Block, blk[static_cast<std::size_t>(b)].id, atk[static_cast<std::size_t>(a)].id);
      if (i >= 0) return i;
    }
    const int done = find(d, Verb::Done);
    if (done >= 0) return done;
    // A block is owed ("must block"): the blocker that suffers least from it.
    int best = 0;
    double best_v = 1e18;
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
      const Option& o = d.options[static_cast<std::size_t>(i)];
      if (o.verb != Verb::Block) continue;
      const double v = die_value(g, o.a);
      if (v < best_v) {
        best_v = v;
        best = i;
      }
    }
    return best;
  }

  int assign(const Game& g) const {
    const Decision& d = g.pending();
    const GameState& s = g.state();
    const DieId attacker = d.a;
    std::vector<Fighter> rest;  // this blocker first, then those not yet given damage
    rest.push_back(fighter(g, d.b));
    for (const Die& x : s.dice) {
      if (x.zone != Zone::Attack || x.blocking != attacker || x.id == d.b) continue;
      bool given = false;
      for (const auto& e : s.division)
        if (e.attacker == attacker && e.blocker == x.id) given = true;
      if (!given) rest.push_back(fighter(g, x.id));
    }
    const int left = d.options.empty() ? 0 : d.options.front().b;
    const int n = divide_damage(rest, left);
    const int i = find(d, Verb::Assign, n);
    return i >= 0 ? i : static_cast<int>(d.options.size()) - 1;
  }

  // --- targets and "you may" ---

  int target(const Game& g) const {
    const Decision& d = g.pending();
    const GameState& s = g.state();
    const PlayerId me = d.player;
    if (d.ask != Ask::Target) return 0;  // a card's own follow-up question: its first answer
    const AbilityInstance& inst = s.instances[static_cast<std::size_t>(d.a)];
    const AbilityDef& ab = s.def(inst.card).abilities[static_cast<std::size_t>(inst.ability)];
    const TargetSpec& spec = ab.targets[static_cast<std::size_t>(d.b)];
    // Good or bad for what it targets; an opponent choosing for us picks as badly as it can for us.
    bool helps = spec.side == TargetSide::Own || (spec.side == TargetSide::Any && helps_target(ab.text));
    if (spec.side == TargetSide::Opposing) helps = false;
    const bool for_me = inst.player == me || !g.state().opponents(inst.player, me);
    // Damage an effect deals: the first number after "deal" in its text.
    int amount = 1;
    const auto at = ab.text.find("deal ");
    if (at != std::string::npos && at + 5 < ab.text.size() && std::isdigit(static_cast<unsigned char>(ab.text[at + 5])))
      amount = ab.text[at + 5] - '0';
    int best = -1;
    double best_v = -1e18;
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
      const Option& o = d.options[static_cast<std::size_t>(i)];
      if (o.verb != Verb::Target) continue;
      double v = 0;
      bool own = false;
      if (o.a < 0) {
        const PlayerId q = -1 - o.a;
        own = mine(s, me, q);
        v = 1.5 * amount * life_weight(s.life(q) - amount);  // a player hit by it
      } else {
        const Die& x = s.dice[static_cast<std::size_t>(o.a)];
        own = mine(s, me, x.controller);
        if (in_field(x.zone) && s.face(x.id).is_character()) {
          v = die_value(g, x.id);
          // Damage that KOs is worth the die; damage that doesn't, little.
          if (!helps && ab.text.find("damage") != std::string::npos &&
              g.defense(x.id) - x.damage > amount)
            v *= 0.2;
          if (helps && x.zone == Zone::Attack) v += 2;  // in combat a bonus decides fights
        } else {
          v = 1;
        }
      }
      // Harmful to opponents and helpful to us is what we want; the reverse is what the
      // opponent wants when it chooses for us.
      double score = (helps == own) ? v : -v;
      if (!for_me) score = -score;
      if (score > best_v) {
        best_v = score;
        best = i;
      }
    }
    const int done = find(d, Verb::Done);
    if (done >= 0 && (best < 0 || best_v <= 0)) return done;
    return best >= 0 ? best : 0;
  }

  int yes_no(const Game& g) const {
    const Decision& d = g.pending();
    if (d.ask == Ask::Times) return static_cast<int>(d.options.size()) - 1;  // as many as paid for
    if (d.ask == Ask::Protect) {
      // Worth paying to protect only a die that matters.
      const int yes = std::max(0, find(d, Verb::Yes)), no = std::max(0, find(d, Verb::No));
      return die_value(g, d.a) >= 3.0 ? yes : no;
    }
    return std::max(0, find(d, Verb::Yes));
  }

  std::uint64_t seed_;
  bool look_;
  int samples_;  // sampled faces a reroll choice is valued over
  // The game looked ahead in, overwritten at each look (Match::observation_into): no game is
  // allocated and no shared reference count changed per decision.
  mutable std::unique_ptr<Match> scratch_;
};

}  // namespace

std::unique_ptr<Agent> make_heuristic(const AgentSpec& spec, std::uint64_t seed, std::string_view) {
  check_params(spec, "look,samples");
  const bool look = param_int(spec, "look", 1, 0, 1) != 0;
  const int samples = static_cast<int>(param_int(spec, "samples", heur::kRerollSamples, heur::kFewestRerollSamples, heur::kMostRerollSamples));
  return std::make_unique<HeuristicAgent>(seed, look, samples);
}

}  // namespace dm::agents
