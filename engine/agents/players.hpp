#pragma once
// What a game brings to the agents: players of its own (greedy, heuristic) and the hooks the
// tree search asks of it. The shared agents (random, stdio, mcts) play every game; a game's
// own are found by name in its GamePlayers, which the game's module gives (engine/module/).
// Internal to dm_agents and the games.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "dm/agent.hpp"
#include "engine/agents/search_hooks.hpp"

namespace dm::agents {

// Makes one agent from its spec and seed, for the game named; throws std::invalid_argument
// for bad parameters.
using Factory = std::unique_ptr<Agent> (*)(const AgentSpec& spec, std::uint64_t seed, std::string_view game);

// One of a game's own agents: `greedy` means each game's own habits.
struct GameAgent {
  const char* name;     // as --agents takes it
  const char* summary;  // how it plays this game, one line
  Factory make;
};

struct GamePlayers {
  std::vector<GameAgent> agents;  // the game's own, by name
  SearchHooks search;             // what mcts asks of the game
};

// The players of a game with none of its own: the shared agents, every decision searched,
// positions judged by their outcome only.
const GamePlayers& plain_players();

// Makes an agent for the game whose players are `players`: one of its own, or a shared one.
// Throws std::invalid_argument naming the problem: an unknown agent (listing those there are),
// one this game doesn't have (naming the games that have it, `known_elsewhere`), a bad parameter.
std::unique_ptr<Agent> make_for(const GamePlayers& players, const AgentSpec& spec, std::uint64_t seed, std::string_view game,
                                const std::string& known_elsewhere = "");

// The shared agents, name and summary, in the order `dice agents list` shows them.
struct SharedAgent {
  const char* name;
  const char* summary;
};
const std::vector<SharedAgent>& shared_agents();

}  // namespace dm::agents
