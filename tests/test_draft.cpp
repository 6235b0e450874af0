// Drafts before the game: seeded drafts of both drafting formats end in teams the format's own
// rules accept, whose games play to the end; the draft is part of the game value (clones,
// hashes, the same log for a seed); a draft procedure that fails is an error, never a crash.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "dm/agent.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

std::string listing(const std::vector<TeamProblem>& problems) {
  std::string s;
  for (const auto& p : problems) s += "  " + p.text() + "\n";
  return s;
}

struct Drafted {
  std::uint64_t hash = 0;
  std::vector<std::string> log;
  int picks = 0;
};

// One draft and its game between `agent` players; every drafted team checked by the format.
Drafted draft_and_play(Format& f, std::uint64_t seed, const std::string& agent, bool keep_log = false) {
  Game g(f.setup(seed), seed, world().engine);
  Drafted out;
  if (keep_log) g.set_log([&](const std::string& line) { out.log.push_back(line); });
  std::vector<std::unique_ptr<Agent>> agents;
  for (int p = 0; p < g.seat_count(); ++p) agents.push_back(make_agent(agent, derive_seed(seed, static_cast<std::uint64_t>(p + 1))));
  g.advance();
  int steps = 0;
  while (!g.over()) {
    const bool drafting = g.state().step == Step::Draft;
    if (drafting) {
      ++out.picks;
      REQUIRE(g.pending().kind == DecisionKind::Draft);
      REQUIRE(g.state().cards.size() == static_cast<std::size_t>(g.state().player_count()));  // Sidekicks only
    } else {
      auto bad = invariant_violation(g, steps % 16 == 0);
      if (!bad.empty()) FAIL(f.name() << " seed " << seed << " step " << steps << ": " << bad);
    }
    auto err = g.apply(agents[static_cast<std::size_t>(g.pending().player)]->choose(g));
    if (err) FAIL(f.name() << " seed " << seed << ": " << *err);
    if (drafting && g.state().step != Step::Draft) {
      // The draft is over: every drafter's team is legal under the format's own rules.
      for (PlayerId p = 0; p < g.state().draft.seats; ++p) {
        auto problems = f.check_team(f.drafted_team(g.state(), p));
        if (!problems.empty()) FAIL(f.name() << " seed " << seed << " seat " << p + 1 << ":\n" << listing(problems));
      }
    }
    if (++steps > 200000) FAIL(f.name() << " seed " << seed << ": no end after 200000 steps");
  }
  auto bad = invariant_violation(g);
  if (!bad.empty()) FAIL(f.name() << " seed " << seed << " at the end: " << bad);
  if (g.script_errors()) FAIL(f.name() << " seed " << seed << ": script errors");
  out.hash = g.state().hash();
  return out;
}

void many(const std::string& format, const FormatOptions& options, int drafts) {
  Format f(format, world().lib, options);
  REQUIRE(f.drafts());
  int picks = 0;
  for (int i = 0; i < drafts; ++i) {
    const std::uint64_t seed = derive_seed(20261123, static_cast<std::uint64_t>(i));
    picks += draft_and_play(f, seed, i % 2 ? "greedy" : "random").picks;
  }
  CHECK(picks > drafts * 10);
}

}  // namespace

TEST_CASE("draft: 500 draft-teams drafts, random and greedy, end in legal teams whose games play out") {
  many("draft-teams", {}, 250);
  many("draft-teams", {{"dice_limit", "8"}, {"basic_actions", "4"}}, 250);
}

TEST_CASE("draft: 500 rainbow-draft drafts, random and greedy, end in legal teams whose games play out") {
  many("rainbow-draft", {}, 250);
  many("rainbow-draft", {{"pod", "6"}, {"packs", "4"}}, 250);
}

TEST_CASE("draft: the same seed gives the same picks and the same log; a clone mid-draft drafts on identically") {
  Format f("rainbow-draft", world().lib, {{"pod", "3"}, {"packs", "4"}});
  auto a = draft_and_play(f, 7, "random", true), b = draft_and_play(f, 7, "random", true);
  REQUIRE(a.log == b.log);
  REQUIRE(a.hash == b.hash);
  auto c = draft_and_play(f, 8, "random", true);
  REQUIRE(a.log != c.log);

  Game g(f.setup(9), 9, world().engine);
  g.advance();
  auto agent = make_agent("greedy", 1);
  for (int i = 0; i < 10; ++i) REQUIRE_FALSE(g.apply(agent->choose(g)));
  Game twin = Game(g);
  REQUIRE(twin.state() == g.state());
  REQUIRE(twin.hash() == g.hash());
  auto agent2 = make_agent("greedy", 1);
  while (g.state().step == Step::Draft) {
    REQUIRE_FALSE(g.apply(agent->choose(g)));
    REQUIRE_FALSE(twin.apply(agent2->choose(twin)));
    REQUIRE(twin.hash() == g.hash());
  }
  // A pick changes the hash: the draft is part of the value.
  Game h(f.setup(9), 9, world().engine);
  h.advance();
  const auto before = h.hash();
  REQUIRE_FALSE(h.apply(0));
  CHECK(h.hash() != before);
}

