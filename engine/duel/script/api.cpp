// The functions of `g`. Each one reads and checks its arguments first (a Lua error may leave
// the function at any of those reads), then does its work in ScriptApi, where no Lua error can
// happen, and pushes plain results.
#include "engine/duel/script/api.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "engine/text/json_text.hpp"

namespace dm::duel {

ScriptCall*& current_script_call() {
  thread_local ScriptCall* call = nullptr;
  return call;
}

// The rules' steps the API uses (a friend of Steps).
struct ScriptApi {
  static std::string who(PlayerId p) { return "P" + std::to_string(p + 1); }
  static std::string face_text(const Hero& h, const Face& f) {
    return std::to_string(f.value) + (f.symbol < 0 ? "" : " " + h.symbols[static_cast<std::size_t>(f.symbol)]);
  }
  // Rolls n of the owner's dice (not those of the roll phase); out holds the face indexes.
  static void roll(const ScriptCall& k, int n, int* out) {
    Steps& st = *k.st;
    const Hero& h = st.m.hero(k.owner);
    nlohmann::json faces = nlohmann::json::array();
    for (int i = 0; i < n; ++i) {
      out[i] = st.s.chance.roll(6);
      faces.push_back(face_text(h, h.faces[static_cast<std::size_t>(out[i])]));
    }
    if (st.m.logging()) st.m.log_line(json_text(nlohmann::json{{"type", "roll"}, {"player", k.owner}, {"faces", faces}, {"for", *k.label}}));
  }
  static int reroll(const ScriptCall& k, int die) {
    Steps& st = *k.st;
    int& f = st.pl(k.owner).dice[static_cast<std::size_t>(die)];
    f = st.s.chance.roll(6);
    st.narrate(k.owner, *k.label, "rerolls die " + std::to_string(die + 1) + ": " + face_text(st.m.hero(k.owner), st.m.hero(k.owner).faces[static_cast<std::size_t>(f)]));
    return f;
  }
  static void damage(const ScriptCall& k, PlayerId p, int n, damage::Kind kind) {
    Steps& st = *k.st;
    st.narrate(k.owner, *k.label, std::to_string(n) + " " + std::string(damage::to_string(kind)) + " damage to " + who(p));
    // An instance of its own, waiting in State::hits: its target may prevent it, then the shared
    // calculation deals it.
    st.hit(n, kind, k.owner, p, *k.label);
  }
  static bool prevent(const ScriptCall& k, int n) {
    Steps& st = *k.st;
    Attack* a = st.answering();
    if (!a && st.s.attack.ability >= 0 && st.s.attack.incoming > 0) a = &st.s.attack;  // declared, not yet answered
    if (!a || a->target != k.owner) return false;
    Mod m;
    m.op = damage::Op::Prevent, m.amount = n, m.by = k.owner, m.label = *k.label;
    if (instance_of(*a).refuses({m.op, m.amount, m.num, m.den, m.by, false, ""})) return false;
    a->mods.push_back(m);
    st.narrate(k.owner, *k.label, "prevents " + std::to_string(n) + " of the damage from " + (a->ability >= 0 ? st.m.hero(a->attacker).abilities[static_cast<std::size_t>(a->ability)].name : a->label));
    return true;
  }
  static int heal(const ScriptCall& k, int n) {
    Steps& st = *k.st;
    Player& P = st.pl(k.owner);
    const int before = P.health;
    P.health = std::min(st.c.rules.health + st.c.rules.heal_cap, P.health + n);
    if (P.health > before) st.narrate(k.owner, *k.label, "heals " + std::to_string(P.health - before) + " (health " + std::to_string(P.health) + ")");
    return P.health - before;
  }
  static int tokens(const ScriptCall& k, PlayerId p, int status, int n) {
    Steps& st = *k.st;
    const Status& S = st.c.statuses[static_cast<std::size_t>(status)];
    int& t = st.pl(p).tokens[static_cast<std::size_t>(status)];
    const int before = t;
    t = std::clamp(t + n, 0, S.stack);  // never over the stack limit
    const int moved = t - before;
    if (moved > 0) st.narrate(k.owner, *k.label, (p == k.owner ? "gains " : "inflicts ") + std::to_string(moved) + " " + S.name + (p == k.owner ? "" : " on " + who(p)));
    if (moved < 0) st.narrate(k.owner, *k.label, "removes " + std::to_string(-moved) + " " + S.name + " from " + who(p));
    return moved;
  }
  static int cp(const ScriptCall& k, int n) {
    Steps& st = *k.st;
    Player& P = st.pl(k.owner);
    const int before = P.cp;
    P.cp = std::min(st.c.rules.cp_cap, P.cp + n);
    if (P.cp != before) st.narrate(k.owner, *k.label, "+" + std::to_string(P.cp - before) + " CP");
    return P.cp - before;
  }
  static bool spend(const ScriptCall& k, int n) {
    Steps& st = *k.st;
    Player& P = st.pl(k.owner);
    if (P.cp < n) return false;
    P.cp -= n;
    st.narrate(k.owner, *k.label, "spends " + std::to_string(n) + " CP");
    return true;
  }
  static int draw(const ScriptCall& k, int n) {
    Steps& st = *k.st;
    const std::size_t before = st.pl(k.owner).hand.size();
    st.draw(k.owner, n);
    const int drawn = static_cast<int>(st.pl(k.owner).hand.size() - before);
    if (drawn > 0) st.narrate(k.owner, *k.label, "draws " + std::to_string(drawn));
    return drawn;
  }
  // p discards n cards at random (through the state's Chance).
  static int discard(const ScriptCall& k, PlayerId p, int n) {
    Steps& st = *k.st;
    Player& P = st.pl(p);
    int done = 0;
    for (; done < n && !P.hand.empty(); ++done) {
      const auto at = static_cast<std::size_t>(st.s.chance.below(P.hand.size()));
      P.discard.push_back(P.hand[at]);
      P.hand.erase(P.hand.begin() + static_cast<std::ptrdiff_t>(at));
    }
    if (done > 0) st.narrate(k.owner, *k.label, who(p) + " discards " + std::to_string(done) + " at random");
    return done;
  }
};

namespace {

ScriptCall& call(lua_State* L) {
  ScriptCall* k = current_script_call();
  if (!k || !k->st) luaL_error(L, "the hero API is only available while a hero script runs");
  return *k;
}

// An effect: refused in a condition, and doing nothing once the game is over (false).
bool effect(lua_State* L, ScriptCall& k) {
  if (k.query) luaL_error(L, "an effect in a condition: a condition only reads the game");
  return !k.st->s.over;
}

PlayerId player_arg(lua_State* L, const ScriptCall& k, int i) {
  const lua_Integer p = luaL_checkinteger(L, i);
  if (p < 0 || p >= static_cast<lua_Integer>(k.st->s.players.size()))
    luaL_error(L, "no player %d: players are 0 to %d", static_cast<int>(p), static_cast<int>(k.st->s.players.size()) - 1);
  return static_cast<PlayerId>(p);
}

int amount_arg(lua_State* L, int i, int lo, int hi, int fallback) {
  const lua_Integer n = lua_isnoneornil(L, i) ? fallback : luaL_checkinteger(L, i);
  if (n < lo || n > hi) luaL_error(L, "an amount of %d: it must be %d to %d", static_cast<int>(n), lo, hi);
  return static_cast<int>(n);
}

int status_arg(lua_State* L, const ScriptCall& k, int i) {
  const char* name = luaL_checkstring(L, i);
  const int st = k.st->c.status(name);
  if (st < 0) luaL_error(L, "no status effect '%s'", name);
  return st;
}

void push_players(lua_State* L, const ScriptCall& k, bool others) {
  lua_createtable(L, static_cast<int>(k.st->s.players.size()), 0);
  int n = 0;
  if (others) {
    for (PlayerId p : k.st->opponents_of(k.owner)) lua_pushinteger(L, p), lua_rawseti(L, -2, ++n);
  } else {
    for (PlayerId p = 0; p < static_cast<PlayerId>(k.st->s.players.size()); ++p) lua_pushinteger(L, p), lua_rawseti(L, -2, ++n);
  }
}

void push_face(lua_State* L, const Hero& h, int face) {
  const Face& f = h.faces[static_cast<std::size_t>(face)];
  lua_pushinteger(L, f.value);
  if (f.symbol < 0) lua_pushnil(L);
  else lua_pushstring(L, h.symbols[static_cast<std::size_t>(f.symbol)].c_str());
}

// --- queries ---
int g_players(lua_State* L) { return push_players(L, call(L), false), 1; }
int g_opponents(lua_State* L) { return push_players(L, call(L), true), 1; }
int g_opponent(lua_State* L) {
  ScriptCall& k = call(L);
  return lua_pushinteger(L, k.st->opponent(k.owner)), 1;
}
int g_active(lua_State* L) { return lua_pushinteger(L, call(L).st->s.active), 1; }
int g_turn(lua_State* L) { return lua_pushinteger(L, call(L).st->s.turn), 1; }
int g_health(lua_State* L) {
  ScriptCall& k = call(L);
  return lua_pushinteger(L, k.st->pl(player_arg(L, k, 1)).health), 1;
}
int g_cp(lua_State* L) {
  ScriptCall& k = call(L);
  return lua_pushinteger(L, k.st->pl(player_arg(L, k, 1)).cp), 1;
}
int g_hand(lua_State* L) {
  ScriptCall& k = call(L);
  return lua_pushinteger(L, static_cast<lua_Integer>(k.st->pl(player_arg(L, k, 1)).hand.size())), 1;
}
int g_tokens(lua_State* L) {
  ScriptCall& k = call(L);
  const PlayerId p = player_arg(L, k, 1);
  return lua_pushinteger(L, k.st->pl(p).tokens[static_cast<std::size_t>(status_arg(L, k, 2))]), 1;
}
// The owner's dice as they show now: { { value = 4, symbol = "flame" }, ... }.
int g_dice(lua_State* L) {
  ScriptCall& k = call(L);
  const Hero& h = k.st->m.hero(k.owner);
  const auto& dice = k.st->pl(k.owner).dice;
  lua_createtable(L, static_cast<int>(dice.size()), 0);
  for (std::size_t i = 0; i < dice.size(); ++i) {
    lua_createtable(L, 0, 2);
    push_face(L, h, dice[i]);
    lua_setfield(L, -3, "symbol");
    lua_setfield(L, -2, "value");
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return 1;
}
// g.count(4): the owner's dice showing 4; g.count("flame"): those showing the symbol.
int g_count(lua_State* L) {
  ScriptCall& k = call(L);
  const Hero& h = k.st->m.hero(k.owner);
  int value = 0, symbol = -1;
  if (lua_type(L, 1) == LUA_TNUMBER) {
    value = amount_arg(L, 1, 1, 6, 1);
  } else {
    const char* name = luaL_checkstring(L, 1);
    for (std::size_t i = 0; i < h.symbols.size(); ++i)
      if (h.symbols[i] == name) symbol = static_cast<int>(i);
    if (symbol < 0) luaL_error(L, "no symbol '%s' on %s's dice", name, h.name.c_str());
  }
  int n = 0;
  for (int f : k.st->pl(k.owner).dice) {
    const Face& face = h.faces[static_cast<std::size_t>(f)];
    n += symbol >= 0 ? face.symbol == symbol : face.value == value;
  }
  return lua_pushinteger(L, n), 1;
}
// The damage players answer now (an attack or a hit of its own), or nil.
int g_attack(lua_State* L) {
  ScriptCall& k = call(L);
  const Attack* a = k.st->answering();
  if (!a && k.st->s.attack.ability >= 0 && k.st->s.attack.incoming > 0) a = &k.st->s.attack;
  if (!a) return lua_pushnil(L), 1;
  lua_createtable(L, 0, 5);
  lua_pushinteger(L, a->attacker);
  lua_setfield(L, -2, "attacker");
  lua_pushinteger(L, a->target);
  lua_setfield(L, -2, "target");
  lua_pushinteger(L, a->incoming);
  lua_setfield(L, -2, "incoming");
  lua_pushinteger(L, instance_of(*a).resolve().final_damage);
  lua_setfield(L, -2, "damage");
  const std::string_view kind = damage::to_string(a->kind);
  lua_pushlstring(L, kind.data(), kind.size());
  lua_setfield(L, -2, "kind");
  return 1;
}

// --- effects ---
// g.roll(n): n of the owner's dice rolled (1 when n is not given); returns the numbers, then the
// symbols (nil where a face shows none).
int g_roll(lua_State* L) {
  ScriptCall& k = call(L);
  const int n = amount_arg(L, 1, 1, 5, 1);
  if (!effect(L, k)) return 0;
  int faces[5];
  ScriptApi::roll(k, n, faces);
  const Hero& h = k.st->m.hero(k.owner);
  lua_createtable(L, n, 0);
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; ++i) {
    push_face(L, h, faces[i]);
    lua_rawseti(L, -3, i + 1);
    lua_rawseti(L, -3, i + 1);
  }
  return 2;
}
int g_reroll(lua_State* L) {
  ScriptCall& k = call(L);
  const int die = amount_arg(L, 1, 1, static_cast<int>(k.st->pl(k.owner).dice.size()), 1) - 1;
  if (!effect(L, k)) return 0;
  push_face(L, k.st->m.hero(k.owner), ScriptApi::reroll(k, die));
  return 2;
}
int g_damage(lua_State* L) {
  ScriptCall& k = call(L);
  const PlayerId p = player_arg(L, k, 1);
  const int n = amount_arg(L, 2, 0, 99, 0);
  const char* kind = luaL_optstring(L, 3, "normal");
  const auto dk = damage::kind_from(kind);
  if (!dk) luaL_error(L, "'%s' is no kind of damage: normal, undefendable, pure, collateral, isolated or ultimate", kind);
  if (effect(L, k) && n > 0) ScriptApi::damage(k, p, n, *dk);
  return 0;
}
int g_prevent(lua_State* L) {
  ScriptCall& k = call(L);
  const int n = amount_arg(L, 1, 1, 99, 1);
  return lua_pushboolean(L, effect(L, k) && ScriptApi::prevent(k, n)), 1;
}
int g_heal(lua_State* L) {
  ScriptCall& k = call(L);
  const int n = amount_arg(L, 1, 0, 99, 0);
  return lua_pushinteger(L, effect(L, k) ? ScriptApi::heal(k, n) : 0), 1;
}
int g_gain(lua_State* L) {
  ScriptCall& k = call(L);
  const int st = status_arg(L, k, 1);
  const int n = amount_arg(L, 2, 0, 20, 1);
  return lua_pushinteger(L, effect(L, k) ? ScriptApi::tokens(k, k.owner, st, n) : 0), 1;
}
int g_inflict(lua_State* L) {
  ScriptCall& k = call(L);
  const PlayerId p = player_arg(L, k, 1);
  const int st = status_arg(L, k, 2);
  const int n = amount_arg(L, 3, 0, 20, 1);
  return lua_pushinteger(L, effect(L, k) ? ScriptApi::tokens(k, p, st, n) : 0), 1;
}
int g_remove(lua_State* L) {
  ScriptCall& k = call(L);
  const PlayerId p = player_arg(L, k, 1);
  const int st = status_arg(L, k, 2);
  const int n = amount_arg(L, 3, 0, 20, 1);
  return lua_pushinteger(L, effect(L, k) ? -ScriptApi::tokens(k, p, st, -n) : 0), 1;
}
int g_cp_gain(lua_State* L) {
  ScriptCall& k = call(L);
  const int n = amount_arg(L, 1, 0, 99, 0);
  return lua_pushinteger(L, effect(L, k) ? ScriptApi::cp(k, n) : 0), 1;
}
int g_cp_spend(lua_State* L) {
  ScriptCall& k = call(L);
  const int n = amount_arg(L, 1, 0, 99, 0);
  return lua_pushboolean(L, effect(L, k) && ScriptApi::spend(k, n)), 1;
}
int g_draw(lua_State* L) {
  ScriptCall& k = call(L);
  const int n = amount_arg(L, 1, 0, 10, 1);
  return lua_pushinteger(L, effect(L, k) ? ScriptApi::draw(k, n) : 0), 1;
}
int g_discard(lua_State* L) {
  ScriptCall& k = call(L);
  const PlayerId p = player_arg(L, k, 1);
  const int n = amount_arg(L, 2, 0, 10, 1);
  return lua_pushinteger(L, effect(L, k) ? ScriptApi::discard(k, p, n) : 0), 1;
}

int api_index(lua_State* L) {
  if (lua_type(L, 2) == LUA_TSTRING && std::string_view(lua_tostring(L, 2)) == "me") {
    const ScriptCall* k = current_script_call();
    if (!k) return lua_pushnil(L), 1;
    return lua_pushinteger(L, k->owner), 1;
  }
  lua_pushvalue(L, 2);
  lua_rawget(L, lua_upvalueindex(1));
  return 1;
}

int api_write(lua_State* L) { return luaL_error(L, "the hero API table is read-only"); }

}  // namespace

void push_api(lua_State* L) {
  static const luaL_Reg fns[] = {
      {"players", g_players}, {"opponents", g_opponents}, {"opponent", g_opponent}, {"active", g_active},   {"turn", g_turn},
      {"health", g_health},   {"cp", g_cp},               {"hand", g_hand},         {"tokens", g_tokens},   {"dice", g_dice},
      {"count", g_count},     {"attack", g_attack},       {"roll", g_roll},         {"reroll", g_reroll},   {"damage", g_damage},
      {"prevent", g_prevent}, {"heal", g_heal},           {"gain", g_gain},         {"inflict", g_inflict}, {"remove", g_remove},
      {"cp_gain", g_cp_gain}, {"cp_spend", g_cp_spend},   {"draw", g_draw},         {"discard", g_discard}, {nullptr, nullptr}};
  lua_newtable(L);  // the proxy
  lua_createtable(L, 0, 3);
  luaL_newlib(L, fns);
  lua_pushcclosure(L, api_index, 1);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, api_write);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
}

}  // namespace dm::duel
