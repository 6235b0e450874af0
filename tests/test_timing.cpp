// The timing model with small test cards (tests/cards/timing): triggers, ordering,
// protection, reactions, windows and priority, control, capture and copy.
#include <set>

#include "engine/masters/kernel/effects.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

World& timing_world() {
  static World w = [] {
    std::vector<LoadError> errors;
    World x;
    x.lib = builtin_library(errors);
    load_cards(*x.lib, {"tests/cards/timing"}, errors);
    for (auto& e : errors) FAIL("card load error: " << e.text());
    x.engine = make_lua_runtime(x.lib);
    return x;
  }();
  return w;
}

Game timing_game(std::vector<std::pair<std::string, int>> p0, std::vector<std::pair<std::string, int>> p1,
                 std::vector<std::string> basics = {}) {
  GameSetup s;
  s.library = timing_world().lib;
  s.edition = Edition::ASM2015;
  s.life = 10;
  s.teams.resize(2);
  for (auto& [n, k] : p0) s.teams[0].cards.push_back({timing_world().lib->find(n), k});
  for (auto& [n, k] : p1) s.teams[1].cards.push_back({timing_world().lib->find(n), k});
  for (auto& b : basics) s.shared.push_back({timing_world().lib->find(b), 3});
  Game g(s, 1, timing_world().engine);
  clear_player(g, 0);
  clear_player(g, 1);
  return g;
}

std::string id(DieId d) { return std::to_string(d); }

}  // namespace

TEST_CASE("timing: 'when fielded' fires for each fielding, not on returning from the Attack Zone or being moved") {
  Game g = timing_game({{"Herald", 3}}, {{"Banner", 1}});
  auto h = dice_of(g, "Herald");
  put(g, h[0], Zone::Reserve, char_face::level1, 0);
  put(g, h[1], Zone::Reserve, char_face::level1, 0);
  start_main(g, 0);
  choose(g, "field:" + id(h[0]));
  REQUIRE(g.state().life(1) == 9);
  choose(g, "field:" + id(h[1]));
  REQUIRE(g.state().life(1) == 8);
  // Moving a die into the field is not fielding it.
  put(g, h[2], Zone::Field, char_face::level1, 0);
  choose(g, "done");
  choose(g, "attack:" + id(h[0]));
  choose(g, "done");  // unblocked: 1 damage; it returns... no: unblocked attackers go to the Used Pile
  REQUIRE(g.state().life(1) == 7);
  REQUIRE(g.state().dice[h[1]].zone == Zone::Field);  // stayed home; nothing re-fired
}

TEST_CASE("timing: a 'while active' bonus applies once however many copies are active, and ends with the last") {
  Game g = timing_game({{"Banner", 2}}, {{"Herald", 1}});
  auto b = dice_of(g, "Banner");
  auto sk = dice_of(g, "Sidekick", 0);
  put(g, sk[0], Zone::Field, sidekick_face::character, 0);
  REQUIRE(g.attack(sk[0]) == 1);
  put(g, b[0], Zone::Field, char_face::level1, 0);
  REQUIRE(g.attack(sk[0]) == 2);
  put(g, b[1], Zone::Field, char_face::level1, 0);
  REQUIRE(g.attack(sk[0]) == 2);
  REQUIRE(g.defense(sk[0]) == 2);
  // A damaged Sidekick kept alive by the bonus is KO'd when the last Banner leaves.
  put(g, sk[0], Zone::Field, sidekick_face::character, 0, 1);
  put(g, b[1], Zone::Used, 0, 0);
  start_main(g, 0);
  REQUIRE(g.state().dice[sk[0]].zone == Zone::Field);
  Effects(g).ko(b[0], kNone);
  Effects(g).check_kos();
  REQUIRE(g.state().dice[sk[0]].zone == Zone::Prep);
}

