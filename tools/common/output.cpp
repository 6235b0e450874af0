#include "engine/text/json_text.hpp"
#include "tools/common/output.hpp"

#include "dm/cleanup.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <streambuf>

namespace dm::tools {

namespace fs = std::filesystem;

std::string dump_json(const nlohmann::json& j, int indent) { return json_text(j, indent); }

namespace {

// Bytes into a file descriptor, through a buffer; the first error is kept (errno), and what is
// written after it is dropped.
class FdBuf : public std::streambuf {
 public:
  FdBuf() { setp(buf_, buf_ + sizeof buf_); }
  int fd = -1;
  int error = 0;

  void reset() {
    error = 0;
    setp(buf_, buf_ + sizeof buf_);
  }

  bool drain() {
    const char* p = pbase();
    std::size_t left = static_cast<std::size_t>(pptr() - pbase());
    while (left > 0 && fd >= 0 && error == 0) {
      const ssize_t n = ::write(fd, p, left);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        error = n < 0 ? errno : EIO;
        break;
      }
      p += n;
      left -= static_cast<std::size_t>(n);
    }
    setp(buf_, buf_ + sizeof buf_);
    return error == 0;
  }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  char buf_[1 << 16];
};

// A path the system makes up (/dev/stdout, /proc/self/fd/1): written where it leads, never
// replaced by renaming, even when it leads to a regular file.
bool special_path(const std::string& path) {
  return path.rfind("/dev/", 0) == 0 || path.rfind("/proc/", 0) == 0;
}

mode_t new_file_mode() {
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

}  // namespace

struct OutputFile::Impl {
  FdBuf buf;
  std::string shown;   // the path as given, for messages
  std::string target;  // where the file ends up
  std::string temp;    // the temporary file beside it ("" when written directly)
  int ticket = -1;     // the temporary file, registered for removal should a signal end the run
  bool open = false;
  std::string* message = nullptr;

  bool fail(const std::string& why) {
    if (message) *message = "cannot write " + shown + ": " + why;
    else std::cerr << "error: cannot write " << shown << ": " << why << "\n";
    return false;
  }
  void close_fd() {
    if (buf.fd >= 0) ::close(buf.fd);
    buf.fd = -1;
  }
};

OutputFile::OutputFile() : std::ostream(nullptr), impl_(std::make_unique<Impl>()) { rdbuf(&impl_->buf); }

OutputFile::~OutputFile() { discard(); }

bool OutputFile::is_open() const { return impl_->open; }

void OutputFile::report_to(std::string* message) { impl_->message = message; }

bool OutputFile::open(const std::string& path) {
  discard();
  clear();
  Impl& m = *impl_;
  m.target.clear();
  m.shown = path;
  struct stat st{};
  if (::stat(path.c_str(), &st) != 0) {
    const int err = errno;
    struct stat link{};
    if (err == ENOENT && ::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode))
      return m.fail("a symbolic link that leads nowhere");
    if (err != ENOENT) return m.fail(err == ELOOP ? "a symbolic link loop" : std::strerror(err));
    m.target = path;  // a new file
  } else if (S_ISDIR(st.st_mode)) {
    return m.fail("a folder, not a file");
  } else if (S_ISREG(st.st_mode) && !special_path(path)) {
    std::error_code ec;
    const fs::path real = fs::canonical(path, ec);  // through links: the file they lead to
    if (ec) return m.fail(ec.message());
    m.target = real.string();
  } else if (S_ISFIFO(st.st_mode)) {
    // Opening a FIFO to write waits for a reader, maybe for ever: one that has none is refused.
    m.buf.fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (m.buf.fd < 0) return m.fail(errno == ENXIO ? "a FIFO (named pipe) that nothing reads from" : std::strerror(errno));
    ::fcntl(m.buf.fd, F_SETFL, ::fcntl(m.buf.fd, F_GETFL) & ~O_NONBLOCK);
  } else if (S_ISSOCK(st.st_mode)) {
    return m.fail("a socket, not a file");
  } else {
    // A device (/dev/null, a terminal) or what /dev/stdout leads to: written where it is,
    // appended to when that is a regular file (the shell opened it for the command).
    m.buf.fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY | (S_ISREG(st.st_mode) ? O_APPEND : 0));
    if (m.buf.fd < 0) return m.fail(std::strerror(errno));
  }
  if (!m.target.empty()) {
    std::string name = m.target + ".tmp-XXXXXX";
    m.buf.fd = ::mkostemp(name.data(), O_CLOEXEC);
    if (m.buf.fd < 0) return m.fail("cannot make a temporary file beside it: " + std::string(std::strerror(errno)));
    m.temp = name;
    m.ticket = remove_on_signal(name, false);
    // The file keeps the permissions it had; a new one gets those any new file gets.
    struct stat old{};
    ::fchmod(m.buf.fd, ::stat(m.target.c_str(), &old) == 0 ? (old.st_mode & 07777) : new_file_mode());
  }
  m.open = true;
  return true;
}

