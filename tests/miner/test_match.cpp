// Dice Miner behind the shared game interface: found in the registry, opened into a table,
// driven through dm::Match alone; the same seed gives the same game byte for byte; its log
// lines are JSON with what readers need; keys, labels and prompts for every decision.
#include <nlohmann/json.hpp>
#include <set>

#include "dm/agent.hpp"
#include "dm/games.hpp"
#include "tests/miner/support.hpp"

using namespace dm;

namespace {

// A whole game's log with random agents: every line, as written.
std::string game_log(Table& t, std::uint64_t seed) {
  std::unique_ptr<Match> m = t.start(seed, {});
  std::string log;
  m->set_log([&](const std::string& l) { log += l + "\n"; });
  std::vector<std::unique_ptr<Agent>> a;
  for (int p = 0; p < m->player_count(); ++p) a.push_back(make_agent("random", seat_seed(seed, static_cast<std::uint64_t>(p)), "dice-miner"));
  m->advance();
  while (!m->over()) REQUIRE(!m->apply(a[static_cast<std::size_t>(m->decider())]->choose(*m)));
  return log;
}

}  // namespace

TEST_CASE("Dice Miner is in the registry; a table opens a format and starts matches", "[miner][match]") {
  const GameType* type = find_game_type("dice-miner");
  REQUIRE(type);
  CHECK(type->info().title == "Dice Miner");
  CHECK(type->info().min_players == 2);
  CHECK(type->info().max_players == 4);
  std::unique_ptr<Table> t = type->open("dice-miner", {{"players", "3"}});
  CHECK(t->players() == 3);
  CHECK(t->game().name == "dice-miner");
  CHECK(!t->description().empty());
  REQUIRE(t->options().size() == 1);
  CHECK(t->options()[0].value == "3");
  const auto scripts = t->scripts();
  REQUIRE(scripts.size() == 5);
  CHECK(scripts[4].file == "games/dice-miner/scoring.lua");
  std::unique_ptr<Match> m = t->start(4, {2, 0, 1});
  CHECK(m->game_name() == "dice-miner");
  CHECK(m->player_count() == 3);
  CHECK_THROWS_AS(t->start(4, {0, 0, 1}), std::invalid_argument);
  CHECK_THROWS_AS(t->start(4, {0, 1}), std::invalid_argument);
  CHECK(format_game("dice-miner") == "dice-miner");
  CHECK(format_game("dice-miner-crystal") == "dice-miner");
}

TEST_CASE("The same seed plays the same game, byte for byte; another seed another", "[miner][match]") {
  std::unique_ptr<Table> t = find_game_type("dice-miner")->open("dice-miner", {{"players", "3"}});
  const std::string a = game_log(*t, 42);
  CHECK(a == game_log(*t, 42));
  CHECK(a != game_log(*t, 43));
  // A fresh table (a new Lua state) plays it the same as one that has played many games.
  for (std::uint64_t s = 0; s < 30; ++s) game_log(*t, s);
  std::unique_ptr<Table> fresh = find_game_type("dice-miner")->open("dice-miner", {{"players", "3"}});
  CHECK(game_log(*fresh, 42) == a);
  // Matches of two tables of the same scripts are equal when their states are.
  std::unique_ptr<Match> x = t->start(5, {}), y = fresh->start(5, {});
  CHECK(x->equals(*y));
  std::unique_ptr<Table> other = find_game_type("dice-miner")->open("dice-miner-crystal", {{"players", "3"}});
  CHECK(!other->start(5, {})->equals(*x));
}

TEST_CASE("A clone plays on as its original; an observation keeps the table and guesses the chance", "[miner][match]") {
  std::unique_ptr<Table> t = find_game_type("dice-miner")->open("dice-miner", {});
  std::unique_ptr<Match> m = t->start(7, {});
  m->advance();
  for (int i = 0; i < 25; ++i) REQUIRE(!m->apply(0));
  std::unique_ptr<Match> c = m->clone();
  REQUIRE(c->equals(*m));
  std::unique_ptr<Match> obs = m->observation(0, 99);
  CHECK(!obs->equals(*m));  // its generator is another
  CHECK(obs->observation_json(0) == m->observation_json(0));
  CHECK(m->observation_json(0).find("\"chance\"") == std::string::npos);
  CHECK(nlohmann::json::parse(m->observation_json(1))["mountain"].size() == 20);
  while (!m->over()) {
    REQUIRE(!m->apply(m->option_count() - 1));
    REQUIRE(!c->apply(c->option_count() - 1));
    REQUIRE(c->hash() == m->hash());
  }
  CHECK(c->serialize() == m->serialize());
}