TEST_CASE("draft: picks are options with stable keys; a key not offered is refused and changes nothing") {
  Format f("draft-teams", world().lib, {{"sets", "avx"}});
  Game g(f.setup(3), 3, world().engine);
  g.advance();
  REQUIRE(g.pending().kind == DecisionKind::Draft);
  CHECK(g.pending().player == 1);  // the second player takes the first stack
  CHECK(g.prompt().find("take a stack") != std::string::npos);
  const auto before = g.state();
  CHECK(g.apply("pick:avx-001"));  // a card, while a stack is asked for
  CHECK(g.state() == before);
  const int beast = g.find_option("stack:1");
  REQUIRE(beast >= 0);
  CHECK(g.option_label(beast) == "take the pile of Beast (3 cards)");
  REQUIRE_FALSE(g.apply("stack:1"));
  CHECK(g.find_option("pick:avx-003") >= 0);
  REQUIRE_FALSE(g.apply("pick:avx-003"));
  CHECK(g.option_key(0) == "dice:0");
  REQUIRE_FALSE(g.apply("dice:4"));
  CHECK(g.pending().player == 0);
  REQUIRE(g.state().draft.drafters[1].team.size() == 1);
  CHECK(g.state().draft.drafters[1].team[0].def == card("Beast: Mutate #666"));
  CHECK(g.state().draft.drafters[1].team[0].dice == 4);
  CHECK(g.state().draft.piles[0].cards.empty());  // the rest of the Beast stack left the game
}

namespace {

// A draft format written to a temporary file, from its `draft` table's text.
struct TempFormat {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("dm-draft-" + std::to_string(::getpid()));
  std::string path;
  TempFormat(const std::string& name, const std::string& draft) {
    std::filesystem::create_directories(dir);
    path = (dir / (name + ".lua")).string();
    std::ofstream(path) << "return { name = '" << name << "', draft = " << draft << " }\n";
  }
  ~TempFormat() { std::filesystem::remove_all(dir); }
};

const char* kStart = "start = function(state) state.piles = { { cards = { 'avx-001', 'avx-002' } } } end,";
const char* kNext = "next = function(state) if #state.piles[1].cards == 0 then return nil end "
                    "return { seat = 1, prompt = 'p', options = { { 'pick', state.piles[1].cards[1] } } } end,";

}  // namespace

