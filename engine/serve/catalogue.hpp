#pragma once
// What `dice serve` offers to play: the formats of the data folder (each with its game, its
// options and their ranges) and the agents that may take a seat, read once as the server starts.
#include <nlohmann/json.hpp>
#include <string>

#include "dm/games.hpp"

namespace dm::serve {

// GET /api/formats: {"games": [...], "formats": [...], "agents": [...]}.
const nlohmann::json& catalogue();

// The script of the data folder's format called `name` (a name only: a path is never looked
// up), or "" when there is none.
std::string format_file(const std::string& name);

// Whether an agent may take a seat on the server: any agent but one that runs a program of the
// request's choosing (stdio:CMD).
bool served_agent(const std::string& spec);

}  // namespace dm::serve
