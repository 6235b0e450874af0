// The hero duel for more than two (docs/hero-duel.md, "Modes"): targets chosen with the
// ability or the card, heroes out at 0 and skipped, a side winning together, a side's shared
// health, windows answered by every living player in turn order; and one against one unchanged.
#include "dm/agent.hpp"
#include "tests/duel/support.hpp"

using namespace dm;
using namespace dm::duel;
using namespace dm::duel::test;

namespace {

// No cards drawn unless a test places them: the windows ask only whom a test means to ask.
std::map<std::string, std::string> quiet(int players, std::map<std::string, std::string> more = {}) {
  more["players"] = std::to_string(players);
  more["hand_start"] = "0";
  more["draws"] = "0";
  return more;
}

DuelMatch table(const std::string& format, const std::map<std::string, std::string>& options, std::vector<PlacedPlayer> players = {}) {
  DuelMatch m(content(format, options), 1);
  if (!players.empty())
    if (auto err = m.set_players(players)) FAIL("position refused: " << *err);
  m.advance();
  return m;
}

void pin(DuelMatch& m, PlayerId p, const std::vector<int>& values) {
  std::vector<int> faces = m.state().chance.faces;
  for (int v : values) faces.push_back(face(m, p, v));
  m.force_faces(faces);
}

// The active player ends main phase 1 and rolls these numbers, keeping them.
void roll(DuelMatch& m, const std::vector<int>& values) {
  pin(m, m.state().active, values);
  play(m, "done");
  play(m, "stop");
}

// Whether a key ends in a target, ":P" and a seat number.
bool names_target(const std::string& key) {
  const std::size_t at = key.rfind(":P");
  return at != std::string::npos && at + 2 < key.size() &&
         std::all_of(key.begin() + static_cast<std::ptrdiff_t>(at + 2), key.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
}

int health(const DuelMatch& m, int p) { return m.state().players[static_cast<std::size_t>(p)].health; }

// Ends the active player's turn from main phase 2 (nothing to discard in these positions).
void end_turn(DuelMatch& m) {
  REQUIRE(m.state().phase == Phase::Main2);
  play(m, "done");
}

}  // namespace

TEST_CASE("Duel modes: one against one keeps its keys: no option names a target", "[duel][multi]") {
  DuelMatch m = new_match(3);
  m.advance();
  pin(m, 0, {2, 2, 2, 2, 5});
  play(m, "done");
  play(m, "stop");
  CHECK(offers(m, "ability:Searing-Blow"));
  CHECK(!offers(m, "ability:Searing-Blow:P2"));
  CHECK(m.option_label(m.find_option("ability:Searing-Blow")).rfind("Searing Blow: ", 0) == 0);
  // A whole random game: no key carries a target, and the state lists no target field.
  DuelMatch g = new_match(11);
  g.advance();
  auto agent = make_agent("random", 5, "hero-duel");
  for (int steps = 0; !g.over() && steps < 5000; ++steps) {
    for (int i = 0; i < g.option_count(); ++i) REQUIRE(!names_target(g.option_key(i)));
    REQUIRE(g.serialize().find("\"t\":") == std::string::npos);
    REQUIRE(!g.apply(agent->choose(g)));
  }
  CHECK(g.over());
}

TEST_CASE("Duel modes: free-for-all: the ability names its target, and its damage reaches that one", "[duel][multi]") {
  DuelMatch m = table("hero-ffa", quiet(3));
  REQUIRE(m.player_count() == 3);
  CHECK(m.hero(2).name == "Ember Warden");  // the seats go round the list of heroes
  roll(m, {2, 2, 2, 2, 5});
  CHECK(offers(m, "ability:Searing-Blow:P2"));
  CHECK(offers(m, "ability:Searing-Blow:P3"));
  CHECK(!offers(m, "ability:Searing-Blow"));
  CHECK(!offers(m, "ability:Searing-Blow:P1"));
  CHECK(m.option_label(m.find_option("ability:Searing-Blow:P3")).rfind("Searing Blow at P3 Ember Warden: ", 0) == 0);
  play(m, "ability:Searing-Blow:P3");  // 7 undefendable
  CHECK(health(m, 2) == 43);
  CHECK(health(m, 1) == 50);
  CHECK(health(m, 0) == 50);
}

TEST_CASE("Duel modes: targets = next: only the next living opponent, and the key names none", "[duel][multi]") {
  DuelMatch m = table("hero-ffa", quiet(3, {{"targets", "next"}}));
  roll(m, {2, 2, 2, 2, 5});
  CHECK(offers(m, "ability:Searing-Blow"));
  CHECK(!offers(m, "ability:Searing-Blow:P3"));
  CHECK(m.apply(std::string_view("ability:Searing-Blow:P3")).value().find("only P2 may be aimed at") != std::string::npos);
  play(m, "ability:Searing-Blow");
  CHECK(health(m, 1) == 43);
  CHECK(health(m, 2) == 50);
}

TEST_CASE("Duel modes: a card whose effect reaches an opponent names its target", "[duel][multi]") {
  // Pilfer steals 2 CP: from P3 here, not from the next seat.
  DuelMatch m = table("hero-ffa", quiet(3), {{-1, 2, {"Pilfer"}, {}}, {-1, 4, {}, {}}, {-1, 4, {}, {}}});
  CHECK(offers(m, "play:Pilfer:P2"));
  CHECK(offers(m, "play:Pilfer:P3"));
  CHECK(!offers(m, "play:Pilfer"));
  play(m, "play:Pilfer:P3");
  CHECK(m.state().players[2].cp == 2);
  CHECK(m.state().players[1].cp == 4);
  CHECK(m.state().players[0].cp == 4);
}

TEST_CASE("Duel modes: a hero at 0 is out: skipped in turn order, not a target, the game goes on", "[duel][multi]") {
  DuelMatch m = table("hero-ffa", quiet(4), {{}, {5, -1, {}, {}}, {}, {}});
  roll(m, {2, 2, 2, 2, 5});
  play(m, "ability:Searing-Blow:P2");
  CHECK(health(m, 1) == 0);
  CHECK(!m.over());
  CHECK(m.out(1));
  end_turn(m);
  CHECK(m.state().active == 2);  // P2 is skipped
  roll(m, {2, 2, 2, 2, 5});
  CHECK(offers(m, "ability:Searing-Blow:P1"));
  CHECK(offers(m, "ability:Searing-Blow:P4"));
  CHECK(!offers(m, "ability:Searing-Blow:P2"));
  const auto refused = m.apply(std::string_view("ability:Searing-Blow:P2"));
  REQUIRE(refused);
  CHECK(refused->find("P2 is out") != std::string::npos);
}

TEST_CASE("Duel modes: in a free-for-all the heuristic aims at the leader; in the teams at what it hurts most", "[duel][multi][agents]") {
  // Searing Blow (7 undefendable) hurts P2 and P3 alike and kills neither: the heuristic aims
  // at the one furthest from falling, P3, not the first one offered.
  DuelMatch m = table("hero-ffa", quiet(3), {{}, {20, -1, {}, {}}, {45, -1, {}, {}}});
  roll(m, {2, 2, 2, 2, 5});
  REQUIRE(offers(m, "ability:Searing-Blow:P2"));
  auto heuristic = make_agent("heuristic", 1, "hero-duel");
  CHECK(m.option_key(heuristic->choose(m)) == "ability:Searing-Blow:P3");
  // With P2 at 7 the same blow kills it: a kill is worth more than the leader.
  DuelMatch k = table("hero-ffa", quiet(3), {{}, {7, -1, {}, {}}, {45, -1, {}, {}}});
  roll(k, {2, 2, 2, 2, 5});
  CHECK(k.option_key(heuristic->choose(k)) == "ability:Searing-Blow:P2");
  // In the teams both opponents are one side, and the first of two alike targets stays.
  DuelMatch t = table("hero-teams", quiet(4), {{}, {20, -1, {}, {}}, {}, {45, -1, {}, {}}});
  roll(t, {2, 2, 2, 2, 5});
  REQUIRE(offers(t, "ability:Searing-Blow:P2"));
  REQUIRE(offers(t, "ability:Searing-Blow:P4"));
  CHECK(t.option_key(heuristic->choose(t)) == "ability:Searing-Blow:P2");
}

TEST_CASE("Duel modes: the last hero standing wins a free-for-all", "[duel][multi]") {
  DuelMatch m = table("hero-ffa", quiet(3), {{}, {5, -1, {}, {}}, {7, -1, {}, {}}});
  roll(m, {2, 2, 2, 2, 5});
  play(m, "ability:Searing-Blow:P2");
  REQUIRE(!m.over());
  end_turn(m);
  REQUIRE(m.state().active == 2);
  roll(m, {1, 1, 2, 3, 5});  // P3 has nothing
  end_turn(m);
  REQUIRE(m.state().active == 0);
  roll(m, {2, 2, 2, 2, 5});
  play(m, "ability:Searing-Blow");  // one opponent left: the key names no target
  REQUIRE(m.over());
  const MatchResult r = m.result();
  CHECK(r.winner == 0);
  CHECK(r.places == std::vector<int>{1, 2, 2});
}

TEST_CASE("Duel modes: teams sit alternately and a side wins together when the other has fallen", "[duel][multi]") {
  DuelMatch m = table("hero-teams", quiet(4), {{}, {5, -1, {}, {}}, {}, {5, -1, {}, {}}});
  CHECK(m.side_of(0) == m.side_of(2));
  CHECK(m.side_of(1) == m.side_of(3));
  CHECK(m.side_of(0) != m.side_of(1));
  roll(m, {2, 2, 2, 2, 5});
  CHECK(!offers(m, "ability:Searing-Blow:P3"));  // a teammate is no target
  play(m, "ability:Searing-Blow:P2");
  CHECK(!m.over());  // P4 still stands for their side
  end_turn(m);
  REQUIRE(m.state().active == 2);
  roll(m, {2, 2, 2, 2, 5});
  play(m, "ability:Searing-Blow");
  REQUIRE(m.over());
  const MatchResult r = m.result();
  CHECK(r.winner == 0);                               // the side of seats 1 and 3
  CHECK(r.places == std::vector<int>{1, 2, 1, 2});  // every player of it wins
}

TEST_CASE("Duel modes: a side's shared health is one pool; own health is each hero's", "[duel][multi]") {
  DuelMatch shared = table("hero-teams", quiet(4, {{"team_health", "shared"}}));
  CHECK(health(shared, 1) == 100);  // 50 a hero, two heroes
  roll(shared, {2, 2, 2, 2, 5});
  play(shared, "ability:Searing-Blow:P2");
  CHECK(health(shared, 1) == 93);
  CHECK(health(shared, 3) == 93);
  CHECK(health(shared, 0) == 100);
  DuelMatch own = table("hero-teams", quiet(4));
  roll(own, {2, 2, 2, 2, 5});
  play(own, "ability:Searing-Blow:P2");
  CHECK(health(own, 1) == 43);
  CHECK(health(own, 3) == 50);
}

TEST_CASE("Duel modes: a shared pool at 0 takes the whole side out", "[duel][multi]") {
  DuelMatch m = table("hero-teams", quiet(4, {{"team_health", "shared"}}), {{}, {7, -1, {}, {}}, {}, {7, -1, {}, {}}});
  roll(m, {2, 2, 2, 2, 5});
  play(m, "ability:Searing-Blow:P2");
  REQUIRE(m.over());
  CHECK(m.result().winner == 0);
  CHECK(health(m, 3) == 0);
}

TEST_CASE("Duel modes: every living player answers a window in turn order, the active player first", "[duel][multi]") {
  // P1 (Ember Warden) attacks P2 (Tide Caller); P3 and P4 hold instants that remove a token
  // (P1 holds Kindle), P4 also a prevention it can't play on an attack aimed at P2.
  DuelMatch m = table("hero-ffa", quiet(4),
                      {{-1, 3, {"Stoke"}, {{"Kindle", 1}}}, {-1, 3, {"Brace"}, {}}, {-1, 3, {"Snuff Out"}, {}}, {-1, 3, {"Buh Bye", "Brace"}, {}}});
  roll(m, {2, 2, 2, 2, 5});
  play(m, "ability:Searing-Blow:P2");
  std::vector<PlayerId> asked;
  for (int i = 0; i < 4; ++i) {
    REQUIRE(m.state().pending.kind == Kind::Respond);
    asked.push_back(m.decider());
    if (m.decider() == 3) CHECK(!offers(m, "play:Brace"));  // P4's prevention: only on attacks on P4
    if (m.decider() == 1) CHECK(offers(m, "play:Brace"));   // P2's: the attack is on P2
    play(m, "pass");
  }
  CHECK(asked == std::vector<PlayerId>{0, 1, 2, 3});
  CHECK(health(m, 1) == 43);
}

TEST_CASE("Duel modes: an action in a window gives the active player the first word again", "[duel][multi]") {
  DuelMatch m = table("hero-ffa", quiet(4), {{-1, 3, {"Stoke"}, {{"Kindle", 1}}}, {}, {-1, 3, {"Snuff Out"}, {}}, {}});
  roll(m, {2, 2, 2, 2, 5});
  play(m, "ability:Searing-Blow:P2");
  REQUIRE(m.decider() == 0);
  play(m, "pass");
  REQUIRE(m.decider() == 2);  // P2 and P4 have nothing to play: not asked
  play(m, "play:Snuff-Out:Kindle:P1");
  CHECK(m.decider() == 0);
  play(m, "pass");
  // Everyone passed: the removal resolved, and the window opens again, the active player first.
  CHECK(m.state().players[0].tokens[static_cast<std::size_t>(m.content().status("Kindle"))] == 0);
  CHECK(m.decider() == 0);
  play(m, "pass");
  CHECK(health(m, 1) == 43);
}

TEST_CASE("Duel modes: formats refuse a table they can't seat", "[duel][multi]") {
  CHECK_THROWS_WITH(load_format("hero-teams", {{"players", "5"}}), Catch::Contains("two sides seat 4"));
  CHECK_THROWS_WITH(load_format("hero-ffa", {{"players", "7"}}), Catch::Contains("players"));
  CHECK_THROWS_WITH(load_format("hero-ffa", {{"targets", "left"}}), Catch::Contains("'targets' is 'left'"));
  CHECK_THROWS_WITH(load_format("hero-teams", {{"heroes", "../x"}}), Catch::Contains("not a hero's name"));
  const auto six = load_format("hero-ffa", {{"players", "6"}});
  for (std::size_t seat = 0; seat < 6; ++seat) CHECK(six->heroes[seat].name == (seat % 2 ? "Tide Caller" : "Ember Warden"));
  const auto c = load_format("hero-ffa", {{"players", "5"}, {"heroes", "tide-caller"}});
  REQUIRE(c->heroes.size() == 5);
  for (const Hero& h : c->heroes) CHECK(h.name == "Tide Caller");
}

TEST_CASE("Duel modes: every agent plays every mode to its end, legally, keeping the invariants", "[duel][multi][agents]") {
  struct Table {
    const char* format;
    int players;
    std::map<std::string, std::string> more;
  };
  const Table tables[] = {{"hero-teams", 4, {}}, {"hero-teams", 6, {{"team_health", "shared"}}}, {"hero-ffa", 3, {}},
                          {"hero-ffa", 4, {{"targets", "next"}}}, {"hero-ffa", 5, {}}, {"hero-ffa", 6, {}}};
  for (const Table& t : tables) {
    auto options = t.more;
    options["players"] = std::to_string(t.players);
    for (const char* agent : {"random", "greedy", "heuristic", "mcts:iters=15"}) {
      INFO(t.format << " " << t.players << " " << agent);
      // MCTS is slow: one short game of it a table.
      if (std::string(agent).rfind("mcts", 0) == 0) options["turn_limit"] = "12";
      for (std::uint64_t seed = 1; seed <= (std::string(agent).rfind("mcts", 0) == 0 ? 1u : 4u); ++seed) {
        DuelMatch m(content(t.format, options), seed);
        m.advance();
        std::vector<std::unique_ptr<Agent>> agents;
        for (int p = 0; p < t.players; ++p) agents.push_back(make_agent(p == 0 ? agent : "random", seat_seed(seed, static_cast<std::uint64_t>(p)), "hero-duel"));
        for (int steps = 0; !m.over(); ++steps) {
          check_invariants(m);
          REQUIRE(!m.out(m.decider()));  // the fallen are never asked
          REQUIRE(!m.apply(agents[static_cast<std::size_t>(m.decider())]->choose(m)));
          REQUIRE(steps < 50000);
        }
        check_invariants(m);
        const MatchResult r = m.result();
        REQUIRE(r.over);
        if (r.winner != kNone) {
          CHECK(r.reason == "health");
          // Exactly the winning side stands, and places it first.
          for (PlayerId p = 0; p < t.players; ++p) {
            CHECK((r.places[static_cast<std::size_t>(p)] == 1) == (m.side_of(p) == r.winner));
            if (m.side_of(p) != r.winner) CHECK(m.out(p));
          }
        } else {
          CHECK((r.bounded || r.reason == "health"));
        }
      }
    }
  }
}

TEST_CASE("Duel modes: a hero script's choice of an opponent offers only standing heroes of other sides", "[duel][multi][script]") {
  // Lucky Gambler's Wild Card and Venom Shade's Toxic Cloud ask for "an opponent": at a table
  // of two sides, never a teammate; in a free-for-all, never a fallen hero.
  int asked = 0;
  for (const auto& [format, players] : std::vector<std::pair<std::string, int>>{{"hero-teams", 4}, {"hero-ffa", 5}}) {
    std::map<std::string, std::string> o{{"players", std::to_string(players)}, {"heroes", "lucky-gambler,venom-shade"}};
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      DuelMatch m(content(format, o), seed);
      auto agent = dm::make_agent("random", seed);
      m.advance();
      while (!m.over()) {
        const State& s = m.state();
        if (s.pending.kind == Kind::Choose && !s.follow.empty() && s.follow.front().choice == Choice::Opponent) {
          ++asked;
          const PlayerId me = s.pending.player;
          REQUIRE(!s.pending.options.empty());
          for (const Option& x : s.pending.options) {
            INFO(format << " seed " << seed << ": P" << me + 1 << " offered P" << x.a + 1);
            CHECK(m.side_of(x.a) != m.side_of(me));
            CHECK_FALSE(m.out(x.a));
          }
        }
        m.apply(agent->choose(m));
      }
    }
  }
  CHECK(asked > 10);  // the rule was put to the test
}
