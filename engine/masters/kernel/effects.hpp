#pragma once
// What effects do to a game of Dice Masters: the verbs the rules and the ability runtimes
// (the Lua `g` table, a C++ double in tests) call, kept off Game's public face so that what
// drives a game (dm/match.hpp) can't damage, KO or move a die by hand. Internal: a handle over
// one game, cheap to make where it is needed (`Effects(g).ko(d, source)`); it checks nothing
// a script could get wrong, so a runtime validates ids first.
#include <string>
#include <string_view>
#include <vector>

#include "dm/game.hpp"

namespace dm {

class Effects {
 public:
  explicit Effects(Game& g) : g_(g) {}

  Game& game() const { return g_; }
  operator const Game&() const { return g_; }  // for the queries, which any caller may ask
  const GameState& state() const { return g_.s_; }
  bool logging() const { return g_.logging(); }
  void log_line(const std::string& json_line) const { g_.log_line(json_line); }
  AbilityRuntime& runtime() const { return g_.runtime(); }

  std::uint64_t random(std::uint64_t bound) const { return g_.random(bound); }  // an effect's random number
  // Ends the game at once (EndReason::ScriptLimit): `card` ran past one of the game's bounds
  // (dm/limits.hpp), described by `what`. The log gets a `script_limit` line.
  void stop_at_limit(CardId card, const std::string& what) const { g_.stop_at_limit(card, what); }
  // Damage is recorded as pending: everything one effect deals is dealt together.
  void damage(DieId target, PlayerId player, int amount, DieId source, CardId source_card, bool combat) const {
    g_.damage(target, player, amount, source, source_card, combat);
  }
  void ko(DieId d, DieId source, PlayerId cause = kNone) const { g_.ko(d, source, cause); }
  void move(DieId d, Zone z, PlayerId zone_player = kNone) const { g_.move(d, z, zone_player); }
  int spin(DieId d, int levels) const { return g_.spin(d, levels); }  // the new level
  void set_level(DieId d, int level) const { g_.set_level(d, level); }
  int roll(DieId d) const { return g_.roll(d); }  // a face (pinned faces first); its index
  void reroll(DieId d, Zone elsewhere, bool by_effect) const { g_.reroll(d, elsewhere, by_effect); }
  void roll_to(DieId d, Zone z) const { g_.roll_to(d, z); }
  DieId draw(PlayerId p) const { return g_.draw(p); }  // into the Prep Area; kNone when nothing is left
  // The same, by a card's effect, told in the log.
  DieId draw_by_effect(PlayerId p) const;
  void field_die(DieId d, int face = -1) const { g_.field_die(d, face); }
  void sacrifice(DieId d) const { g_.sacrifice(d); }
  void capture(DieId by, DieId d) const { g_.capture(by, d); }
  void control(DieId by, DieId d) const { g_.control(by, d); }
  void release(DieId by, bool captured_only = false) const { g_.release(by, captured_only); }
  void prevent_damage(DieId d, PlayerId p, int amount) const { g_.prevent_damage(d, p, amount); }
  void gain_life(PlayerId p, int n) const { g_.gain_life(p, n); }
  void lose_life(PlayerId p, int n) const { g_.lose_life(p, n); }
  int redirect(PlayerId p, int n, DieId d) const { return g_.redirect(p, n, d); }  // damage moved onto d
  void add_mod(const Modifier& m) const { g_.add_mod(m); }
  void grant(DieId d, NameId name, int until_turn = 0) const { g_.grant(d, name, until_turn); }
  NameId intern(std::string_view name) const { return g_.intern(name); }  // new names join the game's own
  void emit(const Event& e) const { g_.emit(e); }
  void check_kos() const { g_.check_kos(); }  // after an effect: every character whose damage reaches its defense
  void script_log(const std::string& text) const { g_.script_log(text); }

 private:
  Game& g_;
};

}  // namespace dm
