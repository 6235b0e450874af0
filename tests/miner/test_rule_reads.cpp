// A scoring rule that declares what it reads (`reads`, `each`; docs/dice-miner.md,
// "scoring.lua") is given that alone, scores as the same rule undeclared, and is answered from
// memory by what it read; a bad declaration is refused with the file and line.
#include <random>

#include "engine/miner/lua_scoring.hpp"
#include "tests/miner/content_files.hpp"
#include "tests/miner/support.hpp"

using namespace dm;
using namespace dm::miner;
using namespace dm::miner::test;

namespace {

// The shipped scoring with its declarations taken out: every rule given every field.
std::string undeclared() {
  std::string s = shipped("scoring.lua");
  const auto cut = [&](const std::string& from, const std::string& to) {
    const auto at = s.find(from);
    REQUIRE(at != std::string::npos);
    s.replace(at, from.size(), to);
  };
  cut("rule \"tunnels\" { reads = { \"tunnel\" }, each = true, score = tunnels }", "rule \"tunnels\" (tunnels)");
  cut("rule \"treasure\" { reads = { \"gem\" }, score = treasure }", "rule \"treasure\" (treasure)");
  cut("rule \"hazards\" { reads = { \"cave_in\", \"dragon\", \"pickaxe\", \"shield\" }, each = true, score = hazards }", "rule \"hazards\" (hazards)");
  return s;
}

// Random troves of dice faces and hero faces, 0 to 14 faces a player.
std::vector<std::vector<TroveFace>> random_troves(const Content& c, int players, std::mt19937& g) {
  std::vector<std::vector<TroveFace>> t(static_cast<std::size_t>(players));
  for (auto& trove : t) {
    const int n = static_cast<int>(g() % 15);
    for (int i = 0; i < n; ++i) {
      if (g() % 8 == 0) {
        const int h = static_cast<int>(g() % c.heroes.size());
        const int f = static_cast<int>(g() % c.heroes[static_cast<std::size_t>(h)].faces.size());
        trove.push_back(TroveFace{c.heroes[static_cast<std::size_t>(h)].faces[static_cast<std::size_t>(f)].kind, -1, h, f});
      } else {
        const int k = static_cast<int>(g() % c.kinds.size());
        trove.push_back(TroveFace{k, static_cast<int>(g() % c.kinds[static_cast<std::size_t>(k)].faces.size()), -1, -1});
      }
    }
  }
  return t;
}

}  // namespace

TEST_CASE("Declaring rules score every position as the same rules undeclared, details and all, asked once or again", "[miner][scoring]") {
  const Loaded declared = load_format("dice-miner", {{"players", "4"}});
  const ContentFolder f("undeclared", {{"scoring.lua", undeclared()}});
  const Loaded plain = f.load(4);
  std::mt19937 g(7);
  for (int i = 0; i < 3000; ++i) {
    const int players = 2 + i % 3;
    const auto t = random_troves(*declared.content, players, g);
    const ScoreResult a = declared.scoring->score(*declared.content, t, true);
    const ScoreResult b = plain.scoring->score(*plain.content, t, true);
    REQUIRE(!a.failed);
    REQUIRE(!b.failed);
    CHECK(a.totals == b.totals);
    REQUIRE(a.rules.size() == b.rules.size());
    for (std::size_t r = 0; r < a.rules.size(); ++r) {
      CHECK(a.rules[r].rule == b.rules[r].rule);
      CHECK(a.rules[r].points == b.rules[r].points);
      CHECK(a.rules[r].details == b.rules[r].details);
    }
    // Twice: the second is answered from memory, and the same.
    for (int again = 0; again < 2; ++again) {
      std::vector<int> totals;
      REQUIRE(declared.scoring->totals(*declared.content, t, totals));
      CHECK(totals == b.totals);
    }
  }
  const auto& lua = dynamic_cast<const LuaScoring&>(*declared.scoring);
  CHECK(lua.remembered() > lua.runs());  // most of the asking never reached the scripts
}

