// Expectations of a Liar's Dice scenario (scenario_runner.hpp): the round, the turn and the
// bid, the options, every cup's count and faces, the end, the state hash and the event log.
// Every mismatch of one `expect` is reported together, with what the game waits for.
#include <algorithm>

#include "engine/liars/scenario_runner.hpp"

namespace dm::liars {

using scenario::join;
using scenario::near_miss;
using scenario::quote;
using scenario::squash;

namespace {

const std::vector<std::string> kExpectKeys = {"round",  "starter", "turn",    "decision", "bid",     "dice",   "faces", "in_play",
                                              "count",  "options", "offers",  "lacks",    "over",    "winner", "reason", "places",
                                              "scores", "hash",    "log"};

std::string sorted_text(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return "{ " + join(v, ", ") + " }";
}

std::string faces_text(const std::vector<int>& v) {
  std::vector<std::string> parts;
  for (int f : v) parts.push_back(std::to_string(f));
  return "{ " + join(parts, ", ") + " }";
}

}  // namespace

void ScenarioRunner::expect(const json& e) {
  const State& s = m_->state();
  std::vector<std::string> wrong;
  // A value by player: a list, { 2, 1 }, or by name, { P2 = 1 }.
  auto per_player = [&](const json& v, const std::string& what) {
    std::vector<std::pair<PlayerId, const json*>> out;
    if (v.is_array()) {
      if (static_cast<int>(v.size()) != players()) bad(what + " gives one value a player: " + std::to_string(players()) + " of them");
      for (std::size_t i = 0; i < v.size(); ++i) out.emplace_back(static_cast<PlayerId>(i), &v[i]);
    } else if (v.is_object()) {
      for (auto& [k, x] : v.items()) out.emplace_back(player(json(k), what), &x);
    } else {
      bad(what + " is a list by player, { 2, 1 }, or by name, { P2 = 1 }");
    }
    return out;
  };
  auto num = [&](const std::string& what, long long have, const json& want) {
    if (!want.is_number_integer()) bad(what + " is a whole number");
    if (want.get<long long>() != have) wrong.push_back(what + " is " + std::to_string(have) + ", expected " + std::to_string(want.get<long long>()));
  };
  auto who = [](PlayerId p) { return p == kNone ? std::string("nobody") : player_name(p); };
  for (auto& [k, v] : e.items()) {
    if (std::find(kExpectKeys.begin(), kExpectKeys.end(), k) == kExpectKeys.end())
      bad("expect: unknown check '" + k + "'" + near_miss(k, kExpectKeys) + " (checks: " + join(kExpectKeys, ", ") + ")");
    if (k == "round") {
      num("the round", s.round, v);
    } else if (k == "in_play") {
      num("the dice in play", m_->dice_in_play(), v);
    } else if (k == "starter") {
      const PlayerId p = player(v, "starter");
      if (s.starter != p) wrong.push_back("the round's starter is " + player_name(s.starter) + ", expected " + player_name(p));
    } else if (k == "turn") {
      const bool none = v.is_string() && squash(v.get<std::string>()) == "none";
      const PlayerId want = none ? kNone : player(v, "turn");
      if (m_->decider() != want) wrong.push_back("it is " + who(m_->decider()) + "'s turn, expected " + who(want) + "'s");
    } else if (k == "decision") {
      if (squash(str(v, "decision")) != m_->decision_name())
        wrong.push_back("the decision is " + quote(m_->decision_name()) + ", expected " + quote(v.get<std::string>()));
    } else if (k == "bid") {
      const bool none = v.is_string() && squash(v.get<std::string>()) == "none";
      const std::string have = s.bid.empty() ? "none" : player_name(s.bid.bidder) + "'s " + bid_words(s.bid.quantity, s.bid.face);
      std::string want = "none";
      if (!none) {
        Bid b = bid_of(v, "bid");
        if (b.bidder == kNone) b.bidder = s.bid.bidder;
        want = player_name(b.bidder) + "'s " + bid_words(b.quantity, b.face);
      }
      if (have != want) wrong.push_back("the bid standing is " + have + ", expected " + want);
    } else if (k == "dice") {
      for (auto [p, want] : per_player(v, k)) num(player_name(p) + "'s dice", static_cast<long long>(s.players[static_cast<std::size_t>(p)].dice.size()), *want);
    } else if (k == "faces") {
      for (auto [p, want] : per_player(v, k)) {
        std::vector<int> w = faces(*want, "faces");
        std::sort(w.begin(), w.end());
        const std::vector<int>& have = s.players[static_cast<std::size_t>(p)].dice;
        if (have != w) wrong.push_back(player_name(p) + "'s cup holds " + faces_text(have) + ", expected " + faces_text(w));
      }
    } else if (k == "count") {
      // { [5] = 3 }: three dice count for a bid of 5s (wilds included).
      if (!v.is_object() && !v.is_array()) bad("count is { [face] = dice }: count = { [5] = 3 }");
      auto check = [&](int face, const json& want) { num("the dice counting for " + std::to_string(face) + "s", m_->count(face), want); };
      if (v.is_array()) for (std::size_t i = 0; i < v.size(); ++i) check(static_cast<int>(i) + 1, v[i]);
      else for (auto& [face, want] : v.items()) check(std::atoi(face.c_str()), want);
    } else if (k == "options" || k == "offers" || k == "lacks") {
      if (!v.is_array()) bad(k + " is a list of option keys: { \"bid:2x5\", \"liar\" }");
      std::vector<std::string> have, want;
      for (int i = 0; i < m_->option_count(); ++i) have.push_back(m_->option_key(i));
      for (const json& x : v) want.push_back(str(x, k));
      if (k == "options" && sorted_text(have) != sorted_text(want))
        wrong.push_back("the options are " + sorted_text(have) + ", expected " + sorted_text(want));
      for (const std::string& w : want) {
        const bool offered = std::find(have.begin(), have.end(), w) != have.end();
        if (k == "offers" && !offered) wrong.push_back(quote(w) + " is not offered");
        if (k == "lacks" && offered) wrong.push_back(quote(w) + " is offered");
      }
    } else if (k == "over") {
      if (!v.is_boolean()) bad("over is true or false");
      if (m_->over() != v.get<bool>()) wrong.push_back(m_->over() ? "the game is over" : "the game is not over");
    } else if (k == "winner") {
      const PlayerId want = player(v, "winner");
      const MatchResult r = m_->result();
      if (!r.over) wrong.push_back("the game is not over, so nobody has won");
      else if (r.winner != want) wrong.push_back("the winner is " + who(r.winner) + ", expected " + player_name(want));
    } else if (k == "reason") {
      if (m_->result().reason != str(v, "reason")) wrong.push_back("the game ended by " + quote(m_->result().reason) + ", expected " + quote(v.get<std::string>()));
    } else if (k == "places" || k == "scores") {
      const MatchResult r = m_->result();
      const auto& have = k == "places" ? std::vector<std::int64_t>(r.places.begin(), r.places.end()) : r.scores;
      for (auto [p, want] : per_player(v, k)) num(player_name(p) + (k == "places" ? "'s place" : "'s score"), have[static_cast<std::size_t>(p)], *want);
    } else if (k == "hash") {
      const std::string hex = scenario::hex_word(m_->hash());
      if (str(v, "hash") != hex) wrong.push_back("the state's hash is " + hex + ", expected " + v.get<std::string>());
    } else if (k == "log") {
      const std::vector<json> checks = v.is_array() ? std::vector<json>(v.begin(), v.end()) : std::vector<json>{v};
      for (const json& chk : checks) {
        if (!chk.is_object()) bad("log checks are tables: log = { type = \"bid\", quantity = 3 }");
        const std::string why = log_problem(chk, false);
        if (!why.empty()) wrong.push_back(why);
      }
    }
  }
  if (!wrong.empty()) fail(join(wrong, "; ") + pending_text());
}

bool ScenarioRunner::log_names_player(const std::string& k, const json&) const {
  return k == "player" || k == "bidder" || k == "loser" || k == "starter";
}

}  // namespace dm::liars
