// dice.lua and heroes.lua read into Content (content_scripts.hpp): symbols, roles, die kinds
// with their faces as symbol counts, and heroes whose faces name the kinds' faces. Every
// problem names the file and the line of the declaration it is in.
#include <algorithm>
#include <set>

#include "dm/text.hpp"
#include "engine/miner/content_scripts.hpp"

namespace dm::miner {

namespace {

constexpr int kMaxSymbols = 64;
constexpr int kMaxKinds = 32;
constexpr int kMaxFaces = 20;
constexpr int kMaxDicePerKind = 200;
constexpr int kMaxHeroes = 64;
constexpr int kMaxHeroFaces = 8;
constexpr int kMaxSymbolCount = 100;

// Field names a face table may hold besides its symbols.
const std::set<std::string> kReserved{"name", "line", "kind", "hero"};

std::string list_text(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// The length of the list at idx (its 1..n part), refusing more than `max`.
int list_length(lua_State* L, int idx, int max, const std::string& file, int line, const std::string& what) {
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, idx));
  if (n > max) throw ContentError(file, line, what + " has " + std::to_string(n) + " entries: at most " + std::to_string(max));
  return static_cast<int>(n);
}

// Symbol counts in the table at idx (every string key not reserved) into `f`.
void read_symbols(lua_State* L, int idx, const Content& c, Face& f, const std::string& file, int line, const std::string& what) {
  idx = lua_absindex(L, idx);
  f.symbols.assign(c.symbols.size(), 0);
  for (const std::string& key : string_keys(L, idx)) {
    if (kReserved.count(key)) continue;
    const int s = c.symbol(key);
    if (s < 0) {
      const std::string hint = did_you_mean(key, c.symbols);
      throw ContentError(file, line,
                         what + " shows '" + key + "', which is not a symbol (" + (hint.empty() ? "" : hint + " ") +
                             "symbols: " + list_text(c.symbols) + ")");
    }
    lua_pushstring(L, key.c_str());
    lua_rawget(L, idx);
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0 || lua_tointeger(L, -1) > kMaxSymbolCount) {
      lua_pop(L, 1);
      throw ContentError(file, line, what + ": '" + key + "' counts symbols: a whole number from 0 to " + std::to_string(kMaxSymbolCount));
    }
    f.symbols[static_cast<std::size_t>(s)] = static_cast<int>(lua_tointeger(L, -1));
    lua_pop(L, 1);
  }
}

// A face: { "name", symbol = count, ... }.
Face read_face(lua_State* L, int idx, const Content& c, const std::string& file, int line, const std::string& what) {
  if (!lua_istable(L, idx)) throw ContentError(file, line, what + " is not a table: write { \"3\", tunnel = 3 }");
  Face f;
  lua_rawgeti(L, idx, 1);
  if (lua_type(L, -1) != LUA_TSTRING) {
    lua_pop(L, 1);
    throw ContentError(file, line, what + " needs its name first: { \"3\", tunnel = 3 }");
  }
  f.name = lua_tostring(L, -1);
  lua_pop(L, 1);
  if (f.name.empty() || f.name.size() > 40) throw ContentError(file, line, what + ": a face's name is 1 to 40 characters");
  if (const std::string bad = name_problem(f.name); !bad.empty()) throw ContentError(file, line, what + ": its name is not text: " + bad);
  read_symbols(L, idx, c, f, file, line, what + " '" + f.name + "'");
  return f;
}

