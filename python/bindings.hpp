#pragma once
// What the parts of the Python module share: the content a game is made from, JSON text into
// Python values, and the registration function of each part.
#include <pybind11/pybind11.h>

#include <memory>
#include <string>

#include "dm/content.hpp"
#include "dm/games.hpp"

namespace dm::py {

namespace pyb = pybind11;

// A card library with the Lua runtime that plays its cards, made when the first game needs
// it. Every game made from the same content shares the runtime: Python calls into the engine
// hold the interpreter lock, so they never run on two threads at once.
struct Content {
  std::shared_ptr<const CardLibrary> library;
  std::shared_ptr<AbilityRuntime> runtime();

 private:
  std::shared_ptr<AbilityRuntime> runtime_;
};

// The built-in sets, the card files the format names (when `format` is given) and `extra`
// files or folders; raises ValueError with every problem.
std::shared_ptr<Content> load_content(const std::vector<std::string>& extra, bool builtin, const std::string& format);

// A format as Python holds it: the script loaded once, with the content its games use. A
// Dice Masters format keeps its Format and card content; another game's, its table.
struct PyFormat {
  std::string game = "dice-masters";  // the game the format sets up (dm/games.hpp)
  std::shared_ptr<Content> content;   // Dice Masters: the cards
  std::unique_ptr<Format> format;     // Dice Masters: the format
  std::shared_ptr<Table> table;       // another game: its table (shared with the games it starts)
  std::string name;     // as given (a name or a path): simulate() loads it again by this
  FormatOptions options;  // as it was loaded (sets resolved to ids)
};

// JSON text as Python values (dicts, lists, numbers, strings), through the json module.
pyb::object json_value(const std::string& text);

void bind_content(pyb::module_& m);
void bind_game(pyb::module_& m);
void bind_agents(pyb::module_& m);
void bind_sim(pyb::module_& m);

}  // namespace dm::py
