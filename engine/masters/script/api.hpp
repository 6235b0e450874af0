#pragma once
// The functions card scripts call (the table `g`): queries and effects over the running
// game, by integer die ids and player indexes. See docs/card-api.md.
#include <lua.hpp>

#include "dm/runtime.hpp"

namespace dm::api {

// Which game and ability a script call runs for; set around every call from the kernel.
struct Context {
  Game* game = nullptr;
  bool read_only = true;
  const AbilityCall* call = nullptr;
};
Context& current();

class Scope {
 public:
  Scope(const Game& g, const AbilityCall& c, bool read_only);
  ~Scope();

 private:
  Context saved_;
};

// Pushes a new table holding every API function.
void push_api(lua_State* L);

}  // namespace dm::api
