// The scoring scripts run through the Scoring seam (lua_scoring.hpp). A rule is called as
//   points, details = rule(players, want_details)
// where players is a list (one per scored player, in the order given) of { seat = n, faces =
// { face, ... }, count = { symbol = total, ... } } and each face a read-only table { kind =
// "tunnel", name = "3", hero = false or the hero's name, <every symbol> = count }; points is a
// list of whole numbers, one per player, and details an optional list of text. A rule that
// fails, runs out of its budget or returns anything else fails the scoring, with the file and
// line to blame.
//
// A rule may declare what it reads: `reads`, the symbols (its faces then show those alone,
// faces showing none are left out, and count has those alone), and `each`, a player's points
// from their own faces alone (it is given one player at a time). Such a rule sees no seat and
// its faces in a fixed order, so its points are a function of what it reads and nothing else:
// the players' calls, thousands a game, are answered from memory when it read the same before.
#include "engine/miner/lua_scoring.hpp"

#include <algorithm>
#include <lua.hpp>
#include <string_view>

#include "dm/text.hpp"
#include "engine/miner/content_scripts.hpp"

namespace dm::miner {

namespace {

constexpr std::size_t kMaxDetail = 200;
constexpr std::uint16_t kEndOfPlayer = 0xFFFF;

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

// The face table for a rule that reads `reads`: those symbols' counts alone.
int view_table(lua_State* L, script::Sandbox& sb, const Content& c, const std::vector<int>& reads, const std::vector<int>& counts) {
  lua_createtable(L, 0, static_cast<int>(reads.size()));
  for (std::size_t i = 0; i < reads.size(); ++i) {
    lua_pushinteger(L, counts[i]);
    lua_setfield(L, -2, c.symbols[static_cast<std::size_t>(reads[i])].c_str());
  }
  sb.freeze(lua_gettop(L));
  return luaL_ref(L, LUA_REGISTRYINDEX);
}

// The points list on the stack at pts: one whole number a player, in the bounds.
bool read_points(lua_State* L, int pts, int players, std::vector<int>& into, std::string& why) {
  if (!lua_istable(L, pts) || lua_getmetatable(L, pts)) {
    if (lua_istable(L, pts)) lua_pop(L, 1);
    why = "a rule returns a plain list of points, one per player (it returned " + std::string(luaL_typename(L, pts)) + ")";
    return false;
  }
  if (static_cast<int>(lua_rawlen(L, pts)) != players) {
    why = "a rule returns one number of points per player: " + std::to_string(players) + ", not " + std::to_string(lua_rawlen(L, pts));
    return false;
  }
  into.resize(static_cast<std::size_t>(players));
  for (int i = 1; i <= players; ++i) {
    lua_rawgeti(L, pts, i);
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < -kMaxPoints || lua_tointeger(L, -1) > kMaxPoints) {
      why = "points must be whole numbers from -" + std::to_string(kMaxPoints) + " to " + std::to_string(kMaxPoints) + " (player " + std::to_string(i) + ": " +
            (lua_type(L, -1) == LUA_TNUMBER ? std::string(lua_tostring(L, -1)) : std::string(luaL_typename(L, -1))) + ")";
      lua_pop(L, 1);
      return false;
    }
    into[static_cast<std::size_t>(i - 1)] = static_cast<int>(lua_tointeger(L, -1));
    lua_pop(L, 1);
  }
  return true;
}

}  // namespace

