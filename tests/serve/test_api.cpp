// The API of dice serve end to end, for every game on the list: a game made over HTTP with a
// person at seat 1 (answering the first option each time) and agents at the others plays to its
// end with a result, and its downloaded replay replays with `dice replay`. A person's answer
// applied and undone leaves the game as it was; a seeded game is the same game every time.
#include "dm/games.hpp"
#include "tests/serve/support.hpp"

using namespace dm::test;
using nlohmann::json;

namespace {

json new_game(httplib::Client& c, const std::string& format, int players, std::uint64_t seed, const char* other = "random") {
  json agents = json::array({"human"});
  for (int p = 1; p < players; ++p) agents.push_back(other);
  Reply r = post(c, "/api/games", {{"format", format}, {"seed", seed}, {"agents", agents}});
  INFO(r.text);
  REQUIRE(r.status == 201);
  return r.body;
}

// The person's answer: the first option, unless it takes back the answer before (Dice Masters
// offers "unattack" first after an attacker is chosen, and the first option each time would
// choose and unchoose one attacker until the decision limit ends the game).
std::string first_option(const json& v) {
  for (const json& o : v["options"]) {
    const std::string key = o["key"];
    if (key.rfind("un", 0) != 0) return key;
  }
  return v["options"][0]["key"];
}

// Plays the game to its end, the person answering the first option each time; the answers given.
int play_first_options(httplib::Client& c, const std::string& id) {
  int answers = 0;
  for (;;) {
    json v = settle(c, id);
    if (v["over"].get<bool>()) {
      INFO(v.dump());
      REQUIRE(v["error"].is_null());
      return answers;
    }
    REQUIRE(v["human_to_move"].get<bool>());
    REQUIRE(!v["options"].empty());
    Reply r = post(c, "/api/games/" + id + "/choose", {{"key", first_option(v)}});
    INFO(r.text);
    REQUIRE(r.status == 200);
    ++answers;
    REQUIRE(answers < 5000);
  }
}

}  // namespace

TEST_CASE("serve: a game of every listed game plays to its end over HTTP and its replay replays", "[serve]") {
  Served s;
  auto c = s.client();
  TempDir dir;
  for (const dm::GameType* t : dm::game_types()) {
    const dm::GameInfo& info = t->info();
    SECTION(info.name) {
      json v = new_game(c, info.default_format, info.min_players, 11);
      const std::string id = v["id"];
      CHECK(v["seats"][0]["human"].get<bool>());
      const int answers = play_first_options(c, id);
      WARN(info.name << ": " << answers << " answers over HTTP");
      CHECK(answers > 0);
      json end = get(c, "/api/games/" + id).body;
      REQUIRE(end["over"].get<bool>());
      REQUIRE(end["result"].is_object());
      CHECK(end["result"]["places"].size() == static_cast<std::size_t>(info.min_players));
      CHECK_FALSE(end["result"]["text"].get<std::string>().empty());
      CHECK(end["narration"]["total"].get<int>() > 0);
      // The log: its first and last lines, around the game.
      Reply log = reply_of(c.Get(("/api/games/" + id + "/log").c_str()));
      REQUIRE(log.status == 200);
      CHECK(has(log.text, "\"type\":\"game_start\""));
      CHECK(has(log.text, "\"type\":\"game_over\""));
      // The replay, downloaded, replays with dice replay, every state hash checked.
      Reply replay = reply_of(c.Get(("/api/games/" + id + "/replay").c_str()));
      REQUIRE(replay.status == 200);
      const std::string file = dir / (info.name + ".replay.jsonl");
      spit(file, replay.text);
      Run r = dice("replay " + file);
      INFO(r.out << r.err);
      CHECK(r.code == 0);
      // The viewer page of the game, drawn by the game's own table script.
      Reply page = reply_of(c.Get(("/games/" + id + "/view").c_str()));
      REQUIRE(page.status == 200);
      CHECK(has(page.text, "<script id=\"game-data\" type=\"application/json\">"));
    }
  }
}

TEST_CASE("serve: a replay is refused before the end, and given after it", "[serve]") {
  Served s;
  auto c = s.client();
  json v = new_game(c, "liars-dice", 2, 3);
  Reply early = reply_of(c.Get(("/api/games/" + v["id"].get<std::string>() + "/replay").c_str()));
  CHECK(early.status == 409);
  CHECK(has(early.body["error"].get<std::string>(), "not over"));
}

