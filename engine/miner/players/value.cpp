// Dice Miner positions valued through the match's scoring (value.hpp).
#include "engine/miner/players/value.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace dm::agents::miner_value {

const miner::MinerMatch& dice_miner(const Match& m) {
  const auto* g = dynamic_cast<const miner::MinerMatch*>(&m);
  if (!g) throw std::invalid_argument("this agent plays Dice Miner, and was given a game of " + m.game_name());
  return *g;
}

Troves troves(const miner::MinerMatch& m) {
  Troves t;
  for (PlayerId p = 0; p < m.player_count(); ++p) t.push_back(m.trove_faces(p));
  return t;
}

std::vector<int> round_points(const miner::MinerMatch& m, const Troves& t) {
  std::vector<int> out;
  if (!m.scoring().totals(m.content(), t, out)) out.assign(t.size(), 0);
  return out;
}

std::vector<double> standing(const miner::MinerMatch& m, const Troves& t) {
  const std::vector<int> pts = round_points(m, t);
  std::vector<double> out;
  for (PlayerId p = 0; p < m.player_count(); ++p)
    out.push_back(m.state().players[static_cast<std::size_t>(p)].total + pts[static_cast<std::size_t>(p)]);
  return out;
}

double advantage(const std::vector<double>& st, PlayerId p) {
  double best = -std::numeric_limits<double>::infinity();
  for (std::size_t q = 0; q < st.size(); ++q)
    if (static_cast<PlayerId>(q) != p) best = std::max(best, st[q]);
  return st[static_cast<std::size_t>(p)] - best;
}

double expected_gain(const miner::MinerMatch& m, const Troves& t, PlayerId p, int kind) {
  const int before = round_points(m, t)[static_cast<std::size_t>(p)];
  Troves with = t;
  auto& mine = with[static_cast<std::size_t>(p)];
  mine.push_back(miner::TroveFace{kind, 0, -1, -1});
  const auto& faces = m.content().kinds[static_cast<std::size_t>(kind)].faces;
  double sum = 0;
  for (int f = 0; f < static_cast<int>(faces.size()); ++f) {
    if (first_same_face(faces, f) != f) continue;
    mine.back().face = f;
    sum += faces_like(faces, f) * (round_points(m, with)[static_cast<std::size_t>(p)] - before);
  }
  return sum / static_cast<double>(faces.size());
}

int first_same_face(const std::vector<miner::Face>& faces, int f) {
  for (int i = 0; i < f; ++i)
    if (faces[static_cast<std::size_t>(i)].name == faces[static_cast<std::size_t>(f)].name) return i;
  return f;
}

int faces_like(const std::vector<miner::Face>& faces, int f) {
  int n = 0;
  for (const miner::Face& x : faces) n += x.name == faces[static_cast<std::size_t>(f)].name;
  return n;
}

double role_bonus(const miner::MinerMatch& m, const miner::Face& f, bool excavation_goes_on) {
  const miner::Content& c = m.content();
  const miner::State& s = m.state();
  double v = 0;
  if (excavation_goes_on && c.roles.beer >= 0) v += 1.2 * c.count(f, c.roles.beer);
  if (c.roles.magic >= 0) v += 0.6 * c.count(f, c.roles.magic);
  if (c.roles.chest >= 0 && s.round < c.rounds) v += 0.8 * c.count(f, c.roles.chest);
  return v;
}

const miner::Option& option(const miner::MinerMatch& m, int i) { return m.state().pending.options[static_cast<std::size_t>(i)]; }

miner::TroveFace spot_face(const miner::MinerMatch& m, int spot) {
  const miner::Die& d = m.state().dice[static_cast<std::size_t>(m.state().mountain[static_cast<std::size_t>(spot)])];
  return miner::TroveFace{d.kind, d.face, -1, -1};
}

int mountain_dice(const miner::MinerMatch& m) {
  return static_cast<int>(std::count_if(m.state().mountain.begin(), m.state().mountain.end(), [](DieId d) { return d != kNone; }));
}

double reroll_gain_of(const miner::MinerMatch& m, const Troves& t, PlayerId p, int kind, int face) {
  Troves x = t;
  auto& mine = x[static_cast<std::size_t>(p)];
  std::size_t at = mine.size();
  for (std::size_t i = 0; i < mine.size(); ++i)
    if (mine[i].hero < 0 && mine[i].kind == kind && mine[i].face == face) at = i;
  if (at == mine.size()) return 0;
  const double base = advantage(standing(m, x), p);
  const auto& faces = m.content().kinds[static_cast<std::size_t>(kind)].faces;
  double sum = 0;
  for (int f = 0; f < static_cast<int>(faces.size()); ++f) {
    const int same = first_same_face(faces, f);
    if (same != f) continue;
    mine[at].face = f;
    const double weight = static_cast<double>(faces_like(faces, f));
    sum += weight * (advantage(standing(m, x), p) + role_bonus(m, faces[static_cast<std::size_t>(f)], false));
  }
  return sum / static_cast<double>(faces.size()) - base - role_bonus(m, faces[static_cast<std::size_t>(face)], false);
}

}  // namespace dm::agents::miner_value
