// A hero duel position as a scenario file (dice replay --scenario; docs/hero-duel.md,
// "Scenarios"): each player's health, combat points, dice, hand, deck from its top, discard
// pile, tokens and upgrades, the turn and its phase, the attack being resolved with what was
// played on it, the window of responses and the generator as it stands, so that the scenario
// sets up the very state (its one step checks the state's hash) and a game played on from it
// goes as the original went. A decision is asked again from the state when a scenario starts;
// a state whose pending decision is not the one it would ask again, or that holds a scenario's
// pinned rolls, is not written.
#include <cstdio>

#include "engine/duel/module.hpp"
#include "engine/duel/rules.hpp"
#include "engine/duel/scenario/runner.hpp"

namespace dm::duel {

namespace {

std::string lua_string(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%03d", c);  // three digits: a digit after it can't join in
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

// A table key: bare when Lua reads it as a name, else ["..."].
std::string lua_key(const std::string& k) {
  bool name = !k.empty() && !(k[0] >= '0' && k[0] <= '9');
  for (char c : k) name = name && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_');
  return name ? k : "[" + lua_string(k) + "]";
}

// Text for a comment line: whatever a path holds stays on the line.
std::string comment_text(const std::string& s) {
  std::string out;
  for (unsigned char c : s) out += c < 0x20 || c == 0x7f ? '?' : static_cast<char>(c);
  return out;
}

std::string list(const std::vector<std::string>& items) {
  if (items.empty()) return "{}";
  std::string out = "{ ";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out + " }";
}

std::string player(PlayerId p) { return std::to_string(p + 1); }

// Why a scenario can't give a player's dice: a die named by its number must be the first face
// showing it (the runner reads numbers so).
std::optional<std::string> dice_problem(const DuelMatch& m, PlayerId p) {
  const auto& faces = m.hero(p).faces;
  for (int f : m.state().players[static_cast<std::size_t>(p)].dice)
    for (int g = 0; g < f; ++g)
      if (faces[static_cast<std::size_t>(g)].value == faces[static_cast<std::size_t>(f)].value)
        return m.hero(p).name + " shows " + std::to_string(faces[static_cast<std::size_t>(f)].value) +
               " on two faces, and a scenario names a die by its number";
  return std::nullopt;
}

std::string player_text(const DuelMatch& m, PlayerId p) {
  const Player& P = m.state().players[static_cast<std::size_t>(p)];
  const Hero& h = m.hero(p);
  auto cards = [&](auto first, auto last) {
    std::vector<std::string> out;
    for (auto it = first; it != last; ++it) out.push_back(lua_string(h.cards[static_cast<std::size_t>(*it)].name));
    return list(out);
  };
  std::vector<std::string> dice, tokens, upgrades, levels;
  for (int f : P.dice) dice.push_back(std::to_string(h.faces[static_cast<std::size_t>(f)].value));
  for (std::size_t st = 0; st < P.tokens.size(); ++st)
    if (P.tokens[st] > 0) tokens.push_back(lua_key(m.content().statuses[st].name) + " = " + std::to_string(P.tokens[st]));
  for (std::size_t a = 0; a < P.upgrades.size(); ++a)
    if (P.upgrades[a] != 0) upgrades.push_back(lua_key(h.abilities[a].name) + " = " + std::to_string(P.upgrades[a]));
  for (std::size_t a = 0; a < P.levels.size(); ++a)
    if (P.levels[a] != 1) levels.push_back(lua_key(h.abilities[a].name) + " = " + std::to_string(P.levels[a]));
  std::string o = "    { -- " + comment_text(h.name) + "\n";
  o += "      health = " + std::to_string(P.health) + ", cp = " + std::to_string(P.cp) + ", dice = " + list(dice) + ",\n";
  o += "      hand = " + cards(P.hand.begin(), P.hand.end()) + ",\n";
  o += "      deck = " + cards(P.deck.rbegin(), P.deck.rend()) + ",\n";
  o += "      discard = " + cards(P.discard.begin(), P.discard.end()) + ",\n";
  if (!tokens.empty()) o += "      tokens = " + list(tokens) + ",\n";
  if (!upgrades.empty()) o += "      upgrades = " + list(upgrades) + ",\n";
  if (!levels.empty()) o += "      levels = " + list(levels) + ",\n";
  return o + "    },\n";
}

std::string attack_text(const DuelMatch& m) {
  const Attack& a = m.state().attack;
  std::vector<std::string> mods;
  for (const Mod& x : a.mods) {
    std::vector<std::string> f = {"op = \"" + std::string(damage::to_string(x.op)) + "\""};
    if (x.amount != 0) f.push_back("amount = " + std::to_string(x.amount));
    if (x.num != 1) f.push_back("num = " + std::to_string(x.num));
    if (x.den != 1) f.push_back("den = " + std::to_string(x.den));
    if (x.by != kNone) f.push_back("by = " + player(x.by));
    if (x.defensive) f.push_back("defensive = true");
    f.push_back("label = " + lua_string(x.label));
    mods.push_back(list(f));
  }
  std::string o = "  attack = {\n";
  o += "    ability = " + lua_string(m.hero(a.attacker).abilities[static_cast<std::size_t>(a.ability)].name) + ",\n";
  if (a.target != m.next_opponent(a.attacker)) o += "    target = " + std::to_string(a.target + 1) + ",\n";
  o += "    kind = \"" + std::string(damage::to_string(a.kind)) + "\", incoming = " + std::to_string(a.incoming) +
       ", reflect = " + std::to_string(a.reflect) + ",\n";
  o += "    mods = {";
  for (const std::string& x : mods) o += "\n      " + x + ",";
  o += mods.empty() ? "},\n" : "\n    },\n";
  return o + "  },\n";
}

std::string scenario_text(const DuelMatch& m, const scenario::ScenarioOrigin& from) {
  const State& s = m.state();
  const Content& c = m.content();
  const std::string format = from.format.empty() ? c.format : from.format;
  std::string o;
  o += "-- The state after step " + std::to_string(from.step) + " of the replay " + comment_text(from.replay) + " (format " +
       comment_text(format) + ", seed " + std::to_string(from.seed) + "):\n";
  o += "-- turn " + std::to_string(s.turn) + ", P" + player(s.active) + "'s " + std::string(to_string(s.phase)) + " phase; " +
       comment_text(m.prompt()) + ".\n";
  o += "-- Every card where it lies (each deck from its top), the dice, the attack and the generator as\n";
  o += "-- they stood, so a game played on from here goes as that one went. Written by\n";
  o += "-- `dice replay --scenario` (docs/hero-duel.md, \"Scenarios\").\n";
  o += "scenario " + lua_string("replay " + from.replay + ", step " + std::to_string(from.step)) + " {\n";
  o += "  game = \"hero-duel\",\n";
  o += "  format = " + lua_string(format) + ",\n";
  std::vector<std::string> options;
  for (const FormatOptionInfo& op : c.options)
    if (op.value != op.default_value) options.push_back(lua_key(op.name) + " = " + lua_string(op.value));
  if (!options.empty()) o += "  options = " + list(options) + ",\n";
  o += "  players = {\n";
  for (PlayerId p = 0; p < m.player_count(); ++p) o += player_text(m, p);
  o += "  },\n";
  o += "  turn = { player = " + player(s.active) + ", number = " + std::to_string(s.turn) + ", phase = \"" +
       std::string(to_string(s.phase)) + "\"" + (s.attempts ? ", attempts = " + std::to_string(s.attempts) : "") + " },\n";
  if (s.attack.ability >= 0) o += attack_text(m);
  if (s.window != timing::Window{} && !s.window.open) o += "  -- The last window of responses, closed: it stays in the state as it ended.\n";
  if (s.window != timing::Window{})
    o += "  window = { active = " + player(s.window.active) + ", asked = " + std::to_string(s.window.asked) + ", passes = " +
         std::to_string(s.window.passes) + ", open = " + (s.window.open ? "true" : "false") + " },\n";
  o += "  rng = \"" + scenario::rng_text(s.chance.rng) + "\",\n";
  std::vector<std::string> health, cp;
  for (const Player& P : s.players) {
    health.push_back(std::to_string(P.health));
    cp.push_back(std::to_string(P.cp));
  }
  o += "  steps = {\n";
  o += "    expect {\n";
  o += "      hash = \"" + scenario::hex_word(m.hash()) + "\",\n";
  o += "      health = " + list(health) + ",\n";
  o += "      cp = " + list(cp) + ",\n";
  o += "      phase = \"" + std::string(to_string(s.phase)) + "\",\n";
  o += "      decider = " + player(s.pending.player) + ",\n";
  o += "      decision = \"" + m.decision_name() + "\",\n";
  o += "    },\n";
  o += "  },\n";
  o += "}\n";
  return o;
}

// Why a scenario can't hold the position `m` is in, or nullopt when it can.
std::optional<std::string> unwritable(const DuelMatch& m) {
  const State& s = m.state();
  if (s.over) return std::string("the game is over: there is no position left to play on");
  if (s.pending.empty()) return std::string("no decision is pending");
  if (s.chance.pinned()) return std::string("the game holds pinned rolls, which a scenario pins only to be used");
  if (!s.declared.empty())
    return std::string("actions declared in the window have not resolved yet: a scenario starts before they are declared");
  if (!s.hits.empty()) return std::string("damage waits to be dealt: a scenario starts before it was");
  if (s.attack.ability >= 0 && s.attack.attacker != s.active) return std::string("the attack being resolved is not the active player's");
  if (s.window != timing::Window{} && s.window.players != m.player_count())
    return std::string("the window of responses is not one of both players");
  for (PlayerId p = 0; p < m.player_count(); ++p)
    if (auto problem = dice_problem(m, p)) return problem;
  return std::nullopt;
}

}  // namespace

bool can_start_scenario(const Match& m) {
  const auto* game = dynamic_cast<const DuelMatch*>(&m);
  return game && !unwritable(*game);
}

std::optional<std::string> write_scenario(const Match& m, const scenario::ScenarioOrigin& from, std::string& why) {
  const auto* game = dynamic_cast<const DuelMatch*>(&m);
  if (!game) {
    why = "a hero duel scenario is written from a hero duel game, not one of " + m.game_name();
    return std::nullopt;
  }
  if (auto problem = unwritable(*game)) {
    why = *problem;
    return std::nullopt;
  }
  // A scenario asks the decision again from the state it sets up: it must be this one.
  DuelMatch again(*game);
  Steps(again).s.pending = Decision{};
  again.advance();
  if (again.hash() != game->hash()) {
    why = "the decision pending is not the one its state asks when a game starts there";
    return std::nullopt;
  }
  return scenario_text(*game, from);
}

}  // namespace dm::duel
