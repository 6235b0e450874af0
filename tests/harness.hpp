#pragma once
// Helpers for scenario tests: the built-in cards loaded once, games set up zone by zone,
// choices made by option key with a clear failure when the option isn't there.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "dm/content.hpp"
#include "dm/card_scenarios.hpp"
#include "dm/game.hpp"
#include "tests/invariants.hpp"

namespace dm::test {

// Die faces by position on the card (0-based), for pinning rolls.
namespace sidekick_face {
constexpr int character = 0, bolt = 1, shield = 2, fist = 3, mask = 4, wild = 5;
}
namespace char_face {
constexpr int one = 0, two = 1, two_b = 2, level1 = 3, level2 = 4, level3 = 5;
}
namespace action_face {
constexpr int generic = 0, action = 3, burst = 4, double_burst = 5;
}

struct World {
  std::shared_ptr<CardLibrary> lib;
  std::shared_ptr<AbilityRuntime> engine;
};

inline World& world() {
  static World w = [] {
    std::vector<LoadError> errors;
    World x;
    x.lib = builtin_library(errors);
    for (auto& e : errors) FAIL("card load error: " << e.text());
    x.engine = make_lua_runtime(x.lib);
    return x;
  }();
  return w;
}

inline int card(const std::string& name) {
  int i = world().lib->find(name);
  if (i < 0) FAIL("no card named " << name);
  return i;
}

// A game with the given teams (cards with their dice counts) and basic actions.
inline Game make_game(std::vector<std::pair<std::string, int>> p0, std::vector<std::pair<std::string, int>> p1,
                      std::vector<std::string> basics = {}, Edition edition = Edition::ASM2015, int life = 10,
                      std::uint64_t seed = 1) {
  GameSetup s;
  s.library = world().lib;
  s.edition = edition;
  s.life = life;
  s.teams.resize(2);
  for (auto& [n, k] : p0) s.teams[0].cards.push_back({card(n), k});
  for (auto& [n, k] : p1) s.teams[1].cards.push_back({card(n), k});
  for (auto& b : basics) s.shared.push_back({card(b), 3});
  return Game(s, seed, world().engine);
}

inline Game make_format(const std::string& format, std::uint64_t seed) {
  return Game(load_format(format, world().lib, seed), seed, world().engine);
}

// Dice of a card (by name) in play; Sidekicks: "Sidekick" with the owner.
inline std::vector<DieId> dice_of(const Game& g, const std::string& name, PlayerId owner = kNone) {
  std::vector<DieId> out;
  const auto& s = g.state();
  for (const auto& d : s.dice) {
    const CardDef& def = s.def(d.card);
    if ((def.name() == name || def.id == name) && (owner == kNone || s.cards[d.card].owner == owner || d.owner == owner))
      out.push_back(d.id);
  }
  return out;
}

// Puts a die somewhere (not in the Attack Zone: combat positions start with set_position).
inline void put(Game& g, DieId d, Zone z, int face = 0, PlayerId controller = kNone, int damage = 0) {
  DiePlacement p;
  p.die = d;
  p.zone = z;
  p.face = face;
  if (g.state().dice[d].owner == kNone && z != Zone::Supply) p.owner = controller == kNone ? 0 : controller;
  p.controller = controller;
  p.damage = damage;
  auto err = g.place(p);
  INFO((err ? *err : std::string()));
  REQUIRE(!err);
}

// Moves every die of a player out of the way (into the Used Pile) for a clean table.
inline void clear_player(Game& g, PlayerId p) {
  for (const auto& d : g.state().dice)
    if (d.owner == p && d.zone != Zone::Supply) REQUIRE(!g.place(DiePlacement{d.id, Zone::Used, kNone, p}));
}

// Jumps to player p's Main Step with the table as it is.
inline void start_main(Game& g, PlayerId p) {
  Position pos;
  pos.active = p;
  pos.turn = g.state().turn;
  pos.start = TurnStart::Main;
  auto err = g.set_position(pos);
  INFO((err ? *err : std::string()));
  REQUIRE(!err);
  g.advance();
}

inline bool has_option(const Game& g, const std::string& key) { return g.find_option(key) >= 0; }

// The card called `name` in play, `owner`'s (or a basic action everyone may buy from).
inline CardId card_in_play(const Game& g, const std::string& name, PlayerId owner = kNone) {
  const auto& s = g.state();
  for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c)
    if (s.def(c).name() == name && (owner == kNone || s.cards[c].owner == owner || s.cards[c].owner == kNone)) return c;
  FAIL("no card " << name);
  return kNone;
}

inline std::string options_text(const Game& g) {
  std::string out = std::string(to_string(g.pending().kind)) + " for P" + std::to_string(g.pending().player) + ":";
  for (int i = 0; i < static_cast<int>(g.pending().options.size()); ++i) out += " " + g.option_key(i);
  return out;
}

inline void choose(Game& g, const std::string& key) {
  INFO("choosing " << key << " in " << options_text(g));
  REQUIRE(g.find_option(key) >= 0);
  auto err = g.apply(key);
  REQUIRE(!err);
}

// Takes the first payment plan offered (the engine lists the least wasteful first).
inline void pay(Game& g, int plan = 0) {
  INFO(options_text(g));
  REQUIRE(g.pending().kind == DecisionKind::Pay);
  choose(g, "pay:" + std::to_string(plan));
}

inline std::vector<DieId> zone(const Game& g, PlayerId p, Zone z) {
  std::vector<DieId> out;
  for (const auto& d : g.state().dice)
    if (d.zone == z && d.controller == p) out.push_back(d.id);
  return out;
}

inline bool in(const std::vector<DieId>& v, DieId d) { return std::find(v.begin(), v.end(), d) != v.end(); }

}  // namespace dm::test
