#pragma once
// Dice Miner's rules: small steps over the state, each run by MinerMatch::advance while no
// decision is pending, and the answers to each kind of decision. A file a phase:
// rules_setup.cpp (first player, heroes, filling the mountain, positions), rules_excavation.cpp,
// rules_magic.cpp, rules_scoring.cpp (scoring, the end and tie-breaks), rules_recovery.cpp.
// Internal to dm_miner.
#include <string>

#include "dm/miner.hpp"
#include "engine/miner/events.hpp"
#include "engine/miner/rules_index.hpp"

namespace dm::miner {

struct Rules {
  // --- the loop (match.cpp) ---
  static void step(MinerMatch& m);              // one step of the phase in progress
  static void answer(MinerMatch& m, const Option& o);

  // --- shared by the phases ---
  static State& s(MinerMatch& m) { return m.s_; }
  static const Content& c(const MinerMatch& m) { return *m.content_; }
  static const RulesIndex& ix(const MinerMatch& m) { return *m.index_; }
  // Writes the log line of the event `make` returns, when the match has a log: without one
  // (agents' copies, simulations) no event is built at all.
  template <class MakeEvent>
  static void emit(const MinerMatch& m, MakeEvent&& make) {
    if (m.logging()) m.log_line(event_line(m, make()));
  }
  static bool logging(const MinerMatch& m) { return m.logging(); }
  // Rolls die d (honouring pinned faces) and logs it; `player` is whose trove it is in (kNone: the mountain).
  static void roll(MinerMatch& m, DieId d, Why why, PlayerId player);
  static PlayerId next_player(const MinerMatch& m, PlayerId p);     // clockwise
  static PlayerId next_contender(const MinerMatch& m, PlayerId p);  // clockwise, among the contenders
  static void remove_from_trove(MinerMatch& m, PlayerId p, DieId d);
  static void phase(MinerMatch& m, Phase p);                        // sets it and logs a `phase` line
  // Ends the game at once: a script failed (reason "script_error", bounded).
  static void script_failed(MinerMatch& m, const ScoreResult& r);

  // --- set-up (rules_setup.cpp) ---
  static void first_player_roll(MinerMatch& m);
  static void heroes_step(MinerMatch& m);
  static void begin_round(MinerMatch& m, int round);  // resets the round's marks and fills the mountain
  static void fill_mountain(MinerMatch& m);
  static std::optional<std::string> set_position(MinerMatch& m, const Position& p);
  // Why a position can't start at `phase` of `round` (a recovery after the last round), or "".
  static std::string phase_refused(const Content& c, Phase phase, int round);

  // --- excavation (rules_excavation.cpp) ---
  static void excavation_step(MinerMatch& m);
  static void take(MinerMatch& m, int spot);
  static void share(MinerMatch& m, DieId d, PlayerId to);
  static void end_turn(MinerMatch& m);

  // --- magic (rules_magic.cpp) ---
  static void begin_magic(MinerMatch& m);
  static void magic_step(MinerMatch& m);
  static int magic_of(const MinerMatch& m, const Face& f);
  static bool may_reroll(const MinerMatch& m, DieId d);  // an unspent die of a kind magic rerolls (whoever holds it)

  // --- scoring, the end and tie-breaks (rules_scoring.cpp) ---
  static void scoring_step(MinerMatch& m);
  static void tiebreak_step(MinerMatch& m);

  // --- recovery (rules_recovery.cpp) ---
  static void recovery_step(MinerMatch& m);
};

}  // namespace dm::miner
