// Formats: a Lua script read once, strictly (an unknown key is an error with a did-you-mean),
// into the set-up it describes and the team-building rules it declares (docs/formats.md).
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <algorithm>
#include <cctype>
#include "dm/files.hpp"
#include "dm/text.hpp"
#include "engine/masters/content/format_impl.hpp"
#include "engine/sandbox/plain_data.hpp"
#include "engine/sandbox/stateless.hpp"

namespace dm {

namespace fs = std::filesystem;

TeamError::TeamError(std::vector<TeamProblem> p)
    : FormatError(p.empty() ? std::string("illegal team") : p.front().text()), problems(std::move(p)) {}

namespace {

const std::vector<std::string> kFormatKeys = {
    "game",    "name",    "description", "edition", "life",          "turn_cap", "first_turn_attack", "players", "sides",
    "sidekicks", "dice_per_basic_action", "basic_actions", "teams",  "team",     "cards", "draft"};
const std::vector<std::string> kRuleKeys = {"max_cards", "max_dice", "min_dice", "basic_actions",
                                            "distinct_basic_actions", "unique_titles", "sets", "side", "check"};
const std::vector<std::string> kSideRuleKeys = {"unique_titles", "distinct_basic_actions"};

// Reads fields of the table at the top of the stack, refusing what the format may not say.
struct Reader {
  Format::Impl& m;
  lua_State* L;
  std::string where;  // "" at the top, or "team" / "team.side"

  std::string field(const std::string& k) const { return where.empty() ? "'" + k + "'" : "'" + where + "." + k + "'"; }

  // Every key of the table must be one of `known`.
  void keys(const std::vector<std::string>& known) {
    std::vector<std::string> unknown;
    bool unnamed = false;
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      lua_pop(L, 1);
      // The key stays on the stack for lua_next, so it is never converted in place.
      if (lua_type(L, -1) != LUA_TSTRING) {
        unnamed = true;
        continue;
      }
      const std::string k = lua_tostring(L, -1);
      if (std::find(known.begin(), known.end(), k) == known.end()) unknown.push_back(k);
    }
    // In name order: a table's own order changes from run to run, the message must not.
    if (unnamed) m.problem((where.empty() ? std::string("the format") : "'" + where + "'") + " has a key that is not a name");
    std::sort(unknown.begin(), unknown.end());
    for (const auto& k : unknown) {
      const std::string hint = did_you_mean(k, known);
      m.problem("unknown key " + field(k) + (hint.empty() ? "" : " (" + hint + ")") + "; docs/formats.md lists the keys");
    }
  }
  bool has(const char* k) {
    lua_getfield(L, -1, k);
    const bool present = !lua_isnil(L, -1);
    lua_pop(L, 1);
    return present;
  }
  std::string str(const char* k, std::string def) {
    lua_getfield(L, -1, k);
    const bool wrong = !lua_isnil(L, -1) && lua_type(L, -1) != LUA_TSTRING;
    if (wrong) m.problem(field(k) + " must be a string");
    std::string v = lua_isnil(L, -1) || wrong ? def : lua_tostring(L, -1);
    lua_pop(L, 1);
    // The name and description reach logs, JSON and terminals.
    if (auto bad = find_invalid_utf8(v)) {
      m.problem(field(k) + " is " + bad->text());
      return def;
    }
    if (const long at = find_control(v); at >= 0) {
      m.problem(field(k) + " holds a control character (" + printable_line(v.substr(static_cast<std::size_t>(at), 1)) + ")");
      return def;
    }
    return v;
  }
  int integer(const char* k, int def, int lo, int hi) {
    lua_getfield(L, -1, k);
    const bool wrong = !lua_isnil(L, -1) && !lua_isinteger(L, -1);
    if (wrong) m.problem(field(k) + " must be a whole number");
    const lua_Integer v = lua_isnil(L, -1) || wrong ? def : lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (v < lo || v > hi) {
      m.problem(field(k) + " is " + std::to_string(v) + ": it must be " + std::to_string(lo) + " to " + std::to_string(hi));
      return def;
    }
    return static_cast<int>(v);
  }
  bool boolean(const char* k, bool def) {
    lua_getfield(L, -1, k);
    const bool wrong = !lua_isnil(L, -1) && !lua_isboolean(L, -1);
    if (wrong) m.problem(field(k) + " must be true or false");
    const bool v = lua_isnil(L, -1) || wrong ? def : lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
  }
  std::vector<std::string> strings(const char* k) {
    std::vector<std::string> out;
    lua_getfield(L, -1, k);
    if (!lua_isnil(L, -1)) {
      if (!lua_istable(L, -1)) {
        m.problem(field(k) + " must be a list of strings");
        lua_pop(L, 1);
        return out;
      }
      const lua_Integer n = luaL_len(L, -1);
      for (lua_Integer i = 1; i <= n && i <= 1000; ++i) {
        lua_geti(L, -1, i);
        if (lua_type(L, -1) != LUA_TSTRING) m.problem(field(k) + " must be a list of strings (entry " + std::to_string(i) + " is not)");
        else out.emplace_back(lua_tostring(L, -1));
        lua_pop(L, 1);
      }
    }
    lua_pop(L, 1);
    return out;
  }
};

void read_rules(Format::Impl& m, lua_State* L) {
  lua_getfield(L, -1, "team");
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return;
  }
  if (!lua_istable(L, -1)) m.fail("'team' must be a table of team-building rules");
  Reader r{m, L, "team"};
  r.keys(kRuleKeys);
  TeamRules& t = m.rules;
  t.max_cards = r.integer("max_cards", 0, 0, 100);
  t.max_dice = r.integer("max_dice", 0, 0, 1000);
  t.min_dice = r.integer("min_dice", 1, 0, 100);
  t.basic_actions = r.integer("basic_actions", -1, -1, 20);
  t.distinct_basic_actions = r.boolean("distinct_basic_actions", false);
  t.unique_titles = r.boolean("unique_titles", false);
  t.sets = r.strings("sets");
  lua_getfield(L, -1, "check");
  if (!lua_isnil(L, -1) && !lua_isfunction(L, -1)) m.fail("'team.check' must be a function");
  t.custom = lua_isfunction(L, -1);
  lua_pop(L, 1);
  lua_getfield(L, -1, "side");
  if (!lua_isnil(L, -1)) {
    if (!lua_istable(L, -1)) m.fail("'team.side' must be a table of rules across a side");
    Reader s{m, L, "team.side"};
    s.keys(kSideRuleKeys);
    t.side_unique_titles = s.boolean("unique_titles", false);
    t.side_distinct_basic_actions = s.boolean("distinct_basic_actions", false);
  }
  lua_pop(L, 2);
}

