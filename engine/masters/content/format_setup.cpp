// Set-ups from a format: its own teams (written in the script or built by it from the
// seed), or the players' teams, checked against its rules first.
#include "engine/masters/content/format_impl.hpp"
#include "engine/sandbox/sandbox_stdlib.hpp"

namespace dm {

namespace {

const std::vector<std::string> kTeamKeys = {"name", "cards", "basic_actions"};

// One card of a script's team: "name or id", or { "name or id", dice }.
TeamEntry read_entry(Format::Impl& m, lua_State* L, bool basic, const std::string& what) {
  TeamEntry e;
  e.basic = basic;
  std::string key;
  if (lua_type(L, -1) == LUA_TSTRING) {
    key = lua_tostring(L, -1);
  } else if (lua_istable(L, -1)) {
    lua_geti(L, -1, 1);
    lua_geti(L, -2, 2);
    if (lua_type(L, -2) != LUA_TSTRING) m.fail(what + ": each entry is \"card name\" or {\"card name\", dice}");
    if (!lua_isnil(L, -1) && !lua_isinteger(L, -1)) m.fail(what + ": the dice of " + lua_tostring(L, -2) + " must be a whole number");
    key = lua_tostring(L, -2);
    const lua_Integer n = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
    if (n < 0 || n > 1000) m.fail(what + ": " + key + " has " + std::to_string(n) + " dice");
    e.dice = static_cast<int>(n);
    lua_pop(L, 2);
  } else {
    m.fail(what + ": each entry is a card name or {\"card name\", dice}");
  }
  e.written = key;
  e.def = m.library->find(key);
  if (e.def < 0) {
    std::vector<std::string> names;
    for (int i = 0; i < m.library->size(); ++i) {
      names.push_back(m.library->at(i).name());
      names.push_back(m.library->at(i).id);
    }
    const std::string hint = did_you_mean(key, names);
    // Left out of the team (setup_from skips it); the load fails once every problem is known.
    m.problem(what + ": unknown card '" + key + "'" + (hint.empty() ? "" : " (" + hint + ")") +
              "; cards come from the built-in sets, the format's `cards` files and the files given with --cards");
  }
  if (!basic && e.dice == 0) e.dice = 1;
  return e;
}

}  // namespace

std::vector<TeamList> read_script_teams(Format::Impl& m, lua_State* L) {
  if (!lua_istable(L, -1)) m.fail("'teams' must be a list of teams");
  std::vector<TeamList> out;
  const lua_Integer n = luaL_len(L, -1);
  if (n > 4) m.fail("'teams' holds " + std::to_string(n) + " teams: a game has 2 to 4 players");
  for (lua_Integer t = 1; t <= n; ++t) {
    lua_geti(L, -1, t);
    const std::string who = "team " + std::to_string(t);
    if (!lua_istable(L, -1)) m.fail(who + " must be a table");
    // The format's table is frozen by now: a frozen table's fields are in its backing table.
    const bool backed = script::stdlib::push_backing(L, -1);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      lua_pop(L, 1);
      const std::string k = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
      if (std::find(kTeamKeys.begin(), kTeamKeys.end(), k) == kTeamKeys.end()) {
        const std::string hint = did_you_mean(k, kTeamKeys);
        m.problem(who + ": unknown key '" + k + "'" + (hint.empty() ? "" : " (" + hint + ")") + " (name, cards, basic_actions)");
      }
    }
    if (backed) lua_pop(L, 1);
    TeamList team;
    team.file = m.file;
    lua_getfield(L, -1, "name");
    if (lua_type(L, -1) == LUA_TSTRING) team.name = lua_tostring(L, -1);
    lua_pop(L, 1);
    for (const bool basic : {false, true}) {
      lua_getfield(L, -1, basic ? "basic_actions" : "cards");
      if (!lua_isnil(L, -1)) {
        const std::string what = who + (basic ? " basic actions" : " cards");
        if (!lua_istable(L, -1)) m.fail(what + " must be a list");
        const lua_Integer k = luaL_len(L, -1);
        if (k > 100) m.fail(what + ": " + std::to_string(k) + " entries, more than a team can hold");
        for (lua_Integer i = 1; i <= k; ++i) {
          lua_geti(L, -1, i);
          team.entries.push_back(read_entry(m, L, basic, what));
          lua_pop(L, 1);
        }
      }
      lua_pop(L, 1);
    }
    out.push_back(std::move(team));
    lua_pop(L, 1);
  }
  return out;
}

GameSetup setup_from(Format::Impl& m, const std::vector<TeamList>& teams, std::uint64_t) {
  GameSetup s;
  s.library = m.library;
  s.format = m.name;
  s.edition = m.edition;
  s.life = m.life;
  s.turn_cap = m.turn_cap;
  s.first_turn_attack = m.first_turn_attack;
  s.shared = m.shared;
  for (std::size_t seat = 0; seat < teams.size(); ++seat) {
    TeamSetup t;
    t.sidekicks = m.sidekicks;
    t.side = seat < m.sides.size() ? m.sides[seat] : static_cast<SideId>(seat);
    for (const auto& e : teams[seat].entries) {
      if (e.def < 0) continue;
      // Each player's basic actions are a set of their own, even when another player brings the same card.
      if (e.basic) s.shared.emplace_back(e.def, e.dice > 0 ? e.dice : m.dice_per_basic);
      else t.cards.emplace_back(e.def, e.dice);
    }
    s.teams.push_back(std::move(t));
  }
  return s;
}

GameSetup Format::setup(std::uint64_t seed) {
  Impl& m = *impl_;
  if (m.drafts) {
    // The players start with Sidekicks only: their cards and basic actions come from the draft.
    GameSetup s = setup_from(m, std::vector<TeamList>(static_cast<std::size_t>(m.players)), seed);
    s.shared.clear();
    s.draft = draft_procedure();
    s.draft_seats = m.draft_seats;
    return s;
  }
  if (m.teams == Impl::Teams::Fixed) return setup_from(m, m.fixed, seed);
  return setup_from(m, random_teams(seed), seed);
}

GameSetup Format::setup(std::uint64_t seed, const std::vector<TeamList>& teams) {
  auto problems = check_teams(teams);
  if (!problems.empty()) throw TeamError(std::move(problems));
  return setup_from(*impl_, teams, seed);
}

}  // namespace dm
