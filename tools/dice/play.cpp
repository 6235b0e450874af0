// dice play: one game between agents (or a person), told turn by turn, logged as JSON lines.
#include <fstream>
#include <iostream>
#include <optional>
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "dm/game_log.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"
#include "dm/rng.hpp"
#include "dm/simulate.hpp"
#include "dm/text.hpp"
#include "tools/common/args.hpp"
#include "tools/common/output.hpp"
#include "tools/dice/commands.hpp"
#include "tools/dice/common.hpp"
#include "tools/dice/format_choice.hpp"
#include "engine/module/game_module.hpp"
#include "engine/view/words.hpp"
#include "tools/dice/human.hpp"
#include "tools/dice/play.hpp"

namespace dm::cli {

using view::player_word;

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

// Whether a log line is a state line (`"type":"state"`, wherever the key falls in it), without
// parsing it: inside a JSON string a quote is escaped, so the bare text is the line's own key.
bool is_state_line(const std::string& line) { return line.find("\"type\":\"state\"") != std::string::npos; }

// The one line `-q` prints: who won, after how many turns, and why.
std::string result_line(const Match& g) {
  const MatchResult r = g.result();
  std::string who = r.winner == kNone ? "no winner" : player_word(r.winner) + " wins";
  // A game of sides (Doubles) names the side.
  if (r.winner != kNone && g.side_count() != g.player_count()) who = "side " + std::to_string(r.winner + 1) + " wins";
  return who + " after " + std::to_string(r.turns) + " turns (" + r.reason + ")";
}

}  // namespace

int play_match(std::unique_ptr<Match> start_game, bool advanced, const PlayOptions& o, const std::vector<std::string>& names,
               std::vector<std::unique_ptr<Agent>>& agents, const std::string& start,
               std::unique_ptr<ReplayRecorder> recorder, const std::string& playing_on) {
  // The game lives in `game`: undo puts an earlier clone there.
  std::unique_ptr<Match> game = std::move(start_game);
  const view::GameView& shown = view_of(game->game_name());
  // Opened before the game, so a file that can't be written doesn't cost a whole game first.
  // A game that stops unfinished leaves every file as it was (no new file, the old one whole).
  tools::OutputFile log, page, replay_out;
  if (!tools::open_output(log, o.log)) return 2;
  std::unique_ptr<view::PageRecorder> viewer;
  if (!tools::open_output(page, o.html)) return 2;
  if (!tools::open_output(replay_out, o.replay)) return 2;
  auto write = [&](const std::string& line) {
    if (log.is_open()) log << line << '\n';
    if (viewer) viewer->event(line);
    // A state line holds the whole table, and no game tells it: parsing one after every
    // answer would make a long game cost the square of its length.
    if (o.quiet == 0 && !is_state_line(line)) {
      std::string text = shown.narrate(*game, nlohmann::json::parse(line));
      if (!text.empty()) std::cout << text << '\n';
    }
  };
  // Lines nobody reads are not made: a quiet game without --log or --html is played unlogged.
  const bool logged = o.quiet == 0 || !o.log.empty() || !o.html.empty();
  if (logged) game->set_log(write);
  if (!o.html.empty()) {
    try {
      viewer = view::page_recorder(shown, *game, nlohmann::json::parse(start));
    } catch (const std::invalid_argument& e) {
      std::cerr << "error: --html: " << e.what() << "\n";
      return 2;
    }
  }
  write(start);
  // Puzzle mode: the header first, then the table as it is taken up.
  if (!playing_on.empty() && o.quiet == 0) std::cout << "== Playing on from " << playing_on << " ==\n" << shown.board(*game) << "\n";
  if (!advanced) game->advance();
  if (recorder) recorder->start(*game);
  write(game->state_line());
  if (viewer) viewer->step(*game);
  // Undo, for people: the game as it stood before each of their answers (the game is a value).
  // Only in casual play: a log, a replay or a page records every answer given.
  const bool recording = !o.log.empty() || !o.html.empty() || recorder != nullptr;
  std::vector<std::pair<PlayerId, std::unique_ptr<Match>>> before_answers;
  while (!game->over()) {
    Match& g = *game;
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
      game = std::move(before_answers.back().second);
      before_answers.pop_back();  // pushed again when the decision is asked
      if (logged) game->set_log(write);
      std::cout << "(undone: " << player_word(p) << " answers again, turn " << game->turn() << ")\n";
      continue;
    }
    if (auto err = recorder ? recorder->apply(g, choice) : g.apply(choice)) {
      if (err->rfind("the draft failed", 0) == 0) std::cerr << "error: " << *err << " (the game stops unfinished)\n";
      else std::cerr << "error: agent " << names[static_cast<std::size_t>(p)] << " made an illegal choice: " << *err << "\n";
      return 1;
    }
    if (viewer) viewer->step(g);
  }
  const Match& g = *game;
  // A game that never began (a draft stopped at one of its bounds built no teams).
  if (const std::string why = g.unbegun(); !why.empty()) {
    std::cerr << "error: " << why << " (no game was played)\n";
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
    const std::string text = replay_text(recorder->replay());
    // A replay dice replay would refuse, or that would not play back from what it carries, is
    // not written.
    if (const std::string why = replay_refusal(text); !why.empty()) {
      std::cerr << "error: --replay: not written: " << printable_line(why)
                << (o.embed ? " (a format names its scripts relative to itself, ./x.lua, or in the data folder)" : "") << "\n";
      return 2;
    }
    replay_out << text;
    if (!tools::finish_file(replay_out, o.replay)) return 2;
  }
  // A log cut short by a full disk must not pass for a whole game.
  if (!tools::finish_file(log, o.log)) return 2;
  if (viewer) {
    page << viewer->page();
    if (!tools::finish_file(page, o.html)) return 2;
  }
  return 0;
}

