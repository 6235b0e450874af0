// The part of a Dice Miner scenario's set-up that a miner::Position can't hold (runner.hpp):
// every die laid out by its number with the bag in its order, the turn mid-way through a
// phase, a tie-break, the scores of the last round, and the generator's state. A position
// written from a game (writer.cpp) needs them all: a die's number is in the option keys and
// the state, the bag's order decides what is drawn, and the generator what is rolled.
#include <algorithm>

#include "engine/miner/rules.hpp"
#include "engine/miner/scenario/runner.hpp"

namespace dm::scenario {

void MinerRunner::set_rng(const json& v) { miner::Rules::s(*m_).chance.rng = rng_state(v); }

void MinerRunner::lay_out(const miner::Position& pos, const Beyond& beyond, const json& bag) {
  miner::State& st = miner::Rules::s(*m_);
  const miner::Content& c = content();
  const int dice = static_cast<int>(st.dice.size());
  std::vector<bool> laid_out(st.dice.size(), false);
  auto lay = [&](DieId id, const miner::PlacedDie& pd, const std::string& what) {
    const miner::DieKind& kind = c.kinds[static_cast<std::size_t>(pd.kind)];
    if (id == kNone)
      bad(what + ": where the bag is given every die is laid out by its number: \"" + kind.name + " " +
          kind.faces[static_cast<std::size_t>(pd.face)].name + " #12\"");
    if (id < 0 || id >= dice) bad(what + ": the dice are numbered #0 to #" + std::to_string(dice - 1) + ", not #" + std::to_string(id));
    miner::Die& d = st.dice[static_cast<std::size_t>(id)];
    if (d.kind != pd.kind)
      bad(what + ": die #" + std::to_string(id) + " is a " + c.kinds[static_cast<std::size_t>(d.kind)].name + " die, not a " + kind.name + " die");
    if (laid_out[static_cast<std::size_t>(id)]) bad(what + ": die #" + std::to_string(id) + " is laid out twice");
    laid_out[static_cast<std::size_t>(id)] = true;
    d.face = pd.face;
    d.spent = pd.spent;
    d.kept = pd.kept;
    return id;
  };
  if (!bag.is_array() && !(bag.is_object() && bag.empty())) bad("bag lists the dice in the bag, in their order: { \"tunnel 1 #0\", ... }");
  st.bag.clear();
  for (const json& v : bag.is_array() ? bag : json::array()) {
    const Laid l = laid(v, "the bag");
    st.bag.push_back(lay(l.id, l.die, "the bag"));
  }
  std::vector<int> heroes;
  for (std::size_t q = 0; q < pos.players.size(); ++q) {
    const miner::PlacedPlayer& pp = pos.players[q];
    const std::string who = "P" + std::to_string(q + 1);
    miner::Player& pl = st.players[q];
    pl = miner::Player{};
    if (pp.hero != kNone) {
      if (std::find(heroes.begin(), heroes.end(), pp.hero) != heroes.end())
        bad(who + ": two players have the " + c.heroes[static_cast<std::size_t>(pp.hero)].name);
      heroes.push_back(pp.hero);
    }
    pl.hero = pp.hero;
    for (int f : pp.hero_spent) {
      if (pp.hero == kNone || f >= static_cast<int>(c.heroes[static_cast<std::size_t>(pp.hero)].faces.size()))
        bad(who + "'s hero has no face " + std::to_string(f + 1));
      pl.hero_spent |= 1 << f;
    }
    pl.total = pp.total;
    for (std::size_t i = 0; i < pp.trove.size(); ++i) pl.trove.push_back(lay(beyond.troves[q][i], pp.trove[i], who + "'s trove"));
  }
  st.mountain.assign(c.mountain.spots.size(), kNone);
  for (std::size_t i = 0; i < pos.mountain.size(); ++i)
    if (pos.mountain[i]) st.mountain[i] = lay(beyond.mountain[i], *pos.mountain[i], "mountain spot " + std::to_string(i + 1));
  // Dice lie on what they rest on: no die floats over an empty spot.
  for (std::size_t i = 0; i < st.mountain.size(); ++i) {
    if (st.mountain[i] == kNone) continue;
    for (int below : c.mountain.spots[i].rests_on)
      if (st.mountain[static_cast<std::size_t>(below)] == kNone)
        bad("the mountain's spot " + std::to_string(i + 1) + " rests on spot " + std::to_string(below + 1) + ", which is empty");
  }
  std::vector<std::string> nowhere;
  std::size_t missing = 0;
  for (std::size_t id = 0; id < laid_out.size(); ++id)
    if (!laid_out[id] && ++missing <= 8)
      nowhere.push_back("#" + std::to_string(id) + " (" + c.kinds[static_cast<std::size_t>(st.dice[id].kind)].name + ")");
  if (missing > 0)
    bad("where the bag is given every die is laid out (in a trove, the mountain or the bag); " + std::to_string(missing) +
        " left out: " + join(nowhere, ", ") + (missing > nowhere.size() ? ", ..." : ""));
  // Before the first round (the first-player roll, the heroes) the round is 0.
  st.round = pos.phase == miner::Phase::FirstPlayer || pos.phase == miner::Phase::Heroes ? 0 : pos.round;
  st.phase = pos.phase;
  st.first = pos.first;
  st.current = pos.first;
  st.last_taker = kNone;
  st.turns = st.takes_left = st.rerolls_left = st.heroes_chosen = 0;
  st.keeps_left = -1;
  st.shared = false;
  st.contenders.clear();
  for (PlayerId p = 0; p < players(); ++p) st.contenders.push_back(p);
  st.tiebreak = 0;
  st.pending = miner::Decision{};
}

void MinerRunner::set_turn(const Beyond& beyond) {
  miner::State& st = miner::Rules::s(*m_);
  const int n = players();
  if (const json* t = get(sc_.spec, "turn")) {
    static const std::vector<std::string> keys = {"player", "last_taker", "turns", "takes_left", "shared", "rerolls_left", "keeps_left", "heroes_chosen"};
    if (!t->is_object()) bad("turn is a table: turn = { player = 2, takes_left = 1 }");
    for (auto& [k, v] : t->items()) {
      const std::string what = "turn's " + k;
      if (k == "player") st.current = player(v, what);
      else if (k == "last_taker") st.last_taker = v.is_string() && squash(v.get<std::string>()) == "none" ? kNone : player(v, what);
      else if (k == "turns") st.turns = integer(v, what, 0, n);
      else if (k == "takes_left") st.takes_left = integer(v, what, 0, 2);
      else if (k == "rerolls_left") st.rerolls_left = integer(v, what, 0, 1000);
      else if (k == "keeps_left") st.keeps_left = integer(v, what, -1, 1000);
      else if (k == "heroes_chosen") st.heroes_chosen = integer(v, what, 0, n);
      else if (k == "shared") {
        if (!v.is_boolean()) bad(what + " is true or false");
        st.shared = v.get<bool>();
      } else {
        bad("turn: unknown field '" + k + "'" + near_miss(k, keys) + " (turn takes " + join(keys, ", ") + ")");
      }
    }
  }
  if (const json* cs = get(sc_.spec, "contenders")) {
    if (!cs->is_array() || cs->empty()) bad("contenders lists the players playing the tie-break: { 1, 3 }");
    std::vector<PlayerId> who;
    for (const json& x : *cs) {
      const PlayerId p = player(x, "contenders");
      if (std::find(who.begin(), who.end(), p) != who.end()) bad("contenders names " + pname(p) + " twice");
      who.push_back(p);
    }
    std::sort(who.begin(), who.end());
    st.contenders = who;
  }
  if (const json* t = get(sc_.spec, "tiebreak")) st.tiebreak = integer(*t, "tiebreak", 0, content().tiebreak_limit);
  for (std::size_t q = 0; q < st.players.size(); ++q) {
    if (beyond.round_score[q]) st.players[q].round_score = *beyond.round_score[q];
    if (beyond.tiebreaks[q]) st.players[q].tiebreaks = *beyond.tiebreaks[q];
  }
}

}  // namespace dm::scenario
