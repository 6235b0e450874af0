// Round points remembered by position (score_memo.hpp).
#include "engine/miner/players/score_memo.hpp"

#include <algorithm>
#include <limits>

namespace dm::agents::miner_value {

namespace {

// Positions kept at most: a game visits a few thousand, and a new round's rarely meet the
// last's, so forgetting them all at once costs little.
constexpr std::size_t kMaxPositions = 1 << 14;

}  // namespace

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

const miner::MultisetKey& ScoreMemo::member(const miner::MinerMatch& m, std::size_t player, const miner::TroveFace& f) {
  if (first_.empty()) {  // where each kind's and hero's faces begin among a player's members
    std::size_t n = 0;
    for (const miner::DieKind& k : m.content().kinds) {
      first_.push_back(n);
      n += k.faces.size();
    }
    for (const miner::Hero& h : m.content().heroes) {
      first_.push_back(n);
      n += h.faces.size();
    }
    faces_ = n;
  }
  const std::size_t at = player * faces_ + (f.hero >= 0 ? first_[m.content().kinds.size() + static_cast<std::size_t>(f.hero)] + static_cast<std::size_t>(f.hero_face)
                                                        : first_[static_cast<std::size_t>(f.kind)] + static_cast<std::size_t>(f.face));
  if (at >= members_.size()) {  // every face of the players up to this one, made at once
    std::size_t p = members_.size() / faces_;
    members_.resize((player + 1) * faces_);
    for (; p <= player; ++p) {
      for (std::size_t k = 0; k < m.content().kinds.size(); ++k)
        for (std::size_t i = 0; i < m.content().kinds[k].faces.size(); ++i)
          members_[p * faces_ + first_[k] + i] = miner::MultisetKey::member(p + 1, code(m, miner::TroveFace{static_cast<int>(k), static_cast<int>(i), -1, -1}));
      for (std::size_t h = 0; h < m.content().heroes.size(); ++h)
        for (std::size_t i = 0; i < m.content().heroes[h].faces.size(); ++i)
          members_[p * faces_ + first_[m.content().kinds.size() + h] + i] =
              miner::MultisetKey::member(p + 1, code(m, miner::TroveFace{-1, -1, static_cast<int>(h), static_cast<int>(i)}));
    }
  }
  return members_[at];
}

const std::vector<int>& ScoreMemo::points(const miner::MinerMatch& m, const Troves& t) {
  if (&m.content() != content_) {  // another game's content scores otherwise
    content_ = &m.content();
    same_.clear();
    seen_.clear();
    members_.clear();
    first_.clear();
  }
  miner::MultisetKey key;
  for (std::size_t p = 0; p < t.size(); ++p) {
    key.add(p + 1, 0xFFFF);  // the player's mark: an empty trove counts too
    for (const miner::TroveFace& f : t[p]) key.add(member(m, p, f));
  }
  const auto it = seen_.find(key);
  if (it != seen_.end()) {
    ++hits_;
    return it->second;
  }
  if (seen_.size() >= kMaxPositions) seen_.clear();
  ++scored_;
  auto r = round_points(m, t);
  return seen_.emplace(key, std::move(r)).first->second;
}

std::vector<double> ScoreMemo::standing(const miner::MinerMatch& m, const Troves& t) {
  const std::vector<int>& pts = points(m, t);
  std::vector<double> out(pts.size());
  for (std::size_t p = 0; p < pts.size(); ++p) out[p] = m.state().players[p].total + pts[p];
  return out;
}

double ScoreMemo::advantage(const miner::MinerMatch& m, const Troves& t, PlayerId p) {
  const std::vector<int>& pts = points(m, t);
  const auto& players = m.state().players;
  double best = -std::numeric_limits<double>::infinity();
  for (std::size_t q = 0; q < pts.size(); ++q)
    if (static_cast<PlayerId>(q) != p) best = std::max(best, static_cast<double>(players[q].total + pts[q]));
  return players[static_cast<std::size_t>(p)].total + pts[static_cast<std::size_t>(p)] - best;
}

}  // namespace dm::agents::miner_value