void read_kind(lua_State* L, int idx, const std::string& file, Content& c) {
  idx = lua_absindex(L, idx);
  const int line = declared_line(L, idx);
  if (!lua_istable(L, idx)) throw ContentError(file, line, "a die kind is a table: kind \"tunnel\" { count = 27, faces = { ... } }");
  DieKind k;
  k.file = file;
  k.line = line;
  k.name = string_field(L, idx, "name", "", file, line, "a die kind");
  if (k.name.empty()) throw ContentError(file, line, "a die kind needs a name: kind \"tunnel\" { ... }");
  const std::string what = "die kind '" + k.name + "'";
  if (c.kind(k.name) >= 0) throw ContentError(file, line, what + " is declared twice");
  k.count = int_field(L, idx, "count", -1, 0, kMaxDicePerKind, file, line, what);
  if (k.count < 0) throw ContentError(file, line, what + " needs a count: how many such dice the bag holds");
  lua_pushstring(L, "faces");
  lua_rawget(L, idx);
  if (!lua_istable(L, -1) || lua_rawlen(L, -1) == 0) {
    lua_pop(L, 1);
    throw ContentError(file, line, what + " has no faces: faces = { { \"1\", tunnel = 1 }, ... }");
  }
  const int n = list_length(L, -1, kMaxFaces, file, line, what + "'s faces");
  for (int i = 1; i <= n; ++i) {
    lua_rawgeti(L, -1, i);
    Face f = read_face(L, lua_gettop(L), c, file, line, what + " face " + std::to_string(i));
    lua_pop(L, 1);
    // Faces may repeat (three faces of one gem), but one name always shows the same symbols.
    for (const Face& other : k.faces)
      if (other.name == f.name && other.symbols != f.symbols)
        throw ContentError(file, line, what + " has two faces named '" + f.name + "' that show different symbols");
    k.faces.push_back(std::move(f));
  }
  lua_pop(L, 1);
  c.kinds.push_back(std::move(k));
}

// The symbol a role names: roles = { beer = "beer", ... } (absent: the rules never use it).
int role_symbol(lua_State* L, int roles, const char* role, const Content& c, const std::string& file, int line) {
  const std::string name = string_field(L, roles, role, "", file, line, "roles");
  if (name.empty()) return -1;
  const int s = c.symbol(name);
  if (s < 0) {
    const std::string hint = did_you_mean(name, c.symbols);
    throw ContentError(file, line, std::string("roles: ") + role + " is '" + name + "', which is not a symbol" + (hint.empty() ? "" : " (" + hint + ")"));
  }
  return s;
}

void read_roles(lua_State* L, int idx, const std::string& file, int line, Content& c) {
  lua_pushstring(L, "roles");
  lua_rawget(L, idx);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return;
  }
  if (!lua_istable(L, -1)) throw ContentError(file, line, "'roles' is a table: roles = { beer = \"beer\", magic = \"magic\", ... }");
  const int roles = lua_gettop(L);
  for (const std::string& key : string_keys(L, roles)) {
    static const std::vector<std::string> known{"beer", "magic", "chest", "magic_may_not_reroll", "first_player"};
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      const std::string hint = did_you_mean(key, known);
      throw ContentError(file, line, "roles: unknown role '" + key + "'" + (hint.empty() ? "" : " (" + hint + ")") + "; roles: " + list_text(known));
    }
  }
  c.roles.beer = role_symbol(L, roles, "beer", c, file, line);
  c.roles.magic = role_symbol(L, roles, "magic", c, file, line);
  c.roles.chest = role_symbol(L, roles, "chest", c, file, line);
  lua_pushstring(L, "magic_may_not_reroll");
  lua_rawget(L, roles);
  if (lua_istable(L, -1)) {
    const int n = list_length(L, -1, kMaxKinds, file, line, "roles.magic_may_not_reroll");
    for (int i = 1; i <= n; ++i) {
      lua_rawgeti(L, -1, i);
      const int k = lua_type(L, -1) == LUA_TSTRING ? c.kind(lua_tostring(L, -1)) : -1;
      if (k < 0) throw ContentError(file, line, "roles.magic_may_not_reroll lists die kinds by name: " + std::to_string(i) + " is not one");
      c.kinds[static_cast<std::size_t>(k)].magic_rerolls = false;
      lua_pop(L, 1);
    }
  } else if (!lua_isnil(L, -1)) {
    throw ContentError(file, line, "roles.magic_may_not_reroll is a list of die kinds: { \"hazard\" }");
  }
  lua_pop(L, 1);
  lua_pushstring(L, "first_player");
  lua_rawget(L, roles);
  if (lua_istable(L, -1)) {
    const int fp = lua_gettop(L);
    const std::string kind = string_field(L, fp, "kind", "", file, line, "roles.first_player");
    c.roles.first_kind = c.kind(kind);
    if (c.roles.first_kind < 0) throw ContentError(file, line, "roles.first_player: kind '" + kind + "' is not a die kind");
    lua_pushstring(L, "rank");
    lua_rawget(L, fp);
    if (!lua_istable(L, -1)) throw ContentError(file, line, "roles.first_player needs a rank: rank = { tunnel = 1, beer = 6 }");
    Face weights;
    read_symbols(L, lua_gettop(L), c, weights, file, line, "roles.first_player.rank");
    lua_pop(L, 1);
    for (const Face& f : c.kinds[static_cast<std::size_t>(c.roles.first_kind)].faces) {
      int rank = 0;
      for (std::size_t s = 0; s < f.symbols.size(); ++s) rank += f.symbols[s] * weights.symbols[s];
      c.roles.first_rank.push_back(rank);
    }
  } else if (!lua_isnil(L, -1)) {
    throw ContentError(file, line, "roles.first_player is a table: { kind = \"tunnel\", rank = { tunnel = 1, beer = 6 } }");
  }
  lua_pop(L, 2);
}

}  // namespace

