#pragma once
// dice serve in a test: the server on a free port of 127.0.0.1 in this process, a client that
// speaks JSON to it, and a game followed until a person must answer or it ends.
#include <httplib.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "engine/serve/server.hpp"
#include "tests/cli_support.hpp"

namespace dm::test {

struct Served {
  std::unique_ptr<serve::Server> server;
  std::thread thread;
  int port = 0;

  explicit Served(serve::ServeOptions o = {}) {
    o.port = 0;
    if (o.agent_threads == 0) o.agent_threads = 2;
    server = std::make_unique<serve::Server>(o);
    std::string why;
    REQUIRE(server->bind(why));
    port = server->port();
    thread = std::thread([this] { server->run(); });
    // Listening before the test goes on (a stop before it would come too early to stop it).
    for (int i = 0; i < 500; ++i) {
      httplib::Client c("127.0.0.1", port);
      if (auto r = c.Get("/")) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }
  ~Served() {
    server->stop();
    thread.join();
  }
  Served(const Served&) = delete;
  Served& operator=(const Served&) = delete;

  std::string base() const { return "http://127.0.0.1:" + std::to_string(port); }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port);
    c.set_read_timeout(60, 0);
    return c;
  }
};

struct Reply {
  int status = 0;
  nlohmann::json body;
  std::string text;
};

inline Reply reply_of(const httplib::Result& r) {
  Reply out;
  REQUIRE(r);
  out.status = r->status;
  out.text = r->body;
  out.body = nlohmann::json::parse(r->body, nullptr, false);
  return out;
}

inline Reply get(httplib::Client& c, const std::string& path) { return reply_of(c.Get(path.c_str())); }
inline Reply post(httplib::Client& c, const std::string& path, const nlohmann::json& body) {
  return reply_of(c.Post(path.c_str(), body.dump(), "application/json"));
}
inline Reply post_text(httplib::Client& c, const std::string& path, const std::string& body) {
  return reply_of(c.Post(path.c_str(), body, "application/json"));
}

// The game once a person must answer, it has ended, or it has stopped (agents move on the
// server's threads, so the view is asked again until then).
inline nlohmann::json settle(httplib::Client& c, const std::string& id) {
  for (int i = 0; i < 20000; ++i) {
    Reply r = get(c, "/api/games/" + id);
    REQUIRE(r.status == 200);
    if (!r.body["agent_to_move"].get<bool>()) return r.body;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  FAIL("the agents never stopped moving");
  return {};
}

}  // namespace dm::test
