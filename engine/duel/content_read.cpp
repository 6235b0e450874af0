// A hero script read into the duel's content (include/dm/duel.hpp, docs/hero-duel.md): faces,
// symbols, status effects, offensive abilities, the defence and the cards, each checked and
// each problem named with the script and the line of its declaration.
#include <algorithm>
#include <array>
#include <tuple>

#include "dm/text.hpp"
#include "engine/duel/script/host.hpp"
#include "engine/duel/scripts.hpp"

namespace dm::duel {

namespace {

// Bounds of a hero's lists (docs/limits.md, "Hero duel"): past one is an error, never a cut.
constexpr lua_Integer kMaxSymbols = 16;
constexpr lua_Integer kMaxNeeds = 8;
constexpr lua_Integer kMaxDeclarations = 64;  // statuses, abilities or cards of one hero
constexpr int kMaxAmount = 99;                // every amount an effect or a defence gives

const std::vector<std::string> kHeroKeys = {"name", "line", "word", "symbols", "faces", "statuses", "abilities", "defence", "cards", "reactions"};
const std::vector<std::string> kEffectKeys = {"damage", "kind",   "isolated", "collateral", "self_damage", "add",    "scale",
                                              "reduce", "prevent", "prevent_part", "reflect", "heal", "cp", "steal_cp", "draw", "gain",
                                              "inflict", "remove", "upgrade", "roll", "effect", "text"};

// Reads one declaration table at the top of the stack with raw access only.
struct Reader {
  lua_State* L;             // the state holding the table
  const std::string& file;  // the script, for errors
  int line;                 // the declaration's line, for errors
  std::string what;         // "ability 'Ember Strike'"

  [[noreturn]] void fail(const std::string& msg) const { throw ContentError(file, line, what + ": " + msg); }

