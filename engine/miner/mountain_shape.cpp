// mountain.lua read into Content::mountain, and refused unless it is a stack dice can lie in:
// every spot rests only on spots of the mountain, no spot rests (through others) on itself,
// the spots number what its size says, and some spot is a top. Worked out once: which spots
// rest on each one, which die slides into an emptied spot (the first occupied spot listed in
// its `slides_from`, by default the spots resting on it, lowest number first: the upper-left,
// else the upper-right, for a pyramid numbered row by row from the left), and the order dice
// fill it (each spot after the spots it rests on).
#include <algorithm>
#include <functional>

#include "dm/text.hpp"
#include "engine/miner/content_scripts.hpp"

namespace dm::miner {

namespace {

constexpr int kMaxSpots = 200;

// The spot numbers (1-based in the script) of the list field `key` of the table at idx.
std::vector<int> spot_list(lua_State* L, int idx, const char* key, int spots, const std::string& file, int line,
                           const std::string& what) {
  std::vector<int> out;
  lua_pushstring(L, key);
  lua_rawget(L, idx);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return out;
  }
  if (!lua_istable(L, -1)) throw ContentError(file, line, what + ": '" + key + "' lists spot numbers: { 1, 2 }");
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, -1));
  if (n > kMaxSpots) throw ContentError(file, line, what + ": '" + key + "' is too long");
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, -1, i);
    if (!lua_isinteger(L, -1)) throw ContentError(file, line, what + ": '" + key + "' lists spot numbers (whole numbers)");
    const lua_Integer v = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (v < 1 || v > spots)
      throw ContentError(file, line, what + " " + (std::string(key) == "rests_on" ? "rests on" : "slides from") + " spot " + std::to_string(v) +
                                         ", which is not in the mountain (spots 1 to " + std::to_string(spots) + ")");
    if (std::find(out.begin(), out.end(), static_cast<int>(v) - 1) != out.end())
      throw ContentError(file, line, what + ": '" + key + "' names spot " + std::to_string(v) + " twice");
    out.push_back(static_cast<int>(v) - 1);
  }
  lua_pop(L, 1);
  return out;
}

// Refuses a mountain where a spot rests, through others, on itself: names the circle.
void check_no_cycle(const Mountain& m, const std::string& file) {
  const int n = static_cast<int>(m.spots.size());
  std::vector<int> mark(static_cast<std::size_t>(n), 0);  // 0 new, 1 on the path, 2 done
  std::vector<int> path;
  std::function<void(int)> visit = [&](int s) {
    mark[static_cast<std::size_t>(s)] = 1;
    path.push_back(s);
    for (int below : m.spots[static_cast<std::size_t>(s)].rests_on) {
      if (mark[static_cast<std::size_t>(below)] == 1) {
        std::string circle;
        auto at = std::find(path.begin(), path.end(), below);
        for (auto it = at; it != path.end(); ++it) circle += std::to_string(*it + 1) + " rests on ";
        circle += std::to_string(below + 1);
        throw ContentError(file, m.spots[static_cast<std::size_t>(below)].line,
                           "the mountain is not a stack: spot " + circle + " (a circle)");
      }
      if (mark[static_cast<std::size_t>(below)] == 0) visit(below);
    }
    path.pop_back();
    mark[static_cast<std::size_t>(s)] = 2;
  };
  for (int s = 0; s < n; ++s)
    if (mark[static_cast<std::size_t>(s)] == 0) visit(s);
}

}  // namespace