// The `cards` of the format table (argument 1) as a new list of its strings, read inside the
// protected, budgeted call: the table is not checked yet, and a metatable may run code on any
// read (an __index that fails or never returns is then a script error naming the file).
int read_card_list(lua_State* L) {
  lua_newtable(L);
  const int out = lua_gettop(L);
  if (!lua_istable(L, 1)) return 1;
  lua_getfield(L, 1, "cards");
  if (!lua_istable(L, -1)) {
    lua_settop(L, out);
    return 1;
  }
  const int list = lua_gettop(L);
  lua_Integer n = 0;
  for (lua_Integer i = 1; i <= 1000; ++i) {
    if (lua_geti(L, list, i) == LUA_TNIL) break;
    if (lua_type(L, -1) == LUA_TSTRING) lua_rawseti(L, out, ++n);
    else lua_pop(L, 1);
  }
  lua_settop(L, out);
  return 1;
}

}  // namespace

Format::Format(const std::string& name, std::shared_ptr<const CardLibrary> library, const FormatOptions& options)
    : impl_(std::make_shared<Impl>()) {
  Impl& m = *impl_;
  m.file = format_path(name);
  m.library = std::move(library);
  m.options.given = options;
  std::string why;
  const auto text = read_input_file(m.file, kMaxFormatFileBytes, why);
  if (!text && why == "no such file")
    throw FormatError(m.file + ": no such format (formats live in " + scripts_dir() + "/formats; `dice formats list` names them)");
  if (!text) throw FormatError(m.file + ": " + (why == "a folder, not a file" ? "a folder, not a format script" : why));
  // Functions in the script draw from the seed of the set-up they are building, never from a clock.
  m.sb.set_random([&m](std::uint64_t bound) { return m.draw->below(bound); });
  lua_State* L = m.sb.L();
  try {
    const int chunk = m.sb.compile(*text, m.file);
    // A format serves many games: like a card script, it may keep nothing between them.
    script::check_stateless(m.sb, chunk, m.file);
    install_options(m);
    const int env = m.sb.new_env();
    struct Unref {
      script::Sandbox& sb;
      int ref;
      ~Unref() { sb.unref(ref); }
    } unref_env{m.sb, env};
    m.sb.run_chunk(chunk, env, 1);
    m.sb.unref(chunk);
    if (!lua_istable(L, -1)) m.fail("a format script returns a table");
    // Read below without a budget: so it must be plain data no script code runs behind.
    script::check_plain_data(L, -1, m.file, "the format table");
    Reader r{m, L, ""};
    r.keys(kFormatKeys);
    // A format of another game is opened by that game (dm/games.hpp), never read as this one.
    if (const std::string game = r.str("game", "dice-masters"); game != "dice-masters")
      m.fail("'game' is \"" + game + "\": a Dice Masters format says \"dice-masters\" or nothing");
    m.name = r.str("name", fs::path(m.file).stem().string());
    check_options(m);
    m.description = r.str("description", "");
    const std::string edition = r.str("edition", "asm2015");
    auto e = parse_edition(edition);
    if (!e) m.problem("edition '" + edition + "' (avx2014 or asm2015)");
    m.edition = e ? *e : Edition::ASM2015;
    m.life = r.integer("life", 20, 1, 1000);
    m.turn_cap = r.integer("turn_cap", 200, 1, 10000);
    m.first_turn_attack = r.boolean("first_turn_attack", true);
    m.players = r.integer("players", 2, 2, 4);
    m.sidekicks = r.integer("sidekicks", 8, 0, 20);
    m.dice_per_basic = r.integer("dice_per_basic_action", 3, 1, 20);
    m.cards = r.strings("cards");
    // Sides by seat: each player alone unless the format groups them.
    lua_getfield(L, -1, "sides");
    if (lua_isnil(L, -1)) {
      for (int p = 0; p < m.players; ++p) m.sides.push_back(p);
    } else {
      if (!lua_istable(L, -1) || luaL_len(L, -1) != m.players)
        m.fail("'sides' gives each of the " + std::to_string(m.players) + " players a side: sides = { 1, 2, 1, 2 }");
      for (int p = 1; p <= m.players; ++p) {
        lua_geti(L, -1, p);
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > m.players)
          m.fail("'sides' holds side numbers from 1 (seat " + std::to_string(p) + ")");
        m.sides.push_back(static_cast<SideId>(lua_tointeger(L, -1) - 1));
        lua_pop(L, 1);
      }
    }
    lua_pop(L, 1);
    read_rules(m, L);
    read_draft(m, L);
    // The script's table serves every game: nothing in it may change from one to the next.
    m.sb.freeze(lua_gettop(L));
    lua_pushvalue(L, -1);
    m.table = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_rawgeti(L, LUA_REGISTRYINDEX, env);
    m.sb.freeze(lua_gettop(L));
    lua_pop(L, 1);
    // Basic actions on the table in every game (the demo formats).
    lua_getfield(L, -1, "basic_actions");
    if (!lua_isnil(L, -1)) {
      TeamList shared;
      lua_newtable(L);
      lua_pushvalue(L, -2);
      lua_setfield(L, -2, "basic_actions");
      lua_newtable(L);
      lua_insert(L, -2);
      lua_rawseti(L, -2, 1);  // { { basic_actions = <the list> } }
      const std::vector<TeamList> listed = read_script_teams(m, L);
      for (const auto& e : listed.front().entries) m.shared.emplace_back(e.def, e.dice > 0 ? e.dice : m.dice_per_basic);
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
    lua_getfield(L, -1, "teams");
    if (lua_isfunction(L, -1)) {
      m.teams = Impl::Teams::Generated;
    } else if (lua_istable(L, -1)) {
      m.teams = Impl::Teams::Fixed;
      m.fixed = read_script_teams(m, L);
    } else if (!lua_isnil(L, -1)) {
      m.fail("'teams' is a list of teams or a function that builds them from the card pool");
    }
    lua_pop(L, 2);
    m.throw_problems();
    // Teams written in the format are checked now, so a broken format fails before any game.
    if (m.teams == Impl::Teams::Fixed) {
      auto problems = check_teams(m.fixed);
      if (!problems.empty()) throw TeamError(std::move(problems));
    }
  } catch (const script::ScriptError& e) {
    m.problems.push_back(e.what());
    m.throw_problems();
  }
}

