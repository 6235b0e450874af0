// A replay's state as a scenario file: the table die by die, whose turn and where in it, and
// expectations that the game is exactly there. A scenario starts a turn at a handful of points
// (Game::set_position), so a position is written only when that start rebuilds the very same
// state and decision (docs/replays.md); the replay's driver then tries an earlier step.
#include <algorithm>

#include "dm/card_scenarios.hpp"
#include "dm/game.hpp"
#include "engine/masters/module.hpp"

namespace dm {

namespace {

// Where a scenario can start a turn, for the decision pending there.
struct Start {
  TurnStart start;
  const char* name;  // the scenario file's word for it
};

std::optional<Start> start_for(const Game& g) {
  if (g.over()) return std::nullopt;
  const GameState& s = g.state();
  const Decision& d = g.pending();
  if (d.kind == DecisionKind::Reroll && s.step == Step::Roll) return Start{TurnStart::Roll, "roll"};
  if (d.kind == DecisionKind::MainAction && s.step == Step::Main) return Start{TurnStart::Main, "main"};
  if (d.kind == DecisionKind::DeclareAttackers && s.step == Step::Attack) return Start{TurnStart::Attack, "attack"};
  if (d.kind == DecisionKind::DeclareBlockers && s.step == Step::Attack) return Start{TurnStart::Blockers, "blockers"};
  if (d.kind == DecisionKind::GlobalWindow && d.ask == Ask::GlobalsAfterBlockers && s.step == Step::Attack)
    return Start{TurnStart::AfterBlockers, "after_blockers"};
  return std::nullopt;
}

// What a fresh game set at a position can't hold: lasting effects, abilities on their way,
// energy that is not a die, what happened earlier in the turn.
bool plain(const GameState& s) {
  if (!s.mods.empty() || !s.once.empty() || !s.instances.empty() || !s.events.empty() || !s.damage.empty() ||
      !s.division.empty() || !s.protected_dice.empty() || !s.selection.empty() || s.fielded_this_turn != 0 ||
      !s.chance.faces.empty() || !s.chance.draws.empty())
    return false;
  for (const auto& p : s.players)
    if (p.bonus_generic != 0 || p.floating != 0) return false;
  for (const auto& d : s.dice)
    if (d.zone == Zone::Captured || d.held_by != kNone || d.hurt_by != kNone) return false;
  return true;
}

// The players' cards and the basic actions, as a scenario lists them, in the order the game
// holds its cards (so a game built from them numbers every die the same way).
struct Layout {
  std::vector<std::vector<std::pair<int, int>>> cards;  // by player: (definition, dice)
  std::vector<int> sidekicks;
  std::vector<SideId> sides;
  std::vector<std::pair<int, int>> basics;
};

int dice_of(const GameState& s, CardId c) {
  return static_cast<int>(std::count_if(s.dice.begin(), s.dice.end(), [&](const Die& d) { return d.card == c; }));
}

Layout layout_of(const GameState& s) {
  Layout l;
  const int n = s.player_count();
  l.cards.resize(static_cast<std::size_t>(n));
  l.sidekicks.assign(static_cast<std::size_t>(n), 0);
  for (PlayerId p = 0; p < n; ++p) l.sides.push_back(s.side(p));
  const int sidekick = s.library->sidekick();
  for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c) {
    const CardInPlay& card = s.cards[static_cast<std::size_t>(c)];
    const int k = dice_of(s, c);
    if (card.owner == kNone) l.basics.emplace_back(card.def, k);
    else if (card.def == sidekick) l.sidekicks[static_cast<std::size_t>(card.owner)] = k;
    else l.cards[static_cast<std::size_t>(card.owner)].emplace_back(card.def, k);
  }
  return l;
}

GameSetup setup_of(const Layout& l, const GameState& s, std::shared_ptr<const CardLibrary> library) {
  GameSetup g;
  g.library = std::move(library);
  g.format = "scenario";
  g.edition = s.edition;
  g.life = s.start_life;
  g.turn_cap = s.turn_cap;
  g.first_turn_attack = s.attack_first_turn;
  for (std::size_t p = 0; p < l.cards.size(); ++p) g.teams.push_back(TeamSetup{l.cards[p], l.sidekicks[p], l.sides[p]});
  g.shared = l.basics;
  return g;
}

Position position_of(const GameState& s, TurnStart start) {
  Position pos;
  for (const auto& d : s.dice)
    pos.dice.push_back(DiePlacement{d.id, d.zone, d.face, d.owner, d.controller, d.damage, d.blocking});
  for (const auto& side : s.sides) pos.life.push_back(side.life);
  pos.active = s.active;
  pos.turn = s.turn;
  pos.start = start;
  return pos;
}

// The faces a Roll start must pin so the dice in the Prep Area show what they show now.
std::vector<DieId> rolled_dice(const GameState& s) {
  std::vector<DieId> out;
  for (const auto& d : s.dice)
    if (d.zone == Zone::Prep && d.controller == s.active) out.push_back(d.id);
  return out;
}

// Whether a fresh game of the same cards, set at the position, is exactly where `g` is.
std::optional<std::string> probe(const Game& g, const Start& start, std::shared_ptr<AbilityRuntime> runtime) {
  const GameState& s = g.state();
  const Layout l = layout_of(s);
  Game fresh(setup_of(l, s, s.library), 1, std::move(runtime));
  const GameState& f = fresh.state();
  if (f.cards.size() != s.cards.size() || f.dice.size() != s.dice.size()) return "its cards can't be listed as a scenario lists them";
  for (std::size_t i = 0; i < s.cards.size(); ++i)
    if (f.cards[i].def != s.cards[i].def || f.cards[i].owner != s.cards[i].owner) return "its cards are in an order a scenario can't give";
  for (std::size_t i = 0; i < s.dice.size(); ++i)
    if (f.dice[i].card != s.dice[i].card) return "its dice are numbered in an order a scenario can't give";
  if (auto err = fresh.set_position(position_of(s, start.start))) return *err;
  if (start.start == TurnStart::Roll) {
    std::vector<int> faces;
    for (DieId d : rolled_dice(s)) faces.push_back(s.dice[static_cast<std::size_t>(d)].face);
    fresh.force_faces(faces);
  }
  fresh.advance();
  const GameState& t = fresh.state();
  if (fresh.over() || t.pending.kind != s.pending.kind || t.pending.player != s.pending.player || t.pending.ask != s.pending.ask ||
      t.pending.options != s.pending.options)
    return "the decision a scenario starting there reaches is another";
  bool dice_same = true;
  for (std::size_t i = 0; i < s.dice.size(); ++i) {
    const Die &a = s.dice[i], &b = t.dice[i];
    dice_same &= a.zone == b.zone && a.face == b.face && a.owner == b.owner && a.controller == b.controller &&
                 a.damage == b.damage && a.blocking == b.blocking && a.was_blocked == b.was_blocked;
  }
  if (!dice_same) return "the dice a scenario starting there reaches are elsewhere";
  for (std::size_t i = 0; i < s.sides.size(); ++i)
    if (s.sides[i].life != t.sides[i].life) return "the life totals differ";
  if (t.turn != s.turn || t.active != s.active || t.active_side != s.active_side || t.step != s.step || !plain(t))
    return "the turn a scenario starting there reaches is another";
  return std::nullopt;
}

std::string lua_string(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c == 0x7f) {
      out += "\\" + std::to_string(c);
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

const char* zone_word(Zone z) {
  switch (z) {
    case Zone::Supply: return "supply";
    case Zone::Bag: return "bag";
    case Zone::Prep: return "prep";
    case Zone::Reserve: return "reserve";
    case Zone::Field: return "field";
    case Zone::Attack: return "attack";
    case Zone::OutOfPlay: return "out_of_play";
    case Zone::Used: return "used";
    case Zone::Captured: return "captured";
  }
  return "used";
}

// Where a zone's dice are listed in a written scenario: the table first, then the dice in hand,
// the bag and the cards.
int zone_order(Zone z) {
  switch (z) {
    case Zone::Field: return 0;
    case Zone::Attack: return 1;
    case Zone::Captured: return 2;
    case Zone::Reserve: return 3;
    case Zone::Prep: return 4;
    case Zone::Used: return 5;
    case Zone::OutOfPlay: return 6;
    case Zone::Bag: return 7;
    case Zone::Supply: return 8;
  }
  return 9;
}

const char* zone_title(Zone z) {
  switch (z) {
    case Zone::Field: return "Field Zone";
    case Zone::Attack: return "Attack Zone";
    case Zone::Captured: return "captured";
    case Zone::Reserve: return "Reserve Pool";
    case Zone::Prep: return "Prep Area";
    case Zone::Used: return "Used Pile";
    case Zone::OutOfPlay: return "Out of Play";
    case Zone::Bag: return "bag";
    case Zone::Supply: return "on their cards";
  }
  return "";
}

std::string scenario_text(const scenario::ScenarioOrigin& r, const Game& g, const Start& start) {
  const std::size_t step = r.step;
  const GameState& s = g.state();
  const CardLibrary& lib = *s.library;
  const Layout l = layout_of(s);
  auto name = [&](DieId d) { return lua_string(scenario_die_name(s, d)); };
  // A card by its name, as a person reads it; by id only where the name would mean another.
  auto card = [&](int def) { return lua_string(lib.find(lib.at(def).name()) == def ? lib.at(def).name() : lib.at(def).id); };
  // A face by what it shows ("shield", "wild", "2 bolt", "1/3/3"); by position where two faces of the
  // card show the same.
  auto face = [&](const Die& d) {
    const CardDef& def = s.def(d.card);
    const std::string shown = def.faces[static_cast<std::size_t>(d.face)].describe();
    int same = 0;
    for (const auto& f : def.faces) same += f.describe() == shown;
    return same == 1 ? lua_string(shown == "?" ? "wild" : shown) : std::to_string(d.face + 1);
  };
  // A die no set-up line needs: where and as a new game has it.
  const int sidekick = lib.sidekick();
  auto as_new = [&](const Die& d) {
    const bool is_sidekick = s.cards[static_cast<std::size_t>(d.card)].def == sidekick;
    return d.face == 0 && d.damage == 0 && d.blocking == kNone && d.controller == d.owner &&
           (is_sidekick ? d.zone == Zone::Bag : d.zone == Zone::Supply);
  };
  auto player = [](PlayerId p) { return std::to_string(p + 1); };
  std::string o;
  o += "-- The state after step " + std::to_string(step) + " of the replay " + r.replay + " (format " + r.format + ", seed " +
       std::to_string(r.seed) + "):\n";
  o += "-- turn " + std::to_string(s.turn) + ", P" + player(s.active) + "'s, " + std::string(to_string(g.pending().kind)) +
       " asked of P" + player(g.pending().player) + ". Written by `dice replay --scenario` (docs/replays.md).\n";
  o += "return scenario " + lua_string("replay " + r.replay + ", step " + std::to_string(step)) + " {\n";
  o += "  edition = \"" + std::string(to_string(s.edition)) + "\",\n";
  o += "  life = " + std::to_string(s.start_life) + ",\n";
  o += "  turn_cap = " + std::to_string(s.turn_cap) + ",\n";
  o += std::string("  first_turn_attack = ") + (s.attack_first_turn ? "true" : "false") + ",\n";
  o += "  players = {\n";
  for (std::size_t p = 0; p < l.cards.size(); ++p) {
    o += "    { life = " + std::to_string(s.life(static_cast<PlayerId>(p))) + ", sidekicks = " + std::to_string(l.sidekicks[p]) +
         ", cards = {";
    for (std::size_t i = 0; i < l.cards[p].size(); ++i)
      o += std::string(i ? "," : "") + " { " + card(l.cards[p][i].first) + ", " + std::to_string(l.cards[p][i].second) + " }";
    o += std::string(l.cards[p].empty() ? "" : " ") + "} },\n";
  }
  o += "  },\n";
  if (l.cards.size() != 2) {
    o += "  sides = {";
    for (std::size_t p = 0; p < l.sides.size(); ++p) o += std::string(p ? ", " : " ") + std::to_string(l.sides[p] + 1);
    o += " },\n";
  }
  o += "  basic_actions = {";
  for (std::size_t i = 0; i < l.basics.size(); ++i)
    o += std::string(i ? "," : "") + " { " + card(l.basics[i].first) + ", " + std::to_string(l.basics[i].second) + " }";
  o += std::string(l.basics.empty() ? "" : " ") + "},\n";
  // Grouped by player (basic action dice last) and zone; dice where a new game has them are left out.
  o += "  setup = {\n";
  std::vector<const Die*> listed;
  for (const auto& d : s.dice)
    if (!as_new(d)) listed.push_back(&d);
  auto group = [&](const Die& d) {
    const PlayerId whose = s.cards[static_cast<std::size_t>(d.card)].owner;
    return std::make_pair(whose == kNone ? 99 : whose, zone_order(d.zone));
  };
  std::stable_sort(listed.begin(), listed.end(), [&](const Die* a, const Die* b) { return group(*a) < group(*b); });
  std::pair<int, int> last{-1, -1};
  for (const Die* dp : listed) {
    const Die& d = *dp;
    if (group(d) != last) {
      last = group(d);
      o += "    -- " + (last.first == 99 ? std::string("basic action dice") : "P" + player(static_cast<PlayerId>(last.first)) + "'s dice") +
           ": " + zone_title(d.zone) + "\n";
    }
    o += "    { " + name(d.id) + ", \"" + zone_word(d.zone) + "\", " + face(d);
    if (s.cards[static_cast<std::size_t>(d.card)].owner == kNone && d.zone != Zone::Supply) o += ", owner = " + player(d.owner);
    if (d.controller != d.owner && d.controller != kNone) o += ", controller = " + player(d.controller);
    if (d.damage) o += ", damage = " + std::to_string(d.damage);
    if (d.blocking != kNone) o += ", blocking = " + name(d.blocking);
    o += " },\n";
  }
  o += "  },\n";
  o += "  turn = { player = " + player(s.active) + ", step = \"" + start.name + "\", number = " + std::to_string(s.turn) + " },\n";
  if (start.start == TurnStart::Roll) {
    o += "  -- The Prep Area rolls again as the scenario starts: pinned to what it showed.\n  rolls = {";
    bool first = true;
    for (DieId d : rolled_dice(s)) {
      o += std::string(first ? " " : ", ") + "{ " + name(d) + ", " + face(s.dice[static_cast<std::size_t>(d)]) + " }";
      first = false;
    }
    o += " },\n";
  }
  o += "  steps = {\n    expect {\n      life = {";
  for (PlayerId p = 0; p < s.player_count(); ++p) o += std::string(p ? ", " : " ") + std::to_string(s.life(p));
  o += " },\n      zone = {\n";
  for (const auto& d : s.dice) o += "        [" + name(d.id) + "] = \"" + zone_word(d.zone) + "\",\n";
  o += "      },\n      face = {\n";
  for (const auto& d : s.dice)
    if (d.zone != Zone::Supply && d.zone != Zone::Bag) o += "        [" + name(d.id) + "] = " + face(d) + ",\n";
  o += "      },\n";
  std::string damage, controller;
  for (const auto& d : s.dice) {
    if (in_field(d.zone)) damage += "        [" + name(d.id) + "] = " + std::to_string(d.damage) + ",\n";
    if (d.controller != kNone && d.owner != kNone) controller += "        [" + name(d.id) + "] = " + player(d.controller) + ",\n";
  }
  if (!damage.empty()) o += "      damage = {\n" + damage + "      },\n";
  if (!controller.empty()) o += "      controller = {\n" + controller + "      },\n";
  o += "      turn = { player = " + player(s.active) + ", step = \"" + std::string(to_string(s.step)) +
       "\", number = " + std::to_string(s.turn) + " },\n";
  o += "      decision = { kind = \"" + std::string(to_string(g.pending().kind)) + "\", player = " + player(g.pending().player) +
       " },\n";
  o += "    },\n  },\n}\n";
  return o;
}

}  // namespace

namespace masters {

bool can_start_scenario(const Match& m) {
  const Game& g = static_cast<const Game&>(m);
  return start_for(g) && plain(g.state());
}

std::optional<std::string> write_scenario(const Match& m, const scenario::ScenarioOrigin& from, std::string& why) {
  const Game& g = static_cast<const Game&>(m);
  const auto start = start_for(g);
  if (!start || !plain(g.state())) {
    why = "not at a point where a scenario can start a turn";
    return std::nullopt;
  }
  if (auto problem = probe(g, *start, g.shared_runtime())) {
    why = *problem;
    return std::nullopt;
  }
  return scenario_text(from, g, *start);
}

}  // namespace masters

}  // namespace dm
