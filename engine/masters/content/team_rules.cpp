// A format's team-building rules applied to teams: every problem found, each at the line that
// causes it; the rules a script adds in Lua; random legal teams drawn from a seed.
#include <algorithm>
#include <map>

#include "engine/masters/content/format_impl.hpp"
#include "engine/sandbox/plain_data.hpp"

namespace dm {

namespace {

TeamProblem at(const TeamList& t, const TeamEntry* e, std::string message, std::string hint = {}, bool on_count = false) {
  TeamProblem p;
  p.file = t.file;
  if (e) {
    p.line = e->line;
    p.col = on_count && e->count_col ? e->count_col : e->col;
  }
  p.message = std::move(message);
  p.hint = std::move(hint);
  return p;
}

std::string where(const TeamEntry& e) { return e.line ? " (line " + std::to_string(e.line) + ")" : ""; }

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

// The rules the script writes in Lua: team.check(team, pool) returns the problems it finds.
void custom_check(Format::Impl& m, const TeamList& t, std::vector<TeamProblem>& out) {
  lua_State* L = m.sb.L();
  const int top = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, m.table);
  lua_getfield(L, -1, "team");
  lua_getfield(L, -1, "check");
  lua_createtable(L, 0, 3);
  lua_pushstring(L, t.name.c_str());
  lua_setfield(L, -2, "name");
  // `entries` (the cards brought) and `drafted` (the cards drafted, `dice` = copies): one table
  // per line, with the card's fields.
  auto push_list = [&](const std::vector<TeamEntry>& list, const char* field) {
    lua_createtable(L, static_cast<int>(list.size()), 0);
    int i = 0;
    for (const auto& e : list) {
      lua_createtable(L, 0, 8);
      if (e.def >= 0) Format::Impl::set_card_fields(L, m.library->at(e.def));
      lua_pushinteger(L, e.dice);
      lua_setfield(L, -2, "dice");
      lua_pushboolean(L, e.basic);
      lua_setfield(L, -2, "basic");
      Format::Impl::make_strict(L);
      lua_rawseti(L, -2, ++i);
    }
    lua_setfield(L, -2, field);
  };
  push_list(t.entries, "entries");
  push_list(t.drafted, "drafted");
  m.push_pool();
  try {
    m.rng = Rng(0);
    m.sb.call(2, 1);
    script::check_plain_data(L, -1, m.file, "what the format's 'team.check' returned");
    if (lua_istable(L, -1)) {
      const lua_Unsigned n = lua_rawlen(L, -1);
      for (lua_Unsigned k = 1; k <= n && k <= 1000; ++k) {
        if (lua_rawgeti(L, -1, static_cast<lua_Integer>(k)) != LUA_TTABLE) {
          lua_pop(L, 1);
          continue;
        }
        lua_pushstring(L, "entry");
        lua_rawget(L, -2);
        const lua_Integer entry = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
        lua_pop(L, 1);
        std::string message = "breaks a rule of " + m.name, hint;
        lua_pushstring(L, "message");
        if (lua_rawget(L, -2) == LUA_TSTRING) message = lua_tostring(L, -1);
        lua_pop(L, 1);
        lua_pushstring(L, "hint");
        if (lua_rawget(L, -2) == LUA_TSTRING) hint = lua_tostring(L, -1);
        lua_pop(L, 1);
        const bool real = entry >= 1 && entry <= static_cast<lua_Integer>(t.entries.size());
        out.push_back(at(t, real ? &t.entries[static_cast<std::size_t>(entry - 1)] : nullptr, message, hint));
        lua_pop(L, 1);
      }
    }
  } catch (const script::ScriptError& e) {
    if (m.check_errors_end) {
      lua_settop(L, top);
      throw FormatError("the format's team check failed: " + std::string(e.what()));
    }
    out.push_back(at(t, nullptr, "the format's team check failed: " + std::string(e.what())));
  }
  lua_settop(L, top);
}

}  // namespace