Format::~Format() = default;
Format::Format(Format&&) noexcept = default;
Format& Format::operator=(Format&&) noexcept = default;
const std::string& Format::name() const { return impl_->name; }
const std::string& Format::description() const { return impl_->description; }
int Format::players() const { return impl_->players; }
const std::vector<FormatOptionInfo>& Format::options() const { return impl_->options.declared; }
bool Format::brings_teams() const { return impl_->teams == Impl::Teams::Brought && !impl_->drafts; }
const TeamRules& Format::rules() const { return impl_->rules; }

void Format::Impl::set_card_fields(lua_State* L, const CardDef& d) {
  auto text = [&](const char* field, const std::string& value) {
    lua_pushlstring(L, value.data(), value.size());
    lua_setfield(L, -2, field);
  };
  auto list = [&](const char* field, const std::vector<std::string>& values) {
    lua_createtable(L, static_cast<int>(values.size()), 0);
    int i = 0;
    for (const auto& v : values) {
      lua_pushlstring(L, v.data(), v.size());
      lua_rawseti(L, -2, ++i);
    }
    lua_setfield(L, -2, field);
  };
  text("id", d.id);
  text("name", d.name());
  text("title", d.title);
  text("set", d.set);
  text("rarity", d.rarity);
  text("type", std::string(to_string(d.kind)));
  lua_pushinteger(L, d.max);
  lua_setfield(L, -2, "max");
  lua_pushinteger(L, d.cost);
  lua_setfield(L, -2, "cost");
  // What a team rule may also ask of a card: its energy, affiliations, faces as they read
  // ("2 bolt", "1/3/3"), the keywords its abilities give, and whether it has a global.
  text("energy", d.energy == Energy::None ? std::string() : std::string(to_string(d.energy)));
  list("affiliations", d.affiliations);
  std::vector<std::string> faces, keywords;
  for (const auto& f : d.faces) faces.push_back(f.describe());
  for (const auto& a : d.abilities)
    for (const auto& k : a.keyword_names)
      if (std::find(keywords.begin(), keywords.end(), k) == keywords.end()) keywords.push_back(k);
  list("faces", faces);
  list("keywords", keywords);
  lua_pushboolean(L, !d.globals.empty());
  lua_setfield(L, -2, "global");
}

