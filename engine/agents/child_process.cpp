// Child processes of stdio agents (child_process.hpp): started with posix_spawn in a process
// group of their own, so that ending the group ends everything the command started (the shell,
// the program it runs, whatever that forks), and never blocked on: every read and write waits
// in poll() against a deadline.
#include "engine/agents/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "dm/agent.hpp"

extern char** environ;

namespace dm::agents {

namespace {

using namespace std::chrono_literals;

// The process groups of the children running now, ended at exit and on a fatal signal. Slots
// are claimed and freed with atomics, so the signal handler can read them at any moment.
constexpr std::size_t kSlots = 4096;
std::array<std::atomic<pid_t>, kSlots> g_groups{};

int claim_slot(pid_t group) {
  for (std::size_t i = 0; i < kSlots; ++i) {
    pid_t none = 0;
    if (g_groups[i].compare_exchange_strong(none, group)) return static_cast<int>(i);
  }
  return -1;  // more than 4096 agents at once: ended with their games only
}

void release_slot(int slot) {
  if (slot >= 0) g_groups[static_cast<std::size_t>(slot)].store(0);
}

void at_exit() { end_all_child_processes(); }

// A simple command (words of plain characters, no quotes, redirections, pipes, lists or
// expansions) is run as `exec CMD`: the shell becomes the program, so that when the program
// closes its output or exits, no shell waiting for it still holds the sockets (dash, Debian's
// /bin/sh, does not exec the last command of `sh -c` by itself).
std::string shell_line(const std::string& command) {
  const bool plain = !command.empty() && command.find_first_not_of(
                                             "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_./=:,+%@") ==
                                             std::string::npos;
  // `NAME=value prog` sets a variable for the program: not a word exec could run.
  const std::string first = command.substr(0, command.find(' '));
  return plain && first.find('=') == std::string::npos && first != "exec" ? "exec " + command : command;
}

void nonblocking(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

int millis_until(ChildProcess::Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - ChildProcess::Clock::now()).count();
  return left <= 0 ? 0 : left > 1000000 ? 1000000 : static_cast<int>(left);
}

}  // namespace

void end_all_child_processes() noexcept {
  for (auto& g : g_groups) {
    const pid_t group = g.load();
    if (group > 0) kill(-group, SIGKILL);
  }
}

ChildProcess::ChildProcess(const std::string& command, std::size_t max_line) : max_line_(max_line) {
  static std::once_flag registered;
  std::call_once(registered, [] { std::atexit(at_exit); });
  int in[2] = {-1, -1}, out[2] = {-1, -1};
  // Sockets rather than pipes: a write to a child that has gone fails with EPIPE through
  // MSG_NOSIGNAL instead of killing the whole process with SIGPIPE. Two of them, so that a
  // child that closes its output is seen at once, even while it still reads.
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0 || socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, out) != 0) {
    const std::string why = std::strerror(errno);
    for (int fd : {in[0], in[1], out[0], out[1]})
      if (fd >= 0) close(fd);
    throw std::runtime_error("cannot make a socket: " + why);
  }
  // The child's ends are one-way: it only reads its input and only writes its output.
  shutdown(in[1], SHUT_WR);
  shutdown(out[1], SHUT_RD);
  // Little is kept on its way to the child (the least the system allows, about 4 KiB, not its
  // default of a few hundred), so a child that does not read is found out at its first decision,
  // by the deadline, rather than after the decisions have piled up unread.
  const int small = 1;
  setsockopt(in[0], SOL_SOCKET, SO_SNDBUF, &small, sizeof small);
  posix_spawn_file_actions_t files;
  posix_spawnattr_t attr;
  posix_spawn_file_actions_init(&files);
  posix_spawnattr_init(&attr);
  posix_spawn_file_actions_adddup2(&files, in[1], 0);
  posix_spawn_file_actions_adddup2(&files, out[1], 1);
  // Its own process group (ended whole), default signal handling (the engine may ignore
  // SIGPIPE; an agent should die of it as any program does) and no blocked signals.
  sigset_t defaults, none;
  sigemptyset(&defaults);
  for (int s : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2}) sigaddset(&defaults, s);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setpgroup(&attr, 0);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  const std::string line = shell_line(command);
  const char* argv[] = {"sh", "-c", line.c_str(), nullptr};
  const int err = posix_spawn(&pid_, "/bin/sh", &files, &attr, const_cast<char* const*>(argv), environ);
  posix_spawn_file_actions_destroy(&files);
  posix_spawnattr_destroy(&attr);
  close(in[1]);
  close(out[1]);
  if (err != 0) {
    close(in[0]);
    close(out[0]);
    pid_ = -1;
    throw std::runtime_error("cannot start: " + std::string(std::strerror(err)));
  }
  slot_ = claim_slot(pid_);
  in_ = in[0];
  out_ = out[0];
  nonblocking(in_);
  nonblocking(out_);
}

