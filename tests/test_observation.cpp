// What one player may know: chance and others' secret draft piles are sampled or hidden, and
// everything open stays exactly as it is.
#include <set>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

TEST_CASE("observation: chance is resampled, the open state is kept, the game itself is untouched") {
  Game g = make_format("avx-demo", 3);
  g.advance();
  auto agent = make_agent("greedy", 1);
  for (int i = 0; i < 20 && !g.over(); ++i) REQUIRE_FALSE(g.apply(agent->choose(g)));
  const std::uint64_t before = g.hash();
  Game a = g.observed_by(0, 11), b = g.observed_by(0, 11), c = g.observed_by(0, 12);
  REQUIRE(g.hash() == before);
  REQUIRE(a.hash() == b.hash());  // the same sample for the same seed
  REQUIRE(a.hash() != c.hash());
  REQUIRE(a.hash() != g.hash());
  // Everything but the generator is the same.
  auto open = [](const Game& x) {
    auto j = nlohmann::json::parse(x.serialize());
    j.erase("chance");
    return j;
  };
  REQUIRE(open(a) == open(g));
  REQUIRE(a.pending() == g.pending());
  REQUIRE_FALSE(a.state().chance.rng == g.state().chance.rng);
  // Pins are what a test knows, not what a player knows.
  g.force_faces({1, 2, 3});
  REQUIRE(g.observed_by(0, 11).state().chance.faces.empty());
  REQUIRE(g.observation_json(0).find("\"rng\"") == std::string::npos);
}

TEST_CASE("observation: others' secret draft piles are dealt again, the viewer's own pile is kept") {
  Format f("rainbow-draft", world().lib, {{"pod", "3"}, {"packs", "4"}});
  Game g(f.setup(5), 5, world().engine);
  g.advance();
  const auto& piles = g.state().draft.piles;
  REQUIRE(piles.size() >= 3);
  Game seen = g.observed_by(0, 1);
  std::multiset<int> hidden_true, hidden_seen;
  bool moved = false;
  for (std::size_t i = 0; i < piles.size(); ++i) {
    const DraftPile& t = piles[i];
    const DraftPile& o = seen.state().draft.piles[i];
    REQUIRE(t.cards.size() == o.cards.size());
    if (t.secret && t.holder != 0) {
      hidden_true.insert(t.cards.begin(), t.cards.end());
      hidden_seen.insert(o.cards.begin(), o.cards.end());
      moved = moved || t.cards != o.cards;
    } else {
      REQUIRE(t.cards == o.cards);
    }
  }
  REQUIRE(hidden_true == hidden_seen);  // the same cards, dealt differently
  REQUIRE(moved);
  const auto j = nlohmann::json::parse(g.observation_json(0));
  bool minus = false;
  for (std::size_t i = 0; i < piles.size(); ++i) {
    const auto& cards = j["draft"]["piles"][i]["cards"];
    if (piles[i].secret && piles[i].holder != 0) {
      for (auto& c : cards) REQUIRE(c == -1);
      minus = minus || !cards.empty();
    } else {
      REQUIRE(cards.size() == piles[i].cards.size());
    }
  }
  REQUIRE(minus);
}
