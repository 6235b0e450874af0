#include "dm/simulate.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "dm/replay.hpp"
#include "dm/rng.hpp"

namespace dm {

namespace {

// Seat -> player for a game whose seats are rotated by one side: each seat takes the player
// who sits at the same place in the next side (two players swap; in 2v2 the sides swap).
std::vector<int> rotated_seats(const GameSetup& setup) {
  const int n = static_cast<int>(setup.teams.size());
  std::vector<int> side_of(static_cast<std::size_t>(n));
  std::vector<int> order;  // sides in the order their first seat appears
  std::map<int, std::vector<int>> seats_of;
  for (int p = 0; p < n; ++p) {
    const int side = setup.teams[static_cast<std::size_t>(p)].side == kNone ? p : setup.teams[static_cast<std::size_t>(p)].side;
    side_of[static_cast<std::size_t>(p)] = side;
    if (!seats_of.count(side)) order.push_back(side);
    seats_of[side].push_back(p);
  }
  std::vector<int> perm(static_cast<std::size_t>(n));
  for (int p = 0; p < n; ++p) {
    const auto& mine = seats_of[side_of[static_cast<std::size_t>(p)]];
    const std::size_t at = static_cast<std::size_t>(std::find(mine.begin(), mine.end(), p) - mine.begin());
    const std::size_t k = static_cast<std::size_t>(std::find(order.begin(), order.end(), side_of[static_cast<std::size_t>(p)]) - order.begin());
    const auto& next = seats_of[order[(k + 1) % order.size()]];
    perm[static_cast<std::size_t>(p)] = next[at % next.size()];
  }
  return perm;
}

}  // namespace

void CardCount::add(const CardCount& o) {
  games += o.games, wins += o.wins, bought_games += o.bought_games, bought_wins += o.bought_wins;
  dice_bought += o.dice_bought, fielded += o.fielded;
}

void SimTotals::add(const SimTotals& o) {
  games += o.games, ties += o.ties, turn_limit += o.turn_limit, decisions += o.decisions;
  script_errors += o.script_errors, turns += o.turns, turns_sq += o.turns_sq;
  for (auto [t, n] : o.turn_histogram) turn_histogram[t] += n;
  players = std::max(players, o.players);
  auto grow = [](auto& v, std::size_t n) {
    if (v.size() < n) v.resize(n);
  };
  grow(side_wins, o.side_wins.size());
  for (std::size_t i = 0; i < o.side_wins.size(); ++i) side_wins[i] += o.side_wins[i];
  for (auto [mine, theirs] : {std::pair{&seats, &o.seats}, std::pair{&agents, &o.agents}, std::pair{&entrants, &o.entrants}}) {
    grow(*mine, theirs->size());
    for (std::size_t i = 0; i < theirs->size(); ++i) (*mine)[i].add((*theirs)[i]);
  }
  first_player.add(o.first_player);
  for (const auto& [id, c] : o.cards) cards[id].add(c);
}

SimGame sim_game_setup(const SimOptions& o, Format& format, std::uint64_t index) {
  if (o.agents.empty()) throw std::invalid_argument("no agents");
  SimGame g;
  g.index = index;
  g.seed = derive_seed(o.seed, index);
  g.setup = o.teams.empty() ? format.setup(g.seed) : format.setup(g.seed, o.teams);
  const int players = static_cast<int>(g.setup.teams.size());
  const int seats = std::max(players, g.setup.draft_seats);
  g.swapped = o.rotate && index % 2 == 1 && players > 1;
  g.player_at_seat.resize(static_cast<std::size_t>(seats));
  for (int p = 0; p < seats; ++p) g.player_at_seat[static_cast<std::size_t>(p)] = p;
  if (g.swapped) {
    const auto perm = rotated_seats(g.setup);
    // Each player takes their team (cards and Sidekicks) to the new seat; the seat keeps its side.
    std::vector<TeamSetup> teams = g.setup.teams;
    for (int p = 0; p < players; ++p) {
      TeamSetup& t = teams[static_cast<std::size_t>(p)];
      const TeamSetup& from = g.setup.teams[static_cast<std::size_t>(perm[static_cast<std::size_t>(p)])];
      t.cards = from.cards;
      t.sidekicks = from.sidekicks;
      g.player_at_seat[static_cast<std::size_t>(p)] = perm[static_cast<std::size_t>(p)];
    }
    g.setup.teams = std::move(teams);
  }
  for (int p = 0; p < seats; ++p) {
    const auto player = static_cast<std::size_t>(g.player_at_seat[static_cast<std::size_t>(p)]);
    g.agents.push_back(o.agents[player % o.agents.size()]);
    g.agent_seeds.push_back(seat_seed(g.seed, static_cast<std::uint64_t>(p)));
  }
  return g;
}

namespace {

// What one worker thread keeps from game to game: its Lua state and the format.
struct Worker {
  std::shared_ptr<AbilityRuntime> runtime;
  Format format;
};

// Dice bought and fielded in one game, by die id (see Game::set_observer).
struct DieCounts {
  std::vector<std::uint32_t> bought, fielded;
  void note(Observed what, DieId d) {
    auto& v = what == Observed::Bought ? bought : fielded;
    if (v.size() <= static_cast<std::size_t>(d)) v.resize(static_cast<std::size_t>(d) + 1);
    ++v[static_cast<std::size_t>(d)];
  }
  std::uint32_t of(const std::vector<std::uint32_t>& v, DieId d) const {
    return static_cast<std::size_t>(d) < v.size() ? v[static_cast<std::size_t>(d)] : 0;
  }
};

void count_game(const SimOptions& o, const SimGame& sg, const Game& g, const DieCounts& dice, std::uint64_t decisions,
                SimTotals& out, GameRecord& rec) {
  const auto& s = g.state();
  const int n = s.player_count();
  // A game stopped at a script limit has no winner, like one that reached the turn cap.
  const bool limit = s.end_reason == EndReason::TurnLimit || s.end_reason == EndReason::ScriptLimit;
  const bool tie = !limit && s.winner == kNone;
  ++out.games;
  out.players = std::max(out.players, n);
  out.turns += static_cast<std::uint64_t>(s.turn);
  out.turns_sq += static_cast<std::uint64_t>(s.turn) * static_cast<std::uint64_t>(s.turn);
  ++out.turn_histogram[s.turn];
  out.decisions += decisions;
  out.script_errors += static_cast<std::uint64_t>(g.script_errors());
  if (limit) ++out.turn_limit;
  else if (tie) ++out.ties;
  if (out.side_wins.size() < static_cast<std::size_t>(s.side_count())) out.side_wins.resize(static_cast<std::size_t>(s.side_count()));
  if (s.winner != kNone) ++out.side_wins[static_cast<std::size_t>(s.winner)];
  auto score = [&](WinCount& w, bool won) {
    ++w.games;
    w.wins += won;
    w.ties += tie;
    w.turn_limit += limit;
  };
  auto at = [](std::vector<WinCount>& v, std::size_t i) -> WinCount& {
    if (v.size() <= i) v.resize(i + 1);
    return v[i];
  };
  std::map<std::size_t, bool> agent_won;  // an agent on several seats plays the game once
  for (PlayerId p = 0; p < n; ++p) {
    const bool won = s.winner != kNone && s.side(p) == s.winner;
    const auto player = static_cast<std::size_t>(sg.player_at_seat[static_cast<std::size_t>(p)]);
    score(at(out.seats, static_cast<std::size_t>(p)), won);
    score(at(out.entrants, player), won);
    agent_won[player % o.agents.size()] |= won;
  }
  for (auto [a, won] : agent_won) score(at(out.agents, a), won);
  score(out.first_player, s.winner != kNone && s.winner == s.side(0));
  // Per card and side: on the team, bought, fielded (a card both sides have counts twice).
  for (SideId side = 0; side < s.side_count(); ++side) {
    std::map<std::string, CardCount> here;
    for (const auto& c : s.cards)
      if (c.owner != kNone && s.side(c.owner) == side && g.library().at(c.def).kind != CardKind::Sidekick)
        here[g.library().at(c.def).id].games = 1;
    for (const auto& d : s.dice) {
      if (d.owner == kNone || s.side(d.owner) != side) continue;
      const CardDef& def = s.def(d.card);
      auto it = here.find(def.id);
      if (it == here.end()) continue;
      it->second.dice_bought += dice.of(dice.bought, d.id);
      it->second.fielded += dice.of(dice.fielded, d.id);
    }
    for (auto& [id, c] : here) {
      c.wins = s.winner == side;
      c.bought_games = c.dice_bought > 0;
      c.bought_wins = c.bought_games && c.wins;
      out.cards[id].add(c);
    }
  }
  rec.index = sg.index;
  rec.seed = sg.seed;
  rec.agents.assign(sg.agents.begin(), sg.agents.begin() + std::min<std::size_t>(sg.agents.size(), static_cast<std::size_t>(n)));
  rec.winner = s.winner == kNone ? -1 : s.winner;
  rec.turns = s.turn;
  rec.end_reason = std::string(to_string(s.end_reason));
  rec.hash = g.hash();
}

// The game played again from its choices, written down as a replay. Cheaper than recording
// every game as it is played: only the games wanted pay for the keys and the state hashes.
void record_replay(const SimOptions& o, const SimGame& sg, Worker& w, const std::vector<int>& choices, const GameRecord& rec,
                   const SimHooks& hooks) {
  ReplayGame info{o.format, o.format_options, sg.setup, sg.seed, sg.agents, {}};
  for (int p : sg.player_at_seat)
    if (static_cast<std::size_t>(p) < o.teams.size()) {
      const TeamList& t = o.teams[static_cast<std::size_t>(p)];
      info.team_names.push_back(t.name.empty() ? t.file : t.name);
    }
  ReplayRecorder recorder(info);
  Game g(sg.setup, sg.seed, w.runtime);
  g.advance();
  recorder.start(g);
  for (int c : choices)
    if (auto err = recorder.apply(g, c))
      throw std::runtime_error("game " + std::to_string(sg.index) + ": played again for its replay, a choice is refused: " + *err);
  recorder.finish(g);
  hooks.replay(rec, recorder.replay());
}

void play_one(const SimOptions& o, std::uint64_t index, Worker& w, SimTotals& out, GameRecord& rec, const SimHooks& hooks) {
  const SimGame sg = sim_game_setup(o, w.format, index);
  Game g(sg.setup, sg.seed, w.runtime);
  DieCounts dice;
  g.set_observer([&dice](Observed what, DieId d) { dice.note(what, d); });
  std::vector<std::unique_ptr<Agent>> agents;
  for (std::size_t p = 0; p < sg.agents.size(); ++p) agents.push_back(make_agent(sg.agents[p], sg.agent_seeds[p]));
  const bool replays = hooks.want_replay && hooks.replay;
  std::vector<int> choices;
  g.advance();
  std::uint64_t decisions = 0;
  while (!g.over()) {
    const PlayerId p = g.pending().player;
    const int choice = agents[static_cast<std::size_t>(p)]->choose(g);
    if (auto err = g.apply(choice)) throw std::runtime_error("game " + std::to_string(index) + ": illegal choice: " + *err);
    if (replays) choices.push_back(choice);
    ++decisions;
  }
  count_game(o, sg, g, dice, decisions, out, rec);
  if (replays && hooks.want_replay(rec)) record_replay(o, sg, w, choices, rec, hooks);
}

}  // namespace

SimTotals simulate(const SimOptions& o, std::shared_ptr<const CardLibrary> library, const SimHooks& hooks) {
  if (o.shards == 0 || o.shard >= o.shards) throw std::invalid_argument("shard must be i/n with i < n");
  if (o.agents.empty()) throw std::invalid_argument("no agents");
  for (const auto& a : o.agents) make_agent(a, 0);  // an unknown agent fails before any game
  std::vector<std::uint64_t> mine;
  for (std::uint64_t i = o.shard; i < o.games; i += o.shards) mine.push_back(i);
  const int threads = std::max(1, o.threads);
  std::atomic<std::uint64_t> next{0}, done{0};
  std::vector<SimTotals> parts(static_cast<std::size_t>(threads));
  std::mutex mu;  // the first error, and the records waiting for their turn to be reported
  std::string error;
  std::map<std::uint64_t, GameRecord> waiting;
  std::uint64_t reported = 0;
  auto worker = [&](int w) {
    try {
      // One Lua state and one loaded format per worker thread, every card compiled once.
      Worker state{make_lua_runtime(library), Format(o.format, library, o.format_options)};
      for (std::uint64_t k = next++; k < mine.size(); k = next++) {
        GameRecord rec;
        play_one(o, mine[k], state, parts[static_cast<std::size_t>(w)], rec, hooks);
        if (hooks.game) {
          std::lock_guard<std::mutex> lock(mu);
          waiting.emplace(k, std::move(rec));
          for (auto it = waiting.find(reported); it != waiting.end(); it = waiting.find(reported)) {
            hooks.game(it->second);
            waiting.erase(it);
            ++reported;
          }
        }
        const std::uint64_t d = ++done;
        if (hooks.progress && w == 0) hooks.progress(d);
      }
    } catch (const std::exception& e) {
      std::lock_guard<std::mutex> lock(mu);
      if (error.empty()) error = e.what();
      next = mine.size();
    }
  };
  std::vector<std::thread> pool;
  for (int w = 1; w < threads; ++w) pool.emplace_back(worker, w);
  worker(0);
  for (auto& t : pool) t.join();
  if (!error.empty()) throw std::runtime_error(error);
  SimTotals total;
  for (const auto& p : parts) total.add(p);
  if (hooks.progress) hooks.progress(done);
  return total;
}

}  // namespace dm