void read_dice(lua_State* L, int idx, const std::string& file, Content& c) {
  idx = lua_absindex(L, idx);
  const int line = declared_line(L, idx);
  if (!lua_istable(L, idx)) throw ContentError(file, line, "a dice script returns dice { symbols = ..., roles = ..., kinds = ... }");
  // A second dice script (a variant's) adds symbols and kinds to those of the first.
  lua_pushstring(L, "symbols");
  lua_rawget(L, idx);
  if ((!lua_istable(L, -1) || lua_rawlen(L, -1) == 0) && c.symbols.empty())
    throw ContentError(file, line, "'symbols' lists every symbol a face may show: symbols = { \"beer\", \"tunnel\", ... }");
  const int n = lua_istable(L, -1) ? list_length(L, -1, kMaxSymbols, file, line, "'symbols'") : 0;
  for (int i = 1; i <= n; ++i) {
    lua_rawgeti(L, -1, i);
    if (lua_type(L, -1) != LUA_TSTRING) throw ContentError(file, line, "'symbols' holds names: entry " + std::to_string(i) + " is not text");
    const std::string s = lua_tostring(L, -1);
    lua_pop(L, 1);
    if (const std::string bad = name_problem(s); !bad.empty())
      throw ContentError(file, line, "'symbols' entry " + std::to_string(i) + " is not text: " + bad);
    if (s.empty() || s.size() > 40 || kReserved.count(s) || s.find_first_of(" :\"\\") != std::string::npos)
      throw ContentError(file, line, "symbol '" + s + "': a symbol is a word of 1 to 40 characters, not name, line, kind or hero");
    if (c.symbol(s) >= 0) continue;  // declared by an earlier script too
    if (static_cast<int>(c.symbols.size()) >= kMaxSymbols) throw ContentError(file, line, "more than " + std::to_string(kMaxSymbols) + " symbols");
    c.symbols.push_back(s);
  }
  lua_pop(L, 1);
  // Faces read before a symbol was added show none of it.
  for (DieKind& k : c.kinds)
    for (Face& f : k.faces) f.symbols.resize(c.symbols.size(), 0);
  lua_pushstring(L, "kinds");
  lua_rawget(L, idx);
  if (!lua_istable(L, -1) || lua_rawlen(L, -1) == 0)
    throw ContentError(file, line, "'kinds' lists the die kinds: kinds = { kind \"tunnel\" { ... }, ... }");
  const int kinds = list_length(L, -1, kMaxKinds, file, line, "'kinds'");
  if (static_cast<int>(c.kinds.size()) + kinds > kMaxKinds) throw ContentError(file, line, "more than " + std::to_string(kMaxKinds) + " die kinds");
  for (int i = 1; i <= kinds; ++i) {
    lua_rawgeti(L, -1, i);
    read_kind(L, lua_gettop(L), file, c);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  read_roles(L, idx, file, line, c);
  for (const std::string& key : string_keys(L, idx)) {
    static const std::vector<std::string> known{"symbols", "kinds", "roles", "line", "name"};
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      const std::string hint = did_you_mean(key, known);
      throw ContentError(file, line, "unknown key '" + key + "' in the dice" + (hint.empty() ? "" : " (" + hint + ")"));
    }
  }
}

