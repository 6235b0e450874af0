#pragma once
// The tree builder's parts, one file per concern (private to dsl/tree_builder*.cpp):
//   tree_builder.cpp            reading parse-tree nodes (places, text, numbers); set
//                               declarations, cards, their properties and faces
//   tree_builder_selectors.cpp  selectors, their filters and zones; amounts; conditions
//   tree_builder_abilities.cpp  abilities: head clauses, costs, statements
#include <memory>
#include <string>
#include <string_view>
#include <tao/pegtl/contrib/parse_tree.hpp>

#include "dsl/ast.hpp"
#include "dsl/grammar.hpp"

namespace dm::dsl::detail::build {

using Node = tao::pegtl::parse_tree::node;

// ---------------------------------------------------------------- helpers (tree_builder.cpp)
Pos pos_of(const Node& n);
std::string trimmed(const Node& n);
std::string fold_blanks(std::string_view s);
std::string lower(std::string s);
std::string unquote(const Node& n);
std::string lua_text(const Node& n);
int to_int(std::string_view s);

const Node* child(const Node& n, auto pred) {
  for (auto& c : n.children)
    if (pred(*c)) return c.get();
  return nullptr;
}
template <typename R> const Node* find(const Node& n) {
  for (auto& c : n.children)
    if (c->is_type<R>()) return c.get();
  return nullptr;
}
// First descendant of type R (depth-first), not descending into nested selectors.
template <typename R> const Node* find_deep(const Node& n) {
  for (auto& c : n.children) {
    if (c->is_type<R>()) return c.get();
    if (c->is_type<grammar::selector>() || c->is_type<grammar::selector_expected>()) continue;
    if (auto* d = find_deep<R>(*c)) return d;
  }
  return nullptr;
}

bool is_selector(const Node& n);
bool is_zone(const Node& n);

// ---------------------------------------------------------------- builders
struct Builder {
  // tree_builder_selectors.cpp
  void zone(const Node& z, std::string& canonical, std::string& written, std::string& owner, Pos& p);
  Amount amount(const Node& parent);
  static void add_filter(Selector& s, Filter::Kind kind, const Node& where);
  void selector_parts(const Node& n, Selector& s);
  static void side_from_zone(Selector& s);
  std::shared_ptr<Selector> selector(const Node& n);
  std::shared_ptr<Selector> selector_in(const Node& n);
  Cond cond(const Node& n);

  // tree_builder_abilities.cpp
  Cost cost(const Node& n);
  void grants(const Node& n, Stmt& s);
  Stmt stmt(const Node& n);
  void clause(const Node& c, Ability& a);
  Ability ability(const Node& n);

  // tree_builder.cpp
  void property(const Node& n, Card& c);
  void chunk(const Node& root, File& file, std::string& set, std::string& set_title);
  // A card (or keyword definition) from the children of `n` that name it; then its
  // properties and abilities from the children of `n` that are one.
  Card card_head(const Node& n, bool keyword, const std::string& set, const std::string& set_title);
  void card_items(const Node& n, Card& c);
};

}  // namespace dm::dsl::detail::build
