#include "tools/common/output.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace dm::tools {

std::string dump_json(const nlohmann::json& j, int indent) {
  return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

bool open_output(std::ofstream& out, const std::string& path) {
  if (path.empty()) return true;
  errno = 0;
  out.open(path, std::ios::binary | std::ios::trunc);
  if (out) return true;
  std::cerr << "error: cannot write " << path << (errno ? std::string(": ") + std::strerror(errno) : "") << "\n";
  return false;
}

bool finish_file(std::ofstream& out, const std::string& path) {
  if (!out.is_open()) return true;
  errno = 0;
  out.flush();
  out.close();
  if (out) return true;
  std::cerr << "error: cannot write " << path << (errno ? std::string(": ") + std::strerror(errno) : "") << "\n";
  return false;
}

bool finish_stdout() {
  errno = 0;
  std::cout.flush();
  const bool ok = std::cout.good() && std::fflush(stdout) == 0 && !std::ferror(stdout);
  if (!ok) std::cerr << "error: cannot write to standard output" << (errno ? std::string(": ") + std::strerror(errno) : "") << "\n";
  return ok;
}

}  // namespace dm::tools
