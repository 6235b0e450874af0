#pragma once
// The content hash of a script, for replays and every game's content: the same on every
// machine and build. Public API.
#include <cstdint>
#include <string>
#include <string_view>

namespace dm {

// FNV-1a over the bytes: the content hash of a card's script, a format script or a game's
// content script.
std::uint64_t content_hash(std::string_view text);
std::string hex_hash(std::uint64_t h);  // 16 lower-case hex digits

}  // namespace dm
