#include "engine/format.hpp"

#include <filesystem>
#include <fstream>
#include <lua.hpp>
#include <set>
#include <sstream>

#include "engine/rng.hpp"
#include "engine/script/loader.hpp"
#include "engine/script/sandbox.hpp"

namespace dm {

namespace fs = std::filesystem;

std::string format_path(const std::string& name) {
  if (name.find('/') != std::string::npos || (name.size() > 4 && name.substr(name.size() - 4) == ".lua")) return name;
  return scripts_dir() + "/formats/" + name + ".lua";
}

namespace {

struct Ctx {
  lua_State* L;
  std::string file;
  [[noreturn]] void fail(const std::string& m) const { throw FormatError(file + ": " + m); }
  std::string str(const char* k, std::string def) {
    lua_getfield(L, -1, k);
    std::string v = lua_isstring(L, -1) ? lua_tostring(L, -1) : def;
    lua_pop(L, 1);
    return v;
  }
  int integer(const char* k, int def) {
    lua_getfield(L, -1, k);
    if (!lua_isnil(L, -1) && !lua_isinteger(L, -1)) fail(std::string("'") + k + "' must be an integer");
    int v = lua_isinteger(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : def;
    lua_pop(L, 1);
    return v;
  }
};

int find_card(const Ctx& c, const CardLibrary& lib, const std::string& key) {
  int i = lib.find(key);
  if (i < 0) c.fail("unknown card '" + key + "'");
  return i;
}

// Reads {{"name", dice}, ...} or {"name", ...} (with `dflt` dice) at the top of the stack.
std::vector<std::pair<int, int>> read_card_list(Ctx& c, const CardLibrary& lib, int dflt, const char* what) {
  std::vector<std::pair<int, int>> out;
  if (!lua_istable(c.L, -1)) c.fail(std::string(what) + " must be a list");
  lua_Integer n = luaL_len(c.L, -1);
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(c.L, -1, i);
    if (lua_isstring(c.L, -1)) {
      out.emplace_back(find_card(c, lib, lua_tostring(c.L, -1)), dflt);
    } else if (lua_istable(c.L, -1)) {
      lua_rawgeti(c.L, -1, 1);
      lua_rawgeti(c.L, -2, 2);
      if (!lua_isstring(c.L, -2)) c.fail(std::string(what) + ": each entry is {\"card name\", dice}");
      int dice = lua_isinteger(c.L, -1) ? static_cast<int>(lua_tointeger(c.L, -1)) : dflt;
      out.emplace_back(find_card(c, lib, lua_tostring(c.L, -2)), dice);
      lua_pop(c.L, 2);
    } else {
      c.fail(std::string(what) + ": each entry is a card name or {\"card name\", dice}");
    }
    lua_pop(c.L, 1);
  }
  return out;
}

void push_pool(lua_State* L, const CardLibrary& lib) {
  lua_createtable(L, lib.size(), 0);
  for (int i = 0; i < lib.size(); ++i) {
    const CardDef& d = lib.at(i);
    lua_createtable(L, 0, 8);
    lua_pushstring(L, d.id.c_str());
    lua_setfield(L, -2, "id");
    lua_pushstring(L, d.name().c_str());
    lua_setfield(L, -2, "name");
    lua_pushstring(L, d.title.c_str());
    lua_setfield(L, -2, "title");
    lua_pushstring(L, d.set.c_str());
    lua_setfield(L, -2, "set");
    lua_pushstring(L, std::string(to_string(d.kind)).c_str());
    lua_setfield(L, -2, "type");
    lua_pushinteger(L, d.max);
    lua_setfield(L, -2, "max");
    lua_pushinteger(L, d.cost);
    lua_setfield(L, -2, "cost");
    lua_rawseti(L, -2, i + 1);
  }
}

}  // namespace

GameSetup load_format(const std::string& name, std::shared_ptr<const CardLibrary> library, std::uint64_t seed) {
  const std::string file = format_path(name);
  std::ifstream in(file, std::ios::binary);
  if (!in) throw FormatError(file + ": no such format (formats live in " + scripts_dir() + "/formats)");
  std::ostringstream ss;
  ss << in.rdbuf();
  script::Sandbox sb;
  // Formats that build teams draw from the game's seed, never from a clock.
  Rng rng(derive_seed(seed, 0x7EA3));
  sb.set_random([&rng](std::uint64_t bound) { return rng.below(bound); });
  lua_State* L = sb.L();
  Ctx c{L, file};
  GameSetup setup;
  setup.library = library;
  try {
    int chunk = sb.compile(ss.str(), file);
    int env = sb.new_env();
    sb.run_chunk(chunk, env, 1);
    if (!lua_istable(L, -1)) c.fail("a format script returns a table");
    setup.format = c.str("name", fs::path(file).stem().string());
    std::string edition = c.str("edition", "asm2015");
    auto e = parse_edition(edition);
    if (!e) c.fail("edition '" + edition + "' (avx2014 or asm2015)");
    setup.edition = *e;
    setup.life = c.integer("life", 20);
    setup.turn_cap = c.integer("turn_cap", 200);
    if (setup.life < 1 || setup.turn_cap < 1) c.fail("life and turn_cap must be positive");
    lua_getfield(L, -1, "first_turn_attack");
    setup.first_turn_attack = lua_isnil(L, -1) ? true : lua_toboolean(L, -1);
    lua_pop(L, 1);
    int per_basic = c.integer("dice_per_basic_action", 3);
    int max_cards = c.integer("max_cards", 0), max_dice = c.integer("max_dice", 0);
    lua_getfield(L, -1, "unique_titles");
    bool unique_titles = lua_toboolean(L, -1);
    lua_pop(L, 1);
    // Teams may be a function of the card pool: it gets the pool and the seeded random.
    lua_getfield(L, -1, "teams");
    if (lua_isfunction(L, -1)) {
      push_pool(L, *library);
      sb.call(1, 1);
    }
    if (!lua_istable(L, -1) || luaL_len(L, -1) != 2) c.fail("'teams' must hold exactly two teams");
    for (int p = 1; p <= 2; ++p) {
      lua_rawgeti(L, -1, p);
      if (!lua_istable(L, -1)) c.fail("team " + std::to_string(p) + " must be a table");
      TeamSetup team;
      team.sidekicks = c.integer("sidekicks", 8);
      lua_getfield(L, -1, "cards");
      team.cards = read_card_list(c, *library, 1, "team cards");
      lua_pop(L, 1);
      lua_getfield(L, -1, "basic_actions");
      if (lua_istable(L, -1)) {
        for (auto ba : read_card_list(c, *library, per_basic, "team basic actions")) setup.shared.push_back(ba);
      }
      lua_pop(L, 1);
      std::set<std::string> titles;
      int dice = 0;
      std::string who = "team " + std::to_string(p);
      for (auto [def, n] : team.cards) {
        const CardDef& d = library->at(def);
        if (d.kind == CardKind::BasicAction || d.kind == CardKind::Sidekick)
          c.fail(who + ": " + d.name() + " is not a character or action card");
        if (n < 1) c.fail(who + ": " + d.name() + " needs at least 1 die");
        if (n > d.max) c.fail(who + ": " + d.name() + " has " + std::to_string(n) + " dice, over its Max of " + std::to_string(d.max));
        if (unique_titles && !titles.insert(d.title).second)
          c.fail(who + ": two cards titled '" + d.title + "' (a team can't use two cards with the same name)");
        dice += n;
      }
      if (max_cards && static_cast<int>(team.cards.size()) > max_cards)
        c.fail(who + ": " + std::to_string(team.cards.size()) + " cards, over the limit of " + std::to_string(max_cards));
      if (max_dice && dice > max_dice)
        c.fail(who + ": " + std::to_string(dice) + " dice, over the limit of " + std::to_string(max_dice));
      setup.teams.push_back(std::move(team));
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
    lua_getfield(L, -1, "basic_actions");
    if (lua_istable(L, -1))
      for (auto ba : read_card_list(c, *library, per_basic, "basic_actions")) setup.shared.push_back(ba);
    lua_pop(L, 1);
    std::set<int> seen;
    for (auto [def, n] : setup.shared) {
      const CardDef& d = library->at(def);
      if (d.kind != CardKind::BasicAction) c.fail("basic action '" + d.name() + "' is not a basic action card");
      if (!seen.insert(def).second) c.fail("basic action '" + d.name() + "' is listed twice");
      if (n < 1) c.fail("basic action '" + d.name() + "' needs at least 1 die");
    }
    sb.unref(chunk);
    sb.unref(env);
  } catch (const script::ScriptError& e) {
    throw FormatError(e.what());
  }
  return setup;
}

}  // namespace dm
