// Liar's Dice through the interface every tool uses (dm::Match): refused answers change
// nothing; keys, labels, codes and the spellings people type; observations that hide the
// other cups and nothing else; clones equal and independent; the same seed, the same log.
#include <nlohmann/json.hpp>
#include <set>

#include "dm/games.hpp"
#include "tests/liars/support.hpp"

using namespace dm;
using namespace dm::liars;
using test::at;
using test::play;
using test::rules;

namespace {

// A game of random answers from `seed`, its log and the match at the end.
std::vector<std::string> random_log(const Rules& r, std::uint64_t seed) {
  LiarsMatch m(r, seed);
  std::vector<std::string> log;
  m.set_log([&](const std::string& l) { log.push_back(l); });
  m.advance();
  Rng pick(seed + 1);
  while (!m.over()) m.apply(static_cast<int>(pick.below(static_cast<std::uint64_t>(m.option_count()))));
  log.push_back(m.state_line());
  return log;
}

}  // namespace

TEST_CASE("A refused answer changes nothing and says why", "[liars][match]") {
  LiarsMatch m = at(rules(3, 2), {{1, 2}, {3, 4}, {5, 6}}, 1, Bid{2, 3, 0}, 0);
  std::vector<std::string> log;
  m.set_log([&](const std::string& l) { log.push_back(l); });
  const std::string before = m.serialize();
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"bid:2x2", "does not beat P1's two 3s"}, {"bid:7x1", "quantity is 1 to 6"}, {"bid:3x0", "face is 1 to 6"},
      {"bid:1", "bid:QxF"},                     {"take:3", "bid:QxF"},             {"", "bid:QxF"},
  };
  for (const auto& [key, why] : refused) {
    INFO(key);
    const auto err = m.apply(std::string_view(key));
    REQUIRE(err);
    CHECK(err->find(why) != std::string::npos);
  }
  CHECK(m.apply(-1));
  CHECK(m.apply(m.option_count()));
  CHECK(m.serialize() == before);
  CHECK(log.empty());
  play(m, "liar");
  REQUIRE(m.over());
  const std::string over = m.serialize();
  CHECK(m.apply(0) == std::optional<std::string>("the game is over"));
  CHECK(m.apply("liar") == std::optional<std::string>("the game is over"));
  CHECK(m.serialize() == over);
}

TEST_CASE("Keys, labels, codes and the prompt; keys as people type them", "[liars][match]") {
  LiarsMatch m = at(rules(2, 2), {{2, 5}, {3, 6}}, 1, Bid{2, 5, 0});
  const int i = m.find_option("bid:3x5");
  REQUIRE(i >= 0);
  CHECK(m.option_key(i) == "bid:3x5");
  CHECK(m.option_label(i) == "bid three 5s");
  CHECK(m.option_code(i) == 3 * 16 + 5);
  CHECK(m.find_option("bid 3 5") == i);
  CHECK(m.find_option("BID 3x5") == i);
  CHECK(m.find_option("3x5") == i);
  CHECK(m.find_option("bid:3:5") == i);
  const int liar = m.option_count() - 1;
  CHECK(m.find_option("liar") == liar);
  CHECK(m.find_option("call liar") == liar);
  CHECK(m.option_code(liar) == 0);
  CHECK(m.option_label(liar) == "call liar on P1's two 5s");
  CHECK(m.find_option("bid 1 5") == -1);
  CHECK(m.find_option("bid 3 5 1") == -1);
  CHECK(m.decision_name() == "bid");
  CHECK(m.prompt() == "P2 (your cup: 3 6), beat P1's bid of two 5s (more dice of any face, or two of a face above 5) or call liar");
  // A bid is the same move (the same code) whatever is standing.
  LiarsMatch open = at(rules(2, 2), {{2, 5}, {3, 6}});
  CHECK(open.option_code(open.find_option("bid:3x5")) == m.option_code(i));
  CHECK(open.prompt().find("open the bidding") != std::string::npos);
}

