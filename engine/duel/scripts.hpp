#pragma once
// The hero duel's scripts in the sandbox: the declaration words (`hero`, `status`, `ability`,
// `defence`, `card`) that stamp each declaration with its line, and the readers of what the
// scripts return. Internal to dm_duel.
#include <lua.hpp>
#include <string>
#include <vector>

#include "dm/duel.hpp"

namespace dm::duel {

// The hero table on top of the stack (plain data) into `c.heroes` and `c.statuses`.
void read_hero(lua_State* L, const std::string& file, Content& c);

}  // namespace dm::duel
