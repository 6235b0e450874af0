#include "engine/view/option_keys.hpp"

namespace dm::view {

std::vector<int> key_numbers(std::string_view key, std::string_view verb) {
  if (key.size() <= verb.size() || key.substr(0, verb.size()) != verb || key[verb.size()] != ':') return {};
  std::vector<int> out;
  long long n = -1;
  for (char c : key.substr(verb.size() + 1)) {
    if (c >= '0' && c <= '9') {
      n = (n < 0 ? 0 : n) * 10 + (c - '0');
      if (n > 1'000'000'000) return {};
    } else if ((c == ',' || c == ':') && n >= 0) {
      out.push_back(static_cast<int>(n));
      n = -1;
    } else {
      return {};
    }
  }
  if (n < 0) return {};
  out.push_back(static_cast<int>(n));
  return out;
}

}  // namespace dm::view
