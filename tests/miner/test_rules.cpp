// Dice Miner's rules, one by one: each test fails when its rule is broken. (The scenario files
// in tests/scenarios/miner hold the rulebook's worked examples; these check what a game does
// over its whole course.)
#include <nlohmann/json.hpp>

#include "tests/miner/content_files.hpp"
#include "tests/miner/support.hpp"

using namespace dm;
using namespace dm::miner;
using namespace dm::miner::test;

namespace {

// The log lines of `type` written while `fn` runs.
struct Log {
  std::vector<nlohmann::json> lines;
  void attach(MinerMatch& m) {
    m.set_log([this](const std::string& l) { lines.push_back(nlohmann::json::parse(l)); });
  }
  std::vector<nlohmann::json> of(const std::string& type) const {
    std::vector<nlohmann::json> out;
    for (const auto& l : lines)
      if (l["type"] == type) out.push_back(l);
    return out;
  }
};

int face(const std::string& kind, const std::string& name) { return content().face(content().kind(kind), name); }

// Plays option 0 until the decision kind is `k` (or the game ends).
void until(MinerMatch& m, Kind k) {
  for (int i = 0; i < 10000 && !m.over() && m.state().pending.kind != k; ++i) REQUIRE(!m.apply(0));
}

}  // namespace

TEST_CASE("The first player is the highest tunnel roll; beer beats every number; the tied roll again", "[miner][rules]") {
  MinerMatch m = new_match(4, 1);
  Log log;
  log.attach(m);
  // P1 5, P2 beer, P3 beer, P4 1: P2 and P3 roll again: 2 and 4.
  m.force_faces({face("tunnel", "5"), face("tunnel", "beer"), face("tunnel", "beer"), face("tunnel", "1"), 1, 3});
  m.advance();
  CHECK(m.state().first == 2);
  const auto rolls = log.of("first_roll");
  REQUIRE(rolls.size() == 6);
  CHECK(rolls[4]["player"] == 1);
  CHECK(rolls[4]["round"] == 2);
  CHECK(rolls[5]["player"] == 2);
  CHECK(log.of("first_player")[0]["player"] == 2);
}

TEST_CASE("Heroes are chosen from the first player's right, counter-clockwise, the first player last, all different", "[miner][rules]") {
  for (int players : {2, 3, 4}) {
    MinerMatch m = new_match(players, 3);
    m.advance();
    const PlayerId first = m.state().first;
    std::vector<int> chosen;
    for (int k = 0; k < players; ++k) {
      REQUIRE(m.state().pending.kind == Kind::Hero);
      CHECK(m.decider() == (first - 1 - k + 2 * players) % players);
      CHECK(m.option_count() == 6 - k);
      for (int i = 0; i < m.option_count(); ++i)
        CHECK(std::find(chosen.begin(), chosen.end(), m.state().pending.options[static_cast<std::size_t>(i)].a) == chosen.end());
      chosen.push_back(m.state().pending.options.back().a);
      REQUIRE(!m.apply(m.option_count() - 1));
    }
    CHECK(m.state().phase == Phase::Excavation);
    CHECK(m.decider() == first);
  }
}

TEST_CASE("Each round fills the mountain with 20 dice from the bag only, each rolled", "[miner][rules]") {
  MinerMatch m = new_match(2, 9);
  Log log;
  log.attach(m);
  m.advance();
  std::size_t bag = 60;
  for (int round = 1; round <= 3; ++round) {
    until(m, Kind::Excavate);
    REQUIRE(m.state().round == round);
    bag -= 20;
    CHECK(m.state().bag.size() == bag);
    CHECK(std::none_of(m.state().mountain.begin(), m.state().mountain.end(), [](DieId d) { return d == kNone; }));
    CHECK(log.of("fill").size() == static_cast<std::size_t>(20 * round));
    // Play the round out.
    while (!m.over() && m.state().round == round) REQUIRE(!m.apply(0));
  }
  CHECK(m.state().bag.empty());
  CHECK(log.of("roll").size() >= 60);
  for (const auto& l : log.of("fill")) CHECK(l["spot"].get<int>() >= 1);
}

TEST_CASE("Without beer a turn takes one top die; turns go clockwise", "[miner][rules]") {
  MinerMatch m = new_match(3, 4);
  m.advance();
  until(m, Kind::Excavate);
  for (int turn = 0; turn < 12 && m.state().phase == Phase::Excavation; ++turn) {
    const PlayerId p = m.decider();
    const std::size_t before = m.state().players[static_cast<std::size_t>(p)].trove.size();
    int take = -1;
    for (int i = 0; i < m.option_count(); ++i)
      if (m.state().pending.options[static_cast<std::size_t>(i)].verb == Verb::Take) {
        take = i;
        CHECK(m.is_top(m.state().pending.options[static_cast<std::size_t>(i)].a));
      }
    REQUIRE(take >= 0);
    REQUIRE(!m.apply(take));
    CHECK(m.state().players[static_cast<std::size_t>(p)].trove.size() == before + 1);
    if (m.state().phase == Phase::Excavation) CHECK(m.decider() == (p + 1) % 3);
  }
}

