#pragma once
// The shared agents' makers and the helpers every agent's maker uses. Internal to dm_agents
// and the games' own players.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "dm/agent.hpp"
#include "engine/agents/players.hpp"

namespace dm::agents {

// A parameter of a spec as a number in [lo, hi], or `fallback` when absent; throws
// std::invalid_argument naming the agent and parameter otherwise.
long long param_int(const AgentSpec& spec, const std::string& key, long long fallback, long long lo, long long hi);
// Throws std::invalid_argument when the spec has a parameter not in `known` (comma-separated).
void check_params(const AgentSpec& spec, const std::string& known);

// Any game.
std::unique_ptr<Agent> make_random(const AgentSpec& spec, std::uint64_t seed, std::string_view game);
std::unique_ptr<Agent> make_stdio(const AgentSpec& spec, std::uint64_t seed, std::string_view game);
// The tree search over the game's hooks, standing on its players.
std::unique_ptr<Agent> make_mcts(const AgentSpec& spec, std::uint64_t seed, std::string_view game, const GamePlayers& players);

}  // namespace dm::agents