void read_mountain(lua_State* L, int idx, const std::string& file, Content& c) {
  idx = lua_absindex(L, idx);
  Mountain& m = c.mountain;
  m.file = file;
  m.line = declared_line(L, idx);
  const int line = m.line;
  if (!lua_istable(L, idx)) throw ContentError(file, line, "a mountain script returns mountain { size = 20, spots = { ... } }");
  for (const std::string& key : string_keys(L, idx)) {
    static const std::vector<std::string> known{"size", "spots", "upper_sides", "line", "name"};
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      const std::string hint = did_you_mean(key, known);
      throw ContentError(file, line, "unknown key '" + key + "' in the mountain" + (hint.empty() ? "" : " (" + hint + ")"));
    }
  }
  const int size = int_field(L, idx, "size", -1, 1, kMaxSpots, file, line, "the mountain");
  if (size < 0) throw ContentError(file, line, "the mountain needs a size: how many dice fill it (size = 20)");
  m.upper_sides = int_field(L, idx, "upper_sides", 2, 1, 16, file, line, "the mountain");
  lua_pushstring(L, "spots");
  lua_rawget(L, idx);
  if (!lua_istable(L, -1)) throw ContentError(file, line, "the mountain needs its spots: spots = { spot { rests_on = { ... } }, ... }");
  const int spots = lua_gettop(L);
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, spots));
  if (n != size)
    throw ContentError(file, line, "the mountain has " + std::to_string(n) + " spots but its size says " + std::to_string(size) +
                                       ": a mountain holds one die a spot");
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, spots, i);
    const int t = lua_gettop(L);
    Spot s;
    s.line = declared_line(L, t);
    if (!s.line) s.line = line;
    const std::string what = "spot " + std::to_string(i);
    if (!lua_istable(L, t)) throw ContentError(file, s.line, what + " is not a table: spot { rests_on = { 1, 2 } }");
    s.name = string_field(L, t, "name", what, file, s.line, what);
    s.rests_on = spot_list(L, t, "rests_on", size, file, s.line, what);
    s.slides_from = spot_list(L, t, "slides_from", size, file, s.line, what);
    if (std::find(s.rests_on.begin(), s.rests_on.end(), static_cast<int>(i) - 1) != s.rests_on.end())
      throw ContentError(file, s.line, "the mountain is not a stack: " + what + " rests on itself");
    m.spots.push_back(std::move(s));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  check_no_cycle(m, file);
  // What rests on each spot, and where an emptied spot takes its die from.
  for (int s = 0; s < size; ++s)
    for (int below : m.spots[static_cast<std::size_t>(s)].rests_on) m.spots[static_cast<std::size_t>(below)].above.push_back(s);
  for (int s = 0; s < size; ++s) {
    Spot& spot = m.spots[static_cast<std::size_t>(s)];
    std::sort(spot.above.begin(), spot.above.end());
    if (spot.slides_from.empty()) {
      spot.slides_from = spot.above;
      continue;
    }
    for (int from : spot.slides_from)
      if (std::find(spot.above.begin(), spot.above.end(), from) == spot.above.end())
        throw ContentError(file, spot.line, "spot " + std::to_string(s + 1) + " slides from spot " + std::to_string(from + 1) +
                                                ", which does not rest on it (a die slides down from a spot resting on it)");
  }
  if (std::none_of(m.spots.begin(), m.spots.end(), [](const Spot& s) { return s.above.empty(); }))
    throw ContentError(file, line, "the mountain has no top: every spot has another resting on it");
  // Fill order: a spot once the spots it rests on are filled, lowest number first.
  std::vector<int> waiting(static_cast<std::size_t>(size));
  for (int s = 0; s < size; ++s) waiting[static_cast<std::size_t>(s)] = static_cast<int>(m.spots[static_cast<std::size_t>(s)].rests_on.size());
  std::vector<bool> done(static_cast<std::size_t>(size), false);
  for (int k = 0; k < size; ++k) {
    int next = -1;
    for (int s = 0; s < size && next < 0; ++s)
      if (!done[static_cast<std::size_t>(s)] && waiting[static_cast<std::size_t>(s)] == 0) next = s;
    done[static_cast<std::size_t>(next)] = true;
    m.fill_order.push_back(next);
    for (int up : m.spots[static_cast<std::size_t>(next)].above) --waiting[static_cast<std::size_t>(up)];
  }
}

}  // namespace dm::miner
