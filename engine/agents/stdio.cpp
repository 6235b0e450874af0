// An agent in any language: a child process that reads one JSON line per decision on its
// standard input and answers with the key of the option it chooses (docs/agents.md). The
// child is untrusted like a script: a wrong key, a dead process, garbage, a child that does not
// read or silence past the time limit end the game with an error that names the command, never
// a hang or a crash; and its whole process group ends with the agent (child_process.hpp).
#include <chrono>
#include <cstdlib>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "engine/text/json_text.hpp"
#include "engine/agents/child_process.hpp"
#include "engine/agents/agent_makers.hpp"

namespace dm::agents {

namespace {

using nlohmann::json;

constexpr int kProtocol = 1;
// A line longer than this is not an answer; stops a child that writes without end.
constexpr std::size_t kMaxLine = 1 << 16;

class StdioAgent : public Agent {
 public:
  StdioAgent(std::string command, std::uint64_t seed, int timeout_ms) : command_(std::move(command)), timeout_ms_(timeout_ms) {
    try {
      child_ = std::make_unique<ChildProcess>(command_, kMaxLine);
    } catch (const std::exception& e) {
      fail(e.what());
    }
    send_line(json_text(json{{"type", "hello"}, {"protocol", kProtocol}, {"seed", seed}}), deadline());
  }

  ~StdioAgent() override = default;  // the child's process group ends with it

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
    // Writing the decision and reading the answer share one deadline: a child that reads
    // nothing is stopped as surely as one that answers nothing.
    const auto until = deadline();
    send_line(json_text(ask), until);
    const std::string line = read_line(until);
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
  ChildProcess::Clock::time_point deadline() const {
    return ChildProcess::Clock::now() + std::chrono::milliseconds(timeout_ms_);
  }

  // The child is ended before the error leaves: nothing of it runs on while the game unwinds.
  [[noreturn]] void fail(const std::string& what) {
    if (child_) child_->end_group(std::chrono::milliseconds(0));
    throw std::runtime_error("agent stdio:" + command_ + ": " + what);
  }

  static std::string shorten(const std::string& s) { return s.size() > 80 ? s.substr(0, 80) + "..." : s; }

  void send_line(const std::string& text, ChildProcess::Clock::time_point until) {
    switch (child_->write(text + "\n", until)) {
      case ChildProcess::Status::ok: return;
      case ChildProcess::Status::timed_out:
        fail("did not read its input within " + std::to_string(timeout_ms_) + " ms");
      case ChildProcess::Status::exited: fail("exited without reading its input");
      case ChildProcess::Status::output_closed: fail("closed its output without answering");
      case ChildProcess::Status::too_long: fail("wrote a line longer than " + std::to_string(kMaxLine) + " bytes");
      case ChildProcess::Status::flooded: fail("wrote more than " + std::to_string(16 * kMaxLine) + " bytes without reading what it was sent");
      default: fail("stopped reading its input (has it exited?)");
    }
  }

  std::string read_line(ChildProcess::Clock::time_point until) {
    std::string line;
    switch (child_->read_line(line, until)) {
      case ChildProcess::Status::ok: return line;
      case ChildProcess::Status::timed_out: fail("gave no answer within " + std::to_string(timeout_ms_) + " ms");
      case ChildProcess::Status::too_long: fail("wrote a line longer than " + std::to_string(kMaxLine) + " bytes");
      case ChildProcess::Status::exited: fail("exited without answering (a program it started still holds its output)");
      default: fail("exited or closed its output without answering");
    }
  }

  std::string command_;  // as given after "stdio:", run by /bin/sh -c
  int timeout_ms_;       // how long one decision may take: writing it and reading the answer
  std::unique_ptr<ChildProcess> child_;
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
