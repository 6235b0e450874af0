// The Python module `dicemasters` (docs/python.md): the engine's games, agents and
// simulations for Python programs and notebooks.
#include <pybind11/pybind11.h>

#include "dm/version.hpp"
#include "python/bindings.hpp"

namespace dm::py {

pyb::object json_value(const std::string& text) {
  return pyb::module_::import("json").attr("loads")(text);
}

namespace {
// Engine locks this thread holds now: a thread inside a call (in a log callback) never waits.
thread_local int t_held = 0;
}  // namespace

Hold::Hold(EngineLock& lock, const char* what) : lock_(lock) {
  const std::thread::id me = std::this_thread::get_id();
  if (lock.owner.load() == me)
    throw EngineBusy(std::string(what) + " is in use by a call that has not returned (a log callback using a game of the "
                                         "same format or cards, or an agent choosing for it): wait until that call returns");
  if (!lock.mutex.try_lock()) {
    if (t_held > 0)
      throw EngineBusy(std::string(what) + " is in use by another thread, and this call comes from inside another call "
                                           "(a log callback): waiting could deadlock");
    pyb::gil_scoped_release unlocked;  // the other thread may need the interpreter to finish
    lock.mutex.lock();
  }
  lock.owner.store(me);
  ++t_held;
}

Hold::~Hold() {
  --t_held;
  lock_.owner.store(std::thread::id{});
  lock_.mutex.unlock();
}

}  // namespace dm::py

PYBIND11_MODULE(dicemasters, m) {
  m.doc() = "A rules engine for dice games: formats, games, agents and simulations of every game it hosts";
  m.attr("__version__") = dm::version();
  pybind11::register_exception<dm::py::EngineBusy>(m, "EngineBusy", PyExc_RuntimeError);
  dm::py::bind_content(m);
  dm::py::bind_game(m);
  dm::py::bind_agents(m);
  dm::py::bind_sim(m);
  dm::py::bind_extras(m);
}
