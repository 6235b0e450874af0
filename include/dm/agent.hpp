#pragma once
// Players that are programs: they look at the pending decision and pick an option. Public API.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "dm/match.hpp"

namespace dm {

class Agent {
 public:
  virtual ~Agent() = default;
  virtual std::string name() const = 0;
  // Index of an option of the pending decision. An agent may look only at what the deciding
  // player may see: Match::observation gives a search agent a game with the hidden parts sampled.
  virtual int choose(const Match& m) = 0;
};

// An agent as written on a command line: a name and parameters, "mcts:iters=400:ms=50", or
// "stdio:python3 agent.py" (for stdio, everything after the first colon is the command).
struct AgentSpec {
  std::string name;
  std::map<std::string, std::string> params;  // name=value pairs, each after a colon
  std::string rest;                           // the text after the colon, as written
  static AgentSpec parse(const std::string& text);
};

// Makes an agent from its spec ("random", "greedy", "heuristic", "mcts:iters=400", ...) with
// its own seed, to play `game` (a name of dm/games.hpp: "greedy" plays each game its own way).
// Throws std::invalid_argument naming the problem for an unknown agent, an agent that does not
// play that game, or a bad parameter (listing the agents or parameters there are).
std::unique_ptr<Agent> make_agent(const std::string& spec, std::uint64_t seed, std::string_view game);
// The same for the game of a format that names none (dm/games.hpp, default_game).
std::unique_ptr<Agent> make_agent(const std::string& spec, std::uint64_t seed);

// The seed of the agent at `seat` in the game played with `game_seed`: every way of running
// a game gives its agents these, so a game replays the same wherever it is run.
std::uint64_t seat_seed(std::uint64_t game_seed, std::uint64_t seat);

// The registered agents: name and one line on how it plays (`dice agents` lists them).
struct AgentInfo {
  std::string name;
  std::string summary;
  std::vector<std::string> games;  // the games it plays (empty: every game)
};
std::vector<AgentInfo> agent_list();

// Ends (SIGKILL) the process group of every stdio agent still running: at exit this happens by
// itself; a program that dies of a signal calls it from the handler (it is async-signal-safe).
// An agent's group otherwise ends with the agent, whatever the programs in it do.
void end_agent_processes() noexcept;

}  // namespace dm