namespace {

int run_play(const PlayOptions& o) {
  std::vector<std::pair<std::string, std::string>> inputs;
  if (names_a_path(o.format.format)) add_inputs(inputs, "--format", {o.format.format});
  add_inputs(inputs, "--cards", o.format.cards);
  add_inputs(inputs, "--sets", split_commas(o.format.sets));
  add_inputs(inputs, "--teams", split_commas(o.teams));
  add_inputs(inputs, "--from-replay", {o.from_replay});
  add_inputs(inputs, "--from-scenario", {o.from_scenario});
  if (const auto at = o.from_scenario.find(".lua:"); at != std::string::npos)
    add_inputs(inputs, "--from-scenario", {o.from_scenario.substr(0, at + 4)});
  if (!tools::distinct_outputs({{"--log", o.log}, {"--html", o.html}, {"--replay", o.replay}}, inputs)) return 2;
  if (o.embed && o.replay.empty()) {
    std::cerr << "error: --embed puts files in the replay: give --replay FILE too\n";
    return 2;
  }
  if (!o.from_replay.empty() || !o.from_scenario.empty()) {
    if (!o.from_sim.empty() || !o.teams.empty() || (!o.from_replay.empty() && !o.from_scenario.empty())) {
      std::cerr << "error: --from-replay, --from-scenario, --from-sim and --teams each set the game up: give one of them\n";
      return 2;
    }
    // The file sets the game up: an option that would set it otherwise is not silently dropped.
    const char* unused = !o.format.options.empty() ? "--option"
                         : !o.format.sets.empty()  ? "--sets"
                         : o.format.players > 0    ? "--players"
                         : o.turn_cap > 0          ? "--turn-cap"
                         : o.no_rotate             ? "--no-rotate"
                                                   : nullptr;
    if (unused) {
      std::cerr << "error: " << unused << ": " << (o.from_replay.empty() ? "--from-scenario" : "--from-replay")
                << " plays the game its file sets up, which " << unused << " can't change\n";
      return 2;
    }
    return o.from_replay.empty() ? run_play_from_scenario(o) : run_play_from_replay(o);
  }
  if (o.no_rotate && o.from_sim.empty()) {
    std::cerr << "error: --no-rotate says how a --from-sim run seated its games: give it with --from-sim\n";
    return 2;
  }
  if (o.to >= 0) {
    std::cerr << "error: --to is the step of --from-replay to play on from\n";
    return 2;
  }
  OpenedTable opened = open_chosen_table(o.format);
  if (!opened.table) return opened.status;
  Table& table = *opened.table;
  const std::string game = table.game().name;
  if (!o.teams.empty()) {
    if (!table.entry_kind()) {
      std::cerr << "error: --teams: players bring nothing of their own to " << table.game().title << " (" << o.format.format << ")\n";
      return 2;
    }
    // The players' own entries, refused with every problem before the game starts.
    const auto problems = table.set_entries(split_commas(o.teams));
    for (const auto& p : problems) std::cerr << p << "\n";
    if (!problems.empty()) return 1;
  }
  if (o.turn_cap > 0 && !table.set_turn_cap(o.turn_cap)) {
    std::cerr << "error: --turn-cap: " << table.game().title << " has no turn cap: its rules end a game\n";
    return 2;
  }
  const std::size_t players = static_cast<std::size_t>(table.players()), seats = static_cast<std::size_t>(table.seats());
  std::vector<std::string> names = o.agents.empty() ? std::vector<std::string>(players, "random") : split_commas(o.agents);
  if (names.size() != players && names.size() != seats) {
    std::cerr << "error: --agents takes one name per player (" << players << " here) separated by commas, e.g. random,greedy\n";
    return 2;
  }
  std::uint64_t seed = o.seed;
  std::vector<int> seating;
  std::vector<std::uint64_t> agent_seeds;
  if (!o.from_sim.empty()) {
    // Exactly game i of the run: its derived seed, its seats, its agents' seeds.
    SimOptions so;
    so.format = o.format.format;
    so.format_options = opened.options;
    so.agents = names;
    so.rotate = !o.no_rotate;
    std::uint64_t index = 0;
    if (!parse_from_sim(o.from_sim, so.seed, index)) return 2;
    try {
      SimGame sg = sim_game_setup(so, table, index);
      seed = sg.seed;
      names = sg.agents;
      agent_seeds = sg.agent_seeds;
      seating = sg.player_at_seat;
    } catch (const std::exception& e) {
      std::cerr << "error: " << e.what() << "\n";
      return 1;
    }
  }
  // One agent per player; drafters beyond the players draft as the agents named, in turn.
  for (std::size_t p = names.size(); p < seats; ++p) names.push_back(names[p % players]);
  std::vector<std::unique_ptr<Agent>> agents;
  try {
    for (std::size_t p = 0; p < names.size(); ++p)
      agents.push_back(make_seat_agent(names[p], p < agent_seeds.size() ? agent_seeds[p] : seat_seed(seed, p), game));
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;  // an agent named wrongly: a usage error
  } catch (const std::exception& e) {
    // An agent that failed as it started (a stdio: program that exited before its greeting
    // was read): a failed run, whether or not it exited before the greeting was sent.
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  std::unique_ptr<Match> m;
  try {
    m = table.start(seed, seating);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  const std::string start = table.start_line(*m, seed, names);
  std::unique_ptr<ReplayRecorder> recorder;
  if (!o.replay.empty()) recorder = std::make_unique<ReplayRecorder>(table, opened.options, seed, names, seating);
  return play_match(std::move(m), false, o, names, agents, start, std::move(recorder));
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
