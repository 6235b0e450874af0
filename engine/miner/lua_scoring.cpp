// The scoring scripts run through the Scoring seam (lua_scoring.hpp). A rule is called as
//   points, details = rule(players, want_details)
// where players is a list (one per scored player, in the order given) of { seat = n, faces =
// { face, ... } } and each face a read-only table { kind = "tunnel", name = "3", hero = false
// or the hero's name, <every symbol> = count }; points is a list of whole numbers, one per
// player, and details an optional list of text. A rule that fails, runs out of its budget or
// returns anything else fails the scoring, with the file and line to blame.
#include "engine/miner/lua_scoring.hpp"

#include <lua.hpp>

#include "dm/text.hpp"
#include "engine/miner/content_scripts.hpp"

namespace dm::miner {

namespace {

constexpr std::size_t kMaxDetail = 200;

struct StackGuard {
  lua_State* L;
  int top;
  ~StackGuard() { lua_settop(L, top); }
};

// The face table for scripts: kind, name, hero and every symbol's count.
int face_table(lua_State* L, script::Sandbox& sb, const Content& c, int kind, const Face& f, const std::string& hero) {
  lua_createtable(L, 0, static_cast<int>(c.symbols.size()) + 3);
  lua_pushstring(L, c.kinds[static_cast<std::size_t>(kind)].name.c_str());
  lua_setfield(L, -2, "kind");
  lua_pushstring(L, f.name.c_str());
  lua_setfield(L, -2, "name");
  if (hero.empty()) lua_pushboolean(L, 0);
  else lua_pushstring(L, hero.c_str());
  lua_setfield(L, -2, "hero");
  for (std::size_t s = 0; s < c.symbols.size(); ++s) {
    lua_pushinteger(L, f.symbols[s]);
    lua_setfield(L, -2, c.symbols[s].c_str());
  }
  sb.freeze(lua_gettop(L));
  return luaL_ref(L, LUA_REGISTRYINDEX);
}

}  // namespace

LuaScoring::LuaScoring() : sb_(std::make_unique<script::Sandbox>()) {}

LuaScoring::~LuaScoring() = default;

void LuaScoring::add_rules(const std::string& file) {
  lua_State* L = sb_->L();
  const int list = lua_gettop(L);
  const int line = declared_line(L, list);
  if (!lua_istable(L, list)) throw ContentError(file, line, "a scoring script returns a list of rules: { rule \"tunnels\" (function(players) ... end), ... }");
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, list));
  // Bounded in all the scripts together, so no total can wrap (kMaxRules, dm/miner.hpp).
  if (n > kMaxRules - static_cast<lua_Integer>(rules_.size())) {
    lua_rawgeti(L, list, kMaxRules - static_cast<lua_Integer>(rules_.size()) + 1);
    const int past = declared_line(L, -1);  // the first rule past the bound
    lua_pop(L, 1);
    throw ContentError(file, past ? past : line, "more than " + std::to_string(kMaxRules) + " scoring rules (this script has " + std::to_string(n) +
                                       ", the scripts before it " + std::to_string(rules_.size()) + "): a round's points must add up without overflowing");
  }
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, list, i);
    const int t = lua_gettop(L);
    Rule r;
    r.file = file;
    r.line = declared_line(L, t);
    if (!lua_istable(L, t)) throw ContentError(file, line, "rule " + std::to_string(i) + " is not a rule: rule \"name\" (function(players) ... end)");
    r.name = string_field(L, t, "name", "", file, r.line, "rule " + std::to_string(i));
    if (r.name.empty()) throw ContentError(file, r.line, "rule " + std::to_string(i) + " needs a name: rule \"tunnels\" (function(players) ... end)");
    for (const Rule& other : rules_)
      if (other.name == r.name)
        throw ContentError(file, r.line, "rule '" + r.name + "' is declared twice (also " + other.file + ":" + std::to_string(other.line) + ")");
    lua_pushstring(L, "score");
    lua_rawget(L, t);
    if (!lua_isfunction(L, -1)) throw ContentError(file, r.line, "rule '" + r.name + "' needs a function: rule \"" + r.name + "\" (function(players) ... end)");
    if (!r.line) {
      lua_Debug ar;
      lua_pushvalue(L, -1);
      if (lua_getinfo(L, ">S", &ar)) r.line = ar.linedefined;
    }
    r.fn = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pop(L, 1);
    rules_.push_back(std::move(r));
  }
}

