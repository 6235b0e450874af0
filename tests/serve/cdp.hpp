#pragma once
// Headless Chromium driven through the DevTools protocol over a pipe (--remote-debugging-pipe:
// the browser reads commands on fd 3 and writes answers on fd 4, each a JSON text ended by a
// NUL), so a test can load a page, run script in it and take a screenshot without any package
// beyond Debian's chromium.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/browser_support.hpp"

namespace dm::test {

class Chrome {
 public:
  explicit Chrome(const std::string& profile, int width = 1366, int height = 800) {
    const std::string path = chromium();
    if (path.empty()) FAIL("chromium is not installed (setup.sh installs Debian's chromium package)");
    int to[2], from[2];
    REQUIRE(pipe(to) == 0);
    REQUIRE(pipe(from) == 0);
    pid_ = fork();
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
      // The browser's end of each pipe at the numbers it expects; nothing else of ours.
      const int r = dup(to[0]), w = dup(from[1]);
      dup2(r, 3);
      dup2(w, 4);
      const int null = open("/dev/null", O_RDWR);
      dup2(null, 1);
      dup2(null, 2);
      for (int fd = 5; fd < 1024; ++fd) close(fd);
      const std::string size = "--window-size=" + std::to_string(width) + "," + std::to_string(height);
      const std::string data = "--user-data-dir=" + profile;
      execl(path.c_str(), "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--remote-debugging-pipe", size.c_str(), data.c_str(), "about:blank", static_cast<char*>(nullptr));
      _exit(127);
    }
    close(to[0]);
    close(from[1]);
    out_ = to[1];
    in_ = from[0];
    const nlohmann::json t = call("Target.createTarget", {{"url", "about:blank"}});
    const nlohmann::json a = call("Target.attachToTarget", {{"targetId", t["targetId"]}, {"flatten", true}});
    session_ = a["sessionId"];
    call("Page.enable", nlohmann::json::object(), true);
    call("Emulation.setDeviceMetricsOverride",
         {{"width", width}, {"height", height}, {"deviceScaleFactor", 1}, {"mobile", false}}, true);
  }
  ~Chrome() {
    if (out_ >= 0) close(out_);
    if (in_ >= 0) close(in_);
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }
  Chrome(const Chrome&) = delete;
  Chrome& operator=(const Chrome&) = delete;

  // A command's result; fails the test on an error or after 30 s without an answer.
  nlohmann::json call(const std::string& method, const nlohmann::json& params, bool in_page = false, int seconds = 30) {
    nlohmann::json msg{{"id", ++next_}, {"method", method}, {"params", params}};
    if (in_page || !session_.empty()) msg["sessionId"] = session_;
    if (method.rfind("Target.", 0) == 0) msg.erase("sessionId");
    const std::string text = msg.dump() + '\0';
    for (std::size_t at = 0; at < text.size();) {
      const ssize_t n = write(out_, text.data() + at, text.size() - at);
      REQUIRE(n > 0);
      at += static_cast<std::size_t>(n);
    }
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    for (;;) {
      const nlohmann::json m = next_message(until);
      if (m.value("id", -1) != next_) continue;  // an event, or an answer nobody waits for
      INFO(method << ": " << m.dump().substr(0, 2000));
      REQUIRE_FALSE(m.contains("error"));
      return m["result"];
    }
  }
  void go(const std::string& url) { call("Page.navigate", {{"url", url}}); }
  // The value of a script run in the page (promises awaited, for up to `seconds`).
  nlohmann::json eval(const std::string& script, int seconds = 30) {
    const nlohmann::json r =
        call("Runtime.evaluate", {{"expression", script}, {"returnByValue", true}, {"awaitPromise", true}}, false, seconds);
    INFO(script << "\n" << r.dump().substr(0, 2000));
    REQUIRE_FALSE(r.contains("exceptionDetails"));
    return r["result"].value("value", nlohmann::json());
  }
  // Waits until the script's value is true (a script that throws, as on a page still loading,
  // is not true yet); false after `seconds`.
  bool wait_for(const std::string& script, double seconds = 20) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(static_cast<int>(seconds * 1000));
    while (std::chrono::steady_clock::now() < until) {
      const nlohmann::json r = call("Runtime.evaluate", {{"expression", script}, {"returnByValue", true}});
      if (!r.contains("exceptionDetails") && r["result"].value("value", nlohmann::json()) == true) return true;
      usleep(20000);
    }
    return false;
  }
  // A PNG of what the page shows.
  std::string screenshot() {
    const nlohmann::json r = call("Page.captureScreenshot", {{"format", "png"}});
    return base64_decode(r["data"].get<std::string>());
  }

 private:
  nlohmann::json next_message(std::chrono::steady_clock::time_point until) {
    for (;;) {
      const auto zero = buf_.find('\0');
      if (zero != std::string::npos) {
        const std::string one = buf_.substr(0, zero);
        buf_.erase(0, zero + 1);
        return nlohmann::json::parse(one);
      }
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now()).count();
      if (left <= 0) FAIL("chromium did not answer in time");
      pollfd p{in_, POLLIN, 0};
      REQUIRE(poll(&p, 1, static_cast<int>(left)) >= 0);
      if (p.revents == 0) continue;
      char chunk[65536];
      const ssize_t n = read(in_, chunk, sizeof chunk);
      if (n <= 0) FAIL("chromium closed its pipe");
      buf_.append(chunk, static_cast<std::size_t>(n));
    }
  }
  static std::string base64_decode(const std::string& in) {
    std::string out;
    int val = 0, bits = -8;
    for (unsigned char c : in) {
      int d;
      if (c >= 'A' && c <= 'Z') d = c - 'A';
      else if (c >= 'a' && c <= 'z') d = c - 'a' + 26;
      else if (c >= '0' && c <= '9') d = c - '0' + 52;
      else if (c == '+') d = 62;
      else if (c == '/') d = 63;
      else break;
      val = (val << 6) + d;
      bits += 6;
      if (bits >= 0) {
        out.push_back(static_cast<char>((val >> bits) & 0xFF));
        bits -= 8;
      }
    }
    return out;
  }

  pid_t pid_ = -1;
  int out_ = -1, in_ = -1;
  int next_ = 0;
  std::string session_;
  std::string buf_;
};

}  // namespace dm::test