std::vector<TeamProblem> Format::check_team(const TeamList& t) {
  Impl& m = *impl_;
  const TeamRules& r = m.rules;
  std::vector<TeamProblem> out;
  std::map<std::string, const TeamEntry*> titles;
  std::vector<const TeamEntry*> basics;
  int cards = 0, dice = 0;
  bool told_cards = false, told_dice = false;
  for (const auto& e : t.entries) {
    if (e.def < 0) continue;  // the reader has said why
    const CardDef& d = m.library->at(e.def);
    if (!r.sets.empty() && std::find(r.sets.begin(), r.sets.end(), d.set) == r.sets.end()) {
      std::string sets;
      for (const auto& s : r.sets) sets += (sets.empty() ? "" : ", ") + s;
      out.push_back(at(t, &e, d.name() + " is from the set '" + d.set + "', which " + m.name + " does not allow",
                       "allowed: " + sets));
    }
    if (e.basic) {
      if (d.kind != CardKind::BasicAction) out.push_back(at(t, &e, d.name() + " is not a basic action card"));
      for (const TeamEntry* b : basics)
        if (b->def == e.def && r.distinct_basic_actions)
          out.push_back(at(t, &e, d.name() + " is listed twice as a basic action" + where(*b),
                           "this format takes different basic actions"));
      basics.push_back(&e);
      continue;
    }
    if (d.kind == CardKind::BasicAction || d.kind == CardKind::Sidekick) {
      out.push_back(at(t, &e, d.name() + " is not a character or action card"));
      continue;
    }
    ++cards;
    if (r.max_cards && cards > r.max_cards && !told_cards) {
      told_cards = true;
      out.push_back(at(t, &e, "this is card " + std::to_string(cards) + ": " + m.name + " allows at most " +
                                  plural(r.max_cards, "card", "cards")));
    }
    if (e.dice < r.min_dice)
      out.push_back(at(t, &e, d.name() + " has " + plural(e.dice, "die", "dice") + ": each card needs at least " +
                                  std::to_string(r.min_dice), {}, true));
    if (e.dice > d.max)
      out.push_back(at(t, &e, d.name() + " has " + plural(e.dice, "die", "dice") + ", over its Max of " +
                                  std::to_string(d.max), {}, true));
    dice += e.dice;
    if (r.max_dice && dice > r.max_dice && !told_dice) {
      told_dice = true;
      out.push_back(at(t, &e, "these dice bring the team to " + std::to_string(dice) + ": " + m.name +
                                  " allows at most " + std::to_string(r.max_dice), {}, true));
    }
    if (r.unique_titles) {
      auto [it, fresh] = titles.emplace(d.title, &e);
      if (!fresh)
        out.push_back(at(t, &e, "two cards titled '" + d.title + "': " + m.library->at(it->second->def).name() +
                                    where(*it->second) + " and " + d.name(),
                         "a team can't use two cards with the same title"));
    }
  }
  if (r.basic_actions >= 0 && static_cast<int>(basics.size()) != r.basic_actions) {
    const TeamEntry* extra = static_cast<int>(basics.size()) > r.basic_actions ? basics.back() : nullptr;
    out.push_back(at(t, extra, plural(static_cast<int>(basics.size()), "basic action", "basic actions") + ": " + m.name +
                                   " takes exactly " + std::to_string(r.basic_actions),
                     "list them as 'basic: <card>'"));
  }
  if (r.custom) custom_check(m, t, out);
  return out;
}

std::vector<TeamProblem> Format::check_teams(const std::vector<TeamList>& teams) {
  Impl& m = *impl_;
  std::vector<TeamProblem> out;
  if (static_cast<int>(teams.size()) != m.players) {
    TeamProblem p;
    p.file = m.file;
    p.message = m.name + " is played by " + std::to_string(m.players) + " players: it takes " +
                std::to_string(m.players) + " teams, one for each seat, not " + std::to_string(teams.size());
    out.push_back(p);
    return out;
  }
  for (const auto& t : teams)
    for (auto& p : check_team(t)) out.push_back(std::move(p));
  // A drafting format plays teams drafted under it, skipping its draft: each file says so (its
  // format: line and its drafted: record); what a drafted team may bring is the format's own
  // team rules, as for the teams its draft builds (which pass these two checks by construction).
  if (m.drafts)
    for (const auto& t : teams) {
      TeamProblem p;
      p.file = t.file;
      if (t.format != m.name) {
        p.line = t.format_line;
        p.message = m.name + " drafts its teams: a team file brought to it is one drafted under it (format: " +
                    m.name + ")" + (t.format.empty() ? std::string() : ", not under " + t.format);
        p.hint = "`dice draft --format " + m.name + " --out DIR` writes such files";
        out.push_back(std::move(p));
        continue;
      }
      if (t.drafted.empty()) {
        p.message = "no drafted: lines: " + m.name + " takes teams drafted under it, with their record of the draft";
        p.hint = "`dice draft --format " + m.name + " --out DIR` writes such files";
        out.push_back(std::move(p));
      }
    }
  // Across a side: titles and basic actions the partners may not share.
  const TeamRules& r = m.rules;
  if (!r.side_unique_titles && !r.side_distinct_basic_actions) return out;
  for (std::size_t a = 0; a < teams.size(); ++a)
    for (std::size_t b = a + 1; b < teams.size(); ++b) {
      if (m.sides[a] != m.sides[b]) continue;
      for (const auto& later : teams[b].entries) {
        if (later.def < 0) continue;
        for (const auto& earlier : teams[a].entries) {
          if (earlier.def < 0 || earlier.basic != later.basic) continue;
          const CardDef& x = m.library->at(earlier.def);
          const CardDef& y = m.library->at(later.def);
          const std::string partner = teams[a].file + (earlier.line ? ", line " + std::to_string(earlier.line) : "");
          if (!later.basic && r.side_unique_titles && x.title == y.title)
            out.push_back(at(teams[b], &later, "your partner's team has a card titled '" + y.title + "' too: " + x.name() +
                                                   " (" + partner + ")",
                             "titles are unique across a side"));
          if (later.basic && r.side_distinct_basic_actions && earlier.def == later.def)
            out.push_back(at(teams[b], &later, "your partner brings " + y.name() + " too (" + partner + ")",
                             "the basic actions of a side differ"));
        }
      }
    }
  return out;
}

}  // namespace dm
