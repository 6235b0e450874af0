#pragma once
// Dice Masters' own players (docs/agents.md): greedy, heuristic, the greedy drafter and the
// tree search's hooks. Internal to engine/masters/.
#include <cstdint>
#include <memory>
#include <string_view>

#include "dm/agent.hpp"
#include "dm/game.hpp"
#include "engine/agents/agent_makers.hpp"

namespace dm::agents {

// The Dice Masters game an agent of that game was given; throws std::invalid_argument when the
// match is of another game (the registry never gives such an agent another game's match).
const Game& dice_masters(const Match& m);

std::unique_ptr<Agent> make_greedy(const AgentSpec& spec, std::uint64_t seed, std::string_view game);     // greedy.cpp
std::unique_ptr<Agent> make_heuristic(const AgentSpec& spec, std::uint64_t seed, std::string_view game);  // heuristic.cpp
const SearchHooks& dice_masters_search();                                                                  // search_dice_masters.cpp

// A rough worth of a card for drafting, from its printed numbers alone (docs/agents.md): for
// a character, the mean over its character faces of attack + defense - fielding cost; for an
// action card 2; plus 1.5 for each ability; all scaled by 4 / (purchase cost + 2), so cheap
// cards of the same strength rate higher. Higher is better; about 0 to 10 for the starters.
double card_value(const CardDef& card);
// The greedy drafter's pick at a draft decision (agents that do not draft on their own use it).
int greedy_draft_choice(const Game& g);

}  // namespace dm::agents