LuaScoring::LuaScoring() : sb_(std::make_unique<script::Sandbox>()) {
  // Made once: the closure holds no state of a call (scripts never see it).
  lua_State* L = sb_->L();
  lua_pushlightuserdata(L, this);
  lua_pushcclosure(L, run_rules, 1);
  run_rules_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
}

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
    const std::string form = "rule \"" + r.name + "\" { reads = { \"tunnel\" }, each = true, score = function(players) ... end }";
    // Every key is one the engine reads: a misspelt `each` would otherwise be lost silently.
    lua_pushnil(L);
    while (lua_next(L, t)) {
      lua_pop(L, 1);
      const char* k = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : nullptr;
      if (!k || (std::string_view(k) != "name" && std::string_view(k) != "line" && std::string_view(k) != "score" &&
                 std::string_view(k) != "reads" && std::string_view(k) != "each"))
        throw ContentError(file, r.line, "rule '" + r.name + "' has an unknown key" + (k ? " '" + std::string(k) + "'" : std::string()) +
                                             ": a rule has reads, each and score (" + form + ")");
    }
    lua_pushstring(L, "each");
    lua_rawget(L, t);
    if (!lua_isnil(L, -1) && !lua_isboolean(L, -1)) throw ContentError(file, r.line, "rule '" + r.name + "': each is true or false (" + form + ")");
    r.each = lua_toboolean(L, -1);
    lua_pop(L, 1);
    lua_pushstring(L, "reads");
    lua_rawget(L, t);
    if (!lua_isnil(L, -1)) {
      const auto m = lua_istable(L, -1) ? static_cast<lua_Integer>(lua_rawlen(L, -1)) : 0;
      if (m == 0) throw ContentError(file, r.line, "rule '" + r.name + "': reads is a list of the symbols it reads (" + form + ")");
      for (lua_Integer j = 1; j <= m; ++j) {
        lua_rawgeti(L, -1, j);
        if (lua_type(L, -1) != LUA_TSTRING) throw ContentError(file, r.line, "rule '" + r.name + "': reads lists symbols by name (" + form + ")");
        r.read_names.emplace_back(lua_tostring(L, -1));
        lua_pop(L, 1);
      }
    }
    lua_pop(L, 1);
    r.declares = r.each || !r.read_names.empty();
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
  content_ = &c;
  for (Rule& r : rules_)
    for (const std::string& name : r.read_names) {
      const auto it = std::find(c.symbols.begin(), c.symbols.end(), name);
      if (it == c.symbols.end()) throw ContentError(r.file, r.line, "rule '" + r.name + "' reads '" + name + "', which no face shows: a symbol of the dice");
      if (std::find(r.reads.begin(), r.reads.end(), static_cast<int>(it - c.symbols.begin())) != r.reads.end())
        throw ContentError(r.file, r.line, "rule '" + r.name + "' reads '" + name + "' twice");
      r.reads.push_back(static_cast<int>(it - c.symbols.begin()));
    }
  try {
    numbering_ = FaceNumbers(c);
    for (std::size_t k = 0; k < c.kinds.size(); ++k) {
      die_faces_.emplace_back();
      for (const Face& f : c.kinds[k].faces) die_faces_.back().push_back(face_table(L, *sb_, c, static_cast<int>(k), f, ""));
    }
    for (const Hero& h : c.heroes) {
      hero_faces_.emplace_back();
      for (const HeroFace& f : h.faces) hero_faces_.back().push_back(face_table(L, *sb_, c, f.kind, f.face, h.name));
    }
    for (Rule& r : rules_) {
      if (!r.declares) continue;
      Views& v = r.views;
      // A face as the rule sees it: the same view for the same counts of what it reads; a
      // rule that reads every symbol (each alone) sees every face as it is.
      const auto view = [&](const Face& f, int ref) {
        if (r.reads.empty()) {
          v.ref.push_back(ref);
          v.counts.push_back(f.symbols);
          return static_cast<int>(v.ref.size()) - 1;
        }
        std::vector<int> counts;
        bool any = false;
        for (int s : r.reads) {
          counts.push_back(f.symbols[static_cast<std::size_t>(s)]);
          any = any || counts.back() != 0;
        }
        if (!any) return -1;
        const auto it = std::find(v.counts.begin(), v.counts.end(), counts);
        if (it != v.counts.end()) return static_cast<int>(it - v.counts.begin());
        v.ref.push_back(view_table(L, *sb_, c, r.reads, counts));
        v.counts.push_back(std::move(counts));
        return static_cast<int>(v.ref.size()) - 1;
      };
      for (std::size_t k = 0; k < c.kinds.size(); ++k)
        for (std::size_t f = 0; f < c.kinds[k].faces.size(); ++f) v.by_face.push_back(view(c.kinds[k].faces[f], die_faces_[k][f]));
      for (std::size_t h = 0; h < c.heroes.size(); ++h)
        for (std::size_t f = 0; f < c.heroes[h].faces.size(); ++f) v.by_face.push_back(view(c.heroes[h].faces[f].face, hero_faces_[h][f]));
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

bool LuaScoring::read_result(const Run& run, int players, RuleScore& out, std::string& why) {
  lua_State* L = sb_->L();
  const int pts = lua_gettop(L) - 1, det = lua_gettop(L);
  if (!read_points(L, pts, players, out.points, why)) return false;
  if (!details_ || lua_isnil(L, det)) return true;
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
      why = "a rule's details are text (player " + std::to_string(run.player >= 0 ? run.player + 1 : i) + ")";
      return false;
    }
    lua_pop(L, 1);
  }
  return true;
}

int LuaScoring::view_of(const Rule& r, const TroveFace& f) const { return r.views.by_face[numbering_.of(f)]; }

