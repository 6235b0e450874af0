#pragma once
// What the parts of the Python module share: the content a game is made from, JSON text into
// Python values, and the registration function of each part.
#include <pybind11/pybind11.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>

#include "dm/content.hpp"
#include "dm/games.hpp"

namespace dm::py {

namespace pyb = pybind11;

// What one call into the engine holds so that nothing else uses the same Lua states meanwhile:
// the games made from one content (its runtime, its formats' scripts), or one agent. A second
// call from the same thread (a log callback applying to a game of the same content) raises
// EngineBusy; a call from another thread waits, without the interpreter lock, for the first
// to finish, unless that thread is itself inside a call (it raises instead of risking a
// deadlock).
struct EngineLock {
  std::mutex mutex;
  std::atomic<std::thread::id> owner{};
};

class Hold {
 public:
  // `what` names what is busy in the exception ("this game", "this agent").
  Hold(EngineLock& lock, const char* what);
  ~Hold();
  Hold(const Hold&) = delete;
  Hold& operator=(const Hold&) = delete;

 private:
  EngineLock& lock_;
};

// Raised by a call that would use a game or an agent while it is in use (dicemasters.EngineBusy,
// a RuntimeError).
struct EngineBusy : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A card library with the Lua runtime that plays its cards, made when the first game needs
// it. Every game made from the same content shares the runtime, and every format loaded over it
// its library: `lock` keeps them to one call at a time.
struct Content {
  std::shared_ptr<const CardLibrary> library;
  std::shared_ptr<AbilityRuntime> runtime();
  std::shared_ptr<EngineLock> lock = std::make_shared<EngineLock>();

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
  std::shared_ptr<EngineLock> table_lock = std::make_shared<EngineLock>();  // another game: its table's calls
  // What a call on the format or its games holds.
  const std::shared_ptr<EngineLock>& lock() const { return content ? content->lock : table_lock; }
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
