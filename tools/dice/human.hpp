#pragma once
// A person at the terminal as an agent: the prompt and every option, answered by number or key.
#include <memory>

#include "dm/agent.hpp"

namespace dm::cli {

std::unique_ptr<Agent> make_human_agent();

}  // namespace dm::cli
