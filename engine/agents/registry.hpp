#pragma once
// The table of agents make_agent knows. Adding an agent: one file defining its factory, and
// one line in registry.cpp. Internal to dm_agents.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "dm/agent.hpp"
#include "dm/game.hpp"

namespace dm::agents {

// The Dice Masters game an agent of that game was given; throws std::invalid_argument when the
// match is of another game (the registry never gives such an agent another game's match).
const Game& dice_masters(const Match& m);

// Makes one agent from its spec and seed, for the game named; throws std::invalid_argument
// for bad parameters.
using Factory = std::unique_ptr<Agent> (*)(const AgentSpec& spec, std::uint64_t seed, std::string_view game);

// A parameter of a spec as a number in [lo, hi], or `fallback` when absent; throws
// std::invalid_argument naming the agent and parameter otherwise.
long long param_int(const AgentSpec& spec, const std::string& key, long long fallback, long long lo, long long hi);
// Throws std::invalid_argument when the spec has a parameter not in `known` (comma-separated).
void check_params(const AgentSpec& spec, const std::string& known);

// Any game.
std::unique_ptr<Agent> make_random(const AgentSpec& spec, std::uint64_t seed, std::string_view game);
std::unique_ptr<Agent> make_stdio(const AgentSpec& spec, std::uint64_t seed, std::string_view game);
std::unique_ptr<Agent> make_mcts(const AgentSpec& spec, std::uint64_t seed, std::string_view game);
// Dice Masters.
std::unique_ptr<Agent> make_greedy(const AgentSpec& spec, std::uint64_t seed, std::string_view game);
std::unique_ptr<Agent> make_heuristic(const AgentSpec& spec, std::uint64_t seed, std::string_view game);
// Dice Miner (miner_players.cpp): greedy takes what scores most at once; heuristic plans.
std::unique_ptr<Agent> make_miner_greedy(const AgentSpec& spec, std::uint64_t seed, std::string_view game);
std::unique_ptr<Agent> make_miner_heuristic(const AgentSpec& spec, std::uint64_t seed, std::string_view game);
// The hero duel (duel_players.cpp): greedy chases combinations and plays every modifier it can.
std::unique_ptr<Agent> make_duel_greedy(const AgentSpec& spec, std::uint64_t seed, std::string_view game);

}  // namespace dm::agents