TEST_CASE("An observation hides the other cups, samples them from its seed, and changes nothing else", "[liars][match][observation]") {
  LiarsMatch m = at(rules(3, 5, 6, true, Bidding::ResetFace, true), {{1, 1, 2, 3, 4}, {2, 2, 5, 5, 6}, {1, 3, 3, 6, 6}}, 1, Bid{4, 3, 0}, 0);
  const std::string before = m.serialize();
  std::set<std::string> seen;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto obs = m.observation(1, seed);
    const State& o = dynamic_cast<const LiarsMatch&>(*obs).state();
    // The viewer's own cup and everything public are kept; chance is not the game's.
    CHECK(o.players[1].dice == m.state().players[1].dice);
    CHECK(o.chance != m.state().chance);
    State same = o;
    same.chance = m.state().chance;
    same.players[0].dice = m.state().players[0].dice;
    same.players[2].dice = m.state().players[2].dice;
    CHECK(fields::equal(same, m.state()));
    CHECK(o.players[0].dice.size() == 5);
    CHECK(std::is_sorted(o.players[2].dice.begin(), o.players[2].dice.end()));
    seen.insert(fields::to_json(o.players[0]) + fields::to_json(o.players[2]));
    // The same seed, the same guess.
    CHECK(m.observation(1, seed)->equals(*obs));
  }
  CHECK(seen.size() >= 19);  // the guesses differ from seed to seed
  CHECK(m.serialize() == before);
  // The JSON: the viewer's faces, the others' as 0, no chance.
  const auto j = nlohmann::json::parse(m.observation_json(1));
  CHECK(j["players"][1]["dice"] == nlohmann::json({2, 2, 5, 5, 6}));
  CHECK(j["players"][0]["dice"] == nlohmann::json({0, 0, 0, 0, 0}));
  CHECK(j["players"][2]["dice"] == nlohmann::json({0, 0, 0, 0, 0}));
  CHECK(!j.contains("chance"));
  CHECK(j["bid"]["quantity"] == 4);
  // Two observations' JSON from different samples are the same: the hidden part is not in it.
  CHECK(m.observation(1, 1)->observation_json(1) == m.observation_json(1));
  // Over, nothing is hidden: the challenge showed every cup.
  LiarsMatch done = at(rules(2, 1), {{3}, {4}}, 1, Bid{1, 5, 0});
  play(done, "liar");
  const auto obs = done.observation(0, 7);
  CHECK(dynamic_cast<const LiarsMatch&>(*obs).state().players == done.state().players);
}

TEST_CASE("A clone is equal, and independent of its game", "[liars][match]") {
  LiarsMatch m = at(rules(3, 2), {{1, 2}, {3, 4}, {5, 6}});
  const auto c = m.clone();
  CHECK(c->equals(m));
  CHECK(c->hash() == m.hash());
  play(dynamic_cast<LiarsMatch&>(*c), "bid:2x2");
  CHECK(!c->equals(m));
  CHECK(m.state().bid.empty());
  // clone_into reuses a match of the game and takes every part.
  std::unique_ptr<Match> into = std::make_unique<LiarsMatch>(rules(2, 1), 99);
  m.clone_into(into);
  CHECK(into->equals(m));
  CHECK(m.observation(0, 5)->equals(*m.observation(0, 5)));
  // A game of other rules is another game, even in the same position.
  LiarsMatch other = at(rules(3, 2, 6, false), {{1, 2}, {3, 4}, {5, 6}});
  CHECK(!other.equals(m));
}

TEST_CASE("The same seed gives the same log, byte for byte; another seed another", "[liars][match]") {
  const Rules r = rules(4, 3, 6, true, Bidding::ResetQuantity, true);
  const auto a = random_log(r, 11);
  CHECK(a == random_log(r, 11));
  CHECK(a != random_log(r, 12));
  // Every choice line carries its key and label.
  int choices = 0;
  for (const std::string& l : a) {
    const auto j = nlohmann::json::parse(l);
    if (j["type"] != "choice") continue;
    ++choices;
    CHECK(j.contains("key"));
    CHECK(j.contains("label"));
  }
  CHECK(choices > 0);
}

TEST_CASE("The registry opens Liar's Dice formats, and bad options are refused naming the problem", "[liars][format]") {
  const GameType* t = find_game_type("liars-dice");
  REQUIRE(t);
  CHECK(t->info().min_players == 2);
  CHECK(t->info().max_players == 6);
  CHECK(format_game("liars-dice") == "liars-dice");
  CHECK(format_game("liars-dice-classic") == "liars-dice");
  auto table = t->open("liars-dice", {{"players", "4"}, {"bidding", "reset-quantity"}, {"wild", "false"}});
  CHECK(table->players() == 4);
  const auto m = table->start(5, {});
  const auto& lm = dynamic_cast<const LiarsMatch&>(*m);
  CHECK(lm.rules() == rules(4, 1, 6, false, Bidding::ResetQuantity, false));
  CHECK(table->scripts().size() == 1);
  CHECK(table->scripts()[0].file == "formats/liars-dice.lua");
  const auto classic = t->open("liars-dice-classic", {});
  CHECK(dynamic_cast<const LiarsMatch&>(*classic->start(1, {})).rules() == rules(2, 5, 6, true, Bidding::ResetFace, true));
  auto refused = [&](const FormatOptions& o, const std::string& why) {
    try {
      t->open("liars-dice", o);
      FAIL("accepted");
    } catch (const std::runtime_error& e) {
      INFO(e.what());
      CHECK(std::string(e.what()).find(why) != std::string::npos);
    }
  };
  refused({{"bidding", "reset-dice"}}, "option 'bidding' is 'reset-dice': it is reset-face");
  refused({{"players", "7"}}, "option 'players' is '7': it is 2 to 6");
  refused({{"sides", "six"}}, "it takes a whole number");
  refused({{"wild", "maybe"}}, "it takes true or false");
  refused({{"dices", "2"}}, "unknown option 'dices'");
  CHECK_THROWS_AS(table->start(1, {0, 0, 1, 2}), std::invalid_argument);
}
