// Text helpers of the scenario runner: loose comparison of what files say, and values
// written back in the file's Lua so messages quote the file.
#include "engine/text/json_text.hpp"
#include "engine/scenario/values.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <type_traits>

#include "dm/text.hpp"

namespace dm::scenario {

namespace {

bool is_identifier(const std::string& k) {
  if (k.empty() || std::isdigit(static_cast<unsigned char>(k[0]))) return false;
  return std::all_of(k.begin(), k.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

}  // namespace

std::string squash(const std::string& s) {
  std::string out;
  bool blank = false;
  for (char c : s) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      blank = !out.empty();
      continue;
    }
    if (blank) out += ' ';
    blank = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

bool bare_after(const std::string& text, std::size_t end) {
  while (end < text.size() && (text[end] == ' ' || text[end] == '\t')) ++end;
  if (end >= text.size()) return true;
  const char c = text[end];
  return !(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '(' || c == '"' || c == '{' || c == '\'' || c == '[');
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (const auto& x : v) {
    if (!out.empty()) out += sep;
    out += x;
  }
  return out;
}

std::string quote(const std::string& s) {
  // A name in a message is quoted whole only when it is short: one a hostile file made 60 KiB
  // long is shown by its start and its size, so that a thousand such names don't make
  // megabytes of messages.
  constexpr std::size_t kWhole = 200, kShown = 60;
  if (s.size() <= kWhole) return json(s).dump(-1, ' ', false, json::error_handler_t::replace);
  std::size_t cut = kShown;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;  // on a character's boundary
  return json(s.substr(0, cut)).dump(-1, ' ', false, json::error_handler_t::replace) + "... (" + std::to_string(s.size()) +
         " bytes)";
}

std::string pname(PlayerId p) { return "P" + std::to_string(p + 1); }

const json* at(const json& j, std::size_t i) {
  if (j.is_array()) return i >= 1 && i <= j.size() ? &j[i - 1] : nullptr;
  if (j.is_object()) {
    auto it = j.find(std::to_string(i));
    return it == j.end() ? nullptr : &*it;
  }
  return nullptr;
}
const json* get(const json& j, const std::string& k) {
  if (!j.is_object()) return nullptr;
  auto it = j.find(k);
  return it == j.end() || it->is_null() ? nullptr : &*it;
}
bool is_step(const json& j) { return j.is_object() && j.contains("$verb"); }

std::string lua_text(const json& v) {
  if (v.is_null()) return "nil";
  if (v.is_string()) return quote(v.get<std::string>());
  if (v.is_boolean() || v.is_number()) return json_text(v);
  if (is_step(v)) return step_text(v["$verb"].get<std::string>(), v["$args"]);
  std::vector<std::string> parts;
  if (v.is_array()) {
    for (const auto& x : v) parts.push_back(lua_text(x));
  } else {
    std::size_t n = 0;
    while (v.contains(std::to_string(n + 1))) parts.push_back(lua_text(v[std::to_string(++n)]));
    for (auto& [k, x] : v.items()) {
      bool positional = !k.empty() && k.size() < 10 && std::all_of(k.begin(), k.end(), ::isdigit) && std::stoul(k) <= n;
      if (positional) continue;
      parts.push_back((is_identifier(k) ? k : "[" + quote(k) + "]") + " = " + lua_text(x));
    }
  }
  return parts.empty() ? "{}" : "{ " + join(parts, ", ") + " }";
}

std::string step_text(const std::string& verb, const json& args) {
  std::string out;
  if (!args.is_array() || args.empty()) out = verb;
  else if (args.size() == 1 && (args[0].is_string() || args[0].is_object() || args[0].is_array()))
    out = verb + " " + lua_text(args[0]);
  else {
    std::vector<std::string> parts;
    for (const auto& a : args) parts.push_back(lua_text(a));
    out = verb + "(" + join(parts, ", ") + ")";
  }
  if (out.size() > 100) out = std::string(utf8_prefix(out, 97)) + "...";
  return out;
}

std::string near_miss(const std::string& want, const std::vector<std::string>& known) {
  if (want.size() > kNearMissMaxBytes) return "";  // no name is that long: nothing to squash
  // Names compare as files write them: spaces and case don't count (squash).
  std::vector<std::string> squashed;
  for (const auto& k : known) squashed.push_back(squash(k));
  const int i = nearest_name(squash(want), squashed);
  return i < 0 ? "" : " (did you mean " + quote(known[static_cast<std::size_t>(i)]) + "?)";
}

std::string hex_word(std::uint64_t x) {
  char buf[20];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(x));
  return buf;
}

std::string rng_text(const Rng& r) {
  std::string out;
  for (std::uint64_t w : r.raw()) out += (out.empty() ? "" : ":") + hex_word(w);
  return out;
}

std::optional<Rng> rng_from_text(const std::string& text) {
  std::array<std::uint64_t, 4> words{};
  std::size_t at = 0;
  for (std::size_t i = 0; i < 4; ++i) {
    if (i > 0 && (at >= text.size() || text[at++] != ':')) return std::nullopt;
    if (at + 16 > text.size()) return std::nullopt;
    std::uint64_t w = 0;
    for (std::size_t j = 0; j < 16; ++j) {
      const char c = text[at + j];
      const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0) return std::nullopt;
      w = w << 4 | static_cast<std::uint64_t>(d);
    }
    words[i] = w;
    at += 16;
  }
  // An all-zero state never leaves zero: no game's generator is in it.
  if (at != text.size() || words == std::array<std::uint64_t, 4>{}) return std::nullopt;
  // The generator's state is reached through its field list, the one way in from outside.
  Rng r;
  Rng::fields(r, [&](const char*, auto& state) {
    if constexpr (std::is_same_v<std::decay_t<decltype(state)>, std::array<std::uint64_t, 4>>) state = words;
  });
  return r;
}

}  // namespace dm::scenario
