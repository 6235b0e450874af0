// dicemasters.Agent: the built-in agents (random, greedy, heuristic, mcts, stdio) choosing
// for a game, and the seeds every way of running a game gives them.
#include <pybind11/stl.h>

#include "dm/agent.hpp"
#include "dm/rng.hpp"
#include "python/game.hpp"

namespace dm::py {

namespace {

struct PyAgent {
  std::string spec;
  std::unique_ptr<Agent> agent;
};

}  // namespace

void bind_agents(pyb::module_& m) {
  pyb::class_<PyAgent>(m, "Agent", "A built-in agent, made from its spec as `dice --agents` takes it")
      .def(pyb::init([](const std::string& spec, std::uint64_t seed) {
        if (spec == "human") throw pyb::value_error("the human agent plays at the dice CLI's terminal only");
        return PyAgent{spec, make_agent(spec, seed)};  // std::invalid_argument: ValueError
      }), pyb::arg("spec"), pyb::arg("seed"),
           "\"random\", \"greedy\", \"heuristic\", \"mcts:iters=50\", \"stdio:CMD\"; with its own seed "
           "(seat_seed(game_seed, seat) is what dice play and dice sim give)")
      .def_property_readonly("spec", [](const PyAgent& a) { return a.spec; })
      .def_property_readonly("name", [](const PyAgent& a) { return a.agent->name(); })
      .def("choose", [](PyAgent& a, const PyGame& g) {
        if (g.game().over()) throw pyb::value_error("the game is over: there is nothing to choose");
        return a.agent->choose(g.game());
      }, pyb::arg("game"), "The index of an option of the game's pending decision")
      .def("__repr__", [](const PyAgent& a) { return "<dicemasters.Agent " + a.spec + ">"; });

  m.def("agents", [] {
    pyb::list out;
    for (const auto& a : agent_list()) {
      pyb::dict d;
      d["name"] = a.name;
      d["summary"] = a.summary;
      out.append(d);
    }
    return out;
  }, "The built-in agents: name and how each plays");
  m.def("seat_seed", &seat_seed, pyb::arg("game_seed"), pyb::arg("seat"),
        "The seed dice play and dice sim give the agent at `seat` of the game played with `game_seed`");
  m.def("derive_seed", &derive_seed, pyb::arg("base"), pyb::arg("index"),
        "The seed of game `index` of a dice sim run with seed `base`");
}

}  // namespace dm::py
