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

// A format as Python holds it: the script loaded once into its game's table, shared with the
// games it starts (`lock` keeps the table, and the Lua state it holds, to one call at a time).
struct PyFormat {
  std::string game;                    // the game the format sets up (dm/games.hpp)
  std::shared_ptr<Table> table;        // the format opened (shared with the games it starts)
  std::shared_ptr<EngineLock> lock = std::make_shared<EngineLock>();
  std::string name;                    // as given (a name or a path): simulate() loads it again by this
  FormatOptions options;               // as it was loaded
  std::vector<std::string> content;    // the game's own content files beside its built-in ones (cards)
  pyb::object library = pyb::none();   // the Library it was given (a card game's cards), or None
};

// What a game adds to the module beyond the shared Format, Game, Agent and simulate (a card
// game's Library): each game's extras register their binder from their own folder
// (engine/<game>/python/), built into the module.
struct PythonExtras {
  explicit PythonExtras(void (*bind)(pyb::module_& m));
};
void bind_extras(pyb::module_& m);

// JSON text as Python values (dicts, lists, numbers, strings), through the json module.
pyb::object json_value(const std::string& text);

void bind_content(pyb::module_& m);
void bind_game(pyb::module_& m);
void bind_agents(pyb::module_& m);
void bind_sim(pyb::module_& m);

}  // namespace dm::py
