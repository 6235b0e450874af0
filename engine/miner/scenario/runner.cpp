// Playing a Dice Miner scenario (runner.hpp): the table built from the file, chance
// pinned, each step turned into the option key it means and applied, and every problem
// reported with the file and the line of the step.
#include "engine/miner/scenario/runner.hpp"
#include "engine/miner/module.hpp"
#include "engine/miner/rules.hpp"

#include <algorithm>

namespace dm::scenario {

namespace {

const std::vector<std::string> kPhases = {"start", "heroes", "excavation", "magic", "scoring", "recovery"};

std::optional<miner::Phase> phase_named(const std::string& s) {
  const std::string p = squash(s);
  if (p == "start" || p == "first_player") return miner::Phase::FirstPlayer;
  if (p == "heroes") return miner::Phase::Heroes;
  if (p == "excavation") return miner::Phase::Excavation;
  if (p == "magic") return miner::Phase::Magic;
  if (p == "scoring") return miner::Phase::Scoring;
  if (p == "recovery") return miner::Phase::Recovery;
  return std::nullopt;
}

// A die's number at the end of its name ("tunnel 3 #12", as option keys give it: spend:12),
// taken off the name; kNone when it gives none.
DieId take_number(std::string& name) {
  const auto hash = name.rfind(" #");
  if (hash == std::string::npos || hash + 2 == name.size() || name.size() - hash > 8) return kNone;
  for (std::size_t i = hash + 2; i < name.size(); ++i)
    if (name[i] < '0' || name[i] > '9') return kNone;
  const DieId id = static_cast<DieId>(std::stoi(name.substr(hash + 2)));
  name.resize(hash);
  return id;
}

}  // namespace

bool is_miner_scenario(const Scenario& sc) {
  const json* g = get(sc.spec, "game");
  return g && g->is_string() && g->get<std::string>() == "dice-miner";
}

const std::vector<std::string>& miner_spec_fields() {
  static const std::vector<std::string> f = {"game",  "format", "options", "players",    "phase",    "round", "first",
                                             "mountain", "bag", "turn",  "contenders", "tiebreak", "seed",  "rng",
                                             "rolls", "draws", "steps", "description"};
  return f;
}

ScenarioResult run_miner_scenario(const Scenario& sc, const ScenarioOptions& opts) {
  return MinerRunner(sc, opts).run();
}

MinerRunner::MinerRunner(const Scenario& sc, const ScenarioOptions& opts)
    : RunnerBase(sc, opts,
                 {"expect takes a table of checks: expect { total = { 6, 0 } }", "{ type = \"take\", player = 1 }",
                  "refuse takes a step or an option key, and words of the reason: refuse(take(3), \"covered\")",
                  "refuse takes a step or an option key: refuse(take(3), \"covered\")"},
                 4) {}

// --- reading values ------------------------------------------------------------------------

std::pair<int, int> MinerRunner::die_named(const std::string& text, const std::string& what) const {
  const miner::Content& c = content();
  const std::string t = squash(text);
  std::vector<std::string> kinds, faces;
  for (int k = 0; k < static_cast<int>(c.kinds.size()); ++k) {
    const std::string name = squash(c.kinds[static_cast<std::size_t>(k)].name);
    kinds.push_back(c.kinds[static_cast<std::size_t>(k)].name);
    if (t == name) return {k, -1};
    if (t.rfind(name + " ", 0) != 0) continue;
    const std::string face = t.substr(name.size() + 1);
    for (int f = 0; f < static_cast<int>(c.kinds[static_cast<std::size_t>(k)].faces.size()); ++f) {
      const std::string fname = c.kinds[static_cast<std::size_t>(k)].faces[static_cast<std::size_t>(f)].name;
      faces.push_back(c.kinds[static_cast<std::size_t>(k)].name + " " + fname);
      if (squash(fname) == face) return {k, f};
    }
    bad(what + ": " + quote(text) + ": die kind " + c.kinds[static_cast<std::size_t>(k)].name + " has no face " + quote(face) +
        near_miss(text, faces) + " (faces: " + join(faces, ", ") + ")");
  }
  bad(what + ": " + quote(text) + " is not a die: write its kind and face, \"tunnel 3\" (kinds: " + join(kinds, ", ") + ")");
}

MinerRunner::Laid MinerRunner::laid(const json& v, const std::string& what) const {
  Laid out;
  const json* text = v.is_string() ? &v : at(v, 1);
  if (!text) bad(what + ": a die is \"tunnel 3\" or { \"magic 2\", spent = true }");
  std::string name = str(*text, what);
  out.id = take_number(name);
  const auto [k, named] = die_named(name, what);
  const miner::DieKind& kind = content().kinds[static_cast<std::size_t>(k)];
  int f = named;
  if (v.is_object()) {
    for (auto& [key, val] : v.items())
      if (key != "1" && key != "spent" && key != "kept" && key != "face")
        bad(what + ": unknown field '" + key + "' (a die takes spent = true, kept = true, face = n)");
    if (const json* s = get(v, "spent")) out.die.spent = s->is_boolean() && s->get<bool>();
    if (const json* s = get(v, "kept")) out.die.kept = s->is_boolean() && s->get<bool>();
    // Faces of a die may share a name (two dragons): `face` says which, by its place on the die.
    if (const json* fj = get(v, "face")) {
      f = integer(*fj, what + "'s face", 1, static_cast<int>(kind.faces.size())) - 1;
      const std::string& shown = kind.faces[static_cast<std::size_t>(f)].name;
      if (named >= 0 && squash(shown) != squash(kind.faces[static_cast<std::size_t>(named)].name))
        bad(what + ": face " + std::to_string(f + 1) + " of a " + kind.name + " die shows " + quote(shown) + ", not " + lua_text(*text));
    }
  }
  if (f < 0) bad(what + ": " + lua_text(*text) + " needs a face: \"" + kind.name + " " + kind.faces.front().name + "\"");
  out.die.kind = k;
  out.die.face = f;
  return out;
}

miner::PlacedDie MinerRunner::placed(const json& v, const std::string& what) const {
  const Laid l = laid(v, what);
  if (l.id != kNone) bad(what + ": a die's number (#" + std::to_string(l.id) + ") is given only where every die is laid out (bag = { ... })");
  return l.die;
}

std::string MinerRunner::die_text(DieId d) const {
  const miner::Die& die = m_->state().dice[static_cast<std::size_t>(d)];
  return content().kinds[static_cast<std::size_t>(die.kind)].name + " " + m_->face_of(d).name;
}

// --- set-up --------------------------------------------------------------------------------

void MinerRunner::build() {
  for (auto& [k, v] : sc_.spec.items())
    if (std::find(miner_spec_fields().begin(), miner_spec_fields().end(), k) == miner_spec_fields().end())
      bad("unknown field '" + k + "' in a Dice Miner scenario" + near_miss(k, miner_spec_fields()));
  // The format, and its options: players come from the players given.
  const json* f = get(sc_.spec, "format");
  const std::string format = f ? format_path(str(*f, "format")) : "dice-miner";
  const json* o = get(sc_.spec, "options");
  std::map<std::string, std::string> options = o ? option_values(*o, "{ name = value }") : std::map<std::string, std::string>{};
  const json* pl = get(sc_.spec, "players");
  int n = 2;
  if (pl && pl->is_number_integer()) n = integer(*pl, "players", 2, 4);
  else if (pl && pl->is_array()) n = static_cast<int>(pl->size());
  else if (pl) bad("players is a number (2 to 4) or a list of players: { { hero = \"Alchemist\", trove = { \"tunnel 1\" } }, ... }");
  if (n < 2 || n > 4) bad("Dice Miner is played by 2 to 4 players, not " + std::to_string(n));
  options["players"] = std::to_string(n);
  try {
    loaded_ = miner::load_format(format, options);
  } catch (const std::exception& e) {
    bad(std::string("format: ") + e.what());
  }
  if (get(sc_.spec, "seed") && get(sc_.spec, "rng")) bad("give the generator a seed or its state (rng), not both");
  const std::uint64_t seed = get(sc_.spec, "seed") ? static_cast<std::uint64_t>(integer(*get(sc_.spec, "seed"), "seed", 0, 2147483647)) : 1;
  m_ = std::make_unique<miner::MinerMatch>(loaded_->content, loaded_->scoring, n, seed);
  if (const json* r = get(sc_.spec, "rng")) set_rng(*r);
  collect_log();
  // With the bag given, every die is laid out as the file says: nothing is drawn or rolled
  // setting it up, so the pins wait until it is. Else the set-up may roll (a new game's
  // first-player roll, the mountain filled), and the pins come first.
  const json* bag = get(sc_.spec, "bag");
  auto pin = [&] {
    if (const json* r = get(sc_.spec, "rolls")) add_roll_pins(*r);
    if (const json* d = get(sc_.spec, "draws")) add_draw_pins(*d);
  };
  if (!bag) pin();
  miner::Position pos;
  const json* ph = get(sc_.spec, "phase");
  const std::string phase = ph ? str(*ph, "phase") : "start";
  const auto p = phase_named(phase);
  if (!p) bad("phase is one of " + join(kPhases, ", ") + ", not " + quote(phase));
  pos.phase = *p;
  pos.round = get(sc_.spec, "round") ? integer(*get(sc_.spec, "round"), "round", 1, content().rounds) : 1;
  // Refused before anything is laid out, whether the bag is given or the position is set.
  if (const std::string why = miner::Rules::phase_refused(content(), pos.phase, pos.round); !why.empty()) bad("round: " + why);
  pos.first = get(sc_.spec, "first") ? player(*get(sc_.spec, "first"), "first") : 0;
  pos.players.resize(static_cast<std::size_t>(n));
  Beyond beyond;
  beyond.troves.resize(static_cast<std::size_t>(n));
  beyond.round_score.resize(static_cast<std::size_t>(n));
  beyond.tiebreaks.resize(static_cast<std::size_t>(n));
  if (pl && pl->is_array()) read_players(*pl, pos, beyond);
  if (const json* mt = get(sc_.spec, "mountain")) {
    const std::size_t spots = content().mountain.spots.size();
    pos.mountain.assign(spots, std::nullopt);
    beyond.mountain.assign(spots, kNone);
    auto put = [&](std::size_t spot, const json& v) {
      if (spot < 1 || spot > spots) bad("mountain: spots are 1 to " + std::to_string(spots) + ", not " + std::to_string(spot));
      if ((v.is_boolean() && !v.get<bool>()) || (v.is_string() && squash(v.get<std::string>()) == "empty")) return;
      const Laid l = laid(v, "mountain spot " + std::to_string(spot));
      pos.mountain[spot - 1] = l.die;
      beyond.mountain[spot - 1] = l.id;
    };
    if (mt->is_array()) {
      for (std::size_t i = 0; i < mt->size(); ++i) put(i + 1, (*mt)[i]);
    } else if (mt->is_object()) {
      for (auto& [k, v] : mt->items()) put(static_cast<std::size_t>(std::atoi(k.c_str())), v);
    } else {
      bad("mountain is a list of dice by spot, or { [18] = \"tunnel 3\", ... }");
    }
  }
  if (bag) {
    lay_out(pos, beyond, *bag);
  } else {
    for (const auto& t : beyond.troves)
      for (DieId d : t)
        if (d != kNone) bad("a die's number (#" + std::to_string(d) + ") is given only where every die is laid out (bag = { ... })");
    for (DieId d : beyond.mountain)
      if (d != kNone) bad("a die's number (#" + std::to_string(d) + ") is given only where every die is laid out (bag = { ... })");
    if (auto err = m_->set_position(pos)) bad("the position: " + *err);
  }
  set_turn(beyond);
  if (bag) pin();
  m_->advance();
  check_rolls();
}

void MinerRunner::read_players(const json& pl, miner::Position& pos, Beyond& beyond) const {
  for (std::size_t q = 0; q < pos.players.size(); ++q) {
    const json& e = pl[q];
    const std::string who = "P" + std::to_string(q + 1);
    miner::PlacedPlayer& pp = pos.players[q];
    if (e.is_array() && e.empty()) continue;
    if (!e.is_object()) bad(who + " is a table: { hero = \"Alchemist\", total = 10, trove = { \"tunnel 1\", ... } }");
    for (auto& [k, v] : e.items())
      if (k != "hero" && k != "total" && k != "trove" && k != "hero_spent" && k != "round_score" && k != "tiebreaks")
        bad(who + ": unknown field '" + k + "' (a player takes hero, total, trove, hero_spent, round_score, tiebreaks)");
    if (const json* h = get(e, "hero")) {
      const std::string name = str(*h, who + "'s hero");
      pp.hero = -1;
      std::vector<std::string> names;
      for (int i = 0; i < static_cast<int>(content().heroes.size()); ++i) {
        names.push_back(content().heroes[static_cast<std::size_t>(i)].name);
        if (squash(names.back()) == squash(name)) pp.hero = i;
      }
      if (pp.hero < 0) bad(who + ": no hero " + quote(name) + near_miss(name, names) + " (heroes: " + join(names, ", ") + ")");
    }
    if (const json* t = get(e, "total")) pp.total = integer(*t, who + "'s total", -miner::kMaxPlacedTotal, miner::kMaxPlacedTotal);
    if (const json* t = get(e, "round_score")) beyond.round_score[q] = integer(*t, who + "'s round_score", -miner::kMaxPlacedTotal, miner::kMaxPlacedTotal);
    if (const json* t = get(e, "tiebreaks")) {
      if (!t->is_array() && !(t->is_object() && t->empty())) bad(who + ": tiebreaks lists the points of each tie-break: { 5, 7 }");
      std::vector<int> points;
      for (const json& x : t->is_array() ? *t : json::array()) points.push_back(integer(x, who + "'s tiebreaks", -miner::kMaxPlacedTotal, miner::kMaxPlacedTotal));
      beyond.tiebreaks[q] = points;
    }
    if (const json* hs = get(e, "hero_spent")) {
      if (!hs->is_array() && !(hs->is_object() && hs->empty())) bad(who + ": hero_spent lists hero faces by number: { 1, 2 }");
      for (const json& f : hs->is_array() ? *hs : json::array()) pp.hero_spent.push_back(integer(f, who + "'s hero_spent", 1, 8) - 1);
    }
    if (const json* t = get(e, "trove")) {
      if (t->is_object() && t->empty()) continue;
      if (!t->is_array()) bad(who + ": trove is a list of dice: { \"tunnel 1\", \"treasure 3 gems\" }");
      for (const json& d : *t) {
        const Laid l = laid(d, who + "'s trove");
        pp.trove.push_back(l.die);
        beyond.troves[q].push_back(l.id);
      }
    }
  }
}

void MinerRunner::add_roll_pins(const json& v) {
  if (!v.is_array()) bad("roll pins are a list: { \"tunnel 3\", \"magic beer\" }");
  std::vector<int> faces;
  for (const json& r : v) {
    RollPin pin;
    pin.text = lua_text(r);
    if (r.is_number_integer()) {
      faces.push_back(integer(r, "a pinned roll", 1, 20) - 1);
    } else {
      const auto [k, f] = die_named(str(r, "a pinned roll"), "a pinned roll");
      if (f < 0) bad("a pinned roll names a face: \"tunnel 3\"");
      pin.kind = k;
      faces.push_back(f);
    }
    roll_pins_.push_back(pin);
  }
  if (m_) m_->force_faces(faces);
}

void MinerRunner::add_draw_pins(const json& v) {
  if (!v.is_array()) bad("draw pins are a list of die kinds: { \"tunnel\", \"hazard\" }");
  std::vector<DieId> ids;
  const miner::State& s = m_->state();
  for (const json& d : v) {
    const auto [k, f] = die_named(str(d, "a pinned draw"), "a pinned draw");
    (void)f;
    // The highest die of that kind in the bag not pinned already (a position set up after
    // the pins takes the lowest for the troves and the mountain).
    DieId pick = kNone;
    for (auto it = s.bag.rbegin(); it != s.bag.rend(); ++it)
      if (s.dice[static_cast<std::size_t>(*it)].kind == k && std::find(ids.begin(), ids.end(), *it) == ids.end() &&
          std::find(s.chance.draws.begin(), s.chance.draws.end(), *it) == s.chance.draws.end()) {
        pick = *it;
        break;
      }
    if (pick == kNone) bad("a pinned draw: no " + content().kinds[static_cast<std::size_t>(k)].name + " die is left in the bag to draw");
    ids.push_back(pick);
    draw_pins_.push_back(d.get<std::string>());
  }
  m_->force_draws(ids);
}

void MinerRunner::check_rolls() {
  // Each roll line (and first-player roll) used the next pinned face, while pins remained.
  for (; rolls_checked_ < log_.size(); ++rolls_checked_) {
    const json& ev = log_[rolls_checked_];
    const std::string type = ev.value("type", "");
    // A tie for the lowest total is settled by a roll among the tied (no die).
    const bool tie_roll = type == "first_player" && ev.value("reason", "") == "lowest_total_tie_at_random";
    if (type != "roll" && type != "first_roll" && !tie_roll) continue;
    if (roll_pins_.empty()) continue;
    if (tie_roll) {
      roll_pins_.pop_front();
      continue;
    }
    const RollPin pin = roll_pins_.front();
    roll_pins_.pop_front();
    const std::string kind = ev.value("kind", "");
    if (pin.kind >= 0 && kind != content().kinds[static_cast<std::size_t>(pin.kind)].name)
      fail("the pinned roll " + pin.text + " was used by a " + kind + " die (rolls are pinned in the order the dice are rolled)");
  }
  // Pinned draws are used up in order; the ones the game still holds are the ones left.
  const std::size_t left = m_->state().chance.draws.size();
  while (draw_pins_.size() > left) draw_pins_.erase(draw_pins_.begin());
}

void MinerRunner::check_pins_used() const {
  std::vector<std::string> left;
  for (const auto& p : roll_pins_) left.push_back("roll " + p.text);
  for (const auto& p : draw_pins_) left.push_back("draw " + quote(p));
  if (!left.empty()) fail("pinned but never used: " + join(left, ", "));
}

// --- steps ---------------------------------------------------------------------------------

void MinerRunner::step(const std::string& verb, const json& args) {
  const json* a = at(args, 1);
  if (verb == "roll") {
    if (!a) bad("roll takes the faces to come: roll { \"tunnel 3\" }");
    return add_roll_pins(a->is_array() ? *a : json::array({*a}));
  }
  if (verb == "draw") {
    if (!a) bad("draw takes the dice to come out of the bag: draw { \"tunnel\" }");
    return add_draw_pins(a->is_array() ? *a : json::array({*a}));
  }
  apply_key(key_for(verb, args));
  check_rolls();
}

DieId MinerRunner::trove_die(const json& desc, const char* prefix, const std::string& what) const {
  const auto [k, f] = die_named(str(desc, what), what);
  const PlayerId p = m_->decider() == kNone ? 0 : m_->decider();
  std::vector<DieId> matches;
  for (DieId d : m_->state().players[static_cast<std::size_t>(p)].trove) {
    const miner::Die& die = m_->state().dice[static_cast<std::size_t>(d)];
    if (die.kind == k && (f < 0 || content().face(k, m_->face_of(d).name) == f)) matches.push_back(d);
  }
  if (matches.empty()) {
    std::vector<std::string> have;
    for (DieId d : m_->state().players[static_cast<std::size_t>(p)].trove) have.push_back(die_text(d));
    fail(what + ": " + pname(p) + " has no " + lua_text(desc) + " (their trove: " + (have.empty() ? "empty" : join(have, ", ")) + ")");
  }
  // The first whose option is offered; else the first (its refusal says why).
  for (DieId d : matches)
    for (int i = 0; i < m_->option_count(); ++i) {
      const std::string key = m_->option_key(i);
      if (key.rfind(std::string(prefix) + std::to_string(d), 0) == 0 &&
          (key.size() == std::string(prefix).size() + std::to_string(d).size() || key[std::string(prefix).size() + std::to_string(d).size()] == ':'))
        return d;
    }
  return matches.front();
}

std::string MinerRunner::key_for(const std::string& verb, const json& args) const {
  const json* a = at(args, 1);
  if (verb == "done") return "done";
  if (!a) bad(verb + " needs its argument: see docs/dice-miner.md");
  if (verb == "choose") return choice(*a);
  if (verb == "take") return "take:" + std::to_string(integer(*a, "take", 1, 1000));
  if (verb == "hero") {
    const std::string name = str(*a, "hero");
    for (const miner::Hero& h : content().heroes)
      if (squash(h.name) == squash(name)) return "hero:" + miner::Content::key_name(h.name);
    return "hero:" + miner::Content::key_name(name);
  }
  if (verb == "share") {
    const json* to = at(args, 2);
    if (!to) bad("share takes a die and a player: share(\"tunnel beer\", 2)");
    return "share:" + std::to_string(trove_die(*a, "share:", "share")) + ":p" + std::to_string(player(*to, "share") + 1);
  }
  if (verb == "spend") {
    const std::string s = squash(str(*a, "spend"));
    if (s.rfind("hero ", 0) == 0) return "spend:hero:" + s.substr(5);
    return "spend:" + std::to_string(trove_die(*a, "spend:", "spend"));
  }
  if (verb == "reroll") return "reroll:" + std::to_string(trove_die(*a, "reroll:", "reroll"));
  if (verb == "keep") return "keep:" + std::to_string(trove_die(*a, "keep:", "keep"));
  bad("'" + verb + "' is not a step of a Dice Miner scenario (steps: take, share, spend, reroll, keep, hero, done, choose, refuse, "
      "roll, draw, expect, log_has, log_lacks)");
}

std::string MinerRunner::pending_text() const {
  if (m_->over()) return " (the game is over)";
  std::vector<std::string> keys;
  for (int i = 0; i < m_->option_count() && i < 30; ++i) keys.push_back(m_->option_key(i));
  return " (the game is waiting: " + pname(m_->decider()) + " is asked " + m_->decision_name() + ": " + join(keys, ", ") + ")";
}

}  // namespace dm::scenario

namespace dm::miner {

const scenario::GameScenarios& scenarios() {
  static const scenario::GameScenarios s = [] {
    scenario::GameScenarios x;
    for (const auto& f : scenario::miner_spec_fields())
      if (f != "game") x.fields.push_back(f);
    x.verbs = {"take", "share", "spend", "reroll", "keep", "hero", "done", "choose", "refuse", "roll", "draw"};
    x.run = scenario::run_miner_scenario;
    x.can_start = can_start_scenario;
    x.write = write_scenario;
    return x;
  }();
  return s;
}

}  // namespace dm::miner
