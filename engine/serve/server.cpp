// The routes of `dice serve` (docs/serve.md): each request is answered from what a game has
// published; moves that agents must make go to the agent pool. Every refusal is a JSON object
// {"error": why} with a 4xx status.
#include "engine/serve/server.hpp"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <thread>

#include "engine/serve/agent_pool.hpp"
#include "engine/serve/catalogue.hpp"
#include "engine/serve/game_store.hpp"
#include "engine/serve/play_page.hpp"

namespace dm::serve {

namespace {

using nlohmann::json;

// What the pages may load: only themselves. No outside script, style, font or image is ever
// fetched, and no other site may frame them.
const char* const kPagePolicy =
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:; "
    "connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

void send_json(httplib::Response& res, int status, const json& body) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(body.dump(-1, ' ', false, json::error_handler_t::replace), "application/json; charset=utf-8");
}

void refuse(httplib::Response& res, const Refusal& r) { send_json(res, r.status, json{{"error", r.why}}); }

// The body of a POST as JSON, or a refusal that says where it went wrong.
bool body_json(const httplib::Request& req, httplib::Response& res, json& out) {
  try {
    out = json::parse(req.body);
    return true;
  } catch (const json::parse_error& e) {
    refuse(res, Refusal{400, std::string("the body is not JSON: ") + e.what()});
    return false;
  }
}

const char* reason_of(int status) {
  switch (status) {
    case 400: return "bad request";
    case 404: return "no such page or API: the page is at /, the API under /api (docs/serve.md)";
    case 405: return "method not allowed";
    case 413: return "the request's body is too large";
    case 414: return "the request's address is too long";
    default: return "the request could not be answered";
  }
}

}  // namespace

struct Server::Impl {
  explicit Impl(const ServeOptions& o)
      : options(o),
        store(StoreLimits{o.max_games, std::chrono::seconds(o.max_idle_seconds)}),
        agents(o.agent_threads > 0 ? o.agent_threads : std::max(1u, std::thread::hardware_concurrency())) {
    const int threads = std::max(2, o.request_threads);
    http.new_task_queue = [threads] { return new httplib::ThreadPool(static_cast<std::size_t>(threads)); };
    http.set_payload_max_length(o.max_body);
    // SO_REUSEADDR only: httplib's default adds SO_REUSEPORT, with which a second server (anyone's)
    // could bind the same port and take half of the requests, instead of failing to start.
    http.set_socket_options([](socket_t sock) {
      int yes = 1;
      setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    });
    http.set_keep_alive_max_count(100);
    routes();
  }

  // The game a request's path names, or null with the refusal sent.
  std::shared_ptr<ServedGame> game_of(const httplib::Request& req, httplib::Response& res) {
    Refusal why;
    auto g = store.find(req.matches[1], why);
    if (!g) refuse(res, why);
    return g;
  }

