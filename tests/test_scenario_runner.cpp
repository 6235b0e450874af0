// The scenario runner itself: passing, failing, strictness, and how it reports mistakes in
// a file. Scenario texts are written inline; the rule and card scenarios live in tests/scenarios.
#include <filesystem>

#include "engine/module/game_module.hpp"
#include "engine/scenario/scenario_file.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

std::vector<ScenarioResult> run(const std::string& text, const std::string& file = "inline.lua") {
  return run_scenario_text(text, file, world().lib, world().engine);
}

ScenarioResult run_one(const std::string& text) {
  auto results = run(text);
  REQUIRE(results.size() == 1);
  return results[0];
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

// Two Sidekicks facing each other and a Force Beam ready: the brief's example.
const std::string kForceBeam = R"(return scenario "Force Beam KOs every Sidekick" {
  edition = "avx2014",
  players = {
    { life = 10, cards = { {"Beast: Mutate #666", 2} } },
    { life = 10, cards = { {"Spider-Man: Webhead", 2} } },
  },
  basic_actions = { "Force Beam" },
  setup = {
    { "P1 Sidekick 1", "field", "character" },
    { "Force Beam 1", "reserve", "action", owner = 1 },
    { "P2 Sidekick 1", "field", "character", damage = 0 },
  },
  turn = { player = 1, step = "main" },
  steps = {
    use "Force Beam 1",
    expect { zone = { ["P1 Sidekick 1"] = "prep", ["P2 Sidekick 1"] = "prep" }, life = { 10, 10 } },
    log_has { type = "ko", die = "P2 Sidekick 1" },
  },
}
)";

std::string replace(std::string s, const std::string& from, const std::string& to) {
  auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("scenario runner: a scenario whose expectations hold passes") {
  auto r = run_one(kForceBeam);
  INFO(r.message);
  CHECK(r.passed);
  CHECK_FALSE(r.malformed);
  CHECK(r.name == "Force Beam KOs every Sidekick");
}

TEST_CASE("scenario runner: reading gives the steps with their lines") {
  const ScenarioCatalog games{"dice-masters", {{"dice-masters", find_game_module("dice-masters")->scenarios}}};
  auto scs = read_scenarios(kForceBeam, "fb.lua", games);
  REQUIRE(scs.size() == 1);
  REQUIRE(scs[0].steps.size() == 3);
  CHECK(scs[0].line == 1);
  CHECK(scs[0].steps[0].verb == "use");
  CHECK(scs[0].steps[0].line == 15);
  CHECK(scs[0].steps[1].verb == "expect");
  CHECK(scs[0].steps[2].line == 17);
  CHECK(scs[0].spec["edition"] == "avx2014");
}

TEST_CASE("scenario runner: a wrong expectation fails, naming what differs and where") {
  auto r = run_one(replace(kForceBeam, "life = { 10, 10 }", "life = { 10, 9 }"));
  CHECK_FALSE(r.passed);
  CHECK_FALSE(r.malformed);
  INFO(r.message);
  CHECK(r.line == 16);
  CHECK(contains(r.message, "inline.lua:16:"));
  CHECK(contains(r.message, "step 2 (expect"));
  CHECK(contains(r.message, "P2 life is 10, expected 9"));
}

TEST_CASE("scenario runner: a wrong zone and a missing log line fail") {
  auto r = run_one(replace(kForceBeam, "[\"P2 Sidekick 1\"] = \"prep\"", "[\"P2 Sidekick 1\"] = \"field\""));
  CHECK_FALSE(r.passed);
  CHECK(contains(r.message, "P2 Sidekick 1 is in prep, expected field"));
  auto r2 = run_one(replace(kForceBeam, "log_has { type = \"ko\"", "log_has { times = 3, type = \"ko\""));
  CHECK_FALSE(r2.passed);
  INFO(r2.message);
  CHECK(contains(r2.message, "the log has 1"));
  CHECK(contains(r2.message, "expected 3"));
}

TEST_CASE("scenario runner: strict: a decision the steps don't answer fails the step that meets it") {
  // Fielding Captain America asks for payment; the scenario goes on to something else.
  auto r = run_one(R"(return scenario "unanswered payment" {
  edition = "avx2014",
  players = { { cards = { {"Captain America: American Hero", 2} } }, {} },
  basic_actions = { "Force Beam" },
  setup = {
    { "P1 Captain America: American Hero 1", "reserve", "level 1" },
    { "P1 Sidekick 1", "reserve", "fist" },
    { "Force Beam 1", "reserve", "action", owner = 1 },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Captain America: American Hero 1",
    use "Force Beam 1",
  },
})");
  CHECK_FALSE(r.passed);
  CHECK_FALSE(r.malformed);
  INFO(r.message);
  CHECK(r.line == 13);
  CHECK(contains(r.message, "step 2 (use \"Force Beam 1\")"));
  CHECK(contains(r.message, "P1 is asked pay"));
  CHECK(contains(r.message, "pay(0) = { \"P1 Sidekick 1\" fist }"));
  CHECK(contains(r.message, "cancel"));
}