TEST_CASE("Sharing beer gives the die, rolled, to another player; two dice follow, from the top or the skirt", "[miner][rules]") {
  Position p;
  p.phase = Phase::Excavation;
  p.players = {trove({die("treasure", "beer")}), trove({})};
  MinerMatch m = at(p, 7);
  m.advance();
  const int shares = m.find_option("share:44:p2");
  REQUIRE(shares >= 0);
  m.force_faces({face("treasure", "3 gems")});
  REQUIRE(!m.apply(shares));
  CHECK(m.state().players[0].trove.empty());
  REQUIRE(m.state().players[1].trove == std::vector<DieId>{44});
  CHECK(m.face_of(44).name == "3 gems");
  REQUIRE(m.state().pending.kind == Kind::Take);
  CHECK(m.decider() == 0);
  int skirt = 0;
  for (const Option& o : m.state().pending.options) skirt += m.is_skirt(o.a);
  CHECK(skirt == 8);
  REQUIRE(!m.apply(std::string_view("take:6")));  // a skirt die: the die from 20 slides down the right slope
  CHECK(m.state().pending.kind == Kind::Take);
  REQUIRE(!m.apply(std::string_view("take:19")));
  CHECK(m.state().players[0].trove.size() == 2);
  CHECK(m.decider() == 1);
  CHECK(m.state().pending.kind == Kind::Excavate);
}

TEST_CASE("A die taken from the skirt lets the dice above it slide down, up the slope", "[miner][rules]") {
  Position p;
  p.phase = Phase::Excavation;
  p.players = {trove({die("tunnel", "beer")}), trove({})};
  MinerMatch m = at(p, 2);
  m.advance();
  const std::vector<DieId> before = m.state().mountain;
  play(m, "share:0:p2");
  play(m, "take:6");  // the right end of the bottom row: 11 slides into 6, 15 into 11, 18 into 15, 20 into 18
  const std::vector<DieId>& after = m.state().mountain;
  CHECK(after[5] == before[10]);
  CHECK(after[10] == before[14]);
  CHECK(after[14] == before[17]);
  CHECK(after[17] == before[19]);
  CHECK(after[19] == kNone);
  CHECK(std::count(after.begin(), after.end(), kNone) == 1);
  check_invariants(m);
}

TEST_CASE("The excavation ends when the mountain is empty; magic begins after the last taker", "[miner][rules]") {
  for (int players : {2, 3, 4}) {
    MinerMatch m = new_match(players, 20 + static_cast<std::uint64_t>(players));
    m.advance();
    until(m, Kind::Excavate);
    PlayerId last = kNone;
    while (m.state().phase == Phase::Excavation) {
      last = m.decider();
      REQUIRE(!m.apply(0));
    }
    CHECK(m.state().last_taker == last);
    CHECK(std::all_of(m.state().mountain.begin(), m.state().mountain.end(), [](DieId d) { return d == kNone; }));
    if (m.state().phase == Phase::Magic) {
      // The first to spend is the first player after the last taker who has magic.
      PlayerId q = (last + 1) % players;
      while (q != m.decider()) {
        CHECK(m.state().pending.kind != Kind::None);
        q = (q + 1) % players;
      }
    }
  }
}

TEST_CASE("Magic: each symbol one reroll; hazards, spent magic and hero faces are never rerolled; marks reset each round", "[miner][rules]") {
  Position p;
  p.phase = Phase::Magic;
  p.players = {trove({die("magic", "3"), die("hazard", "dragon"), die("magic", "1"), die("tunnel", "2")}, 0, "Alchemist"), trove({})};
  MinerMatch m = at(p, 3);
  m.advance();
  REQUIRE(m.state().pending.kind == Kind::Magic);
  CHECK(m.option_count() == 6);  // two dice, three hero faces, done
  play(m, "spend:52");           // 3 magic
  for (int k = 0; k < 3; ++k) {
    REQUIRE(m.state().pending.kind == Kind::Reroll);
    // The unspent magic die and the tunnel die: never the hazard nor the spent die.
    std::vector<std::string> keys;
    for (int i = 0; i < m.option_count(); ++i) keys.push_back(m.option_key(i));
    CHECK(keys == std::vector<std::string>{"reroll:53", "reroll:0"});
    m.force_faces({face("tunnel", "1")});
    play(m, "reroll:0");
  }
  REQUIRE(m.state().pending.kind == Kind::Magic);
  CHECK(m.state().dice[52].spent);
  play(m, "spend:hero:2");
  CHECK(m.state().players[0].hero_spent == 2);
  m.force_faces({face("magic", "beer")});
  play(m, "reroll:53");  // the unspent magic die, rerolled: beer, so no more to spend
  REQUIRE(m.state().pending.kind == Kind::Magic);
  std::vector<std::string> keys;
  for (int i = 0; i < m.option_count(); ++i) keys.push_back(m.option_key(i));
  CHECK(keys == std::vector<std::string>{"spend:hero:1", "spend:hero:3", "done"});
  play(m, "done");
  // The next round starts with every mark cleared.
  until(m, Kind::Excavate);
  CHECK(m.state().round == 2);
  CHECK(m.state().players[0].hero_spent == 0);
  CHECK(std::none_of(m.state().dice.begin(), m.state().dice.end(), [](const Die& d) { return d.spent || d.kept; }));
}