TEST_CASE("draft: a draft procedure that fails, loops or answers nonsense is an error naming it, never a crash") {
  SECTION("choose raises: the pick is refused and the game is as it was") {
    TempFormat t("raises", std::string("{ ") + kStart + kNext + "choose = function() error('no picks today') end }");
    Format f(t.path, world().lib);
    Game g(f.setup(1), 1, world().engine);
    g.advance();
    const auto before = g.state();
    auto err = g.apply(0);
    REQUIRE(err);
    CHECK(err->find("no picks today") != std::string::npos);
    CHECK(err->find("draft.choose") != std::string::npos);
    CHECK(g.state() == before);
  }
  SECTION("choose never ends: the instruction budget stops it") {
    TempFormat t("loops", std::string("{ ") + kStart + kNext + "choose = function() while true do end end }");
    Format f(t.path, world().lib);
    Game g(f.setup(1), 1, world().engine);
    g.advance();
    auto err = g.apply(0);
    REQUIRE(err);
    CHECK(err->find("instruction budget") != std::string::npos);
  }
  SECTION("next offers a card that doesn't exist, or a seat beyond the table") {
    for (const std::string next : {"next = function() return { seat = 1, options = { { 'pick', 'zzz-999' } } } end,",
                                   "next = function() return { seat = 3, options = { { 'done' } } } end,",
                                   "next = function() return { seat = 1, options = { { 'grab', 'avx-001' } } } end,",
                                   "next = function() return { seat = 1, options = {} } end,"}) {
      INFO(next);
      TempFormat t("nonsense", std::string("{ ") + kStart + next + "choose = function() end }");
      Format f(t.path, world().lib);
      Game g(f.setup(1), 1, world().engine);
      REQUIRE_THROWS_AS(g.advance(), DraftError);
    }
  }
  SECTION("the state comes back broken") {
    TempFormat t("broken", std::string("{ ") + kStart + kNext +
                               "choose = function(state) state.piles[1].holder = 7; state.drafters[1].team = { { 'avx-027', 2 } } end }");
    Format f(t.path, world().lib);
    Game g(f.setup(1), 1, world().engine);
    g.advance();
    auto err = g.apply(0);
    REQUIRE(err);
    CHECK(err->find("holder") != std::string::npos);
  }
  SECTION("an error names the place in the state or the options it was read from") {
    const std::pair<std::string, std::string> cases[] = {
        {"choose = function(state) state.piles[1].cards = { 'avx-001', 'zzz-999' } end }",
         "draft.choose: the state: piles[1].cards[2]: no card with the id 'zzz-999'"},
        {"choose = function(state) state.drafters[2].drafted = { 7 } end }",
         "draft.choose: the state: drafters[2].drafted[1]: a card is named by its id"},
        {"choose = function(state) state.drafters[1].team = { { 'avx-001', 1 }, { 'zzz-999', 1 } } end }",
         "draft.choose: the state: drafters[1].team[2]: no card with the id 'zzz-999'"},
        {"choose = function(state) state.piles[1].colour = 'red' end }", "draft.choose: the state: piles[1]: unknown key 'colour'"},
    };
    for (const auto& [choose, says] : cases) {
      INFO(choose);
      TempFormat t("where", std::string("{ ") + kStart + kNext + choose);
      Format f(t.path, world().lib);
      Game g(f.setup(1), 1, world().engine);
      g.advance();
      auto err = g.apply(0);
      REQUIRE(err);
      CHECK_THAT(*err, Catch::Contains(says));
    }
    TempFormat t("where-next", std::string("{ ") + kStart +
                                   "next = function() return { seat = 1, options = { { 'pick', 'avx-001' }, { 'pick', 'zzz-999' } } } end, "
                                   "choose = function() end }");
    Format f(t.path, world().lib);
    Game g(f.setup(1), 1, world().engine);
    REQUIRE_THROWS_WITH(g.advance(), Catch::Contains("draft.next option 2: no card with the id 'zzz-999'"));
  }
  SECTION("the format's draft table itself is checked when the format loads") {
    TempFormat a("misspelt", "{ start = function() end, next = function() end, chose = function() end }");
    REQUIRE_THROWS_WITH(Format(a.path, world().lib), Catch::Contains("unknown key 'chose' (did you mean 'choose'?)"));
    TempFormat b("packless", std::string("{ packs = { sets = { 'avx' } }, ") + kStart + kNext + "choose = function() end }");
    REQUIRE_THROWS_WITH(Format(b.path, world().lib), Catch::Contains("not enough"));
  }
}

TEST_CASE("draft: format options are checked against what the format declares") {
  REQUIRE_THROWS_WITH(Format("draft-teams", world().lib, {{"dice_limit", "21"}}), Catch::Contains("dice_limit' is '21': it is 8 to 20"));
  REQUIRE_THROWS_WITH(Format("draft-teams", world().lib, {{"dice_limt", "12"}}), Catch::Contains("did you mean 'dice_limit'?"));
  REQUIRE_THROWS_WITH(Format("draft-teams", world().lib, {{"dice_limit", "lots"}}), Catch::Contains("takes a whole number"));
  REQUIRE_THROWS_WITH(Format("constructed", world().lib, {{"pod", "6"}}), Catch::Contains("constructed has no options"));
  Format f("draft-teams", world().lib, {{"dice_limit", "12"}});
  CHECK(f.setup(1).life == 12);
  CHECK(f.rules().max_dice == 12);
  bool found = false;
  for (const auto& o : f.options())
    if (o.name == "dice_limit") found = o.value == "12" && o.default_value == "15" && o.range == "8 to 20";
  CHECK(found);
}

TEST_CASE("draft: the Winston draft of docs/formats.md, a procedure the engine doesn't ship, drafts and plays as written") {
  const std::string file = std::string(DM_SOURCE_DIR) + "/tests/formats/good/winston-draft.lua";
  Format f(file, world().lib);
  REQUIRE(f.drafts());
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    auto d = draft_and_play(f, seed, seed % 2 ? "greedy" : "random");
    CHECK(d.picks >= 10);
  }
  // The example in the document is the file, as written.
  std::ifstream doc(std::string(DM_SOURCE_DIR) + "/docs/formats.md"), lua(file);
  std::stringstream a, b;
  a << doc.rdbuf();
  b << lua.rdbuf();
  const std::string code = b.str().substr(b.str().find("local function take_top"));
  CHECK(a.str().find(code) != std::string::npos);
}
