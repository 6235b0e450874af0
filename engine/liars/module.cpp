// Liar's Dice as the engine hosts it (engine/module/game_module.hpp): its registry entry, its
// players, its scenarios and its view, each from the part of this folder that makes it.
#include <stdexcept>

#include "engine/agents/players.hpp"
#include "engine/liars/liars.hpp"
#include "engine/module/game_module.hpp"

namespace dm::liars {

namespace {

// A scenario can start at any position of a game not over: the file holds the whole state.
bool can_start(const Match& m) { return !m.over(); }

std::optional<std::string> write(const Match& m, const scenario::ScenarioOrigin& from, std::string& why) {
  try {
    return scenario_text(m, "step " + std::to_string(from.step) + " of " + from.replay);
  } catch (const std::exception& e) {
    why = e.what();
    return std::nullopt;
  }
}

const char* help_text() {
  static const std::string text = help();
  return text.c_str();
}

}  // namespace

const GameModule& module() {
  static const GameModule m = [] {
    static const std::unique_ptr<GameType> type = make_game_type();
    static const agents::GamePlayers players{
        {{"greedy", "bids from the chances of the dice it can't see, and calls liar on a bid unlikely to hold", make_greedy}},
        search_hooks()};
    static const scenario::GameScenarios scenarios = [] {
      scenario::GameScenarios x;
      for (const auto& f : scenario_spec_fields())
        if (f != "game") x.fields.push_back(f);
      x.verbs = {"bid", "liar"};
      x.bare = {"liar"};
      x.run = run_scenario;
      x.can_start = can_start;
      x.write = write;
      return x;
    }();
    static const view::GameView view = [] {
      view::GameView x;
      x.board = board;
      x.narrate = narrate;
      x.terminal.help = help_text();
      x.table_script = viewer_script();
      x.table_style = viewer_style();
      x.seen_state = seen_state;
      x.first_player = "P1 bids first";
      return x;
    }();
    GameModule x;
    x.type = type.get();
    x.players = &players;
    x.scenarios = &scenarios;
    x.view = &view;
    return x;
  }();
  return m;
}

}  // namespace dm::liars