bool OutputFile::commit() {
  Impl& m = *impl_;
  if (!m.open) return true;
  flush();
  m.buf.drain();
  int error = m.buf.error;
  if (m.buf.fd >= 0 && ::close(m.buf.fd) != 0 && error == 0) error = errno;
  m.buf.fd = -1;
  if (error == 0 && !m.temp.empty() && ::rename(m.temp.c_str(), m.target.c_str()) != 0) error = errno;
  if (error != 0) {
    discard();
    return m.fail(std::strerror(error));
  }
  forget_on_signal(m.ticket);
  m.ticket = -1;
  m.temp.clear();
  m.open = false;
  return true;
}

void OutputFile::discard() {
  Impl& m = *impl_;
  m.close_fd();
  if (!m.temp.empty()) ::unlink(m.temp.c_str());
  forget_on_signal(m.ticket);
  m.ticket = -1;
  m.temp.clear();
  m.open = false;
  m.buf.reset();
}

bool open_output(OutputFile& out, const std::string& path) { return path.empty() || out.open(path); }

bool finish_file(OutputFile& out, const std::string&) { return out.commit(); }

bool write_whole_file(const std::string& path, const std::string& text, std::string* message) {
  OutputFile out;
  out.report_to(message);
  if (!out.open(path)) return false;
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  return out.commit();
}

namespace {

// A file as two paths are compared: where it resolves to, and which file it is when it exists.
struct FileIdentity {
  std::string option, path, real;
  dev_t dev = 0;
  ino_t ino = 0;
  bool exists = false;

  FileIdentity(const std::string& o, const std::string& p) : option(o), path(p) {
    std::error_code ec;
    real = fs::weakly_canonical(fs::absolute(p, ec), ec).lexically_normal().string();
    struct stat st{};
    if (::stat(p.c_str(), &st) == 0) {
      exists = true;
      dev = st.st_dev;
      ino = st.st_ino;
    }
  }
  bool same(const FileIdentity& o) const {
    return (!real.empty() && o.real == real) || (exists && o.exists && o.dev == dev && o.ino == ino);
  }
};

}  // namespace

bool distinct_outputs(const std::vector<std::pair<std::string, std::string>>& outputs,
                      const std::vector<std::pair<std::string, std::string>>& inputs) {
  std::vector<FileIdentity> seen, read;
  for (const auto& [option, path] : inputs)
    if (!path.empty() && !special_path(path)) read.emplace_back(option, path);
  for (const auto& [option, path] : outputs) {
    if (path.empty() || path == "/dev/null") continue;
    FileIdentity s(option, path);
    for (const auto& o : seen)
      if (o.same(s)) {
        std::cerr << "error: " << o.option << " and " << s.option << " name the same file (" << o.path
                  << (o.path == s.path ? "" : " and " + s.path) << "): give each output a file of its own\n";
        return false;
      }
    // Special files (/dev/stdout) are written where they lead, never replaced.
    if (!special_path(path))
      for (const auto& in : read)
        if (in.same(s)) {
          std::cerr << "error: " << s.option << " names the file " << in.option << " reads (" << in.path
                    << (in.path == s.path ? "" : " and " + s.path) << "): an output never replaces an input; give it a file of its own\n";
          return false;
        }
    seen.push_back(std::move(s));
  }
  return true;
}

bool finish_stdout() {
  errno = 0;
  std::cout.flush();
  const bool ok = std::cout.good() && std::fflush(stdout) == 0 && !std::ferror(stdout);
  if (!ok) std::cerr << "error: cannot write to standard output" << (errno ? std::string(": ") + std::strerror(errno) : "") << "\n";
  return ok;
}

}  // namespace dm::tools