  void routes() {
    http.set_default_headers({{"X-Content-Type-Options", "nosniff"}, {"Referrer-Policy", "no-referrer"}});
    http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
      // Statuses httplib answers by itself (413 above all) get a body that says why, as ours do.
      if (res.body.empty()) send_json(res, res.status, json{{"error", reason_of(res.status)}});
    });
    http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
      std::string why = "the server failed to answer";
      try {
        if (ep) std::rethrow_exception(ep);
      } catch (const Refusal& r) {
        refuse(res, r);
        return;
      } catch (const std::exception& e) {
        why += std::string(": ") + e.what();
      } catch (...) {
      }
      send_json(res, 500, json{{"error", why}});
    });

    http.Get("/", [](const httplib::Request&, httplib::Response& res) {
      res.set_header("Content-Security-Policy", kPagePolicy);
      res.set_header("Cache-Control", "no-store");
      res.set_content(play_page_html(), "text/html; charset=utf-8");
    });
    http.Get("/api/formats", [](const httplib::Request&, httplib::Response& res) { send_json(res, 200, catalogue()); });

    http.Post("/api/games", [this](const httplib::Request& req, httplib::Response& res) {
      json body;
      if (!body_json(req, res, body)) return;
      try {
        auto g = store.create(game_request(body));
        if (g->agent_to_move()) agents.schedule(g);
        send_json(res, 201, g->view(0));
      } catch (const Refusal& r) {
        refuse(res, r);
      }
    });
    http.Get(R"(/api/games/([0-9A-Za-z_-]{1,64}))", [this](const httplib::Request& req, httplib::Response& res) {
      auto g = game_of(req, res);
      if (!g) return;
      std::size_t since = 0;
      if (req.has_param("since")) {
        const std::string s = req.get_param_value("since");
        if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos)
          return refuse(res, Refusal{400, "since must be a whole number: the narration line to start from"});
        since = std::stoul(s);
      }
      send_json(res, 200, g->view(since));
    });
    http.Delete(R"(/api/games/([0-9A-Za-z_-]{1,64}))", [this](const httplib::Request& req, httplib::Response& res) {
      if (!store.remove(req.matches[1])) return refuse(res, Refusal{404, "no game has that id"});
      send_json(res, 200, json{{"ended", std::string(req.matches[1])}});
    });
    http.Post(R"(/api/games/([0-9A-Za-z_-]{1,64})/choose)", [this](const httplib::Request& req, httplib::Response& res) {
      json body;
      if (!body_json(req, res, body)) return;
      auto g = game_of(req, res);
      if (!g) return;
      if (!body.is_object() || !body.contains("key") || !body["key"].is_string())
        return refuse(res, Refusal{400, "the body must be {\"key\": the option's key}"});
      if (auto r = g->choose(body["key"].get<std::string>())) return refuse(res, *r);
      if (g->agent_to_move()) agents.schedule(g);
      send_json(res, 200, g->view(since_of(req)));
    });
    http.Post(R"(/api/games/([0-9A-Za-z_-]{1,64})/undo)", [this](const httplib::Request& req, httplib::Response& res) {
      auto g = game_of(req, res);
      if (!g) return;
      if (auto r = g->undo()) return refuse(res, *r);
      send_json(res, 200, g->view(0));
    });
    http.Get(R"(/api/games/([0-9A-Za-z_-]{1,64})/replay)", [this](const httplib::Request& req, httplib::Response& res) {
      auto g = game_of(req, res);
      if (!g) return;
      std::optional<Refusal> refused;
      const std::string text = g->replay(refused);
      if (refused) return refuse(res, *refused);
      res.set_header("Content-Disposition", "attachment; filename=\"" + g->request().format + "-" + g->id().substr(0, 8) + ".replay.jsonl\"");
      res.set_content(text, "application/x-ndjson");
    });
    http.Get(R"(/api/games/([0-9A-Za-z_-]{1,64})/log)", [this](const httplib::Request& req, httplib::Response& res) {
      auto g = game_of(req, res);
      if (!g) return;
      std::optional<Refusal> refused;
      const std::string text = g->log(refused);
      if (refused) return refuse(res, *refused);
      res.set_header("Content-Disposition", "attachment; filename=\"" + g->request().format + "-" + g->id().substr(0, 8) + ".log.jsonl\"");
      res.set_content(text, "application/x-ndjson");
    });
    // The game's viewer page, drawn by its own table script, as `dice play --html` writes it.
    http.Get(R"(/games/([0-9A-Za-z_-]{1,64})/view)", [this](const httplib::Request& req, httplib::Response& res) {
      auto g = game_of(req, res);
      if (!g) return;
      const std::string page = g->page();
      if (page.empty()) return refuse(res, Refusal{404, "this game's view draws no table"});
      res.set_header("Content-Security-Policy", kPagePolicy);
      res.set_header("Cache-Control", "no-store");
      res.set_content(page, "text/html; charset=utf-8");
    });
  }

  static std::size_t since_of(const httplib::Request& req) {
    if (!req.has_param("since")) return 0;
    const std::string s = req.get_param_value("since");
    if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos) return 0;
    return std::stoul(s);
  }

  ServeOptions options;
  GameStore store;
  AgentPool agents;
  httplib::Server http;
  int port = 0;
  std::atomic<bool> stopping{false};
};

Server::Server(const ServeOptions& o) : impl_(std::make_unique<Impl>(o)) {}

Server::~Server() {
  stop();
  impl_->agents.stop();
}

bool Server::bind(std::string& why) {
  if (impl_->options.port == 0) {
    impl_->port = impl_->http.bind_to_any_port(impl_->options.host);
    if (impl_->port > 0) return true;
  } else if (impl_->http.bind_to_port(impl_->options.host, impl_->options.port)) {
    impl_->port = impl_->options.port;
    return true;
  }
  why = "cannot listen on " + impl_->options.host + ":" + std::to_string(impl_->options.port) +
        " (the port is in use, or the address is not this machine's)";
  return false;
}

int Server::port() const { return impl_->port; }

void Server::run() {
  if (!impl_->stopping) impl_->http.listen_after_bind();
  impl_->agents.stop();
}

void Server::stop() {
  // A stop that comes before the server listens (a signal as it starts) keeps it from starting.
  impl_->stopping = true;
  impl_->http.stop();
}

}  // namespace dm::serve
