// A Dice Miner match as everything that drives a game sees it (dm/match.hpp): set-up, the loop
// that runs the rules until a decision is needed, answers, the game as a value, what a player
// may know, the result, and the queries agents and scenarios ask.
#include <algorithm>
#include <stdexcept>

#include "engine/miner/log_line.hpp"
#include "engine/miner/rules.hpp"
#include "engine/miner/rules_index.hpp"

namespace dm::miner {

namespace {
const std::string kDiceMiner = "dice-miner";
// Steps without a decision before the loop gives up: the rules always reach a decision or
// the end well before (a round is a few hundred steps), so this only guards against a bug.
constexpr int kStepsWithoutDecision = 100000;
}  // namespace
const std::string& MinerMatch::kName = kDiceMiner;

MinerMatch::MinerMatch(std::shared_ptr<const Content> content, std::shared_ptr<Scoring> scoring, int players, std::uint64_t seed)
    : content_(std::move(content)), scoring_(std::move(scoring)) {
  if (!content_ || !scoring_) throw std::invalid_argument("a Dice Miner match needs its content and scoring");
  if (players < 2 || players > 4) throw std::invalid_argument("Dice Miner is played by 2 to 4 players, not " + std::to_string(players));
  if (!content_->heroes.empty() && static_cast<int>(content_->heroes.size()) < players)
    throw std::invalid_argument("not enough heroes for " + std::to_string(players) + " players");
  index_ = std::make_shared<const RulesIndex>(*content_);
  s_.chance.rng = Rng(seed);
  s_.players.resize(static_cast<std::size_t>(players));
  for (int k = 0; k < static_cast<int>(content_->kinds.size()); ++k)
    for (int i = 0; i < content_->kinds[static_cast<std::size_t>(k)].count; ++i) {
      Die d;
      d.id = static_cast<DieId>(s_.dice.size());
      d.kind = k;
      s_.dice.push_back(d);
      s_.bag.push_back(d.id);
    }
  s_.mountain.assign(content_->mountain.spots.size(), kNone);
  for (PlayerId p = 0; p < players; ++p) s_.contenders.push_back(p);
  s_.phase = Phase::FirstPlayer;
}

MinerMatch::MinerMatch(const MinerMatch& o)
    : BoundedMatch(o), content_(o.content_), scoring_(o.scoring_), index_(o.index_), s_(o.s_) {}

MinerMatch& MinerMatch::operator=(const MinerMatch& o) {
  BoundedMatch::operator=(o);
  // Shared content is assigned only when it differs: each assignment is two atomic counts.
  if (content_ != o.content_) content_ = o.content_;
  if (scoring_ != o.scoring_) scoring_ = o.scoring_;
  if (index_ != o.index_) index_ = o.index_;
  s_ = o.s_;
  return *this;
}

void MinerMatch::clone_into(std::unique_ptr<dm::Match>& into) const {
  if (auto* same = dynamic_cast<MinerMatch*>(into.get())) {
    *same = *this;  // the state's vectors keep their memory (a search copies a game each iteration)
    return;
  }
  into = clone();
}

void MinerMatch::advance() {
  int steps = 0;
  while (!s_.over && s_.pending.empty()) {
    if (++steps > kStepsWithoutDecision) throw std::logic_error("Dice Miner: the rules ran without reaching a decision");
    Rules::step(*this);
  }
}

void MinerMatch::answer(int option) {
  const Option o = s_.pending.options[static_cast<std::size_t>(option)];
  const Kind kind = s_.pending.kind;
  s_.pending.clear();
  s_.pending.kind = kind;  // the answer may read which decision it answers
  Rules::answer(*this, o);
  s_.pending.clear();
  advance();
}

void MinerMatch::end_at_bound() {
  s_.pending.clear();
  s_.over = true;
  s_.phase = Phase::Over;
  s_.winner = kNone;
  s_.end = End::DecisionLimit;
  s_.message = bound_reached();
}

std::optional<std::string> MinerMatch::apply(std::string_view key) {
  if (s_.over) return std::string("the game is over");
  const int i = find_option(key);
  if (i < 0) return why_refused(key);
  return apply(i);
}

bool MinerMatch::equals(const dm::Match& o) const {
  const auto* m = dynamic_cast<const MinerMatch*>(&o);
  if (!m || !fields::equal(s_, m->s_)) return false;
  if (m->content_ == content_) return true;
  // Another table's content: the same when it came from the same scripts.
  const auto& a = content_->scripts;
  const auto& b = m->content_->scripts;
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](const ContentScript& x, const ContentScript& y) {
           return x.file == y.file && x.hash == y.hash;
         });
}

