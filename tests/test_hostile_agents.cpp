// The catalogue of misbehaving stdio agents (tests/hostile/agents/*.sh): each is played by the
// real `dice play` and `dice sim`, which must end with status 1 and the message the script
// expects, within the agents' time limit and a few seconds more (at once, for a script marked
// `fast`), and leave no process of it running: every process it starts carries a mark in its
// environment, looked for in /proc once dice has exited.
//
//   # expect: TEXT     what stderr must hold
//   # fast: yes        reported at once, well before the time limit
#include <chrono>
#include <thread>
#include <vector>

#include "tests/cli_support.hpp"

namespace fs = std::filesystem;
using namespace dm::test;

namespace {

constexpr int kTimeoutMs = 1000;

struct AgentCase {
  fs::path script;
  std::string expect;
  bool fast = false;
};

AgentCase read_agent_case(const fs::path& p) {
  AgentCase c{p, "", false};
  std::istringstream in(slurp(p.string()));
  std::string line;
  while (std::getline(in, line) && !line.empty() && line[0] == '#') {
    if (line.rfind("# expect: ", 0) == 0) c.expect = line.substr(10);
    if (line == "# fast: yes") c.fast = true;
  }
  return c;
}

// Processes still running (not zombies) whose environment holds `mark`.
std::vector<std::string> survivors(const std::string& mark) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator("/proc", ec)) {
    const std::string pid = e.path().filename().string();
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    const std::string env = slurp("/proc/" + pid + "/environ");
    if (env.find(mark) == std::string::npos) continue;
    const std::string stat = slurp("/proc/" + pid + "/stat");
    const auto close = stat.rfind(") ");
    if (close == std::string::npos || stat[close + 2] == 'Z') continue;
    out.push_back(pid + " " + stat.substr(0, close + 1));
  }
  return out;
}

// Waits a little for killed processes to be gone; what is left then has survived.
std::vector<std::string> lasting(const std::string& mark) {
  std::vector<std::string> left;
  for (int i = 0; i < 40; ++i) {
    left = survivors(mark);
    if (left.empty()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return left;
}

}  // namespace

TEST_CASE("hostile agents: every misbehaving stdio agent ends dice with its error, in time, leaving nothing running",
          "[hostile][agents][sanitize]") {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(fs::path(DM_SOURCE_DIR) / "tests/hostile/agents"))
    if (e.path().extension() == ".sh") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 7);
  int n = 0;
  for (const auto& f : files) {
    const AgentCase c = read_agent_case(f);
    REQUIRE(!c.expect.empty());
    for (const std::string how : {"play", "sim"}) {
      DYNAMIC_SECTION(f.filename().string() << " in dice " << how) {
        const std::string mark = "DM_HOSTILE_AGENT=" + std::to_string(::getpid()) + "-" + std::to_string(++n);
        const std::string agent = "'stdio:sh " + c.script.string() + "'";
        const std::string args =
            how == "play" ? "play --format avx-demo --seed 3 --quiet --agents " + agent + ",random"
                          : "sim --format avx-demo -n 4 -j 2 --quiet --agents " + agent + ",random";
        const auto t0 = std::chrono::steady_clock::now();
        const Run r = run_tool(mark + " DM_STDIO_TIMEOUT_MS=" + std::to_string(kTimeoutMs) + " " + DM_DICE_BIN, args);
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        const std::vector<std::string> left = lasting(mark);
        INFO("dice " << args << "\nstderr:\n" << r.err.substr(0, 2000) << "\ntook " << secs << " s");
        CHECK(r.code == 1);
        CHECK(has(r.err, c.expect));
        CHECK(has(r.err, "stdio:sh"));
        // The time limit, the moment given to exit and the kill; generous for a loaded machine
        // and a sanitizer build, far below a hang.
        CHECK(secs < (c.fast ? 0.5 : kTimeoutMs / 1000.0) + 6);
        if (c.fast) CHECK(!has(r.err, "within"));
        for (const auto& p : left) FAIL_CHECK("still running after dice exited: " << p);
      }
    }
  }
}
