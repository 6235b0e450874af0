#pragma once
// What the hero duel's players share (players.cpp, heuristic.cpp). Internal to dm_duel.
#include <cstdint>
#include <memory>
#include <string_view>

#include "dm/agent.hpp"
#include "dm/duel.hpp"

namespace dm::agents {

// The duel match an agent of this game was given; throws std::invalid_argument otherwise.
const duel::DuelMatch& duel_of(const Match& m);

std::unique_ptr<Agent> make_duel_greedy(const AgentSpec& spec, std::uint64_t seed, std::string_view game);     // players.cpp
std::unique_ptr<Agent> make_duel_heuristic(const AgentSpec& spec, std::uint64_t seed, std::string_view game);  // heuristic.cpp

}  // namespace dm::agents