MultisetKey LuaScoring::key_of(Rule& r, int only) {
  MultisetKey key;
  const std::size_t stride = r.views.ref.size() + 1;
  for (std::size_t p = 0; p < numbers_.size(); ++p) {
    if (only >= 0 && static_cast<int>(p) != only) continue;
    // An `each` rule sees no seat: one trove reads the same whoever holds it. A mark for every
    // player keeps apart positions where the same faces are held by other players.
    const std::size_t whose = only >= 0 ? 0 : p + 1;
    if (r.views.members.size() < (whose + 1) * stride) {
      const std::size_t from = r.views.members.size() / stride;
      for (std::size_t w = from; w <= whose; ++w) {
        for (std::size_t v = 0; v + 1 < stride; ++v) r.views.members.push_back(MultisetKey::member(w, v));
        r.views.members.push_back(MultisetKey::member(w, kEndOfPlayer));
      }
    }
    const MultisetKey* members = &r.views.members[whose * stride];
    key.add(members[stride - 1]);
    for (const std::size_t n : numbers_[p])
      if (const int v = r.views.by_face[n]; v >= 0) key.add(members[v]);
  }
  return key;
}

// The players a rule is given, built fresh for each run: nothing a rule does to them outlives
// it. A declaring rule gets its views, in the order of the key, and the counts it reads.
void LuaScoring::push_players(const Rule& r, const std::vector<std::vector<TroveFace>>& troves, int only) {
  lua_State* L = sb_->L();
  const Content& c = *asked_;
  const int players = only >= 0 ? 1 : static_cast<int>(troves.size());
  lua_createtable(L, players, 0);
  int slot = 0;
  for (std::size_t p = 0; p < troves.size(); ++p) {
    if (only >= 0 && static_cast<int>(p) != only) continue;
    const auto& trove = troves[p];
    if (!r.declares) {
      counts_.assign(c.symbols.size(), 0);
      lua_createtable(L, 0, 3);
      lua_pushinteger(L, static_cast<lua_Integer>(p) + 1);
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
    } else {
      ids_.clear();
      for (const TroveFace& f : trove)
        if (const int v = view_of(r, f); v >= 0) ids_.push_back(static_cast<std::uint16_t>(v));
      std::sort(ids_.begin(), ids_.end());
      const std::size_t symbols = r.reads.empty() ? c.symbols.size() : r.reads.size();
      counts_.assign(symbols, 0);
      lua_createtable(L, 0, 2);
      lua_createtable(L, static_cast<int>(ids_.size()), 0);
      for (std::size_t i = 0; i < ids_.size(); ++i) {
        const auto& vc = r.views.counts[ids_[i]];
        for (std::size_t k = 0; k < symbols; ++k) counts_[k] += vc[k];
        lua_rawgeti(L, LUA_REGISTRYINDEX, r.views.ref[ids_[i]]);
        lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
      }
      lua_setfield(L, -2, "faces");
    }
    lua_createtable(L, 0, static_cast<int>(counts_.size()));
    for (std::size_t k = 0; k < counts_.size(); ++k) {
      lua_pushinteger(L, counts_[k]);
      const int s = r.declares && !r.reads.empty() ? r.reads[k] : static_cast<int>(k);
      lua_setfield(L, -2, c.symbols[static_cast<std::size_t>(s)].c_str());
    }
    lua_setfield(L, -2, "count");
    lua_rawseti(L, -2, ++slot);
  }
}

// Runs the planned runs not remembered inside one budgeted call, reading each one's results
// as it returns. Upvalue: the LuaScoring.
int LuaScoring::run_rules(lua_State* L) {
  auto* self = static_cast<LuaScoring*>(lua_touserdata(L, lua_upvalueindex(1)));
  const auto& troves = *self->troves_;
  for (std::size_t i = 0; i < self->plan_.size(); ++i) {
    const Run& run = self->plan_[i];
    if (run.known) continue;
    const Rule& r = self->rules_[static_cast<std::size_t>(run.rule)];
    self->current_ = run.rule;
    lua_settop(L, 0);
    lua_rawgeti(L, LUA_REGISTRYINDEX, r.fn);
    self->push_players(r, troves, run.player);
    lua_pushboolean(L, self->details_);
    lua_call(L, 2, 2);
    const int players = run.player >= 0 ? 1 : static_cast<int>(troves.size());
    if (!self->read_result(run, players, self->results_[i], self->why_)) return luaL_error(L, "%s", self->why_.c_str());
  }
  self->current_ = -1;
  return 0;
}

