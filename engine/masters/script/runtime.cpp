#include "engine/masters/script/runtime.hpp"

#include <lua.hpp>
#include <algorithm>
#include <limits>
#include <optional>

#include "dm/content.hpp"
#include "dm/game.hpp"
#include "dm/limits.hpp"
#include "engine/masters/kernel/effects.hpp"
#include "engine/masters/script/api.hpp"
#include "engine/sandbox/stateless.hpp"

namespace dm {

namespace {

const char* const kSlotNames[kSlotCount] = {"effect", "condition", nullptr, nullptr, nullptr,
                                            "stat",   "restrict",  "affects", "prevent"};

// The function at field `name` of the table on top of the stack, as a registry reference.
int function_ref(lua_State* L, const char* name) {
  const int t = lua_absindex(L, -1);
  lua_pushstring(L, name);
  if (lua_rawget(L, t) != LUA_TFUNCTION) {
    lua_pop(L, 1);
    return LUA_NOREF;
  }
  return luaL_ref(L, LUA_REGISTRYINDEX);
}

void set_int(lua_State* L, const char* k, int v) {
  if (v == kNone) return;
  lua_pushinteger(L, v);
  lua_setfield(L, -2, k);
}

void push_ints(lua_State* L, const std::vector<int>* v) {
  const int n = v ? static_cast<int>(v->size()) : 0;
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; ++i) {
    lua_pushinteger(L, (*v)[static_cast<std::size_t>(i)]);
    lua_rawseti(L, -2, i + 1);
  }
}

// Reads results with raw access only: a script's metamethods never run outside its call.
int raw_field(lua_State* L, int t, const char* k) {
  t = lua_absindex(L, t);
  lua_pushstring(L, k);
  return lua_rawget(L, t);
}

// A list of ids a script returned: only whole numbers in [lo, hi] are kept, at most
// limits::kListedIds of them; `bad` counts what was left out.
std::vector<int> raw_ints(lua_State* L, int t, lua_Integer lo, lua_Integer hi, int& bad) {
  std::vector<int> out;
  const lua_Unsigned n = lua_rawlen(L, t);
  if (n > static_cast<lua_Unsigned>(limits::kListedIds)) ++bad;
  for (lua_Unsigned i = 1; i <= n && i <= static_cast<lua_Unsigned>(limits::kListedIds); ++i) {
    if (lua_rawgeti(L, t, static_cast<lua_Integer>(i)) == LUA_TNUMBER && lua_isinteger(L, -1) && lua_tointeger(L, -1) >= lo &&
        lua_tointeger(L, -1) <= hi)
      out.push_back(static_cast<int>(lua_tointeger(L, -1)));
    else ++bad;
    lua_pop(L, 1);
  }
  return out;
}

bool has_metatable(lua_State* L, int t) {
  if (!lua_getmetatable(L, t)) return false;
  lua_pop(L, 1);
  return true;
}

// A number a stat or prevent function returned, as a whole number within +-limits::kAmount;
// nullopt when it is something else.
std::optional<int> amount_result(lua_State* L, int i) {
  if (!lua_isinteger(L, i)) return std::nullopt;
  const lua_Integer v = lua_tointeger(L, i);
  if (v < -limits::kAmount || v > limits::kAmount) return std::nullopt;
  return static_cast<int>(v);
}

void push_opt(lua_State* L, int v) {
  if (v == kNone) lua_pushnil(L);
  else lua_pushinteger(L, v);
}

// `self` and `ev` are views of the call running now (the engine sets it around every call):
// reading them allocates nothing, and a script can't write into them.
int self_index(lua_State* L) {
  const AbilityCall* c = api::current().call;
  const char* k = lua_tostring(L, 2);
  if (!c || !k) return lua_pushnil(L), 1;
  const std::string_view key(k);
  if (key == "die") push_opt(L, c->die);
  else if (key == "player") push_opt(L, c->player);
  else if (key == "card") push_opt(L, c->card);
  else if (key == "bursts") lua_pushinteger(L, c->bursts);
  else if (key == "times") lua_pushinteger(L, c->times);
  else if (key == "memo") push_ints(L, c->memo);
  else lua_pushnil(L);
  return 1;
}

int event_index(lua_State* L) {
  const AbilityCall* c = api::current().call;
  const char* k = lua_tostring(L, 2);
  if (!c || !c->ev || !k) return lua_pushnil(L), 1;
  const Event& e = *c->ev;
  const std::string_view key(k);
  if (key == "kind") lua_pushstring(L, std::string(to_string(e.kind)).c_str());
  else if (key == "die") push_opt(L, e.die);
  else if (key == "player") push_opt(L, e.player);
  else if (key == "amount") lua_pushinteger(L, e.amount);
  else if (key == "source") push_opt(L, e.source);
  else if (key == "combat") lua_pushboolean(L, e.combat);
  else if (key == "role" && e.role) lua_pushstring(L, e.role == 1 ? "attacking" : "blocking");
  else if (key == "cause") push_opt(L, e.cause);
  else lua_pushnil(L);
  return 1;
}

int read_only(lua_State* L) { return luaL_error(L, "self and ev are read-only"); }

// A userdata whose fields are read by `index`; a registry reference.
int make_view(lua_State* L, lua_CFunction index) {
  lua_newuserdatauv(L, 1, 0);
  lua_createtable(L, 0, 3);
  lua_pushcfunction(L, index);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, read_only);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  return luaL_ref(L, LUA_REGISTRYINDEX);
}

