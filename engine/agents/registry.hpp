#pragma once
// The table of agents make_agent knows. Adding an agent: one file defining its factory, and
// one line in registry.cpp. Internal to dm_agents.
#include <cstdint>
#include <memory>
#include <string>

#include "dm/agent.hpp"

namespace dm::agents {

// Makes one agent from its spec and seed; throws std::invalid_argument for bad parameters.
using Factory = std::unique_ptr<Agent> (*)(const AgentSpec& spec, std::uint64_t seed);

// A parameter of a spec as a number in [lo, hi], or `fallback` when absent; throws
// std::invalid_argument naming the agent and parameter otherwise.
long long param_int(const AgentSpec& spec, const std::string& key, long long fallback, long long lo, long long hi);
// Throws std::invalid_argument when the spec has a parameter not in `known` (comma-separated).
void check_params(const AgentSpec& spec, const std::string& known);

std::unique_ptr<Agent> make_random(const AgentSpec& spec, std::uint64_t seed);
std::unique_ptr<Agent> make_greedy(const AgentSpec& spec, std::uint64_t seed);
std::unique_ptr<Agent> make_heuristic(const AgentSpec& spec, std::uint64_t seed);
std::unique_ptr<Agent> make_stdio(const AgentSpec& spec, std::uint64_t seed);
std::unique_ptr<Agent> make_mcts(const AgentSpec& spec, std::uint64_t seed);

}  // namespace dm::agents