  bool has(const char* key) const {
    lua_pushstring(L, key);
    lua_rawget(L, -2);
    const bool yes = !lua_isnil(L, -1);
    lua_pop(L, 1);
    return yes;
  }
  int integer(const char* key, int fallback, int lo, int hi) const {
    lua_pushstring(L, key);
    lua_rawget(L, -2);
    if (lua_isnil(L, -1)) {
      lua_pop(L, 1);
      return fallback;
    }
    if (!lua_isinteger(L, -1)) fail(std::string("'") + key + "' is a whole number");
    const lua_Integer v = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (v < lo || v > hi) fail(std::string("'") + key + "' is " + std::to_string(v) + ": it must be " + std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<int>(v);
  }
  bool boolean(const char* key) const {
    lua_pushstring(L, key);
    lua_rawget(L, -2);
    if (!lua_isnil(L, -1) && !lua_isboolean(L, -1)) fail(std::string("'") + key + "' is true or false");
    const bool v = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
  }
  std::string text(const char* key, const std::string& fallback) const {
    lua_pushstring(L, key);
    lua_rawget(L, -2);
    if (lua_isnil(L, -1)) {
      lua_pop(L, 1);
      return fallback;
    }
    if (lua_type(L, -1) != LUA_TSTRING) fail(std::string("'") + key + "' is text");
    std::string v = lua_tostring(L, -1);
    lua_pop(L, 1);
    if (const std::string bad = name_problem(v); !bad.empty()) fail(std::string("'") + key + "' is not printable text: " + bad);
    return v;
  }
  // Pushes the table field `key` (returns false, pushing nothing, when it is nil).
  bool push_table(const char* key) const {
    lua_pushstring(L, key);
    lua_rawget(L, -2);
    if (lua_isnil(L, -1)) {
      lua_pop(L, 1);
      return false;
    }
    if (!lua_istable(L, -1)) fail(std::string("'") + key + "' is a table");
    return true;
  }
  void only(const std::vector<std::string>& keys) const {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      // A function under any other name is one a follow-up's `next` may call (HeroLua).
      const bool function = lua_isfunction(L, -1);
      lua_pop(L, 1);
      if (lua_type(L, -1) != LUA_TSTRING || function) continue;
      const std::string k = lua_tostring(L, -1);
      if (std::find(keys.begin(), keys.end(), k) == keys.end()) {
        lua_pop(L, 1);
        const std::string hint = did_you_mean(k, keys);
        fail("unknown key '" + k + "'" + (hint.empty() ? "" : " (" + hint + ")"));
      }
    }
  }
};

int declared_line(lua_State* L, int fallback) {
  lua_pushstring(L, "line");
  lua_rawget(L, -2);
  const int line = lua_isinteger(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : fallback;
  lua_pop(L, 1);
  return line;
}

// Options name abilities, cards and status effects by key ("ability:Ember-Strike",
// "play:Snuff-Out:Burn"): a name holds no ':', which parts a key, and no two of one list share a
// key, or a replay could not tell them apart. `others` are those declared before, with where.
void check_key(const Reader& r, const std::string& name, const std::vector<std::pair<std::string, std::string>>& others) {
  if (name.empty()) r.fail("a name of 1 to 40 bytes is needed");
  if (name.size() > 40) r.fail("a name is 1 to 40 bytes");
  if (name.find(':') != std::string::npos) r.fail("a name holds no ':' (option keys use it: play:Card:Status)");
  const std::string key = Content::key_name(name);
  for (const auto& [other, where] : others)
    if (Content::key_name(other) == key)
      r.fail("'" + name + "' has the option key '" + key + "' of '" + other + "' (" + where + "): names compare with '-' for spaces");
}

template <class T>
std::vector<std::pair<std::string, std::string>> named(const std::vector<T>& list, const std::string& file) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const T& x : list) out.emplace_back(x.name, file + ":" + std::to_string(x.line));
  return out;
}

int find_status(const Content& c, const Reader& r, const std::string& name) {
  const int s = c.status(name);
  if (s >= 0) return s;
  std::vector<std::string> names;
  for (const Status& st : c.statuses) names.push_back(st.name);
  const std::string hint = did_you_mean(name, names);
  r.fail("no status effect '" + name + "'" + (hint.empty() ? "" : " (" + hint + ")") +
         "; a hero names its own status effects or those of heroes read before it");
}

// {"Burn", 2} or "Burn" (one token): a status and a count.
std::pair<int, int> status_count(const Content& c, const Reader& r, const char* key) {
  lua_pushstring(r.L, key);
  lua_rawget(r.L, -2);
  if (lua_type(r.L, -1) == LUA_TSTRING) {
    const std::string name = lua_tostring(r.L, -1);
    lua_pop(r.L, 1);
    return {find_status(c, r, name), 1};
  }
  if (!lua_istable(r.L, -1)) r.fail(std::string("'") + key + "' is a status name, or { \"name\", count }");
  lua_rawgeti(r.L, -1, 1);
  lua_rawgeti(r.L, -2, 2);
  if (lua_type(r.L, -2) != LUA_TSTRING || (!lua_isnil(r.L, -1) && !lua_isinteger(r.L, -1)))
    r.fail(std::string("'") + key + "' is { \"status name\", count }");
  const std::string name = lua_tostring(r.L, -2);
  const lua_Integer n = lua_isnil(r.L, -1) ? 1 : lua_tointeger(r.L, -1);
  lua_pop(r.L, 3);
  if (n < 1 || n > 20) r.fail(std::string("'") + key + "' gives 1 to 20 tokens");
  return {find_status(c, r, name), static_cast<int>(n)};
}

// {num, den}: a fraction.
std::pair<int, int> fraction(const Reader& r, const char* key) {
  lua_rawgeti(r.L, -1, 1);
  lua_rawgeti(r.L, -2, 2);
  if (!lua_isinteger(r.L, -2) || !lua_isinteger(r.L, -1)) r.fail(std::string("'") + key + "' is a fraction { num, den }");
  const auto num = lua_tointeger(r.L, -2), den = lua_tointeger(r.L, -1);
  lua_pop(r.L, 3);
  if (num < 0 || num > 10 || den < 1 || den > 10) r.fail(std::string("'") + key + "' is { num, den } with num 0 to 10 and den 1 to 10");
  return {static_cast<int>(num), static_cast<int>(den)};
}

// The Lua functions of the declaration at the top of the stack: `key` must be one when it is
// given, and every `next = "name"` they write must name one of them. Returns `key`'s, or -1.
int read_functions(Content& c, const Reader& r, const char* key, bool needed) {
  lua_pushstring(r.L, key);
  const int type = lua_rawget(r.L, -2);
  lua_pop(r.L, 1);
  if (type == LUA_TNIL) {
    if (needed) r.fail(std::string("'") + key + "' is needed: " + key + " = function(g, self, ev) ... end");
    return -1;
  }
  if (type != LUA_TFUNCTION) r.fail(std::string("'") + key + "' is a function: " + key + " = function(g, self, ev) ... end (docs/hero-api.md)");
  if (!c.lua) r.fail("a hero script's functions need the hero duel's Lua state (load it with load_format or read_hero_script)");
  try {
    for (const auto& [name, line] : c.lua->missing_next(r.file))
      throw ContentError(r.file, line, r.what + ": a follow-up's next = \"" + name + "\" names no function of this table");
  } catch (const script::ScriptError& e) {
    r.fail(e.what());
  }
  return c.lua->declare(r.file, key);
}

// The effect fields of the declaration at the top of the stack. `hero` for upgrades.
Effect read_effect(Content& c, const Reader& r, const Hero* hero) {
  Effect e;
  e.damage = r.integer("damage", 0, 0, 99);
  const std::string kind = r.text("kind", "normal");
  const auto k = damage::kind_from(kind);
  if (!k) r.fail("'kind' is '" + kind + "': normal, undefendable, pure, collateral, isolated or ultimate");
  e.kind = *k;
  e.isolated = r.integer("isolated", 0, 0, 99);
  e.collateral = r.integer("collateral", 0, 0, 99);
  e.self_damage = r.integer("self_damage", 0, 0, 99);
  e.add = r.integer("add", 0, 0, 99);
  if (r.push_table("scale")) std::tie(e.scale_num, e.scale_den) = fraction(r, "scale");
  e.reduce = r.integer("reduce", 0, 0, 99);
  e.prevent = r.integer("prevent", 0, 0, 99);
  if (r.push_table("prevent_part")) std::tie(e.prevent_num, e.prevent_den) = fraction(r, "prevent_part");
  e.reflect = r.integer("reflect", 0, 0, 99);
  e.heal = r.integer("heal", 0, 0, 99);
  e.cp = r.integer("cp", 0, 0, 99);
  e.steal_cp = r.integer("steal_cp", 0, 0, 99);
  e.draw = r.integer("draw", 0, 0, 10);
  if (r.has("gain")) std::tie(e.gain_status, e.gain) = status_count(c, r, "gain");
  if (r.has("inflict")) std::tie(e.inflict_status, e.inflict) = status_count(c, r, "inflict");
  e.remove = r.integer("remove", 0, 0, 20);
  // roll = { 1, 2, 3 }: a die first, and the effect only on one of those numbers (Agility as the
  // page plays it); without it, the effect always happens.
  if (r.push_table("roll")) {
    const auto n = static_cast<lua_Integer>(lua_rawlen(r.L, -1));
    if (n < 1 || n > 6) r.fail("'roll' lists 1 to 6 numbers: the effect happens when the die shows one of them");
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(r.L, -1, i);
      const bool ok = lua_isinteger(r.L, -1);
      const lua_Integer v = ok ? lua_tointeger(r.L, -1) : 0;
      lua_pop(r.L, 1);
      if (!ok || v < 1 || v > 6) r.fail("'roll' lists numbers 1 to 6");
      if (std::find(e.roll_on.begin(), e.roll_on.end(), v) != e.roll_on.end()) r.fail("'roll' lists " + std::to_string(v) + " twice");
      e.roll_on.push_back(static_cast<int>(v));
    }
    lua_pop(r.L, 1);
  }
  if (r.has("upgrade")) {
    if (!hero) r.fail("only cards upgrade abilities");
    lua_pushstring(r.L, "upgrade");
    lua_rawget(r.L, -2);
    lua_rawgeti(r.L, -1, 1);
    lua_rawgeti(r.L, -2, 2);
    // { "Ember Strike", 2 }: +2 damage; { "Ember Strike", "II" }: the ability's Level II.
    const bool level = lua_type(r.L, -1) == LUA_TSTRING;
    if (lua_type(r.L, -2) != LUA_TSTRING || (!level && !lua_isinteger(r.L, -1)))
      r.fail("'upgrade' is { \"ability name\", damage } or { \"ability name\", \"II\" }");
    const std::string name = lua_tostring(r.L, -2);
    const std::string to = level ? lua_tostring(r.L, -1) : "";
    const lua_Integer amount = level ? 0 : lua_tointeger(r.L, -1);
    lua_pop(r.L, 3);
    for (std::size_t i = 0; i < hero->abilities.size(); ++i)
      if (hero->abilities[i].name == name) e.upgrade_ability = static_cast<int>(i);
    if (e.upgrade_ability < 0) r.fail("'upgrade' names '" + name + "', which is not one of " + hero->name + "'s abilities");
    if (level) {
      if (to != "II" && to != "III") r.fail("'upgrade' names a level as \"II\" or \"III\", not '" + to + "'");
      e.upgrade_level = to == "II" ? 2 : 3;
      const Ability& a = hero->abilities[static_cast<std::size_t>(e.upgrade_ability)];
      if (static_cast<int>(a.levels.size()) < e.upgrade_level - 1)
        r.fail("'upgrade' takes '" + name + "' to Level " + to + ", which it doesn't have (give the ability level" +
               std::to_string(e.upgrade_level) + " = { ... })");
    } else {
      if (amount < 1 || amount > 10) r.fail("'upgrade' adds 1 to 10 damage");
      e.upgrade = static_cast<int>(amount);
    }
  }
  if (e.damage == 0 && e.kind != damage::Kind::Normal) r.fail("'kind' is given but the effect deals no damage");
  // effect = function(g, self, ev) ... end: runs after the fields above (docs/hero-api.md).
  e.script = read_functions(c, r, "effect", false);
  // text = "...": what the function does, in words, where options and cards describe the effect.
  const std::string text = r.text("text", "");
  if (text.size() > 200) r.fail("'text' is at most 200 bytes");
  if (!text.empty() && e.script < 0) r.fail("'text' says what an effect function does: give the table 'effect = function(g, self, ev) ... end'");
  if (e.script >= 0) c.lua->set_text(e.script, text.empty() ? "a scripted effect" : text);
  return e;
}

