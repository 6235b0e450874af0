// Requests dice serve must refuse, each with a 4xx status and a JSON object that says why, and
// nothing changed: a nonsense key, a body of 8 MiB, bad JSON, unknown ids and formats, a
// program as an agent, more games than the server holds, a game left alone too long. The
// server listens on 127.0.0.1 unless told otherwise, and stops cleanly on SIGTERM.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/serve/support.hpp"

using namespace dm::test;
using nlohmann::json;

namespace {

std::string human_game(httplib::Client& c, const std::string& format = "dice-miner") {
  Reply r = post(c, "/api/games", {{"format", format}, {"seed", 1}, {"agents", {"human", "random"}}});
  INFO(r.text);
  REQUIRE(r.status == 201);
  return r.body["id"];
}

void refused(const Reply& r, int status, const std::string& says) {
  INFO(r.text);
  CHECK(r.status == status);
  REQUIRE(r.body.is_object());
  CHECK(has(r.body.value("error", ""), says));
}

}  // namespace

TEST_CASE("serve: a nonsense key is refused with the keys there are, and changes nothing", "[serve]") {
  Served s;
  auto c = s.client();
  const std::string id = human_game(c);
  json before = settle(c, id);
  REQUIRE(before["human_to_move"].get<bool>());
  Reply r = post(c, "/api/games/" + id + "/choose", {{"key", "take:99999"}});
  refused(r, 400, "take:99999");
  CHECK(has(r.body["error"].get<std::string>(), before["options"][0]["key"].get<std::string>()));
  for (const json& bad : {json{{"key", 3}}, json{{"nokey", "x"}}, json::array(), json{{"key", std::string(5000, 'x')}}})
    CHECK(post(c, "/api/games/" + id + "/choose", bad).status == 400);
  json after = get(c, "/api/games/" + id).body;
  CHECK(after["version"] == before["version"]);
  CHECK(after["step"] == before["step"]);
  CHECK(after["observation"] == before["observation"]);
}

TEST_CASE("serve: a body of 8 MiB is refused, and the server answers on", "[serve]") {
  Served s;
  auto c = s.client();
  const std::string big = "{\"format\":\"" + std::string(8u << 20, 'a') + "\"}";
  auto r = c.Post("/api/games", big, "application/json");
  if (r) CHECK((r->status == 413 || r->status == 400));  // or the connection is closed on it
  auto c2 = s.client();
  CHECK(get(c2, "/api/formats").status == 200);
  Reply chunked = reply_of(c2.Post(
      "/api/games", std::string(8u << 20, ' ').size(),
      [](size_t offset, size_t length, httplib::DataSink& sink) {
        std::string part(std::min<size_t>(length, 1 << 16), ' ');
        sink.write(part.data(), part.size());
        return true;
      },
      "application/json"));
  CHECK((chunked.status == 413 || chunked.status == 400));
}

