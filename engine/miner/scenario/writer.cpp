// A Dice Miner position as a scenario file (dice replay --scenario; docs/dice-miner.md,
// "Scenarios"): every die laid out by its number where it lies, the bag in its order, each
// player's hero, totals and spent faces, the phase and the turn mid-way, and the generator as
// it stands, so that the scenario sets up the very state (its one step checks the state's
// hash) and a game played on from it goes as the original went. A decision is asked again
// from the state when a scenario starts; a state whose pending decision is not the one it
// would ask again, or that holds a scenario's pins, is not written.
#include <cstdio>

#include "engine/miner/module.hpp"
#include "engine/miner/rules.hpp"
#include "engine/miner/scenario/runner.hpp"

namespace dm::miner {

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

std::string player(PlayerId p) { return std::to_string(p + 1); }

std::string list(const std::vector<std::string>& items) {
  if (items.empty()) return "{}";
  std::string out = "{ ";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out + " }";
}

// The phase as the scenario's `phase` names it; null for one a scenario can't start in.
const char* phase_word(Phase p) {
  switch (p) {
    case Phase::FirstPlayer: return "start";
    case Phase::Heroes: return "heroes";
    case Phase::Excavation: return "excavation";
    case Phase::Magic: return "magic";
    case Phase::Scoring: return "scoring";
    case Phase::Recovery: return "recovery";
    case Phase::TieBreak:
    case Phase::Over: return nullptr;
  }
  return nullptr;
}

// A die as a scenario lays it out: kind, face and number, with the face's place on the die when
// an earlier face has the same name, and its marks.
std::string die_text(const MinerMatch& m, DieId id) {
  const Die& d = m.state().dice[static_cast<std::size_t>(id)];
  const DieKind& kind = m.content().kinds[static_cast<std::size_t>(d.kind)];
  const std::string& face = kind.faces[static_cast<std::size_t>(d.face)].name;
  const std::string text = lua_string(kind.name + " " + face + " #" + std::to_string(id));
  std::string marks;
  if (m.content().face(d.kind, face) != d.face) marks += ", face = " + std::to_string(d.face + 1);
  if (d.spent) marks += ", spent = true";
  if (d.kept) marks += ", kept = true";
  return marks.empty() ? text : "{ " + text + marks + " }";
}

// What the pending decision asks, in words, for the file's first line.
std::string asked(const MinerMatch& m) {
  const State& s = m.state();
  const std::string who = "P" + player(s.pending.player);
  switch (s.pending.kind) {
    case Kind::Hero: return who + " to choose a hero";
    case Kind::Excavate: return who + " to take a die or share beer";
    case Kind::Take: return who + " to take a die (" + std::to_string(s.takes_left) + " left this turn)";
    case Kind::Magic: return who + " to spend magic or stop";
    case Kind::Reroll: return who + " to reroll a die (" + std::to_string(s.rerolls_left) + " rerolls left)";
    case Kind::Keep: return who + " to keep a die (" + std::to_string(s.keeps_left) + " chests left)";
    case Kind::None: break;
  }
  return "nobody asked";
}

std::string players_text(const MinerMatch& m) {
  const State& s = m.state();
  const Content& c = m.content();
  std::string out = "  players = {\n";
  for (const Player& pl : s.players) {
    std::vector<std::string> fields;
    if (pl.hero != kNone) fields.push_back("hero = " + lua_string(c.heroes[static_cast<std::size_t>(pl.hero)].name));
    fields.push_back("total = " + std::to_string(pl.total));
    if (pl.round_score != 0) fields.push_back("round_score = " + std::to_string(pl.round_score));
    if (!pl.tiebreaks.empty()) {
      std::vector<std::string> points;
      for (int t : pl.tiebreaks) points.push_back(std::to_string(t));
      fields.push_back("tiebreaks = " + list(points));
    }
    if (pl.hero_spent != 0) {
      std::vector<std::string> faces;
      for (int f = 0; f < 31; ++f)
        if (pl.hero_spent & (1 << f)) faces.push_back(std::to_string(f + 1));
      fields.push_back("hero_spent = " + list(faces));
    }
    std::vector<std::string> trove;
    for (DieId d : pl.trove) trove.push_back(die_text(m, d));
    fields.push_back("trove = " + list(trove));
    out += "    " + list(fields) + ",\n";
  }
  return out + "  },\n";
}

// The turn's counters where they differ from a phase just begun.
std::string turn_text(const State& s) {
  std::vector<std::string> fields = {"player = " + player(s.current)};
  if (s.last_taker != kNone) fields.push_back("last_taker = " + player(s.last_taker));
  if (s.turns != 0) fields.push_back("turns = " + std::to_string(s.turns));
  if (s.takes_left != 0) fields.push_back("takes_left = " + std::to_string(s.takes_left));
  if (s.shared) fields.push_back("shared = true");
  if (s.rerolls_left != 0) fields.push_back("rerolls_left = " + std::to_string(s.rerolls_left));
  if (s.keeps_left != -1) fields.push_back("keeps_left = " + std::to_string(s.keeps_left));
  if (s.heroes_chosen != 0) fields.push_back("heroes_chosen = " + std::to_string(s.heroes_chosen));
  return "  turn = " + list(fields) + ",\n";
}

std::string scenario_text(const MinerMatch& m, const scenario::ScenarioOrigin& from) {
  const State& s = m.state();
  const Content& c = m.content();
  const std::string format = from.format.empty() ? c.format : from.format;
  std::string o;
  o += "-- The state after step " + std::to_string(from.step) + " of the replay " + comment_text(from.replay) + " (format " +
       comment_text(format) + ", seed " + std::to_string(from.seed) + "):\n";
  o += "-- " + (s.round > 0 ? "round " + std::to_string(s.round) + ", " : std::string()) + std::string(to_string(s.phase)) +
       (s.tiebreak > 0 ? " of tie-break " + std::to_string(s.tiebreak) : "") + ", " + asked(m) + ".\n";
  o += "-- Every die is laid out by its number (#n, as option keys give it), the bag in its order and the\n";
  o += "-- generator as they stood, so a game played on from here goes as that one went. Written by\n";
  o += "-- `dice replay --scenario` (docs/dice-miner.md, \"Scenarios\").\n";
  o += "scenario " + lua_string("replay " + from.replay + ", step " + std::to_string(from.step)) + " {\n";
  o += "  game = \"dice-miner\",\n";
  o += "  format = " + lua_string(format) + ",\n";
  std::vector<std::string> options;
  for (const FormatOptionInfo& op : c.options)
    if (op.name != "players" && op.value != op.default_value) options.push_back(lua_key(op.name) + " = " + lua_string(op.value));
  if (!options.empty()) o += "  options = " + list(options) + ",\n";
  o += std::string("  phase = \"") + phase_word(s.phase) + "\",\n";
  if (s.round > 0) o += "  round = " + std::to_string(s.round) + ",\n";
  o += "  first = " + player(s.first) + ",\n";
  o += turn_text(s);
  if (static_cast<int>(s.contenders.size()) != s.player_count()) {
    std::vector<std::string> who;
    for (PlayerId p : s.contenders) who.push_back(player(p));
    o += "  contenders = " + list(who) + ",\n";
  }
  if (s.tiebreak > 0) o += "  tiebreak = " + std::to_string(s.tiebreak) + ",\n";
  o += players_text(m);
  std::string mountain;
  for (std::size_t i = 0; i < s.mountain.size(); ++i)
    if (s.mountain[i] != kNone) mountain += "    [" + std::to_string(i + 1) + "] = " + die_text(m, s.mountain[i]) + ",\n";
  if (!mountain.empty()) o += "  mountain = {\n" + mountain + "  },\n";
  o += "  -- The bag, in its order: a die drawn is picked by its place in it.\n  bag = {";
  for (std::size_t i = 0; i < s.bag.size(); ++i) o += std::string(i % 6 ? " " : "\n    ") + die_text(m, s.bag[i]) + ",";
  o += s.bag.empty() ? "},\n" : "\n  },\n";
  o += "  rng = \"" + scenario::rng_text(s.chance.rng) + "\",\n";
  std::vector<std::string> totals;
  for (const Player& pl : s.players) totals.push_back(std::to_string(pl.total));
  o += "  steps = {\n";
  o += "    expect {\n";
  o += "      hash = \"" + scenario::hex_word(m.hash()) + "\",\n";
  o += "      phase = \"" + std::string(to_string(s.phase)) + "\",\n";
  if (s.round > 0) o += "      round = " + std::to_string(s.round) + ",\n";
  o += "      decider = " + player(s.pending.player) + ",\n";
  o += "      decision = \"" + m.decision_name() + "\",\n";
  o += "      total = " + list(totals) + ",\n";
  o += "      bag = " + std::to_string(s.bag.size()) + ",\n";
  o += "    },\n";
  o += "  },\n";
  o += "}\n";
  return o;
}

// Why a scenario can't hold the position `m` is in, or nullopt when it can.
std::optional<std::string> unwritable(const MinerMatch& m) {
  const State& s = m.state();
  if (s.over) return std::string("the game is over: there is no position left to play on");
  if (s.pending.empty()) return std::string("no decision is pending");
  if (!phase_word(s.phase)) return "a scenario can't start in the " + std::string(to_string(s.phase)) + " phase";
  if (s.chance.pinned()) return std::string("the game holds pinned rolls or draws, which a scenario pins only to be used");
  return std::nullopt;
}

}  // namespace

bool can_start_scenario(const Match& m) {
  const auto* mm = dynamic_cast<const MinerMatch*>(&m);
  return mm && !unwritable(*mm);
}

std::optional<std::string> write_scenario(const Match& m, const scenario::ScenarioOrigin& from, std::string& why) {
  const auto* mm = dynamic_cast<const MinerMatch*>(&m);
  if (!mm) {
    why = "a Dice Miner scenario is written from a Dice Miner game, not one of " + m.game_name();
    return std::nullopt;
  }
  if (auto problem = unwritable(*mm)) {
    why = *problem;
    return std::nullopt;
  }
  // A scenario asks the decision again from the state it sets up: it must be this one.
  MinerMatch again(*mm);
  Rules::s(again).pending = Decision{};
  again.advance();
  if (again.hash() != mm->hash()) {
    why = "the decision pending is not the one its state asks when a game starts there";
    return std::nullopt;
  }
  return scenario_text(*mm, from);
}

}  // namespace dm::miner
