// The registry of paths a signal removes (dm/cleanup.hpp). A signal may come at any moment, on
// any thread: the registry is a fixed array of atomic pointers, filled and emptied outside the
// handler, and the handler only reads it and calls what POSIX allows there (open, close,
// unlink, rmdir and the like); a folder is emptied with getdents64, as opendir is not allowed.
#include "dm/cleanup.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <cstring>

namespace dm {

namespace {

constexpr int kSlots = 2048;
// Each path is kept behind one byte saying what it is ('d' a folder, 'f' a file), so that one
// atomic pointer holds all a slot says.
std::atomic<char*> g_paths[kSlots];

struct LinuxDirent64 {
  ino64_t d_ino;
  off64_t d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[1];
};

bool dots(const char* name) { return name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0)); }

// Empties the folder open at `fd`; folders in it (never followed through links) in turn. A
// pass that removes entries may skip some as the folder changes under it, so passes repeat
// until one finds nothing left.
void empty_folder(int fd, int depth) {
  if (depth > 64) return;
  alignas(8) char buf[4096];
  for (int pass = 0; pass < 64; ++pass) {
    ::lseek(fd, 0, SEEK_SET);
    bool any = false;
    for (;;) {
      const long n = ::syscall(SYS_getdents64, fd, buf, sizeof buf);
      if (n <= 0) break;
      for (long at = 0; at < n;) {
        const auto* d = reinterpret_cast<const LinuxDirent64*>(buf + at);
        at += d->d_reclen;
        if (dots(d->d_name)) continue;
        any = true;
        if (d->d_type != DT_DIR && ::unlinkat(fd, d->d_name, 0) == 0) continue;
        const int sub = ::openat(fd, d->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub < 0) continue;
        empty_folder(sub, depth + 1);
        ::close(sub);
        ::unlinkat(fd, d->d_name, AT_REMOVEDIR);
      }
    }
    if (!any) return;
  }
}

}  // namespace

int remove_on_signal(const std::string& path, bool folder) {
  char* copy = static_cast<char*>(std::malloc(path.size() + 2));
  if (!copy) return -1;
  copy[0] = folder ? 'd' : 'f';
  std::memcpy(copy + 1, path.c_str(), path.size() + 1);
  for (int i = 0; i < kSlots; ++i) {
    char* empty = nullptr;
    if (g_paths[i].compare_exchange_strong(empty, copy)) return i;
  }
  std::free(copy);
  return -1;
}

void forget_on_signal(int ticket) {
  if (ticket < 0 || ticket >= kSlots) return;
  std::free(g_paths[ticket].exchange(nullptr));
}

void remove_registered_paths() noexcept {
  for (int i = 0; i < kSlots; ++i) {
    const char* entry = g_paths[i].load();
    if (!entry) continue;
    const char* path = entry + 1;
    if (entry[0] != 'd') {
      ::unlink(path);
      continue;
    }
    const int fd = ::open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) continue;
    empty_folder(fd, 0);
    ::close(fd);
    ::rmdir(path);
  }
}

}  // namespace dm
