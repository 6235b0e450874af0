// Hero scripts (docs/hero-api.md): Lua effect functions after the fixed fields, reactions,
// follow-ups asked as decisions, the API `g`, and what a broken or hostile script gets: an error
// naming its file and line, never a crash, and a game that goes on or ends at its bound.
#include <chrono>
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "tests/duel/support.hpp"

using namespace dm;
using namespace dm::duel;
using namespace dm::duel::test;

namespace {

// A hero whose only ability, "Hit" (any pair), deals 1 damage and then runs `effect`; its
// status effect Spark stacks to 2. `extra` goes in the hero table (reactions = ...).
std::string hero(const std::string& name, const std::string& effect, const std::string& extra = "", const std::string& status = "Spark") {
  return "return hero \"" + name + "\" {\n"                                                  // 1
         "  symbols = { \"star\" },\n"                                                       // 2
         "  faces = { {1, \"star\"}, 2, 3, 4, 5, 6 },\n"                                     // 3
         "  statuses = { status \"" + status + "\" { stack = 2, spend = { cp = 1 } } },\n"   // 4
         "  abilities = { ability \"Hit\" { needs = { kind = 2 }, damage = 1,\n"             // 5
         "    effect = " + effect + " } },\n"                                                // 6
         "  defence = defence \"D\" { dice = 2 },\n"                                         // 7
         "  cards = { card \"C\" { cp = 1, copies = 10 } },\n" + extra +                     // 8
         "}\n";
}

std::shared_ptr<const Content> two(const std::string& first, const std::string& second = hero("Plain", "nil", "", "Dull")) {
  auto c = std::make_shared<Content>();
  read_hero_script(first, "t.lua", *c);
  read_hero_script(second, "u.lua", *c);
  return c;
}

std::string error_of(const std::string& text) {
  try {
    two(text);
  } catch (const ContentError& e) {
    return e.what();
  }
  return "";
}

struct Logged {
  DuelMatch m;
  std::vector<nlohmann::json> log;
  explicit Logged(std::shared_ptr<const Content> c, std::uint64_t seed = 1) : m(std::move(c), seed) {
    m.set_log([this](const std::string& line) { log.push_back(nlohmann::json::parse(line)); });
  }
  const nlohmann::json* find(const std::string& type) const {
    for (const auto& l : log)
      if (l.value("type", "") == type) return &l;
    return nullptr;
  }
  // P1 rolls five 1s and uses Hit; the defender's dice show 1s too.
  void hit() {
    m.force_faces({0, 0, 0, 0, 0, 0, 0});
    m.advance();
    play(m, "done");
    play(m, "stop");
    play(m, "ability:Hit");
  }
};

}  // namespace

TEST_CASE("Hero scripts: a declarative duel keeps no Lua state; the scripted heroes are read with theirs", "[duel][script]") {
  REQUIRE(content("hero-duel")->lua == nullptr);
  const auto c = content("hero-duel-scripted");
  REQUIRE(c->lua != nullptr);
  REQUIRE(c->heroes.size() == 2);
  for (const Hero& h : c->heroes) {
    REQUIRE(h.reactions.size() == 1);
    REQUIRE(h.abilities[0].levels.size() == 2);
    REQUIRE(h.abilities[0].effect.script >= 0);
    REQUIRE(h.abilities[0].levels[1].effect.script >= 0);
    const auto upgrade = std::count_if(h.cards.begin(), h.cards.end(), [](const Card& k) { return k.effect.upgrade_level > 0; });
    REQUIRE(upgrade == 2);
    // Options and cards say in words what the functions do (their tables' `text`).
    CHECK(describe(h.abilities[0].effect, *c).find("roll") != std::string::npos);
    REQUIRE(std::any_of(h.statuses.begin(), h.statuses.end(), [&](int st) {
      const Status& S = c->statuses[static_cast<std::size_t>(st)];
      return S.upkeep.script >= 0 || S.spend.script >= 0;
    }));
  }
}

