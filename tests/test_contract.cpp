// The contract every game keeps, checked over every game the engine lists (dm::game_modules), so
// that a game added to the list is held to it without a test of its own: the game as a value
// (clones, equality, hash, serialization), refused answers, observations, determinism, replays
// that replay byte for byte and turn into scenarios that pass and play on, simulations that are
// deterministic with shards that merge and seats that rotate through every position, and the
// viewer page drawn in Chromium. As OpenSpiel runs its basic tests over every registered game.
#include <catch2/catch.hpp>

#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "dm/agent.hpp"
#include "dm/bounds.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"
#include "dm/rng.hpp"
#include "dm/sim_report.hpp"
#include "dm/simulate.hpp"
#include "engine/module/game_module.hpp"
#include "tests/browser_support.hpp"
#include "tests/cli_support.hpp"

using namespace dm;
using namespace dm::test;
using json = nlohmann::json;

namespace {

struct Subject {
  std::string game, format;
  int players;           // players a match of it seats here
  FormatOptions options;  // the format's options that seat them
  std::string args;      // the same on a command line
};

// Every listed game, at its default format, with as many players as the format may seat (up to
// 4, so that seats beyond two are held to the contract too).
std::vector<Subject> subjects() {
  std::vector<Subject> out;
  for (const GameModule* m : game_modules()) {
    const GameInfo& info = m->type->info();
    Subject s{info.name, info.default_format, 0, {}, ""};
    const auto table = m->type->open(s.format, {});
    s.players = table->players();
    for (const auto& o : table->options())
      if (o.name == m->type->players_option()) {
        s.players = std::min(info.max_players, 4);
        s.options[o.name] = std::to_string(s.players);
        s.args = " --players " + std::to_string(s.players);
      }
    out.push_back(s);
  }
  return out;
}



std::string seats_csv(const std::string& agent, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (i ? "," : "") + agent;
  return out;
}

// Random play to the end from `m`, choosing with `seed`; every step's checks in `each`.
template <typename Each>
int play_out(Match& m, std::uint64_t seed, Each each, int limit = 20000) {
  Rng rng(seed);
  int n = 0;
  while (!m.over() && n < limit) {
    REQUIRE(m.option_count() > 0);
    each(m);
    REQUIRE_FALSE(m.apply(static_cast<int>(rng.below(static_cast<std::uint64_t>(m.option_count())))));
    ++n;
  }
  return n;
}

}  // namespace

TEST_CASE("contract: every game is a value: clones equal and independent, hash and serialize stable", "[contract]") {
  for (const Subject& s : subjects()) {
    INFO(s.game);
    const GameType& type = *find_game_type(s.game);
    auto table = type.open(s.format, s.options);
    auto m = table->start(3, {});
    m->advance();
    int step = 0;
    play_out(*m, 5, [&](Match& g) {
      if (step++ % 7) return;
      auto c = g.clone();
      CHECK(*c == g);
      CHECK(c->hash() == g.hash());
      CHECK(c->serialize() == g.serialize());
      CHECK(g.hash() == g.hash());
      // The clone moves on alone.
      const std::uint64_t before = g.hash();
      REQUIRE_FALSE(c->apply(0));
      CHECK(g.hash() == before);
      CHECK_FALSE(*c == g);
      // clone_into reuses a match of the same game and is then equal too.
      std::unique_ptr<Match> into = g.clone();
      REQUIRE((!into->over() || g.over()));
      c->clone_into(into);
      CHECK(*into == *c);
    });
    CHECK(m->over());
  }
}

TEST_CASE("contract: a refused answer changes nothing, in the same words for every game", "[contract]") {
  for (const Subject& s : subjects()) {
    INFO(s.game);
    const GameType& type = *find_game_type(s.game);
    auto table = type.open(s.format, s.options);
    auto m = table->start(4, {});
    m->advance();
    int step = 0;
    play_out(*m, 6, [&](Match& g) {
      if (step++ % 5) return;
      const std::uint64_t before = g.hash();
      const std::string state = g.serialize();
      auto out_of_range = g.apply(g.option_count());
      REQUIRE(out_of_range);
      CHECK(*out_of_range == "option " + std::to_string(g.option_count()) + " is out of range (0.." +
                                 std::to_string(g.option_count() - 1) + ")");
      CHECK(g.apply(-1));
      CHECK(g.apply(std::string_view("no-such-key:here")));
      CHECK(g.hash() == before);
      CHECK(g.serialize() == state);
    });
    CHECK(m->apply(0).value_or("") == "the game is over");
  }
}