TEST_CASE("scenario runner: strict: the opponent's window must be answered too") {
  auto r = run_one(R"(scenario "P2 may use a global after P1 acts" {
  players = { { cards = { {"Human Torch: Playing with Fire", 2} } }, { cards = { {"Spider-Man: Tangled Web", 2} } } },
  setup = {
    { "P1 Human Torch: Playing with Fire 1", "reserve", "level 1" },
    { "P1 Human Torch: Playing with Fire 2", "reserve", "level 1" },
    { "P2 Sidekick 1", "reserve", "bolt" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Human Torch: Playing with Fire 1",
    field "P1 Human Torch: Playing with Fire 2",
  },
})");
  CHECK_FALSE(r.passed);
  INFO(r.message);
  CHECK(contains(r.message, "step 2"));
  CHECK(contains(r.message, "P2 is asked global_window"));
  CHECK(contains(r.message, "global \"Spider-Man: Tangled Web\"; pass"));
  // Answering it lets the scenario go on.
  auto fixed = run_one(R"(scenario "P2 passes" {
  players = { { cards = { {"Human Torch: Playing with Fire", 2} } }, { cards = { {"Spider-Man: Tangled Web", 2} } } },
  setup = {
    { "P1 Human Torch: Playing with Fire 1", "reserve", "level 1" },
    { "P1 Human Torch: Playing with Fire 2", "reserve", "level 1" },
    { "P2 Sidekick 1", "reserve", "bolt" },
  },
  turn = { player = 1, step = "main" },
  steps = {
    field "P1 Human Torch: Playing with Fire 1",
    pass(2),
    field "P1 Human Torch: Playing with Fire 2",
    pass,
    expect { zone = { ["P1 Human Torch: Playing with Fire 1-2"] = "field" } },
  },
})");
  INFO(fixed.message);
  CHECK(fixed.passed);
}

TEST_CASE("scenario runner: strict: a verb for another kind of decision fails") {
  auto r = run_one(R"(return scenario "attack in the main step" {
  setup = { { "P1 Sidekick 1", "field", "character" } },
  turn = { player = 1, step = "main" },
  steps = { attack { "P1 Sidekick 1" } },
})");
  CHECK_FALSE(r.passed);
  INFO(r.message);
  CHECK(contains(r.message, "can't attack with P1 Sidekick 1 now: P1 is asked main"));
}

