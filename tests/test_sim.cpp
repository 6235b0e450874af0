// Simulation: totals don't depend on how games are split across threads or shards; seats
// rotate; shards of one run merge exactly and others are refused.
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "dm/sim_report.hpp"
#include "dm/games.hpp"
#include "dm/simulate.hpp"
#include "tests/harness.hpp"

using namespace dm;

namespace {

SimResult result_of(const SimOptions& o) {
  SimResult r;
  r.totals = simulate(o);
  auto table = find_game_type("dice-masters")->open(o.format, o.format_options);
  r.run = describe_run(o, *table);
  r.card_names = card_names(r.totals, *table);
  return r;
}

}  // namespace

TEST_CASE("sim: threads and shards give the same totals as one run") {
  SimOptions o;
  o.format = "asm-demo";
  o.seed = 77;
  o.games = 60;
  SimTotals one = simulate(o);
  REQUIRE(one.games == 60);
  REQUIRE(one.side_wins.size() == 2);
  REQUIRE(one.side_wins[0] + one.side_wins[1] + one.ties + one.turn_limit == 60);
  REQUIRE(one.script_errors == 0);

  SimOptions threaded = o;
  threaded.threads = 2;
  REQUIRE(simulate(threaded) == one);

  SimTotals merged;
  for (std::uint64_t i = 0; i < 3; ++i) {
    SimOptions shard = o;
    shard.shard = i;
    shard.shards = 3;
    merged.add(simulate(shard));
  }
  REQUIRE(merged == one);

  SimOptions other = o;
  other.seed = 78;
  REQUIRE_FALSE(simulate(other) == one);
}

TEST_CASE("sim: the counts of a run agree with each other") {
  SimOptions o;
  o.format = "avx-demo";
  o.seed = 5;
  o.games = 30;
  o.agents = {"greedy", "random"};
  SimTotals t = simulate(o);
  REQUIRE(t.seats.size() == 2);
  REQUIRE(t.agents.size() == 2);
  std::uint64_t hist = 0, turns = 0, sq = 0;
  for (auto [n, g] : t.turn_histogram) hist += g, turns += static_cast<std::uint64_t>(n) * g, sq += static_cast<std::uint64_t>(n * n) * g;
  CHECK(hist == 30);
  CHECK(turns == t.turns);
  CHECK(sq == t.turns_sq);
  // Every game has each agent once, in one seat; a win is one side's.
  CHECK(t.agents[0].games == 30);
  CHECK(t.agents[0].wins + t.agents[1].wins + t.ties + t.turn_limit == 30);
  CHECK(t.seats[0].wins == t.first_player.wins);
  CHECK(t.seats[0].wins + t.seats[1].wins == t.agents[0].wins + t.agents[1].wins);
  CHECK(t.agents[0].ties == t.ties);
  // Cards: bought dice were counted by the game as they were bought, fielding likewise.
  REQUIRE_FALSE(t.cards.empty());
  std::uint64_t bought = 0, fielded = 0, used = 0;
  for (const auto& [id, c] : t.cards) {
    // An action card's dice are used, never fielded; a character's are never used.
    CHECK((c.action ? c.fielded : c.used) == 0);
    used += c.used;
    CHECK(c.games <= 60);
    CHECK(c.wins <= c.games);
    CHECK(c.bought_games <= c.games);
    CHECK(c.bought_wins <= c.bought_games);
    CHECK(c.dice_bought >= c.bought_games);
    bought += c.dice_bought;
    fielded += c.fielded;
  }
  CHECK(bought > 0);
  CHECK(fielded > 0);
  CHECK(used == 0);  // the demo's teams hold no action card (basic actions are nobody's card)
}

TEST_CASE("sim: an action card's dice are counted as used, never as fielded") {
  SimOptions o;
  o.format = std::string(DM_SOURCE_DIR) + "/tests/formats/good/action-cards.lua";
  o.seed = 5;
  o.games = 20;
  o.agents = {"greedy", "random"};
  const SimTotals t = simulate(o);
  REQUIRE(t.cards.count("gld-005"));
  const CardCount& focus = t.cards.at("gld-005");
  CHECK(focus.action);
  CHECK(focus.used > 0);
  CHECK(focus.fielded == 0);
  const CardCount& beast = t.cards.at("gld-001");
  CHECK_FALSE(beast.action);
  CHECK(beast.fielded > 0);
  CHECK(beast.used == 0);
}

