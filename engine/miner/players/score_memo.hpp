#pragma once
// Round points remembered by position, for the players that value many troves a decision
// (heuristic.cpp): a scoring script is a pure function of the faces each player holds
// (docs/dice-miner.md, "scoring.lua"), so troves holding the same faces, in any order, score
// the same and the script runs once for them. Internal to dm_miner.
#include <cstdint>
#include <span>
#include <vector>

#include "engine/miner/face_numbers.hpp"
#include "engine/miner/multiset_key.hpp"
#include "engine/miner/points_memo.hpp"
#include "engine/miner/players/value.hpp"

namespace dm::agents::miner_value {

class ScoreMemo {
 public:
  // What the round would give each player with troves `t` (zeros when the script fails), as
  // round_points says; scored once per position. Valid until the next call.
  std::span<const int> points(const miner::MinerMatch& m, const Troves& t);
  // Each player's total plus those points, and p's against the best other's.
  std::vector<double> standing(const miner::MinerMatch& m, const Troves& t);
  double advantage(const miner::MinerMatch& m, const Troves& t, PlayerId p);
  // Scripts run since made, and positions answered without running them.
  std::uint64_t scored() const { return scored_; }
  std::uint64_t hits() const { return hits_; }

 private:
  std::uint16_t code(const miner::MinerMatch& m, const miner::TroveFace& f);
  // Key members for `players` players of m's content (once, and again for another content).
  void prepare(const miner::MinerMatch& m, std::size_t players);
  std::vector<miner::MultisetKey> members_;  // by player, then by face number
  miner::FaceNumbers numbering_;             // of content_'s faces
  const miner::Content* content_ = nullptr;  // whose positions are remembered
  std::vector<std::vector<int>> same_;  // by kind and face: the first face showing the same
  miner::PointsMemo seen_{std::size_t{1} << 15};  // points by position
  std::vector<int> last_;  // the points of the last call
  std::uint64_t scored_ = 0, hits_ = 0;
};

}  // namespace dm::agents::miner_value