std::unique_ptr<dm::Match> MinerMatch::observation(PlayerId viewer, std::uint64_t seed) const {
  std::unique_ptr<dm::Match> out;
  observation_into(viewer, seed, out);
  return out;
}

void MinerMatch::observation_into(PlayerId, std::uint64_t seed, std::unique_ptr<dm::Match>& into) const {
  // Everything on the table is open: the bag's draws and the rolls to come are the only secrets.
  clone_into(into);
  Rng sample(seed);
  static_cast<MinerMatch*>(into.get())->s_.chance.resample(sample);
}

std::string MinerMatch::observation_json(PlayerId) const {
  State copy = s_;
  copy.chance = Chance{};
  std::string j = fields::to_json(copy);
  // The generator and the pins are not the viewer's to know: the field is left out.
  const std::string field = ",\"chance\":" + fields::to_json(Chance{});
  const auto at = j.rfind(field);
  if (at != std::string::npos) j.erase(at, field.size());
  return j;
}

MatchResult MinerMatch::result() const {
  MatchResult r;
  r.over = s_.over;
  r.winner = s_.winner;
  r.bounded = s_.end == End::TieLimit || s_.end == End::ScriptError || s_.end == End::DecisionLimit;
  r.turns = s_.round;
  switch (s_.end) {
    case End::None: r.reason = ""; break;
    case End::Score: r.reason = "score"; break;
    case End::TieLimit: r.reason = "tiebreak_limit"; break;
    case End::ScriptError: r.reason = "script_error"; break;
    case End::DecisionLimit: r.reason = "decision_limit"; break;
  }
  const int n = player_count();
  for (PlayerId p = 0; p < n; ++p) r.scores.push_back(s_.players[static_cast<std::size_t>(p)].total);
  // Places: by total, then by the tie-breaks each played (more tie-breaks won ranks higher).
  auto better = [&](PlayerId a, PlayerId b) {
    const Player& x = s_.players[static_cast<std::size_t>(a)];
    const Player& y = s_.players[static_cast<std::size_t>(b)];
    if (x.total != y.total) return x.total > y.total;
    if (s_.end == End::ScriptError) return false;
    return std::lexicographical_compare(y.tiebreaks.begin(), y.tiebreaks.end(), x.tiebreaks.begin(), x.tiebreaks.end());
  };
  for (PlayerId p = 0; p < n; ++p) {
    int place = 1;
    for (PlayerId q = 0; q < n; ++q)
      if (q != p && better(q, p)) ++place;
    r.places.push_back(place);
  }
  return r;
}

std::optional<std::string> MinerMatch::set_position(const Position& p) { return Rules::set_position(*this, p); }

void MinerMatch::force_faces(const std::vector<int>& faces) {
  s_.chance.faces.insert(s_.chance.faces.end(), faces.begin(), faces.end());
}

void MinerMatch::force_draws(const std::vector<DieId>& dice) {
  s_.chance.draws.insert(s_.chance.draws.end(), dice.begin(), dice.end());
}

// --- queries ---

bool MinerMatch::is_top(int spot) const {
  if (spot < 0 || spot >= static_cast<int>(s_.mountain.size()) || s_.mountain[static_cast<std::size_t>(spot)] == kNone) return false;
  return index_->covered(s_.mountain, spot) == 0;
}

bool MinerMatch::is_skirt(int spot) const {
  if (spot < 0 || spot >= static_cast<int>(s_.mountain.size()) || s_.mountain[static_cast<std::size_t>(spot)] == kNone) return false;
  const int covered = index_->covered(s_.mountain, spot);
  return covered > 0 && covered < content_->mountain.upper_sides;
}

int MinerMatch::spot_of(DieId d) const {
  for (std::size_t i = 0; i < s_.mountain.size(); ++i)
    if (s_.mountain[i] == d) return static_cast<int>(i);
  return -1;
}

PlayerId MinerMatch::owner_of(DieId d) const {
  for (PlayerId p = 0; p < player_count(); ++p) {
    const auto& t = s_.players[static_cast<std::size_t>(p)].trove;
    if (std::find(t.begin(), t.end(), d) != t.end()) return p;
  }
  return kNone;
}

const Face& MinerMatch::face_of(DieId d) const {
  const Die& die = s_.dice[static_cast<std::size_t>(d)];
  return content_->kinds[static_cast<std::size_t>(die.kind)].faces[static_cast<std::size_t>(die.face)];
}

bool MinerMatch::rerollable(PlayerId p, DieId d) const {
  return d >= 0 && d < static_cast<DieId>(s_.dice.size()) && owner_of(d) == p && Rules::may_reroll(*this, d);
}

