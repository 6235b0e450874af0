// Formats: a Lua script read once; each game's set-up taken from it, its teams built by
// the script's function from the game's seed when it builds them.
#include <filesystem>
#include <fstream>
#include <lua.hpp>
#include <set>
#include <sstream>

#include "dm/content.hpp"
#include "dm/rng.hpp"
#include "engine/script/sandbox.hpp"
#include "engine/script/stateless.hpp"

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
    lua_geti(c.L, -1, i);
    if (lua_isstring(c.L, -1)) {
      out.emplace_back(find_card(c, lib, lua_tostring(c.L, -1)), dflt);
    } else if (lua_istable(c.L, -1)) {
      lua_geti(c.L, -1, 1);
      lua_geti(c.L, -2, 2);
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

struct Format::Impl {
  std::string file;
  std::shared_ptr<const CardLibrary> library;
  script::Sandbox sb;
  Rng rng;          // the running set-up's random numbers
  int table = LUA_NOREF;  // what the script returned
  GameSetup fixed;  // everything but the teams
  int per_basic = 3, max_cards = 0, max_dice = 0;
  bool unique_titles = false;
  bool team_function = false;
  int pool = LUA_NOREF;   // the card pool handed to a team-building function (read-only)
};

namespace {

// The set-up of one game: the fixed part, and the teams (built for `seed` by a function).
GameSetup setup_from_table(Format::Impl& m, std::uint64_t seed) {
  lua_State* L = m.sb.L();
  const int top = lua_gettop(L);
  struct Restore {
    lua_State* L;
    int top;
    ~Restore() { lua_settop(L, top); }
  } restore{L, top};
  Ctx c{L, m.file};
  GameSetup setup = m.fixed;
  setup.teams.clear();
  lua_rawgeti(L, LUA_REGISTRYINDEX, m.table);
  lua_getfield(L, -1, "teams");
  if (lua_isfunction(L, -1)) {
    m.rng = Rng(derive_seed(seed, 0x7EA3));
    if (m.pool == LUA_NOREF) {
      push_pool(L, *m.library);
      m.sb.freeze(lua_gettop(L));
      m.pool = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, m.pool);
    m.sb.call(1, 1);
  }
  const lua_Integer n = lua_istable(L, -1) ? luaL_len(L, -1) : 0;
  if (n < 2 || n > 4) c.fail("'teams' must hold 2 to 4 teams (one for each player, in seat order)");
  for (int p = 1; p <= n; ++p) {
    lua_geti(L, -1, p);
    if (!lua_istable(L, -1)) c.fail("team " + std::to_string(p) + " must be a table");
    TeamSetup team;
    team.sidekicks = c.integer("sidekicks", 8);
    const int side = c.integer("side", 0);
    if (side < 0 || side > n) c.fail("team " + std::to_string(p) + ": side " + std::to_string(side) + " (sides are 1, 2, ...)");
    team.side = side - 1;  // 0 (none given): a side of their own
    lua_getfield(L, -1, "cards");
    team.cards = read_card_list(c, *m.library, 1, "team cards");
    lua_pop(L, 1);
    lua_getfield(L, -1, "basic_actions");
    if (lua_istable(L, -1))
      for (auto ba : read_card_list(c, *m.library, m.per_basic, "team basic actions")) setup.shared.push_back(ba);
    lua_pop(L, 1);
    std::set<std::string> titles;
    int dice = 0;
    const std::string who = "team " + std::to_string(p);
    for (auto [def, k] : team.cards) {
      const CardDef& d = m.library->at(def);
      if (d.kind == CardKind::BasicAction || d.kind == CardKind::Sidekick)
        c.fail(who + ": " + d.name() + " is not a character or action card");
      if (k < 1) c.fail(who + ": " + d.name() + " needs at least 1 die");
      if (k > d.max) c.fail(who + ": " + d.name() + " has " + std::to_string(k) + " dice, over its Max of " + std::to_string(d.max));
      if (m.unique_titles && !titles.insert(d.title).second)
        c.fail(who + ": two cards titled '" + d.title + "' (a team can't use two cards with the same name)");
      dice += k;
    }
    if (m.max_cards && static_cast<int>(team.cards.size()) > m.max_cards)
      c.fail(who + ": " + std::to_string(team.cards.size()) + " cards, over the limit of " + std::to_string(m.max_cards));
    if (m.max_dice && dice > m.max_dice)
      c.fail(who + ": " + std::to_string(dice) + " dice, over the limit of " + std::to_string(m.max_dice));
    setup.teams.push_back(std::move(team));
    lua_pop(L, 1);
  }
  // Sides: given for every team or for none.
  const bool any_side = std::any_of(setup.teams.begin(), setup.teams.end(), [](const TeamSetup& t) { return t.side != kNone; });
  const bool all_sides = std::all_of(setup.teams.begin(), setup.teams.end(), [](const TeamSetup& t) { return t.side != kNone; });
  if (any_side && !all_sides) c.fail("give every team a side, or none");
  std::set<int> seen;
  for (auto [def, k] : setup.shared) {
    const CardDef& d = m.library->at(def);
    if (d.kind != CardKind::BasicAction) c.fail("basic action '" + d.name() + "' is not a basic action card");
    if (!seen.insert(def).second) c.fail("basic action '" + d.name() + "' is listed twice");
    if (k < 1) c.fail("basic action '" + d.name() + "' needs at least 1 die");
  }
  return setup;
}

}  // namespace

Format::Format(const std::string& name, std::shared_ptr<const CardLibrary> library) : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  m.file = format_path(name);
  m.library = std::move(library);
  std::ifstream in(m.file, std::ios::binary);
  if (!in) throw FormatError(m.file + ": no such format (formats live in " + scripts_dir() + "/formats)");
  std::ostringstream ss;
  ss << in.rdbuf();
  // Formats that build teams draw from the game's seed, never from a clock.
  m.sb.set_random([&m](std::uint64_t bound) { return m.rng.below(bound); });
  lua_State* L = m.sb.L();
  Ctx c{L, m.file};
  GameSetup& setup = m.fixed;
  setup.library = m.library;
  try {
    const int chunk = m.sb.compile(ss.str(), m.file);
    // A format serves many games: like a card script, it may keep nothing between them.
    script::check_stateless(m.sb, chunk, m.file);
    const int env = m.sb.new_env();
    m.sb.run_chunk(chunk, env, 1);
    m.sb.unref(chunk);
    struct Unref {
      script::Sandbox& sb;
      int ref;
      ~Unref() { sb.unref(ref); }
    } unref_env{m.sb, env};
    if (!lua_istable(L, -1)) c.fail("a format script returns a table");
    setup.format = c.str("name", fs::path(m.file).stem().string());
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
    m.per_basic = c.integer("dice_per_basic_action", 3);
    m.max_cards = c.integer("max_cards", 0);
    m.max_dice = c.integer("max_dice", 0);
    lua_getfield(L, -1, "unique_titles");
    m.unique_titles = lua_toboolean(L, -1);
    lua_pop(L, 1);
    lua_getfield(L, -1, "basic_actions");
    if (lua_istable(L, -1))
      for (auto ba : read_card_list(c, *m.library, m.per_basic, "basic_actions")) setup.shared.push_back(ba);
    lua_pop(L, 1);
    lua_getfield(L, -1, "teams");
    m.team_function = lua_isfunction(L, -1);
    lua_pop(L, 1);
    // The table serves every game: nothing in it may change from one to the next.
    m.sb.freeze(lua_gettop(L));
    m.table = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_rawgeti(L, LUA_REGISTRYINDEX, env);
    m.sb.freeze(lua_gettop(L));
    lua_pop(L, 1);
    // Fixed teams are checked now, so a broken format fails before any game.
    if (!m.team_function) m.fixed = setup_from_table(m, 0);
  } catch (const script::ScriptError& e) {
    throw FormatError(e.what());
  }
}

Format::~Format() = default;
Format::Format(Format&&) noexcept = default;
Format& Format::operator=(Format&&) noexcept = default;
const std::string& Format::name() const { return impl_->fixed.format; }

GameSetup Format::setup(std::uint64_t seed) {
  if (!impl_->team_function) return impl_->fixed;
  try {
    return setup_from_table(*impl_, seed);
  } catch (const script::ScriptError& e) {
    throw FormatError(e.what());
  }
}

GameSetup load_format(const std::string& name, std::shared_ptr<const CardLibrary> library, std::uint64_t seed) {
  return Format(name, std::move(library)).setup(seed);
}

}  // namespace dm