TEST_CASE("clone_into and observation_into give what clone and observation give, in a game already held", "[miner][match]") {
  std::unique_ptr<Table> t = find_game_type("dice-miner")->open("dice-miner", {});
  std::unique_ptr<Match> m = t->start(7, {}), elsewhere = t->start(8, {});
  m->advance();
  elsewhere->advance();
  for (int i = 0; i < 25; ++i) REQUIRE(!m->apply(0));
  for (int i = 0; i < 40; ++i) REQUIRE(!elsewhere->apply(elsewhere->option_count() - 1));
  std::unique_ptr<Match> scratch = elsewhere->clone();  // a game of another position, more dice taken
  m->clone_into(scratch);
  CHECK(scratch->equals(*m));
  CHECK(scratch->serialize() == m->serialize());
  for (std::uint64_t seed : {99u, 100u}) {
    elsewhere->clone_into(scratch);
    m->observation_into(0, seed, scratch);
    const std::unique_ptr<Match> fresh = m->observation(0, seed);
    CHECK(scratch->serialize() == fresh->serialize());
    // Both play on alike: the guessed generator is the same.
    for (int i = 0; i < 30 && !fresh->over(); ++i) {
      REQUIRE(!scratch->apply(0));
      REQUIRE(!fresh->apply(0));
    }
    CHECK(scratch->serialize() == fresh->serialize());
  }
  // A match of another game is replaced, not written into.
  std::unique_ptr<Match> other = find_game_type("hero-duel")->open("hero-duel", {})->start(1, {});
  m->clone_into(other);
  CHECK(other->game_name() == "dice-miner");
  CHECK(other->equals(*m));
}

TEST_CASE("Every decision has keys, labels and a prompt; codes are small and options distinct", "[miner][match]") {
  for (int players : {2, 4}) {
    miner::MinerMatch m = miner::test::new_match(players, 12);
    std::vector<std::string> log;
    m.set_log([&](const std::string& l) { log.push_back(l); });
    m.advance();
    std::set<std::string> kinds;
    while (!m.over()) {
      REQUIRE(m.decision_code() < 32);
      kinds.insert(m.decision_name());
      REQUIRE(!m.prompt().empty());
      std::set<std::string> keys;
      std::set<std::uint64_t> codes;
      for (int i = 0; i < m.option_count(); ++i) {
        REQUIRE(!m.option_label(i).empty());
        // Keys are words replay files and terminals take: no space in them.
        REQUIRE(m.option_key(i).find(' ') == std::string::npos);
        keys.insert(m.option_key(i));
        codes.insert(m.option_code(i));
        REQUIRE(m.find_option(m.option_key(i)) == i);
      }
      REQUIRE(static_cast<int>(keys.size()) == m.option_count());
      REQUIRE(static_cast<int>(codes.size()) == m.option_count());
      // Prefer what makes every kind of decision come: share beer, spend magic, keep.
      int pick = 0;
      for (int i = 0; i < m.option_count(); ++i) {
        const std::string k = m.option_key(i);
        if (k.rfind("share", 0) == 0 || k.rfind("spend", 0) == 0 || k.rfind("keep", 0) == 0) pick = i;
      }
      REQUIRE(!m.apply(pick));
    }
    CHECK(kinds == std::set<std::string>{"hero", "excavate", "take", "magic", "reroll", "keep"});
    // Every line is JSON with a type; a state line after every answer.
    std::set<std::string> types;
    int states = 0, choices = 0;
    for (const std::string& l : log) {
      const auto j = nlohmann::json::parse(l);
      types.insert(j["type"].get<std::string>());
      states += j["type"] == "state";
      choices += j["type"] == "choice";
    }
    CHECK(states == choices);
    for (const char* type : {"choice", "first_roll", "first_player", "hero", "round_start", "phase", "roll", "fill", "take", "slide",
                             "share", "spend", "score", "round_score", "keep", "winner", "state"})
      CHECK(types.count(type));
    const auto state = nlohmann::json::parse(m.state_line());
    CHECK(state["players"].size() == static_cast<std::size_t>(players));
    CHECK(state["bag"] == 0);
    CHECK(state["hash"].get<std::string>().size() == 16);
    const auto start = nlohmann::json::parse(m.start_fields());
    CHECK(start["dice"].size() == 60);
    CHECK(start["mountain"].size() == 20);
    const auto over = nlohmann::json::parse(m.over_fields());
    CHECK(over["places"].size() == static_cast<std::size_t>(players));
    CHECK(over["heroes"].size() == static_cast<std::size_t>(players));
  }
}