ChildProcess::~ChildProcess() { end_group(); }

bool ChildProcess::leader_gone() {
  if (pid_ <= 0) return true;
  siginfo_t info{};
  // WNOWAIT: a zombie keeps its pid, so the group id can't be given to another process yet.
  if (waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0) return errno == ECHILD;
  return info.si_pid == pid_;
}

ChildProcess::Status ChildProcess::write(const std::string& bytes, Clock::time_point deadline) {
  std::size_t at = 0;
  while (at < bytes.size()) {
    const ssize_t n = send(in_, bytes.data() + at, bytes.size() - at, MSG_NOSIGNAL);
    if (n > 0) {
      at += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if ((n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) || n == 0) {
      // Nobody reads its input any more: it has gone, or closed it. A moment tells which.
      for (int i = 0; i < 10 && !leader_gone(); ++i) std::this_thread::sleep_for(5ms);
      return leader_gone() ? Status::exited : Status::closed;
    }
    // Its input is full: wait for it to read, no longer than the deadline. A child that has
    // closed its output meanwhile will never answer: that is known at once.
    const int wait = millis_until(deadline);
    if (wait <= 0) return Status::timed_out;
    pollfd p[2] = {{in_, POLLOUT, 0}, {out_, POLLIN, 0}};
    const int r = poll(p, 2, std::min(wait, 50));
    if (r < 0 && errno != EINTR) return Status::closed;
    if (r > 0 && (p[1].revents & (POLLIN | POLLHUP | POLLERR))) {
      char chunk[4096];
      const ssize_t got = recv(out_, chunk, sizeof chunk, 0);
      if (got == 0) return Status::output_closed;
      // Written before it was asked: kept for read_line (which holds it to the line limit).
      if (got > 0) buffer_.append(chunk, static_cast<std::size_t>(got));
      if (buffer_.size() > max_line_ && buffer_.find('\n') == std::string::npos) return Status::too_long;
      if (buffer_.size() > 16 * max_line_) return Status::flooded;
    }
    if (r == 0 && leader_gone()) return Status::exited;
  }
  return Status::ok;
}

ChildProcess::Status ChildProcess::read_line(std::string& line, Clock::time_point deadline) {
  std::size_t searched = 0;
  bool gone = false;
  while (true) {
    const auto nl = buffer_.find('\n', searched);
    if (nl != std::string::npos) {
      line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return Status::ok;
    }
    searched = buffer_.size();
    if (buffer_.size() > max_line_) return Status::too_long;
    char chunk[4096];
    const ssize_t n = recv(out_, chunk, sizeof chunk, 0);
    if (n > 0) {
      buffer_.append(chunk, static_cast<std::size_t>(n));
      continue;
    }
    if (n == 0) return Status::closed;
    if (errno == EINTR) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK) return Status::closed;
    // Nothing to read. A process that has ended wrote all it will before it ended: once what
    // it left is read, it has no answer (a program it forked may still hold the socket open).
    if (gone) return Status::exited;
    const int wait = millis_until(deadline);
    if (wait <= 0) return Status::timed_out;
    pollfd p{out_, POLLIN, 0};
    const int r = poll(&p, 1, std::min(wait, 50));
    if (r < 0 && errno != EINTR) return Status::closed;
    if (r == 0) gone = leader_gone();
  }
}

void ChildProcess::end_group(std::chrono::milliseconds grace) {
  if (in_ >= 0) {
    close(in_);
    in_ = -1;
  }
  if (out_ >= 0) {
    close(out_);
    out_ = -1;
  }
  if (pid_ <= 0) return;
  auto wait_for_leader = [&](std::chrono::milliseconds most) {
    const auto until = Clock::now() + most;
    auto step = 1ms;
    while (!leader_gone()) {
      if (Clock::now() >= until) return false;
      std::this_thread::sleep_for(step);
      step = std::min(step * 2, 20ms);
    }
    return true;
  };
  // The leader is not reaped before the group is signalled: its pid, the group's id, can't be
  // reused while it is a zombie, so the signals reach no other process.
  if (!wait_for_leader(grace)) {
    kill(-pid_, SIGTERM);
    wait_for_leader(200ms);
  }
  // Whatever is left of the group (the leader ignoring SIGTERM, programs it forked) ends now.
  kill(-pid_, SIGKILL);
  while (waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
  }
  release_slot(slot_);
  slot_ = -1;
  pid_ = -1;
}

}  // namespace dm::agents

namespace dm {

void end_agent_processes() noexcept { agents::end_all_child_processes(); }

}  // namespace dm