int MinerMatch::chests(PlayerId p) const {
  const int chest = content_->roles.chest;
  if (chest < 0) return 0;
  const Player& pl = s_.players[static_cast<std::size_t>(p)];
  int n = 0;
  for (DieId d : pl.trove) n += index_->of(s_.dice[static_cast<std::size_t>(d)]).chest;
  if (pl.hero >= 0)
    for (const HeroFace& f : content_->heroes[static_cast<std::size_t>(pl.hero)].faces) n += content_->count(f.face, chest);
  return n;
}

std::vector<TroveFace> MinerMatch::trove_faces(PlayerId p) const {
  std::vector<TroveFace> out;
  const Player& pl = s_.players[static_cast<std::size_t>(p)];
  out.reserve(pl.trove.size() + 4);
  for (DieId d : pl.trove) {
    const Die& die = s_.dice[static_cast<std::size_t>(d)];
    out.push_back(TroveFace{die.kind, die.face, -1, -1});
  }
  if (pl.hero >= 0) {
    const Hero& h = content_->heroes[static_cast<std::size_t>(pl.hero)];
    for (std::size_t i = 0; i < h.faces.size(); ++i) out.push_back(TroveFace{h.faces[i].kind, -1, pl.hero, static_cast<int>(i)});
  }
  return out;
}

ScoreResult MinerMatch::score_now() const {
  std::vector<std::vector<TroveFace>> troves;
  for (PlayerId p = 0; p < player_count(); ++p) troves.push_back(trove_faces(p));
  return scoring_->score(*content_, troves, false);
}

std::string MinerMatch::die_text(DieId d) const {
  const Die& die = s_.dice[static_cast<std::size_t>(d)];
  return content_->kinds[static_cast<std::size_t>(die.kind)].name + " " + face_of(d).name + " (#" + std::to_string(d) + ")";
}

// --- the loop's dispatch ---

void Rules::step(MinerMatch& m) {
  switch (m.s_.phase) {
    case Phase::FirstPlayer: return first_player_roll(m);
    case Phase::Heroes: return heroes_step(m);
    case Phase::Excavation: return excavation_step(m);
    case Phase::Magic: return magic_step(m);
    case Phase::Scoring: return scoring_step(m);
    case Phase::Recovery: return recovery_step(m);
    case Phase::TieBreak: return tiebreak_step(m);
    case Phase::Over: m.s_.over = true; return;
  }
}

void Rules::answer(MinerMatch& m, const Option& o) {
  State& st = m.s_;
  const PlayerId me = st.current;
  switch (o.verb) {
    case Verb::Hero: {
      const PlayerId p = static_cast<PlayerId>((st.first - 1 - st.heroes_chosen + 2 * st.player_count()) % st.player_count());
      st.players[static_cast<std::size_t>(p)].hero = o.a;
      ++st.heroes_chosen;
      emit(m, [&] { return Event{.kind = EventKind::Hero, .player = p, .hero = o.a}; });
      return;
    }
    case Verb::Take: return take(m, o.a);
    case Verb::Share: return share(m, o.a, o.b);
    case Verb::Spend: {
      st.dice[static_cast<std::size_t>(o.a)].spent = true;
      st.rerolls_left = ix(m).of(st.dice[static_cast<std::size_t>(o.a)]).magic;
      emit(m, [&] { return Event{.kind = EventKind::Spend, .player = me, .die = o.a, .amount = st.rerolls_left}; });
      return;
    }
    case Verb::SpendHero: {
      Player& pl = st.players[static_cast<std::size_t>(me)];
      pl.hero_spent |= 1 << o.a;
      st.rerolls_left = magic_of(m, c(m).heroes[static_cast<std::size_t>(pl.hero)].faces[static_cast<std::size_t>(o.a)].face);
      emit(m, [&] { return Event{.kind = EventKind::Spend, .player = me, .face = o.a, .hero = pl.hero, .amount = st.rerolls_left}; });
      return;
    }
    case Verb::Reroll:
      roll(m, o.a, Why::Magic, me);
      --st.rerolls_left;
      return;
    case Verb::Keep: {
      st.dice[static_cast<std::size_t>(o.a)].kept = true;
      --st.keeps_left;
      emit(m, [&] { return Event{.kind = EventKind::Keep, .player = me, .die = o.a}; });
      return;
    }
    case Verb::Done:
      if (st.pending.kind == Kind::Keep) {
        st.keeps_left = 0;
      } else {
        ++st.turns;
        st.current = next_contender(m, me);
      }
      return;
  }
}

}  // namespace dm::miner
