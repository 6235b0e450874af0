// Hero duel scenarios (docs/hero-duel.md, "Scenarios"): a file whose scenario says
// game = "hero-duel" is played here. The heroes come from a format (its options too); each
// player's health, combat points, hand and tokens are set, and, for a position mid-game (one
// written from a game: writer.cpp), the dice, the deck and discard pile in order, the
// upgrades, the turn and its phase, the attack being resolved, the window of responses and
// the generator's state; rolls are pinned by the numbers they show; steps answer by key or by
// verb (play, spend, ability, reroll, stop, pass, done, sell, discard, none); expectations
// check health, combat points, tokens, the decision, the state's hash and the log, each
// failure at its step's line.
#include "engine/text/json_text.hpp"
#include "engine/duel/scenario/runner.hpp"
#include "engine/duel/module.hpp"

#include <algorithm>

#include "dm/duel.hpp"
#include "engine/duel/rules.hpp"
#include "engine/scenario/runner_base.hpp"

namespace dm::scenario {

namespace {

class DuelRunner : public RunnerBase {
 public:
  DuelRunner(const Scenario& sc, const ScenarioOptions& opts)
      : RunnerBase(sc, opts,
                   {"expect takes a table of checks: expect { health = { 50, 43 } }", "{ type = \"damage\", final = 0 }",
                    "refuse takes a step or an option key, and words of the reason: refuse(play \"Stoke\", \"roll-phase\")",
                    "refuse takes a step or an option key"},
                   2) {}

 private:
  std::unique_ptr<duel::DuelMatch> m_;  // the game, once set up

