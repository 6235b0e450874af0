#include "dsl/keywords.hpp"

#include <set>

#include "dsl/vocabulary.hpp"

namespace dm::dsl {

void expand_keywords(File& file) {
  std::vector<const Card*> defs;
  for (const auto& c : file.cards)
    if (c.keyword_def) defs.push_back(&c);
  if (defs.empty()) return;
  // Copies first: giving abilities to cards grows the vector the definitions live in.
  std::vector<Card> kept;
  for (const Card* d : defs) kept.push_back(*d);
  for (auto& card : file.cards) {
    if (card.keyword_def) continue;
    for (const auto& d : kept)
      if (d.set == card.set) card.defined_keywords.push_back({d.title, d.text});
    std::set<std::string> listed;
    for (const auto& a : card.abilities)
      for (const auto& s : a.body)
        if (s.kind == Stmt::Kind::Keywords)
          for (const auto& w : s.words) listed.insert(w);
    for (const auto& d : kept) {
      if (d.set != card.set || !listed.count(vocab::normalize(d.title))) continue;
      const int base = static_cast<int>(card.abilities.size());
      for (Ability a : d.abilities) {
        a.from_keyword = d.title;
        if (a.parent >= 0) a.parent += base;
        card.abilities.push_back(std::move(a));
      }
    }
  }
}

}  // namespace dm::dsl
