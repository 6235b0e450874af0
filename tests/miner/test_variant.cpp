// A variant is scripts and no C++: Crystal Caves (scripts/formats/dice-miner-crystal.lua) adds
// a die kind, a hero and a scoring rule to the game's own content, and plays.
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "tests/miner/support.hpp"

using namespace dm;
using namespace dm::miner;
using namespace dm::miner::test;

TEST_CASE("Crystal Caves adds crystal dice, the Geologist and a crystals rule", "[miner][variant]") {
  const Loaded& l = loaded(2, "dice-miner-crystal");
  const Content& c = *l.content;
  CHECK(c.format == "dice-miner-crystal");
  // Listed as what it is: an example of a variant, not one of the publisher's expansions.
  CHECK(c.description.rfind("Crystal Caves, this engine's own example variant (not a published expansion)", 0) == 0);
  CHECK(c.dice() == 66);
  REQUIRE(c.kind("crystal") == 5);
  CHECK(c.symbol("crystal") == 9);
  // The game's own faces show no crystal; the hero's face is the crystal die's.
  CHECK(c.kinds[0].faces[0].symbols.size() == 10);
  CHECK(c.count(c.kinds[0].faces[0], c.symbol("crystal")) == 0);
  REQUIRE(c.hero("Geologist") == 6);
  CHECK(c.count(c.heroes[6].faces[0].face, c.symbol("crystal")) == 2);
  CHECK(c.scripts.size() == 8);
  // Six crystals: two sets of three, 12 points; the Geologist's two and one more: a set, 6.
  miner::Position p;
  p.phase = miner::Phase::Scoring;
  p.round = 3;
  p.players = {trove({die("crystal", "3 crystals", false, c), die("crystal", "2 crystals", false, c), die("crystal", "1 crystal", false, c)}, 0, "", c),
               trove({die("crystal", "1 crystal", false, c)}, 0, "Geologist", c)};
  MinerMatch m = at(p, 1, "dice-miner-crystal");
  std::vector<nlohmann::json> lines;
  m.set_log([&](const std::string& s) { lines.push_back(nlohmann::json::parse(s)); });
  m.advance();
  CHECK(m.state().players[0].total == 12);
  CHECK(m.state().players[1].total == 6);
  int crystal_lines = 0;
  for (const auto& j : lines)
    if (j["type"] == "score" && j["rule"] == "crystals") ++crystal_lines;
  CHECK(crystal_lines == 2);
}

TEST_CASE("Crystal Caves plays whole games for 2 to 4 players, every invariant kept", "[miner][variant]") {
  for (int players : {2, 3, 4})
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
      MinerMatch m = new_match(players, seed, "dice-miner-crystal");
      auto a = make_agent(seed % 2 ? "heuristic" : "random", seed, "dice-miner");
      auto r = make_agent("random", seed + 1, "dice-miner");
      m.advance();
      while (!m.over()) {
        check_invariants(m);
        REQUIRE(!m.apply(m.decider() == 0 ? a->choose(m) : r->choose(m)));
      }
      CHECK(m.result().reason == "score");
      // Six dice stay in the bag: three mountains of 20 from 66.
      CHECK(m.state().bag.size() == 6);
    }
}
