// dice serve: the play page and the JSON API over HTTP (docs/serve.md), until SIGINT or
// SIGTERM. The signals are taken by a thread of their own (sigwait), which stops the server;
// the agents' moves under way are finished, and dice exits 0: stopping is how a server ends.
#include <pthread.h>
#include <signal.h>

#include <iostream>
#include <thread>

#include "engine/serve/server.hpp"
#include "tools/common/args.hpp"
#include "tools/dice/commands.hpp"

namespace dm::cli {

namespace {

int run_serve(const serve::ServeOptions& o) {
  // Blocked here, before any thread starts, so every thread inherits the mask and only the
  // signal thread sees them: a handler could not stop the server safely.
  sigset_t stopping;
  sigemptyset(&stopping);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&stopping, sig);
  pthread_sigmask(SIG_BLOCK, &stopping, nullptr);

  serve::Server server(o);
  std::string why;
  if (!server.bind(why)) {
    std::cerr << "error: " << why << "\n";
    return 2;
  }
  std::thread signals([&server, stopping] {
    int sig = 0;
    sigwait(&stopping, &sig);
    server.stop();
  });
  std::cout << "dice serve: http://" << (o.host.find(':') != std::string::npos ? "[" + o.host + "]" : o.host) << ":"
            << server.port() << "/ (Ctrl-C stops it)" << std::endl;
  server.run();
  // The server stopped by itself (not by a signal): the signal thread is woken to end.
  pthread_kill(signals.native_handle(), SIGTERM);
  signals.join();
  std::cout << "dice serve: stopped" << std::endl;
  return 0;
}

}  // namespace

void add_serve(CLI::App& app) {
  auto o = std::make_shared<serve::ServeOptions>();
  auto* cmd = app.add_subcommand("serve", "play any game in a browser: a page and a JSON API over HTTP (docs/serve.md)");
  cmd->add_option("--host", o->host, "the address to listen on (default: this machine only)")->capture_default_str();
  cmd->add_option("--port", o->port, "the port to listen on (0: any free port, printed)")
      ->check(dm::tools::whole_number(0, 65535))
      ->capture_default_str();
  cmd->add_option("--max-games", o->max_games, "games held at once; more are refused until one ends or is dropped")
      ->check(dm::tools::whole_number(1, 10000))
      ->capture_default_str();
  cmd->add_option("--idle-seconds", o->max_idle_seconds, "a game without a request for this long is dropped")
      ->check(dm::tools::whole_number(1, 7 * 24 * 3600))
      ->capture_default_str();
  cmd->add_option("--agent-threads", o->agent_threads, "threads the agents think on (default: one a core)")
      ->check(dm::tools::whole_number(1, 256));
  cmd->callback([o] { exit_code() = run_serve(*o); });
}

}  // namespace dm::cli
