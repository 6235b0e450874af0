// Dice Masters' scenarios (engine/scenario/game_scenarios.hpp): the fields and verbs a file may
// use, the runner with the card library of the built-in sets and the files given beside them
// (kept per thread, as a runtime is), and a replay's position written as a scenario.
#include <algorithm>
#include <map>

#include "dm/card_scenarios.hpp"
#include "dm/content.hpp"
#include "engine/masters/game_type.hpp"
#include "engine/masters/module.hpp"
#include "engine/masters/scenario/runner.hpp"
#include "engine/scenario/run.hpp"

namespace dm {

namespace masters {

bool can_start_scenario(const Match& m);                                                           // from_replay.cpp
std::optional<std::string> write_scenario(const Match& m, const scenario::ScenarioOrigin& from, std::string& why);  // from_replay.cpp

namespace {

// The card library and runtime of a list of content files, made once per thread.
struct Loaded {
  std::shared_ptr<const CardLibrary> library;
  std::shared_ptr<AbilityRuntime> runtime;
};

Loaded loaded_for(const std::vector<std::string>& content) {
  thread_local std::map<std::vector<std::string>, Loaded> cache;
  auto it = cache.find(content);
  if (it != cache.end()) return it->second;
  Loaded l;
  l.library = load_library("", content);
  l.runtime = make_lua_runtime(l.library);
  return cache.emplace(content, l).first->second;
}

// The set-up a scenario's game stands for, as the game_start line and the viewer read it: each
// player's cards and dice as the game holds them.
GameSetup setup_of(const Game& g, const std::string& format) {
  const GameState& s = g.state();
  GameSetup setup;
  setup.library = s.library;
  setup.format = format;
  setup.edition = s.edition;
  setup.turn_cap = s.turn_cap;
  setup.teams.resize(static_cast<std::size_t>(g.player_count()));
  setup.life = 0;  // the position's own, not a format's default
  for (PlayerId p = 0; p < g.player_count(); ++p) {
    setup.teams[static_cast<std::size_t>(p)].side = g.side_of(p);
    setup.teams[static_cast<std::size_t>(p)].sidekicks = 0;
    setup.life = std::max(setup.life, s.life(p));
  }
  for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c) {
    int dice = 0;
    for (const auto& d : s.dice) dice += d.card == c;
    const CardInPlay& card = s.cards[static_cast<std::size_t>(c)];
    const CardDef& def = s.library->at(card.def);
    if (card.owner == kNone) setup.shared.emplace_back(card.def, dice);
    else if (def.kind == CardKind::Sidekick) setup.teams[static_cast<std::size_t>(card.owner)].sidekicks += dice;
    else setup.teams[static_cast<std::size_t>(card.owner)].cards.emplace_back(card.def, dice);
  }
  return setup;
}

std::string start_line(const Match& m, const std::string& where, const std::vector<std::string>& agents) {
  const Game& g = static_cast<const Game&>(m);
  return game_start_line(g, setup_of(g, "scenario " + where), 0, agents, {});
}

ScenarioResult run(const Scenario& sc, const ScenarioOptions& opts) {
  Loaded l;
  try {
    l = loaded_for(opts.content);
  } catch (const std::exception& e) {
    return ScenarioResult{sc.file, sc.name, false, true, sc.line, sc.file + ":" + std::to_string(sc.line) + ": cards: " + e.what()};
  }
  return run_scenario(sc, l.library, l.runtime, opts);
}

// Only Dice Masters' scenarios, for a runner given its own library.
const ScenarioCatalog& own_catalog() {
  static const ScenarioCatalog c{"dice-masters", {{"dice-masters", &scenarios()}}};
  return c;
}

}  // namespace

const scenario::GameScenarios& scenarios() {
  static const scenario::GameScenarios s = [] {
    scenario::GameScenarios x;
    x.fields = {"edition", "life",  "seed",  "players", "sides",     "basic_actions", "dice_per_basic_action", "setup",
                "turn",    "rolls", "draws", "steps",   "first_turn_attack", "turn_cap", "description", "draft", "cards",
                "expect_refused"};
    x.verbs = {"buy",    "field", "field_alt", "use",  "global", "activate", "attack", "block", "pass",
               "done",   "reroll", "pay",      "target", "yes",  "no",       "assign", "order", "choose",
               "cancel", "roll",  "draw",      "run_until", "pick", "stack", "dice",   "keep",  "basic"};
    x.run = run;
    x.can_start = can_start_scenario;
    x.write = write_scenario;
    x.start_line = start_line;
    return x;
  }();
  return s;
}

}  // namespace masters

std::string scenario_die_name(const GameState& s, DieId d) { return die_name(s, d); }

std::vector<ScenarioResult> run_scenario_text(const std::string& text, const std::string& file,
                                              std::shared_ptr<const CardLibrary> library,
                                              std::shared_ptr<AbilityRuntime> runtime, const ScenarioOptions& opts) {
  return scenario::run_text(text, file, masters::own_catalog(), opts,
                            [&](const Scenario& sc) { return run_scenario(sc, library, runtime, opts); });
}

std::vector<ScenarioResult> run_scenario_file(const std::string& path, std::shared_ptr<const CardLibrary> library,
                                              std::shared_ptr<AbilityRuntime> runtime, const ScenarioOptions& opts) {
  return scenario::run_file(path, masters::own_catalog(), opts,
                            [&](const Scenario& sc) { return run_scenario(sc, library, runtime, opts); });
}

}  // namespace dm
