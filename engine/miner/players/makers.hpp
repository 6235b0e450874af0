#pragma once
// Dice Miner's own players, each in its file, and the search hooks; players.cpp lists them.
// Internal to dm_miner.
#include <cstdint>
#include <memory>
#include <string_view>

#include "engine/agents/agent_makers.hpp"

namespace dm::agents {

std::unique_ptr<Agent> make_miner_greedy(const AgentSpec& spec, std::uint64_t seed, std::string_view game);        // greedy.cpp
std::unique_ptr<Agent> make_miner_heuristic(const AgentSpec& spec, std::uint64_t seed, std::string_view game);     // heuristic.cpp
std::unique_ptr<Agent> make_miner_heuristic_v1(const AgentSpec& spec, std::uint64_t seed, std::string_view game);  // heuristic_v1.cpp
const SearchHooks& miner_search_hooks();                                                                            // search.cpp

}  // namespace dm::agents
