#include "dsl/ast.hpp"

#include <cstdio>

namespace dm::dsl {

bool Ability::uses_lua() const {
  if (!lua_table.empty()) return true;
  bool lua = false;
  auto cond_lua = [&](const Cond& c, auto&& self) -> void {
    if (c.kind == Cond::Kind::Lua) lua = true;
    for (const auto& k : c.kids) self(k, self);
  };
  auto sel_lua = [&](const std::shared_ptr<Selector>& s) {
    if (!s) return;
    for (const auto& f : s->filters)
      if (f.kind == Filter::Kind::Lua) lua = true;
  };
  auto stmt_lua = [&](const Stmt& s, auto&& self) -> void {
    if (s.kind == Stmt::Kind::Lua) lua = true;
    sel_lua(s.sel);
    sel_lua(s.amount.each);
    if (s.cond) cond_lua(*s.cond, cond_lua);
    for (const auto& k : s.then) self(k, self);
    for (const auto& k : s.otherwise) self(k, self);
  };
  for (const auto& c : conditions) cond_lua(c, cond_lua);
  for (const auto& s : body) stmt_lua(s, stmt_lua);
  return lua;
}

std::string Card::full_id() const {
  if (!id.empty()) return id;
  char buf[16];
  std::snprintf(buf, sizeof buf, "%03d", number);
  return set + "-" + buf;
}

const Card::DefinedKeyword* Card::defined(const std::string& word) const {
  for (const auto& k : defined_keywords) {
    std::string n;
    for (char c : k.name) n += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (n == word) return &k;
  }
  return nullptr;
}

bool Card::uses_lua() const {
  for (const auto& a : abilities)
    if (a.uses_lua()) return true;
  return false;
}

}  // namespace dm::dsl