namespace {

// A field a card's table does not have is a mistake in the format, not a nil to go on with:
// the error names the field, the nearest one and every field there is. Upvalue: the fields.
int unknown_field(lua_State* L) {
  {
    // Every C++ value ends before lua_error, which does not unwind them.
    const char* key = lua_tostring(L, 2);
    const std::string wanted = key ? key : luaL_typename(L, 2);
    const std::string fields = lua_tostring(L, lua_upvalueindex(1));
    std::vector<std::string> names;
    for (std::size_t at = 0; at < fields.size();) {
      const std::size_t end = std::min(fields.find(", ", at), fields.size());
      names.push_back(fields.substr(at, end - at));
      at = end + 2;
    }
    const std::string near = did_you_mean(wanted, names);
    const std::string message = "a card has no field '" + wanted + "'" +
                                (near.empty() ? std::string() : " (" + near + ")") + " (its fields: " + fields + ")";
    lua_pushlstring(L, message.data(), message.size());
  }
  luaL_where(L, 2);
  lua_insert(L, -2);
  lua_concat(L, 2);
  return lua_error(L);
}

}  // namespace

void Format::Impl::make_strict(lua_State* L) {
  std::vector<std::string> keys;
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    if (lua_type(L, -2) == LUA_TSTRING) keys.emplace_back(lua_tostring(L, -2));
    lua_pop(L, 1);
  }
  std::sort(keys.begin(), keys.end());
  std::string fields;
  for (const auto& k : keys) fields += (fields.empty() ? "" : ", ") + k;
  lua_createtable(L, 0, 1);
  lua_pushlstring(L, fields.data(), fields.size());
  lua_pushcclosure(L, unknown_field, 1);
  lua_setfield(L, -2, "__index");
  lua_setmetatable(L, -2);
}

