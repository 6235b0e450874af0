// Options name dice as the narration does: a payment lists the dice it spends by name, and an
// option's key has an alias made of the dice's names ("field:Sidekick 2"), which a person may
// also type short ("attack:beast 1").
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

TEST_CASE("option names: a payment names the dice it spends, as the narration does") {
  Game g = make_game({{"Captain America: American Hero", 2}}, {{"Beast: Mutate #666", 2}});
  auto sk = dice_of(g, "Sidekick", 0);
  clear_player(g, 0);
  put(g, sk[0], Zone::Reserve, sidekick_face::bolt);
  put(g, sk[1], Zone::Reserve, sidekick_face::bolt);
  put(g, sk[2], Zone::Reserve, sidekick_face::fist);
  put(g, sk[3], Zone::Reserve, sidekick_face::wild);
  start_main(g, 0);
  choose(g, "buy:" + std::to_string(card_in_play(g, "Captain America: American Hero", 0)));
  REQUIRE(g.pending().kind == DecisionKind::Pay);
  bool wild_named = false;
  for (int i = 0; i < g.option_count(); ++i) {
    const std::string label = g.option_label(i);
    INFO(label);
    if (label.rfind("don't", 0) == 0) continue;
    // No internal die numbers: every die spent is named with its face.
    CHECK(label.find("(die ") == std::string::npos);
    CHECK(label.find("P1 Sidekick ") != std::string::npos);
    if (label.find(die_name(g.state(), sk[3]) + " [?] as shield") != std::string::npos) wild_named = true;
  }
  CHECK(wild_named);
}

TEST_CASE("option names: a key's alias names its dice, and a short name finds the option") {
  Game g = make_game({{"Captain America: American Hero", 2}}, {{"Beast: Mutate #666", 2}});
  auto sk = dice_of(g, "Sidekick", 0);
  clear_player(g, 0);
  put(g, sk[0], Zone::Reserve, sidekick_face::bolt);
  put(g, sk[1], Zone::Reserve, sidekick_face::bolt);
  const DieId cap = dice_of(g, "Captain America: American Hero")[0];
  put(g, cap, Zone::Reserve, char_face::level1, 0);
  start_main(g, 0);
  const std::string key = "field:" + std::to_string(cap);
  REQUIRE(has_option(g, key));
  const int i = g.find_option(key);
  const std::string alias = g.option_alias(i);
  // The player's own die is named without "P1".
  CHECK(alias == "field:" + die_name(g.state(), cap).substr(3));
  CHECK(g.find_option(alias) == i);
  CHECK(g.find_option("field:" + die_name(g.state(), cap)) == i);     // with its owner
  CHECK(g.find_option("field:captain america " + alias.substr(alias.rfind(' ') + 1)) == i);  // short, any case
  CHECK(g.find_option("FIELD:Captain America " + alias.substr(alias.rfind(' ') + 1)) == i);
  CHECK(g.find_option("field:captain " + alias.substr(alias.rfind(' ') + 1)) == i);          // whole words only
  CHECK(g.find_option("field:capt " + alias.substr(alias.rfind(' ') + 1)) == -1);
  CHECK(g.find_option("field:beast 1") == -1);  // not an option now
}

TEST_CASE("option names: a name two options answer to finds neither") {
  Game g = make_game({{"Captain America: American Hero", 2}}, {{"Beast: Mutate #666", 2}});
  clear_player(g, 0);
  auto sk = dice_of(g, "Sidekick", 0);
  put(g, sk[0], Zone::Reserve, sidekick_face::bolt);
  put(g, sk[1], Zone::Reserve, sidekick_face::bolt);
  auto cap = dice_of(g, "Captain America: American Hero");
  put(g, cap[0], Zone::Reserve, char_face::level1, 0);
  put(g, cap[1], Zone::Reserve, char_face::level1, 0);
  start_main(g, 0);
  const int a = g.find_option("field:" + std::to_string(cap[0])), b = g.find_option("field:" + std::to_string(cap[1]));
  REQUIRE(a >= 0);
  REQUIRE(b >= 0);
  CHECK(g.find_option(g.option_alias(a)) == a);
  CHECK(g.find_option(g.option_alias(b)) == b);
  CHECK(g.option_alias(a) != g.option_alias(b));
  // "captain america" without its number names both dice: no option is chosen for a person.
  CHECK(g.find_option("field:captain america") == -1);
}