TEST_CASE("Hero scripts: the API's effects act through the rules, within their limits, each narrated", "[duel][script]") {
  Logged g(two(hero("Tester",
                    "function(g, self, ev)\n"
                    "  g.heal(5); g.cp_gain(3); g.gain(\"Spark\", 5); g.inflict(g.opponents()[1], \"Spark\", 1)\n"
                    "  g.draw(2); g.damage(g.opponent(), g.count(1) + #g.dice(), \"pure\")\n"
                    "end")));
  const int hand = static_cast<int>(g.m.state().players[0].hand.size());
  g.hit();
  const State& s = g.m.state();
  const int spark = g.m.content().status("Spark");
  CHECK(s.players[0].health == 55);
  CHECK(s.players[0].cp == 5);
  CHECK(s.players[0].tokens[static_cast<std::size_t>(spark)] == 2);  // the stack limit, not 5
  CHECK(s.players[1].tokens[static_cast<std::size_t>(spark)] == 1);
  CHECK(static_cast<int>(s.players[0].hand.size()) == hand + 2);
  // 1 from the attack (its defence prevents nothing), then 10 pure as an instance of its own.
  CHECK(s.players[1].health == 50 - 1 - 10);
  bool pure = false;
  for (const auto& l : g.log) pure = pure || (l.value("type", "") == "damage" && l.value("kind", "") == "pure" && l.value("final", 0) == 10);
  CHECK(pure);
  REQUIRE(g.find("script"));
}

TEST_CASE("Hero scripts: a follow-up is a decision; its answer reaches the function it names", "[duel][script]") {
  Logged g(two(hero("Asker", "function(g) return { choose = \"number\", min = 2, max = 4, next = \"take\", memo = { 7 } } end,\n"
                             "    take = function(g, self, ev, n) g.cp_gain(n + self.memo[1] - 7) end")));
  CHECK(describe(g.m.hero(0).abilities[0].effect, g.m.content()) == "1 damage, a scripted effect");
  g.hit();
  REQUIRE(g.m.decision_name() == "choose");
  REQUIRE(g.m.decider() == 0);
  REQUIRE(g.m.option_count() == 3);
  CHECK(g.m.option_key(0) == "choose:2");
  CHECK(g.m.option_label(2) == "4");
  const auto clone = g.m.clone();  // the follow-up is plain state: a clone answers it the same
  play(g.m, "choose:3");
  CHECK(g.m.state().players[0].cp == 5);
  REQUIRE(!clone->apply(std::string_view("choose:3")));
  CHECK(clone->hash() == g.m.hash());
}

TEST_CASE("Hero scripts: a follow-up asked by = \"opponent\" is the opponent's decision; the owner's function gets the answer", "[duel][script]") {
  Logged g(two(hero("Dealer", "function(g) return { choose = \"number\", min = 1, max = 3, by = \"opponent\", next = \"take\", prompt = \"how much?\" } end,\n"
                              "    take = function(g, self, ev, n) g.cp_gain(n) end")));
  g.hit();
  REQUIRE(g.m.decision_name() == "choose");
  CHECK(g.m.decider() == 1);  // P2 answers P1's effect
  CHECK(g.m.prompt() == "P2 (Plain): P1's Hit: how much?");
  CHECK(g.m.apply(std::string_view("choose:4")));  // out of range: refused, nothing changed
  REQUIRE(g.m.decider() == 1);
  const int before = g.m.state().players[0].cp;
  play(g.m, "choose:2");
  CHECK(g.m.state().players[0].cp == before + 2);  // the owner's script acted on the answer
  CHECK(g.m.state().players[1].cp == 2);
  CHECK(g.m.state().follow.empty());
}

TEST_CASE("Hero scripts: a follow-up answered by anyone but the owner or the opponent is a script error", "[duel][script][hostile][sanitize]") {
  Logged g(two(hero("Crowd", "function(g) return { ask = true, by = \"everyone\", next = \"x\" } end, x = function() end")));
  g.hit();
  const auto* e = g.find("script_error");
  REQUIRE(e);
  CHECK((*e)["message"].get<std::string>().find("by = \"opponent\"") != std::string::npos);
  CHECK((*e)["file"] == "t.lua");
  CHECK(g.m.state().follow.empty());
  CHECK(g.m.decision_name() == "main");
}

TEST_CASE("Hero scripts: an error in an effect is logged with file and line, what it did stands, and the game goes on", "[duel][script][hostile][sanitize]") {
  Logged g(two(hero("Broken", "function(g) g.cp_gain(1)\n error(\"boom\") end")));
  g.hit();
  const auto* e = g.find("script_error");
  REQUIRE(e);
  CHECK((*e)["file"] == "t.lua");
  CHECK((*e)["line"] == 7);
  CHECK((*e)["message"].get<std::string>().find("boom") != std::string::npos);
  CHECK(g.m.state().players[0].cp == 3);
  CHECK(g.m.decision_name() == "main");
  CHECK(!g.m.over());
}