void read_heroes(lua_State* L, int idx, const std::string& file, Content& c) {
  idx = lua_absindex(L, idx);
  if (!lua_istable(L, idx)) throw ContentError(file, declared_line(L, idx), "a heroes script returns a list: { hero \"Alchemist\" { ... }, ... }");
  const int n = list_length(L, idx, kMaxHeroes, file, declared_line(L, idx), "the list of heroes");
  // A variant's heroes join the game's: the bound holds for all of them.
  if (static_cast<int>(c.heroes.size()) + n > kMaxHeroes)
    throw ContentError(file, declared_line(L, idx), "more than " + std::to_string(kMaxHeroes) + " heroes in all (" + std::to_string(c.heroes.size()) +
                                                        " before this script)");
  std::vector<std::string> kind_names;
  for (const DieKind& k : c.kinds) kind_names.push_back(k.name);
  for (int i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, i);
    const int h = lua_gettop(L);
    const int line = declared_line(L, h);
    if (!lua_istable(L, h)) throw ContentError(file, line, "hero " + std::to_string(i) + " is not a table: hero \"Alchemist\" { ... }");
    Hero hero;
    hero.file = file;
    hero.line = line;
    hero.name = string_field(L, h, "name", "", file, line, "a hero");
    if (hero.name.empty() || hero.name.size() > 40 || hero.name.find(':') != std::string::npos)
      throw ContentError(file, line, "a hero needs a name of 1 to 40 characters, without ':': hero \"Alchemist\" { ... }");
    // Options name heroes by key ("hero:Dragon-Slayer"): two heroes of one key could not be
    // told apart in a replay.
    if (const int other = c.hero_by_key(Content::key_name(hero.name)); other >= 0) {
      const Hero& o = c.heroes[static_cast<std::size_t>(other)];
      throw ContentError(file, line, "hero '" + hero.name + "' has the key '" + Content::key_name(hero.name) + "' of hero '" + o.name +
                                         "' (" + o.file + ":" + std::to_string(o.line) + "): names compare with '-' for spaces");
    }
    const int faces = list_length(L, h, kMaxHeroFaces, file, line, "hero '" + hero.name + "'");
    for (int f = 1; f <= faces; ++f) {
      const std::string what = "hero '" + hero.name + "' face " + std::to_string(f);
      lua_rawgeti(L, h, f);
      const int t = lua_gettop(L);
      if (!lua_istable(L, t)) throw ContentError(file, line, what + " is not a table: { \"tool\", \"shield\" }");
      lua_rawgeti(L, t, 1);
      lua_rawgeti(L, t, 2);
      if (lua_type(L, -2) != LUA_TSTRING || lua_type(L, -1) != LUA_TSTRING)
        throw ContentError(file, line, what + " names a die kind and a face: { \"tool\", \"shield\" }");
      const std::string kind = lua_tostring(L, -2), face = lua_tostring(L, -1);
      lua_pop(L, 2);
      HeroFace hf;
      hf.kind = c.kind(kind);
      if (hf.kind < 0) {
        const std::string hint = did_you_mean(kind, kind_names);
        throw ContentError(file, line, what + " names die kind '" + kind + "', which is not one (" + (hint.empty() ? "" : hint + " ") +
                                           "kinds: " + list_text(kind_names) + ")");
      }
      const DieKind& dk = c.kinds[static_cast<std::size_t>(hf.kind)];
      // Symbols given: a face of its own (a double chest); else one of the kind's faces.
      bool own = false;
      for (const std::string& key : string_keys(L, t)) own = own || !kReserved.count(key);
      if (own) {
        if (const std::string bad = name_problem(face); !bad.empty()) throw ContentError(file, line, what + ": its face's name is not text: " + bad);
        if (face.empty() || face.size() > 40) throw ContentError(file, line, what + ": a face's name is 1 to 40 characters");
        hf.face.name = face;
        read_symbols(L, t, c, hf.face, file, line, what);
      } else {
        const int fi = c.face(hf.kind, face);
        if (fi < 0) {
          std::vector<std::string> names;
          for (const Face& x : dk.faces) names.push_back(x.name);
          const std::string hint = did_you_mean(face, names);
          throw ContentError(file, line, what + " names face '" + face + "', which die kind '" + kind + "' does not have (" +
                                             (hint.empty() ? "" : hint + " ") + "faces: " + list_text(names) +
                                             "; a face of its own gives its symbols: { \"" + kind + "\", \"" + face + "\", symbol = 1 })");
        }
        hf.face = dk.faces[static_cast<std::size_t>(fi)];
      }
      hero.faces.push_back(std::move(hf));
      lua_pop(L, 1);
    }
    c.heroes.push_back(std::move(hero));
    lua_pop(L, 1);
  }
}

}  // namespace dm::miner
