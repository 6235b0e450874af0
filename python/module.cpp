// The Python module `dicemasters` (docs/python.md): the engine's games, agents and
// simulations for Python programs and notebooks.
#include <pybind11/pybind11.h>

#include "dm/version.hpp"
#include "python/bindings.hpp"

namespace dm::py {

pyb::object json_value(const std::string& text) {
  return pyb::module_::import("json").attr("loads")(text);
}

}  // namespace dm::py

PYBIND11_MODULE(dicemasters, m) {
  m.doc() = "Marvel Dice Masters rules engine: formats, games, agents and simulations";
  m.attr("__version__") = dm::version();
  dm::py::bind_content(m);
  dm::py::bind_game(m);
  dm::py::bind_agents(m);
  dm::py::bind_sim(m);
}
