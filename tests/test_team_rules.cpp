// Formats' team-building rules applied to players' teams: the rules across a side in Doubles,
// the rules a format writes in Lua, random legal teams, and games refused or set up from teams.
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "dm/content.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

TeamList team(const std::string& text, const std::string& file) {
  std::vector<TeamProblem> problems;
  TeamList t = read_team(text, file, *world().lib, problems);
  for (const auto& p : problems) FAIL("reading " << file << ": " << p.text());
  return t;
}

std::string listing(const std::vector<TeamProblem>& problems) {
  std::string s;
  for (const auto& p : problems) s += "  " + p.text() + "\n";
  return s.empty() ? "  (none)\n" : s;
}

bool has(const std::vector<TeamProblem>& problems, const std::string& file, int line, int col, const std::string& text) {
  for (const auto& p : problems)
    if (p.file == file && p.line == line && p.col == col && p.message.find(text) != std::string::npos) return true;
  return false;
}

const char* kLean = "tests/formats/good/lean-league.lua";

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("team rules: in Doubles a side's two teams may not share a title or a basic action; opponents may") {
  Format doubles("doubles", world().lib);
  REQUIRE(doubles.players() == 4);
  REQUIRE(doubles.brings_teams());
  auto seat1 = team("4 Thor: Odinson\n4 Beast: Big Boy Blue\nbasic: Force Beam\n", "one.team");
  auto seat2 = team("4 Thor: Lord of Asgard\nbasic: Force Beam\n", "two.team");   // other side
  auto seat3 = team("4 Hulk: Jade Giant\n2 Storm: 'Ro\nbasic: Thrown Car\n", "three.team");
  auto seat4 = team("4 Iron Man: Inventor\nbasic: Smash!\n", "four.team");

  // Seats 1 and 3 are one side, 2 and 4 the other: nothing shared within a side.
  auto clean = doubles.check_teams({seat1, seat2, seat3, seat4});
  INFO(listing(clean));
  CHECK(clean.empty());

  // Seat 3 brings a Thor and Force Beam, as its partner at seat 1 does: both are at seat 3's lines.
  auto clash = team("4 Hulk: Jade Giant\n4 Thor: Legendary Warrior\nbasic: Force Beam\n", "three.team");
  auto problems = doubles.check_teams({seat1, seat2, clash, seat4});
  INFO(listing(problems));
  REQUIRE(problems.size() == 2);
  CHECK(has(problems, "three.team", 2, 3, "your partner's team has a card titled 'Thor' too: Thor: Odinson (one.team, line 1)"));
  CHECK(has(problems, "three.team", 3, 8, "your partner brings Force Beam too (one.team, line 3)"));
  // The same rule holds on the other side: seats 2 and 4.
  auto other = doubles.check_teams({seat1, seat2, seat3, team("4 Iron Man: Inventor\nbasic: Force Beam\n", "four.team")});
  REQUIRE(other.size() == 1);
  CHECK(has(other, "four.team", 2, 8, "your partner brings Force Beam too (two.team, line 2)"));

  // The game refuses them with every problem.
  try {
    doubles.setup(1, {seat1, seat2, clash, seat4});
    FAIL("a Doubles game with illegal sides was set up");
  } catch (const TeamError& e) {
    CHECK(e.problems.size() == 2);
    CHECK(std::string(e.what()).find("three.team:2:3") != std::string::npos);
  }
  // Three teams for four seats is a problem of the game, not a crash.
  auto few = doubles.check_teams({seat1, seat2, seat3});
  REQUIRE(few.size() == 1);
  CHECK(few[0].message.find("takes 4 teams, one for each seat, not 3") != std::string::npos);
}

TEST_CASE("team rules: a Doubles game set up from teams gives each player their cards, and each basic action card 6 dice") {
  Format doubles("doubles", world().lib);
  std::vector<TeamList> teams = {
      team("4 Thor: Odinson\nbasic: Force Beam\n", "a"), team("3 Hulk: Jade Giant\nbasic: Thrown Car\n", "b"),
      team("2 Storm: 'Ro\nbasic: Inner Rage\n", "c"), team("1 Iron Man: Inventor\nbasic: Smash!\n", "d")};
  GameSetup s = doubles.setup(7, teams);
  REQUIRE(s.teams.size() == 4);
  REQUIRE(s.life == 30);
  const char* cards[] = {"Thor: Odinson", "Hulk: Jade Giant", "Storm: 'Ro", "Iron Man: Inventor"};
  const char* basics[] = {"Force Beam", "Thrown Car", "Inner Rage", "Smash!"};
  for (int p = 0; p < 4; ++p) {
    INFO("seat " << p + 1);
    REQUIRE(s.teams[p].cards.size() == 1);
    CHECK(s.teams[p].cards[0].first == card(cards[p]));
    CHECK(s.teams[p].cards[0].second == 4 - p);
    CHECK(s.teams[p].side == p % 2);
    CHECK(s.teams[p].sidekicks == 8);
  }
  // Basic actions are bought by anyone, as in a game of two: the four cards brought, 6 dice each.
  REQUIRE(s.shared.size() == 4);
  for (int p = 0; p < 4; ++p) CHECK(s.shared[p] == std::make_pair(card(basics[p]), 6));
  Game g(s, 7, world().engine);
  for (int p = 0; p < 4; ++p) CHECK(dice_of(g, basics[p]).size() == 6);
}

