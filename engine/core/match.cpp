#include "dm/match.hpp"

namespace dm {

int Match::find_option(std::string_view key) const {
  const int n = option_count();
  for (int i = 0; i < n; ++i)
    if (option_key(i) == key) return i;
  return -1;
}

std::optional<std::string> Match::apply(std::string_view key) {
  const int i = find_option(key);
  if (i < 0) return key_refusal(*this, key);
  return apply(i);
}

}  // namespace dm