TEST_CASE("sim: seats rotate so each agent moves first in half the games, and --no-rotate keeps them") {
  SimOptions o;
  o.format = "avx-demo";
  o.seed = 9;
  o.games = 12;
  o.agents = {"greedy", "random"};
  std::vector<GameRecord> games;
  SimHooks hooks;
  hooks.game = [&](const GameRecord& r) { games.push_back(r); };
  o.threads = 2;
  simulate(o, hooks);
  REQUIRE(games.size() == 12);
  int greedy_first = 0;
  for (std::size_t i = 0; i < games.size(); ++i) {
    CHECK(games[i].index == i);  // reported in order, however the threads finished
    REQUIRE(games[i].agents.size() == 2);
    greedy_first += games[i].agents[0] == "greedy";
    CHECK(games[i].agents[0] == (i % 2 ? "random" : "greedy"));
  }
  CHECK(greedy_first == 6);

  o.rotate = false;
  games.clear();
  simulate(o, hooks);
  for (const auto& g : games) CHECK(g.agents[0] == "greedy");

  // Doubles: the two sides' agents swap, each keeping its place in the side.
  SimOptions d;
  d.format = "doubles";
  d.agents = {"a", "b", "c", "d"};
  auto table = find_game_type("dice-masters")->open("doubles", {});
  SimGame g0 = sim_game_setup(d, *table, 0), g1 = sim_game_setup(d, *table, 1);
  CHECK(g0.agents == std::vector<std::string>{"a", "b", "c", "d"});
  CHECK(g1.agents == std::vector<std::string>{"b", "a", "d", "c"});
  CHECK(g1.rotated == 1);
  CHECK(sim_game_setup(d, *table, 2).rotated == 0);
  // The players take their teams with them; the seats keep their sides.
  SimOptions plain = d;
  plain.rotate = false;
  SimGame unrotated = sim_game_setup(plain, *table, 1);
  CHECK(g1.seed == unrotated.seed);
  const auto rotated = table->start(g1.seed, g1.player_at_seat);
  const auto kept = table->start(unrotated.seed, unrotated.player_at_seat);
  const GameState& a = static_cast<const Game&>(*rotated).state();
  const GameState& b = static_cast<const Game&>(*kept).state();
  for (PlayerId p = 0; p < 4; ++p) {
    CHECK(a.side(p) == b.side(p));
    // Seat p of the rotated game holds the team player g1.player_at_seat[p] brings.
    std::vector<int> mine, theirs;
    for (const auto& c : a.cards)
      if (c.owner == p) mine.push_back(c.def);
    for (const auto& c : b.cards)
      if (c.owner == g1.player_at_seat[static_cast<std::size_t>(p)]) theirs.push_back(c.def);
    CHECK(mine == theirs);
  }
}

TEST_CASE("sim: watching a game for the statistics does not change it") {
  SimOptions o;
  o.format = "avx-demo";
  o.agents = {"greedy", "greedy"};
  auto table = find_game_type("dice-masters")->open("avx-demo", {});
  SimGame sg = sim_game_setup(o, *table, 3);
  auto play = [&](bool watch) {
    Game g = static_cast<const Game&>(*table->start(sg.seed, sg.player_at_seat));
    int seen = 0;
    if (watch) g.set_observer([&](Observed, DieId) { ++seen; });
    auto a = make_agent("greedy", 1), b = make_agent("greedy", 2);
    g.advance();
    while (!g.over()) REQUIRE_FALSE(g.apply((g.pending().player == 0 ? a : b)->choose(g)));
    if (watch) CHECK(seen > 0);
    return g.hash();
  };
  CHECK(play(true) == play(false));
}

TEST_CASE("sim: shards merge into exactly the run's JSON, and other runs and repeated shards are refused") {
  SimOptions o;
  o.format = "avx-demo";
  o.seed = 11;
  o.games = 20;
  o.agents = {"greedy", "random"};
  const SimResult whole = result_of(o);
  std::vector<SimResult> parts;
  for (std::uint64_t i = 0; i < 2; ++i) {
    SimOptions s = o;
    s.shard = i;
    s.shards = 2;
    parts.push_back(sim_result_from_json(sim_json(result_of(s))));
  }
  CHECK(sim_json(sim_result_from_json(sim_json(whole))) == sim_json(whole));
  const SimResult merged = merge_results(parts, {"a.json", "b.json"});
  CHECK(sim_json(merged) == sim_json(whole));
  CHECK(merged.run.shards == 1);

  REQUIRE_THROWS_WITH(merge_results({parts[0], parts[0]}, {"a.json", "again.json"}),
                      Catch::Contains("again.json") && Catch::Contains("a.json") && Catch::Contains("same shard"));
  SimOptions other = o;
  other.seed = 12;
  other.shard = 1;
  other.shards = 2;
  REQUIRE_THROWS_WITH(merge_results({parts[0], result_of(other)}, {"a.json", "other.json"}),
                      Catch::Contains("other.json") && Catch::Contains("different runs") && Catch::Contains("seed"));
  SimResult changed = parts[1];
  changed.run.sets[0].second = "0000000000000000";
  REQUIRE_THROWS_WITH(merge_results({parts[0], changed}, {"a.json", "c.json"}), Catch::Contains("card sets"));
}

