#include "engine/view/words.hpp"

#include <cctype>

namespace dm::view {

std::string player_word(int player) { return "P" + std::to_string(player + 1); }

std::string a_or_an(const std::string& next_word) {
  if (next_word.empty()) return "a";
  const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(next_word[0])));
  return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' ? "an" : "a";
}

std::string count(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

namespace {
std::string join(const std::vector<std::string>& parts, const char* last) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += i + 1 == parts.size() ? last : ", ";
    out += parts[i];
  }
  return out;
}
}  // namespace

std::string join_and(const std::vector<std::string>& parts) { return join(parts, " and "); }
std::string join_or(const std::vector<std::string>& parts) { return join(parts, " or "); }

}  // namespace dm::view
