// An agent in any language: a child process that reads one JSON line per decision on its
// standard input and answers with the key of the option it chooses (docs/agents.md). The
// child is untrusted like a script: a wrong key, a dead process, garbage or silence past the
// time limit end the game with an error that names the command, never a hang or a crash.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "engine/agents/registry.hpp"

namespace dm::agents {

namespace {

using nlohmann::json;

constexpr int kProtocol = 1;
// A line longer than this is not an answer; stops a child that writes without end.
constexpr std::size_t kMaxLine = 1 << 16;

class StdioAgent : public Agent {
 public:
  StdioAgent(std::string command, std::uint64_t seed, int timeout_ms)
      : command_(std::move(command)), timeout_ms_(timeout_ms) {
    int fds[2];
    // A socket rather than pipes: writes to a child that has died fail with EPIPE through
    // MSG_NOSIGNAL instead of killing the whole process with SIGPIPE.
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) fail("cannot make a socket: " + std::string(std::strerror(errno)));
    pid_ = fork();
    if (pid_ < 0) {
      close(fds[0]);
      close(fds[1]);
      fail("cannot start: " + std::string(std::strerror(errno)));
    }
    if (pid_ == 0) {
      // The child: its standard input and output are the socket; stderr stays ours so
      // its error messages reach the person running the game.
      dup2(fds[1], 0);
      dup2(fds[1], 1);
      execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    close(fds[1]);
    fd_ = fds[0];
    try {
      send_line(json{{"type", "hello"}, {"protocol", kProtocol}, {"seed", seed}}.dump());
    } catch (...) {
      stop();
      throw;
    }
  }

  ~StdioAgent() override { stop(); }

  StdioAgent(const StdioAgent&) = delete;
  StdioAgent& operator=(const StdioAgent&) = delete;

  std::string name() const override { return "stdio:" + command_; }

  int choose(const Match& g) override {
    const int n = g.option_count();
    json options = json::array();
    for (int i = 0; i < n; ++i) options.push_back({{"key", g.option_key(i)}, {"label", g.option_label(i)}});
    const PlayerId who = g.decider();
    json ask = {{"type", "decision"},
                {"game", g.game_name()},
                {"player", who},
                {"kind", g.decision_name()},
                {"prompt", g.prompt()},
                {"options", std::move(options)},
                {"state", json::parse(g.observation_json(who))}};
    send_line(ask.dump());
    const std::string line = read_line();
    std::string key = line;
    if (!line.empty() && line.front() == '{') {
      json answer = json::parse(line, nullptr, false);
      if (answer.is_discarded() || !answer.is_object() || !answer.contains("key") || !answer["key"].is_string())
        fail("answered '" + shorten(line) + "': an answer is an option's key, or {\"key\": \"...\"}");
      key = answer["key"].get<std::string>();
    }
    const int i = g.find_option(key);
    if (i < 0) {
      std::string keys;
      for (int k = 0; k < n && k < 12; ++k) keys += (k ? ", " : "") + g.option_key(k);
      fail("answered '" + shorten(key) + "', which is not an option here (options: " + keys + (n > 12 ? ", ..." : "") + ")");
    }
    return i;
  }

 private:
  void stop() {
    if (fd_ >= 0) {
      // End of input tells the child the game is over; it gets a moment to exit by itself.
      shutdown(fd_, SHUT_WR);
      close(fd_);
      fd_ = -1;
    }
    if (pid_ > 0) {
      bool gone = false;
      for (int i = 0; i < 50 && !gone; ++i) {
        gone = waitpid(pid_, nullptr, WNOHANG) == pid_;
        if (!gone) usleep(10000);
      }
      if (!gone) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
      }
      pid_ = -1;
    }
  }

  [[noreturn]] void fail(const std::string& what) const { throw std::runtime_error("agent stdio:" + command_ + ": " + what); }

  static std::string shorten(const std::string& s) { return s.size() > 80 ? s.substr(0, 80) + "..." : s; }

  void send_line(const std::string& text) {
    std::string line = text + "\n";
    std::size_t at = 0;
    while (at < line.size()) {
      const ssize_t n = send(fd_, line.data() + at, line.size() - at, MSG_NOSIGNAL);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) fail("stopped reading its input (has it exited?)");
      at += static_cast<std::size_t>(n);
    }
  }

  std::string read_line() {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms_);
    while (true) {
      const auto nl = buffer_.find('\n');
      if (nl != std::string::npos) {
        std::string line = buffer_.substr(0, nl);
        buffer_.erase(0, nl + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      if (buffer_.size() > kMaxLine) fail("wrote a line longer than " + std::to_string(kMaxLine) + " bytes");
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
      if (left <= 0) fail("gave no answer within " + std::to_string(timeout_ms_) + " ms");
      pollfd p{fd_, POLLIN, 0};
      const int r = poll(&p, 1, static_cast<int>(left));
      if (r < 0 && errno == EINTR) continue;
      if (r <= 0) continue;  // the deadline check above ends it
      char chunk[4096];
      const ssize_t n = recv(fd_, chunk, sizeof chunk, 0);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) fail("exited or closed its output without answering");
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }

  std::string command_;  // as given after "stdio:", run by /bin/sh -c
  int timeout_ms_;       // how long one answer may take
  pid_t pid_ = -1;       // the child process
  int fd_ = -1;          // our end of the socket: the child's stdin and stdout
  std::string buffer_;   // what the child wrote past the last line read
};

}  // namespace

std::unique_ptr<Agent> make_stdio(const AgentSpec& spec, std::uint64_t seed, std::string_view) {
  if (spec.rest.empty()) throw std::invalid_argument("agent stdio needs a command: stdio:CMD, e.g. stdio:python3 agent.py");
  // The command is everything after the colon, so its time limit comes from the environment.
  int timeout_ms = 10000;
  if (const char* t = std::getenv("DM_STDIO_TIMEOUT_MS")) {
    char* end = nullptr;
    const long v = std::strtol(t, &end, 10);
    if (end == t || *end != '\0' || v < 1 || v > 3600000)
      throw std::invalid_argument("DM_STDIO_TIMEOUT_MS takes milliseconds from 1 to 3600000, not '" + std::string(t) + "'");
    timeout_ms = static_cast<int>(v);
  }
  return std::make_unique<StdioAgent>(spec.rest, seed, timeout_ms);
}

}  // namespace dm::agents