TEST_CASE("sim: shards that seat different players don't merge, and a result's seats are its players'") {
  SimOptions o;
  o.format = "avx-demo";
  o.seed = 3;
  o.games = 4;
  o.agents = {"random", "random"};
  std::vector<SimResult> parts;
  for (std::uint64_t i = 0; i < 2; ++i) {
    SimOptions s = o;
    s.shard = i;
    s.shards = 2;
    parts.push_back(sim_result_from_json(sim_json(result_of(s))));
  }
  // A shard that says it seated three: its seats are checked against that as it is read...
  nlohmann::json three = nlohmann::json::parse(sim_json(parts[1]));
  three["players"] = 3;
  REQUIRE_THROWS_WITH(sim_result_from_json(three.dump()), Catch::Contains("seats holds 2 seats, but players is 3"));
  // ...and against the other shards when merged.
  SimResult seated_three = parts[1];
  seated_three.totals.players = 3;
  REQUIRE_THROWS_WITH(merge_results({parts[0], seated_three}, {"a.json", "b.json"}),
                      Catch::Contains("b.json seats 3 players and a.json 2"));
  // A shard that played no game has seen no players: it merges with any.
  SimOptions none = o;
  none.games = 1;
  none.shard = 1;
  none.shards = 2;
  SimOptions first = none;
  first.shard = 0;
  const SimResult empty = sim_result_from_json(sim_json(result_of(none)));
  REQUIRE(empty.totals.games == 0);
  SimResult one = sim_result_from_json(sim_json(result_of(first)));
  CHECK(merge_results({one, empty}, {"a.json", "b.json"}).totals.games == 1);
}

TEST_CASE("sim: more agents than seats are refused, not dropped") {
  SimOptions o;
  o.format = "avx-demo";
  o.games = 2;
  o.agents = {"random", "random", "greedy"};
  REQUIRE_THROWS_WITH(simulate(o), Catch::Contains("3 agents for 2 seats"));
  o.agents = {"greedy"};  // a shorter list is repeated
  CHECK(simulate(o).games == 2);
}

TEST_CASE("sim: an unknown agent or a bad shard is an error, not a crash") {
  SimOptions o;
  o.games = 2;
  o.agents = {"random", "banana"};
  REQUIRE_THROWS_WITH(simulate(o), Catch::Contains("unknown agent"));
  SimOptions s;
  s.shard = 3;
  s.shards = 2;
  REQUIRE_THROWS(simulate(s));
}

TEST_CASE("sim: the totals of a fixed set of games are what the games themselves add up to") {
  SimOptions o;
  o.format = "avx-demo";
  o.seed = 31;
  o.games = 16;
  o.agents = {"greedy", "random"};
  std::vector<GameRecord> games;
  SimHooks hooks;
  hooks.game = [&](const GameRecord& r) { games.push_back(r); };
  const SimTotals t = simulate(o, hooks);
  REQUIRE(games.size() == 16);
  std::uint64_t first = 0, greedy = 0, turns = 0, sq = 0, ended = 0;
  std::map<int, std::uint64_t> hist;
  for (const auto& g : games) {
    first += g.winner == 0;  // side 0 moves first
    const int greedy_side = g.agents[0] == "greedy" ? 0 : 1;
    greedy += g.winner == greedy_side;
    turns += static_cast<std::uint64_t>(g.turns);
    sq += static_cast<std::uint64_t>(g.turns) * static_cast<std::uint64_t>(g.turns);
    ++hist[g.turns];
    ended += g.end_reason == "life";
  }
  CHECK(t.first_player.wins == first);
  CHECK(t.seats[0].wins == first);
  CHECK(t.agents[0].wins == greedy);
  CHECK(t.entrants[0].wins == greedy);
  CHECK(t.turns == turns);
  CHECK(t.turns_sq == sq);
  CHECK(t.turn_histogram == hist);
  CHECK(t.side_wins[0] + t.side_wins[1] == ended);
}
