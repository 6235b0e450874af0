// dicemasters.Agent: the built-in agents (random, greedy, heuristic, mcts, stdio) choosing
// for a game, and the seeds every way of running a game gives them.
#include <pybind11/stl.h>

#include "dm/agent.hpp"
#include "dm/rng.hpp"
#include "python/game.hpp"

namespace dm::py {

namespace {

// An agent plays one game at a time; it is made for the game of the first match it is given
// (each game has its own "greedy"), and made again, with its seed, for a match of another game.
struct PyAgent {
  std::string spec;
  std::uint64_t seed = 0;
  std::string game;
  std::unique_ptr<Agent> agent;
  std::shared_ptr<EngineLock> lock = std::make_shared<EngineLock>();  // one choice at a time
  Agent& for_game(const std::string& g) {
    if (!agent || game != g) {
      agent = make_agent(spec, seed, g);
      game = g;
    }
    return *agent;
  }
};

}  // namespace

void bind_agents(pyb::module_& m) {
  pyb::class_<PyAgent>(m, "Agent", "A built-in agent, made from its spec as `dice --agents` takes it")
      .def(pyb::init([](const std::string& spec, std::uint64_t seed, const std::string& game) {
        if (spec == "human") throw pyb::value_error("the human agent plays at the dice CLI's terminal only");
        PyAgent a{spec, seed, "", nullptr, std::make_shared<EngineLock>()};
        a.for_game(game);  // std::invalid_argument: ValueError
        return a;
      }), pyb::arg("spec"), pyb::arg("seed"), pyb::arg("game") = default_game(),
           "\"random\", \"greedy\", \"heuristic\", \"mcts:iters=50\", \"stdio:CMD\"; with its own seed "
           "(seat_seed(game_seed, seat) is what dice play and dice sim give), for `game` (it follows the game of "
           "the matches it is given)")
      .def_property_readonly("spec", [](const PyAgent& a) { return a.spec; })
      .def_property_readonly("name", [](const PyAgent& a) {
        const Hold hold(*a.lock, "this agent");
        return a.agent->name();
      })
      .def("choose", [](PyAgent& a, PyGame& g) {
        const Hold agent(*a.lock, "this agent");
        const Hold game(g.lock(), "this game");
        if (g.match().over()) throw pyb::value_error("the game is over: there is nothing to choose");
        int choice = 0;
        {
          // Without the interpreter lock: a search, or a stdio agent waiting for its program
          // (up to its time limit), leaves other Python threads running.
          pyb::gil_scoped_release unlocked;
          choice = a.for_game(g.match().game_name()).choose(g.match());
        }
        g.raise_log_error();
        return choice;
      }, pyb::arg("game"), "The index of an option of the game's pending decision")
      .def("__repr__", [](const PyAgent& a) { return "<dicemasters.Agent " + a.spec + ">"; });

  m.def("agents", [] {
    pyb::list out;
    for (const auto& a : agent_list()) {
      pyb::dict d;
      d["name"] = a.name;
      d["summary"] = a.summary;
      d["games"] = a.games;
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
