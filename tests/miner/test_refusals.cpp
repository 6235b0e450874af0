// A refused answer changes nothing and says which rule refuses it: taking a covered die, a
// skirt die without beer, rerolling a hazard, spending spent magic, and answers that are not
// the decision's.
#include "tests/miner/support.hpp"

using namespace dm;
using namespace dm::miner;
using namespace dm::miner::test;

namespace {

// Applies `key`, requiring a refusal that contains `why` and leaves the match as it was:
// same state, same hash, same JSON, and no log line written.
void refused(MinerMatch& m, const std::string& key, const std::string& why) {
  const State before = m.state();
  const std::string json = m.serialize();
  int lines = 0;
  m.set_log([&](const std::string&) { ++lines; });
  const auto err = m.apply(std::string_view(key));
  INFO("key " << key);
  REQUIRE(err);
  INFO("reason: " << *err);
  CHECK(err->find(why) != std::string::npos);
  CHECK(fields::equal(m.state(), before));
  CHECK(m.serialize() == json);
  CHECK(lines == 0);
  m.set_log(nullptr);
}

}  // namespace

TEST_CASE("Taking a covered die, or a skirt die without sharing beer, is refused", "[miner][refusals]") {
  Position p;
  p.phase = Phase::Excavation;
  p.players = {trove({die("tunnel", "beer")}), trove({})};
  MinerMatch m = at(p);
  m.advance();
  refused(m, "take:3", "the die at spot 3 is covered (spots 8, 9 rest on it): take a die from the top");
  refused(m, "take:1", "the die at spot 1 is on the skirt (spot 7 rests on it): only a player who began the turn by sharing beer");
  refused(m, "take:21", "the mountain's spots are 1 to 20");
  refused(m, "take:x", "the mountain's spots are 1 to 20");
  refused(m, "share:0:p1", "beer is shared with another player");
  refused(m, "share:0:p3", "share with a player: p1 to p2");
  refused(m, "share:" + std::to_string(m.state().mountain[4]) + ":p2", "is in the mountain (spot 5)");
  refused(m, "share:" + std::to_string(m.state().bag.front()) + ":p2", "is in the bag");
  refused(m, "reroll:0", "dice are rerolled by the magic just spent");
  refused(m, "keep:0", "dice are kept by chests in the recovery");
  refused(m, "spend:0", "magic is spent in the magic phase");
  refused(m, "hero:Alchemist", "heroes are chosen before the first round");
  refused(m, "nonsense", "no option 'nonsense' in the pending excavate decision");
  // After sharing, the skirt is open but a covered die still is not, and beer is not shared twice.
  play(m, "share:0:p2");
  refused(m, "take:3", "the die at spot 3 is covered (spots 8, 9 rest on it): take a die from the top or the skirt");
  refused(m, "share:0:p2", "beer is shared once a turn");
  play(m, "take:1");
  // The die from 7 slid into 1: it is covered again, by the die from 12 now at 7.
  refused(m, "take:2", "covered");
}

TEST_CASE("Sharing a die that does not show beer, or one of another's trove, is refused", "[miner][refusals]") {
  Position p;
  p.phase = Phase::Excavation;
  p.players = {trove({die("tunnel", "3"), die("tunnel", "beer")}), trove({die("magic", "beer")})};
  MinerMatch m = at(p);
  m.advance();
  refused(m, "share:0:p2", "die 0 shows 3, not beer");
  refused(m, "share:52:p2", "die 52 is in P2's trove, not P1's");
  play(m, "share:1:p2");
}

TEST_CASE("Rerolling a hazard, or spent magic, and spending spent magic, are refused", "[miner][refusals]") {
  Position p;
  p.phase = Phase::Magic;
  p.players = {trove({die("magic", "2"), die("hazard", "2 dragons"), {die("magic", "1", true)}, die("tunnel", "4")}, 0, "Surveyor"),
               trove({die("tunnel", "1")})};
  p.players[0].hero_spent = {1};
  MinerMatch m = at(p);
  m.advance();
  REQUIRE(m.state().pending.kind == Kind::Magic);
  refused(m, "spend:53", "die 53 was already spent this round");
  refused(m, "spend:27", "die 27 shows 2 dragons: no magic to spend");
  refused(m, "spend:hero:2", "the Surveyor's face 2 was already spent this round");
  refused(m, "spend:hero:1", "the Surveyor's face 1 (1) shows no magic");
  refused(m, "spend:hero:3", "the Surveyor has faces 1 to 2");
  refused(m, "reroll:0", "dice are rerolled by the magic just spent");
  play(m, "spend:52");
  refused(m, "reroll:27", "magic may not reroll a hazard die (die 27)");
  refused(m, "reroll:53", "die 53 is magic already spent this round: it may not be rerolled");
  refused(m, "reroll:52", "die 52 is magic already spent this round");
  refused(m, "reroll:1", "die 1 is in P2's trove, not P1's");
  refused(m, "spend:52", "the magic spent has rerolls left: reroll a die first");
  refused(m, "done", "no option 'done' in the pending reroll decision");
  play(m, "reroll:0");
}

TEST_CASE("Keeping a die twice, or another's, is refused; so is a hero already taken; and anything once the game is over", "[miner][refusals]") {
  Position p;
  p.phase = Phase::Recovery;
  p.players = {trove({die("tool", "chest"), die("tool", "chest"), die("tunnel", "2")}), trove({die("tunnel", "5")})};
  MinerMatch m = at(p);
  m.advance();
  play(m, "keep:0");
  refused(m, "keep:0", "die 0 is already kept");
  refused(m, "keep:1", "die 1 is in P2's trove, not P1's");
  MinerMatch h = new_match(2, 1);
  h.advance();
  play(h, "hero:Engineer");
  refused(h, "hero:Engineer", "the Engineer is P");
  refused(h, "hero:Nobody", "no hero named 'Nobody'");
  // By index too: out of range changes nothing.
  const State before = h.state();
  CHECK(h.apply(99).value().find("out of range") != std::string::npos);
  CHECK(h.apply(-1));
  CHECK(fields::equal(h.state(), before));
  while (!h.over()) REQUIRE(!h.apply(0));
  CHECK(h.apply(0).value() == "the game is over");
  CHECK(h.apply(std::string_view("done")).value() == "the game is over");
}
