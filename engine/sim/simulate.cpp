#include "dm/simulate.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <system_error>
#include <thread>

#include "dm/agent.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"
#include "dm/rng.hpp"

namespace dm {

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

namespace {

// How many steps of `rotation` bring every seat back to itself: a seat takes each position once
// in that many games.
int cycle_of(const std::vector<int>& rotation) {
  std::vector<int> at(rotation.size());
  for (std::size_t s = 0; s < at.size(); ++s) at[s] = static_cast<int>(s);
  for (int k = 1; k <= static_cast<int>(rotation.size()) * 2 + 1; ++k) {
    bool home = true;
    for (std::size_t s = 0; s < at.size(); ++s) {
      at[s] = rotation[static_cast<std::size_t>(at[s])];
      home = home && at[s] == static_cast<int>(s);
    }
    if (home) return k;
  }
  return 1;
}

}  // namespace

SimGame sim_game_setup(const SimOptions& o, const Table& table, std::uint64_t index) {
  if (o.agents.empty()) throw std::invalid_argument("no agents");
  SimGame g;
  g.index = index;
  g.seed = derive_seed(o.seed, index);
  const int players = table.players(), seats = table.seats();
  // Game i is rotated i steps (modulo the rotation's cycle): over any run of cycle games,
  // every player holds every seat once. Two sides: odd games swap them.
  const std::vector<int> rotation = players > 1 ? table.rotation() : std::vector<int>{};
  g.rotated = o.rotate && players > 1 ? static_cast<int>(index % static_cast<std::uint64_t>(cycle_of(rotation))) : 0;
  g.player_at_seat.resize(static_cast<std::size_t>(seats));
  for (int p = 0; p < seats; ++p) {
    int player = p;
    if (p < players)
      for (int k = 0; k < g.rotated; ++k) player = rotation[static_cast<std::size_t>(player)];
    g.player_at_seat[static_cast<std::size_t>(p)] = player;
  }
  for (int p = 0; p < seats; ++p) {
    const auto player = static_cast<std::size_t>(g.player_at_seat[static_cast<std::size_t>(p)]);
    g.agents.push_back(o.agents[player % o.agents.size()]);
    g.agent_seeds.push_back(seat_seed(g.seed, static_cast<std::uint64_t>(p)));
  }
  return g;
}

namespace {

// What one worker thread keeps from game to game: its table (the format loaded, its content's
// Lua state) and the game's card counts so far.
struct Worker {
  std::unique_ptr<Table> table;
  std::unique_ptr<CardCounter> cards;
};

// What every game's result adds to the totals: wins by side, seat, agent and player.
void count_match(const SimOptions& o, const SimGame& sg, const Match& m, std::uint64_t decisions, SimTotals& out,
                 GameRecord& rec) {
  const MatchResult r = m.result();
  const int n = m.player_count();
  // A game stopped at a limit has no winner, like one that reached the turn cap.
  const bool limit = r.bounded;
  const bool tie = !limit && r.winner == kNone;
  ++out.games;
  out.players = std::max(out.players, n);
  out.turns += static_cast<std::uint64_t>(r.turns);
  out.turns_sq += static_cast<std::uint64_t>(r.turns) * static_cast<std::uint64_t>(r.turns);
  ++out.turn_histogram[r.turns];
  out.decisions += decisions;
  out.script_errors += static_cast<std::uint64_t>(m.script_errors());
  if (limit) ++out.turn_limit;
  else if (tie) ++out.ties;
  if (out.side_wins.size() < static_cast<std::size_t>(m.side_count())) out.side_wins.resize(static_cast<std::size_t>(m.side_count()));
  if (r.winner != kNone) ++out.side_wins[static_cast<std::size_t>(r.winner)];
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
  // By agent: -1 not playing, else whether it won (an agent on several seats plays the game once).
  thread_local std::vector<signed char> agent_won;
  agent_won.assign(o.agents.size(), -1);
  for (PlayerId p = 0; p < n; ++p) {
    const bool won = r.winner != kNone && m.side_of(p) == r.winner;
    const auto player = static_cast<std::size_t>(sg.player_at_seat[static_cast<std::size_t>(p)]);
    score(at(out.seats, static_cast<std::size_t>(p)), won);
    score(at(out.entrants, player), won);
    signed char& a = agent_won[player % o.agents.size()];
    a = static_cast<signed char>(std::max<int>(a, won));
  }
  for (std::size_t a = 0; a < agent_won.size(); ++a)
    if (agent_won[a] >= 0) score(at(out.agents, a), agent_won[a] > 0);
  score(out.first_player, r.winner != kNone && r.winner == m.side_of(0));
  rec.index = sg.index;
  rec.seed = sg.seed;
  rec.agents.assign(sg.agents.begin(), sg.agents.begin() + std::min<std::size_t>(sg.agents.size(), static_cast<std::size_t>(n)));
  rec.winner = r.winner == kNone ? -1 : r.winner;
  rec.turns = r.turns;
  rec.end_reason = r.reason;
  rec.hash = m.hash();
}

// Game `sg` set up anew, not yet advanced.
std::unique_ptr<Match> new_match(const SimGame& sg, Worker& w) { return w.table->start(sg.seed, sg.player_at_seat); }

// The game played again from its choices, written down as a replay. Cheaper than recording
// every game as it is played: only the games wanted pay for the keys and the state hashes.
void record_replay(const SimOptions& o, const SimGame& sg, Worker& w, const std::vector<int>& choices, const GameRecord& rec,
                   const SimHooks& hooks) {
  std::unique_ptr<Match> m = new_match(sg, w);
  auto recorder = std::make_unique<ReplayRecorder>(*w.table, o.format_options, sg.seed, sg.agents, sg.player_at_seat);
  m->advance();
  recorder->start(*m);
  for (int c : choices)
    if (auto err = recorder->apply(*m, c))
      throw std::runtime_error("game " + std::to_string(sg.index) + ": played again for its replay, a choice is refused: " + *err);
  recorder->finish(*m);
  hooks.replay(rec, recorder->replay());
}

void play_one(const SimOptions& o, std::uint64_t index, Worker& w, SimTotals& out, GameRecord& rec, const SimHooks& hooks,
              std::string_view game) {
  const SimGame sg = sim_game_setup(o, *w.table, index);
  std::unique_ptr<Match> m = new_match(sg, w);
  if (w.cards) w.cards->begin(*m);
  std::vector<std::unique_ptr<Agent>> agents;
  for (std::size_t p = 0; p < sg.agents.size(); ++p) agents.push_back(make_agent(sg.agents[p], sg.agent_seeds[p], game));
  const bool replays = hooks.want_replay && hooks.replay;
  std::vector<int> choices;
  m->advance();
  std::uint64_t decisions = 0;
  while (!m->over()) {
    const PlayerId p = m->decider();
    const int choice = agents[static_cast<std::size_t>(p)]->choose(*m);
    if (auto err = m->apply(choice)) throw std::runtime_error("game " + std::to_string(index) + ": illegal choice: " + *err);
    if (replays) choices.push_back(choice);
    ++decisions;
  }
  // A game that never began (a draft stopped at one of the game's bounds built no teams): the
  // run fails, as a draft that fails does, rather than count a game nobody played.
  if (const std::string why = m->unbegun(); !why.empty()) throw std::runtime_error("game " + std::to_string(index) + ": " + why);
  count_match(o, sg, *m, decisions, out, rec);
  if (w.cards) w.cards->end(*m);
  if (replays && hooks.want_replay(rec)) record_replay(o, sg, w, choices, rec, hooks);
}

}  // namespace

SimTotals simulate(const SimOptions& given, const SimHooks& hooks) {
  SimOptions o = given;
  if (o.format.empty()) o.format = find_game_type(default_game())->info().default_format;
  if (o.shards == 0 || o.shard >= o.shards) throw std::invalid_argument("shard must be i/n with i < n");
  if (o.agents.empty()) throw std::invalid_argument("no agents");
  const std::string game = format_game(o.format);
  for (const auto& a : o.agents) make_agent(a, 0, game);  // an unknown agent fails before any game
  std::vector<std::uint64_t> mine;
  for (std::uint64_t i = o.shard; i < o.games; i += o.shards) mine.push_back(i);
  // No more threads than games: a thread with nothing to play costs a Lua state for nothing.
  const int threads = static_cast<int>(std::clamp<std::uint64_t>(mine.size(), 1, static_cast<std::uint64_t>(std::max(1, o.threads))));
  // Each on a cache line of its own: the workers write them once a game.
  alignas(64) std::atomic<std::uint64_t> next{0};
  alignas(64) std::atomic<std::uint64_t> done{0};
  // Each worker's totals, written after every game, on cache lines no other worker writes.
  struct alignas(64) Part {
    SimTotals totals;
  };
  std::vector<Part> parts(static_cast<std::size_t>(threads));
  std::mutex mu;  // the first error, and the records waiting for their turn to be reported
  std::string error;
  std::map<std::uint64_t, GameRecord> waiting;
  std::uint64_t reported = 0;
  std::atomic<bool> stopped{false};
  auto asked = std::chrono::steady_clock::now();
  auto worker = [&](int w) {
    try {
      // One table (the format loaded, its content's Lua state) per worker thread, made once.
      Worker state;
      state.table = find_game_type(game)->open(o.format, o.format_options, o.content);
      if (o.agents.size() > static_cast<std::size_t>(state.table->seats()))
        throw std::invalid_argument(std::to_string(o.agents.size()) + " agents for " + std::to_string(state.table->seats()) +
                                    " seats: agents are named one a seat at most");
      if (!o.entries.empty()) {
        const auto problems = state.table->set_entries(o.entries);
        if (!problems.empty()) throw std::invalid_argument(problems.front());
      }
      if (!o.swap_a.empty()) {
        const EntrySwap swapped = state.table->swap_in_entries(o.swap_a, o.swap_b);
        if (!swapped.error.empty()) throw std::invalid_argument(swapped.error);
      }
      if (o.turn_cap > 0 && !state.table->set_turn_cap(o.turn_cap))
        throw std::invalid_argument(game + " has no turn cap: its rules end a game");
      state.cards = state.table->card_counter();
      for (std::uint64_t k = next++; k < mine.size(); k = next++) {
        GameRecord rec;
        play_one(o, mine[k], state, parts[static_cast<std::size_t>(w)].totals, rec, hooks, game);
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
        if (hooks.stop && w == 0 && std::chrono::steady_clock::now() - asked >= std::chrono::milliseconds(100)) {
          asked = std::chrono::steady_clock::now();
          if (hooks.stop()) stopped = true, next = mine.size();
        }
      }
      if (state.cards) state.cards->fold(parts[static_cast<std::size_t>(w)].totals.cards);
    } catch (const std::exception& e) {
      std::lock_guard<std::mutex> lock(mu);
      if (error.empty()) error = e.what();
      next = mine.size();
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(static_cast<std::size_t>(threads));
  std::string no_thread;
  for (int w = 1; w < threads; ++w) {
    try {
      pool.emplace_back(worker, w);
    } catch (const std::system_error& e) {
      // The system has no thread to give (a process or memory limit): the run stops with
      // that said, the workers already started finishing their games first.
      no_thread = "cannot start thread " + std::to_string(w + 1) + " of " + std::to_string(threads) + ": " + e.what() +
                  " (fewer threads with -j)";
      next = mine.size();
      break;
    }
  }
  if (no_thread.empty()) worker(0);
  for (auto& t : pool) t.join();
  if (!no_thread.empty()) throw std::runtime_error(no_thread);
  if (!error.empty()) throw std::runtime_error(error);
  if (stopped) throw SimStopped();
  SimTotals total;
  for (const auto& p : parts) total.add(p.totals);
  if (hooks.progress) hooks.progress(done);
  return total;
}

}  // namespace dm
