// Random legal teams for a format whose players bring their own: built card by card, each card
// kept only when the partial team it makes breaks no rule it didn't break before, the format's
// own `check` included. A format may still build its teams itself with a `teams` function.
#include <algorithm>
#include <map>

#include "engine/masters/content/format_impl.hpp"
#include "engine/sandbox/plain_data.hpp"

namespace dm {

namespace {

// Tries of a whole set of teams: a rule a partial team can't show (at least three cards of a
// kind, say) is met by luck or not at all, and a few tries say which.
constexpr int kTries = 20;

// Sets `flag` for a scope (the building of random teams), whatever leaves it.
struct Raised {
  bool& flag;
  explicit Raised(bool& f) : flag(f) { flag = true; }
  ~Raised() { flag = false; }
};

bool same(const TeamProblem& a, const TeamProblem& b) { return a.line == b.line && a.message == b.message; }

}  // namespace

std::vector<TeamList> Format::random_teams(std::uint64_t seed) {
  Impl& m = *impl_;
  if (m.drafts) throw FormatError(m.name + " drafts its teams: `dice draft --format " + m.name + "` writes them");
  if (m.teams == Impl::Teams::Fixed) return m.fixed;
  lua_State* L = m.sb.L();
  if (m.teams == Impl::Teams::Generated) {
    const int top = lua_gettop(L);
    m.rng = Rng(derive_seed(seed, 0x7EA3));
    lua_rawgeti(L, LUA_REGISTRYINDEX, m.table);
    lua_getfield(L, -1, "teams");
    m.push_pool();
    std::vector<TeamList> teams;
    try {
      m.sb.call(1, 1);
      script::check_plain_data(L, -1, m.file, "the teams the format's 'teams' function returned");
      teams = read_script_teams(m, L);
    } catch (const script::ScriptError& e) {
      lua_settop(L, top);
      throw FormatError(e.what());
    } catch (...) {
      lua_settop(L, top);
      throw;
    }
    lua_settop(L, top);
    auto problems = check_teams(teams);
    if (!problems.empty()) throw TeamError(std::move(problems));
    return teams;
  }
  const TeamRules& r = m.rules;
  std::vector<int> cards, basics;
  for (int i = 0; i < m.library->size(); ++i) {
    const CardDef& d = m.library->at(i);
    if (!r.sets.empty() && std::find(r.sets.begin(), r.sets.end(), d.set) == r.sets.end()) continue;
    if (d.kind == CardKind::BasicAction) basics.push_back(i);
    else if (d.kind == CardKind::Character || d.kind == CardKind::Action) cards.push_back(i);
  }
  const Raised raised(m.check_errors_end);
  Rng rng(derive_seed(seed, 0x7EA4));
  auto shuffled = [&](std::vector<int> v) {
    rng.shuffle(v);
    return v;
  };
  std::string last;  // what the last try broke, said once if every try does
  for (int attempt = 0; attempt < kTries; ++attempt) {
    std::vector<TeamList> teams(static_cast<std::size_t>(m.players));
    std::map<SideId, std::vector<std::string>> side_titles;
    std::map<SideId, std::vector<int>> side_basics;
    for (int seat = 0; seat < m.players; ++seat) {
      TeamList& t = teams[static_cast<std::size_t>(seat)];
      t.file = "random team " + std::to_string(seat + 1);
      t.name = "random " + m.name + " team (seed " + std::to_string(seed) + ", seat " + std::to_string(seat + 1) + ")";
      t.format = m.name;
      auto& titles = side_titles[m.sides[static_cast<std::size_t>(seat)]];
      auto& taken = side_basics[m.sides[static_cast<std::size_t>(seat)]];
      std::vector<std::string> own_titles;
      // The declared rules are met by the choices below; the format's own check is asked of
      // each partial team. Each entry stands at a line of its own while the team is built, so
      // a problem the check puts at an entry says which card broke it.
      std::vector<TeamProblem> before = r.custom ? check_team(t) : std::vector<TeamProblem>{};
      auto breaks = [&](bool whole_team_too) {
        if (!r.custom) return false;
        std::vector<TeamProblem> now = check_team(t);
        const int line = static_cast<int>(t.entries.size());
        for (const auto& p : now) {
          if (p.line == line) return true;
          // While basic actions are drawn, the team's count of them is short by design.
          if (p.line == 0 && whole_team_too &&
              std::none_of(before.begin(), before.end(), [&](const TeamProblem& b) { return same(p, b); }))
            return true;
        }
        before = std::move(now);
        return false;
      };
      const int want_basics = r.basic_actions >= 0 ? r.basic_actions : 2;
      int got = 0;
      for (int b : shuffled(basics)) {
        if (got == want_basics) break;
        const bool mine = std::any_of(t.entries.begin(), t.entries.end(), [&](const TeamEntry& e) { return e.def == b; });
        if ((r.distinct_basic_actions && mine) ||
            (r.side_distinct_basic_actions && std::find(taken.begin(), taken.end(), b) != taken.end()))
          continue;
        t.entries.push_back(TeamEntry{b, 0, true, m.library->at(b).name()});
        t.entries.back().line = static_cast<int>(t.entries.size());
        if (breaks(false)) {
          t.entries.pop_back();
          continue;
        }
        taken.push_back(b);
        ++got;
      }
      if (r.custom) before = check_team(t);
      // Teams as people build them: close to the card limit (all of it, or one or two short).
      const int most_cards = r.max_cards ? r.max_cards : 8;
      const int want_cards = std::max(1, most_cards - static_cast<int>(rng.below(3)));
      int dice = 0, n = 0;
      for (int c : shuffled(cards)) {
        if (n == want_cards) break;
        const CardDef& d = m.library->at(c);
        const int room = r.max_dice ? r.max_dice - dice : d.max;
        if (room < std::max(1, r.min_dice) || d.max < std::max(1, r.min_dice)) continue;
        const bool seen = std::find(own_titles.begin(), own_titles.end(), d.title) != own_titles.end();
        const bool partner = std::find(titles.begin(), titles.end(), d.title) != titles.end();
        if ((r.unique_titles && seen) || (r.side_unique_titles && partner)) continue;
        const int lo = std::max(1, r.min_dice), hi = std::min(d.max, room);
        int k = lo + static_cast<int>(rng.below(static_cast<std::uint64_t>(hi - lo + 1)));
        t.entries.push_back(TeamEntry{c, k, false, d.name()});
        t.entries.back().line = static_cast<int>(t.entries.size());
        // A check that counts dice may take the card with fewer of them.
        if (breaks(true) && (k == lo || (t.entries.back().dice = k = lo, breaks(true)))) {
          t.entries.pop_back();
          continue;
        }
        own_titles.push_back(d.title);
        titles.push_back(d.title);
        dice += k;
        ++n;
      }
      for (auto& e : t.entries) e.line = 0;  // a random team has no file lines
    }
    const auto problems = check_teams(teams);
    if (problems.empty()) return teams;
    last = problems.front().message;
  }
  throw FormatError(m.file + ": no random team met its rules in " + std::to_string(kTries) +
                    " tries, each built card by card (are its rules possible with these cards? the last try broke this "
                    "one: " + last + "; a format may build its own teams with a 'teams' function, docs/formats.md)");
}

}  // namespace dm
