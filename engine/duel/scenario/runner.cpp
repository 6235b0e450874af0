// Hero duel scenarios (docs/hero-duel.md, "Scenarios"): a file whose scenario says
// game = "hero-duel" is played here. The heroes come from a format (its options too); each
// player's health, combat points, hand and tokens are set; rolls are pinned by the numbers
// they show; steps answer by key or by verb (play, spend, ability, reroll, stop, pass, done,
// sell, discard, none); expectations check health, combat points, tokens, the decision and
// the log, each failure at its step's line.
#include "engine/duel/scenario/runner.hpp"
#include "engine/duel/module.hpp"

#include <algorithm>

#include "dm/duel.hpp"

namespace dm::scenario {

namespace {

struct Failure {
  std::string message;  // without the position
  int line = 0;         // the step's line
  bool malformed = false;
};

class DuelRunner {
 public:
  DuelRunner(const Scenario& sc, const ScenarioOptions& opts) : sc_(sc), opts_(opts) {}
  ScenarioResult run();

 private:
  const Scenario& sc_;                  // the scenario played
  const ScenarioOptions& opts_;         // the caller's hooks
  std::unique_ptr<duel::DuelMatch> m_;  // the game, once set up
  std::vector<json> log_;               // every line the game wrote
  int line_ = 0;                        // the line failures point at
  std::size_t step_ = 0;                // 1-based while a step runs
  std::string step_text_;               // the step as written, for messages