TEST_CASE("timing: a player with several simultaneous effects chooses their order") {
  Game g = timing_game({{"Twin", 1}}, {{"Herald", 1}});
  auto t = dice_of(g, "Twin");
  put(g, t[0], Zone::Field, char_face::level1, 0);
  start_main(g, 0);
  choose(g, "done");
  choose(g, "attack:" + id(t[0]));
  choose(g, "done");
  REQUIRE(g.pending().kind == DecisionKind::OrderTriggers);
  REQUIRE(g.pending().player == 0);
  REQUIRE(g.pending().options.size() == 2);
  choose(g, "first:1");
  // Both resolved: 1 life lost, and Twin hit for 1 + 2.
  REQUIRE(g.state().life(1) == 10 - 1 - 3);
}

TEST_CASE("timing: when both players' effects trigger together, the active player's resolve first") {
  Game g = timing_game({{"Echo", 1}}, {{"Echo", 1}}, {"Force Beam"});
  auto fb = dice_of(g, "Force Beam");
  put(g, fb[0], Zone::Reserve, action_face::double_burst, 1);
  // Each Echo in its owner's field (0/1/5: it survives the Force Beam), so its text acts.
  put(g, dice_of(g, "Echo", 0)[0], Zone::Field, char_face::level1, 0);
  put(g, dice_of(g, "Echo", 1)[0], Zone::Field, char_face::level1, 1);
  std::vector<std::string> echoes;
  g.set_log([&](const std::string& line) {
      const auto j = nlohmann::json::parse(line);
    if (j.value("type", "") == "script") echoes.push_back(j["text"]);
  });
  start_main(g, 1);  // player 1 is active this time
  choose(g, "action:" + id(fb[0]));
  // Each Echo notes its owner's damage and its own ("when you or this take damage"): the active
  // player's notes come first.
  REQUIRE(echoes == std::vector<std::string>{"echo 1", "echo 1", "echo 0", "echo 0"});
}

TEST_CASE("timing: paying for protection keeps a die unaffected; declining lets the effect through") {
  for (bool pay_it : {true, false}) {
    Game g = timing_game({{"Herald", 1}}, {{"Ward", 1}}, {"Zap"});
    auto zap = dice_of(g, "Zap");
    auto ward = dice_of(g, "Ward");
    auto sk1 = dice_of(g, "Sidekick", 1);
    put(g, zap[0], Zone::Reserve, action_face::action, 0);
    put(g, ward[0], Zone::Field, char_face::level1, 1);  // 0/1/2
    put(g, sk1[0], Zone::Reserve, sidekick_face::fist, 1);
    start_main(g, 0);
    choose(g, "action:" + id(zap[0]));
    choose(g, "target:" + id(ward[0]));
    REQUIRE(g.pending().kind == DecisionKind::YesNo);
    REQUIRE(g.pending().player == 1);
    if (pay_it) {
      choose(g, "yes");
      pay(g);
      REQUIRE(g.state().dice[ward[0]].zone == Zone::Field);
      REQUIRE(g.state().dice[ward[0]].damage == 0);
      REQUIRE(g.state().dice[sk1[0]].zone == Zone::Used);  // paid on the opponent's turn: Used Pile
    } else {
      choose(g, "no");
      REQUIRE(g.state().dice[ward[0]].zone == Zone::Prep);
    }
  }
}

TEST_CASE("timing: a reaction global redirects damage about to hit its user") {
  Game g = timing_game({{"Herald", 1}}, {{"Banner", 1}}, {"Zap"});
  auto zap = dice_of(g, "Zap");
  auto banner = dice_of(g, "Banner");
  auto sk1 = dice_of(g, "Sidekick", 1);
  put(g, zap[0], Zone::Reserve, action_face::action, 0);
  put(g, banner[0], Zone::Field, char_face::level3, 1);  // 1/3/3
  put(g, sk1[0], Zone::Reserve, sidekick_face::shield, 1);
  start_main(g, 0);
  choose(g, "action:" + id(zap[0]));
  choose(g, "target:-2");  // player 1
  REQUIRE(g.pending().kind == DecisionKind::GlobalWindow);
  REQUIRE(g.pending().player == 1);
  choose(g, g.option_key(0));
  choose(g, "target:" + id(banner[0]));
  pay(g);
  if (g.pending().kind == DecisionKind::GlobalWindow) choose(g, "pass");
  REQUIRE(g.state().life(1) == 9);
  REQUIRE(g.state().dice[banner[0]].damage == 1);
}