TEST_CASE("scenario runner: pinned rolls and draws land where the file says, and must all be used") {
  auto ok = run_one(R"(return scenario "pins" {
  turn = { player = 1, step = "start" },
  draws = { "P1 Sidekick 5", "P1 Sidekick 2", "P1 Sidekick 7", "P1 Sidekick 1" },
  rolls = { { "P1 Sidekick 7", "fist" }, { "P1 Sidekick 1", "?" }, { "P1 Sidekick 5", "character" }, { "P1 Sidekick 2", 3 } },
  steps = {
    expect { face = { ["P1 Sidekick 7"] = "fist", ["P1 Sidekick 1"] = "?", ["P1 Sidekick 5"] = "character", ["P1 Sidekick 2"] = "shield" } },
  },
})");
  INFO(ok.message);
  CHECK(ok.passed);

  auto unused = run_one(R"(return scenario "unused pin" {
  turn = { player = 1, step = "main" },
  steps = { roll { { "P1 Sidekick 1", "fist" } } },
})");
  CHECK_FALSE(unused.passed);
  CHECK(contains(unused.message, "pinned but never used: roll { \"P1 Sidekick 1\", \"fist\" }"));

  auto wrong_bag = run_one(R"(return scenario "not in the bag" {
  setup = { { "P1 Sidekick 1", "used" } },
  turn = { player = 1, step = "start" },
  draws = { "P1 Sidekick 1" },
})");
  CHECK_FALSE(wrong_bag.passed);
  CHECK(contains(wrong_bag.message, "the pinned draw P1 Sidekick 1 was not drawn"));

  // A pin meant for one die taken by another: the reroll of Sidekick 1 comes first.
  auto two_batches = run_one(R"(return scenario "one roll per batch" {
  turn = { player = 1, step = "start" },
  draws = { "P1 Sidekick 1-4" },
  rolls = { { "P1 Sidekick 1", "bolt" }, 1, 1, 1, { "P1 Sidekick 4", "fist" } },
  steps = { reroll { "P1 Sidekick 1" } },
})");
  CHECK_FALSE(two_batches.passed);
  INFO(two_batches.message);
  CHECK(contains(two_batches.message, "the pinned roll { \"P1 Sidekick 4\", \"fist\" } was taken by P1 Sidekick 1"));
}

TEST_CASE("scenario runner: several scenarios in one file run and report one by one") {
  auto results = run(R"(
for _, life in ipairs { 10, 9 } do
  scenario("life " .. life) {
    players = { { life = 10 }, { life = 10 } },
    steps = { expect { life = { life, 10 } } },
  }
end
)");
  REQUIRE(results.size() == 2);
  CHECK(results[0].name == "life 10");
  CHECK(results[0].passed);
  CHECK(results[1].name == "life 9");
  CHECK_FALSE(results[1].passed);
  CHECK(results[1].line == 5);
}

TEST_CASE("scenario runner: malformed files report the file and the line", "[sanitize]") {
  struct Case {
    const char* what;
    std::string text;
    int line;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"syntax error", "return scenario \"x\" {\n  players = { {}, {} ,\n}\n", 4, "expected"},
      {"runtime error", "local x = nil\nreturn scenario \"x\" { steps = { x.y } }\n", 2, "attempt to index"},
      {"unknown card", "return scenario \"x\" {\n  players = {\n    { cards = { {\"Beast: Mutant #666\", 2} } }, {} },\n}\n", 3,
       "unknown card \"Beast: Mutant #666\" (did you mean \"Beast: Mutate #666\"?)"},
      {"unknown die", "return scenario \"x\" {\n  setup = {\n    { \"P1 Sidekick 9\", \"field\", \"character\" },\n  },\n}\n", 3,
       "P1 Sidekick has 8 dice"},
      {"unknown die name", "return scenario \"x\" {\n  setup = {\n\n    { \"P1 Sidkick 2\", \"field\" },\n  },\n}\n", 4,
       "unknown die \"P1 Sidkick 2\" (did you mean \"P1 Sidekick 2\"?)"},
      {"unknown zone", "return scenario \"x\" {\n  setup = { { \"P1 Sidekick 1\", \"feild\", \"character\" } },\n}\n", 2,
       "unknown zone \"feild\""},
      {"unknown face", "return scenario \"x\" {\n  setup = {\n    { \"P1 Sidekick 1\", \"reserve\", \"fist fist\" } },\n}\n", 3,
       "has no face \"fist fist\" (its faces: 0/1/1, bolt, shield, fist, mask, ?)"},
      {"energy face in the field", "return scenario \"x\" {\n  setup = {\n    { \"P1 Sidekick 1\", \"field\", \"fist\" } },\n}\n", 3,
       "only character faces"},
      {"a step without its argument", "return scenario \"x\" {\n  turn = { step = \"main\" },\n  steps = {\n    use,\n  },\n}\n", 4,
       "'use' needs its argument"},
      {"not a step", "return scenario \"x\" {\n  steps = { \"pass\" },\n}\n", 1, "step 1 is not a step"},
      {"unknown field", "return scenario \"x\" {\n  stpes = {},\n}\n", 1, "unknown field 'stpes'"},
      {"unknown check", "return scenario \"x\" {\n  steps = {\n    expect { lief = { 10, 10 } },\n  },\n}\n", 3,
       "unknown check 'lief'"},
      {"unknown die in a step", "return scenario \"x\" {\n  turn = { step = \"main\" },\n  steps = {\n    field \"P1 Sidekick 12\",\n  },\n}\n", 4,
       "has 8 dice"},
      {"no scenario", "local x = 1\n", 1, "no scenario here"},
      {"bad edition", "return scenario \"x\" {\n  edition = \"avx2015\",\n}\n", 2, "edition \"avx2015\": avx2014 or asm2015"},
  };
  for (const auto& c : cases) {
    INFO(c.what);
    auto results = run(c.text, "bad.lua");
    REQUIRE(results.size() == 1);
    const auto& r = results[0];
    INFO(r.message);
    CHECK_FALSE(r.passed);
    CHECK(r.malformed);
    CHECK(r.line == c.line);
    CHECK(contains(r.message, "bad.lua:" + std::to_string(c.line) + ": "));
    CHECK(contains(r.message, c.message));
  }
}

