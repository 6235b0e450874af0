#pragma once
// Shared by the subcommands: loading the card library with clear errors.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "dm/content.hpp"

namespace dm::cli {

// Built-in sets plus any extra files or folders; prints every problem and returns null on any.
inline std::shared_ptr<CardLibrary> load_library(const std::vector<std::string>& extra) {
  std::vector<LoadError> errors;
  auto lib = builtin_library(errors);
  load_cards(*lib, extra, errors);
  for (const auto& e : errors) std::cerr << "error: " << e.text() << "\n";
  if (!errors.empty()) return nullptr;
  return lib;
}

}  // namespace dm::cli