void LuaScoring::prepare(const Content& c) {
  lua_State* L = sb_->L();
  const StackGuard guard{L, lua_gettop(L)};
  try {
    for (std::size_t k = 0; k < c.kinds.size(); ++k) {
      die_faces_.emplace_back();
      for (const Face& f : c.kinds[k].faces) die_faces_.back().push_back(face_table(L, *sb_, c, static_cast<int>(k), f, ""));
    }
    for (const Hero& h : c.heroes) {
      hero_faces_.emplace_back();
      for (const HeroFace& f : h.faces) hero_faces_.back().push_back(face_table(L, *sb_, c, f.kind, f.face, h.name));
    }
    // The rules' functions, and through their upvalues the environments they run in.
    for (const Rule& r : rules_) {
      lua_createtable(L, 1, 0);
      lua_rawgeti(L, LUA_REGISTRYINDEX, r.fn);
      lua_rawseti(L, -2, 1);
      sb_->freeze(lua_gettop(L));
      lua_pop(L, 1);
    }
  } catch (const script::ScriptError& e) {
    throw ContentError(rules_.empty() ? "" : rules_.front().file, 0, e.what());
  }
}

bool LuaScoring::read_result(int players, bool details, RuleScore& out, std::string& why) {
  lua_State* L = sb_->L();
  const int pts = lua_gettop(L) - 1, det = lua_gettop(L);
  if (!lua_istable(L, pts) || lua_getmetatable(L, pts)) {
    if (lua_istable(L, pts)) lua_pop(L, 1);
    why = "a rule returns a plain list of points, one per player (it returned " + std::string(luaL_typename(L, pts)) + ")";
    return false;
  }
  if (static_cast<int>(lua_rawlen(L, pts)) != players) {
    why = "a rule returns one number of points per player: " + std::to_string(players) + ", not " + std::to_string(lua_rawlen(L, pts));
    return false;
  }
  out.points.resize(static_cast<std::size_t>(players));
  for (int i = 1; i <= players; ++i) {
    lua_rawgeti(L, pts, i);
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < -kMaxPoints || lua_tointeger(L, -1) > kMaxPoints) {
      why = "points must be whole numbers from -" + std::to_string(kMaxPoints) + " to " + std::to_string(kMaxPoints) + " (player " + std::to_string(i) + ": " +
            (lua_type(L, -1) == LUA_TNUMBER ? std::string(lua_tostring(L, -1)) : std::string(luaL_typename(L, -1))) + ")";
      lua_pop(L, 1);
      return false;
    }
    out.points[static_cast<std::size_t>(i - 1)] = static_cast<int>(lua_tointeger(L, -1));
    lua_pop(L, 1);
  }
  if (!details || lua_isnil(L, det)) return true;
  if (!lua_istable(L, det) || lua_getmetatable(L, det)) {
    if (lua_istable(L, det)) lua_pop(L, 1);
    why = "a rule's second result, the details, is a plain list of text, one per player";
    return false;
  }
  out.details.assign(static_cast<std::size_t>(players), "");
  for (int i = 1; i <= players; ++i) {
    lua_rawgeti(L, det, i);
    if (lua_type(L, -1) == LUA_TSTRING) {
      std::size_t size = 0;
      const char* d = lua_tolstring(L, -1, &size);
      // Never in the middle of a character: the log, the page and agents read it as UTF-8.
      out.details[static_cast<std::size_t>(i - 1)] = std::string(utf8_prefix(std::string_view(d, size), kMaxDetail));
    } else if (!lua_isnil(L, -1)) {
      lua_pop(L, 1);
      why = "a rule's details are text (player " + std::to_string(i) + ")";
      return false;
    }
    lua_pop(L, 1);
  }
  return true;
}

