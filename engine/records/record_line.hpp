#pragma once
// One line of a replay file read strictly: every value checked for its type and range, every
// problem thrown with its line and the column of the value it is about. The shared reader
// (engine/replay/read.cpp) and each game's own lines (engine/records/game_records.hpp) read
// through it, so every message has the same shape. Internal.
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "engine/records/json_where.hpp"

namespace dm::records {

using json = nlohmann::json;
using Path = std::vector<replay::PathPart>;

// A problem of the file, where it is; parse_replay turns it into a ReplayError.
struct Fail {
  int line, col;
  std::string message;
};

constexpr std::size_t kMaxText = 4096;  // a file name, a format, an agent

class RecordLine {
 public:
  RecordLine(int number, std::string_view text, const json& j) : number_(number), text_(text), j_(j) {}
  int number() const { return number_; }
  const json& value() const { return j_; }
  // The column (from 1) of the value at `path`.
  int col(const Path& path) const;

  [[noreturn]] void fail_at(int col, const std::string& message) const;
  [[noreturn]] void fail(const Path& path, const std::string& message) const;

  const json& need(const json& obj, const char* key, const std::string& what) const;
  // Fails at a key that is not among `keys`.
  void only(const json& obj, const std::vector<std::string>& keys, const std::string& what) const;
  std::int64_t integer(const json& v, const Path& at, const std::string& what, std::int64_t lo, std::int64_t hi) const;
  std::uint64_t u64(const json& v, const Path& at, const std::string& what) const;
  std::string text(const json& v, const Path& at, const std::string& what, std::size_t max = kMaxText, bool empty_ok = false) const;
  std::uint64_t hash(const json& v, const Path& at, const std::string& what) const;

  // "a number (12)": a value as messages show it.
  static std::string shown(const json& v);
  static std::string kind(const json& j);

 private:
  int number_;
  std::string_view text_;
  const json& j_;
};

}  // namespace dm::records
