#pragma once
// A program the engine talks to (a stdio agent): started under `/bin/sh -c` in a process group
// of its own, spoken to through two sockets (its standard input, its standard output), and
// ended with its whole group, whatever it does. Internal to dm_agents.
#include <sys/types.h>

#include <chrono>
#include <string>

namespace dm::agents {

class ChildProcess {
 public:
  using Clock = std::chrono::steady_clock;

  // Starts `command` under /bin/sh -c, whose lines may be `max_line` bytes long; throws
  // std::runtime_error("cannot start: ...").
  ChildProcess(const std::string& command, std::size_t max_line);
  // Ends the whole process group (end_group()).
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // What went wrong talking to the child.
  enum class Status { ok, timed_out, closed, output_closed, exited, too_long, flooded };

  // Writes all of `bytes` to the child's standard input before `deadline`: `timed_out` when it
  // does not read them in time, `closed` when it stopped reading (exited or closed its input),
  // `output_closed` when, while it does not read, it has closed its output; `too_long` or
  // `flooded` when, while it does not read, it writes a line past the limit or 16 lines' worth.
  Status write(const std::string& bytes, Clock::time_point deadline);
  // Reads one line (without its newline and a trailing CR) from the child's standard output
  // before `deadline`: `closed` when it closed its output, `exited` when the process it runs
  // ended without a whole line, `too_long` past the line limit without a newline.
  Status read_line(std::string& line, Clock::time_point deadline);

  // Closes the child's input (end of input tells it to exit), gives it `grace` to exit by
  // itself, then ends every process of its group: SIGTERM, a moment, then SIGKILL. Nothing of
  // the group is left running when it returns, unless a process left the group itself.
  void end_group(std::chrono::milliseconds grace = std::chrono::milliseconds(500));

  pid_t pid() const { return pid_; }

 private:
  bool leader_gone();  // the process /bin/sh runs has exited (not reaped: its group id stays ours)

  pid_t pid_ = -1;     // the child, leader of its process group
  int in_ = -1;        // our end of its standard input
  int out_ = -1;       // our end of its standard output
  int slot_ = -1;      // its place in the table of groups ended at exit
  std::size_t max_line_;  // the longest line it may write
  std::string buffer_;  // what it wrote past the last line read
};

// Ends (SIGKILL) the process group of every child still running. Async-signal-safe: called at
// exit and from a fatal signal's handler, so no agent outlives the program.
void end_all_child_processes() noexcept;

}  // namespace dm::agents
