#pragma once
// Pages as a person sees them: Debian's headless Chromium (installed by setup.sh) loading a
// file, and the PNG screenshots it takes.
#include <cstdint>
#include <string>

#include "tests/cli_support.hpp"

namespace dm::test {

// The browser's path, or "" when it isn't installed.
inline std::string chromium() {
  for (const char* name : {"chromium", "chromium-browser"}) {
    auto r = run_tool("sh", std::string("-c 'command -v ") + name + "'");
    if (r.code == 0 && !r.out.empty()) return r.out.substr(0, r.out.find('\n'));
  }
  return {};
}

// A big-endian 32-bit number in a PNG (its width is at byte 16, its height at 20).
inline std::uint32_t be32(const std::string& s, std::size_t at) {
  return static_cast<std::uint32_t>(static_cast<unsigned char>(s[at])) << 24 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 1])) << 16 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 2])) << 8 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 3]));
}

}  // namespace dm::test
