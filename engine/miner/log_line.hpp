#pragma once
// One JSON object written field by field into a string: the log lines of Dice Miner are many
// (a state line after every answer), so they are appended by hand rather than built as trees.
// Internal to dm_miner.
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace dm::miner {

// Appends `s` as a JSON string literal (quotes included).
inline void append_json_string(std::string& out, std::string_view s) {
  out += '"';
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += '"';
}

class JsonLine {
 public:
  explicit JsonLine(std::string_view type) {
    out_.reserve(160);
    out_ += "{\"type\":";
    append_json_string(out_, type);
  }
  JsonLine& num(std::string_view key, std::int64_t v) {
    this->key(key);
    out_ += std::to_string(v);
    return *this;
  }
  // A player number, or null for kNone.
  JsonLine& player(std::string_view key, int p) {
    this->key(key);
    out_ += p < 0 ? std::string("null") : std::to_string(p);
    return *this;
  }
  JsonLine& boolean(std::string_view key, bool v) {
    this->key(key);
    out_ += v ? "true" : "false";
    return *this;
  }
  JsonLine& str(std::string_view key, std::string_view v) {
    this->key(key);
    append_json_string(out_, v);
    return *this;
  }
  // A value already written as JSON.
  JsonLine& raw(std::string_view key, std::string_view json) {
    this->key(key);
    out_ += json;
    return *this;
  }
  std::string done() {
    out_ += '}';
    return std::move(out_);
  }

 private:
  void key(std::string_view k) {
    out_ += ',';
    append_json_string(out_, k);
    out_ += ':';
  }
  std::string out_;
};

}  // namespace dm::miner
