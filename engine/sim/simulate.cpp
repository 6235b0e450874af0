#include "dm/simulate.hpp"

#include <algorithm>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <thread>

#include "dm/agent.hpp"
#include "dm/content.hpp"

namespace dm {

void SimTotals::add(const SimTotals& o) {
  games += o.games;
  wins[0] += o.wins[0];
  wins[1] += o.wins[1];
  ties += o.ties;
  turn_limit += o.turn_limit;
  turns += o.turns;
  decisions += o.decisions;
  script_errors += o.script_errors;
  players = std::max(players, o.players);
  for (auto& [k, v] : o.card_games) card_games[k] += v;
  for (auto& [k, v] : o.card_wins) card_wins[k] += v;
}

std::string SimTotals::to_json() const {
  nlohmann::json cards = nlohmann::json::object();
  for (auto& [k, v] : card_games) cards[k] = {{"games", v}, {"wins", card_wins.count(k) ? card_wins.at(k) : 0}};
  return nlohmann::json{{"games", games},       {"wins", {wins[0], wins[1]}}, {"ties", ties},
                        {"turn_limit", turn_limit}, {"turns", turns},         {"decisions", decisions},
                        {"script_errors", script_errors}, {"players", players}, {"cards", cards}}
      .dump(2);
}

SimTotals SimTotals::from_json(const std::string& text) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("not JSON: ") + e.what());
  }
  SimTotals t;
  t.games = j.at("games");
  t.wins[0] = j.at("wins")[0];
  t.wins[1] = j.at("wins")[1];
  t.ties = j.at("ties");
  t.turn_limit = j.at("turn_limit");
  t.turns = j.at("turns");
  t.decisions = j.at("decisions");
  t.script_errors = j.at("script_errors");
  t.players = j.value("players", 2);
  for (auto& [k, v] : j.at("cards").items()) {
    t.card_games[k] = v.at("games");
    t.card_wins[k] = v.at("wins");
  }
  return t;
}

namespace {

// What one worker thread keeps from game to game: its Lua state and the format.
struct Worker {
  std::shared_ptr<AbilityRuntime> runtime;
  Format format;
};

void play_one(const SimOptions& o, std::uint64_t index, const std::shared_ptr<const CardLibrary>& lib, Worker& w,
              SimTotals& out) {
  const std::uint64_t seed = derive_seed(o.seed, index);
  Game g(o.teams.empty() ? w.format.setup(seed) : w.format.setup(seed, o.teams), seed, w.runtime);
  // Drafters beyond the players draft for their own seats (one table of a pod).
  const int n = g.seat_count();
  std::vector<std::unique_ptr<Agent>> agents;
  for (int p = 0; p < n; ++p) {
    const std::string& name = o.agents[static_cast<std::size_t>(p) % o.agents.size()];
    agents.push_back(make_agent(name, derive_seed(seed, 100 + static_cast<std::uint64_t>(p))));
  }
  g.advance();
  std::uint64_t decisions = 0;
  while (!g.over()) {
    const PlayerId p = g.pending().player;
    if (auto err = g.apply(agents[static_cast<std::size_t>(p)]->choose(g))) throw std::runtime_error("illegal choice: " + *err);
    ++decisions;
  }
  const auto& s = g.state();
  ++out.games;
  out.players = std::max(out.players, s.player_count());
  out.turns += static_cast<std::uint64_t>(s.turn);
  out.decisions += decisions;
  out.script_errors += static_cast<std::uint64_t>(g.script_errors());
  if (s.end_reason == EndReason::TurnLimit) ++out.turn_limit;
  else if (s.winner == kNone) ++out.ties;
  else ++out.wins[s.winner];
  for (SideId side = 0; side < s.side_count(); ++side) {
    std::set<std::string> ids;
    for (const auto& c : s.cards)
      if (c.owner != kNone && s.side(c.owner) == side && lib->at(c.def).kind != CardKind::Sidekick) ids.insert(lib->at(c.def).id);
    for (const auto& id : ids) {
      ++out.card_games[id];
      if (s.winner == side) ++out.card_wins[id];
    }
  }
}

}  // namespace

SimTotals simulate(const SimOptions& o, std::shared_ptr<const CardLibrary> library,
                   const std::function<void(std::uint64_t)>& progress) {
  if (o.shards == 0 || o.shard >= o.shards) throw std::invalid_argument("shard must be i/n with i < n");
  if (o.agents.empty()) throw std::invalid_argument("no agents");
  std::vector<std::uint64_t> mine;
  for (std::uint64_t i = 0; i < o.games; ++i)
    if (i % o.shards == o.shard) mine.push_back(i);
  const int threads = std::max(1, o.threads);
  std::atomic<std::uint64_t> next{0}, done{0};
  std::vector<SimTotals> parts(static_cast<std::size_t>(threads));
  std::mutex err_mu;
  std::string error;
  auto worker = [&](int w) {
    try {
      // One Lua state and one loaded format per worker thread, every card compiled once.
      Worker state{make_lua_runtime(library), Format(o.format, library, o.format_options)};
      for (std::uint64_t k = next++; k < mine.size(); k = next++) {
        play_one(o, mine[k], library, state, parts[static_cast<std::size_t>(w)]);
        const std::uint64_t d = ++done;
        if (progress && w == 0) progress(d);
      }
    } catch (const std::exception& e) {
      std::lock_guard<std::mutex> lock(err_mu);
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
  if (progress) progress(done);
  return total;
}

}  // namespace dm