TEST_CASE("Hero scripts: an endless loop and a memory hog are stopped by the budgets", "[duel][script][hostile][sanitize]") {
  for (const char* fn : {"function(g) while true do end end", "function(g) local t = {} for i = 1, 100000000 do t[i] = string.rep('x', 1000) .. i end end"}) {
    const auto start = std::chrono::steady_clock::now();
    Logged g(two(hero("Hog", fn)));
    g.hit();
    const auto* e = g.find("script_error");
    INFO(fn);
    REQUIRE(e);
    CHECK((*e)["file"] == "t.lua");
    CHECK(g.m.decision_name() == "main");
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(20));
  }
}

TEST_CASE("Hero scripts: a follow-up naming a missing function is a script error when it runs", "[duel][script][hostile][sanitize]") {
  Logged g(two(hero("Lost", "function(g) local name = 'no' .. 'where' return { ask = true, next = name } end")));
  g.hit();
  const auto* e = g.find("script_error");
  REQUIRE(e);
  CHECK((*e)["message"].get<std::string>().find("names no function") != std::string::npos);
  CHECK(g.m.state().follow.empty());
  CHECK(g.m.decision_name() == "main");
}

TEST_CASE("Hero scripts: a script that keeps state is refused when it loads", "[duel][script][hostile][sanitize]") {
  const std::string e = error_of(hero("Keeper", "function(g) counter = (counter or 0) + 1 end"));
  CHECK(e.find("t.lua:6") != std::string::npos);
  CHECK(e.find("counter") != std::string::npos);
}

TEST_CASE("Hero scripts: the reader reports every problem of a hero file in one run, each with its line", "[duel][script][content]") {
  const std::string text = hero("Faulty", "3",
                                "  reactions = {\n"                                                                                    // 9
                                "    reaction \"Oops\" { on = \"damage\", effect = function(g) end },\n"                               // 10
                                "    reaction \"Lost\" { on = \"upkeep\", effect = function(g)\n"                                     // 11
                                "      return { ask = true, next = \"missing\" } end },\n"                                            // 12
                                "  },\n");
  const std::string e = error_of(text);
  CHECK(e.find("t.lua:5: ability 'Hit': 'effect' is a function") != std::string::npos);
  CHECK(e.find("t.lua:10: reaction 'Oops': 'on' is 'damage' (did you mean 'damaged'?)") != std::string::npos);
  CHECK(e.find("t.lua:12: reaction 'Lost': a follow-up's next = \"missing\" names no function of this table") != std::string::npos);
}

TEST_CASE("Hero scripts: reactions answer their events; a condition that tries an effect is an error", "[duel][script]") {
  const std::string reactions =
      "  reactions = {\n"
      "    reaction \"Guard\" { on = \"attack_declared\", condition = function(g, self, ev) return ev.target == g.me end,\n"
      "      effect = function(g) g.prevent(1) end },\n"
      "    reaction \"Sore\" { on = \"damaged\", condition = function(g, self, ev) g.heal(1) return true end, effect = function(g) end },\n"
      "    reaction \"Counted\" { on = \"roll_done\", effect = function(g, self, ev) if ev.roll == 'defensive' then g.cp_gain(1) end end },\n"
      "    reaction \"Morning\" { on = \"upkeep\", condition = function(g, self, ev) return ev.player == g.me end, effect = function(g) g.cp_gain(2) end },\n"
      "  },\n";
  Logged g(two(hero("Plain", "nil", "", "Dull"), hero("Reactor", "nil", reactions, "Glow")));
  g.hit();
  const State& s = g.m.state();
  // Guard prevented the 1 damage; the defender's roll gave it 1 CP.
  CHECK(s.players[1].health == 50);
  CHECK(s.players[1].cp == 3);
  bool morning = false;
  for (const auto& l : g.log) morning = morning || (l.value("type", "") == "reaction" && l.value("what", "") == "Morning");
  CHECK(!morning);  // P1's upkeep: not its holder's
  // Damage to P2 at last: Sore's condition tries to heal, an error; no heal.
  Logged h(two(hero("Hitter", "function(g) g.damage(g.opponent(), 2, 'collateral') end"), hero("Reactor", "nil", reactions, "Glow")));
  h.hit();
  const auto* e = h.find("script_error");
  REQUIRE(e);
  CHECK((*e)["message"].get<std::string>().find("an effect in a condition") != std::string::npos);
  CHECK(h.m.state().players[1].health == 48);
}