TEST_CASE("Recovery: chests keep dice, the rest of every trove is rerolled, the lowest total starts", "[miner][rules]") {
  Position p;
  p.phase = Phase::Recovery;
  p.round = 2;
  p.first = 1;
  p.players = {trove({die("tool", "chest"), die("tool", "chest"), die("tunnel", "1"), die("tunnel", "2"), die("tunnel", "3")}, 30),
               trove({die("tunnel", "4")}, 31), trove({die("tunnel", "5")}, 12, "Treasurer")};
  MinerMatch m = at(p, 5);
  Log log;
  log.attach(m);
  m.advance();
  // From the first player clockwise: P2 has no chest; P3's Treasurer has two, and one die.
  REQUIRE(m.decider() == 2);
  CHECK(m.state().keeps_left == 2);
  play(m, "keep:4");
  REQUIRE(m.decider() == 0);
  CHECK(m.state().keeps_left == 2);
  play(m, "keep:0");
  play(m, "keep:1");
  // P1's chest dice (37, 38) and tunnel 3 (2), and P2's die (3), are rolled again.
  CHECK(m.state().round == 3);
  CHECK(m.state().first == 2);
  std::vector<int> rerolled;
  for (const auto& r : log.of("roll"))
    if (r["why"] == "recovery") rerolled.push_back(r["die"].get<int>());
  std::sort(rerolled.begin(), rerolled.end());
  CHECK(rerolled == std::vector<int>{2, 3, 37, 38});
  CHECK(log.of("first_player").back()["reason"] == "lowest_total");
}

TEST_CASE("There is no recovery after the last round: the game ends at its scoring", "[miner][rules]") {
  Position p;
  p.phase = Phase::Scoring;
  p.round = 3;
  p.players = {trove({die("tool", "chest"), die("tunnel", "1")}, 5), trove({}, 0)};
  MinerMatch m = at(p);
  Log log;
  log.attach(m);
  m.advance();
  CHECK(m.over());
  CHECK(log.of("phase").empty());
  CHECK(log.of("keep").empty());
  const MatchResult r = m.result();
  CHECK(r.winner == 0);
  CHECK(r.reason == "score");
  CHECK(r.scores == std::vector<std::int64_t>{6, 0});
  CHECK(r.places == std::vector<int>{1, 2});
  CHECK(r.turns == 3);
}

TEST_CASE("Tie-breaks are bounded: a tie that never ends stops as a bounded tie", "[miner][rules]") {
  // Scoring that gives nobody anything: every tie-break ties again.
  const ContentFolder f("ties", {{"scoring.lua", "return {\n  rule \"nothing\" (function(players)\n    local out = {}\n"
                                                 "    for i = 1, #players do out[i] = 0 end\n    return out\n  end),\n}\n"}},
                        "  tiebreak_limit = 5,\n");
  const Loaded l = f.load(3);
  MinerMatch m(l.content, l.scoring, 3, 8);
  Log log;
  log.attach(m);
  m.advance();
  while (!m.over()) REQUIRE(!m.apply(0));
  const MatchResult r = m.result();
  CHECK(r.bounded);
  CHECK(r.reason == "tiebreak_limit");
  CHECK(r.winner == kNone);
  CHECK(r.places == std::vector<int>{1, 1, 1});
  CHECK(m.state().tiebreak == 5);
  CHECK(log.of("tiebreak").size() == 5);
  CHECK(log.of("tie").size() == 1);
  CHECK(m.state().message.find("still tied after 5 tie-breaks") != std::string::npos);
  // The shipped format's bound is 50.
  CHECK(content().tiebreak_limit == 50);
}

TEST_CASE("Every die is always in the bag, the mountain or a trove", "[miner][rules]") {
  MinerMatch m = new_match(4, 77);
  m.advance();
  while (!m.over()) {
    check_invariants(m);
    std::size_t n = m.state().bag.size();
    for (DieId d : m.state().mountain) n += d != kNone;
    for (const Player& pl : m.state().players) n += pl.trove.size();
    REQUIRE(n == 60);
    REQUIRE(!m.apply(m.option_count() - 1));
  }
}
