#include "engine/script/host.hpp"

#include <lua.hpp>
#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include "engine/game.hpp"
#include "engine/script/api.hpp"

namespace dm {

ScriptEngine::ScriptEngine(std::shared_ptr<const CardLibrary> library, script::Limits limits)
    : library_(std::move(library)), sandbox_(std::make_unique<script::Sandbox>(limits)) {
  lua_State* L = sandbox_->L();
  // Scripts see `g` through a read-only proxy: one game can't rewire another's API.
  api::push_api(L);
  int real = lua_gettop(L);
  lua_newtable(L);                // proxy
  lua_newtable(L);                // its metatable
  lua_pushvalue(L, real);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, [](lua_State* L2) -> int { return luaL_error(L2, "the game API table is read-only"); });
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  sandbox_->add_global("g");
  lua_pop(L, 1);  // the real table stays reachable through the proxy's metatable
  // math.random in a card draws from the running game's own generator.
  sandbox_->set_random([](std::uint64_t bound) -> std::uint64_t {
    Game* g = api::current().game;
    if (!g) throw std::runtime_error("math.random is only available while a game runs");
    return g->mutable_state().rng.below(bound);
  });
  chunks_.reserve(static_cast<std::size_t>(library_->size()));
  for (int i = 0; i < library_->size(); ++i)
    chunks_.push_back(sandbox_->compile(library_->source(i).lua, library_->source(i).file));
}

ScriptEngine::~ScriptEngine() = default;

ScriptHost::ScriptHost(std::shared_ptr<ScriptEngine> engine) : engine_(std::move(engine)) {
  env_ = engine_->sandbox().new_env();
  card_tables_.assign(static_cast<std::size_t>(engine_->library()->size()), LUA_NOREF);
}

ScriptHost::~ScriptHost() {
  auto& sb = engine_->sandbox();
  for (int r : card_tables_)
    if (r != LUA_NOREF) sb.unref(r);
  sb.unref(env_);
}

void ScriptHost::fail(const Game& g, const ScriptCall& c, const std::string& what) {
  auto& s = const_cast<Game&>(g).mutable_state();
  ++s.script_errors;
  std::string card = c.card >= 0 ? s.def(c.card).name() : "?";
  spdlog::warn("script error in {} (ability {}): {}", card, c.ability + 1, what);
  if (g.logging())
    const_cast<Game&>(g).log(nlohmann::json{{"type", "script_error"}, {"card", card}, {"ability", c.ability + 1}, {"message", what}});
}

bool ScriptHost::push_fn(const Game& g, const ScriptCall& c, const char* fn) {
  auto& sb = engine_->sandbox();
  lua_State* L = sb.L();
  const int def = g.state().cards[c.card].def;
  int& table = card_tables_[static_cast<std::size_t>(def)];
  if (table == LUA_NOREF) {
    // This game's own copy of the card: its script runs again in this game's environment.
    sb.run_chunk(engine_->chunk(def), env_, 1);
    table = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, table);
  lua_getfield(L, -1, "abilities");
  if (!lua_istable(L, -1)) {
    lua_pop(L, 2);
    return false;
  }
  lua_rawgeti(L, -1, c.ability + 1);
  if (!lua_istable(L, -1)) {
    lua_pop(L, 3);
    return false;
  }
  lua_getfield(L, -1, fn);
  if (!lua_isfunction(L, -1)) {
    lua_pop(L, 4);
    return false;
  }
  lua_replace(L, -4);  // function where the card table was
  lua_pop(L, 2);
  return true;
}

