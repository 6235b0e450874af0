#include "dm/simulate.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <system_error>
#include <thread>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"
#include "dm/rng.hpp"
#include "engine/games/dice_masters_type.hpp"

namespace dm {

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

namespace {

// Who sits where in game `index`, and the agents' specs and seeds: every `seats` seat decides,
// the first `players` play; odd games (with rotation on) seat the players as `rotation` says.
void seat_game(const SimOptions& o, SimGame& g, int players, int seats, const std::vector<int>& rotation) {
  g.swapped = o.rotate && g.index % 2 == 1 && players > 1;
  g.player_at_seat.resize(static_cast<std::size_t>(seats));
  for (int p = 0; p < seats; ++p)
    g.player_at_seat[static_cast<std::size_t>(p)] = g.swapped && p < players ? rotation[static_cast<std::size_t>(p)] : p;
  for (int p = 0; p < seats; ++p) {
    const auto player = static_cast<std::size_t>(g.player_at_seat[static_cast<std::size_t>(p)]);
    g.agents.push_back(o.agents[player % o.agents.size()]);
    g.agent_seeds.push_back(seat_seed(g.seed, static_cast<std::uint64_t>(p)));
  }
}

}  // namespace

SimGame sim_game_setup(const SimOptions& o, Format& format, std::uint64_t index) {
  if (o.agents.empty()) throw std::invalid_argument("no agents");
  SimGame g;
  g.index = index;
  g.seed = derive_seed(o.seed, index);
  g.setup = o.teams.empty() ? format.setup(g.seed) : format.setup(g.seed, o.teams);
  const int players = static_cast<int>(g.setup.teams.size());
  seat_game(o, g, players, std::max(players, g.setup.draft_seats), games::rotated_seats(g.setup));
  // Each player takes their team (cards and Sidekicks) to the new seat; the seat keeps its side.
  if (g.swapped) games::seat_players(g.setup, g.player_at_seat);
  return g;
}

SimGame sim_game_setup(const SimOptions& o, Table& table, std::uint64_t index) {
  if (o.agents.empty()) throw std::invalid_argument("no agents");
  SimGame g;
  g.index = index;
  g.seed = derive_seed(o.seed, index);
  seat_game(o, g, table.players(), table.seats(), table.rotation());
  return g;
}

namespace {

// Dice Masters' cards, per card definition: what a worker's games added up. A game's count
// costs no string and no map; the worker folds them into SimTotals::cards by card id when it
// is done.
struct CardTally {
  std::vector<CardCount> total;  // by definition
  std::vector<CardCount> here;   // one side of the game being counted, by definition
  std::vector<int> on_side;      // the definitions `here` holds
  const CardLibrary* library = nullptr;  // the games' library, which numbers the definitions
  void fold(SimTotals& out) const {
    for (std::size_t d = 0; d < total.size(); ++d)
      if (total[d].games > 0) out.cards[library->at(static_cast<int>(d)).id].add(total[d]);
  }
};

// What one worker thread keeps from game to game: for Dice Masters its Lua state and the
// format (teams from files, card statistics), for another game its table.
struct Worker {
  std::shared_ptr<AbilityRuntime> runtime;
  std::unique_ptr<Format> format;
  std::unique_ptr<Table> table;
  CardTally cards;  // Dice Masters: the cards' counts so far
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

// The cards of one game, per side: on the team, bought, fielded (a card both sides have counts
// twice).
void count_cards(const Game& g, const DieCounts& dice, CardTally& t) {
  const auto& s = g.state();
  if (t.library && t.library != &g.library()) throw std::logic_error("a worker's games use one card library");
  t.library = &g.library();
  const auto defs = static_cast<std::size_t>(g.library().size());
  if (t.total.size() < defs) t.total.resize(defs), t.here.resize(defs);
  for (SideId side = 0; side < s.side_count(); ++side) {
    t.on_side.clear();
    for (const auto& c : s.cards) {
      if (c.owner == kNone || s.side(c.owner) != side || g.library().at(c.def).kind == CardKind::Sidekick) continue;
      CardCount& x = t.here[static_cast<std::size_t>(c.def)];
      if (x.games == 0) t.on_side.push_back(c.def);
      x.games = 1;
    }
    for (const auto& d : s.dice) {
      if (d.owner == kNone || s.side(d.owner) != side) continue;
      CardCount& x = t.here[static_cast<std::size_t>(s.cards[static_cast<std::size_t>(d.card)].def)];
      if (x.games == 0) continue;
      x.dice_bought += dice.of(dice.bought, d.id);
      x.fielded += dice.of(dice.fielded, d.id);
    }
    for (int def : t.on_side) {
      CardCount& x = t.here[static_cast<std::size_t>(def)];
      x.wins = s.winner == side;
      x.bought_games = x.dice_bought > 0;
      x.bought_wins = x.bought_games && x.wins;
      t.total[static_cast<std::size_t>(def)].add(x);
      x = CardCount{};
    }
  }
}

// Game `sg` set up anew, not yet advanced.
std::unique_ptr<Match> new_match(const SimGame& sg, Worker& w) {
  if (w.table) return w.table->start(sg.seed, sg.player_at_seat);
  return std::make_unique<Game>(sg.setup, sg.seed, w.runtime);
}

// The game played again from its choices, written down as a replay. Cheaper than recording
// every game as it is played: only the games wanted pay for the keys and the state hashes.
void record_replay(const SimOptions& o, const SimGame& sg, Worker& w, const std::vector<int>& choices, const GameRecord& rec,
                   const SimHooks& hooks) {
  std::unique_ptr<Match> m = new_match(sg, w);
  std::unique_ptr<ReplayRecorder> recorder;
  if (w.table) {
    recorder = std::make_unique<ReplayRecorder>(*w.table, o.format_options, sg.seed, sg.agents);
  } else {
    ReplayGame info{o.format, o.format_options, sg.setup, sg.seed, sg.agents, {}};
    for (int p : sg.player_at_seat)
      if (static_cast<std::size_t>(p) < o.teams.size()) {
        const TeamList& t = o.teams[static_cast<std::size_t>(p)];
        info.team_names.push_back(t.name.empty() ? t.file : t.name);
      }
    recorder = std::make_unique<ReplayRecorder>(info);
  }
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
  const SimGame sg = w.table ? sim_game_setup(o, *w.table, index) : sim_game_setup(o, *w.format, index);
  std::unique_ptr<Match> m = new_match(sg, w);
  DieCounts dice;
  if (auto* g = dynamic_cast<Game*>(m.get())) g->set_observer([&dice](Observed what, DieId d) { dice.note(what, d); });
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
  // A draft stopped at one of the game's bounds built no teams: the run fails, as a draft that
  // fails does, rather than count a game nobody played.
  if (const auto* g = dynamic_cast<const Game*>(m.get()); g && g->state().draft.seats > 0 && g->state().turn == 0)
    throw std::runtime_error("game " + std::to_string(index) + ": the draft did not finish: " + g->limit_message());
  count_match(o, sg, *m, decisions, out, rec);
  if (const auto* g = dynamic_cast<const Game*>(m.get())) count_cards(*g, dice, w.cards);
  if (replays && hooks.want_replay(rec)) record_replay(o, sg, w, choices, rec, hooks);
}

}  // namespace

SimTotals simulate(const SimOptions& o, std::shared_ptr<const CardLibrary> library, const SimHooks& hooks) {
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
  auto worker = [&](int w) {
    try {
      // One Lua state and one loaded format (or table) per worker thread, compiled once.
      Worker state;
      if (game == Game::kName) {
        // The worker's own reference to the library: a count of its own, which the games it
        // plays copy and drop, so no two workers write one count (dm/shared.hpp).
        const std::shared_ptr<const CardLibrary> mine_only(library.get(), [keep = library](const CardLibrary*) {});
        state.runtime = make_lua_runtime(mine_only);
        state.format = std::make_unique<Format>(o.format, mine_only, o.format_options);
      } else {
        if (!o.teams.empty()) throw std::invalid_argument("teams are a Dice Masters thing: " + game + " takes none");
        state.table = find_game_type(game)->open(o.format, o.format_options);
      }
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
      }
      state.cards.fold(parts[static_cast<std::size_t>(w)].totals);
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
  SimTotals total;
  for (const auto& p : parts) total.add(p.totals);
  if (hooks.progress) hooks.progress(done);
  return total;
}

}  // namespace dm
