// dice play --from-replay / --from-scenario: puzzle mode. The game is set up at a position (a
// replay's step, a scenario's set-up) and played on from there with any agents, people
// included; the game is a value, so the position is simply the game as it stands there.
#include <iostream>
#include <optional>

#include "dm/content.hpp"
#include "dm/files.hpp"
#include "dm/game_log.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"
#include "dm/scenario.hpp"
#include "dm/text.hpp"
#include "tools/dice/common.hpp"
#include "tools/dice/game_view.hpp"
#include "tools/dice/human.hpp"
#include "tools/dice/play.hpp"
#include "tools/dice/replay_open.hpp"
#include "tools/dice/words.hpp"

namespace dm::cli {

namespace {

// One agent a seat: as given, or random for every seat; printed and null on a problem.
std::optional<std::vector<std::string>> seat_names(const PlayOptions& o, int seats) {
  std::vector<std::string> names =
      o.agents.empty() ? std::vector<std::string>(static_cast<std::size_t>(seats), "random") : split_commas(o.agents);
  if (static_cast<int>(names.size()) != seats) {
    std::cerr << "error: --agents takes one name per player (" << seats << " here) separated by commas, e.g. human,greedy\n";
    return std::nullopt;
  }
  return names;
}

bool make_agents(const PlayOptions& o, const std::vector<std::string>& names, const std::string& game,
                 std::vector<std::unique_ptr<Agent>>& agents) {
  try {
    for (std::size_t p = 0; p < names.size(); ++p) agents.push_back(make_seat_agent(names[p], seat_seed(o.seed, p), game));
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return false;
  }
  return true;
}

// Where the game is taken up, for the person playing on (not with -q).
void tell_position(const PlayOptions& o, const Match& g, const std::string& where) {
  if (o.quiet > 0) return;
  std::cout << "== Playing on from " << where << " ==\n" << game_view(g.game_name()).board(g) << "\n";
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

}  // namespace

int run_play_from_replay(const PlayOptions& o) {
  // As dice replay: a format script named by path is read from the replay when it carries it,
  // else only when the command line names it.
  auto opened = open_replay(o.from_replay, names_a_path(o.format.format) ? o.format.format : std::string(), o.format.cards);
  if (!opened) return 2;
  const Replay& r = opened->replay;
  const std::size_t to = o.to < 0 ? r.steps.size() : static_cast<std::size_t>(o.to);
  if (to > r.steps.size()) {
    std::cerr << "error: --to " << o.to << ": the replay has " << r.steps.size() << " steps (0 is the start)\n";
    return 2;
  }
  std::unique_ptr<Match> match;
  std::unique_ptr<Table> table;  // another game's content, alive while its match is played
  std::shared_ptr<const CardLibrary> library;
  ReplayDiff diff;
  GameSetup setup;  // Dice Masters': its teams and dice, for the game_start line
  if (r.game == Game::kName) {
    auto lib = load_library(opened->cards, opened->format_for_cards());
    if (!lib) return 1;
    library = lib;
    std::shared_ptr<AbilityRuntime> runtime;
    try {
      runtime = make_lua_runtime(lib);
    } catch (const std::exception& e) {
      std::cerr << "error: " << e.what() << "\n";
      return 1;
    }
    ReplayRunOptions ro;
    ro.stop_after = to;
    ReplayRun run = play_replay(r, lib, runtime, ro);
    diff = run.diff;
    setup = run.setup;
    match = std::move(run.game);
  } else {
    MatchReplayOptions ro;
    ro.stop_after = to;
    MatchReplayRun run = play_match_replay(r, ro);
    diff = run.diff;
    table = std::move(run.table);
    match = std::move(run.match);
  }
  if (diff) {
    std::cerr << "error: " << printable_line(o.from_replay) << ": can't be played to step " << to << ": " << diff.message << "\n";
    return 1;
  }
  auto names = seat_names(o, match->seat_count());
  if (!names) return 2;
  // Dice Masters' first line lists its teams and dice, from the set-up; another game's, its own fields.
  const std::string start = r.game == Game::kName
                                ? game_start_line(static_cast<const Game&>(*match), setup, r.seed, *names, {})
                                : game_start_line(*match, r.format, r.seed, *names);
  if (match->over()) {
    std::cerr << "error: the game is over at step " << to << " of " << printable_line(o.from_replay)
              << ": give --to an earlier step to play on from\n";
    return 1;
  }
  std::vector<std::unique_ptr<Agent>> agents;
  if (!make_agents(o, *names, r.game, agents)) return 2;
  // The new replay is the old one's first steps, then what is played now: it replays whole.
  std::unique_ptr<ReplayRecorder> recorder;
  if (!o.replay.empty()) recorder = std::make_unique<ReplayRecorder>(r, to, library, *names);
  tell_position(o, *match, "step " + std::to_string(to) + " of " + printable_line(o.from_replay));
  return play_match(*match, o, *names, agents, start, std::move(recorder));
}

int run_play_from_scenario(const PlayOptions& o) {
  if (!o.replay.empty()) {
    std::cerr << "error: --replay: a game set up from a scenario has no seed and steps to replay it from; the scenario "
                 "file is its record (play it on again with --from-scenario)\n";
    return 2;
  }
  // FILE or FILE:NAME (a scenario's name may hold colons; the file ends in .lua).
  std::string file = o.from_scenario, want;
  if (const auto at = o.from_scenario.find(".lua:"); at != std::string::npos) {
    file = o.from_scenario.substr(0, at + 4);
    want = o.from_scenario.substr(at + 5);
  }
  auto lib = load_library(o.format.cards);
  if (!lib) return 1;
  std::shared_ptr<AbilityRuntime> runtime;
  try {
    runtime = make_lua_runtime(lib);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  std::string current;
  std::vector<std::string> seen;
  std::optional<Game> got;
  std::unique_ptr<Match> other;  // another game's match, set up by its own scenario runner
  ScenarioOptions so;
  so.on_scenario = [&](const std::string&, const std::string& name, int) {
    current = name;
    seen.push_back(name);
  };
  // Each scenario is set up and stopped there: the one asked for is kept.
  so.on_set_up = [&](const Match& m) {
    if (!got && !other && (want.empty() || current == want)) {
      if (const auto* g = dynamic_cast<const Game*>(&m)) got.emplace(*g);
      else other = m.clone();
    }
    return false;
  };
  const auto results = run_scenario_file(file, lib, runtime, so);
  auto listed = [&] {
    std::string all;
    for (const auto& n : seen) all += "\n  " + printable_line(n);
    return all;
  };
  if (want.empty() && seen.size() > 1) {
    std::cerr << "error: " << printable_line(file) << " holds " << seen.size()
              << " scenarios: name one, --from-scenario FILE:NAME, of" << listed() << "\n";
    return 2;
  }
  if (!got && !other) {
    for (const auto& res : results)
      if (!res.passed && (want.empty() || res.name == want || res.name == file)) {
        std::cerr << "error: " << printable_line(res.message) << "\n";
        return 1;
      }
    std::cerr << "error: no scenario named '" << printable_line(want) << "' in " << printable_line(file)
              << (seen.empty() ? std::string() : "; its scenarios:" + listed()) << "\n";
    return 2;
  }
  Match& g = got ? static_cast<Match&>(*got) : *other;
  auto names = seat_names(o, g.seat_count());
  if (!names) return 2;
  std::vector<std::unique_ptr<Agent>> agents;
  if (!make_agents(o, *names, g.game_name(), agents)) return 2;
  const std::string where = file + (want.empty() ? "" : ":" + want);
  const std::string start = got ? game_start_line(*got, setup_of(*got, "scenario " + where), 0, *names, {})
                                 : game_start_line(g, "scenario " + where, 0, *names);
  tell_position(o, g, printable_line(where));
  return play_match(g, o, *names, agents, start, nullptr);
}

}  // namespace dm::cli