// Runs every rule inside one budgeted call (the players and the flag are its arguments),
// reading each rule's results as it returns. Upvalue: the LuaScoring.
int LuaScoring::run_rules(lua_State* L) {
  auto* self = static_cast<LuaScoring*>(lua_touserdata(L, lua_upvalueindex(1)));
  const int players = static_cast<int>(lua_rawlen(L, 1));
  const bool details = lua_toboolean(L, 2);
  for (std::size_t r = 0; r < self->rules_.size(); ++r) {
    self->current_ = static_cast<int>(r);
    lua_settop(L, 2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, self->rules_[r].fn);
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_call(L, 2, 2);
    RuleScore& out = self->results_[r];
    out.rule = self->rules_[r].name;
    if (!self->read_result(players, details, out, self->why_)) return luaL_error(L, "%s", self->why_.c_str());
  }
  self->current_ = -1;
  return 0;
}

ScoreResult LuaScoring::score(const Content& c, const std::vector<std::vector<TroveFace>>& troves, bool details) {
  lua_State* L = sb_->L();
  const StackGuard guard{L, lua_gettop(L)};
  ScoreResult res;
  const int players = static_cast<int>(troves.size());
  res.totals.assign(static_cast<std::size_t>(players), 0);
  results_.assign(rules_.size(), RuleScore{});
  why_.clear();
  current_ = -1;
  counts_.resize(c.symbols.size());
  try {
    lua_pushlightuserdata(L, this);
    lua_pushcclosure(L, run_rules, 1);
    // One list for every rule of this call, built fresh for it: nothing a rule does to it
    // outlives the call.
    lua_createtable(L, players, 0);
    for (int p = 0; p < players; ++p) {
      const auto& trove = troves[static_cast<std::size_t>(p)];
      std::fill(counts_.begin(), counts_.end(), 0);
      lua_createtable(L, 0, 3);
      lua_pushinteger(L, p + 1);
      lua_setfield(L, -2, "seat");
      lua_createtable(L, static_cast<int>(trove.size()), 0);
      for (std::size_t i = 0; i < trove.size(); ++i) {
        const TroveFace& f = trove[i];
        const Face& face = f.hero >= 0 ? c.heroes[static_cast<std::size_t>(f.hero)].faces[static_cast<std::size_t>(f.hero_face)].face
                                       : c.kinds[static_cast<std::size_t>(f.kind)].faces[static_cast<std::size_t>(f.face)];
        for (std::size_t k = 0; k < counts_.size(); ++k) counts_[k] += face.symbols[k];
        const int ref = f.hero >= 0 ? hero_faces_[static_cast<std::size_t>(f.hero)][static_cast<std::size_t>(f.hero_face)]
                                    : die_faces_[static_cast<std::size_t>(f.kind)][static_cast<std::size_t>(f.face)];
        lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
        lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
      }
      lua_setfield(L, -2, "faces");
      lua_createtable(L, 0, static_cast<int>(counts_.size()));
      for (std::size_t k = 0; k < counts_.size(); ++k) {
        lua_pushinteger(L, counts_[k]);
        lua_setfield(L, -2, c.symbols[k].c_str());
      }
      lua_setfield(L, -2, "count");
      lua_rawseti(L, -2, p + 1);
    }
    lua_pushboolean(L, details);
    sb_->call(2, 0);
  } catch (const std::exception& e) {
    const Rule* r = current_ >= 0 ? &rules_[static_cast<std::size_t>(current_)] : nullptr;
    const auto* se = dynamic_cast<const script::ScriptError*>(&e);
    res.failed = true;
    // A fault in the rule's own code names its line; a bad result names the rule's.
    if (se && !se->file.empty() && why_.empty()) {
      res.file = se->file;
      res.line = se->line;
    } else {
      res.file = r ? r->file : "";
      res.line = r ? r->line : 0;
    }
    const std::string what = !why_.empty() ? why_ : se && !se->message.empty() ? se->message : std::string(e.what());
    res.message = (r ? "rule '" + r->name + "': " : std::string()) + what;
    return res;
  }
  for (RuleScore& rs : results_) {
    for (int p = 0; p < players; ++p) res.totals[static_cast<std::size_t>(p)] += rs.points[static_cast<std::size_t>(p)];
    res.rules.push_back(std::move(rs));
  }
  return res;
}

}  // namespace dm::miner