// needs = { kind = 3 } / { small_straight = true } / { large_straight = true } /
// { symbol = "flame", count = 3 }, or a list of them (all must hold).
Need read_need(const Hero& h, const Reader& r) {
  Reader n{r.L, r.file, r.line, r.what + " needs"};
  n.only({"kind", "small_straight", "large_straight", "symbol", "count"});
  Need need;
  if (n.has("kind")) {
    need.combo = Combo::Kind;
    need.count = n.integer("kind", 2, 2, 99);
  } else if (n.boolean("small_straight")) {
    need.combo = Combo::SmallStraight;
  } else if (n.boolean("large_straight")) {
    need.combo = Combo::LargeStraight;
  } else if (n.has("symbol")) {
    need.combo = Combo::Symbols;
    const std::string sym = n.text("symbol", "");
    const auto it = std::find(h.symbols.begin(), h.symbols.end(), sym);
    if (it == h.symbols.end()) n.fail("no symbol '" + sym + "' among " + h.name + "'s symbols");
    need.symbol = static_cast<int>(it - h.symbols.begin());
    need.count = n.integer("count", 1, 1, 99);
  } else {
    n.fail("kind = N, small_straight = true, large_straight = true, or symbol = \"name\", count = N");
  }
  return need;
}

// Some roll of five of the hero's dice holds every need at once (every multiset of faces tried).
bool reachable(const Hero& h, const std::vector<Need>& needs) {
  const int f = static_cast<int>(h.faces.size());
  std::array<int, 5> at{};
  std::vector<Face> dice(5);
  for (at[0] = 0; at[0] < f; ++at[0])
    for (at[1] = at[0]; at[1] < f; ++at[1])
      for (at[2] = at[1]; at[2] < f; ++at[2])
        for (at[3] = at[2]; at[3] < f; ++at[3])
          for (at[4] = at[3]; at[4] < f; ++at[4]) {
            for (int i = 0; i < 5; ++i) dice[static_cast<std::size_t>(i)] = h.faces[static_cast<std::size_t>(at[static_cast<std::size_t>(i)])];
            if (std::all_of(needs.begin(), needs.end(), [&](const Need& n) { return holds(n, dice); })) return true;
          }
  return false;
}