void Format::Impl::push_pool() {
  if (pool == LUA_NOREF) {
    lua_State* L = sb.L();
    lua_createtable(L, library->size(), library->size());
    for (int i = 0; i < library->size(); ++i) {
      const CardDef& d = library->at(i);
      lua_createtable(L, 0, 14);
      set_card_fields(L, d);
      make_strict(L);
      // By position (ipairs) and by id (pool["avx-001"]).
      lua_pushvalue(L, -1);
      lua_setfield(L, -3, d.id.c_str());
      lua_rawseti(L, -2, i + 1);
    }
    sb.freeze(lua_gettop(L));
    pool = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  lua_rawgeti(sb.L(), LUA_REGISTRYINDEX, pool);
}

void Format::Impl::push_id_strings() {
  lua_State* L = sb.L();
  if (id_strings == LUA_NOREF) {
    lua_createtable(L, library->size(), 0);
    for (int i = 0; i < library->size(); ++i) {
      const std::string& id = library->at(i).id;
      lua_pushlstring(L, id.data(), id.size());
      lua_rawseti(L, -2, i + 1);
    }
    id_strings = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, id_strings);
}

void Format::Impl::push_id(int def) {
  lua_State* L = sb.L();
  push_id_strings();
  lua_rawgeti(L, -1, def + 1);
  lua_remove(L, -2);
}

void Format::Impl::push_ids(const std::vector<int>& defs) {
  lua_State* L = sb.L();
  lua_createtable(L, static_cast<int>(defs.size()), 0);
  push_id_strings();
  for (std::size_t i = 0; i < defs.size(); ++i) {
    lua_rawgeti(L, -1, defs[i] + 1);
    lua_rawseti(L, -3, static_cast<lua_Integer>(i + 1));
  }
  lua_pop(L, 1);
}

GameSetup load_format(const std::string& name, std::shared_ptr<const CardLibrary> library, std::uint64_t seed,
                      const FormatOptions& options) {
  return Format(name, std::move(library), options).setup(seed);
}

std::vector<std::string> format_card_files(const std::string& name) {
  const std::string file = format_path(name);
  std::string why;
  const auto text = read_input_file(file, kMaxFormatFileBytes, why);
  if (!text) return {};  // the format itself reports why when it loads
  script::Sandbox sb;
  lua_State* L = sb.L();
  std::vector<std::string> out;
  try {
    script::install_default_option(sb);
    const int chunk = sb.compile(*text, file);
    const int env = sb.new_env();
    sb.run_chunk(chunk, env, 1);
    sb.unref(chunk);
    sb.unref(env);
    lua_pushcfunction(L, read_card_list);
    lua_insert(L, -2);
    sb.call(1, 1);
    // A new plain list of strings: read without any budget.
    for (lua_Integer i = 1; lua_rawgeti(L, -1, i) == LUA_TSTRING; ++i) {
      out.push_back((fs::path(file).parent_path() / lua_tostring(L, -1)).string());
      lua_pop(L, 1);
    }
  } catch (const script::ScriptError&) {
    return {};  // the format itself reports its errors when it loads
  }
  lua_settop(L, 0);
  return out;
}

// Options are read as every game's formats read them (engine/sandbox/format_options.hpp): a
// value the user gave, checked against what the script declares; an option the script never
// asks for is an error with a did-you-mean.
void install_options(Format::Impl& m) { script::install_option(m.sb, &m.options); }

void check_options(Format::Impl& m) {
  if (!m.options.error.empty()) m.fail(m.options.error);
  if (const std::string unknown = script::unknown_option(m.options, m.name); !unknown.empty()) m.fail(unknown);
}

}  // namespace dm