TEST_CASE("timing: after blockers the active player acts first; both passing in a row closes the window") {
  Game g = timing_game({{"Herald", 1}}, {{"Banner", 1}}, {"Spark"});
  auto h = dice_of(g, "Herald");
  auto sk0 = dice_of(g, "Sidekick", 0);
  auto sk1 = dice_of(g, "Sidekick", 1);
  put(g, h[0], Zone::Field, char_face::level1, 0);  // 0/1/2
  put(g, sk0[0], Zone::Reserve, sidekick_face::bolt, 0);
  put(g, sk1[0], Zone::Reserve, sidekick_face::bolt, 1);
  put(g, sk1[1], Zone::Reserve, sidekick_face::bolt, 1);
  start_main(g, 0);
  choose(g, "done");
  choose(g, "attack:" + id(h[0]));
  choose(g, "done");
  REQUIRE(g.pending().kind == DecisionKind::GlobalWindow);
  REQUIRE(g.pending().player == 0);
  choose(g, "pass");
  REQUIRE(g.pending().player == 1);
  choose(g, g.option_key(0));  // Spark's global: +1A to a character
  if (has_option(g, "times:1")) choose(g, "times:1");
  choose(g, "target:" + id(h[0]));
  pay(g);
  REQUIRE(g.state().dice[sk1[0]].zone == Zone::Used);  // not their turn: straight to the Used Pile
  REQUIRE(g.pending().player == 0);  // after an action the active player has priority again
  choose(g, "pass");
  REQUIRE(g.pending().player == 1);
  choose(g, "pass");
  REQUIRE(g.state().life(1) == 10 - 2);  // Herald 1 + 1
}

TEST_CASE("timing: after each action of the active player in the Main Step, the other may use a global") {
  Game g = timing_game({{"Herald", 1}}, {{"Banner", 1}}, {"Spark"});
  auto h = dice_of(g, "Herald");
  auto sk0 = dice_of(g, "Sidekick", 0);
  auto sk1 = dice_of(g, "Sidekick", 1);
  put(g, h[0], Zone::Reserve, char_face::level1, 0);
  put(g, sk1[0], Zone::Reserve, sidekick_face::bolt, 1);
  put(g, sk1[1], Zone::Reserve, sidekick_face::bolt, 1);
  put(g, sk0[0], Zone::Reserve, sidekick_face::bolt, 0);
  start_main(g, 0);
  REQUIRE(g.pending().player == 0);
  choose(g, "field:" + id(h[0]));
  REQUIRE(g.pending().kind == DecisionKind::GlobalWindow);
  REQUIRE(g.pending().player == 1);
  choose(g, g.option_key(0));
  // Two bolts: the global may be paid twice as one batch.
  REQUIRE(has_option(g, "times:2"));
  choose(g, "times:2");
  choose(g, "target:" + id(h[0]));
  pay(g);
  REQUIRE(g.attack(h[0]) == 1 + 2);
}