namespace {
void push_ints(lua_State* L, const std::vector<int>* v) {
  lua_createtable(L, v ? static_cast<int>(v->size()) : 0, 0);
  if (!v) return;
  for (std::size_t i = 0; i < v->size(); ++i) {
    lua_pushinteger(L, (*v)[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}
void set_int(lua_State* L, const char* k, int v) {
  if (v == kNone) return;
  lua_pushinteger(L, v);
  lua_setfield(L, -2, k);
}
}  // namespace

// `g` and a small `self` ({die, card, player}) for the read-only callbacks.
void ScriptHost::push_g_and_self(lua_State* L, const ScriptCall& c) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, env_);
  lua_getfield(L, -1, "g");
  lua_remove(L, -2);
  lua_createtable(L, 0, 4);
  set_int(L, "die", c.die);
  set_int(L, "card", c.card);
  set_int(L, "player", c.player);
}

void ScriptHost::push_call_args(const Game& g, const ScriptCall& c) {
  lua_State* L = engine_->sandbox().L();
  lua_rawgeti(L, LUA_REGISTRYINDEX, env_);
  lua_getfield(L, -1, "g");
  lua_remove(L, -2);
  lua_createtable(L, 0, 6);
  set_int(L, "die", c.die);
  set_int(L, "card", c.card);
  set_int(L, "player", c.player);
  lua_pushinteger(L, c.bursts);
  lua_setfield(L, -2, "bursts");
  lua_pushinteger(L, c.times);
  lua_setfield(L, -2, "times");
  push_ints(L, c.memo);
  lua_setfield(L, -2, "memo");
  lua_createtable(L, 0, 6);
  if (c.ev) {
    lua_pushstring(L, std::string(to_string(c.ev->kind)).c_str());
    lua_setfield(L, -2, "kind");
    set_int(L, "die", c.ev->die);
    set_int(L, "player", c.ev->player);
    lua_pushinteger(L, c.ev->amount);
    lua_setfield(L, -2, "amount");
    set_int(L, "source", c.ev->source);
    lua_pushboolean(L, c.ev->combat);
    lua_setfield(L, -2, "combat");
    if (c.ev->role) {
      lua_pushstring(L, c.ev->role == 1 ? "attacking" : "blocking");
      lua_setfield(L, -2, "role");
    }
    set_int(L, "cause", c.ev->cause);
  }
  push_ints(L, c.targets);
}

FollowUp ScriptHost::effect(Game& g, const ScriptCall& c, const std::string& fn) {
  FollowUp f;
  auto& sb = engine_->sandbox();
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  try {
    if (!push_fn(g, c, fn.c_str())) {
      if (fn != "effect") fail(g, c, "no function '" + fn + "' to continue with");
      return f;
    }
    push_call_args(g, c);
    {
      // While it runs, what it does is caused by its user (Aftershock looks at this).
      auto& st = g.mutable_state();
      struct Cause {
        GameState& s;
        PlayerId saved;
        ~Cause() { s.cause = saved; }
      } cause{st, st.cause};
      st.cause = c.player;
      api::Scope scope(g, c, false);
      sb.call(4, 1);
    }
    if (lua_istable(L, -1)) {
      lua_getfield(L, -1, "next");
      if (lua_isstring(L, -1)) f.next = lua_tostring(L, -1);
      lua_pop(L, 1);
      lua_getfield(L, -1, "prompt");
      if (lua_isstring(L, -1)) f.prompt = lua_tostring(L, -1);
      lua_pop(L, 1);
      lua_getfield(L, -1, "memo");
      if (lua_istable(L, -1)) {
        lua_Integer n = luaL_len(L, -1);
        for (lua_Integer i = 1; i <= n; ++i) {
          lua_rawgeti(L, -1, i);
          f.memo.push_back(static_cast<int>(lua_tointeger(L, -1)));
          lua_pop(L, 1);
        }
      }
      lua_pop(L, 1);
      lua_getfield(L, -1, "ask");
      const bool ask = lua_toboolean(L, -1);
      lua_pop(L, 1);
      lua_getfield(L, -1, "choose");  // a list of candidate ids the effect computed
      const bool choose = lua_istable(L, -1);
      if (choose) {
        lua_Integer n = luaL_len(L, -1);
        for (lua_Integer i = 1; i <= n; ++i) {
          lua_rawgeti(L, -1, i);
          f.candidates.push_back(static_cast<int>(lua_tointeger(L, -1)));
          lua_pop(L, 1);
        }
      }
      lua_pop(L, 1);
      lua_getfield(L, -1, "optional");
      f.spec.min = lua_toboolean(L, -1) ? 0 : 1;
      lua_pop(L, 1);
      if ((ask || choose) && !f.next.empty()) {
        f.requested = true;
        f.yes_no = ask && !choose;
      } else if (ask || choose) {
        fail(g, c, "a follow-up request needs 'next' (the function to continue with)");
      }
    }
  } catch (const script::ScriptError& e) {
    fail(g, c, e.what());
  }
  lua_settop(L, top);
  return f;
}

std::vector<int> ScriptHost::affects(const Game& g, const ScriptCall& c) {
  auto& sb = engine_->sandbox();
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  std::vector<int> out;
  try {
    if (!push_fn(g, c, "affects")) return out;
    push_call_args(g, c);
    api::Scope scope(g, c, true);
    sb.call(4, 1);
    if (lua_istable(L, -1)) {
      lua_Integer n = luaL_len(L, -1);
      for (lua_Integer i = 1; i <= n; ++i) {
        lua_rawgeti(L, -1, i);
        if (lua_isinteger(L, -1)) out.push_back(static_cast<int>(lua_tointeger(L, -1)));
        lua_pop(L, 1);
      }
    }
  } catch (const script::ScriptError& e) {
    fail(g, c, e.what());
  }
  lua_settop(L, top);
  return out;
}

bool ScriptHost::condition(const Game& g, const ScriptCall& c) {
  auto& sb = engine_->sandbox();
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  bool ok = false;
  try {
    if (!push_fn(g, c, "condition")) return true;
    push_call_args(g, c);
    api::Scope scope(g, c, true);
    sb.call(4, 1);
    ok = lua_toboolean(L, -1);
  } catch (const script::ScriptError& e) {
    fail(g, c, e.what());
  }
  lua_settop(L, top);
  return ok;
}

bool ScriptHost::filter(const Game& g, const ScriptCall& c, int target_index, int candidate) {
  auto& sb = engine_->sandbox();
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  bool ok = false;
  try {
    // The filter of target spec i is targets[i].filter.
    const int def = g.state().cards[c.card].def;
    int& table = card_tables_[static_cast<std::size_t>(def)];
    if (table == LUA_NOREF) {
      sb.run_chunk(engine_->chunk(def), env_, 1);
      table = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, table);
    lua_getfield(L, -1, "abilities");
    lua_rawgeti(L, -1, c.ability + 1);
    lua_getfield(L, -1, "targets");
    lua_rawgeti(L, -1, target_index + 1);
    lua_getfield(L, -1, "filter");
    if (!lua_isfunction(L, -1)) {
      lua_settop(L, top);
      return true;
    }
    lua_replace(L, top + 1);
    lua_settop(L, top + 1);
    push_g_and_self(L, c);
    lua_pushinteger(L, candidate);
    api::Scope scope(g, c, true);
    sb.call(3, 1);
    ok = lua_toboolean(L, -1);
  } catch (const script::ScriptError& e) {
    fail(g, c, e.what());
  }
  lua_settop(L, top);
  return ok;
}

std::pair<int, int> ScriptHost::stat(const Game& g, const ScriptCall& c, DieId subject) {
  auto& sb = engine_->sandbox();
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  std::pair<int, int> out{0, 0};
  try {
    if (!push_fn(g, c, "stat")) return out;
    push_g_and_self(L, c);
    lua_pushinteger(L, subject);
    api::Scope scope(g, c, true);
    sb.call(3, 2);
    out.first = static_cast<int>(lua_tointeger(L, -2));
    out.second = static_cast<int>(lua_tointeger(L, -1));
  } catch (const script::ScriptError& e) {
    fail(g, c, e.what());
  }
  lua_settop(L, top);
  return out;
}

bool ScriptHost::forbids(const Game& g, const ScriptCall& c, const char* what, int a, int b) {
  auto& sb = engine_->sandbox();
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  bool out = false;
  try {
    if (!push_fn(g, c, "restrict")) return false;
    push_g_and_self(L, c);
    lua_pushstring(L, what);
    lua_pushinteger(L, a);
    lua_pushinteger(L, b);
    api::Scope scope(g, c, true);
    sb.call(5, 1);
    out = lua_toboolean(L, -1);
  } catch (const script::ScriptError& e) {
    fail(g, c, e.what());
  }
  lua_settop(L, top);
  return out;
}

int ScriptHost::prevent(const Game& g, const ScriptCall& c, DieId target, int amount, DieId source, bool combat,
                        bool action) {
  auto& sb = engine_->sandbox();
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  int out = amount;
  try {
    if (!push_fn(g, c, "prevent")) return amount;
    push_g_and_self(L, c);
    lua_createtable(L, 0, 5);
    set_int(L, "target", target);
    lua_pushinteger(L, amount);
    lua_setfield(L, -2, "amount");
    set_int(L, "source", source);
    lua_pushboolean(L, combat);
    lua_setfield(L, -2, "combat");
    lua_pushboolean(L, action);
    lua_setfield(L, -2, "from_action");
    api::Scope scope(g, c, true);
    sb.call(3, 1);
    if (lua_isinteger(L, -1)) out = static_cast<int>(lua_tointeger(L, -1));
  } catch (const script::ScriptError& e) {
    fail(g, c, e.what());
  }
  lua_settop(L, top);
  return out;
}

}  // namespace dm