  std::string where() const { return step_ ? "step " + std::to_string(step_) + " (" + step_text_ + "): " : ""; }
  [[noreturn]] void fail(const std::string& msg) const { throw Failure{where() + msg, line_, false}; }
  [[noreturn]] void bad(const std::string& msg) const { throw Failure{where() + msg, line_, true}; }
  int integer(const json& v, const std::string& what, int lo, int hi) const {
    if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
      bad(what + " is a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " + lua_text(v));
    return static_cast<int>(v.get<std::int64_t>());
  }
  std::string str(const json& v, const std::string& what) const {
    if (!v.is_string()) bad(what + " is text, not " + lua_text(v));
    return v.get<std::string>();
  }
  std::string pending_text() const {
    if (m_->over()) return " (the game is over)";
    std::string s = " (" + m_->prompt() + ":";
    for (int i = 0; i < m_->option_count() && i < 40; ++i) s += " " + m_->option_key(i);
    return s + ")";
  }
  void build();
  void run_step(std::size_t i);
  std::string key_for(const std::string& verb, const json& args) const;
  void pin(const json& args);
  void expect(const json& e);
  std::string log_problem(const json& spec, bool lacks) const;
  void refuse(const json& args);
};

ScenarioResult DuelRunner::run() {
  ScenarioResult r;
  r.file = sc_.file;
  r.name = sc_.name;
  try {
    line_ = sc_.line;
    build();
    for (std::size_t i = 0; i < sc_.steps.size(); ++i) run_step(i);
    r.passed = true;
  } catch (const Failure& f) {
    r.malformed = f.malformed;
    r.line = f.line;
    r.message = sc_.file + (f.line > 0 ? ":" + std::to_string(f.line) : "") + ": " + f.message;
  } catch (const std::exception& e) {
    r.malformed = !m_;
    r.line = line_;
    r.message = sc_.file + ":" + std::to_string(line_) + ": " + where() + e.what();
  }
  return r;
}

void DuelRunner::build() {
  std::string format = "hero-duel";
  if (const json* f = get(sc_.spec, "format")) format = str(*f, "format");
  std::map<std::string, std::string> options;
  if (const json* o = get(sc_.spec, "options")) {
    if (!o->is_object()) bad("options is a table: options = { health = 30 }");
    for (auto& [k, v] : o->items()) options[k] = v.is_string() ? v.get<std::string>() : v.dump();
  }
  std::shared_ptr<const duel::Content> content;
  try {
    content = duel::load_format(format, options);
  } catch (const duel::ContentError& e) {
    bad(e.what());
  }
  std::uint64_t seed = 1;
  if (const json* s = get(sc_.spec, "seed")) seed = static_cast<std::uint64_t>(integer(*s, "seed", 0, 1 << 30));
  m_ = std::make_unique<duel::DuelMatch>(content, seed);
  if (const json* ps = get(sc_.spec, "players")) {
    if (!ps->is_array() || ps->size() != 2) bad("players lists both players: players = { { health = 40 }, {} }");
    std::vector<duel::PlacedPlayer> placed(2);
    for (std::size_t p = 0; p < 2; ++p) {
      const json& pj = (*ps)[p];
      if (pj.is_array() && pj.empty()) continue;
      if (!pj.is_object()) bad("each player is a table: { health = 40, cp = 3, hand = { \"Stoke\" }, tokens = { Kindle = 1 } }");
      for (auto& [k, v] : pj.items()) {
        if (k == "health") placed[p].health = integer(v, "health", 0, 999);
        else if (k == "cp") placed[p].cp = integer(v, "cp", 0, 99);
        else if (k == "hand") {
          if (!(v.is_array() || (v.is_object() && v.empty()))) bad("hand lists card names");
          for (const json& c : v) placed[p].hand.push_back(str(c, "a card in hand"));
        } else if (k == "tokens") {
          if (!(v.is_object() || (v.is_array() && v.empty()))) bad("tokens is a table: tokens = { Agility = 2 }");
          for (auto& [name, n] : v.items()) placed[p].tokens[name] = integer(n, "tokens of " + name, 0, 99);
        } else {
          bad("unknown field '" + k + "' of a player (health, cp, hand, tokens)");
        }
      }
    }
    if (auto err = m_->set_players(placed)) bad("players: " + *err);
  }
  m_->set_log([this](const std::string& line) {
    log_.push_back(json::parse(line));
    if (opts_.on_log) opts_.on_log(*m_, line);
  });
  m_->advance();
}

void DuelRunner::run_step(std::size_t i) {
  const ScenarioStep& st = sc_.steps[i];
  step_ = i + 1;
  step_text_ = step_text(st.verb, st.args);
  if (st.line > 0) line_ = st.line;
  if (opts_.on_step) opts_.on_step(step_text_);
  const std::string& v = st.verb;
  const json* a = at(st.args, 1);
  if (v == "expect") {
    if (!a || !a->is_object()) bad("expect takes a table of checks: expect { health = { 50, 43 } }");
    return expect(*a);
  }
  if (v == "log_has" || v == "log_lacks") {
    if (!a || !a->is_object()) bad(v + " takes a table: " + v + " { type = \"damage\", final = 0 }");
    const std::string why = log_problem(*a, v == "log_lacks");
    if (!why.empty()) fail(why);
    return;
  }
  if (v == "roll") return pin(st.args);
  if (v == "refuse") return refuse(st.args);
  const std::string key = key_for(v, st.args);
  if (m_->over()) fail("the game is over: nothing answers " + quote(key));
  if (auto err = m_->apply(std::string_view(key))) fail(quote(key) + " was refused: " + *err + pending_text());
}

std::string DuelRunner::key_for(const std::string& verb, const json& args) const {
  const json* a = at(args, 1);
  if (verb == "pass" || verb == "done" || verb == "stop" || verb == "none") return verb;
  if (!a) bad(verb + " needs its argument: see docs/hero-duel.md");
  if (verb == "choose") return str(*a, "choose");
  if (verb == "reroll") {
    std::string k = "reroll:";
    for (const json& d : a->is_array() ? *a : json::array({*a})) k += (k.back() == ':' ? "" : ",") + std::to_string(integer(d, "a die to reroll", 1, 5));
    return k;
  }
  const std::string name = duel::Content::key_name(str(*a, verb));
  if (verb == "play") {
    const json* b = at(args, 2);
    return "play:" + name + (b ? ":" + duel::Content::key_name(str(*b, "the status removed")) : "");
  }
  if (verb == "spend" || verb == "ability" || verb == "sell" || verb == "discard") return verb + ":" + name;
  bad("'" + verb + "' is not a step of the hero duel (play, spend, ability, reroll, stop, none, pass, done, sell, discard, choose, roll, expect, log_has, log_lacks, refuse)");
}

// roll { 2, 2, 2, 5, 6 }: the numbers the next rolls show, on the dice of the player who rolls
// next (the active player before an ability is chosen, the defender after), or of `player`.
void DuelRunner::pin(const json& args) {
  const json* a = at(args, 1);
  if (!a || !(a->is_array() || a->is_object())) bad("roll takes the numbers to come: roll { 2, 2, 2, 5, 6 }");
  const duel::State& s = m_->state();
  PlayerId p = s.active;
  if (s.pending.kind == duel::Kind::Select) p = (s.active + 1) % 2;
  std::vector<json> values;
  if (a->is_object()) {
    for (auto& [k, v] : a->items()) {
      if (k == "player") p = integer(v, "roll's player", 1, 2) - 1;
      else values.push_back(v);
    }
  } else {
    values.assign(a->begin(), a->end());
  }
  std::vector<int> faces = s.chance.faces;
  const auto& hf = m_->hero(p).faces;
  for (const json& v : values) {
    const int want = integer(v, "a rolled number", 1, 6);
    auto it = std::find_if(hf.begin(), hf.end(), [&](const duel::Face& f) { return f.value == want; });
    if (it == hf.end()) bad(m_->hero(p).name + "'s dice show no " + std::to_string(want));
    faces.push_back(static_cast<int>(it - hf.begin()));
  }
  m_->force_faces(faces);
}

void DuelRunner::expect(const json& e) {
  std::vector<std::string> wrong;
  const duel::State& s = m_->state();
  auto per_player = [&](const std::string& what, const json& v, auto get) {
    if (!v.is_array() || v.size() != 2) bad(what + " lists both players: " + what + " = { 50, 43 }");
    for (std::size_t p = 0; p < 2; ++p) {
      if (v[p].is_object() && v[p].empty()) continue;
      const int want = integer(v[p], what, -999, 999), got = get(s.players[p]);
      if (want != got) wrong.push_back(pname(static_cast<PlayerId>(p)) + " " + what + " " + std::to_string(got) + ", expected " + std::to_string(want));
    }
  };
  for (auto& [k, v] : e.items()) {
    if (k == "health") per_player(k, v, [](const duel::Player& P) { return P.health; });
    else if (k == "cp") per_player(k, v, [](const duel::Player& P) { return P.cp; });
    else if (k == "hand") per_player(k, v, [](const duel::Player& P) { return static_cast<int>(P.hand.size()); });
    else if (k == "tokens") {
      if (!v.is_array() || v.size() != 2) bad("tokens lists both players: tokens = { { Kindle = 1 }, {} }");
      for (std::size_t p = 0; p < 2; ++p)
        for (auto& [name, n] : v[p].items()) {
          const int st = m_->content().status(name);
          if (st < 0) bad("no status effect '" + name + "'");
          const int got = s.players[p].tokens[static_cast<std::size_t>(st)];
          if (got != integer(n, name, 0, 99)) wrong.push_back(pname(static_cast<PlayerId>(p)) + " holds " + std::to_string(got) + " " + name + ", expected " + lua_text(n));
        }
    } else if (k == "decider") {
      const int want = integer(v, "decider", 0, 2) - 1;
      if (m_->decider() != want) wrong.push_back("the decider is " + (m_->decider() < 0 ? std::string("nobody") : pname(m_->decider())) + ", expected " + lua_text(v));
    } else if (k == "decision") {
      if (m_->decision_name() != str(v, "decision")) wrong.push_back("the decision is " + m_->decision_name() + ", expected " + lua_text(v));
    } else if (k == "phase") {
      if (std::string(duel::to_string(s.phase)) != str(v, "phase")) wrong.push_back("the phase is " + std::string(duel::to_string(s.phase)) + ", expected " + lua_text(v));
    } else if (k == "winner") {
      const int want = integer(v, "winner", 0, 2) - 1;
      if (!s.over || s.winner != want) wrong.push_back("the game is " + std::string(s.over ? "over, won by " + (s.winner < 0 ? std::string("nobody") : pname(s.winner)) : "not over") + ", expected " + lua_text(v));
    } else if (k == "offers" || k == "lacks") {
      for (const json& key : v.is_array() ? v : json::array({v})) {
        const bool has = m_->find_option(str(key, k)) >= 0;
        if (has != (k == "offers")) wrong.push_back(quote(key.get<std::string>()) + (has ? " is offered" : " is not offered"));
      }
    } else if (k == "subtotal" || k == "final") {
      const damage::Result r = m_->attack_preview();
      const int got = k == "subtotal" ? r.subtotal : r.final_damage;
      if (got != integer(v, k, 0, 999)) wrong.push_back("the pending attack's " + k + " is " + std::to_string(got) + ", expected " + lua_text(v));
    } else {
      bad("unknown check '" + k + "' (health, cp, hand, tokens, decider, decision, phase, winner, offers, lacks, subtotal, final)");
    }
  }
  if (!wrong.empty()) fail(join(wrong, "; ") + pending_text());
}

std::string DuelRunner::log_problem(const json& spec, bool lacks) const {
  int n = 0;
  for (const json& ev : log_) {
    bool ok = true;
    for (auto& [k, v] : spec.items()) {
      auto it = ev.find(k);
      if (it == ev.end() || *it != v) {
        ok = false;
        break;
      }
    }
    n += ok;
  }
  const std::string text = lua_text(spec);
  if (lacks) return n > 0 ? "the log has " + text : "";
  if (n > 0) return "";
  std::vector<std::string> near;
  for (const json& ev : log_)
    if (spec.contains("type") && ev.value("type", "") == spec["type"]) near.push_back(ev.dump());
  return "the log lacks " + text + (near.empty() ? "" : "; lines of that type: " + join(near, " "));
}

void DuelRunner::refuse(const json& args) {
  const json* a = at(args, 1);
  if (!a) bad("refuse takes a step or an option key, and words of the reason: refuse(play \"Stoke\", \"roll-phase\")");
  std::string key;
  if (a->is_string()) key = a->get<std::string>();
  else if (is_step(*a)) key = key_for((*a)["$verb"].get<std::string>(), (*a)["$args"]);
  else bad("refuse takes a step or an option key");
  const std::string want = at(args, 2) ? str(*at(args, 2), "refuse's reason") : "";
  const std::uint64_t before = m_->hash();
  const std::size_t lines = log_.size();
  const auto err = m_->apply(std::string_view(key));
  if (!err) fail(quote(key) + " was accepted; the rules should refuse it");
  if (m_->hash() != before || log_.size() != lines) fail(quote(key) + " was refused but changed the game");
  if (!want.empty() && squash(*err).find(squash(want)) == std::string::npos)
    fail(quote(key) + " was refused for another reason: " + quote(*err) + ", expected one saying " + quote(want));
}

}  // namespace

bool is_duel_scenario(const Scenario& sc) {
  const json* g = get(sc.spec, "game");
  return g && g->is_string() && g->get<std::string>() == "hero-duel";
}

const std::vector<std::string>& duel_spec_fields() {
  static const std::vector<std::string> f = {"game", "format", "options", "players", "seed", "steps", "description"};
  return f;
}

ScenarioResult run_duel_scenario(const Scenario& sc, const ScenarioOptions& opts) {
  return DuelRunner(sc, opts).run();
}

}  // namespace dm::scenario

namespace dm::duel {

const scenario::GameScenarios& scenarios() {
  static const scenario::GameScenarios s = [] {
    scenario::GameScenarios x;
    for (const auto& f : scenario::duel_spec_fields())
      if (f != "game") x.fields.push_back(f);
    x.verbs = {"play", "ability", "choose", "discard", "done", "none", "pass", "reroll", "sell", "spend", "stop", "refuse"};
    x.run = scenario::run_duel_scenario;
    return x;
  }();
  return s;
}

}  // namespace dm::duel