TEST_CASE("scenario runner: a file that never ends or eats memory is stopped", "[sanitize]") {
  auto loop = run("while true do end\n", "loop.lua");
  REQUIRE(loop.size() == 1);
  CHECK(loop[0].malformed);
  CHECK(contains(loop[0].message, "loop.lua:"));
  auto memory = run("local t = {}\nfor i = 1, 1e9 do t[i] = string.rep('x', 1000) .. i end\n", "memory.lua");
  REQUIRE(memory.size() == 1);
  CHECK(memory[0].malformed);
  CHECK(contains(memory[0].message, "memory.lua:"));
}

TEST_CASE("scenario runner: a missing file is reported, not thrown") {
  auto r = run_scenario_file("no/such/file.lua", world().lib, world().engine);
  REQUIRE(r.size() == 1);
  CHECK_FALSE(r[0].passed);
  CHECK(contains(r[0].message, "cannot read"));
}

TEST_CASE("scenario runner: narration hooks see every step and event line") {
  std::vector<std::string> steps;
  int lines = 0;
  ScenarioOptions opts;
  opts.on_step = [&](const std::string& s) { steps.push_back(s); };
  opts.on_log = [&](const Match&, const std::string&) { ++lines; };
  auto r = run_scenario_text(kForceBeam, "fb.lua", world().lib, world().engine, opts);
  REQUIRE(r.size() == 1);
  CHECK(r[0].passed);
  REQUIRE(steps.size() == 3);
  CHECK(steps[0] == "use \"Force Beam 1\"");
  CHECK(lines > 3);
}

TEST_CASE("scenario runner: the scenario files in tests/scenarios all pass") {
  namespace fs = std::filesystem;
  const fs::path root = fs::path(DM_SOURCE_DIR) / "tests" / "scenarios";
  if (!fs::exists(root)) return;
  int files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".lua") continue;
    ++files;
    for (const auto& r : run_scenario_file(entry.path().string(), ScenarioOptions{})) {
      INFO(r.message);
      CHECK(r.passed);
    }
  }
  CHECK(files > 0);
}