TEST_CASE("serve: bad JSON, unknown fields, formats, agents and ids are refused cleanly", "[serve]") {
  Served s;
  auto c = s.client();
  refused(post_text(c, "/api/games", "{\"format\": "), 400, "not JSON");
  refused(post_text(c, "/api/games", "[1,2]"), 400, "JSON object");
  refused(post(c, "/api/games", {{"format", "no-such"}, {"agents", {"human", "random"}}}), 400, "unknown format");
  refused(post(c, "/api/games", {{"format", "../../etc/passwd"}, {"agents", {"human", "random"}}}), 400, "unknown format");
  refused(post(c, "/api/games", {{"format", "dice-miner"}, {"agents", {"human", "stdio:sh -c 'touch /tmp/x'"}}}), 400, "stdio");
  refused(post(c, "/api/games", {{"format", "dice-miner"}, {"agents", {"human", "nobody"}}}), 400, "agents[1]");
  refused(post(c, "/api/games", {{"format", "dice-miner"}, {"agents", {"human"}}}), 400, "one entry per player");
  refused(post(c, "/api/games", {{"format", "dice-miner"}, {"agents", {"human", "random"}}, {"seed", -1}}), 400, "seed");
  refused(post(c, "/api/games", {{"format", "dice-miner"}, {"agents", {"human", "random"}}, {"options", {{"bogus", 1}}}}), 400,
          "bogus");
  refused(post(c, "/api/games", {{"format", "dice-miner"}, {"agents", {"human", "random"}}, {"players", 99}}), 400, "players");
  refused(post(c, "/api/games", {{"format", "dice-miner"}, {"agents", {"human", "random"}}, {"extra", 1}}), 400, "unknown field");
  refused(get(c, "/api/games/0123456789abcdef"), 404, "no game");
  refused(post(c, "/api/games/0123456789abcdef/choose", {{"key", "x"}}), 404, "no game");
  refused(post(c, "/api/games/0123456789abcdef/undo", json::object()), 404, "no game");
  refused(get(c, "/api/games/0123456789abcdef/replay"), 404, "no game");
  refused(get(c, "/api/nothing-here"), 404, "no such");
  const std::string id = human_game(c);
  refused(get(c, "/api/games/" + id + "?since=-3"), 400, "since");
  // An agent's turn is not a person's to answer.
  Reply agents = post(c, "/api/games", {{"format", "liars-dice"}, {"agents", {"random", "random"}}, {"step_ms", 10000}});
  REQUIRE(agents.status == 201);
  refused(post(c, "/api/games/" + agents.body["id"].get<std::string>() + "/choose", {{"key", "liar"}}), 409, "not a person");
}

TEST_CASE("serve: more games than the server holds are refused, and a game left alone is dropped and said to be", "[serve]") {
  dm::serve::ServeOptions o;
  o.max_games = 3;
  o.max_idle_seconds = 2;
  Served s(o);
  auto c = s.client();
  std::vector<std::string> ids;
  for (int i = 0; i < 3; ++i) ids.push_back(human_game(c, "liars-dice"));
  for (int i = 0; i < 20; ++i) refused(post(c, "/api/games", {{"format", "liars-dice"}, {"agents", {"human", "random"}}}), 503, "as many");
  // Kept alive by its requests, the first stays; the others are dropped.
  for (int i = 0; i < 6; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    REQUIRE(get(c, "/api/games/" + ids[0]).status == 200);
  }
  refused(get(c, "/api/games/" + ids[1]), 410, "dropped after 2 seconds");
  CHECK(post(c, "/api/games", {{"format", "liars-dice"}, {"agents", {"human", "random"}}}).status == 201);
}

TEST_CASE("serve: dice serve listens on 127.0.0.1 by default and stops cleanly on SIGTERM", "[serve]") {
  int out[2];
  REQUIRE(pipe(out) == 0);
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    dup2(out[1], 1);
    close(out[0]);
    execl(DM_DICE_BIN, "dice", "serve", "--port", "0", static_cast<char*>(nullptr));
    _exit(127);
  }
  close(out[1]);
  std::string first;
  char ch;
  while (first.find('\n') == std::string::npos && read(out[0], &ch, 1) == 1) first += ch;
  INFO(first);
  REQUIRE(has(first, "http://127.0.0.1:"));
  const int port = std::stoi(first.substr(first.rfind(':') + 1));
  httplib::Client c("127.0.0.1", port);
  auto r = c.Get("/");
  REQUIRE(r);
  CHECK(r->status == 200);
  CHECK(has(r->body, "<title>dice: play</title>"));
  CHECK(r->get_header_value("Content-Security-Policy").find("default-src 'none'") != std::string::npos);
  // A second server on the same port is refused, as the port is taken.
  Run taken = dice("serve --port " + std::to_string(port));
  CHECK(taken.code == 2);
  CHECK(has(taken.err, "cannot listen"));
  kill(pid, SIGTERM);
  int status = 0;
  REQUIRE(waitpid(pid, &status, 0) == pid);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  std::string rest;
  while (read(out[0], &ch, 1) == 1) rest += ch;
  close(out[0]);
  CHECK(has(rest, "stopped"));
}