TEST_CASE("contract: an observation keeps the decision as its player sees it and changes nothing", "[contract]") {
  for (const Subject& s : subjects()) {
    INFO(s.game);
    const GameType& type = *find_game_type(s.game);
    auto table = type.open(s.format, s.options);
    auto m = table->start(8, {});
    m->advance();
    int step = 0;
    play_out(*m, 9, [&](Match& g) {
      if (step++ % 9) return;
      const std::uint64_t before = g.hash();
      const PlayerId p = g.decider();
      auto a = g.observation(p, 1), b = g.observation(p, 2);
      CHECK(g.hash() == before);
      // The player to move sees the same decision in every sample of what they can't see.
      for (const auto* o : {a.get(), b.get()}) {
        REQUIRE(o->decider() == p);
        REQUIRE(o->option_count() == g.option_count());
        for (int i = 0; i < g.option_count(); ++i) CHECK(o->option_key(i) == g.option_key(i));
      }
      // What they may see is the same whatever was sampled.
      CHECK(a->observation_json(p) == g.observation_json(p));
      CHECK(b->observation_json(p) == g.observation_json(p));
      CHECK(g.hash() == before);
    });
  }
}

TEST_CASE("contract: the same seed and choices give the same log, byte for byte, and every choice line has key and label", "[contract]") {
  for (const Subject& s : subjects()) {
    INFO(s.game);
    TempDir dir;
    const std::string args = "play --format " + s.format + s.args + " --seed 12 --agents " +
                             seats_csv("random", s.players) + " -q --log ";
    auto one = dice(args + (dir / "a.jsonl")), two = dice(args + (dir / "b.jsonl"));
    INFO(one.err);
    REQUIRE(one.code == 0);
    REQUIRE(two.code == 0);
    const std::string log = slurp(dir / "a.jsonl");
    CHECK(log == slurp(dir / "b.jsonl"));
    int choices = 0;
    std::size_t at = 0;
    while (at < log.size()) {
      const std::size_t nl = log.find('\n', at);
      const json line = json::parse(log.substr(at, nl - at));
      at = nl + 1;
      if (line.value("type", "") != "choice") continue;
      ++choices;
      CHECK(line.contains("player"));
      CHECK(line.contains("decision"));
      CHECK_FALSE(line.value("key", "").empty());
      CHECK_FALSE(line.value("label", "").empty());
    }
    CHECK(choices > 0);
  }
}

TEST_CASE("contract: a replay of every game replays byte for byte, plays on from a step, and becomes a scenario that passes and plays on", "[contract]") {
  for (const Subject& s : subjects()) {
    INFO(s.game);
    TempDir dir;
    const std::string agents = seats_csv("random", s.players);
    auto play = dice("play --format " + s.format + s.args + " --seed 21 --agents " + agents +
                     " -q --log " + (dir / "game.jsonl") + " --replay " + (dir / "game.replay"));
    INFO(play.err);
    REQUIRE(play.code == 0);
    auto again = dice("replay " + (dir / "game.replay") + " --log " + (dir / "again.jsonl"));
    INFO(again.out << again.err);
    REQUIRE(again.code == 0);
    CHECK(slurp(dir / "again.jsonl") == slurp(dir / "game.jsonl"));
    // Played on from a step, with other agents: a whole game, and its replay replays.
    const auto parsed = parse_replay(slurp(dir / "game.replay"), "game.replay");
    REQUIRE(std::holds_alternative<Replay>(parsed));
    const std::size_t steps = std::get<Replay>(parsed).steps.size();
    REQUIRE(steps > 4);
    const std::string middle = std::to_string(steps / 2);
    auto on = dice("play --from-replay " + (dir / "game.replay") + " --to " + middle + " --agents " + agents + " -q --replay " +
                   (dir / "on.replay"));
    INFO(on.err);
    REQUIRE(on.code == 0);
    CHECK(dice("replay " + (dir / "on.replay")).code == 0);
    // The position after that step as a scenario: written, passes, and plays on to an end.
    auto written = dice("replay " + (dir / "game.replay") + " --to " + middle + " --scenario " + (dir / "step.lua"));
    INFO(written.out << written.err);
    REQUIRE(written.code == 0);
    auto passes = dice("scenario " + (dir / "step.lua"));
    INFO(passes.out << passes.err);
    CHECK(passes.code == 0);
    CHECK(has(passes.out, "1 passed, 0 failed"));
    auto puzzle = dice("play --from-scenario " + (dir / "step.lua") + " --agents " + agents + " -q");
    INFO(puzzle.out << puzzle.err);
    CHECK(puzzle.code == 0);
    CHECK(has(puzzle.out, "after"));
  }
}