TEST_CASE("timing: control, capture and copy") {
  SECTION("control: the die joins my field, can attack, goes back at end of turn") {
    Game g = timing_game({{"Puppeteer", 1}}, {{"Banner", 1}});
    auto p = dice_of(g, "Puppeteer");
    auto b = dice_of(g, "Banner");
    put(g, p[0], Zone::Reserve, char_face::level1, 0);
    put(g, b[0], Zone::Field, char_face::level3, 1);
    start_main(g, 0);
    choose(g, "field:" + id(p[0]));
    choose(g, "target:" + id(b[0]));
    REQUIRE(g.state().dice[b[0]].controller == 0);
    choose(g, "done");
    REQUIRE_FALSE(has_option(g, "attack:" + id(p[0])));  // the controlling die can't attack
    choose(g, "attack:" + id(b[0]));
    choose(g, "done");
    REQUIRE(g.state().life(1) == 10 - 3);
    // Unblocked, it went to the Used Pile: its owner's.
    REQUIRE(g.state().dice[b[0]].controller == 1);
  }
  SECTION("capture: the die stops existing until the capturer leaves or the turn ends") {
    Game g = timing_game({{"Puppeteer", 1}}, {{"Banner", 1}});
    auto p = dice_of(g, "Puppeteer");
    auto b = dice_of(g, "Banner");
    put(g, p[0], Zone::Reserve, char_face::level2, 0);
    put(g, b[0], Zone::Field, char_face::level3, 1);
    start_main(g, 0);
    choose(g, "field:" + id(p[0]));
    choose(g, "target:" + id(b[0]));
    REQUIRE(g.state().dice[b[0]].zone == Zone::Captured);
    REQUIRE(g.state().fielded_characters(1) == 0);
    Effects(g).ko(p[0], kNone);
    REQUIRE(g.state().dice[b[0]].zone == Zone::Field);
    REQUIRE(g.state().dice[b[0]].controller == 1);
  }
  SECTION("copy stats: the copier uses the other die's numbers") {
    Game g = timing_game({{"Puppeteer", 1}}, {{"Banner", 1}});
    auto p = dice_of(g, "Puppeteer");
    auto b = dice_of(g, "Banner");
    put(g, p[0], Zone::Reserve, char_face::level3, 0);
    put(g, b[0], Zone::Field, char_face::level3, 1);  // 1/3/3
    start_main(g, 0);
    choose(g, "field:" + id(p[0]));
    choose(g, "target:" + id(b[0]));
    REQUIRE(g.attack(p[0]) == 3);
    REQUIRE(g.defense(p[0]) == 3);
  }
}

TEST_CASE("timing: math.random in a card draws from the game's seeded generator") {
  auto life_after = [](std::uint64_t seed) {
    GameSetup s;
    s.library = timing_world().lib;
    s.life = 10;
    s.teams.resize(2);
    s.teams[0].cards.push_back({timing_world().lib->find("Gambler"), 1});
    Game g(s, seed, timing_world().engine);
    clear_player(g, 0);
    auto d = dice_of(g, "Gambler");
    put(g, d[0], Zone::Reserve, char_face::level1, 0);
    start_main(g, 0);
    choose(g, "field:" + std::to_string(d[0]));
    REQUIRE(g.script_errors() == 0);
    return g.state().life(1);
  };
  std::set<int> seen;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    int life = life_after(seed);
    REQUIRE(life == life_after(seed));
    REQUIRE(life >= 7);
    REQUIRE(life <= 9);
    seen.insert(life);
  }
  REQUIRE(seen.size() == 3);
}

