#pragma once
// How Dice Miner's players value a position (greedy.cpp, heuristic.cpp, heuristic_v1.cpp,
// search.cpp): through the match's own scoring (the content's scripts), so a variant's rules
// are valued as they score. Internal to dm_miner.
#include <vector>

#include "dm/miner.hpp"

namespace dm::agents::miner_value {

// The Dice Miner match an agent of that game was given; throws std::invalid_argument otherwise.
const miner::MinerMatch& dice_miner(const Match& m);

using Troves = std::vector<std::vector<miner::TroveFace>>;

// Every player's faces (dice and hero), as scoring reads them.
Troves troves(const miner::MinerMatch& m);
// What the round would give each player if scored now with `t` (zeros when the script fails).
std::vector<int> round_points(const miner::MinerMatch& m, const Troves& t);
// Each player's total plus what the round would give them with `t`.
std::vector<double> standing(const miner::MinerMatch& m, const Troves& t);
// p's standing against the best other player's.
double advantage(const std::vector<double>& standing, PlayerId p);
// What a die of `kind` adds to p's round score over its faces, on average, with troves `t`.
double expected_gain(const miner::MinerMatch& m, const Troves& t, PlayerId p, int kind);
// The first of `faces` with the same name as face f (f itself when none comes before), and
// how many of them share its name: repeated faces are valued once and weighed.
int first_same_face(const std::vector<miner::Face>& faces, int f);
int faces_like(const std::vector<miner::Face>& faces, int f);
// Option i of the pending decision.
const miner::Option& option(const miner::MinerMatch& m, int i);
// The face of the die at a mountain spot, as a trove face.
miner::TroveFace spot_face(const miner::MinerMatch& m, int spot);
// Dice left in the mountain.
int mountain_dice(const miner::MinerMatch& m);
// p's expected standing against the best other if p's die of `kind` showing `face` were
// rerolled, minus now (with what the faces' roles are worth). Faces that repeat (three faces
// of one gem) are scored once and weighed by how often they come.
double reroll_gain_of(const miner::MinerMatch& m, const Troves& t, PlayerId p, int kind, int face);
// What a face is worth beyond its points: beer to share in the excavation still to come,
// magic to reroll, chests to keep dice through a recovery.
double role_bonus(const miner::MinerMatch& m, const miner::Face& f, bool excavation_goes_on);

}  // namespace dm::agents::miner_value