// Restores the Lua stack however a call ends.
struct StackGuard {
  lua_State* L;
  int top;
  ~StackGuard() { lua_settop(L, top); }
};

}  // namespace

LuaRuntime::LuaRuntime(std::shared_ptr<const CardLibrary> library, script::Limits limits)
    : library_(std::move(library)), sandbox_(std::make_unique<script::Sandbox>(limits)) {
  lua_State* L = sandbox_->L();
  // Scripts see `g` through a read-only proxy.
  api::push_api(L);
  const int real = lua_gettop(L);
  lua_newtable(L);  // proxy
  lua_newtable(L);  // its metatable
  lua_pushvalue(L, real);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, [](lua_State* L2) -> int { return luaL_error(L2, "the game API table is read-only"); });
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  lua_pushvalue(L, -1);
  api_ = luaL_ref(L, LUA_REGISTRYINDEX);
  sandbox_->add_global("g");
  lua_pop(L, 1);
  // math.random draws from the running game's own generator, and only where the game may
  // change: a query that drew would move the generator behind the rules' back.
  sandbox_->set_random([](std::uint64_t bound) -> std::uint64_t {
    const api::Context& ctx = api::current();
    if (!ctx.game) throw std::runtime_error("math.random is only available while a game runs");
    if (ctx.read_only)
      throw std::runtime_error(
          "math.random in a condition, filter, stat or other query: only an effect may draw random numbers");
    return Effects(*ctx.game).random(bound);
  });
  self_ = make_view(L, self_index);
  event_ = make_view(L, event_index);
  lua_createtable(L, 0, 0);
  sandbox_->freeze(lua_gettop(L));
  no_targets_ = luaL_ref(L, LUA_REGISTRYINDEX);
  env_ = sandbox_->new_env();
  fns_.resize(static_cast<std::size_t>(library_->size()));
  for (int def = 0; def < library_->size(); ++def) {
    const CardSource& src = library_->source(def);
    const int chunk = sandbox_->compile(src.lua, src.file);
    script::check_stateless(*sandbox_, chunk, src.file);
    const StackGuard guard{L, lua_gettop(L)};
    sandbox_->run_chunk(chunk, env_, 1);
    sandbox_->unref(chunk);
    const int card = lua_gettop(L);
    if (!lua_istable(L, card)) throw script::ScriptError(src.file, 0, "a card script must return a table");
    const CardDef& cd = library_->at(def);
    auto& out = fns_[static_cast<std::size_t>(def)];
    out.resize(cd.abilities.size());
    raw_field(L, card, "abilities");
    const int abilities = lua_gettop(L);
    for (std::size_t a = 0; a < cd.abilities.size(); ++a) {
      AbilityFns& f = out[a];
      std::fill(std::begin(f.slot), std::end(f.slot), LUA_NOREF);
      if (!lua_istable(L, abilities) || lua_rawgeti(L, abilities, static_cast<lua_Integer>(a + 1)) != LUA_TTABLE)
        throw script::ScriptError(src.file, 0, "ability " + std::to_string(a + 1) + " changed between loads");
      for (int s = 0; s < kSlotCount; ++s)
        if (kSlotNames[s]) f.slot[s] = function_ref(L, kSlotNames[s]);
      for (const auto& name : cd.abilities[a].continuations) f.continuations.push_back(function_ref(L, name.c_str()));
      f.filters.assign(cd.abilities[a].targets.size(), LUA_NOREF);
      if (raw_field(L, -1, "targets") == LUA_TTABLE)
        for (std::size_t t = 0; t < f.filters.size(); ++t) {
          if (lua_rawgeti(L, -1, static_cast<lua_Integer>(t + 1)) == LUA_TTABLE) f.filters[t] = function_ref(L, "filter");
          lua_pop(L, 1);
        }
      lua_pop(L, 2);  // targets, the ability
    }
    // Read through raw access above; from now on nothing in it may change.
    sandbox_->freeze(card);
  }
  // Nothing a script can reach keeps a value from one game to the next.
  lua_rawgeti(L, LUA_REGISTRYINDEX, env_);
  sandbox_->freeze(lua_gettop(L));
  lua_pop(L, 1);
}