TEST_CASE("contract: a simulation of every game is deterministic, its shards merge exactly, and every seat holds every position", "[contract]") {
  for (const Subject& s : subjects()) {
    INFO(s.game);
    SimOptions o;
    o.format = s.format;
    const GameType& type = *find_game_type(s.game);
    o.format_options = s.options;
    o.games = 24;  // a multiple of every seat count up to 4: each rotation equally often
    o.seed = 31;
    // One strong seat and the rest random: it must sit everywhere equally often.
    o.agents = {"greedy"};
    for (int p = 1; p < s.players; ++p) o.agents.push_back("random");
    auto table = type.open(o.format, o.format_options);
    const SimTotals one = simulate(o);
    CHECK(simulate(o) == one);
    SimOptions threaded = o;
    threaded.threads = 2;
    CHECK(simulate(threaded) == one);
    SimTotals merged;
    for (std::uint64_t i = 0; i < 3; ++i) {
      SimOptions shard = o;
      shard.shard = i;
      shard.shards = 3;
      merged.add(simulate(shard));
    }
    CHECK(merged == one);
    // Each player holds each seat in the same number of games.
    std::map<std::pair<int, int>, int> held;  // (player, seat) -> games
    for (std::uint64_t i = 0; i < o.games; ++i) {
      const SimGame g = sim_game_setup(o, *table, i);
      for (int seat = 0; seat < table->players(); ++seat) ++held[{g.player_at_seat[static_cast<std::size_t>(seat)], seat}];
    }
    std::set<int> counts;
    for (const auto& [k, n] : held) counts.insert(n);
    CHECK(held.size() == static_cast<std::size_t>(table->players() * table->players()));
    CHECK(counts.size() == 1);
    // And so the strong agent's games are spread over the seats: every seat's games add up to all.
    REQUIRE(one.seats.size() == static_cast<std::size_t>(table->players()));
    for (const auto& seat : one.seats) CHECK(seat.games == o.games);
    REQUIRE_FALSE(one.agents.empty());
    CHECK(one.agents[0].games == o.games);
  }
}

TEST_CASE("contract: the viewer page of every game draws its table in Chromium", "[contract]") {
  if (chromium().empty()) FAIL("chromium is not installed (setup.sh installs Debian's chromium package)");
  for (const Subject& s : subjects()) {
    INFO(s.game);
    TempDir dir;
    const std::string page = dir / "game.html";
    auto play = dice("play --format " + s.format + s.args + " --seed 5 --agents " +
                     seats_csv("random", s.players) + " -q --html " + page);
    INFO(play.err);
    REQUIRE(play.code == 0);
    const std::string html = slurp(page);
    CHECK_FALSE(has(html, "http://"));
    CHECK_FALSE(has(html, "https://"));
    auto r = run_tool("timeout 90 " + chromium() + " --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
                      "--disable-background-networking --disable-component-update --disable-sync --user-data-dir=" +
                          (dir / "profile") + " --enable-logging=stderr --v=0 ",
                      "--dump-dom 'file://" + page + "#step=3'");
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK_FALSE(has(r.out, "data-page-error="));
    CHECK_FALSE(has(r.err, ":CONSOLE("));
    CHECK(has(r.out, "P1"));
  }
}

TEST_CASE("contract: help at the terminal is the game's own", "[contract]") {
  for (const Subject& s : subjects()) {
    INFO(s.game);
    const view::GameView& v = view_of(s.game);
    TempDir dir;
    spit(dir / "answers", "help\n");
    std::string agents = "human";
    for (int p = 1; p < s.players; ++p) agents += ",random";
    auto r = dice("play --format " + s.format + s.args + " --seed 3 --agents " + agents + " < " + (dir / "answers"));
    // The input ends after the question, so the game stops unfinished; the help came first.
    CHECK(r.code == 1);
    const std::string help = *v.terminal.help ? v.terminal.help : "How to answer:";
    CHECK(has(r.out, help.substr(0, help.find('\n'))));
    // Every game's help names its own commands and no other game's.
    for (const GameModule* other : game_modules()) {
      const char* theirs = view_of(*other).terminal.help;
      if (other->type->info().name == s.game || !*theirs || !*v.terminal.help) continue;
      const std::string line = std::string(theirs).substr(0, std::string(theirs).find('\n'));
      if (line != help.substr(0, help.find('\n'))) CHECK_FALSE(has(r.out, line));
    }
  }
}

TEST_CASE("contract: every game counts its decisions toward the bounds every game keeps, and a clone counts on", "[contract][limits]") {
  for (const Subject& s : subjects()) {
    INFO(s.game);
    const GameType& type = *find_game_type(s.game);
    auto table = type.open(s.format, s.options);
    auto m = table->start(8, {});
    m->advance();
    REQUIRE(m->decision_count() != nullptr);
    std::uint64_t applied = 0;
    play_out(*m, 9, [&](Match& g) {
      // Counted when a decision is reached or when it is answered: never more, never fewer.
      const std::uint64_t total = g.decision_count()->total;
      CHECK((total == applied || total + 1 == applied || total == applied + 1));
      if (applied % 11 == 0) CHECK(g.clone()->decision_count()->total == total);
      ++applied;
    });
    CHECK(m->over());
    CHECK(m->decision_count()->total + 1 >= applied);
  }
}
