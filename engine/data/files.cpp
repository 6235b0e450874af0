#include "dm/files.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>

namespace dm {

namespace {

// Closes the descriptor however the read ends.
struct Fd {
  int fd;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

thread_local const ConfinedReads* confined = nullptr;

// The path with every link resolved, or "" when it can't be (it isn't there).
std::string real_path(const std::string& path) {
  char buf[PATH_MAX];
  return ::realpath(path.c_str(), buf) ? std::string(buf) : std::string();
}

}  // namespace

ConfinedReads::ConfinedReads(const std::vector<std::string>& folders, const std::vector<std::string>& files) : outer_(confined) {
  for (const auto& f : folders)
    if (std::string real = real_path(f); !real.empty()) folders_.push_back(real == "/" ? real : real + "/");
  for (const auto& f : files)
    if (std::string real = real_path(f); !real.empty()) files_.push_back(real);
  confined = this;
}

ConfinedReads::~ConfinedReads() { confined = outer_; }

bool ConfinedReads::allows(const std::string& real) const {
  for (const auto& f : files_)
    if (real == f) return true;
  for (const auto& d : folders_)
    if (real.compare(0, d.size(), d) == 0) return true;
  return false;
}

std::optional<std::string> read_input_file(const std::string& path, std::size_t max_bytes, std::string& why) {
  // Confined, the file is opened by its real path once that is known to be allowed, so a link
  // can't lead elsewhere after the check.
  std::string opened = path;
  if (confined) {
    opened = real_path(path);
    if (opened.empty()) {
      why = errno == ELOOP ? "a symbolic link loop" : "no such file";
      return std::nullopt;
    }
    if (!confined->allows(opened)) {
      why = "outside the folders this run may read (a replay's files may name only the files it carries and the data folder's)";
      return std::nullopt;
    }
  }
  // Non-blocking, so that opening a pipe with no writer returns at once to be refused below;
  // the check is made on what was opened, so the file can't be swapped in between.
  Fd f{::open(opened.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (f.fd < 0) {
    const int err = errno;
    why = err == ENOENT ? "no such file"
          : err == ELOOP ? "a symbolic link loop"
          : err == EISDIR ? "a folder, not a file"
                          : std::string("cannot open it: ") + std::strerror(err);
    return std::nullopt;
  }
  struct stat st {};
  if (::fstat(f.fd, &st) != 0) {
    why = std::string("cannot read it: ") + std::strerror(errno);
    return std::nullopt;
  }
  if (S_ISDIR(st.st_mode)) {
    why = "a folder, not a file";
    return std::nullopt;
  }
  if (!S_ISREG(st.st_mode)) {
    why = "not a regular file (a device, pipe or socket)";
    return std::nullopt;
  }
  const auto too_large = [&](const std::string& size) {
    why = "too large (" + size + " bytes; at most " + std::to_string(max_bytes) + ")";
  };
  if (static_cast<unsigned long long>(st.st_size) > max_bytes) {
    too_large(std::to_string(st.st_size));
    return std::nullopt;
  }
  // The size can change while the file is read: never hold more than one byte past the limit.
  std::string text;
  text.reserve(static_cast<std::size_t>(st.st_size) + 1);
  char buf[1 << 16];
  while (text.size() <= max_bytes) {
    const ssize_t n = ::read(f.fd, buf, std::min(sizeof buf, max_bytes + 1 - text.size()));
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      why = std::string("cannot read it: ") + std::strerror(errno);
      return std::nullopt;
    }
    text.append(buf, static_cast<std::size_t>(n));
  }
  if (text.size() > max_bytes) {
    too_large("more than " + std::to_string(max_bytes));
    return std::nullopt;
  }
  return text;
}

}  // namespace dm
