// Card readings that a scenario file can't reach with the cards there are: a die is put in the
// Field Zone without being fielded. The readings themselves are in docs/rules.md, "Card readings".
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

// Human Torch: Playing with Fire (CARD-DATA.md): "The first time each turn you field a
// character, each Human Torch already in your Field Zone gets +1A/+1D". The first fielding
// came while no Torch was in the Field Zone; a Torch that gets there afterwards, without
// being fielded, gains nothing from a later fielding: the first time has passed.
TEST_CASE("card readings: Playing with Fire's first time each turn passes even when no Torch is in the field") {
  Game g = make_game({{"Human Torch: Playing with Fire", 2}}, {{"Beast: Mutate #666", 2}}, {}, Edition::AvX2014);
  auto ht = dice_of(g, "Human Torch: Playing with Fire");
  auto sk = dice_of(g, "Sidekick", 0);
  clear_player(g, 0);
  put(g, sk[0], Zone::Reserve, sidekick_face::character);
  put(g, sk[1], Zone::Reserve, sidekick_face::character);
  start_main(g, 0);
  choose(g, "field:" + std::to_string(sk[0]));
  // The Torch arrives without being fielded (moving a die into the field is not fielding it).
  put(g, ht[0], Zone::Field, char_face::level1, 0);
  REQUIRE(g.attack(ht[0]) == 2);
  choose(g, "field:" + std::to_string(sk[1]));
  CHECK(g.attack(ht[0]) == 2);
  CHECK(g.defense(ht[0]) == 2);
}

// The same with the Torch there at the first fielding: the bonus, once.
TEST_CASE("card readings: Playing with Fire's first fielding with a Torch in the field gives the bonus once") {
  Game g = make_game({{"Human Torch: Playing with Fire", 2}}, {{"Beast: Mutate #666", 2}}, {}, Edition::AvX2014);
  auto ht = dice_of(g, "Human Torch: Playing with Fire");
  auto sk = dice_of(g, "Sidekick", 0);
  clear_player(g, 0);
  put(g, ht[0], Zone::Field, char_face::level1, 0);
  put(g, sk[0], Zone::Reserve, sidekick_face::character);
  put(g, sk[1], Zone::Reserve, sidekick_face::character);
  start_main(g, 0);
  choose(g, "field:" + std::to_string(sk[0]));
  REQUIRE(g.attack(ht[0]) == 3);
  choose(g, "field:" + std::to_string(sk[1]));
  CHECK(g.attack(ht[0]) == 3);
}