TEST_CASE("team rules: random teams of every format that takes teams are legal, and fixed by the seed") {
  for (const auto& info : list_formats()) {
    if (info.game != "dice-masters") continue;  // teams are Dice Masters'
    INFO(info.name << ": " << info.error);
    REQUIRE(info.error.empty());
    Format f(info.name, world().lib);
    if (!f.brings_teams()) continue;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      auto teams = f.random_teams(seed);
      REQUIRE(static_cast<int>(teams.size()) == f.players());
      auto problems = f.check_teams(teams);
      INFO("seed " << seed << "\n" << listing(problems));
      REQUIRE(problems.empty());
      // Written out and read back, each is the same team and still legal.
      for (const auto& t : teams) {
        std::vector<TeamProblem> read_problems;
        TeamList back = read_team(write_team(t, *world().lib), t.file, *world().lib, read_problems);
        REQUIRE(read_problems.empty());
        REQUIRE(back.entries.size() == t.entries.size());
        for (std::size_t i = 0; i < t.entries.size(); ++i) {
          CHECK(back.entries[i].def == t.entries[i].def);
          CHECK(back.entries[i].dice == t.entries[i].dice);
          CHECK(back.entries[i].basic == t.entries[i].basic);
        }
      }
    }
    auto a = f.random_teams(42), b = f.random_teams(42), c = f.random_teams(43);
    CHECK(write_team(a[0], *world().lib) == write_team(b[0], *world().lib));
    CHECK(write_team(a[0], *world().lib) != write_team(c[0], *world().lib));
  }
}

TEST_CASE("team rules: random constructed teams use the room the rules give, not the least they allow") {
  Format f("constructed", world().lib);
  double cards = 0, dice = 0;
  std::set<int> seen;
  const int n = 200;
  for (std::uint64_t seed = 1; seed <= n; ++seed) {
    for (const auto& t : f.random_teams(seed)) {
      for (const auto& e : t.entries) {
        seen.insert(e.def);
        if (e.basic) continue;
        cards += 1;
        dice += e.dice;
      }
    }
  }
  // Up to 8 cards and 20 dice: random teams come close to both, and draw from the whole pool.
  CHECK(cards / (2 * n) >= 6.0);
  CHECK(dice / (2 * n) >= 16.0);
  CHECK(seen.size() >= 60);
}

TEST_CASE("team rules: a format's own rules in Lua put each problem at its line") {
  Format lean(kLean, world().lib);
  REQUIRE(lean.rules().custom);
  auto good = team("4 Thor: Odinson\n3 Beast: Big Boy Blue\nbasic: Force Beam\nbasic: Thrown Car\n", "good.team");
  auto problems = lean.check_team(good);
  INFO(listing(problems));
  CHECK(problems.empty());

  auto bad = team("4 Thor: Odinson\n1 Hulk: Jade Giant\n2 Storm: 'Ro\nbasic: Force Beam\nbasic: Thrown Car\n", "bad.team");
  problems = lean.check_team(bad);
  INFO(listing(problems));
  REQUIRE(problems.size() == 2);
  CHECK(has(problems, "bad.team", 2, 3, "Hulk: Jade Giant is banned in this league"));
  CHECK(has(problems, "bad.team", 2, 3, "more than 4 dice of cards costing 6 or more"));
  CHECK(problems[1].hint == "the league allows 4");

  // The example in docs/formats.md is this file, as written.
  const std::string doc = slurp(std::string(DM_SOURCE_DIR) + "/docs/formats.md");
  const std::string file = slurp(std::string(DM_SOURCE_DIR) + "/" + kLean);
  CHECK(doc.find(file.substr(file.find('\n') + 1)) != std::string::npos);
}

