// Playing a Liar's Dice scenario (scenario_runner.hpp): the table built from the file, rolls
// pinned, each step turned into the option key it means and applied, and every problem
// reported with the file and the line of the step.
#include "engine/liars/scenario_runner.hpp"

#include <algorithm>

namespace dm::liars {

using scenario::at;
using scenario::get;
using scenario::join;
using scenario::near_miss;
using scenario::squash;

const std::vector<std::string>& scenario_spec_fields() {
  static const std::vector<std::string> f = {"game", "format", "options", "players", "round", "starter", "turn",
                                             "bid",  "seed",   "rng",     "rolls",   "steps", "description"};
  return f;
}

// The shared run (engine/scenario/run.cpp) tells on_scenario and fails a broken declaration.
ScenarioResult run_scenario(const Scenario& sc, const ScenarioOptions& opts) { return ScenarioRunner(sc, opts).run(); }

ScenarioRunner::ScenarioRunner(const Scenario& sc, const ScenarioOptions& opts)
    : RunnerBase(sc, opts,
                 {"expect takes a table of checks: expect { bid = { \"P1\", 3, 5 } }", "{ type = \"challenge\", holds = true }",
                  "refuse takes a step or an option key, and words of the reason: refuse(bid(2, 3), \"does not beat\")",
                  "refuse takes a step or an option key: refuse(bid(2, 3), \"does not beat\")"},
                 6) {}

// --- reading values ------------------------------------------------------------------------

std::vector<int> ScenarioRunner::faces(const json& v, const std::string& what) const {
  std::vector<int> out;
  if (v.is_object() && v.empty()) return out;
  if (!v.is_array()) bad(what + " is a list of faces: { 2, 5, 6 }");
  const int sides = m_ ? m_->rules().sides : 10;
  for (const json& f : v) out.push_back(integer(f, what + "'s face", 1, sides));
  return out;
}

Bid ScenarioRunner::bid_of(const json& v, const std::string& what) const {
  const std::string usage = what + " is { \"P1\", 3, 5 } (P1 bid three 5s), { quantity = 3, face = 5, player = 1 } or \"3x5\"";
  Bid b;
  if (v.is_string()) {
    std::string t = squash(v.get<std::string>());
    std::replace(t.begin(), t.end(), 'x', ' ');
    const auto space = t.find(' ');
    if (space == std::string::npos) bad(usage);
    try {
      b.quantity = std::stoi(t.substr(0, space));
      b.face = std::stoi(t.substr(space + 1));
    } catch (const std::exception&) {
      bad(usage);
    }
    return b;
  }
  if (v.is_array() && v.size() == 3) {
    b.bidder = player(v[0], what + "'s bidder");
    b.quantity = integer(v[1], what + "'s quantity", 1, 30);
    b.face = integer(v[2], what + "'s face", 1, 10);
    return b;
  }
  if (v.is_array() && v.size() == 2) {
    b.quantity = integer(v[0], what + "'s quantity", 1, 30);
    b.face = integer(v[1], what + "'s face", 1, 10);
    return b;
  }
  if (!v.is_object()) bad(usage);
  for (auto& [k, x] : v.items())
    if (k != "quantity" && k != "face" && k != "player") bad(what + ": unknown field '" + k + "' (quantity, face, player)");
  const json* q = get(v, "quantity");
  const json* f = get(v, "face");
  if (!q || !f) bad(usage);
  b.quantity = integer(*q, what + "'s quantity", 1, 30);
  b.face = integer(*f, what + "'s face", 1, 10);
  if (const json* p = get(v, "player")) b.bidder = player(*p, what + "'s bidder");
  return b;
}

std::string ScenarioRunner::pending_text() const {
  if (m_->over()) return " (the game is over)";
  std::vector<std::string> keys;
  for (int i = 0; i < m_->option_count() && i < 24; ++i) keys.push_back(m_->option_key(i));
  if (m_->option_count() > 24) keys.push_back("... " + std::to_string(m_->option_count() - 24) + " more");
  return " (the game is waiting: " + m_->prompt() + ": " + join(keys, ", ") + ")";
}

// --- set-up --------------------------------------------------------------------------------

void ScenarioRunner::build() {
  for (auto& [k, v] : sc_.spec.items())
    if (std::find(scenario_spec_fields().begin(), scenario_spec_fields().end(), k) == scenario_spec_fields().end())
      bad("unknown field '" + k + "' in a Liar's Dice scenario" + near_miss(k, scenario_spec_fields()));
  const json* fj = get(sc_.spec, "format");
  const std::string format = fj ? format_path(str(*fj, "format")) : "liars-dice";
  const json* o = get(sc_.spec, "options");
  FormatOptions options = o ? option_values(*o, "{ dice = 5, classic = true }") : FormatOptions{};
  // The players: how many, and what is under each cup (faces, or a count to be rolled).
  const json* pl = get(sc_.spec, "players");
  Position pos;
  bool placed = false;
  if (pl && pl->is_number_integer()) {
    options["players"] = std::to_string(integer(*pl, "players", 2, 6));
  } else if (pl && pl->is_array()) {
    if (pl->size() < 2 || pl->size() > 6) bad("Liar's Dice is played by 2 to 6 players, not " + std::to_string(pl->size()));
    options["players"] = std::to_string(pl->size());
    placed = true;
  } else if (pl) {
    bad("players is a number (2 to 6) or a list of cups: { { 2, 5 }, { dice = { 6, 6 } }, { dice = 2 } }");
  }
  // Each cup as written (a list of faces, or a count), read once the format says the sides.
  std::vector<const json*> cups;
  std::vector<int> counts;
  if (placed) {
    for (std::size_t q = 0; q < pl->size(); ++q) {
      const json& e = (*pl)[q];
      const std::string who = "P" + std::to_string(q + 1);
      const json* dice = &e;
      int place = 0;
      if (e.is_object() && !e.empty()) {
        for (auto& [k, v] : e.items())
          if (k != "dice" && k != "place") bad(who + ": unknown field '" + k + "' (a player takes dice, place)");
        dice = get(e, "dice");
        if (const json* p = get(e, "place")) place = integer(*p, who + "'s place", 1, 6);
      }
      if (dice && dice->is_number_integer()) {
        counts.push_back(integer(*dice, who + "'s dice", 0, 5));
        pos.rolled = false;
      } else if (dice && !dice->is_array() && !(dice->is_object() && dice->empty())) {
        bad(who + "'s dice are a list of faces, { 2, 5 }, or how many to roll, dice = 2");
      } else {
        counts.push_back(dice ? static_cast<int>(dice->size()) : 0);
      }
      cups.push_back(dice);
      pos.places.push_back(place);
    }
    // Cups of faces say how many dice each player has; a format's own count stands when given.
    if (!options.count("dice")) options["dice"] = std::to_string(std::max(1, *std::max_element(counts.begin(), counts.end())));
    if (std::all_of(pos.places.begin(), pos.places.end(), [](int p) { return p == 0; })) pos.places.clear();
  }
  Format f;
  try {
    f = load_format(format, options);
  } catch (const std::exception& e) {
    bad(std::string("format: ") + e.what());
  }
  const std::uint64_t seed = get(sc_.spec, "seed") ? static_cast<std::uint64_t>(integer(*get(sc_.spec, "seed"), "seed", 0, 2147483647)) : 1;
  try {
    m_ = std::make_unique<LiarsMatch>(f.rules, seed);
  } catch (const std::exception& e) {
    bad(e.what());
  }
  collect_log();
  if (const json* r = get(sc_.spec, "rng")) {
    const auto rng = scenario::rng_from_text(str(*r, "rng"));
    if (!rng) bad("rng is four words of 16 hex digits joined by ':', as a scenario written from a game gives it");
    Chance c = m_->state().chance;
    c.rng = *rng;
    m_->set_chance(c);
  }
  if (const json* r = get(sc_.spec, "rolls")) m_->force_faces(faces(*r, "rolls"));
  for (std::size_t q = 0; q < cups.size(); ++q) {
    const std::string who = "P" + std::to_string(q + 1);
    if (!pos.rolled) pos.dice.emplace_back(static_cast<std::size_t>(counts[q]), 1);
    else pos.dice.push_back(cups[q] ? faces(*cups[q], who + "'s dice") : std::vector<int>{});
  }
  const bool positioned = placed || get(sc_.spec, "round") || get(sc_.spec, "starter") || get(sc_.spec, "turn") || get(sc_.spec, "bid");
  if (positioned) {
    if (!placed) {
      pos.rolled = false;
      pos.dice.assign(static_cast<std::size_t>(f.rules.players), std::vector<int>(static_cast<std::size_t>(f.rules.dice), 1));
    }
    if (const json* r = get(sc_.spec, "round")) pos.round = integer(*r, "round", 1, 1000);
    if (const json* s = get(sc_.spec, "starter")) pos.starter = player(*s, "starter");
    if (const json* t = get(sc_.spec, "turn")) pos.current = player(*t, "turn");
    if (const json* b = get(sc_.spec, "bid")) {
      if (!pos.rolled) bad("a bid stands only over cups of faces: write each player's dice, players = { { 2, 5 }, { 6 } }");
      pos.bid = bid_of(*b, "bid");
    } else if (!get(sc_.spec, "starter") && pos.current != kNone) {
      pos.starter = pos.current;  // no bid yet: the player whose turn it is opens the round
    }
    if (auto err = m_->set_position(pos)) bad("the position: " + *err);
  }
  m_->advance();
}

// --- steps ---------------------------------------------------------------------------------

void ScenarioRunner::step(const std::string& verb, const json& args) {
  if (verb == "roll") {
    const json* a = at(args, 1);
    if (!a) bad("roll takes the faces to come: roll { 6, 2, 3 }");
    return m_->force_faces(faces(a->is_array() ? *a : json::array({*a}), "roll"));
  }
  RunnerBase::step(verb, args);
}

void ScenarioRunner::check_pins_used() const {
  if (!m_->state().chance.faces.empty()) fail("pinned but never rolled: " + std::to_string(m_->state().chance.faces.size()) + " face(s)");
}

std::string ScenarioRunner::key_for(const std::string& verb, const json& args) const {
  const json* a = at(args, 1);
  if (verb == "liar") return "liar";
  if (verb == "bid") {
    if (!a) bad("bid takes a quantity and a face: bid(3, 5), or bid \"3x5\"");
    if (const json* face = at(args, 2)) return "bid:" + std::to_string(integer(*a, "bid's quantity", -1000, 1000)) + "x" +
                                               std::to_string(integer(*face, "bid's face", -1000, 1000));
    const Bid b = bid_of(*a, "bid");
    return "bid:" + std::to_string(b.quantity) + "x" + std::to_string(b.face);
  }
  if (verb == "choose") return choice(arg(args, 1, "choose takes an option's key or its number: choose \"bid:3x5\""));
  bad("'" + verb + "' is not a step of a Liar's Dice scenario (steps: bid, liar, choose, refuse, roll, expect, log_has, log_lacks)");
}

}  // namespace dm::liars