LuaRuntime::~LuaRuntime() = default;

std::shared_ptr<AbilityRuntime> make_lua_runtime(std::shared_ptr<const CardLibrary> library) {
  return std::make_shared<LuaRuntime>(std::move(library));
}

const LuaRuntime::AbilityFns* LuaRuntime::fns(const Game& g, const AbilityCall& c) const {
  const auto& s = g.state();
  if (c.card < 0 || c.card >= static_cast<CardId>(s.cards.size())) return nullptr;
  const auto& card = fns_[static_cast<std::size_t>(s.cards[static_cast<std::size_t>(c.card)].def)];
  if (c.ability < 0 || c.ability >= static_cast<int>(card.size())) return nullptr;
  return &card[static_cast<std::size_t>(c.ability)];
}

bool LuaRuntime::push(int ref) {
  if (ref == LUA_NOREF) return false;
  lua_State* L = sandbox_->L();
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  lua_rawgeti(L, LUA_REGISTRYINDEX, api_);
  return true;
}

void LuaRuntime::push_self(const AbilityCall&, bool) { lua_rawgeti(sandbox_->L(), LUA_REGISTRYINDEX, self_); }

void LuaRuntime::push_event(const AbilityCall&) { lua_rawgeti(sandbox_->L(), LUA_REGISTRYINDEX, event_); }

void LuaRuntime::push_targets(const AbilityCall& c) {
  if (!c.targets || c.targets->empty()) lua_rawgeti(sandbox_->L(), LUA_REGISTRYINDEX, no_targets_);
  else push_ints(sandbox_->L(), c.targets);
}

