#pragma once
// A person at the terminal as an agent: the prompt and every option, answered by number or key.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "dm/agent.hpp"

namespace dm::cli {

std::unique_ptr<Agent> make_human_agent();

// What a person's choose() returns for "undo": back to before their own last answer. Only the
// play loop (play.cpp) takes it; it is never an option.
inline constexpr int kUndoAnswer = -2;

// The agent for one seat: "human", or any spec make_agent knows. Throws
// std::invalid_argument naming the problem.
std::unique_ptr<Agent> make_seat_agent(const std::string& spec, std::uint64_t seed, std::string_view game);

}  // namespace dm::cli