TEST_CASE("A declaring rule sees only what it reads: one player for each, no seat, no other symbol, no kind", "[miner][scoring]") {
  const ContentFolder f("reads", {{"scoring.lua",
                                   "return {\n"
                                   "  rule \"gems\" { reads = { \"gem\" }, each = true, score = function(players)\n"
                                   "    assert(#players == 1 and players[1].seat == nil)\n"
                                   "    local p = players[1]\n"
                                   "    assert(p.count.tunnel == nil and p.count.gem ~= nil)\n"
                                   "    local n = 0\n"
                                   "    for _, face in ipairs(p.faces) do\n"
                                   "      assert(face.gem > 0 and face.kind == nil and face.tunnel == nil)\n"
                                   "      n = n + face.gem\n"
                                   "    end\n"
                                   "    assert(n == p.count.gem)\n"
                                   "    return { 10 * n + #p.faces }\n"
                                   "  end },\n"
                                   "}\n"}});
  const Loaded l = f.load(3);
  const Content& c = *l.content;
  // The treasure kind's faces: count the gems by hand, and the faces that show any.
  std::mt19937 g(3);
  for (int i = 0; i < 200; ++i) {
    const auto t = random_troves(c, 3, g);
    const ScoreResult r = l.scoring->score(c, t, false);
    REQUIRE(!r.failed);
    std::vector<int> totals;
    REQUIRE(l.scoring->totals(c, t, totals));
    for (std::size_t p = 0; p < t.size(); ++p) {
      int gems = 0, faces = 0;
      for (const TroveFace& tf : t[p]) {
        const Face& face = tf.hero >= 0 ? c.heroes[static_cast<std::size_t>(tf.hero)].faces[static_cast<std::size_t>(tf.hero_face)].face
                                        : c.kinds[static_cast<std::size_t>(tf.kind)].faces[static_cast<std::size_t>(tf.face)];
        const int n = c.count(face, static_cast<int>(std::find(c.symbols.begin(), c.symbols.end(), "gem") - c.symbols.begin()));
        gems += n;
        faces += n > 0;
      }
      CHECK(r.totals[p] == 10 * gems + faces);
      CHECK(totals[p] == r.totals[p]);
    }
  }
}

TEST_CASE("A declaring rule that fails during a game ends it with its file and line; its faces are read-only", "[miner][scoring][script_error][sanitize]") {
  const auto play = [](const std::string& scoring) {
    const ContentFolder f("reads-error", {{"scoring.lua", scoring}});
    const Loaded l = f.load();
    MinerMatch m(l.content, l.scoring, 2, 1);
    m.advance();
    while (!m.over()) REQUIRE(!m.apply(0));
    std::string msg = m.state().message;
    const auto at = msg.find("scoring.lua");
    if (at != std::string::npos) msg = msg.substr(at);
    CHECK(m.result().reason == "script_error");
    return msg;
  };
  CHECK(play("return {\n  rule \"boom\" { each = true, score = function(players)\n    if #players[1].faces > 3 then error(\"too many faces\") end\n"
             "    return { 0 }\n  end },\n}\n") == "scoring.lua:3: rule 'boom': too many faces");
  CHECK(play("return {\n  rule \"two\" { reads = { \"tunnel\" }, each = true, score = function(players)\n    return { 0, 0 }\n  end },\n}\n") ==
        "scoring.lua:2: rule 'two': a rule returns one number of points per player: 1, not 2");
  CHECK(play("return {\n  rule \"forever\" { reads = { \"gem\" }, score = function(players)\n    while true do end\n  end },\n}\n").find("instruction") !=
        std::string::npos);
  CHECK(play("return {\n  rule \"writes\" { reads = { \"tunnel\" }, each = true, score = function(players)\n"
             "    for _, f in ipairs(players[1].faces) do f.tunnel = 5 end\n    return { 0 }\n  end },\n}\n")
            .find("scoring.lua:3:") == 0);
}

TEST_CASE("A rule's bad declaration is refused with the file and line", "[miner][scoring][content][sanitize]") {
  const auto error = [](const std::string& rule) {
    const ContentFolder f("reads-bad", {{"scoring.lua", "return {\n  " + rule + ",\n}\n"}});
    return f.error();
  };
  const std::string fn = "score = function(players) return { 0, 0 } end";
  CHECK_THAT(error("rule \"a\" { reads = { \"gems\" }, " + fn + " }"),
             Catch::Contains("scoring.lua:2") && Catch::Contains("rule 'a' reads 'gems', which no face shows"));
  CHECK_THAT(error("rule \"a\" { reads = { \"gem\", \"gem\" }, " + fn + " }"), Catch::Contains("reads 'gem' twice"));
  CHECK_THAT(error("rule \"a\" { reads = \"gem\", " + fn + " }"), Catch::Contains("scoring.lua:2") && Catch::Contains("reads is a list"));
  CHECK_THAT(error("rule \"a\" { reads = { 3 }, " + fn + " }"), Catch::Contains("reads lists symbols by name"));
  CHECK_THAT(error("rule \"a\" { each = 1, " + fn + " }"), Catch::Contains("each is true or false"));
  CHECK_THAT(error("rule \"a\" { eech = true, " + fn + " }"), Catch::Contains("scoring.lua:2") && Catch::Contains("unknown key 'eech'"));
  CHECK_THAT(error("rule \"a\" { reads = { \"gem\" } }"), Catch::Contains("rule 'a' needs a function"));
}