TEST_CASE("team rules: a format's Lua check that fails or never ends is a problem named as such, not a crash or a hang") {
  const auto dir = std::filesystem::temp_directory_path() / ("dm-team-rules-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  auto write = [&](const std::string& name, const std::string& check) {
    const auto path = (dir / (name + ".lua")).string();
    std::ofstream(path) << "return { name = '" << name << "', team = { check = " << check << " } }\n";
    return path;
  };
  auto t = team("4 Thor: Odinson\nbasic: Force Beam\n", "t.team");
  for (const auto& [name, check, text] :
       std::vector<std::tuple<std::string, std::string, std::string>>{
           {"raises", "function(team) error('no Thors here') end", "no Thors here"},
           {"loops", "function(team) while true do end end", "instruction budget"},
           {"bad_entry", "function(team) return { { entry = 99, message = 'odd' }, 'not a table' } end", "odd"}}) {
    INFO(name);
    Format f(write(name, check), world().lib);
    auto problems = f.check_team(t);
    INFO(listing(problems));
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].message.find(text) != std::string::npos);
    CHECK(problems[0].line == 0);  // the team as a whole: entry 99 isn't a line of it
    // The format is still usable after the failure.
    CHECK(f.check_team(t).size() == 1);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("team rules: a format's Lua check sees what was drafted, and can hold a team to one die per drafted copy") {
  const auto dir = std::filesystem::temp_directory_path() / ("dm-team-drafted-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto path = (dir / "drafted.lua").string();
  std::ofstream(path) << R"(return { name = 'drafted', team = { check = function(team)
  local copies = {}
  for _, d in ipairs(team.drafted) do copies[d.id] = d.dice end
  local problems = {}
  for i, e in ipairs(team.entries) do
    local drafted = copies[e.id] or 0
    if not e.basic and e.dice > drafted then
      problems[#problems + 1] = { entry = i, message = e.name .. ': ' .. e.dice .. ' dice, ' .. drafted .. ' drafted',
                                  hint = 'one die per drafted copy' }
    end
  end
  return problems
end } }
)";
  Format f(path, world().lib);
  REQUIRE(f.rules().custom);
  auto t = team("2 Thor: Odinson\n3 Beast: Big Boy Blue\n  1 Hulk: Green Goliath\nbasic: Force Beam\n"
                "drafted: 2 Thor: Odinson\ndrafted: 1 Beast: Big Boy Blue\ndrafted: 4 avx-003\n",
                "draft.team");
  REQUIRE(t.drafted.size() == 3);
  auto problems = f.check_team(t);
  INFO(listing(problems));
  REQUIRE(problems.size() == 2);
  CHECK(has(problems, "draft.team", 2, 3, "Beast: Big Boy Blue: 3 dice, 1 drafted"));
  CHECK(has(problems, "draft.team", 3, 5, "Hulk: Green Goliath: 1 dice, 0 drafted"));
  CHECK(problems[0].hint == "one die per drafted copy");
  // Within what was drafted, nothing to say.
  CHECK(f.check_team(team("2 Thor: Odinson\n1 Beast: Big Boy Blue\ndrafted: 2 Thor: Odinson\ndrafted: 1 Beast: Big Boy Blue\n",
                          "ok.team")).empty());
  std::filesystem::remove_all(dir);
}

TEST_CASE("team rules: in basic-teams both players may bring the same basic action, and there are two sets of its dice") {
  Format basic("basic-teams", world().lib);
  REQUIRE(basic.rules().distinct_basic_actions);
  auto a = team("3 Thor: Odinson\nbasic: Force Beam\nbasic: Thrown Car\n", "a.team");
  auto b = team("3 Hulk: Jade Giant\nbasic: Force Beam\nbasic: Smash!\n", "b.team");
  auto problems = basic.check_teams({a, b});
  INFO(listing(problems));
  REQUIRE(problems.empty());
  GameSetup s = basic.setup(3, {a, b});
  REQUIRE(s.edition == Edition::AvX2014);
  REQUIRE(s.life == 15);
  int force_beam_sets = 0;
  for (auto [def, dice] : s.shared) {
    CHECK(dice == 3);
    if (def == card("Force Beam")) ++force_beam_sets;
  }
  CHECK(s.shared.size() == 4);
  CHECK(force_beam_sets == 2);
  Game g(s, 3, world().engine);
  CHECK(dice_of(g, "Force Beam").size() == 6);
  // One player may not bring it twice.
  auto twice = team("3 Thor: Odinson\nbasic: Force Beam\nbasic: Force Beam\n", "twice.team");
  problems = basic.check_team(twice);
  REQUIRE(problems.size() == 1);
  CHECK(has(problems, "twice.team", 3, 8, "Force Beam is listed twice as a basic action"));
}

