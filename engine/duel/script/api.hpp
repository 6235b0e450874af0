#pragma once
// The hero API table `g` (docs/hero-api.md): queries of the game, and effects that change it
// through the rules' own steps (damage as instances of the shared calculation, tokens within
// their stack limits, every random number from the state's Chance), each narrated in the log.
// Internal to dm_duel.
#include <lua.hpp>
#include <string>

#include "engine/duel/rules.hpp"

namespace dm::duel {

// The call running now, for the API's functions: set around every call of a hero function.
struct ScriptCall {
  Steps* st = nullptr;
  PlayerId owner = kNone;      // whose hero's script runs (`g.me`)
  const std::string* label = nullptr;  // its ability, card, status or reaction
  bool query = false;          // a condition: effects are refused
};
ScriptCall*& current_script_call();

// Pushes the read-only proxy scripts see as `g` (its `me` is the running call's owner).
void push_api(lua_State* L);

}  // namespace dm::duel