TEST_CASE("Hero scripts: a status effect's upkeep function, told its tokens, rolls through the game's generator", "[duel][script]") {
  const auto c = content("hero-duel-scripted");
  DuelMatch m(c, 3);
  std::vector<PlacedPlayer> placed(2);
  placed[0].tokens["Jinx"] = 2;
  REQUIRE(!m.set_players(placed));
  m.force_faces({face(m, 0, 1), face(m, 0, 6)});  // one die bites, one doesn't
  m.advance();
  CHECK(m.state().players[0].health == 48);
  CHECK(m.state().players[0].tokens[static_cast<std::size_t>(c->status("Jinx"))] == 2);
}

TEST_CASE("Hero scripts: the same seed and choices give the same game, byte for byte", "[duel][script]") {
  for (const char* agent : {"random", "greedy", "heuristic"}) {
    std::string first;
    for (int run = 0; run < 2; ++run) {
      DuelMatch m(content("hero-duel-scripted"), 11);
      std::string log;
      m.set_log([&](const std::string& line) { log += line + "\n"; });
      m.advance();
      std::vector<std::unique_ptr<Agent>> agents;
      for (int p = 0; p < 2; ++p) agents.push_back(make_agent(agent, seat_seed(11, static_cast<std::uint64_t>(p)), "hero-duel"));
      int steps = 0;
      while (!m.over()) {
        check_invariants(m);
        REQUIRE(!m.apply(agents[static_cast<std::size_t>(m.decider())]->choose(m)));
        REQUIRE(++steps < 20000);
      }
      INFO(agent);
      CHECK(m.result().reason != "script_limit");
      log += m.serialize();
      if (run == 0) first = log;
      else CHECK(log == first);
    }
  }
}

TEST_CASE("Hero scripts: the tree search answers follow-ups too", "[duel][script]") {
  DuelMatch m(content("hero-duel-scripted"), 5);
  m.advance();
  std::unique_ptr<Agent> agents[2] = {make_agent("mcts:iters=4", seat_seed(5, 0), "hero-duel"), make_agent("random", seat_seed(5, 1), "hero-duel")};
  int steps = 0;
  while (!m.over()) {
    REQUIRE(!m.apply(agents[static_cast<std::size_t>(m.decider())]->choose(m)));
    REQUIRE(++steps < 20000);
  }
  CHECK(m.result().over);
}

TEST_CASE("Hero scripts: a die chosen, rerolled where it lies; the queries read the game as it stands", "[duel][script]") {
  Logged g(two(hero("Chooser",
                    "function(g) return { choose = \"die\", next = \"re\", prompt = \"which die again?\" } end,\n"
                    "    re = function(g, self, ev, i)\n"
                    "      local v, s = g.reroll(i)\n"
                    "      g.cp_gain(v + #g.players() + g.hand(g.me) - g.hand(g.me) + g.turn() - 1 + g.active())\n"
                    "      g.discard(g.opponent(), 2)\n"
                    "      if s == nil and g.attack() == nil and g.tokens(g.me, 'Spark') == 0 then g.cp_gain(1) end\n"
                    "    end")));
  const int hand = static_cast<int>(g.m.state().players[1].hand.size());
  g.hit();
  REQUIRE(g.m.decision_name() == "choose");
  REQUIRE(g.m.option_count() == 5);
  CHECK(g.m.option_key(2) == "choose:die3");
  CHECK(g.m.option_label(2) == "die 3 (showing 1 star)");
  CHECK(g.m.prompt() == "P1 (Chooser): Hit: which die again?");
  g.m.force_faces({face(g.m, 0, 4)});
  play(g.m, "choose:die3");
  const State& s = g.m.state();
  CHECK(g.m.faces_of(0)[2].value == 4);
  CHECK(g.m.faces_of(0)[1].value == 1);
  // 2 + (4 + 2 players + 0 + turn 1 - 1 + active 0) + 1: no symbol on a 4, no attack pending, no Spark.
  CHECK(s.players[0].cp == 2 + 6 + 1);
  CHECK(static_cast<int>(s.players[1].hand.size()) == hand - 2);
  CHECK(static_cast<int>(s.players[1].discard.size()) == 2);
}