TEST_CASE("keywords: Regenerate, Deadly, Ally, Aftershock and Swarm") {
  SECTION("Regenerate: KO'd, it rolls; a character face returns to the field, not the Attack Zone") {
    Game g = timing_game({{"Mutant", 1}}, {{"Banner", 1}}, {"Zap"});
    auto m = dice_of(g, "Mutant");
    auto zap = dice_of(g, "Zap");
    put(g, m[0], Zone::Field, char_face::level1, 0);
    put(g, zap[0], Zone::Reserve, action_face::action, 1);
    start_main(g, 1);
    g.force_faces({char_face::level2});
    choose(g, "action:" + id(zap[0]));
    choose(g, "target:" + id(m[0]));
    REQUIRE(g.state().dice[m[0]].zone == Zone::Field);
    REQUIRE(g.state().dice[m[0]].damage == 0);
    REQUIRE(g.state().life(1) == 10);  // it never left the field: no Aftershock
  }
  SECTION("Aftershock: leaving the field because of the opponent triggers it") {
    Game g = timing_game({{"Mutant", 1}}, {{"Banner", 1}}, {"Zap"});
    auto m = dice_of(g, "Mutant");
    auto zap = dice_of(g, "Zap");
    put(g, m[0], Zone::Field, char_face::level2, 0);  // no Regenerate at level 2
    put(g, zap[0], Zone::Reserve, action_face::action, 1);
    start_main(g, 1);
    choose(g, "action:" + id(zap[0]));
    choose(g, "target:" + id(m[0]));
    REQUIRE(g.state().dice[m[0]].zone == Zone::Prep);
    REQUIRE(g.state().life(1) == 9);
  }
  SECTION("Deadly: at end of turn everything that was engaged with it is KO'd") {
    Game g = timing_game({{"Banner", 1}}, {{"Mutant", 1}});
    auto b = dice_of(g, "Banner");
    auto m = dice_of(g, "Mutant");
    put(g, b[0], Zone::Field, char_face::level3, 0);  // 1/3/3: survives Mutant's 1
    put(g, m[0], Zone::Field, char_face::level2, 1);
    start_main(g, 0);
    choose(g, "done");
    choose(g, "attack:" + id(b[0]));
    choose(g, "done");
    choose(g, "block:" + id(m[0]) + ":" + id(b[0]));
    choose(g, "done");
    REQUIRE(g.state().dice[b[0]].zone == Zone::Prep);
  }
  SECTION("Ally: counts as a Sidekick while in the field") {
    Game g = timing_game({{"Mutant", 1}, {"Banner", 1}}, {{"Herald", 1}});
    auto m = dice_of(g, "Mutant");
    auto b = dice_of(g, "Banner");
    put(g, m[0], Zone::Field, char_face::level3, 0);
    put(g, b[0], Zone::Field, char_face::level1, 0);
    REQUIRE(g.is_sidekick(m[0]));
    REQUIRE(g.attack(m[0]) == 2);  // Banner: your Sidekicks +1A
    put(g, m[0], Zone::Used, 0, 0);
    REQUIRE_FALSE(g.is_sidekick(m[0]));
  }
  SECTION("Swarm: drawing a die of a character with a Swarm die in the field draws one more") {
    Game g = timing_game({{"Horde", 3}}, {{"Herald", 1}});
    auto h = dice_of(g, "Horde");
    auto sk = dice_of(g, "Sidekick", 0);
    put(g, h[0], Zone::Field, char_face::level1, 0);
    put(g, h[1], Zone::Bag, 0, 0);
    for (int i = 0; i < 6; ++i) put(g, sk[i], Zone::Bag, 0, 0);
    g.force_draws({h[1], sk[0], sk[1], sk[2]});
    g.advance();
    REQUIRE(zone(g, 0, Zone::Prep).size() == 5);
  }
}

TEST_CASE("stats: bonuses add up first, never below 0; defense 0 is a KO; spinning down stops at level 1") {
  Game g = timing_game({{"Banner", 2}}, {{"Herald", 1}}, {"Sap"});
  auto sap = dice_of(g, "Sap");
  auto b = dice_of(g, "Banner");
  put(g, sap[0], Zone::Reserve, action_face::action, 0);
  put(g, sap[1], Zone::Reserve, action_face::action, 0);
  put(g, b[0], Zone::Field, char_face::level3, 0);  // 1/3/3
  put(g, b[1], Zone::Field, char_face::level1, 0);  // 0/1/1
  Effects(g).add_mod(Modifier{ModKind::Bonus, b[0], kNone, 0, 1});  // +1D first: 3 + 1 - 3 = 1, alive
  start_main(g, 0);
  choose(g, "action:" + id(sap[0]));
  choose(g, "target:" + id(b[0]));
  // Spun down to level 2 (0/2/2): attack 2 - 2 = 0, defense 2 + 1 - 3 = 0: KO.
  REQUIRE(g.state().dice[b[0]].zone == Zone::Prep);
  choose(g, "action:" + id(sap[1]));
  choose(g, "target:" + id(b[1]));
  REQUIRE(g.state().dice[b[1]].face == char_face::level1);  // can't spin below level 1
  REQUIRE(g.state().dice[b[1]].zone == Zone::Prep);         // 1 - 3 -> 0: KO
}

TEST_CASE("stats: a bonus can't push a stat below 0") {
  Game g = timing_game({{"Banner", 1}}, {{"Herald", 1}});
  auto b = dice_of(g, "Banner");
  put(g, b[0], Zone::Field, char_face::level3, 0);  // 1/3/3
  Effects(g).add_mod(Modifier{ModKind::Bonus, b[0], kNone, -5, 2});
  REQUIRE(g.attack(b[0]) == 0);
  REQUIRE(g.defense(b[0]) == 5);
}
