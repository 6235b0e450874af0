// dice play: one game between agents (or a person), told turn by turn, logged as JSON lines.
#include <fstream>
#include <iostream>
#include <optional>
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "dm/game_log.hpp"
#include "dm/games.hpp"
#include "dm/duel.hpp"
#include "dm/miner.hpp"
#include "dm/replay.hpp"
#include "dm/rng.hpp"
#include "dm/simulate.hpp"
#include "dm/text.hpp"
#include "tools/common/args.hpp"
#include "tools/common/output.hpp"
#include "tools/dice/commands.hpp"
#include "tools/dice/common.hpp"
#include "tools/dice/format_choice.hpp"
#include "tools/dice/game_view.hpp"
#include "tools/dice/human.hpp"
#include "tools/dice/narrate.hpp"
#include "tools/dice/play.hpp"
#include "tools/dice/viewer.hpp"
#include "tools/dice/viewer_match.hpp"
#include "tools/dice/words.hpp"

namespace dm::cli {

int& exit_code() {
  static int code = 0;
  return code;
}

namespace {

// "SEED,i" into its numbers; prints the problem and returns false.
bool parse_from_sim(const std::string& text, std::uint64_t& seed, std::uint64_t& index) {
  const auto comma = text.find(',');
  std::string why;
  std::optional<std::uint64_t> s, i;
  if (comma != std::string::npos) s = dm::tools::parse_whole(text.substr(0, comma), 0, dm::tools::kMaxSeed, why);
  if (s) i = dm::tools::parse_whole(text.substr(comma + 1), 0, dm::tools::kMaxGames - 1, why);
  if (!i) {
    std::cerr << "error: --from-sim takes SEED,i (the run's --seed and the game's index), not '" << text << "'"
              << (why.empty() ? "" : " (" + why + ")") << "\n";
    return false;
  }
  seed = *s;
  index = *i;
  return true;
}

// The game played out between its agents, told and written as asked: the loop every game shares.
int run_play_other(const PlayOptions& o, const std::string& game);

// Puts the position `from` into `into`: both the same game, whose class the CLI knows.
bool restore(Match& into, const Match& from) {
  auto* game = dynamic_cast<Game*>(&into);
  auto* was = dynamic_cast<const Game*>(&from);
  if (game && was) {
    *game = *was;
    return true;
  }
  auto* match = dynamic_cast<miner::MinerMatch*>(&into);
  auto* had = dynamic_cast<const miner::MinerMatch*>(&from);
  if (match && had) {
    *match = *had;
    return true;
  }
  auto* duel_match = dynamic_cast<duel::DuelMatch*>(&into);
  auto* duel_had = dynamic_cast<const duel::DuelMatch*>(&from);
  if (duel_match && duel_had) {
    *duel_match = *duel_had;
    return true;
  }
  return false;
}

// The one line `-q` prints: who won, after how many turns, and why.
std::string result_line(const Match& g) {
  const MatchResult r = g.result();
  std::string who = r.winner == kNone ? "no winner" : player_word(r.winner) + " wins";
  // A game of sides (Doubles) names the side.
  if (r.winner != kNone && g.side_count() != g.player_count()) who = "side " + std::to_string(r.winner + 1) + " wins";
  return who + " after " + std::to_string(r.turns) + " turns (" + r.reason + ")";
}

}  // namespace

int play_match(Match& g, const PlayOptions& o, const std::vector<std::string>& names,
               std::vector<std::unique_ptr<Agent>>& agents, const std::string& start,
               std::unique_ptr<ReplayRecorder> recorder) {
  const GameView& view = game_view(g.game_name());
  auto* masters = dynamic_cast<Game*>(&g);
  // Opened before the game, so a file that can't be written doesn't cost a whole game first.
  // A game that stops unfinished leaves every file as it was (no new file, the old one whole).
  tools::OutputFile log, page, replay_out;
  if (!tools::open_output(log, o.log)) return 2;
  std::optional<ViewerRecorder> viewer;
  std::optional<MatchViewerRecorder> mviewer;  // the page of any other game
  if (!tools::open_output(page, o.html)) return 2;
  if (!tools::open_output(replay_out, o.replay)) return 2;
  auto write = [&](const std::string& line) {
    if (log.is_open()) log << line << '\n';
    if (viewer) viewer->event(line);
    if (mviewer) mviewer->event(line);
    if (o.quiet == 0) {
      std::string text = view.narrate(g, nlohmann::json::parse(line));
      if (!text.empty()) std::cout << text << '\n';
    }
  };
  g.set_log(write);
  if (!o.html.empty()) {
    if (masters) viewer.emplace(*masters, nlohmann::json::parse(start));
    else {
      try {
        mviewer.emplace(g, nlohmann::json::parse(start));
      } catch (const std::invalid_argument& e) {
        std::cerr << "error: --html: " << e.what() << "\n";
        return 2;
      }
    }
  }
  write(start);
  g.advance();
  if (recorder) recorder->start(g);
  write(g.state_line());
  if (viewer) viewer->step(*masters);
  if (mviewer) mviewer->step(g);
  // Undo, for people: the game as it stood before each of their answers (the game is a value).
  // Only in casual play: a log, a replay or a page records every answer given.
  const bool recording = !o.log.empty() || !o.html.empty() || recorder != nullptr;
  std::vector<std::pair<PlayerId, std::unique_ptr<Match>>> before_answers;
  while (!g.over()) {
    const PlayerId p = g.decider();
    int choice = 0;
    const bool person = names[static_cast<std::size_t>(p)] == "human";
    if (person && !recording) before_answers.emplace_back(p, g.clone());
    try {
      choice = agents[static_cast<std::size_t>(p)]->choose(g);
    } catch (const std::exception& e) {
      std::cerr << "error: " << e.what() << " (the game stops unfinished)\n";
      return 1;
    }
    if (person && choice == kUndoAnswer) {
      if (recording) {
        std::cout << "undo is for casual play: this game is being recorded (--log, --replay or --html)\n";
        continue;
      }
      before_answers.pop_back();  // the decision being asked now
      // Back past the other players' answers to this player's own last one.
      while (!before_answers.empty() && before_answers.back().first != p) before_answers.pop_back();
      if (before_answers.empty()) {
        std::cout << "nothing to undo: this is your first answer\n";
        continue;
      }
      if (!restore(g, *before_answers.back().second)) {
        std::cout << "undo is not available in this game\n";
        continue;
      }
      before_answers.pop_back();  // pushed again when the decision is asked
      g.set_log(write);
      std::cout << "(undone: " << player_word(p) << " answers again, turn " << g.turn() << ")\n";
      continue;
    }
    if (auto err = recorder ? recorder->apply(g, choice) : g.apply(choice)) {
      if (err->rfind("the draft failed", 0) == 0) std::cerr << "error: " << *err << " (the game stops unfinished)\n";
      else std::cerr << "error: agent " << names[static_cast<std::size_t>(p)] << " made an illegal choice: " << *err << "\n";
      return 1;
    }
    if (viewer) viewer->step(*masters);
    if (mviewer) mviewer->step(g);
  }
  // A draft stopped at one of the game's bounds built no teams: no game was played.
  if (masters && masters->state().draft.seats > 0 && masters->state().turn == 0) {
    std::cerr << "error: the draft did not finish: " << masters->limit_message() << " (no game was played)\n";
    return 1;
  }
  write(game_over_line(g));
  if (o.quiet == 1) std::cout << result_line(g) << "\n";
  if (recorder) {
    recorder->finish(g);
    if (o.embed)
      if (const std::string missing = recorder->carry_files(); !missing.empty()) {
        std::cerr << "error: --embed: cannot read " << printable_line(missing) << "\n";
        return 2;
      }
    replay_out << replay_text(recorder->replay());
    if (!tools::finish_file(replay_out, o.replay)) return 2;
  }
  // A log cut short by a full disk must not pass for a whole game.
  if (!tools::finish_file(log, o.log)) return 2;
  if (viewer || mviewer) {
    page << (viewer ? viewer->page() : mviewer->page());
    if (!tools::finish_file(page, o.html)) return 2;
  }
  return 0;
}

namespace {

int run_play(const PlayOptions& o) {
  if (!tools::distinct_outputs({{"--log", o.log}, {"--html", o.html}, {"--replay", o.replay}})) return 2;
  if (o.embed && o.replay.empty()) {
    std::cerr << "error: --embed puts files in the replay: give --replay FILE too\n";
    return 2;
  }
  if (!o.from_replay.empty() || !o.from_scenario.empty()) {
    if (!o.from_sim.empty() || !o.teams.empty() || (!o.from_replay.empty() && !o.from_scenario.empty())) {
      std::cerr << "error: --from-replay, --from-scenario, --from-sim and --teams each set the game up: give one of them\n";
      return 2;
    }
    return o.from_replay.empty() ? run_play_from_scenario(o) : run_play_from_replay(o);
  }
  if (o.to >= 0) {
    std::cerr << "error: --to is the step of --from-replay to play on from\n";
    return 2;
  }
  // The format's game decides; a script that can't be read is reported by the loader below.
  std::string game = Game::kName;
  try {
    game = format_game(o.format.format);
  } catch (const std::exception&) {
  }
  if (game != Game::kName) return run_play_other(o, game);
  LoadedFormat loaded = load_chosen_format(o.format);
  if (!loaded.library) return loaded.status;
  auto lib = loaded.library;
  GameSetup setup;
  std::vector<std::string> team_names;
  std::uint64_t seed = o.seed;
  std::vector<std::string> names = o.agents.empty() ? std::vector<std::string>{"random", "random"} : split_commas(o.agents);
  std::vector<std::uint64_t> agent_seeds;
  try {
    Format& format = *loaded.format;
    if (!o.from_sim.empty()) {
      // Exactly game i of the run: its derived seed, its seats, its agents' seeds.
      SimOptions so;
      so.format = o.format.format;
      so.format_options = loaded.options;
      so.agents = names;
      so.rotate = !o.no_rotate;
      std::uint64_t index = 0;
      if (!parse_from_sim(o.from_sim, so.seed, index)) return 2;
      if (!o.teams.empty()) {
        auto teams = load_teams(split_commas(o.teams), format, *lib, &loaded.options);
        if (!teams) return 1;
        so.teams = *teams;
      }
      SimGame sg = sim_game_setup(so, format, index);
      for (int p : sg.player_at_seat)
        if (static_cast<std::size_t>(p) < so.teams.size())
          team_names.push_back(so.teams[static_cast<std::size_t>(p)].name.empty() ? so.teams[static_cast<std::size_t>(p)].file
                                                                                  : so.teams[static_cast<std::size_t>(p)].name);
      setup = std::move(sg.setup);
      seed = sg.seed;
      names = sg.agents;
      agent_seeds = sg.agent_seeds;
    } else if (o.teams.empty()) {
      setup = format.setup(o.seed);
    } else {
      // The players' own teams, refused with every problem before the game starts.
      auto teams = load_teams(split_commas(o.teams), format, *lib, &loaded.options);
      if (!teams) return 1;
      for (const auto& t : *teams) team_names.push_back(t.name.empty() ? t.file : t.name);
      setup = format.setup(o.seed, *teams);
    }
  } catch (const TeamError& e) {
    for (const auto& p : e.problems) std::cerr << p.text() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  if (o.turn_cap > 0) setup.turn_cap = o.turn_cap;
  // One agent per player; drafters beyond the players draft as the agents named, in turn.
  const std::size_t seats = std::max<std::size_t>(setup.teams.size(), static_cast<std::size_t>(setup.draft_seats));
  if (o.agents.empty()) names.assign(setup.teams.size(), "random");
  if (names.size() != setup.teams.size() && names.size() != seats) {
    std::cerr << "error: --agents takes one name per player (" << setup.teams.size()
              << " here) separated by commas, e.g. random,greedy\n";
    return 2;
  }
  for (std::size_t p = names.size(); p < seats; ++p) names.push_back(names[p % setup.teams.size()]);
  std::vector<std::unique_ptr<Agent>> agents;
  try {
    for (std::size_t p = 0; p < names.size(); ++p)
      agents.push_back(make_seat_agent(names[p], p < agent_seeds.size() ? agent_seeds[p] : seat_seed(seed, p), game));
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
  Game g(setup, seed, make_lua_runtime(lib));
  const std::string start = game_start_line(g, setup, seed, names, team_names);
  std::unique_ptr<ReplayRecorder> recorder;
  if (!o.replay.empty()) recorder = std::make_unique<ReplayRecorder>(ReplayGame{o.format.format, loaded.options, setup, seed, names, team_names});
  return play_match(g, o, names, agents, start, std::move(recorder));
}

// A game other than Dice Masters: its format opened through the registry of games.
int run_play_other(const PlayOptions& o, const std::string& game) {
  if (!o.teams.empty() || !o.from_sim.empty()) {
    std::cerr << "error: " << (o.teams.empty() ? "--from-sim" : "--teams") << " is for Dice Masters formats; "
              << o.format.format << " is a " << game << " format\n";
    return 2;
  }
  FormatOptions options;
  if (!parse_options(o.format.options, options)) return 2;
  if (o.format.players > 0) options["players"] = std::to_string(o.format.players);
  std::unique_ptr<Table> table;
  try {
    table = find_game_type(game)->open(o.format.format, options);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  const std::size_t seats = static_cast<std::size_t>(table->seats());
  std::vector<std::string> names = o.agents.empty() ? std::vector<std::string>(seats, "random") : split_commas(o.agents);
  if (names.size() != seats) {
    std::cerr << "error: --agents takes one name per player (" << seats << " here) separated by commas, e.g. random,heuristic\n";
    return 2;
  }
  std::vector<std::unique_ptr<Agent>> agents;
  try {
    for (std::size_t p = 0; p < names.size(); ++p) agents.push_back(make_seat_agent(names[p], seat_seed(o.seed, p), game));
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
  std::unique_ptr<Match> m;
  try {
    m = table->start(o.seed, {});
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  const std::string start = game_start_line(*m, table->format(), o.seed, names);
  std::unique_ptr<ReplayRecorder> recorder;
  if (!o.replay.empty()) recorder = std::make_unique<ReplayRecorder>(*table, options, o.seed, names);
  return play_match(*m, o, names, agents, start, std::move(recorder));
}

}  // namespace

void add_play(CLI::App& app) {
  auto o = std::make_shared<PlayOptions>();
  auto* cmd = app.add_subcommand("play", "play one game and tell it turn by turn");
  o->format.add_to(cmd);
  cmd->add_option("--seed", o->seed, "seed of the game's random numbers")
      ->check(dm::tools::whole_number(0, dm::tools::kMaxSeed))
      ->capture_default_str();
  cmd->add_option("--agents", o->agents,
                  "an agent per player, comma-separated: random, greedy, heuristic, mcts[:iters=N], stdio:CMD or human "
                  "(dice agents list); default: random for every player");
  cmd->add_option("--log", o->log, "write the JSON-lines event log to this file");
  cmd->add_option("--html", o->html, "write the game as a page to step through in a browser (one self-contained HTML file)");
  cmd->add_option("--replay", o->replay, "write a replay file of the game (dice replay plays it again; docs/replays.md)");
  cmd->add_flag("--embed", o->embed,
                "with --replay: the replay carries the format script and card files it needs, to play again anywhere");
  cmd->add_option("--teams", o->teams, "team files, one per seat, comma-separated (default: the format's own or random legal teams)");
  cmd->add_option("--turn-cap", o->turn_cap, "end the game after this many turns (default: the format's)")
      ->check(dm::tools::whole_number(1, dm::tools::kMaxTurnCap));
  cmd->add_flag("--quiet,-q", o->quiet, "print only the result in one line (who won, turns, why); -qq prints nothing");
  cmd->add_option("--from-sim", o->from_sim,
                  "SEED,i: replay game i of `dice sim --seed SEED` (give the run's --format, --option, --agents and --teams)");
  cmd->add_flag("--no-rotate", o->no_rotate, "with --from-sim: the run was made with --no-rotate");
  cmd->add_option("--from-replay", o->from_replay,
                  "play on from a replay's position (--to STEP, default its last step), with any agents (docs/puzzles.md)");
  cmd->add_option("--to", o->to, "with --from-replay: the step to play on from (0 is the start)")
      ->check(dm::tools::whole_number(0, 100000000));
  cmd->add_option("--from-scenario", o->from_scenario,
                  "FILE[:NAME]: play on from a scenario's set-up, with any agents (docs/puzzles.md)");
  cmd->callback([o] { exit_code() = run_play(*o); });
}

}  // namespace dm::cli