TEST_CASE("scenario runner: a misspelt step or field gets a did-you-mean at its line, and fails its scenario alone") {
  // The file: the sound Force Beam scenario, one with `atack` for `attack` (line 15 of its own),
  // one with a bare `pas`, and one with `playrs` for `players`.
  const std::string sound = replace(kForceBeam, "return scenario", "scenario");
  const std::string typo = replace(replace(sound, "Force Beam KOs every Sidekick", "misspelt step"), "    use \"Force Beam 1\",",
                                   "    atack \"P1 Sidekick 1\",");
  const std::string bare = replace(replace(sound, "Force Beam KOs every Sidekick", "misspelt bare step"),
                                   "    use \"Force Beam 1\",", "    pas,");
  const std::string field = replace(replace(sound, "Force Beam KOs every Sidekick", "misspelt field"), "  players = {", "  playrs = {");
  const std::string text = typo + sound + bare + field;
  auto results = run(text, "typos.lua");
  REQUIRE(results.size() == 4);
  const int lines = static_cast<int>(std::count(typo.begin(), typo.end(), '\n'));
  INFO(results[0].message << "\n" << results[1].message << "\n" << results[2].message << "\n" << results[3].message);
  CHECK_FALSE(results[0].passed);
  CHECK(results[0].malformed);
  CHECK(results[0].line == 15);  // the step's own line
  CHECK(contains(results[0].message, "typos.lua:15: scenario \"misspelt step\": unknown step 'atack' (did you mean 'attack'?)"));
  CHECK(results[1].passed);  // the sound one still runs, and passes
  CHECK(results[1].name == "Force Beam KOs every Sidekick");
  CHECK_FALSE(results[2].passed);
  CHECK(results[2].line == 2 * lines + 15);
  CHECK(contains(results[2].message, "unknown step 'pas' (did you mean 'pass'?)"));
  CHECK_FALSE(results[3].passed);
  CHECK(contains(results[3].message, "unknown field 'playrs' (did you mean 'players'?)"));
  // A name far from every step is Lua's nil, as before: the file can't be read.
  auto far = run(replace(sound, "    use \"Force Beam 1\",", "    zzyzx \"P1 Sidekick 1\","), "far.lua");
  REQUIRE(far.size() == 1);
  CHECK(far[0].malformed);
  CHECK(contains(far[0].message, "zzyzx"));
}

TEST_CASE("scenario runner: a die may be named as the narration and the board name it, pasted as printed") {
  // The narration's name of P2 Sidekick 1 in this set-up, read from the game itself.
  std::string printed;
  DieId id = kNone;
  ScenarioOptions opts;
  opts.on_set_up = [&](const Match& m) {
    const auto& g = dynamic_cast<const Game&>(m);
    for (const auto& d : g.state().dice)
      if (scenario_die_name(g.state(), d.id) == "P2 Sidekick 1") {
        printed = g.die_label(d.id);
        id = d.id;
      }
    return false;
  };
  REQUIRE(run_scenario_text(kForceBeam, "fb.lua", world().lib, world().engine, opts).size() == 1);
  // One name everywhere: the scenario's, with the face the die shows in play.
  REQUIRE(printed.rfind("P2 Sidekick 1 [", 0) == 0);
  REQUIRE(printed.back() == ']');
  auto r = run_one(replace(kForceBeam, "[\"P2 Sidekick 1\"] = \"prep\"", "[\"" + printed + "\"] = \"prep\""));
  INFO(printed << "\n" << r.message);
  CHECK(r.passed);
  // The form older narrations printed, the card and the die's number in the game, still reads.
  const std::string old = "Sidekick #" + std::to_string(id);
  auto was = run_one(replace(kForceBeam, "[\"P2 Sidekick 1\"] = \"prep\"", "[\"" + old + "\"] = \"prep\""));
  INFO(old << "\n" << was.message);
  CHECK(was.passed);
  // A number that is another card's die is no such die.
  const std::string wrong = "Force Beam #" + std::to_string(id);
  auto bad = run_one(replace(kForceBeam, "[\"P2 Sidekick 1\"] = \"prep\"", "[\"" + wrong + "\"] = \"prep\""));
  CHECK_FALSE(bad.passed);
  CHECK(contains(bad.message, "unknown die"));
}
