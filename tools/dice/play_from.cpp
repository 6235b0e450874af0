// dice play --from-replay / --from-scenario: puzzle mode. The game is set up at a position (a
// replay's step, a scenario's set-up) and played on from there with any agents, people
// included; the game is a value, so the position is simply the game as it stands there.
#include <iostream>
#include <optional>

#include "dm/files.hpp"
#include "dm/game_log.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"
#include "dm/scenario.hpp"
#include "dm/text.hpp"
#include "engine/module/game_module.hpp"
#include "tools/dice/common.hpp"
#include "tools/dice/human.hpp"
#include "tools/dice/play.hpp"
#include "tools/dice/replay_open.hpp"


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

// The agents of the seats, or the exit status: 2 for an agent named wrongly, 1 for one that
// failed as it started.
int make_agents(const PlayOptions& o, const std::vector<std::string>& names, const std::string& game,
                std::vector<std::unique_ptr<Agent>>& agents) {
  try {
    for (std::size_t p = 0; p < names.size(); ++p) agents.push_back(make_seat_agent(names[p], seat_seed(o.seed, p), game));
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
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
  MatchReplayOptions ro;
  ro.stop_after = to;
  MatchReplayRun run = play_match_replay(r, opened->content, ro);
  if (run.diff) {
    std::cerr << "error: " << printable_line(o.from_replay) << ": can't be played to step " << to << ": " << run.diff.message << "\n";
    return 1;
  }
  std::unique_ptr<Match> match = std::move(run.match);
  Table& table = *run.table;
  auto names = seat_names(o, match->seat_count());
  if (!names) return 2;
  const std::string start = table.start_line(*match, r.seed, *names);
  if (match->over()) {
    std::cerr << "error: the game is over at step " << to << " of " << printable_line(o.from_replay)
              << ": give --to an earlier step to play on from\n";
    return 1;
  }
  std::vector<std::unique_ptr<Agent>> agents;
  if (const int status = make_agents(o, *names, r.game, agents)) return status;
  // The new replay is the old one's first steps, then what is played now: it replays whole.
  std::unique_ptr<ReplayRecorder> recorder;
  if (!o.replay.empty()) recorder = std::make_unique<ReplayRecorder>(r, to, table, *names);
  return play_match(std::move(match), true, o, *names, agents, start, std::move(recorder),
                    "step " + std::to_string(to) + " of " + printable_line(o.from_replay));
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
  std::string current;
  std::vector<std::string> seen;
  std::unique_ptr<Match> got;  // the match the scenario asked for set up
  ScenarioOptions so;
  so.content = o.format.cards;
  so.on_scenario = [&](const std::string&, const std::string& name, int) {
    current = name;
    seen.push_back(name);
  };
  // Each scenario is set up and stopped there: the one asked for is kept.
  so.on_set_up = [&](const Match& m) {
    if (!got && (want.empty() || current == want)) got = m.clone();
    return false;
  };
  const auto results = run_scenario_file(file, so);
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
  if (!got) {
    for (const auto& res : results)
      if (!res.passed && (want.empty() || res.name == want || res.name == file)) {
        std::cerr << "error: " << printable_line(res.message) << "\n";
        return 1;
      }
    std::cerr << "error: no scenario named '" << printable_line(want) << "' in " << printable_line(file)
              << (seen.empty() ? std::string() : "; its scenarios:" + listed()) << "\n";
    return 2;
  }
  Match& g = *got;
  auto names = seat_names(o, g.seat_count());
  if (!names) return 2;
  std::vector<std::unique_ptr<Agent>> agents;
  if (const int status = make_agents(o, *names, g.game_name(), agents)) return status;
  const std::string where = file + (want.empty() ? "" : ":" + want);
  const GameModule* module = find_game_module(g.game_name());
  const scenario::GameScenarios* sc = module ? module->scenarios : nullptr;
  const std::string start = sc && sc->start_line ? sc->start_line(g, where, *names) : game_start_line(g, "scenario " + where, 0, *names);
  return play_match(std::move(got), true, o, *names, agents, start, nullptr, printable_line(where));
}

}  // namespace dm::cli