  Match* game() const override { return m_.get(); }
  // The hero duel says what a value is rather than what it must be.
  int integer(const json& v, const std::string& what, int lo, int hi) const override {
    if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
      bad(what + " is a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " + lua_text(v));
    return static_cast<int>(v.get<std::int64_t>());
  }
  std::string str(const json& v, const std::string& what) const override {
    if (!v.is_string()) bad(what + " is text, not " + lua_text(v));
    return v.get<std::string>();
  }
  std::string pending_text() const override {
    if (m_->over()) return " (the game is over)";
    std::string s = " (" + m_->prompt() + ":";
    for (int i = 0; i < m_->option_count() && i < 40; ++i) s += " " + m_->option_key(i);
    return s + ")";
  }
  // What a player holds beyond duel::PlacedPlayer: the faces their dice show, the deck (the
  // top first) and discard pile, the upgrades by ability.
  struct Beyond {
    std::optional<std::vector<int>> dice;
    std::optional<std::vector<int>> deck, discard;
    std::vector<std::pair<int, int>> upgrades;
    std::vector<std::pair<int, int>> levels;  // abilities at their Level II or III
  };
  void build() override;
  void read_player(std::size_t p, const json& pj, duel::PlacedPlayer& placed, Beyond& beyond) const;
  int card_named(PlayerId p, const json& v, const std::string& what) const;
  void lay_out(PlayerId p, const Beyond& beyond);
  void set_turn();
  duel::Mod mod(const json& v) const;
  void step(const std::string& verb, const json& args) override;
  std::string key_for(const std::string& verb, const json& args) const override;
  void pin(const json& args);
  void expect(const json& e) override;
  // A hero duel log check asks for lines with each of its fields as written, `times` too (a
  // field like any other here), and says what it misses in its own words.
  bool log_value_matches(const json& want, const json& have) const override { return want == have; }
  std::string log_problem(const json& spec, bool lacks) const override;
};

void DuelRunner::build() {
  std::string format = "hero-duel";
  // A path is read beside the scenario file when it is there, as in every game.
  if (const json* f = get(sc_.spec, "format")) format = format_path(str(*f, "format"));
  const json* o = get(sc_.spec, "options");
  const std::map<std::string, std::string> options = o ? option_values(*o, "{ health = 30 }") : std::map<std::string, std::string>{};
  std::shared_ptr<const duel::Content> content;
  try {
    content = duel::load_format(format, options);
  } catch (const duel::ContentError& e) {
    bad(e.what());
  }
  if (get(sc_.spec, "seed") && get(sc_.spec, "rng")) bad("give the generator a seed or its state (rng), not both");
  std::uint64_t seed = 1;
  if (const json* s = get(sc_.spec, "seed")) seed = static_cast<std::uint64_t>(integer(*s, "seed", 0, 1 << 30));
  m_ = std::make_unique<duel::DuelMatch>(content, seed);
  if (const json* ps = get(sc_.spec, "players")) {
    const std::size_t n = static_cast<std::size_t>(m_->player_count());
    if (!ps->is_array() || ps->size() != n)
      bad(n == 2 ? "players lists both players: players = { { health = 40 }, {} }"
                 : "players lists each of the format's " + std::to_string(n) + " players: players = { { health = 40 }, {}, ... }");
    std::vector<duel::PlacedPlayer> placed(n);
    std::vector<Beyond> beyond(n);
    for (std::size_t p = 0; p < n; ++p) read_player(p, (*ps)[p], placed[p], beyond[p]);
    if (auto err = m_->set_players(placed)) bad("players: " + *err);
    for (std::size_t p = 0; p < n; ++p) lay_out(static_cast<PlayerId>(p), beyond[p]);
  }
  set_turn();
  // The generator as play begins: the seed's has already shuffled the decks.
  if (const json* r = get(sc_.spec, "rng")) duel::Steps(*m_).s.chance.rng = rng_state(*r);
  collect_log();
  m_->advance();
}

void DuelRunner::read_player(std::size_t p, const json& pj, duel::PlacedPlayer& placed, Beyond& beyond) const {
  if (pj.is_array() && pj.empty()) return;
  if (!pj.is_object()) bad("each player is a table: { health = 40, cp = 3, hand = { \"Stoke\" }, tokens = { Kindle = 1 } }");
  const PlayerId who = static_cast<PlayerId>(p);
  const duel::Hero& hero = m_->hero(who);
  auto cards = [&](const json& v, const std::string& what) {
    if (!(v.is_array() || (v.is_object() && v.empty()))) bad(what + " lists card names: { \"Stoke\", \"Tinder\" }");
    std::vector<int> out;
    for (const json& c : v.is_array() ? v : json::array()) out.push_back(card_named(who, c, what));
    return out;
  };
  for (auto& [k, v] : pj.items()) {
    if (k == "health") placed.health = integer(v, "health", 0, 999);
    else if (k == "cp") placed.cp = integer(v, "cp", 0, 99);
    else if (k == "hand") {
      if (!(v.is_array() || (v.is_object() && v.empty()))) bad("hand lists card names");
      for (const json& c : v.is_array() ? v : json::array()) placed.hand.push_back(str(c, "a card in hand"));
    } else if (k == "tokens") {
      if (!(v.is_object() || (v.is_array() && v.empty()))) bad("tokens is a table: tokens = { Agility = 2 }");
      for (auto& [name, n] : v.items()) placed.tokens[name] = integer(n, "tokens of " + name, 0, 99);
    } else if (k == "dice") {
      if (!v.is_array() || v.empty() || v.size() > 10) bad("dice lists the numbers a player's dice show: dice = { 2, 2, 4, 5, 6 }");
      std::vector<int> faces;
      for (const json& d : v) {
        const int want = integer(d, "a die's number", 1, 6);
        auto it = std::find_if(hero.faces.begin(), hero.faces.end(), [&](const duel::Face& f) { return f.value == want; });
        if (it == hero.faces.end()) bad(hero.name + "'s dice show no " + std::to_string(want));
        faces.push_back(static_cast<int>(it - hero.faces.begin()));
      }
      beyond.dice = faces;
    } else if (k == "deck") {
      beyond.deck = cards(v, "deck");
    } else if (k == "discard") {
      beyond.discard = cards(v, "discard");
    } else if (k == "upgrades") {
      if (!(v.is_object() || (v.is_array() && v.empty()))) bad("upgrades is a table: upgrades = { [\"Ember Strike\"] = 2 }");
      for (auto& [name, n] : v.items()) {
        const auto& abs = hero.abilities;
        auto it = std::find_if(abs.begin(), abs.end(), [&](const duel::Ability& a) { return a.name == name || duel::Content::key_name(a.name) == name; });
        if (it == abs.end()) bad("upgrades: " + hero.name + " has no ability " + quote(name));
        beyond.upgrades.emplace_back(static_cast<int>(it - abs.begin()), integer(n, "the upgrade of " + name, 0, 999));
      }
    } else if (k == "levels") {
      if (!(v.is_object() || (v.is_array() && v.empty()))) bad("levels is a table: levels = { [\"Ember Strike\"] = 2 }");
      for (auto& [name, n] : v.items()) {
        const auto& abs = hero.abilities;
        auto it = std::find_if(abs.begin(), abs.end(), [&](const duel::Ability& a) { return a.name == name || duel::Content::key_name(a.name) == name; });
        if (it == abs.end()) bad("levels: " + hero.name + " has no ability " + quote(name));
        const int top = 1 + static_cast<int>(it->levels.size());
        beyond.levels.emplace_back(static_cast<int>(it - abs.begin()), integer(n, "the level of " + name, 1, top));
      }
    } else {
      bad("unknown field '" + k + "' of a player (health, cp, hand, tokens, dice, deck, discard, upgrades, levels)");
    }
  }
}

int DuelRunner::card_named(PlayerId p, const json& v, const std::string& what) const {
  const std::string name = str(v, "a card in " + what);
  const auto& cards = m_->hero(p).cards;
  auto it = std::find_if(cards.begin(), cards.end(), [&](const duel::Card& c) { return c.name == name || duel::Content::key_name(c.name) == name; });
  if (it == cards.end()) bad(what + ": " + quote(name) + " is not a card of " + m_->hero(p).name);
  return static_cast<int>(it - cards.begin());
}

void DuelRunner::lay_out(PlayerId p, const Beyond& beyond) {
  duel::Steps st(*m_);
  duel::Player& P = st.pl(p);
  const duel::Hero& hero = m_->hero(p);
  if (beyond.dice) P.dice = *beyond.dice;
  for (auto [ability, n] : beyond.upgrades) P.upgrades[static_cast<std::size_t>(ability)] = n;
  for (auto [ability, n] : beyond.levels) P.levels[static_cast<std::size_t>(ability)] = n;
  if (!beyond.deck && !beyond.discard) return;
  // Given in order, the deck from its top: every card of the hero is then in the hand, the
  // deck or the discard pile, once.
  P.deck = beyond.deck ? std::vector<int>(beyond.deck->rbegin(), beyond.deck->rend()) : std::vector<int>{};
  P.discard = beyond.discard ? *beyond.discard : std::vector<int>{};
  for (std::size_t k = 0; k < hero.cards.size(); ++k) {
    const auto count = [&](const std::vector<int>& v) { return std::count(v.begin(), v.end(), static_cast<int>(k)); };
    const auto held = count(P.hand) + count(P.deck) + count(P.discard);
    if (held != hero.cards[k].copies)
      bad(pname(p) + "'s hand, deck and discard hold " + std::to_string(held) + " " + hero.cards[k].name + ", the hero has " +
          std::to_string(hero.cards[k].copies) + " (given the deck or discard, every card is in one of the three)");
  }
}

duel::Mod DuelRunner::mod(const json& v) const {
  static const std::vector<std::string> keys = {"op", "amount", "num", "den", "by", "defensive", "label"};
  if (!v.is_object()) bad("a modifier is a table: { op = \"prevent\", amount = 2, by = 2, label = \"Ward\" }");
  duel::Mod m;
  for (auto& [k, x] : v.items()) {
    if (k == "op") {
      const std::string op = str(x, "a modifier's op");
      bool found = false;
      for (auto o : {damage::Op::Add, damage::Op::Reduce, damage::Op::Prevent, damage::Op::Scale, damage::Op::PreventPart})
        if (damage::to_string(o) == op) m.op = o, found = true;
      if (!found) bad("a modifier's op is add, reduce, prevent, scale or prevent_part, not " + quote(op));
    } else if (k == "amount") m.amount = integer(x, "a modifier's amount", 0, 999);
    else if (k == "num") m.num = integer(x, "a modifier's num", 1, 999);
    else if (k == "den") m.den = integer(x, "a modifier's den", 1, 999);
    else if (k == "by") m.by = integer(x, "a modifier's by", 1, m_->player_count()) - 1;
    else if (k == "label") m.label = str(x, "a modifier's label");
    else if (k == "defensive") {
      if (!x.is_boolean()) bad("a modifier's defensive is true or false");
      m.defensive = x.get<bool>();
    } else {
      bad("a modifier: unknown field '" + k + "' (" + join(keys, ", ") + ")");
    }
  }
  return m;
}

// Where the turn stands: whose, which, the phase and its roll attempts; the attack being
// resolved and the window of responses, which only a phase of the attack has.
void DuelRunner::set_turn() {
  duel::Steps st(*m_);
  duel::State& s = st.s;
  if (const json* t = get(sc_.spec, "turn")) {
    if (!t->is_object()) bad("turn is a table: turn = { player = 1, number = 3, phase = \"main1\" }");
    for (auto& [k, v] : t->items()) {
      if (k == "player") s.active = integer(v, "turn's player", 1, m_->player_count()) - 1;
      else if (k == "number") s.turn = integer(v, "turn's number", 1, m_->content().rules.turn_limit);
      else if (k == "attempts") s.attempts = integer(v, "turn's attempts", 0, m_->content().rules.roll_attempts);
      else if (k == "phase") {
        const std::string want = squash(str(v, "turn's phase"));
        std::vector<std::string> names;
        bool found = false;
        for (int i = 0; i < static_cast<int>(duel::Phase::Over); ++i) {
          names.emplace_back(duel::to_string(static_cast<duel::Phase>(i)));
          if (names.back() == want) s.phase = static_cast<duel::Phase>(i), found = true;
        }
        if (!found) bad("turn's phase is one of " + join(names, ", ") + ", not " + lua_text(v));
      } else {
        bad("turn: unknown field '" + k + "' (player, number, phase, attempts)");
      }
    }
  }
  const bool attacking = s.phase == duel::Phase::Defence || s.phase == duel::Phase::Respond || s.phase == duel::Phase::Then;
  if (const json* a = get(sc_.spec, "attack")) {
    if (!a->is_object()) bad("attack is a table: attack = { ability = \"Ember Strike\", incoming = 6 }");
    if (!attacking) bad("an attack is resolved only in the defence, respond and then phases (turn's phase)");
    const duel::Hero& hero = m_->hero(s.active);
    s.attack = duel::Attack{};
    s.attack.attacker = s.active;
    s.attack.target = st.opponent(s.active);
    for (auto& [k, v] : a->items()) {
      if (k == "ability") {
        const std::string name = str(v, "the attack's ability");
        auto it = std::find_if(hero.abilities.begin(), hero.abilities.end(), [&](const duel::Ability& x) { return x.name == name || duel::Content::key_name(x.name) == name; });
        if (it == hero.abilities.end()) bad("attack: " + hero.name + " has no ability " + quote(name));
        s.attack.ability = static_cast<int>(it - hero.abilities.begin());
      } else if (k == "kind") {
        const auto kind = damage::kind_from(squash(str(v, "the attack's kind")));
        if (!kind) bad("attack: no kind of damage " + lua_text(v));
        s.attack.kind = *kind;
      } else if (k == "target") {
        // Whom it is aimed at (a player's number), where several may be: in a duel, the other.
        const PlayerId t = static_cast<PlayerId>(integer(v, "the attack's target", 1, m_->player_count()) - 1);
        if (m_->side_of(t) == m_->side_of(s.active)) bad("attack: P" + std::to_string(t + 1) + " is on the attacker's side, not a target");
        if (s.players[static_cast<std::size_t>(t)].health <= 0) bad("attack: P" + std::to_string(t + 1) + " has fallen and is no target");
        s.attack.target = t;
      } else if (k == "incoming") s.attack.incoming = integer(v, "the attack's incoming", 0, 999);
      else if (k == "reflect") s.attack.reflect = integer(v, "the attack's reflect", 0, 999);
      else if (k == "mods") {
        if (!(v.is_array() || (v.is_object() && v.empty()))) bad("attack's mods is a list of modifiers");
        for (const json& x : v.is_array() ? v : json::array()) s.attack.mods.push_back(mod(x));
      } else {
        bad("attack: unknown field '" + k + "' (ability, target, kind, incoming, reflect, mods)");
      }
    }
    if (s.attack.ability < 0) bad("attack names its ability: attack = { ability = \"Ember Strike\", ... }");
  } else if (attacking) {
    bad("the " + std::string(duel::to_string(s.phase)) + " phase resolves an attack: give it (attack = { ability = ..., incoming = ... })");
  }
  if (const json* w = get(sc_.spec, "window")) {
    if (!w->is_object()) bad("window is a table: window = { active = 1, asked = 0, passes = 0, open = true }");
    s.window = timing::Window::opening(s.active, static_cast<int>(s.players.size()));
    for (auto& [k, v] : w->items()) {
      if (k == "active") s.window.active = integer(v, "the window's active", 1, m_->player_count()) - 1;
      else if (k == "asked") s.window.asked = integer(v, "the window's asked", 0, m_->player_count() - 1);
      else if (k == "passes") s.window.passes = integer(v, "the window's passes", 0, m_->player_count());
      else if (k == "open") {
        if (!v.is_boolean()) bad("the window's open is true or false");
        s.window.open = v.get<bool>();
      } else {
        bad("window: unknown field '" + k + "' (active, asked, passes, open)");
      }
    }
  } else if (s.phase == duel::Phase::Respond || s.phase == duel::Phase::Then) {
    s.window = timing::Window::opening(s.active, static_cast<int>(s.players.size()));
  }
}

void DuelRunner::step(const std::string& verb, const json& args) {
  if (verb == "roll") return pin(args);
  RunnerBase::step(verb, args);
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
  if (s.pending.kind == duel::Kind::Select) p = m_->next_opponent(s.active);
  std::vector<json> values;
  if (a->is_object()) {
    for (auto& [k, v] : a->items()) {
      if (k == "player") p = integer(v, "roll's player", 1, m_->player_count()) - 1;
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
  const std::size_t n = static_cast<std::size_t>(m_->player_count());
  auto per_player = [&](const std::string& what, const json& v, auto get) {
    if (!v.is_array() || v.size() != n) bad(what + " lists " + (n == 2 ? std::string("both players") : "each of the " + std::to_string(n) + " players") + ": " + what + " = { 50, 43 }");
    for (std::size_t p = 0; p < n; ++p) {
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
      if (!v.is_array() || v.size() != n) bad("tokens lists " + (n == 2 ? std::string("both players") : "each of the " + std::to_string(n) + " players") + ": tokens = { { Kindle = 1 }, {} }");
      for (std::size_t p = 0; p < n; ++p)
        for (auto& [name, n] : v[p].items()) {
          const int st = m_->content().status(name);
          if (st < 0) bad("no status effect '" + name + "'");
          const int got = s.players[p].tokens[static_cast<std::size_t>(st)];
          if (got != integer(n, name, 0, 99)) wrong.push_back(pname(static_cast<PlayerId>(p)) + " holds " + std::to_string(got) + " " + name + ", expected " + lua_text(n));
        }
    } else if (k == "decider") {
      const int want = integer(v, "decider", 0, static_cast<int>(n)) - 1;
      if (m_->decider() != want) wrong.push_back("the decider is " + (m_->decider() < 0 ? std::string("nobody") : pname(m_->decider())) + ", expected " + lua_text(v));
    } else if (k == "decision") {
      if (m_->decision_name() != str(v, "decision")) wrong.push_back("the decision is " + m_->decision_name() + ", expected " + lua_text(v));
    } else if (k == "phase") {
      if (std::string(duel::to_string(s.phase)) != str(v, "phase")) wrong.push_back("the phase is " + std::string(duel::to_string(s.phase)) + ", expected " + lua_text(v));
    } else if (k == "winner") {
      const int want = integer(v, "winner", 0, static_cast<int>(n)) - 1;
      // A side wins together: any of its players names it.
      if (!s.over || (want < 0 ? s.winner != kNone : s.winner == kNone || m_->side_of(s.winner) != m_->side_of(want))) wrong.push_back("the game is " + std::string(s.over ? "over, won by " + (s.winner < 0 ? std::string("nobody") : pname(s.winner)) : "not over") + ", expected " + lua_text(v));
    } else if (k == "offers" || k == "lacks") {
      for (const json& key : v.is_array() ? v : json::array({v})) {
        const bool has = m_->find_option(str(key, k)) >= 0;
        if (has != (k == "offers")) wrong.push_back(quote(key.get<std::string>()) + (has ? " is offered" : " is not offered"));
      }
    } else if (k == "hash") {
      const std::string hex = hex_word(m_->hash());
      if (squash(str(v, "hash")) != hex) wrong.push_back("the state's hash is " + hex + ", expected " + v.get<std::string>());
    } else if (k == "subtotal" || k == "final" || k == "unfloored") {
      const damage::Result r = m_->attack_preview();
      const int got = k == "subtotal" ? r.subtotal : k == "final" ? r.final_damage : r.unfloored;
      if (got != integer(v, k, k == "unfloored" ? -9999 : 0, 999))
        wrong.push_back("the pending attack's " + k + " is " + std::to_string(got) + ", expected " + lua_text(v));
    } else {
      bad("unknown check '" + k + "' (health, cp, hand, tokens, decider, decision, phase, winner, offers, lacks, subtotal, unfloored, final, hash)");
    }
  }
  if (!wrong.empty()) fail(join(wrong, "; ") + pending_text());
}

std::string DuelRunner::log_problem(const json& spec, bool lacks) const {
  const int n = log_count(spec);
  const std::string text = lua_text(spec);
  if (lacks) return n > 0 ? "the log has " + text : "";
  if (n > 0) return "";
  std::vector<std::string> near;
  for (const json& ev : log_)
    if (spec.contains("type") && ev.value("type", "") == spec["type"]) near.push_back(json_text(ev));
  return "the log lacks " + text + (near.empty() ? "" : "; lines of that type: " + join(near, " "));
}

}  // namespace

bool is_duel_scenario(const Scenario& sc) {
  const json* g = get(sc.spec, "game");
  return g && g->is_string() && g->get<std::string>() == "hero-duel";
}

const std::vector<std::string>& duel_spec_fields() {
  static const std::vector<std::string> f = {"game", "format", "options", "players", "turn",  "attack",
                                             "window", "seed",   "rng",     "steps",   "description"};
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
    x.can_start = can_start_scenario;
    x.write = write_scenario;
    return x;
  }();
  return s;
}

}  // namespace dm::duel
