// A Liar's Dice match as everything that drives a game sees it (dm/match.hpp): set-up, the
// loop, answers, the game as a value, what one player may know, and the result.
#include <algorithm>
#include <stdexcept>

#include "engine/liars/rules.hpp"

namespace dm::liars {

namespace {
const std::string kLiarsDice = "liars-dice";
}  // namespace
const std::string& LiarsMatch::kName = kLiarsDice;

std::string_view to_string(Bidding b) { return b == Bidding::ResetFace ? "reset-face" : "reset-quantity"; }

std::string_view to_string(Phase p) {
  switch (p) {
    case Phase::Roll: return "roll";
    case Phase::Bidding: return "bidding";
    case Phase::Over: return "over";
  }
  return "?";
}

std::string player_name(PlayerId p) { return "P" + std::to_string(p + 1); }

LiarsMatch::LiarsMatch(const Rules& rules, std::uint64_t seed) {
  auto check = [](const char* what, int v, int lo, int hi) {
    if (v < lo || v > hi)
      throw std::invalid_argument(std::string("Liar's Dice: ") + what + " is " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
                                  std::to_string(v));
  };
  check("players", rules.players, 2, 6);
  check("dice", rules.dice, 1, 5);
  check("sides", rules.sides, 2, 10);
  s_.rules = rules;
  s_.players.resize(static_cast<std::size_t>(rules.players));
  for (Player& p : s_.players) p.dice.assign(static_cast<std::size_t>(rules.dice), 1);
  s_.round = 1;
  s_.chance.rng = Rng(seed);
}

LiarsMatch& LiarsMatch::operator=(const LiarsMatch& o) {
  BoundedMatch::operator=(o);
  s_ = o.s_;
  return *this;
}

void LiarsMatch::advance() {
  // A roll always leads to a decision: the loop runs at most once.
  while (s_.phase == Phase::Roll) Steps::roll_round(*this);
}

void LiarsMatch::answer(int option) {
  if (is_liar(option)) {
    Steps::call_liar(*this);
  } else {
    const Bid b = option_bid(option);
    Steps::bid(*this, b.quantity, b.face);
  }
  advance();
}

void LiarsMatch::end_at_bound() {
  s_.phase = Phase::Over;
  s_.winner = kNone;
  s_.end = End::DecisionLimit;
}

std::optional<std::string> LiarsMatch::apply(std::string_view key) {
  if (over()) return std::string("the game is over");
  const int i = find_option(key);
  if (i < 0) return why_refused(key);
  return apply(i);
}

void LiarsMatch::clone_into(std::unique_ptr<dm::Match>& into) const {
  if (auto* same = dynamic_cast<LiarsMatch*>(into.get())) {
    *same = *this;  // the players' cups keep their memory
    return;
  }
  into = clone();
}

bool LiarsMatch::equals(const dm::Match& o) const {
  const auto* m = dynamic_cast<const LiarsMatch*>(&o);
  return m && fields::equal(s_, m->s_);
}

std::unique_ptr<dm::Match> LiarsMatch::observation(PlayerId viewer, std::uint64_t seed) const {
  std::unique_ptr<dm::Match> out;
  observation_into(viewer, seed, out);
  return out;
}

void LiarsMatch::observation_into(PlayerId viewer, std::uint64_t seed, std::unique_ptr<dm::Match>& into) const {
  clone_into(into);
  State& s = static_cast<LiarsMatch&>(*into).s_;
  Rng sample(seed);
  // Once the game is over every cup has been shown; before, the others' faces are guesses.
  if (!over())
    for (PlayerId p = 0; p < player_count(); ++p) {
      if (p == viewer) continue;
      std::vector<int>& cup = s.players[static_cast<std::size_t>(p)].dice;
      for (int& f : cup) f = static_cast<int>(sample.below(static_cast<std::uint64_t>(s.rules.sides))) + 1;
      std::sort(cup.begin(), cup.end());
    }
  s.chance.resample(sample);
}

std::string LiarsMatch::observation_json(PlayerId viewer) const {
  State copy = s_;
  if (!over())
    for (PlayerId p = 0; p < player_count(); ++p)
      if (p != viewer) std::fill(copy.players[static_cast<std::size_t>(p)].dice.begin(), copy.players[static_cast<std::size_t>(p)].dice.end(), 0);
  copy.chance = Chance{};
  std::string j = fields::to_json(copy, 512);
  // The generator and the pins are not the viewer's to know: the field is left out.
  const std::string field = ",\"chance\":" + fields::to_json(Chance{});
  const auto at = j.rfind(field);
  if (at != std::string::npos) j.erase(at, field.size());
  return j;
}

MatchResult LiarsMatch::result() const {
  MatchResult r;
  r.over = over();
  r.winner = s_.winner;
  r.turns = s_.round;
  r.reason = s_.end == End::Challenge ? "challenge" : s_.end == End::LastDice ? "last_dice" : s_.end == End::DecisionLimit ? "decision_limit" : "";
  // Its rules need no bound: a round ends within (dice in play) x (sides) bids, and each round
  // of the classic game costs a die. The shared decision bound stays, as for every game.
  r.bounded = s_.end == End::DecisionLimit;
  for (const Player& p : s_.players) {
    r.places.push_back(p.place);
    if (s_.rules.classic) r.scores.push_back(static_cast<std::int64_t>(p.dice.size()));
    else r.scores.push_back(over() ? (p.place == 1 ? 1 : 0) : 0);
  }
  return r;
}

std::optional<std::string> LiarsMatch::set_position(const Position& p) { return Steps::set_position(*this, p); }

void LiarsMatch::force_faces(const std::vector<int>& faces) {
  for (int f : faces) s_.chance.faces.push_back(f - 1);
}

// --- queries ---

int LiarsMatch::dice_in_play() const {
  int n = 0;
  for (const Player& p : s_.players) n += static_cast<int>(p.dice.size());
  return n;
}

int LiarsMatch::bid_rank(int quantity, int face) const {
  if (s_.rules.bidding == Bidding::ResetFace) return (quantity - 1) * s_.rules.sides + (face - 1);
  return (face - 1) * dice_in_play() + (quantity - 1);
}

Bid LiarsMatch::rank_bid(int rank) const {
  if (s_.rules.bidding == Bidding::ResetFace) return Bid{rank / s_.rules.sides + 1, rank % s_.rules.sides + 1, kNone};
  const int t = dice_in_play();
  return Bid{rank % t + 1, rank / t + 1, kNone};
}

int LiarsMatch::option_count() const {
  if (s_.phase != Phase::Bidding) return 0;
  const int bids = dice_in_play() * s_.rules.sides;
  // The bids above the standing one, and liar.
  return s_.bid.empty() ? bids : (bids - bid_rank(s_.bid.quantity, s_.bid.face) - 1) + 1;
}

bool LiarsMatch::is_liar(int option) const { return !s_.bid.empty() && option == option_count() - 1; }

Bid LiarsMatch::option_bid(int option) const {
  if (is_liar(option)) return Bid{};
  const int lowest = s_.bid.empty() ? 0 : bid_rank(s_.bid.quantity, s_.bid.face) + 1;
  return rank_bid(lowest + option);
}

bool LiarsMatch::beats(int quantity, int face) const {
  if (quantity < 1 || quantity > dice_in_play() || face < 1 || face > s_.rules.sides) return false;
  return s_.bid.empty() || bid_rank(quantity, face) > bid_rank(s_.bid.quantity, s_.bid.face);
}

int LiarsMatch::count(int face) const {
  int n = 0;
  for (const Player& p : s_.players)
    for (int d : p.dice) n += counts_for(s_.rules, d, face);
  return n;
}

PlayerId LiarsMatch::next_holder(PlayerId p) const {
  const int n = player_count();
  for (int k = 1; k <= n; ++k) {
    const PlayerId q = (p + k) % n;
    if (!s_.players[static_cast<std::size_t>(q)].dice.empty()) return q;
  }
  return p;
}

}  // namespace dm::liars
