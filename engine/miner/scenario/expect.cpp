// Expectations of a Dice Miner scenario (runner.hpp): the phase and decision, scores and
// totals, troves, the mountain and the bag, heroes, the end, the state's hash and the event
// log. Every mismatch of one `expect` is reported together, with what the game waits for.
#include <algorithm>
#include <map>

#include "engine/miner/scenario/runner.hpp"

namespace dm::scenario {

namespace {

const std::vector<std::string> kExpectKeys = {"phase", "round", "first", "decider", "decision", "options", "offers", "lacks",
                                              "round_score", "total", "trove", "trove_has", "mountain", "bag", "hero",
                                              "over", "winner", "reason", "places", "tiebreaks", "bounded", "message", "hash", "log"};

// A list asks for a list holding each of its items; a value, a list holding it or that value.
bool value_matches(const json& want, const json& have) {
  if (want.is_array()) {
    if (!have.is_array()) return false;
    return std::all_of(want.begin(), want.end(), [&](const json& w) { return value_matches(w, have); });
  }
  if (have.is_array()) return std::any_of(have.begin(), have.end(), [&](const json& h) { return h == want; });
  if (want.is_number() && have.is_number()) return want.get<double>() == have.get<double>();
  return want == have;
}

std::string sorted_text(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return "{ " + join(v, ", ") + " }";
}

}  // namespace

std::vector<std::pair<PlayerId, const json*>> MinerRunner::per_player(const json& v, const std::string& what) const {
  std::vector<std::pair<PlayerId, const json*>> out;
  if (v.is_array()) {
    if (static_cast<int>(v.size()) != players()) bad(what + " gives one value a player: " + std::to_string(players()) + " of them");
    for (std::size_t i = 0; i < v.size(); ++i) out.emplace_back(static_cast<PlayerId>(i), &v[i]);
  } else if (v.is_object()) {
    for (auto& [k, x] : v.items()) out.emplace_back(player(json(k), what), &x);
  } else {
    bad(what + " is a list by player, { 6, 0 }, or by name, { P2 = 5 }");
  }
  return out;
}

void MinerRunner::expect(const json& e) {
  const miner::State& s = m_->state();
  const miner::Content& c = content();
  std::vector<std::string> wrong;
  for (auto& [k, v] : e.items()) {
    if (std::find(kExpectKeys.begin(), kExpectKeys.end(), k) == kExpectKeys.end())
      bad("expect: unknown check '" + k + "'" + near_miss(k, kExpectKeys) + " (checks: " + join(kExpectKeys, ", ") + ")");
    auto num = [&](const std::string& what, long long have, const json& want) {
      if (!want.is_number_integer()) bad(what + " is a whole number");
      if (want.get<long long>() != have) wrong.push_back(what + " is " + std::to_string(have) + ", expected " + std::to_string(want.get<long long>()));
    };
    if (k == "phase") {
      const std::string have(miner::to_string(s.phase));
      if (squash(str(v, "phase")) != have) wrong.push_back("the phase is " + have + ", expected " + str(v, "phase"));
    } else if (k == "round") {
      num("the round", s.round, v);
    } else if (k == "tiebreaks") {
      num("the tie-breaks played", s.tiebreak, v);
    } else if (k == "bag") {
      num("the bag's dice", static_cast<long long>(s.bag.size()), v);
    } else if (k == "first") {
      const PlayerId p = player(v, "first");
      if (s.first != p) wrong.push_back("the first player is " + pname(s.first) + ", expected " + pname(p));
    } else if (k == "decider") {
      const bool none = v.is_string() && squash(v.get<std::string>()) == "none";
      const PlayerId want = none ? kNone : player(v, "decider");
      if (m_->decider() != want)
        wrong.push_back(std::string("the decider is ") + (m_->decider() == kNone ? "nobody" : pname(m_->decider())) + ", expected " +
                        (want == kNone ? "nobody" : pname(want)));
    } else if (k == "decision") {
      if (squash(str(v, "decision")) != m_->decision_name())
        wrong.push_back("the decision is " + m_->decision_name() + ", expected " + v.get<std::string>());
    } else if (k == "options" || k == "offers" || k == "lacks") {
      if (!v.is_array()) bad(k + " is a list of option keys: { \"take:19\", \"take:20\" }");
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
    } else if (k == "round_score" || k == "total") {
      for (auto [p, want] : per_player(v, k)) {
        const miner::Player& pl = s.players[static_cast<std::size_t>(p)];
        num(pname(p) + (k == "total" ? "'s total" : "'s round score"), k == "total" ? pl.total : pl.round_score, *want);
      }
    } else if (k == "trove" || k == "trove_has") {
      for (auto [p, want] : per_player(v, k)) {
        if (!want->is_array() && !(want->is_object() && want->empty())) bad(k + ": a player's dice are a list: { \"tunnel 1\", \"tunnel 2\" }");
        std::vector<std::string> have, expected;
        for (DieId d : s.players[static_cast<std::size_t>(p)].trove) have.push_back(die_text(d));
        if (want->is_array())
          for (const json& d : *want) {
            const miner::PlacedDie pd = placed(d, k);
            expected.push_back(c.kinds[static_cast<std::size_t>(pd.kind)].name + " " +
                               c.kinds[static_cast<std::size_t>(pd.kind)].faces[static_cast<std::size_t>(pd.face)].name);
          }
        if (k == "trove" && sorted_text(have) != sorted_text(expected))
          wrong.push_back(pname(p) + "'s trove is " + sorted_text(have) + ", expected " + sorted_text(expected));
        if (k == "trove_has") {
          std::vector<std::string> left = have;
          for (const std::string& x : expected) {
            auto it = std::find(left.begin(), left.end(), x);
            if (it == left.end()) wrong.push_back(pname(p) + "'s trove " + sorted_text(have) + " has no " + x);
            else left.erase(it);
          }
        }
      }
    } else if (k == "mountain") {
      auto check = [&](std::size_t spot, const json& want) {
        if (spot < 1 || spot > s.mountain.size()) bad("mountain: spots are 1 to " + std::to_string(s.mountain.size()));
        const DieId d = s.mountain[spot - 1];
        const std::string have = d == kNone ? "empty" : die_text(d);
        std::string w = "empty";
        if (!(want.is_boolean() && !want.get<bool>()) && !(want.is_string() && squash(want.get<std::string>()) == "empty")) {
          const miner::PlacedDie pd = placed(want, "mountain");
          w = c.kinds[static_cast<std::size_t>(pd.kind)].name + " " + c.kinds[static_cast<std::size_t>(pd.kind)].faces[static_cast<std::size_t>(pd.face)].name;
        }
        if (have != w) wrong.push_back("spot " + std::to_string(spot) + " holds " + have + ", expected " + w);
      };
      if (v.is_array()) for (std::size_t i = 0; i < v.size(); ++i) check(i + 1, v[i]);
      else if (v.is_object()) for (auto& [spot, want] : v.items()) check(static_cast<std::size_t>(std::atoi(spot.c_str())), want);
      else bad("mountain is a list of dice by spot, or { [18] = \"tunnel 3\", [19] = \"empty\" }");
    } else if (k == "hero") {
      for (auto [p, want] : per_player(v, k)) {
        const int h = s.players[static_cast<std::size_t>(p)].hero;
        const std::string have = h < 0 ? "none" : c.heroes[static_cast<std::size_t>(h)].name;
        if (squash(have) != squash(str(*want, "hero"))) wrong.push_back(pname(p) + "'s hero is " + have + ", expected " + want->get<std::string>());
      }
    } else if (k == "over" || k == "bounded") {
      if (!v.is_boolean()) bad(k + " is true or false");
      const bool have = k == "over" ? m_->over() : m_->result().bounded;
      if (have != v.get<bool>()) wrong.push_back(k == "over" ? (have ? "the game is over" : "the game is not over") : (have ? "it stopped at a bound" : "it did not stop at a bound"));
    } else if (k == "winner") {
      const bool none = v.is_string() && (squash(v.get<std::string>()) == "none" || squash(v.get<std::string>()) == "tie");
      const PlayerId want = none ? kNone : player(v, "winner");
      const MatchResult r = m_->result();
      if (!r.over) wrong.push_back("the game is not over, so nobody has won");
      else if (r.winner != want) wrong.push_back("the winner is " + (r.winner == kNone ? std::string("nobody") : pname(r.winner)) + ", expected " + (want == kNone ? "nobody" : pname(want)));
    } else if (k == "reason") {
      if (m_->result().reason != str(v, "reason")) wrong.push_back("the game ended by " + quote(m_->result().reason) + ", expected " + quote(v.get<std::string>()));
    } else if (k == "places") {
      const auto r = m_->result();
      for (auto [p, want] : per_player(v, k)) num(pname(p) + "'s place", r.places.empty() ? 0 : r.places[static_cast<std::size_t>(p)], *want);
    } else if (k == "message") {
      if (squash(s.message).find(squash(str(v, "message"))) == std::string::npos)
        wrong.push_back("the message is " + quote(s.message) + ", expected one saying " + quote(v.get<std::string>()));
    } else if (k == "hash") {
      const std::string hex = hex_word(m_->hash());
      if (squash(str(v, "hash")) != hex) wrong.push_back("the state's hash is " + hex + ", expected " + v.get<std::string>());
    } else if (k == "log") {
      const std::vector<json> checks = v.is_array() ? std::vector<json>(v.begin(), v.end()) : std::vector<json>{v};
      for (const json& chk : checks) {
        if (!chk.is_object()) bad("log checks are tables: log = { type = \"take\", spot = 18 }");
        const std::string why = log_problem(chk, false);
        if (!why.empty()) wrong.push_back(why);
      }
    }
  }
  if (!wrong.empty()) fail(join(wrong, "; ") + pending_text());
}

// `to` is a player in a share line, a spot in a slide line.
bool MinerRunner::log_names_player(const std::string& k, const json& spec) const {
  const std::string type = spec.value("type", "");
  return k == "player" || k == "first" || (k == "to" && type == "share");
}

bool MinerRunner::log_value_matches(const json& want, const json& have) const { return value_matches(want, have); }

}  // namespace dm::scenario
