// What a person sees of Liar's Dice: the board shows the player to decide their own cup and
// only counts of the others'; the narration never tells a roll's faces, and tells the cups
// once a challenge shows them; help names the ways to answer.
#include <nlohmann/json.hpp>

#include "tests/liars/support.hpp"

using namespace dm;
using namespace dm::liars;
using test::at;
using test::play;
using test::rules;

TEST_CASE("The board shows the decider's cup and only the others' counts", "[liars][view]") {
  LiarsMatch m = at(rules(3, 2), {{1, 4}, {2, 5}, {3, 6}}, 1, Bid{2, 3, 0}, 0);
  const std::string b = board(m);
  INFO(b);
  CHECK(b.find("Bid standing: P1's two 3s") != std::string::npos);
  CHECK(b.find("P2: your cup: 2 5") != std::string::npos);
  CHECK(b.find("P1: 2 dice under the cup") != std::string::npos);
  CHECK(b.find("P3: 2 dice under the cup") != std::string::npos);
  CHECK(b.find("1 4") == std::string::npos);
  CHECK(b.find("3 6") == std::string::npos);
  play(m, "liar");
  // Over: the challenge showed every cup.
  CHECK(board(m).find("P3: 3 6") != std::string::npos);
}

TEST_CASE("The narration keeps rolls under the cup and tells a challenge's cups and count", "[liars][view]") {
  LiarsMatch m = at(rules(2, 2), {{2, 6}, {3, 6}}, 1, Bid{3, 2, 0});
  std::vector<std::string> told;
  m.set_log([&](const std::string& l) {
    const std::string t = narrate(m, nlohmann::json::parse(l));
    if (!t.empty()) told.push_back(t);
  });
  play(m, "liar");
  REQUIRE(told.size() == 2);
  CHECK(told[0] == "P2 calls liar on P1's three 2s. The cups: P1 [2 6] P2 [3 6]. Three dice for 2s (6s wild): the bid holds, P2 loses the challenge");
  CHECK(told[1].find("P1 wins the challenge; P2 loses the game") != std::string::npos);
  const std::string roll = narrate(m, nlohmann::json::parse(R"({"type":"roll","player":0,"dice":[3,5]})"));
  CHECK(roll == "P1 rolls 2 dice under the cup");
  CHECK(narrate(m, nlohmann::json::parse(R"({"type":"bid","player":1,"quantity":4,"face":6})")) == "P2 bids four 6s");
  CHECK(help().find("bid 3 5") != std::string::npos);
  CHECK(help().find("liar") != std::string::npos);
  CHECK(std::string(viewer_script()).find("viewerFrame") != std::string::npos);
  CHECK(std::string(viewer_style()).find(".ldie") != std::string::npos);
}
