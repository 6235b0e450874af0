#pragma once
// The arithmetic the heuristic agent plays by: what a die is worth, what a card is worth to
// buy, and combat worked out from attack, defense and damage taken: who dies, how much gets
// through, whether an attack is lethal, which blocks pay off. Internal to dm_agents.
#include <cstdint>
#include <utility>
#include <vector>

#include "dm/game.hpp"

namespace dm::agents::heur {

// Worth of a character die in the field, from the numbers it shows now: half its attack plus
// defense, +1 when its card has abilities, a Sidekick counting a little less.
double die_value(const Game& g, DieId d);
// Worth of a die showing `face` from the printed numbers alone (what lasts past this turn's
// bonuses), without die_value's Sidekick discount.
double face_value(const GameState& s, DieId d, int face);
// What player p's dice say of every buy, counted once for all the cards valued: how many dice
// of each card p owns out of the Supply, how many action dice, and how late the game is.
struct BuyCounts {
  std::vector<int> owned;  // by card
  int actions = 0;         // p's dice out of the Supply whose card is neither a character nor a Sidekick
  double phase = 1;        // the least life at the table against the starting life, from 0.35 to 1
};
BuyCounts buy_counts(const Game& g, PlayerId p);
// Worth to the player counted of buying one more die of card c (before its cost is considered).
double buy_value(const Game& g, const BuyCounts& k, CardId c);
// How much one point of life is worth to a side at `life` (more as it runs low).
double life_weight(int life);

// One character in a combat, as the arithmetic needs it.
struct Fighter {
  DieId id = kNone;
  int atk = 0;
  int tough = 0;      // defense left: damage that KOs it
  double value = 0;
  bool overcrush = false, unblockable = false, cant_block = false, no_damage = false;
  bool operator==(const Fighter&) const = default;
};
Fighter fighter(const Game& g, DieId d);

// A block: blocker index (into the blockers) on attacker index (into the attackers).
using Blocks = std::vector<std::pair<int, int>>;

struct Outcome {
  int through = 0;              // damage to the defending player
  double attackers_lost = 0;    // value of the attackers KO'd
  double blockers_lost = 0;     // value of the blockers KO'd
  double attackers_spent = 0;   // value of the unblocked attackers (they go to the Used Pile)
  std::vector<char> attacker_dies, blocker_dies, attacker_blocked;
};
// Combat damage with one blocker an attacker at most.
Outcome resolve(const std::vector<Fighter>& atk, const std::vector<Fighter>& blk, const Blocks& blocks);

// The least damage that gets through if the defender blocks to stop as much as possible.
int least_through(const std::vector<Fighter>& atk, const std::vector<Fighter>& blk);

// The defender's blocks: free blocks (the blocker survives), blocks that KO an attacker worth
// at least the blocker, and chump blocks only while the damage getting through would be
// lethal. `able` (blocker-major, atk.size() a row; empty: every pair) says which pairs may block.
Blocks plan_blocks(const std::vector<Fighter>& atk, const std::vector<Fighter>& blk, int life,
                   const std::vector<char>& able = {});

// What an attack of `mine` against `theirs` (who has `their_life`) is worth to the attacker,
// with the defender blocking by plan_blocks; `my_life` and `home` (my characters not attacking)
// weigh the risk of losing the dice that would block their counter-attack next turn, made by
// their characters left in the field and `coming`, those they may field before it.
double attack_score(const std::vector<Fighter>& mine, const std::vector<Fighter>& theirs, int their_life,
                    int my_life, const std::vector<Fighter>& home, const std::vector<Fighter>& coming = {});

// The attackers to send, as indexes into `cand`: every one when the attack is lethal whatever
// the blocks, else the subset attack_score rates best (none when nothing beats staying home).
std::vector<int> choose_attackers(const std::vector<Fighter>& cand, const std::vector<Fighter>& stay,
                                  const std::vector<Fighter>& theirs, int their_life, int my_life,
                                  const std::vector<Fighter>& coming = {});

// How much of `left` damage to give the first of `blockers` (the rest go to the others in
// order): enough to KO the most value.
int divide_damage(const std::vector<Fighter>& blockers, int left);

}  // namespace dm::agents::heur