// Every problem of a hero script, so that one run reports them all: each part (the symbols,
// the faces, each declaration) is read on its own, a problem noted and the next part read.
struct Problems {
  lua_State* L;
  std::vector<ContentError> list;
  template <class Fn>
  void guard(Fn fn) {
    const int top = lua_gettop(L);
    try {
      fn();
    } catch (const ContentError& e) {
      lua_settop(L, top);
      list.push_back(e);
    }
  }
  // Throws them as one error: the first, then each other on a line of its own.
  void raise() const {
    if (list.empty()) return;
    std::string message = list.front().message;
    for (std::size_t i = 1; i < list.size(); ++i) message += "\n" + std::string(list[i].what());
    throw ContentError(list.front().file, list.front().line, message);
  }
};

// Iterates the list at the top of the stack, with each element on top while `fn` runs; a
// problem in one element is noted and the next is read.
template <class Fn>
void each(lua_State* L, const Reader& r, const char* key, Problems& problems, Fn fn) {
  if (!r.push_table(key)) return;
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, -1));
  if (n > kMaxDeclarations) r.fail(std::string("'") + key + "' lists " + std::to_string(n) + ": at most " + std::to_string(kMaxDeclarations));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, -1, i);
    problems.guard([&] {
      if (!lua_istable(L, -1)) r.fail(std::string("'") + key + "' lists declarations");
      fn(static_cast<int>(i));
    });
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

}  // namespace