FollowUp LuaRuntime::read_follow_up(const Game& g, const AbilityCall& c, int t) {
  lua_State* L = sandbox_->L();
  FollowUp f;
  if (!lua_istable(L, t)) return f;
  if (has_metatable(L, t)) {
    g.report_fault(c, "an effect's result must be a plain table (it has a metatable)");
    return f;
  }
  const bool ask = raw_field(L, t, "ask") != LUA_TNIL && lua_toboolean(L, -1);
  lua_pop(L, 1);
  const bool choose = raw_field(L, t, "choose") == LUA_TTABLE;
  int bad = 0;
  // Dice of this game, or players as -1 - player.
  const auto& s = g.state();
  if (choose && !has_metatable(L, lua_gettop(L)))
    f.candidates = raw_ints(L, lua_gettop(L), -s.player_count(), static_cast<lua_Integer>(s.dice.size()) - 1, bad);
  else if (choose) ++bad;
  lua_pop(L, 1);
  if (bad) {
    g.report_fault(c, "'choose' lists only die ids of this game, or -1 - player (at most " + std::to_string(limits::kListedIds) +
                          ", in a plain table)");
    return FollowUp{};
  }
  if (!ask && !choose) return f;
  std::string next;
  if (raw_field(L, t, "next") == LUA_TSTRING) next = lua_tostring(L, -1);
  lua_pop(L, 1);
  const auto& names = g.state().def(c.card).abilities[static_cast<std::size_t>(c.ability)].continuations;
  auto it = std::find(names.begin(), names.end(), next);
  if (it == names.end()) {
    g.report_fault(c, next.empty() ? "a follow-up request needs 'next' (the function to continue with)"
                                   : "no function '" + next + "' in this ability to continue with");
    return f;
  }
  f.cont = static_cast<int>(it - names.begin());
  f.ask = choose ? FollowUp::Ask::Choose : FollowUp::Ask::YesNo;
  if (raw_field(L, t, "prompt") == LUA_TSTRING) f.prompt = lua_tostring(L, -1);
  lua_pop(L, 1);
  f.optional = raw_field(L, t, "optional") != LUA_TNIL && lua_toboolean(L, -1);
  lua_pop(L, 1);
  if (raw_field(L, t, "memo") == LUA_TTABLE)
    f.memo = raw_ints(L, lua_gettop(L), std::numeric_limits<int>::min(), std::numeric_limits<int>::max(), bad);
  lua_pop(L, 1);
  if (bad) {
    g.report_fault(c, "'memo' holds whole numbers that fit in 32 bits (at most " + std::to_string(limits::kListedIds) + ")");
    return FollowUp{};
  }
  return f;
}

FollowUp LuaRuntime::effect(Game& g, const AbilityCall& c, int cont) {
  lua_State* L = sandbox_->L();
  const StackGuard guard{L, lua_gettop(L)};
  const AbilityFns* f = fns(g, c);
  if (!f) return {};
  const int ref = cont == kNone ? f->slot[static_cast<int>(Slot::Effect)]
                  : cont < static_cast<int>(f->continuations.size()) ? f->continuations[static_cast<std::size_t>(cont)]
                                                                       : LUA_NOREF;
  if (!push(ref)) {
    if (cont != kNone) g.report_fault(c, "no function to continue with");
    return {};
  }
  push_self(c, true);
  push_event(c);
  push_targets(c);
  try {
    api::Scope scope(g, c, false);
    sandbox_->call(4, 1);
  } catch (const script::ScriptError& e) {
    g.report_fault(c, e.what());
    return {};
  }
  return read_follow_up(g, c, lua_gettop(L));
}

bool LuaRuntime::condition(const Game& g, const AbilityCall& c) {
  lua_State* L = sandbox_->L();
  const StackGuard guard{L, lua_gettop(L)};
  const AbilityFns* f = fns(g, c);
  if (!f || !push(f->slot[static_cast<int>(Slot::Condition)])) return true;
  push_self(c, true);
  push_event(c);
  push_targets(c);
  try {
    api::Scope scope(g, c, true);
    sandbox_->call(4, 1);
  } catch (const script::ScriptError& e) {
    g.report_fault(c, e.what());
    return false;
  }
  return lua_toboolean(L, -1);
}

void LuaRuntime::affects(const Game& g, const AbilityCall& c, std::vector<int>& out) {
  lua_State* L = sandbox_->L();
  const StackGuard guard{L, lua_gettop(L)};
  const AbilityFns* f = fns(g, c);
  if (!f || !push(f->slot[static_cast<int>(Slot::Affects)])) return;
  push_self(c, true);
  push_event(c);
  push_targets(c);
  try {
    api::Scope scope(g, c, true);
    sandbox_->call(4, 1);
  } catch (const script::ScriptError& e) {
    g.report_fault(c, e.what());
    return;
  }
  if (!lua_istable(L, -1)) return;
  int bad = 0;
  const auto ids = raw_ints(L, lua_gettop(L), 0, static_cast<lua_Integer>(g.state().dice.size()) - 1, bad);
  if (bad || has_metatable(L, lua_gettop(L)))
    return g.report_fault(c, "'affects' returns a plain list of die ids of this game (at most " +
                                 std::to_string(limits::kListedIds) + ")");
  out.insert(out.end(), ids.begin(), ids.end());
}