TEST_CASE("team rules: a check sees each card's energy, affiliations, faces, keywords and global; a misspelt field is an error") {
  const auto dir = std::filesystem::temp_directory_path() / ("dm-team-fields-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto path = (dir / "fields.lua").string();
  // One problem a card, telling back what the check read of it.
  std::ofstream(path) << R"(return { name = 'fields', team = { check = function(team, pool)
  local problems = {}
  for i, e in ipairs(team.entries) do
    if not e.basic then
      local c = pool[e.id]
      problems[#problems + 1] = { entry = i, message = table.concat({ c.energy, table.concat(c.affiliations, '+'),
        c.faces[4], table.concat(c.keywords, '+'), tostring(c.global), tostring(e.global) }, '|') }
    end
  end
  return problems
end } }
)";
  Format f(path, world().lib);
  auto problems = f.check_team(team("2 Captain America: American Hero\n", "cap.team"));
  INFO(listing(problems));
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].message == "shield|Avengers|1/3/3||false|false");
  // A card with a global and a keyword, as the pool tells it.
  int with_global = -1;
  for (int i = 0; i < world().lib->size() && with_global < 0; ++i)
    if (!world().lib->at(i).globals.empty() && world().lib->at(i).kind == CardKind::Character) with_global = i;
  REQUIRE(with_global >= 0);
  auto g = f.check_team(team("1 " + world().lib->at(with_global).id + "\n", "g.team"));
  REQUIRE(g.size() == 1);
  CHECK(g[0].message.size() > 5);
  CHECK(g[0].message.substr(g[0].message.size() - 10) == "|true|true");

  const auto typo = (dir / "typo.lua").string();
  std::ofstream(typo) << R"(return { name = 'typo', team = { check = function(team, pool)
  for _, e in ipairs(team.entries) do
    if pool[e.id].rarty == 'rare' then return { { message = 'rare' } } end
  end
  return {}
end } }
)";
  Format t(typo, world().lib);
  auto refused = t.check_team(team("2 Captain America: American Hero\n", "cap.team"));
  INFO(listing(refused));
  REQUIRE(refused.size() == 1);
  CHECK(refused[0].message.find("typo.lua:3: a card has no field 'rarty' (did you mean 'rarity'?) (its fields: affiliations, cost, "
                                "energy, faces, global, id, keywords, max, name, rarity, set, title, type)") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("team rules: a one-energy-type format gets random teams that pass its check, built card by card") {
  Format f("tests/formats/good/one-energy.lua", world().lib);
  REQUIRE(f.rules().custom);
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const auto teams = f.random_teams(seed);
    const auto problems = f.check_teams(teams);
    INFO("seed " << seed << "\n" << listing(problems));
    REQUIRE(problems.empty());
    for (const auto& t : teams) {
      std::set<Energy> energies;
      int cards = 0, dice = 0;
      for (const auto& e : t.entries)
        if (!e.basic) {
          energies.insert(world().lib->at(e.def).energy);
          ++cards;
          dice += e.dice;
        }
      REQUIRE(energies.size() == 1);
      // As full as any random team: six cards or more, or every one of the 20 dice, or every
      // title of that energy there is; only the cards that break the rule are left out.
      std::set<std::string> titles;
      for (int i = 0; i < world().lib->size(); ++i) {
        const CardDef& d = world().lib->at(i);
        if ((d.set == "avx" || d.set == "asm") && d.kind != CardKind::BasicAction && d.kind != CardKind::Sidekick &&
            d.energy == *energies.begin())
          titles.insert(d.title);
      }
      INFO(cards << " cards, " << dice << " dice, " << titles.size() << " titles of its energy");
      CHECK((cards >= std::min<int>(6, static_cast<int>(titles.size())) || dice == 20));
    }
  }
}

TEST_CASE("team rules: a Lua error in a format's check ends random team building, reported as itself with file and line") {
  Format f("tests/formats/bad/check_error.lua", world().lib);
  try {
    f.random_teams(1);
    FAIL("random teams were built past a check that can't run");
  } catch (const FormatError& e) {
    const std::string what = e.what();
    INFO(what);
    CHECK(what.find("check_error.lua:10") != std::string::npos);
    CHECK(what.find("the format's team check failed") != std::string::npos);
    CHECK(what.find("tries") == std::string::npos);
  }
  // Checking a team file still reports it as the team's problem, and the format stays usable.
  auto t = team("4 Thor: Odinson\nbasic: Force Beam\n", "t.team");
  const auto problems = f.check_team(t);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].message.find("check_error.lua:10") != std::string::npos);
}
