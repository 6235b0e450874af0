#pragma once
// Reading card scripts into definitions: every script is run once in a throwaway sandbox
// environment and the table it returns is checked field by field.
#include <memory>
#include <string>
#include <vector>

#include "engine/library.hpp"
#include "engine/script/sandbox.hpp"

namespace dm {

struct LoadError {
  std::string file;
  int line = 0;
  std::string message;
  int col = 0;
  std::string text() const {
    return file + (line ? ":" + std::to_string(line) : "") + (line && col ? ":" + std::to_string(col) : "") + ": " + message;
  }
};

// Reads one card script (Lua text). Throws script::ScriptError or std::runtime_error
// naming the file on any problem.
CardDef read_card(script::Sandbox& sb, const std::string& lua, const std::string& file);

// Loads every card file under each path (a file or a folder, searched recursively, in
// name order): *.lua card scripts, and *.card files when the card language is built in.
// Problems are appended to `errors`; cards that load are added to `lib`.
void load_cards(CardLibrary& lib, const std::vector<std::string>& paths, std::vector<LoadError>& errors);

// The built-in sets: scripts/cards under the source tree (or $DM_SCRIPTS/cards).
std::string scripts_dir();
std::shared_ptr<CardLibrary> builtin_library(std::vector<LoadError>& errors);

}  // namespace dm
