#include "engine/masters/view/card_lookup.hpp"

#include <algorithm>
#include <cctype>

#include "dm/text.hpp"
#include "engine/masters/view/words.hpp"

namespace dm::view {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Letters and digits only: "spider man", "Spider-Man" and "spiderman" are one name.
std::string squeezed(const std::string& s) {
  std::string out;
  for (char c : s)
    if (std::isalnum(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// How far a typed name is from the start of some word of `text` (both squeezed per word): the
// fewest edits that turn `typed` into a prefix, a little shorter or longer, of what follows a
// word's start. "spidr" is one edit from "spide(r)", so it finds Spider-Man.
std::size_t distance_to_words(const std::string& typed, const std::string& text) {
  std::size_t best = std::string::npos;
  const std::string t = squeezed(typed);
  if (t.empty()) return best;
  std::string lowered = lower(text);
  for (std::size_t at = 0; at < lowered.size(); ++at) {
    const bool word_start = std::isalnum(static_cast<unsigned char>(lowered[at])) &&
                            (at == 0 || !std::isalnum(static_cast<unsigned char>(lowered[at - 1])));
    if (!word_start) continue;
    const std::string rest = squeezed(lowered.substr(at));
    for (std::size_t len = t.size() > 1 ? t.size() - 1 : 1; len <= t.size() + 1 && len <= rest.size(); ++len)
      best = std::min(best, edit_distance(t, rest.substr(0, len)));
  }
  return best;
}

// Edits a typed name may hold and still mean a card: one in a short name, more in a long one.
std::size_t edits_allowed(const std::string& typed) {
  const std::size_t n = squeezed(typed).size();
  return n < 4 ? 0 : n <= 6 ? 1 : n <= 10 ? 2 : 3;
}

std::string card_text(const CardDef& c) {
  std::string kind(to_string(c.kind));
  std::replace(kind.begin(), kind.end(), '_', ' ');
  std::string out = c.name() + " (" + c.id + "): " + kind;
  if (c.kind != CardKind::Sidekick) {
    out += ", cost " + std::to_string(c.cost);
    if (c.energy != Energy::None) out += " " + std::string(to_string(c.energy));
  }
  if (!c.affiliations.empty()) out += ", " + join_and(c.affiliations);
  if (c.max > 0) out += std::string(c.kind == CardKind::BasicAction ? ", use " : ", max ") + std::to_string(c.max);
  std::vector<std::string> faces;
  for (const auto& f : c.faces) faces.push_back(face_words(f.describe()));
  std::string joined;
  for (const auto& f : faces) joined += (joined.empty() ? "" : " | ") + f;
  out += "\n  faces: " + joined;
  if (!c.text.empty()) {
    out += "\n  " + c.text;
  } else {
    for (const auto& ab : c.abilities)
      if (!ab.text.empty()) out += "\n  " + ab.text;
  }
  return out;
}

}  // namespace

std::string look_up_card(const Game& g, const std::string& query) {
  const CardLibrary& lib = g.library();
  const GameState& s = g.state();
  const std::string q = lower(query);
  if (q.empty()) return "card takes a name: card Beast, card force (a part of the name will do)";
  // The cards of this game come first: a name several sets share most likely means one of them.
  std::vector<int> order;
  for (const auto& c : s.cards)
    if (std::find(order.begin(), order.end(), c.def) == order.end()) order.push_back(c.def);
  for (int i = 0; i < lib.size(); ++i)
    if (std::find(order.begin(), order.end(), i) == order.end()) order.push_back(i);
  const int in_game = static_cast<int>(std::min(order.size(), s.cards.size()));
  auto pick = [&](auto&& match) {
    std::vector<int> found, found_here;
    for (std::size_t k = 0; k < order.size(); ++k) {
      const CardDef& c = lib.at(order[k]);
      if (!match(lower(c.name()), lower(c.title), lower(c.id))) continue;
      found.push_back(order[k]);
      if (static_cast<int>(k) < in_game) found_here.push_back(order[k]);
    }
    return found_here.empty() ? found : found_here;
  };
  std::vector<int> found = pick([&](const std::string& name, const std::string&, const std::string& id) { return name == q || id == q; });
  if (found.empty())
    found = pick([&](const std::string& name, const std::string& title, const std::string&) {
      return name.rfind(q, 0) == 0 || title.rfind(q, 0) == 0;
    });
  if (found.empty())
    found = pick([&](const std::string& name, const std::string&, const std::string&) { return name.find(q) != std::string::npos; });
  // Spelling aside: "spider man" for Spider-Man, then a typo or two ("spidr", "captian").
  if (found.empty() && !squeezed(q).empty())
    found = pick([&](const std::string& name, const std::string&, const std::string&) {
      return squeezed(name).find(squeezed(q)) != std::string::npos;
    });
  if (found.empty() && edits_allowed(q) > 0)
    found = pick([&](const std::string& name, const std::string&, const std::string&) {
      return distance_to_words(q, name) <= edits_allowed(q);
    });
  if (found.size() > 4) {
    std::vector<std::string> names;
    for (int i : found) names.push_back(lib.at(i).name());
    return std::to_string(found.size()) + " cards match '" + query + "': " + join_and(names) + " (type more of the name)";
  }
  if (!found.empty()) {
    std::string out;
    for (int i : found) out += (out.empty() ? "" : "\n") + card_text(lib.at(i));
    return out;
  }
  std::vector<std::pair<std::size_t, int>> near;
  for (int i : order) {
    const CardDef& c = lib.at(i);
    const std::size_t d = std::min(edit_distance(q, lower(c.name())), edit_distance(q, lower(c.title)));
    near.emplace_back(d, i);
  }
  std::stable_sort(near.begin(), near.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::string> names;
  for (std::size_t k = 0; k < near.size() && k < 3; ++k) names.push_back(lib.at(near[k].second).name());
  return "no card is called '" + query + "'; did you mean " + join_or(names) + "?";
}

}  // namespace dm::view