bool LuaRuntime::filter(const Game& g, const AbilityCall& c, int spec, int candidate) {
  lua_State* L = sandbox_->L();
  const StackGuard guard{L, lua_gettop(L)};
  const AbilityFns* f = fns(g, c);
  if (!f || spec < 0 || spec >= static_cast<int>(f->filters.size()) || !push(f->filters[static_cast<std::size_t>(spec)]))
    return true;
  push_self(c, false);
  lua_pushinteger(L, candidate);
  try {
    api::Scope scope(g, c, true);
    sandbox_->call(3, 1);
  } catch (const script::ScriptError& e) {
    g.report_fault(c, e.what());
    return false;
  }
  return lua_toboolean(L, -1);
}

std::pair<int, int> LuaRuntime::stat(const Game& g, const AbilityCall& c, DieId subject) {
  lua_State* L = sandbox_->L();
  const StackGuard guard{L, lua_gettop(L)};
  const AbilityFns* f = fns(g, c);
  if (!f || !push(f->slot[static_cast<int>(Slot::Stat)])) return {0, 0};
  push_self(c, false);
  lua_pushinteger(L, subject);
  try {
    api::Scope scope(g, c, true);
    sandbox_->call(3, 2);
  } catch (const script::ScriptError& e) {
    g.report_fault(c, e.what());
    return {0, 0};
  }
  // nil is no bonus; anything else must be a whole number within the amounts' range.
  const auto a = lua_isnil(L, -2) ? std::optional<int>(0) : amount_result(L, -2);
  const auto d = lua_isnil(L, -1) ? std::optional<int>(0) : amount_result(L, -1);
  if (!a || !d) {
    g.report_fault(c, "a stat function returns two whole numbers from -" + std::to_string(limits::kAmount) + " to " +
                          std::to_string(limits::kAmount));
    return {0, 0};
  }
  return {*a, *d};
}

bool LuaRuntime::forbids_block(const Game& g, const AbilityCall& c, DieId attacker, DieId blocker) {
  lua_State* L = sandbox_->L();
  const StackGuard guard{L, lua_gettop(L)};
  const AbilityFns* f = fns(g, c);
  if (!f || !push(f->slot[static_cast<int>(Slot::Restrict)])) return false;
  push_self(c, false);
  lua_pushstring(L, "block");
  lua_pushinteger(L, attacker);
  lua_pushinteger(L, blocker);
  try {
    api::Scope scope(g, c, true);
    sandbox_->call(5, 1);
  } catch (const script::ScriptError& e) {
    g.report_fault(c, e.what());
    return false;
  }
  return lua_toboolean(L, -1);
}

int LuaRuntime::prevent(const Game& g, const AbilityCall& c, const DamageQuery& q) {
  lua_State* L = sandbox_->L();
  const StackGuard guard{L, lua_gettop(L)};
  const AbilityFns* f = fns(g, c);
  if (!f || !push(f->slot[static_cast<int>(Slot::Prevent)])) return q.amount;
  push_self(c, false);
  lua_createtable(L, 0, 5);
  set_int(L, "target", q.target);
  lua_pushinteger(L, q.amount);
  lua_setfield(L, -2, "amount");
  set_int(L, "source", q.source);
  lua_pushboolean(L, q.combat);
  lua_setfield(L, -2, "combat");
  lua_pushboolean(L, q.from_action);
  lua_setfield(L, -2, "from_action");
  try {
    api::Scope scope(g, c, true);
    sandbox_->call(3, 1);
  } catch (const script::ScriptError& e) {
    g.report_fault(c, e.what());
    return q.amount;
  }
  if (lua_isnil(L, -1)) return q.amount;
  const auto left = amount_result(L, -1);
  if (!left) {
    g.report_fault(c, "a prevent function returns the damage left, a whole number from 0 to " + std::to_string(limits::kAmount));
    return q.amount;
  }
  return std::clamp(*left, 0, q.amount);
}

}  // namespace dm
