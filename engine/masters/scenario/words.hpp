#pragma once
// Dice Masters' words in scenario files: zones and decision kinds as a file names them.
#include <optional>
#include <string>

#include "dm/decision.hpp"
#include "dm/types.hpp"
#include "engine/scenario/values.hpp"

namespace dm::scenario {

std::optional<Zone> zone_named(const std::string& text);
inline constexpr const char* kZoneList = "bag, prep, reserve, field, attack, out_of_play, used, supply, captured";

std::optional<DecisionKind> decision_named(const std::string& s);

}  // namespace dm::scenario
