#include "dsl/compile.hpp"

#include "dsl/checker.hpp"
#include "dsl/codegen.hpp"
#include "dsl/keywords.hpp"
#include "dsl/parser.hpp"

namespace dm::dsl {

Compilation compile(std::string_view text, const std::string& path, bool emit) {
  Compilation c;
  c.diags = Diagnostics(path);
  c.file.path = path;
  if (!check_input(text, c.diags)) return c;
  c.file = parse(text, path, c.diags);
  expand_keywords(c.file);
  check(c.file, c.diags);
  c.diags.sort();
  if (!emit || !c.ok()) return c;
  for (const auto& card : c.file.cards) {
    if (card.keyword_def) continue;
    CompiledCard out{card.full_id(), card.name(), card.pos.line, card.uses_lua(), {}, {}};
    out.lua = emit_lua(card, path, &out.lines);
    c.cards.push_back(std::move(out));
  }
  return c;
}

bool compile_text(const std::string& text, const std::string& path, std::vector<CompiledCard>& out,
                  std::vector<std::string>& problems) {
  Compilation c = compile(text, path);
  for (const auto& d : c.diags.all())
    if (d.severity == Severity::Error)
      problems.push_back(d.file + ":" + std::to_string(d.pos.line) + ":" + std::to_string(d.pos.col) + ": " + d.message);
  if (!c.ok()) return false;
  for (auto& card : c.cards) out.push_back(std::move(card));
  return true;
}

}  // namespace dm::dsl
