// Round points remembered by position (score_memo.hpp).
#include "engine/miner/players/score_memo.hpp"

#include <algorithm>
#include <limits>

namespace dm::agents::miner_value {

// A face as one number: a die's kind and face (the first of the kind's faces showing the same,
// so two faces of one gem are one), or a hero's face (it may show symbols of its own). The
// bounds on content (kinds 32, faces 20, heroes 64, hero faces 8) keep them apart.
std::uint16_t ScoreMemo::code(const miner::MinerMatch& m, const miner::TroveFace& f) {
  if (f.hero >= 0) return static_cast<std::uint16_t>(0x8000 | f.hero << 6 | f.hero_face);
  if (same_.empty())
    for (const miner::DieKind& k : m.content().kinds) {
      same_.emplace_back();
      for (std::size_t i = 0; i < k.faces.size(); ++i) {
        std::size_t j = 0;
        while (k.faces[j].name != k.faces[i].name || k.faces[j].symbols != k.faces[i].symbols) ++j;
        same_.back().push_back(static_cast<int>(j));
      }
    }
  return static_cast<std::uint16_t>(f.kind << 6 | same_[static_cast<std::size_t>(f.kind)][static_cast<std::size_t>(f.face)]);
}

void ScoreMemo::prepare(const miner::MinerMatch& m, std::size_t players) {
  if (&m.content() != content_) {  // another game's content scores otherwise
    content_ = &m.content();
    same_.clear();
    seen_.clear();
    members_.clear();
    numbering_ = miner::FaceNumbers(m.content());
  }
  const auto& kinds = m.content().kinds;
  const auto& heroes = m.content().heroes;
  for (std::size_t p = members_.size() / std::max<std::size_t>(numbering_.count, 1); p < players; ++p) {
    for (std::size_t k = 0; k < kinds.size(); ++k)
      for (std::size_t i = 0; i < kinds[k].faces.size(); ++i)
        members_.push_back(miner::MultisetKey::member(p + 1, code(m, miner::TroveFace{static_cast<int>(k), static_cast<int>(i), -1, -1})));
    for (std::size_t h = 0; h < heroes.size(); ++h)
      for (std::size_t i = 0; i < heroes[h].faces.size(); ++i)
        members_.push_back(miner::MultisetKey::member(p + 1, code(m, miner::TroveFace{-1, -1, static_cast<int>(h), static_cast<int>(i)})));
    if (numbering_.count == 0) break;  // no faces at all: nothing to make
  }
}

std::span<const int> ScoreMemo::points(const miner::MinerMatch& m, const Troves& t) {
  if (&m.content() != content_ || members_.size() < t.size() * numbering_.count) prepare(m, t.size());
  miner::MultisetKey key;
  for (std::size_t p = 0; p < t.size(); ++p) {
    key.add(p + 1, 0xFFFF);  // the player's mark: an empty trove counts too
    const miner::MultisetKey* mine = members_.data() + p * numbering_.count;
    for (const miner::TroveFace& f : t[p]) key.add(mine[numbering_.of(f)]);
  }
  if (const miner::PointsMemo::Points* known = seen_.find(key)) {
    ++hits_;
    last_.assign(known->by.begin(), known->by.begin() + known->count);
    return last_;
  }
  ++scored_;
  last_ = round_points(m, t);
  seen_.insert(key, last_.data(), last_.size());
  return last_;
}

std::vector<double> ScoreMemo::standing(const miner::MinerMatch& m, const Troves& t) {
  const std::span<const int> pts = points(m, t);
  std::vector<double> out(pts.size());
  for (std::size_t p = 0; p < pts.size(); ++p) out[p] = m.state().players[p].total + pts[p];
  return out;
}

double ScoreMemo::advantage(const miner::MinerMatch& m, const Troves& t, PlayerId p) {
  const std::span<const int> pts = points(m, t);
  const auto& players = m.state().players;
  double best = -std::numeric_limits<double>::infinity();
  for (std::size_t q = 0; q < pts.size(); ++q)
    if (static_cast<PlayerId>(q) != p) best = std::max(best, static_cast<double>(players[q].total + pts[q]));
  return players[static_cast<std::size_t>(p)].total + pts[static_cast<std::size_t>(p)] - best;
}

}  // namespace dm::agents::miner_value
