#pragma once
// The card language end to end: text in, checked cards and their Lua scripts out.
#include <string>
#include <string_view>
#include <vector>

#include "dsl/ast.hpp"
#include "dsl/diagnostic.hpp"

namespace dm::dsl {

struct CompiledCard {
  std::string id;     // "avx-003"
  std::string name;   // "Beast: Mutate #666"
  int line = 0;       // where the card starts in its file
  bool uses_lua = false;
  std::string lua;    // the card script
  std::vector<int> lines;  // per script line, the card file's line of Lua written there (else 0)
};

struct Compilation {
  File file;
  Diagnostics diags;
  std::vector<CompiledCard> cards;  // empty when any error was found
  bool ok() const { return diags.errors() == 0; }
};

// Reads, checks and (when there is no error and `emit` is set) generates Lua for every card.
Compilation compile(std::string_view text, const std::string& path, bool emit = true);

// For the engine's card loader: true when the file compiled; otherwise every error, as
// "file:line:col: message", is appended to `problems`.
bool compile_text(const std::string& text, const std::string& path, std::vector<CompiledCard>& out,
                  std::vector<std::string>& problems);

}  // namespace dm::dsl
