// Setting up (rulebook, "Preparación"): each player rolls the first-player kind (a tunnel die;
// beer beats every number; the tied highest roll again), heroes are chosen starting with the
// player to the first player's right and going counter-clockwise, the first player last, and
// the mountain is filled with dice drawn from the bag, each rolled. Also: the steps every
// phase shares (rolls, turn order, phase lines, a script's failure) and positions set from outside.
#include <algorithm>

#include "dm/text.hpp"
#include "engine/miner/rules.hpp"

namespace dm::miner {

namespace {
constexpr int kFirstRollRounds = 1000;  // rerolls of a tie before the lowest seat is taken (never in practice)
}

void Rules::roll(MinerMatch& m, DieId d, Why why, PlayerId player) {
  Die& die = m.s_.dice[static_cast<std::size_t>(d)];
  die.face = m.s_.chance.roll(static_cast<int>(c(m).kinds[static_cast<std::size_t>(die.kind)].faces.size()));
  emit(m, [&] { return Event{.kind = EventKind::Roll, .player = player, .die = d, .why = why}; });
}

PlayerId Rules::next_player(const MinerMatch& m, PlayerId p) { return (p + 1) % m.player_count(); }

PlayerId Rules::next_contender(const MinerMatch& m, PlayerId p) {
  const auto& cs = m.s_.contenders;
  for (int i = 1; i <= m.player_count(); ++i) {
    const PlayerId q = (p + i) % m.player_count();
    if (std::find(cs.begin(), cs.end(), q) != cs.end()) return q;
  }
  return p;
}

void Rules::remove_from_trove(MinerMatch& m, PlayerId p, DieId d) {
  auto& t = m.s_.players[static_cast<std::size_t>(p)].trove;
  t.erase(std::remove(t.begin(), t.end(), d), t.end());
}

void Rules::phase(MinerMatch& m, Phase p) {
  m.s_.phase = p;
  emit(m, [&] { return Event{.kind = EventKind::Phase, .round = m.s_.round, .phase = p}; });
}

void Rules::script_failed(MinerMatch& m, const ScoreResult& r) {
  State& st = m.s_;
  // A script's words may hold any bytes: logs and terminals get them printable.
  const std::string message = printable_line(r.message), file = printable_line(r.file);
  st.message = file + (r.line > 0 ? ":" + std::to_string(r.line) : "") + ": " + message;
  emit(m, [&] { return Event{.kind = EventKind::ScriptError, .line = r.line, .text = file, .detail = message}; });
  st.over = true;
  st.phase = Phase::Over;
  st.pending.clear();
  st.winner = kNone;
  st.end = End::ScriptError;
}

void Rules::first_player_roll(MinerMatch& m) {
  State& st = m.s_;
  const Roles& roles = c(m).roles;
  std::vector<PlayerId> rolling;
  for (PlayerId p = 0; p < st.player_count(); ++p) rolling.push_back(p);
  if (roles.first_kind >= 0) {
    const DieKind& k = c(m).kinds[static_cast<std::size_t>(roles.first_kind)];
    for (int round = 1; rolling.size() > 1 && round <= kFirstRollRounds; ++round) {
      std::vector<int> rank;
      for (PlayerId p : rolling) {
        const int f = st.chance.roll(static_cast<int>(k.faces.size()));
        rank.push_back(roles.first_rank[static_cast<std::size_t>(f)]);
        emit(m, [&] { return Event{.kind = EventKind::FirstRoll, .player = p, .face = f, .amount = rank.back(), .round = round}; });
      }
      const int best = *std::max_element(rank.begin(), rank.end());
      std::vector<PlayerId> tied;
      for (std::size_t i = 0; i < rolling.size(); ++i)
        if (rank[i] == best) tied.push_back(rolling[i]);
      rolling = tied;
    }
  }
  st.first = rolling.front();
  emit(m, [&] { return Event{.kind = EventKind::FirstPlayer, .player = st.first, .by = roles.first_kind >= 0 ? FirstBy::Roll : FirstBy::Seat}; });
  st.heroes_chosen = 0;
  if (c(m).heroes.empty()) return begin_round(m, 1);
  phase(m, Phase::Heroes);
}

void Rules::heroes_step(MinerMatch& m) {
  State& st = m.s_;
  const int n = st.player_count();
  if (st.heroes_chosen >= n) return begin_round(m, 1);
  // From the first player's right, counter-clockwise: first - 1, first - 2, ..., first.
  const PlayerId p = (st.first - 1 - st.heroes_chosen + 2 * n) % n;
  st.current = p;
  st.pending.kind = Kind::Hero;
  st.pending.player = p;
  for (int h = 0; h < static_cast<int>(c(m).heroes.size()); ++h) {
    bool taken = false;
    for (const Player& pl : st.players) taken = taken || pl.hero == h;
    if (!taken) st.pending.options.emplace_back(Verb::Hero, h, -1);
  }
}

void Rules::fill_mountain(MinerMatch& m) {
  State& st = m.s_;
  for (int spot : c(m).mountain.fill_order) {
    if (st.bag.empty()) break;
    if (st.mountain[static_cast<std::size_t>(spot)] != kNone) continue;
    const std::size_t at = st.chance.draw(st.bag);
    const DieId d = st.bag[at];
    st.bag.erase(st.bag.begin() + static_cast<std::ptrdiff_t>(at));
    st.mountain[static_cast<std::size_t>(spot)] = d;
    roll(m, d, Why::Fill, kNone);
    emit(m, [&] { return Event{.kind = EventKind::Fill, .die = d, .spot = spot}; });
  }
}

void Rules::begin_round(MinerMatch& m, int round) {
  State& st = m.s_;
  st.round = round;
  for (Die& d : st.dice) d.spent = d.kept = false;
  for (Player& p : st.players) p.hero_spent = 0;
  st.contenders.clear();
  for (PlayerId p = 0; p < st.player_count(); ++p) st.contenders.push_back(p);
  st.last_taker = kNone;
  st.turns = st.takes_left = st.rerolls_left = 0;
  st.keeps_left = -1;
  st.shared = false;
  st.current = st.first;
  emit(m, [&] { return Event{.kind = EventKind::RoundStart, .player = st.first, .round = round}; });
  phase(m, Phase::Excavation);
  fill_mountain(m);
}

std::string Rules::phase_refused(const Content& c, Phase phase, int round) {
  // Recovery comes between rounds: after the last there is none, and a position there would
  // play a round the format doesn't have.
  if (phase != Phase::Recovery || round < c.rounds) return "";
  return c.rounds == 1 ? std::string("a game of one round has no recovery")
                       : "recovery comes after every round but the last: its round is 1 to " + std::to_string(c.rounds - 1);
}

std::optional<std::string> Rules::set_position(MinerMatch& m, const Position& p) {
  State& st = m.s_;
  const Content& cn = c(m);
  const int n = st.player_count();
  if (st.round != 0 || st.phase != Phase::FirstPlayer || !st.pending.empty()) return std::string("a position is set before the game starts");
  if (static_cast<int>(p.players.size()) != n)
    return "the position has " + std::to_string(p.players.size()) + " players; the match seats " + std::to_string(n);
  if (p.first < 0 || p.first >= n) return "the first player is P1 to P" + std::to_string(n);
  if (p.round < 1 || p.round > cn.rounds) return "the round is 1 to " + std::to_string(cn.rounds);
  if (p.phase == Phase::TieBreak || p.phase == Phase::Over) return std::string("a position starts at a phase of a round");
  if (std::string why = phase_refused(cn, p.phase, p.round); !why.empty()) return why;
  State next = st;
  std::vector<int> heroes;
  auto take_from_bag = [&](const PlacedDie& pd, std::string& why) -> DieId {
    if (pd.kind < 0 || pd.kind >= static_cast<int>(cn.kinds.size())) {
      why = "no such die kind";
      return kNone;
    }
    const DieKind& k = cn.kinds[static_cast<std::size_t>(pd.kind)];
    if (pd.face < 0 || pd.face >= static_cast<int>(k.faces.size())) {
      why = "die kind " + k.name + " has no face " + std::to_string(pd.face + 1);
      return kNone;
    }
    for (std::size_t i = 0; i < next.bag.size(); ++i) {
      Die& d = next.dice[static_cast<std::size_t>(next.bag[i])];
      if (d.kind != pd.kind) continue;
      d.face = pd.face;
      d.spent = pd.spent;
      d.kept = pd.kept;
      next.bag.erase(next.bag.begin() + static_cast<std::ptrdiff_t>(i));
      return d.id;
    }
    why = "no " + k.name + " die is left in the bag (the game has " + std::to_string(k.count) + ")";
    return kNone;
  };
  for (PlayerId q = 0; q < n; ++q) {
    const PlacedPlayer& pp = p.players[static_cast<std::size_t>(q)];
    Player& pl = next.players[static_cast<std::size_t>(q)];
    if (pp.hero != kNone) {
      if (p.phase == Phase::FirstPlayer || p.phase == Phase::Heroes) return std::string("heroes are not chosen yet in this phase");
      if (pp.hero < 0 || pp.hero >= static_cast<int>(cn.heroes.size())) return std::string("no such hero");
      if (std::find(heroes.begin(), heroes.end(), pp.hero) != heroes.end())
        return "two players have the " + cn.heroes[static_cast<std::size_t>(pp.hero)].name;
      heroes.push_back(pp.hero);
    }
    pl.hero = pp.hero;
    pl.hero_spent = 0;
    for (int f : pp.hero_spent) {
      if (pp.hero == kNone || f < 0 || f >= static_cast<int>(cn.heroes[static_cast<std::size_t>(pp.hero)].faces.size()))
        return "P" + std::to_string(q + 1) + "'s hero has no face " + std::to_string(f + 1);
      pl.hero_spent |= 1 << f;
    }
    if (pp.total < -kMaxPlacedTotal || pp.total > kMaxPlacedTotal)
      return "P" + std::to_string(q + 1) + "'s total is " + std::to_string(pp.total) + ": a position's totals are " +
             std::to_string(-kMaxPlacedTotal) + " to " + std::to_string(kMaxPlacedTotal);
    pl.total = pp.total;
    for (const PlacedDie& pd : pp.trove) {
      std::string why;
      const DieId d = take_from_bag(pd, why);
      if (d == kNone) return "P" + std::to_string(q + 1) + "'s trove: " + why;
      pl.trove.push_back(d);
    }
  }
  bool mountain_given = false;
  if (!p.mountain.empty()) {
    if (p.mountain.size() != next.mountain.size())
      return "the mountain has " + std::to_string(next.mountain.size()) + " spots, not " + std::to_string(p.mountain.size());
    for (std::size_t i = 0; i < p.mountain.size(); ++i) {
      if (!p.mountain[i]) continue;
      mountain_given = true;
      std::string why;
      const DieId d = take_from_bag(*p.mountain[i], why);
      if (d == kNone) return "the mountain's spot " + std::to_string(i + 1) + ": " + why;
      next.mountain[i] = d;
    }
    // Dice lie on what they rest on: no die floats over an empty spot.
    for (std::size_t i = 0; i < next.mountain.size(); ++i) {
      if (next.mountain[i] == kNone) continue;
      for (int below : cn.mountain.spots[i].rests_on)
        if (next.mountain[static_cast<std::size_t>(below)] == kNone)
          return "the mountain's spot " + std::to_string(i + 1) + " rests on spot " + std::to_string(below + 1) + ", which is empty";
    }
  }
  if (mountain_given && p.phase != Phase::Excavation) return std::string("the mountain is empty after the excavation: give it only for that phase");
  // The position is sound: it becomes the game.
  st = std::move(next);
  st.round = p.round;
  st.first = p.first;
  st.current = p.first;
  st.last_taker = kNone;
  st.turns = st.takes_left = st.rerolls_left = 0;
  st.keeps_left = -1;
  st.shared = false;
  st.heroes_chosen = 0;
  switch (p.phase) {
    case Phase::FirstPlayer: st.round = 0; break;
    case Phase::Heroes: st.round = 0; st.phase = Phase::Heroes; break;
    case Phase::Excavation:
      emit(m, [&] { return Event{.kind = EventKind::RoundStart, .player = st.first, .round = st.round}; });
      phase(m, Phase::Excavation);
      if (!mountain_given) fill_mountain(m);
      break;
    case Phase::Magic:
      st.last_taker = (p.first - 1 + n) % n;
      phase(m, Phase::Magic);
      break;
    default: phase(m, p.phase); break;
  }
  return std::nullopt;
}

}  // namespace dm::miner
