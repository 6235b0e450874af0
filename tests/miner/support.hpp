#pragma once
// Helpers for Dice Miner's tests: the shipped format loaded once per thread and player count,
// positions written die by die, an independent C++ scorer (the rulebook's three rules written
// again, to check the scripts), and the invariants checked after every step of random games.
#include <catch2/catch.hpp>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "dm/miner.hpp"

namespace dm::miner::test {

// The format `format` for `players` players, loaded once per thread.
inline const Loaded& loaded(int players = 2, const std::string& format = "dice-miner") {
  thread_local std::map<std::pair<std::string, int>, Loaded> cache;
  auto it = cache.find({format, players});
  if (it == cache.end()) it = cache.emplace(std::make_pair(format, players), load_format(format, {{"players", std::to_string(players)}})).first;
  return it->second;
}

inline const Content& content(int players = 2) { return *loaded(players).content; }

inline MinerMatch new_match(int players, std::uint64_t seed, const std::string& format = "dice-miner") {
  const Loaded& l = loaded(players, format);
  return MinerMatch(l.content, l.scoring, players, seed);
}

// A die of `kind` showing `face` (names as dice.lua writes them).
inline PlacedDie die(const std::string& kind, const std::string& face, bool spent = false, const Content& c = content()) {
  PlacedDie d;
  d.kind = c.kind(kind);
  d.face = c.face(d.kind, face);
  d.spent = spent;
  if (d.kind < 0 || d.face < 0) FAIL("no die " << kind << " " << face);
  return d;
}

inline PlacedPlayer trove(std::vector<PlacedDie> dice, int total = 0, const std::string& hero = "", const Content& c = content()) {
  PlacedPlayer p;
  p.trove = std::move(dice);
  p.total = total;
  p.hero = hero.empty() ? kNone : c.hero(hero);
  return p;
}

// A match at a position (not yet advanced); fails the test if the position is refused.
inline MinerMatch at(const Position& p, std::uint64_t seed = 1, const std::string& format = "dice-miner") {
  MinerMatch m = new_match(static_cast<int>(p.players.size()), seed, format);
  if (auto err = m.set_position(p)) FAIL("position refused: " << *err);
  return m;
}

// Applies the option with `key`, failing the test with the options when it is refused.
inline void play(MinerMatch& m, const std::string& key) {
  auto err = m.apply(std::string_view(key));
  if (err) {
    std::string opts;
    for (int i = 0; i < m.option_count(); ++i) opts += " " + m.option_key(i);
    FAIL("'" << key << "' refused: " << *err << " (options:" << opts << ")");
  }
}

// --- the rulebook's scoring, again, in C++ -------------------------------------------------

struct Points {
  int tunnels = 0, treasure = 0, hazards = 0;
  int total() const { return tunnels + treasure + hazards; }
};

// Each scored player's points, computed from symbols by name ("tunnel", "gem", "cave_in", ...).
inline std::vector<Points> independent_score(const Content& c, const std::vector<std::vector<TroveFace>>& troves) {
  auto face = [&](const TroveFace& f) -> const Face& {
    if (f.hero >= 0) return c.heroes[static_cast<std::size_t>(f.hero)].faces[static_cast<std::size_t>(f.hero_face)].face;
    return c.kinds[static_cast<std::size_t>(f.kind)].faces[static_cast<std::size_t>(f.face)];
  };
  const int tunnel = c.symbol("tunnel"), gem = c.symbol("gem"), cave = c.symbol("cave_in"), dragon = c.symbol("dragon"),
            pick = c.symbol("pickaxe"), shield = c.symbol("shield");
  std::vector<Points> out(troves.size());
  std::vector<int> gems(troves.size(), 0);
  for (std::size_t i = 0; i < troves.size(); ++i) {
    std::map<int, int> count;  // tunnel value -> dice
    int caves = 0, dragons = 0, picks = 0, shields = 0;
    for (const TroveFace& tf : troves[i]) {
      const Face& f = face(tf);
      if (c.count(f, tunnel) > 0) ++count[c.count(f, tunnel)];
      gems[i] += c.count(f, gem);
      caves += c.count(f, cave);
      dragons += c.count(f, dragon);
      picks += c.count(f, pick);
      shields += c.count(f, shield);
    }
    // The number of sequences reaching v is the fewest dice of any value from 1 to v.
    int runs = 1 << 30;
    for (int v = 1; runs > 0; ++v) {
      runs = std::min(runs, count.count(v) ? count[v] : 0);
      out[i].tunnels += v * runs;
    }
    out[i].hazards = (picks > 0 ? picks * caves : -caves) + (shields > 0 ? shields * dragons : -dragons);
  }
  int most = 0, holders = 0;
  for (int g : gems) {
    if (g > most) most = g, holders = 1;
    else if (g == most) ++holders;
  }
  for (std::size_t i = 0; i < troves.size(); ++i) out[i].treasure = (most > 0 && holders == 1 && gems[i] == most) ? 2 * gems[i] : gems[i];
  return out;
}

// --- invariants ----------------------------------------------------------------------------

// What is wrong with the match now ("" when nothing): every die in exactly one place; the
// mountain's dice lie on filled spots; a decision is pending unless the game is over, and its
// options are legal by the rules' own queries. Plain C++ (no Catch macro): games may be
// checked on several threads.
inline std::string invariant_problem(const MinerMatch& m) {
  const State& s = m.state();
  const Content& c = m.content();
  if (static_cast<int>(s.dice.size()) != c.dice()) return "the game has " + std::to_string(s.dice.size()) + " dice";
  std::vector<int> seen(s.dice.size(), 0);
  for (DieId d : s.bag) ++seen[static_cast<std::size_t>(d)];
  for (DieId d : s.mountain)
    if (d != kNone) ++seen[static_cast<std::size_t>(d)];
  for (const Player& p : s.players)
    for (DieId d : p.trove) ++seen[static_cast<std::size_t>(d)];
  for (std::size_t d = 0; d < seen.size(); ++d)
    if (seen[d] != 1) return "die " + std::to_string(d) + " is in " + std::to_string(seen[d]) + " places";
  for (std::size_t i = 0; i < s.mountain.size(); ++i) {
    if (s.mountain[i] == kNone) continue;
    for (int below : c.mountain.spots[i].rests_on)
      if (s.mountain[static_cast<std::size_t>(below)] == kNone)
        return "the die at spot " + std::to_string(i + 1) + " floats over empty spot " + std::to_string(below + 1);
  }
  if (!std::is_sorted(s.bag.begin(), s.bag.end())) return "the bag is out of order";
  if (s.over) return s.pending.empty() ? "" : "a decision is pending in a game that is over";
  if (s.pending.empty() || m.option_count() == 0) return "no decision is pending in a game that goes on";
  for (const Option& o : s.pending.options) {
    const bool ok = [&] {
      switch (o.verb) {
        case Verb::Take: return s.pending.kind == Kind::Excavate ? m.is_top(o.a) : (m.is_top(o.a) || m.is_skirt(o.a));
        case Verb::Reroll: return m.rerollable(s.pending.player, o.a);
        case Verb::Spend: return m.owner_of(o.a) == s.pending.player && !s.dice[static_cast<std::size_t>(o.a)].spent;
        case Verb::Share: return m.owner_of(o.a) == s.pending.player && m.symbols(o.a, c.roles.beer) > 0 && o.b != s.pending.player;
        case Verb::Keep: return m.owner_of(o.a) == s.pending.player && !s.dice[static_cast<std::size_t>(o.a)].kept;
        default: return true;
      }
    }();
    if (!ok) return "an illegal option is offered: verb " + std::to_string(static_cast<int>(o.verb)) + " " + std::to_string(o.a);
  }
  return "";
}

inline void check_invariants(const MinerMatch& m) {
  const std::string problem = invariant_problem(m);
  if (!problem.empty()) FAIL(problem);
}

}  // namespace dm::miner::test