TEST_CASE("serve: an answer undone leaves the game as it was before it, agents' moves included", "[serve]") {
  Served s;
  auto c = s.client();
  json v = new_game(c, "dice-miner", 2, 5, "greedy");
  const std::string id = v["id"];
  json before = settle(c, id);
  REQUIRE(before["human_to_move"].get<bool>());
  CHECK_FALSE(before["can_undo"].get<bool>());
  Reply nothing = post(c, "/api/games/" + id + "/undo", json::object());
  CHECK(nothing.status == 409);
  REQUIRE(post(c, "/api/games/" + id + "/choose", {{"key", before["options"][0]["key"]}}).status == 200);
  json after = settle(c, id);
  CHECK(after["step"].get<int>() > before["step"].get<int>());
  CHECK(after["can_undo"].get<bool>());
  Reply undone = post(c, "/api/games/" + id + "/undo", json::object());
  INFO(undone.text);
  REQUIRE(undone.status == 200);
  json back = settle(c, id);
  CHECK(back["step"] == before["step"]);
  CHECK(back["observation"] == before["observation"]);
  CHECK(back["options"] == before["options"]);
  CHECK(back["narration"]["total"] == before["narration"]["total"]);
}

TEST_CASE("serve: the same seed and answers make the same game", "[serve]") {
  Served s;
  auto c = s.client();
  std::string logs[2];
  for (auto& log : logs) {
    json v = new_game(c, "hero-duel", 2, 42, "greedy");
    const std::string id = v["id"];
    play_first_options(c, id);
    log = reply_of(c.Get(("/api/games/" + id + "/log").c_str())).text;
  }
  // The agents' names are the same; only the lines' own content could differ.
  CHECK(logs[0] == logs[1]);
}

TEST_CASE("serve: agents play a game among themselves, and the formats are listed with their options", "[serve]") {
  Served s;
  auto c = s.client();
  Reply f = get(c, "/api/formats");
  REQUIRE(f.status == 200);
  bool miner = false;
  for (const json& x : f.body["formats"])
    if (x["name"] == "dice-miner") miner = x["game"] == "dice-miner" && x["options"].is_array();
  CHECK(miner);
  for (const json& a : f.body["agents"]) CHECK(a["name"] != "stdio");
  Reply r = post(c, "/api/games", {{"format", "liars-dice"}, {"players", 3}, {"agents", {"random", "greedy", "random"}}, {"seed", "7"}});
  INFO(r.text);
  REQUIRE(r.status == 201);
  json end = settle(c, r.body["id"]);
  CHECK(end["over"].get<bool>());
  CHECK(end["seed"] == "7");
  CHECK(end["result"]["places"].size() == 3);
}

TEST_CASE("serve: with 50 games of thinking agents in play, requests are answered at once", "[serve]") {
  dm::serve::ServeOptions o;
  o.agent_threads = 2;
  Served s(o);
  auto c = s.client();
  const char* formats[] = {"dice-miner", "liars-dice", "hero-duel"};
  std::vector<std::string> ids;
  for (int i = 0; i < 50; ++i) {
    Reply r = post(c, "/api/games", {{"format", formats[i % 3]}, {"seed", i}, {"agents", {"mcts:ms=20", "mcts:ms=20"}}});
    REQUIRE(r.status == 201);
    ids.push_back(r.body["id"]);
  }
  // The agents keep both of their threads busy meanwhile; the requests' threads are others.
  double slowest = 0;
  int moving = 0;
  for (int round = 0; round < 4; ++round)
    for (const auto& id : ids) {
      const auto t = std::chrono::steady_clock::now();
      Reply r = get(c, "/api/games/" + id + "?since=1000000");
      slowest = std::max(slowest, std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count());
      REQUIRE(r.status == 200);
      moving += r.body["agent_to_move"].get<bool>();
    }
  WARN("slowest of 200 requests with 50 games in play: " << static_cast<int>(slowest * 1000) << " ms");
  CHECK(moving > 0);     // the games were in play while asked
  CHECK(slowest < 2.0);  // never behind an agent's move
  for (const auto& id : ids) CHECK(reply_of(c.Delete(("/api/games/" + id).c_str())).status == 200);
  CHECK(get(c, "/api/games/" + ids[0]).status == 410);
}

TEST_CASE("serve: the table of a game under way shows a person only their own cup", "[serve]") {
  Served s;
  auto c = s.client();
  Reply made = post(c, "/api/games", {{"format", "liars-dice"}, {"players", 3}, {"options", {{"dice", 3}}}, {"seed", 9},
                                      {"agents", {"human", "random", "random"}}});
  INFO(made.text);
  REQUIRE(made.status == 201);
  const std::string id = made.body["id"];
  json now = settle(c, id);
  REQUIRE_FALSE(now["over"].get<bool>());
  const std::string page = reply_of(c.Get(("/games/" + id + "/view").c_str())).text;
  const std::string open = "<script id=\"game-data\" type=\"application/json\">";
  const auto at = page.find(open) + open.size();
  const json data = json::parse(page.substr(at, page.find("</script>", at) - at));
  REQUIRE_FALSE(data["steps"].empty());
  for (const json& step : data["steps"]) {
    const json& players = step["s"]["players"];
    for (int f : players[0]["dice"]) CHECK(f > 0);  // the person's own cup
    for (std::size_t p = 1; p < players.size(); ++p)
      for (int f : players[p]["dice"]) CHECK(f == 0);  // the others', under their cups
  }
  // The observation the API gives is the person's too.
  for (int f : now["observation"]["players"][1]["dice"]) CHECK(f == 0);
}
