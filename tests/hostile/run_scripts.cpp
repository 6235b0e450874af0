// The catalogue of hostile card and format scripts (tests/hostile/scripts): each file says in
// its first lines what must happen to it, and this program checks it, each case in a process of
// its own with a wall-clock guard, so a crash or a hang is reported as that case failing.
//
//   -- expect: refused "text"              loading fails, naming the file, with text in the message
//   -- expect: script_error "text"         loads; a game with it logs a script error with text
//   -- expect: limit "text"                loads; a game with it stops at a script limit with text
//   -- expect: plays                       loads; a game with it ends by the rules or its turn cap
//   -- kind: format                        a format script, not a card (refused / plays)
//
// A `.card` file writes `#` for `--`. Usage: dm_hostile_scripts DIR [NAME...]
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "dm/game.hpp"
#include <spdlog/spdlog.h>

namespace fs = std::filesystem;
using namespace dm;

namespace {

constexpr int kSecondsPerCase = 20;
constexpr int kMaxDecisions = 6000;

struct Case {
  fs::path path;
  std::string kind = "card";
  std::string expect;  // refused, script_error, limit, plays
  std::string text;    // what the message must hold
};

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool parse(const fs::path& p, Case& c, std::string& why) {
  c.path = p;
  std::istringstream in(read(p));
  std::string line;
  for (int n = 0; n < 8 && std::getline(in, line); ++n) {
    auto take = [&](const std::string& key) -> std::string {
      const auto at = line.find(key);
      return at == std::string::npos ? std::string("\x01") : line.substr(at + key.size());
    };
    if (std::string k = take("kind:"); k != "\x01") c.kind = k.substr(k.find_first_not_of(' '));
    if (std::string e = take("expect:"); e != "\x01") {
      std::istringstream w(e);
      w >> c.expect;
      const auto q1 = e.find('"'), q2 = e.rfind('"');
      if (q1 != std::string::npos && q2 > q1) c.text = e.substr(q1 + 1, q2 - q1 - 1);
    }
  }
  if (c.expect != "refused" && c.expect != "script_error" && c.expect != "limit" && c.expect != "plays") {
    why = "no '-- expect: refused|script_error|limit|plays' line";
    return false;
  }
  return true;
}

[[noreturn]] void fail(const std::string& msg) {
  std::cout << "    " << msg << "\n" << std::flush;
  _exit(1);
}

bool holds(const std::string& hay, const std::string& needle) { return hay.find(needle) != std::string::npos; }

void run_format(const Case& c, const std::shared_ptr<CardLibrary>& lib) {
  try {
    Format f(c.path.string(), lib);
    GameSetup s = f.setup(7);
    if (c.expect == "refused") fail("the format loaded; expected it refused with \"" + c.text + "\"");
    s.turn_cap = std::min(s.turn_cap, 30);
    Game g(s, 7, make_lua_runtime(lib));
    g.advance();
    auto a = make_agent("random", 1);
    for (int n = 0; !g.over() && n < kMaxDecisions; ++n)
      if (auto err = g.apply(a->choose(g))) fail("illegal choice: " + *err);
  } catch (const std::exception& e) {
    if (c.expect != "refused") fail(std::string("the format was refused: ") + e.what());
    if (!holds(e.what(), c.text)) fail(std::string("refused with \"") + e.what() + "\", not \"" + c.text + "\"");
    if (!holds(e.what(), c.path.filename().string())) fail(std::string("the message does not name the file: ") + e.what());
  }
}

void run_card(const Case& c, std::shared_ptr<CardLibrary> lib) {
  const int before = lib->size();
  std::vector<LoadError> errors;
  load_cards(*lib, {c.path.string()}, errors);
  if (c.expect == "refused") {
    if (errors.empty()) fail("the card loaded; expected it refused with \"" + c.text + "\"");
    const std::string msg = errors.front().text();
    if (!holds(msg, c.text)) fail("refused with \"" + msg + "\", not \"" + c.text + "\"");
    if (!holds(msg, c.path.filename().string())) fail("the message does not name the file: " + msg);
    return;
  }
  if (!errors.empty()) fail("refused: " + errors.front().text());
  if (lib->size() == before) fail("the file holds no card");
  std::shared_ptr<AbilityRuntime> rt;
  try {
    rt = make_lua_runtime(lib);
  } catch (const std::exception& e) {
    fail(std::string("the runtime refused it: ") + e.what());
  }
  GameSetup s;
  s.library = lib;
  s.life = 10;
  s.turn_cap = 16;
  // A bound that counts over a whole game (script errors in one game) needs a game long enough
  // to pass it: the other bounds are passed within a turn.
  if (c.expect == "limit") {
    s.life = 20;
    s.turn_cap = 60;
  }
  s.teams.resize(2);
  for (int i = before; i < lib->size(); ++i) {
    const CardDef& d = lib->at(i);
    if (d.kind == CardKind::BasicAction) s.shared.push_back({i, 2});
    else if (d.kind != CardKind::Sidekick)
      for (auto& t : s.teams) t.cards.push_back({i, 3});
  }
  std::vector<std::string> errors_seen, limits_seen;
  bool named = false;
  for (std::uint64_t seed : {1u, 2u}) {
    Game g(s, seed, rt);
    g.set_log([&](const std::string& line) {
      const auto j = nlohmann::json::parse(line, nullptr, false);
      if (j.is_discarded()) fail("a log line that is not JSON: " + line.substr(0, 200));
      const std::string type = j.value("type", "");
      if (type == "script_error") {
        const std::string m = j.value("message", "");
        errors_seen.push_back(m);
        if (holds(m, c.text) && (holds(m, c.path.filename().string()) || holds(j.value("file", ""), c.path.filename().string())))
          named = true;
      }
    });
    g.advance();
    auto a = make_agent("greedy", seed), b = make_agent("random", seed);
    int n = 0;
    for (; !g.over() && n < kMaxDecisions; ++n) {
      Agent& who = g.pending().player == 0 ? *a : *b;
      if (auto err = g.apply(who.choose(g))) fail("illegal choice: " + *err);
    }
    if (g.state().end_reason == EndReason::ScriptLimit) limits_seen.push_back(g.limit_message());
    if (g.over() && g.state().end_reason == EndReason::ScriptLimit && c.expect != "limit")
      fail("the game stopped at a limit: " + g.limit_message());
  }
  if (c.expect == "limit") {
    if (limits_seen.empty()) fail("no game stopped at a limit; expected \"" + c.text + "\"");
    for (const auto& m : limits_seen)
      if (!holds(m, c.text)) fail("stopped with \"" + m + "\", not \"" + c.text + "\"");
  } else if (c.expect == "script_error") {
    if (!named) {
      std::string seen;
      for (std::size_t i = 0; i < errors_seen.size() && i < 3; ++i) seen += "\n      " + errors_seen[i];
      fail("no script error holding \"" + c.text + "\" and naming the file" + (seen.empty() ? " (none at all)" : ":" + seen));
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: dm_hostile_scripts DIR [NAME...]\n";
    return 2;
  }
  spdlog::set_level(spdlog::level::off);  // the log lines are what is checked
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(argv[1]))
    if (e.is_regular_file() && (e.path().extension() == ".lua" || e.path().extension() == ".card")) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  if (argc > 2)
    std::erase_if(files, [&](const fs::path& p) {
      return std::none_of(argv + 2, argv + argc, [&](const char* n) { return p.filename() == n || p.stem() == n; });
    });
  // Only the Sidekick is needed besides the case's own cards: loaded once, copied per case.
  std::vector<LoadError> errors;
  auto base = std::make_shared<CardLibrary>();
  load_cards(*base, {scripts_dir() + "/cards/base"}, errors);
  for (const auto& e : errors) std::cerr << e.text() << "\n";
  if (!errors.empty()) return 1;
  int failed = 0;
  const auto start = std::chrono::steady_clock::now();
  for (const auto& f : files) {
    Case c;
    std::string why;
    const auto t0 = std::chrono::steady_clock::now();
    if (!parse(f, c, why)) {
      std::cout << "FAIL " << f.filename().string() << ": " << why << "\n";
      ++failed;
      continue;
    }
    std::cout << std::flush;
    const pid_t pid = fork();
    if (pid == 0) {
      alarm(kSecondsPerCase);
      auto lib = std::make_shared<CardLibrary>(*base);
      if (c.kind == "format") run_format(c, lib);
      else run_card(c, lib);
      std::cout << std::flush;
      _exit(0);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::string verdict;
    if (WIFSIGNALED(status))
      verdict = WTERMSIG(status) == SIGALRM ? "timed out after " + std::to_string(kSecondsPerCase) + " s"
                                            : "crashed (signal " + std::to_string(WTERMSIG(status)) + ")";
    else if (WEXITSTATUS(status) != 0) verdict = "failed";
    char t[32];
    std::snprintf(t, sizeof t, "%.2f s", secs);
    std::cout << (verdict.empty() ? "ok   " : "FAIL ") << f.filename().string() << " (" << c.expect << ", " << t << ")"
              << (verdict.empty() ? "" : ": " + verdict) << "\n";
    if (!verdict.empty()) ++failed;
  }
  const double all = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << files.size() << " cases, " << failed << " failed, " << all << " s\n";
  return failed ? 1 : 0;
}