void LuaScoring::plan(const Content& c, const std::vector<std::vector<TroveFace>>& troves, bool details) {
  asked_ = &c;
  // Remembered points are of the content prepared (another's faces are other faces).
  const bool remember = !details && &c == content_;
  remember_ = remember;
  plan_.clear();
  if (remember) {  // every face's number, once for all the rules
    numbers_.resize(troves.size());
    for (std::size_t p = 0; p < troves.size(); ++p) {
      numbers_[p].clear();
      for (const TroveFace& f : troves[p]) numbers_[p].push_back(numbering_.of(f));
    }
  }
  for (std::size_t ri = 0; ri < rules_.size(); ++ri) {
    Rule& r = rules_[ri];
    for (int p = r.each ? 0 : -1; p < (r.each ? static_cast<int>(troves.size()) : 0); ++p) {
      Run run{static_cast<int>(ri), p, {}, false};
      // The results of earlier calls are written over, keeping their storage.
      if (results_.size() <= plan_.size()) results_.emplace_back();
      RuleScore& res = results_[plan_.size()];
      res.points.clear();
      res.details.clear();
      if (r.declares && remember) {
        run.key = key_of(r, p);
        if (const PointsMemo::Points* known = r.memo.find(run.key)) {
          run.known = true;
          res.points.assign(known->by.begin(), known->by.begin() + known->count);
        }
      }
      plan_.push_back(run);
    }
  }
}

void LuaScoring::run_plan(const std::vector<std::vector<TroveFace>>& troves, bool details) {
  std::size_t unknown = 0;
  for (const Run& run : plan_) unknown += !run.known;
  remembered_ += plan_.size() - unknown;
  if (unknown == 0) return;
  lua_State* L = sb_->L();
  const StackGuard guard{L, lua_gettop(L)};
  troves_ = &troves;
  details_ = details;
  why_.clear();
  current_ = -1;
  lua_rawgeti(L, LUA_REGISTRYINDEX, run_rules_ref_);
  sb_->call(0, 0);
  runs_ += unknown;
  if (!remember_) return;
  for (std::size_t i = 0; i < plan_.size(); ++i) {
    Rule& r = rules_[static_cast<std::size_t>(plan_[i].rule)];
    if (plan_[i].known || !r.declares) continue;
    r.memo.insert(plan_[i].key, results_[i].points.data(), results_[i].points.size());
  }
}

bool LuaScoring::totals(const Content& c, const std::vector<std::vector<TroveFace>>& troves, std::vector<int>& out) {
  try {
    plan(c, troves, false);
    run_plan(troves, false);
  } catch (const std::exception&) {
    return false;
  }
  out.assign(troves.size(), 0);
  for (std::size_t i = 0; i < plan_.size(); ++i) {
    const auto& pts = results_[i].points;
    if (plan_[i].player >= 0) out[static_cast<std::size_t>(plan_[i].player)] += pts[0];
    else
      for (std::size_t p = 0; p < out.size(); ++p) out[p] += pts[p];
  }
  return true;
}

ScoreResult LuaScoring::score(const Content& c, const std::vector<std::vector<TroveFace>>& troves, bool details) {
  ScoreResult res;
  const int players = static_cast<int>(troves.size());
  res.totals.assign(static_cast<std::size_t>(players), 0);
  why_.clear();
  current_ = -1;
  try {
    plan(c, troves, details);
    run_plan(troves, details);
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
  // Each rule's points by player, an `each` rule's gathered from its runs, one a player.
  for (std::size_t i = 0; i < plan_.size();) {
    const Rule& r = rules_[static_cast<std::size_t>(plan_[i].rule)];
    RuleScore rs;
    rs.rule = r.name;
    if (!r.each) {
      rs.points = std::move(results_[i].points);
      rs.details = std::move(results_[i].details);
      ++i;
    } else {
      rs.points.assign(static_cast<std::size_t>(players), 0);
      bool any_details = false;
      for (int p = 0; p < players; ++p) any_details = any_details || !results_[i + static_cast<std::size_t>(p)].details.empty();
      if (any_details) rs.details.assign(static_cast<std::size_t>(players), "");
      for (int p = 0; p < players; ++p, ++i) {
        rs.points[static_cast<std::size_t>(p)] = results_[i].points[0];
        if (any_details && !results_[i].details.empty()) rs.details[static_cast<std::size_t>(p)] = std::move(results_[i].details[0]);
      }
    }
    for (int p = 0; p < players; ++p) res.totals[static_cast<std::size_t>(p)] += rs.points[static_cast<std::size_t>(p)];
    res.rules.push_back(std::move(rs));
  }
  return res;
}

}  // namespace dm::miner
