#include "engine/records/record_line.hpp"

#include <algorithm>

#include "dm/text.hpp"

namespace dm::records {

int RecordLine::col(const Path& path) const { return static_cast<int>(replay::json_offset(text_, path)) + 1; }

void RecordLine::fail_at(int col, const std::string& message) const { throw Fail{number_, std::max(col, 1), message}; }

void RecordLine::fail(const Path& path, const std::string& message) const { fail_at(col(path), message); }

std::string RecordLine::kind(const json& j) {
  switch (j.type()) {
    case json::value_t::null: return "null";
    case json::value_t::object: return "an object";
    case json::value_t::array: return "an array";
    case json::value_t::string: return "a string";
    case json::value_t::boolean: return "true or false";
    case json::value_t::number_float: return "a number with a fraction or out of range";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return "a number";
    default: return "a value";
  }
}

std::string RecordLine::shown(const json& v) {
  std::string d = v.dump(-1, ' ', false, json::error_handler_t::replace);
  if (d.size() > 40) d = d.substr(0, 37) + "...";
  return kind(v) + " (" + printable_line(d) + ")";
}

const json& RecordLine::need(const json& obj, const char* key, const std::string& what) const {
  auto it = obj.find(key);
  if (it == obj.end()) fail({}, what + " has no '" + key + "'");
  return *it;
}

void RecordLine::only(const json& obj, const std::vector<std::string>& keys, const std::string& what) const {
  for (auto it = obj.begin(); it != obj.end(); ++it)
    if (std::find(keys.begin(), keys.end(), it.key()) == keys.end()) {
      std::string known;
      for (const auto& k : keys) known += (known.empty() ? "" : ", ") + k;
      fail({it.key()}, what + ": unknown field '" + printable_line(it.key()) + "' (" + known + ")");
    }
}

std::int64_t RecordLine::integer(const json& v, const Path& at, const std::string& what, std::int64_t lo, std::int64_t hi) const {
  if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi)) ||
      v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
    fail(at, what + " is a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " + shown(v));
  return v.get<std::int64_t>();
}

std::uint64_t RecordLine::u64(const json& v, const Path& at, const std::string& what) const {
  if (!v.is_number_unsigned()) fail(at, what + " is a whole number from 0 to 18446744073709551615, not " + shown(v));
  return v.get<std::uint64_t>();
}

std::string RecordLine::text(const json& v, const Path& at, const std::string& what, std::size_t max, bool empty_ok) const {
  if (!v.is_string()) fail(at, what + " is a string, not " + shown(v));
  std::string s = v.get<std::string>();
  if (s.size() > max) fail(at, what + " is " + std::to_string(s.size()) + " bytes long; at most " + std::to_string(max));
  if (s.empty() && !empty_ok) fail(at, what + " is empty");
  if (find_control(s) >= 0) fail(at, what + " holds a control character");
  return s;
}

std::uint64_t RecordLine::hash(const json& v, const Path& at, const std::string& what) const {
  const std::string h = v.is_string() ? v.get<std::string>() : std::string();
  const bool ok = h.size() == 16 && std::all_of(h.begin(), h.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
  if (!ok) fail(at, what + " is 16 lower-case hex digits, not " + shown(v));
  return std::stoull(h, nullptr, 16);
}

}  // namespace dm::records
