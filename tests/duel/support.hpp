#pragma once
// Helpers for the hero duel's tests: the shipped format loaded once per thread, matches at a
// position, keys played with the options shown on failure, and the invariants every step of
// every game must keep.
#include <catch2/catch.hpp>
#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "dm/duel.hpp"

namespace dm::duel::test {

inline std::shared_ptr<const Content> content(const std::string& format = "hero-duel", const std::map<std::string, std::string>& options = {}) {
  thread_local std::map<std::pair<std::string, std::map<std::string, std::string>>, std::shared_ptr<const Content>> cache;
  auto& c = cache[{format, options}];
  if (!c) c = load_format(format, options);
  return c;
}

// Ember Warden (P1) against Tide Caller (P2), set up and not yet advanced.
inline DuelMatch new_match(std::uint64_t seed, const std::map<std::string, std::string>& options = {}) {
  return DuelMatch(content("hero-duel", options), seed);
}

// Face index of `value` on p's dice.
inline int face(const DuelMatch& m, PlayerId p, int value) {
  const auto& f = m.hero(p).faces;
  for (std::size_t i = 0; i < f.size(); ++i)
    if (f[i].value == value) return static_cast<int>(i);
  FAIL("no face " << value);
  return -1;
}

inline std::string options_of(const DuelMatch& m) {
  std::string s = m.prompt() + ":";
  for (int i = 0; i < m.option_count(); ++i) s += " " + m.option_key(i);
  return s;
}

inline void play(DuelMatch& m, const std::string& key) {
  auto err = m.apply(std::string_view(key));
  if (err) FAIL("'" << key << "' refused: " << *err << "\n  " << options_of(m));
}

inline bool offers(const DuelMatch& m, const std::string& key) { return m.find_option(key) >= 0; }

// Every rule that must hold after every step.
inline void check_invariants(const DuelMatch& m) {
  const State& s = m.state();
  const Content& c = m.content();
  for (std::size_t p = 0; p < s.players.size(); ++p) {
    const Player& P = s.players[p];
    REQUIRE(P.health >= 0);
    REQUIRE(P.health <= c.rules.health + c.rules.heal_cap);
    REQUIRE(P.cp >= 0);
    REQUIRE(P.cp <= c.rules.cp_cap);
    for (std::size_t st = 0; st < P.tokens.size(); ++st) {
      REQUIRE(P.tokens[st] >= 0);
      REQUIRE(P.tokens[st] <= c.statuses[st].stack);
    }
    // Cards are never made or lost: deck, hand and discard hold every copy, but for those
    // declared in a window and not yet resolved.
    int copies = 0;
    for (const Card& k : c.heroes[p].cards) copies += k.copies;
    const auto declared = std::count_if(s.declared.begin(), s.declared.end(), [&](const Declared& d) {
      return d.player == static_cast<PlayerId>(p) && d.verb == Verb::Play;
    });
    REQUIRE(static_cast<int>(P.deck.size() + P.hand.size() + P.discard.size() + declared) == copies);
    for (int f : P.dice) REQUIRE((f >= 0 && f < 6));
  }
  if (s.over) {
    REQUIRE(m.option_count() == 0);
    const bool fallen = std::any_of(s.players.begin(), s.players.end(), [](const Player& P) { return P.health == 0; });
    // With more than two a hero may have fallen in a game stopped at the turn bound.
    if (s.players.size() == 2) REQUIRE((s.reason == "health") == fallen);
    else if (s.reason == "health") REQUIRE(fallen);
    if (s.winner != kNone) REQUIRE(s.players[static_cast<std::size_t>(s.winner)].health > 0);
  } else {
    REQUIRE(m.option_count() > 0);
    REQUIRE(m.decider() >= 0);
    // Between the answers a player does not hold more cards than the limit outside their turn.
    for (std::size_t p = 0; p < s.players.size(); ++p)
      if (static_cast<PlayerId>(p) != s.active) REQUIRE(static_cast<int>(s.players[p].hand.size()) <= std::max(c.rules.hand_limit, c.rules.hand_start));
  }
}

}  // namespace dm::duel::test