void read_hero(lua_State* L, const std::string& file, Content& c) {
  if (!lua_istable(L, -1)) throw ContentError(file, 0, "a hero script returns its hero: return hero \"Name\" { ... }");
  Hero h;
  h.file = file;
  h.line = declared_line(L, 0);
  Reader r{L, file, h.line, "hero"};
  h.name = r.text("name", "");
  if (h.name.empty()) r.fail("a hero has a name: hero \"Name\" { ... }");
  r.what = "hero '" + h.name + "'";
  Problems problems{L, {}};
  problems.guard([&] { r.only(kHeroKeys); });
  // Symbols, then the six faces: { value, "symbol" } each.
  problems.guard([&] {
    if (r.push_table("symbols")) {
      const auto n = static_cast<lua_Integer>(lua_rawlen(L, -1));
      if (n > kMaxSymbols) r.fail("'symbols' lists " + std::to_string(n) + " symbols: at most " + std::to_string(kMaxSymbols));
      for (lua_Integer i = 1; i <= n; ++i) {
        lua_rawgeti(L, -1, i);
        if (lua_type(L, -1) != LUA_TSTRING) r.fail("'symbols' lists names");
        std::string sym = lua_tostring(L, -1);
        lua_pop(L, 1);
        if (const std::string bad = name_problem(sym); !bad.empty()) r.fail("symbol " + std::to_string(i) + " is not text: " + bad);
        if (sym.empty() || sym.size() > 40) r.fail("symbol " + std::to_string(i) + ": a symbol's name is 1 to 40 bytes");
        if (std::find(h.symbols.begin(), h.symbols.end(), sym) != h.symbols.end()) r.fail("symbol '" + sym + "' is listed twice");
        h.symbols.push_back(std::move(sym));
      }
      lua_pop(L, 1);
    }
  });
  problems.guard([&] {
    if (!r.push_table("faces")) r.fail("a hero's dice have six faces: faces = { {1, \"sword\"}, ... }");
    if (lua_rawlen(L, -1) != 6) r.fail("a hero's dice have six faces, not " + std::to_string(lua_rawlen(L, -1)));
    for (lua_Integer i = 1; i <= 6; ++i) {
      lua_rawgeti(L, -1, i);
      Face f;
      lua_Integer value = 0;
      if (lua_isinteger(L, -1)) {
        value = lua_tointeger(L, -1);
      } else if (lua_istable(L, -1)) {
        lua_rawgeti(L, -1, 1);
        lua_rawgeti(L, -2, 2);
        if (!lua_isinteger(L, -2)) r.fail("face " + std::to_string(i) + " is { number, \"symbol\" }");
        value = lua_tointeger(L, -2);
        if (lua_type(L, -1) == LUA_TSTRING) {
          const std::string sym = lua_tostring(L, -1);
          const auto it = std::find(h.symbols.begin(), h.symbols.end(), sym);
          if (it == h.symbols.end()) r.fail("face " + std::to_string(i) + " shows '" + sym + "', which is not in 'symbols'");
          f.symbol = static_cast<int>(it - h.symbols.begin());
        } else if (!lua_isnil(L, -1)) {
          r.fail("face " + std::to_string(i) + " is { number, \"symbol\" }");
        }
        lua_pop(L, 2);
      } else {
        r.fail("face " + std::to_string(i) + " is a number or { number, \"symbol\" }");
      }
      if (value < 1 || value > 6) r.fail("face " + std::to_string(i) + " shows " + std::to_string(value) + ": numbers are 1 to 6");
      f.value = static_cast<int>(value);
      h.faces.push_back(f);
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  });
  // Status effects first: the abilities and cards below name them.
  problems.guard([&] { each(L, r, "statuses", problems, [&](int) {
    Status s;
    s.hero = static_cast<int>(c.heroes.size());
    s.line = declared_line(L, h.line);
    Reader sr{L, file, s.line, "status"};
    s.name = sr.text("name", "");
    sr.what = "status '" + s.name + "'";
    if (s.name.empty()) sr.fail("a status effect has a name: status \"Name\" { ... }");
    std::vector<std::pair<std::string, std::string>> statuses;
    for (const Status& other : c.statuses)
      statuses.emplace_back(other.name, (other.hero < static_cast<int>(c.heroes.size()) ? c.heroes[static_cast<std::size_t>(other.hero)].file : file) + ":" +
                                            std::to_string(other.line));
    check_key(sr, s.name, statuses);
    std::vector<std::string> keys = {"name", "line", "word", "stack", "persistent", "spend", "upkeep"};
    sr.only(keys);
    s.stack = sr.integer("stack", 1, 1, 20);
    s.persistent = sr.boolean("persistent");
    c.statuses.push_back(s);  // so its own effects may name it
    Status& st = c.statuses.back();
    if (sr.push_table("spend")) {
      Reader er{L, file, s.line, sr.what + " spend"};
      er.only(kEffectKeys);
      st.spend = read_effect(c, er, nullptr);
      lua_pop(L, 1);
    }
    if (sr.push_table("upkeep")) {
      Reader er{L, file, s.line, sr.what + " upkeep"};
      er.only(kEffectKeys);
      st.upkeep = read_effect(c, er, nullptr);
      lua_pop(L, 1);
    }
    if (st.persistent && sr.has("spend")) sr.fail("a persistent status effect is not spent: give it an upkeep");
    if (!st.persistent && !sr.has("spend")) sr.fail("a consumable status effect says what spending it does: spend = { ... }");
    h.statuses.push_back(static_cast<int>(c.statuses.size()) - 1);
  }); });
  problems.guard([&] { each(L, r, "abilities", problems, [&](int) {
    Ability a;
    a.line = declared_line(L, h.line);
    Reader ar{L, file, a.line, "ability"};
    a.name = ar.text("name", "");
    ar.what = "ability '" + a.name + "'";
    check_key(ar, a.name, named(h.abilities, file));
    std::vector<std::string> keys = kEffectKeys;
    keys.insert(keys.end(), {"name", "line", "word", "needs", "after", "level2", "level3"});
    ar.only(keys);
    if (!ar.push_table("needs")) ar.fail("an offensive ability says what it needs: needs = { kind = 3 }");
    const auto needs = static_cast<lua_Integer>(lua_rawlen(L, -1));
    if (needs > kMaxNeeds) ar.fail("'needs' lists " + std::to_string(needs) + " combinations: at most " + std::to_string(kMaxNeeds));
    if (needs > 0) {
      for (lua_Integer i = 1; i <= needs; ++i) {
        lua_rawgeti(L, -1, i);
        if (!lua_istable(L, -1)) ar.fail("'needs' lists combinations");
        a.needs.push_back(read_need(h, ar));
        lua_pop(L, 1);
      }
    } else {
      a.needs.push_back(read_need(h, ar));
    }
    lua_pop(L, 1);
    // after = { ... }: a "then", the part resolved after a pause.
    auto read_after = [&](const Reader& of, bool& has_then, Effect& then) {
      if (!of.push_table("after")) return;
      Reader tr{L, file, a.line, of.what + " after"};
      tr.only(kEffectKeys);
      has_then = true;
      then = read_effect(c, tr, nullptr);
      lua_pop(L, 1);
    };
    a.effect = read_effect(c, ar, nullptr);
    read_after(ar, a.has_then, a.then);
    // level2 = { ... }, level3 = { ... }: the ability as its Level II and III print it, what it
    // does in place of Level I (its needs stay); Level III only after a Level II.
    for (const char* key : {"level2", "level3"}) {
      if (!ar.push_table(key)) continue;
      if (std::string(key) == "level3" && a.levels.empty()) ar.fail("'level3' needs a 'level2' before it");
      Reader lr{L, file, a.line, ar.what + " " + key};
      std::vector<std::string> level_keys = kEffectKeys;
      level_keys.push_back("after");
      lr.only(level_keys);
      Level lv;
      lv.effect = read_effect(c, lr, nullptr);
      read_after(lr, lv.has_then, lv.then);
      a.levels.push_back(std::move(lv));
      lua_pop(L, 1);
    }
    // (Faces that could not be read can't say what a roll shows: their problem is told.)
    if (h.faces.size() == 6 && !reachable(h, a.needs)) ar.fail("needs a combination no roll of " + h.name + "'s dice can show");
    h.abilities.push_back(std::move(a));
  }); });
  problems.guard([&] {
    if (h.abilities.empty() && problems.list.empty()) r.fail("a hero has at least one offensive ability");
    if (!r.push_table("defence")) r.fail("a hero has a defensive ability: defence = defence \"Name\" { dice = 3, ... }");
    {
      Defence& d = h.defence;
      d.line = declared_line(L, h.line);
      Reader dr{L, file, d.line, "defence"};
      d.name = dr.text("name", "Defence");
      dr.what = "defence '" + d.name + "'";
      dr.only({"name", "line", "word", "dice", "prevent", "reflect", "effect", "text"});
      d.dice = dr.integer("dice", 3, 1, 5);
      d.prevent_per.assign(h.symbols.size(), 0);
      d.reflect_per.assign(h.symbols.size(), 0);
      for (const char* key : {"prevent", "reflect"}) {
        if (!dr.push_table(key)) continue;
        // { symbol = amount }: every key a symbol of the hero, every amount in range.
        Reader per{L, file, d.line, dr.what + " " + key};
        per.only(h.symbols);
        for (std::size_t i = 0; i < h.symbols.size(); ++i)
          (std::string(key) == "prevent" ? d.prevent_per : d.reflect_per)[i] = per.integer(h.symbols[i].c_str(), 0, 0, kMaxAmount);
        lua_pop(L, 1);
      }
      // effect = function(g, self, ev): after the defensive roll and what its symbols give
      // (docs/hero-api.md), with ev.roll "defensive".
      d.script = read_functions(c, dr, "effect", false);
      const std::string text = dr.text("text", "");
      if (text.size() > 200) dr.fail("'text' is at most 200 bytes");
      if (!text.empty() && d.script < 0) dr.fail("'text' says what an effect function does: give the table 'effect = function(g, self, ev) ... end'");
      if (d.script >= 0) c.lua->set_text(d.script, text.empty() ? "a scripted effect" : text);
      lua_pop(L, 1);
    }
  });
  problems.guard([&] { each(L, r, "cards", problems, [&](int) {
    Card k;
    k.line = declared_line(L, h.line);
    Reader kr{L, file, k.line, "card"};
    k.name = kr.text("name", "");
    kr.what = "card '" + k.name + "'";
    check_key(kr, k.name, named(h.cards, file));
    std::vector<std::string> keys = kEffectKeys;
    keys.insert(keys.end(), {"name", "line", "word", "timing", "cost", "copies"});
    kr.only(keys);
    const std::string t = kr.text("timing", "main");
    if (t == "main") k.timing = Timing::Main;
    else if (t == "roll") k.timing = Timing::Roll;
    else if (t == "instant") k.timing = Timing::Instant;
    else if (t == "upgrade") k.timing = Timing::Upgrade;
    else kr.fail("'timing' is '" + t + "': main, roll, instant or upgrade");
    k.cost = kr.integer("cost", 0, 0, 20);
    k.copies = kr.integer("copies", 1, 1, 10);
    k.effect = read_effect(c, kr, &h);
    if (k.timing == Timing::Upgrade && k.effect.upgrade_ability < 0)
      kr.fail("an upgrade card says what it upgrades: upgrade = { \"ability\", 1 } or { \"ability\", \"II\" }");
    if (k.effect.damage > 0) kr.fail("a card does not deal damage of its own: give it 'add' (an attack modifier) or 'collateral'");
    h.cards.push_back(std::move(k));
  }); });
  problems.guard([&] {
    if (h.cards.empty() && problems.list.empty()) r.fail("a hero has a deck: cards = { card \"Name\" { ... }, ... }");
  });
  // reactions = { reaction "Name" { on = "damaged", condition = function, effect = function } }.
  problems.guard([&] { each(L, r, "reactions", problems, [&](int) {
    Reaction x;
    x.line = declared_line(L, h.line);
    Reader xr{L, file, x.line, "reaction"};
    x.name = xr.text("name", "");
    xr.what = "reaction '" + x.name + "'";
    check_key(xr, x.name, named(h.reactions, file));
    xr.only({"name", "line", "word", "on", "condition", "effect"});
    const std::string on = xr.text("on", "");
    const std::vector<std::string> events = {"attack_declared", "damaged", "roll_done", "upkeep"};
    const auto it = std::find(events.begin(), events.end(), on);
    if (it == events.end()) {
      const std::string hint = did_you_mean(on, events);
      xr.fail("'on' is '" + on + "'" + (hint.empty() ? "" : " (" + hint + ")") + ": attack_declared, damaged, roll_done or upkeep");
    }
    x.on = static_cast<On>(it - events.begin());
    x.condition = read_functions(c, xr, "condition", false);
    x.effect = read_functions(c, xr, "effect", true);
    h.reactions.push_back(std::move(x));
  }); });
  problems.raise();
  c.heroes.push_back(std::move(h));
}

}  // namespace dm::duel
