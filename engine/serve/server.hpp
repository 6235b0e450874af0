#pragma once
// `dice serve`: the play page and the JSON API over HTTP (docs/serve.md), on Debian's
// cpp-httplib. The server owns the games (game_store.hpp) and the agents' threads
// (agent_pool.hpp); its own threads only answer requests.
#include <cstddef>
#include <memory>
#include <string>

namespace dm::serve {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;              // 0: any free port (port() says which)
  std::size_t max_games = 100;
  int max_idle_seconds = 3600;  // a game without a request for this long is dropped
  int agent_threads = 0;        // 0: one a core
  int request_threads = 8;
  std::size_t max_body = 64 * 1024;  // a request's body, in bytes (larger: 413)
};

class Server {
 public:
  explicit Server(const ServeOptions& o);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds the address; false with why when it can't.
  bool bind(std::string& why);
  int port() const;
  // Answers requests until stop(); the games are ended after it.
  void run();
  // Safe from any thread (a signal's thread, a test).
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace dm::serve
