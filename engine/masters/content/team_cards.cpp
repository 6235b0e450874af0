// Cards of a team file found by name, and near misses (team_cards.hpp).
#include "engine/masters/content/team_cards.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "dm/text.hpp"

namespace dm::teams {

std::string fold(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    const auto next = [&](std::size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0; };
    if (c == ' ' || c == '\t') continue;
    if (c == 0xC2 && next(1) == 0xA0) {  // no-break space
      ++i;
      continue;
    }
    // ‘ ’ and “ ”
    if (c == 0xE2 && next(1) == 0x80 && next(2) >= 0x98 && next(2) <= 0x9D && next(2) != 0x9A && next(2) != 0x9B) {
      out += next(2) <= 0x99 ? '\'' : '"';
      i += 2;
      continue;
    }
    out += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : static_cast<char>(c);
  }
  return out;
}

std::string nearest(const std::string& folded_word, const Names& names) {
  std::vector<std::string> folded;
  for (const auto& [f, shown] : names) folded.push_back(f);
  const int i = nearest_name(folded_word, folded);
  return i < 0 ? "" : names[static_cast<std::size_t>(i)].second;
}

TeamCards::TeamCards(const CardLibrary& lib) : lib_(lib) {
  std::unordered_map<std::string, int> titles;
  for (int i = 0; i < lib.size(); ++i) {
    const CardDef& d = lib.at(i);
    id_.push_back(fold(d.id));
    name_.push_back(fold(d.name()));
    title_.push_back(fold(d.title));
    ++titles[title_.back()];
  }
  std::unordered_set<std::string> seen;
  auto add = [&](const std::string& f, const std::string& shown) {
    if (!f.empty() && seen.insert(f).second) names_.emplace_back(f, shown);
  };
  for (int i = 0; i < lib.size(); ++i) {
    add(name_[i], lib.at(i).name());
    add(id_[i], lib.at(i).id);
    // A title several cards share is a near miss too: the hint then lists its cards.
    add(title_[i], lib.at(i).title);
  }
}

int TeamCards::find(std::string_view written, std::vector<int>& several) const {
  several.clear();
  const int exact = lib_.find(written);
  if (exact >= 0) return exact;
  const std::string f = fold(written);
  if (f.empty()) return kNone;
  for (int i = 0; i < lib_.size(); ++i)
    if (id_[i] == f || name_[i] == f) several.push_back(i);
  if (several.empty())
    for (int i = 0; i < lib_.size(); ++i)
      if (title_[i] == f) several.push_back(i);
  if (several.size() != 1) return kNone;
  const int def = several.front();
  several.clear();
  return def;
}

bool TeamCards::names_a_card(std::string_view written) const {
  std::vector<int> several;
  return find(written, several) != kNone || !several.empty();
}

std::string TeamCards::nearest(std::string_view written) const { return teams::nearest(fold(written), names_); }

std::string TeamCards::list(const std::vector<int>& defs) const {
  std::string out;
  for (std::size_t k = 0; k < defs.size() && k < 6; ++k)
    out += (k ? ", " : "") + lib_.at(defs[k]).name() + " (" + lib_.at(defs[k]).id + ")";
  if (defs.size() > 6) out += " and " + std::to_string(defs.size() - 6) + " more";
  return out;
}

bool TeamCards::same_name(const std::vector<int>& defs) const {
  return std::all_of(defs.begin(), defs.end(), [&](int d) { return name_[d] == name_[defs.front()]; });
}

}  // namespace dm::teams
