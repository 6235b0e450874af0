// dice replay: plays a replay file again and checks every state hash; tells it up to a step
// with the table there (--to), writes its log (--log) or the state as a scenario (--scenario).
#include <fstream>
#include <iostream>
#include <limits>
#include <optional>
#include <nlohmann/json.hpp>

#include "dm/files.hpp"
#include "dm/game_log.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"
#include "dm/text.hpp"
#include "dm/version.hpp"
#include "tools/common/args.hpp"
#include "tools/common/output.hpp"
#include "engine/module/game_module.hpp"
#include "engine/view/words.hpp"
#include "tools/dice/commands.hpp"
#include "tools/dice/common.hpp"
#include "tools/dice/replay_open.hpp"

namespace dm::cli {

using view::player_word;

namespace {

struct ReplayCliOptions {
  std::string file;
  std::int64_t to = -1;  // -1: every step
  std::string log;
  std::string scenario;
  std::string html;  // the viewer page of the replayed game
  std::vector<std::string> cards;
  std::string format;  // the format script a replay names by path, given by the person running it
};

// Exit statuses: 0 the same game, 1 it differs (content, a decision, a state), 2 the file
// can't be read or used, or an option is wrong.
constexpr int kDiffers = 1, kUnusable = 2;

// What is asked after `stop` steps, and of whom, with the options and the replay's answer (its
// next step); nothing once the game is over. At most 40 options are listed (a reroll's subsets).
void tell_pending(const Match& m, const Replay& r, std::size_t stop) {
  if (m.over()) return;
  std::cout << "\n" << player_word(m.decider()) << " is asked: " << m.prompt() << "\n";
  // What that player has in view that the board doesn't show (their hand, their Reserve Pool).
  const view::Terminal& t = view_of(m.game_name()).terminal;
  if (const std::string seen = t.situation ? t.situation(m) : ""; !seen.empty()) std::cout << seen << "\n";
  for (int i = 0; i < m.option_count(); ++i) {
    if (i == 40) {
      std::cout << "  ... and " << m.option_count() - 40 << " more\n";
      break;
    }
    std::cout << "  [" << i << "] " << m.option_label(i) << "  (" << m.option_key(i) << ")\n";
  }
  if (stop < r.steps.size()) std::cout << "The replay's answer: " << r.steps[stop].key << "\n";
}

// The header's format options, held to what `--option` takes: a name the format does not take,
// or a value out of its range, is an error in the file (line and column), exit 2. `load` loads
// the format with options; a format that fails without any is the format's own problem, told
// later as a difference.
template <typename Load>
bool header_options_ok(const ReplayCliOptions& o, const Replay& r, Load load) {
  if (r.options.empty()) return true;
  try {
    load(r.options);
    return true;
  } catch (const std::exception& with) {
    try {
      load(FormatOptions{});
    } catch (const std::exception&) {
      return true;
    }
    std::cerr << ReplayError{o.file, r.header_line, r.options_col, std::string("the format's options: ") + with.what()}.text() << "\n";
    return false;
  }
}

int run_replay(const ReplayCliOptions& o) {
  std::vector<std::pair<std::string, std::string>> inputs = {{"dice replay", o.file}, {"--format", o.format}};
  add_inputs(inputs, "--cards", o.cards);
  if (!tools::distinct_outputs({{"--log", o.log}, {"--html", o.html}, {"--scenario", o.scenario}}, inputs)) return kUnusable;
  auto opened = open_replay(o.file, o.format, o.cards);
  if (!opened) return kUnusable;
  const Replay& r = opened->replay;
  if (r.engine != version())
    std::cerr << "warning: " << printable_line(o.file) << " was written by engine " << printable_line(r.engine) << ", this is "
              << version() << ": replaying anyway, the state hashes decide\n";
  {
    // A format that isn't there is a replay that can't be used, not one that differs.
    std::string missing;
    if (!read_input_file(format_path(format_source(r)), kMaxFormatFileBytes, missing)) {
      std::cerr << ReplayError{o.file, r.header_line, r.format_col,
                               "unknown format '" + r.format + "': " + format_path(format_source(r)) + ": " + missing +
                                   " (`dice formats list` names the formats)"}
                       .text()
                << "\n";
      return kUnusable;
    }
  }
  if (o.to > static_cast<std::int64_t>(r.steps.size())) {
    std::cerr << "error: --to " << o.to << ": the replay has " << r.steps.size() << " steps (0 is the start)\n";
    return kUnusable;
  }
  const GameType* type = find_game_type(r.game);
  if (!type) {
    std::cerr << ReplayError{o.file, r.header_line, 1, "the replay is of the game '" + r.game + "', which this build does not know"}.text() << "\n";
    return kUnusable;
  }
  if (!opened->content.empty() && !type->content_kind()) {
    std::cerr << "error: --cards: this replay is of " << printable_line(type->info().title) << ", which takes no card files\n";
    return kUnusable;
  }
  if (!header_options_ok(o, r, [&](const FormatOptions& options) { type->open(format_source(r), options, opened->content); }))
    return kUnusable;
  const std::size_t stop = o.to < 0 ? r.steps.size() : static_cast<std::size_t>(o.to);

  if (!o.scenario.empty()) {
    tools::OutputFile out;
    if (!out.open(o.scenario)) return kUnusable;
    ScenarioOptions so;
    so.content = opened->content;
    const ReplayScenario sc = replay_scenario(r, stop, [&](std::size_t k, const std::function<void(const Match&, std::size_t)>& on_step) {
      MatchReplayOptions ro;
      ro.stop_after = k;
      ro.on_step = on_step;
      auto run = std::make_shared<MatchReplayRun>(play_match_replay(r, opened->content, ro));
      ReplayedAt at;
      at.diff = run->diff;
      if (run->match) at.match = std::shared_ptr<const Match>(run, run->match.get());
      return at;
    }, so);
    if (sc.diff) {
      std::cerr << "error: " << printable_line(o.file) << ": " << sc.diff.message << "\n";
      return sc.diff.kind == ReplayDiffKind::Invalid ? kUnusable : kDiffers;
    }
    if (!sc.ok) {
      std::cerr << "error: no scenario can be written for step " << stop << ": " << sc.message << "\n";
      return kDiffers;
    }
    out << sc.text;
    if (!tools::finish_file(out, o.scenario)) return kUnusable;
    if (sc.step != stop)
      std::cerr << "note: step " << stop << " is not a point a scenario can start at (docs/replays.md); the scenario holds step "
                << sc.step << ", the nearest one before it\n";
    std::cout << "wrote " << o.scenario << ": the state after step " << sc.step << "\n";
    return 0;
  }

  tools::OutputFile log, page;
  if (!tools::open_output(log, o.log)) return kUnusable;
  if (!tools::open_output(page, o.html)) return kUnusable;
  std::unique_ptr<view::PageRecorder> viewer;
  const bool tell = o.to >= 0;
  const view::GameView& shown = view_of(r.game);
  Match* game = nullptr;
  Table* table = nullptr;
  std::string page_error;
  auto write = [&](const std::string& line) {
    if (log.is_open()) log << line << '\n';
    if (viewer) viewer->event(line);
    if (tell && game) {
      std::string told = shown.narrate(*game, nlohmann::json::parse(line));
      if (!told.empty()) std::cout << told << '\n';
    }
  };
  MatchReplayOptions ro;
  ro.stop_after = stop;
  ro.on_start = [&](Match& m, Table& t) {
    game = &m;
    table = &t;
    m.set_log(write);
    const std::string start = t.start_line(m, r.seed, r.agents);
    if (!o.html.empty()) {
      try {
        viewer = view::page_recorder(shown, m, nlohmann::json::parse(start));
      } catch (const std::invalid_argument& e) {
        page_error = e.what();
      }
    }
    write(start);
  };
  ro.on_started = [&](const Match& m) {
    write(m.state_line());
    if (viewer) viewer->step(m);
  };
  ro.on_step = [&](const Match& m, std::size_t) {
    if (viewer) viewer->step(m);
  };
  MatchReplayRun run = play_match_replay(r, opened->content, ro);
  if (!page_error.empty()) {
    std::cerr << "error: --html: " << page_error << "\n";
    return kUnusable;
  }
  if (run.diff) {
    if (!tools::finish_file(log, o.log)) return kUnusable;
    std::cerr << "error: " << printable_line(o.file) << ": " << run.diff.message << "\n";
    return run.diff.kind == ReplayDiffKind::Invalid ? kUnusable : kDiffers;
  }
  if (!tell) write(game_over_line(*run.match));
  if (!tools::finish_file(log, o.log)) return kUnusable;
  if (viewer) {
    page << viewer->page();
    if (!tools::finish_file(page, o.html)) return kUnusable;
  }
  if (tell) {
    std::cout << "\n== The table after step " << stop << " of " << r.steps.size() << " ==\n" << shown.board(*run.match);
    tell_pending(*run.match, r, stop);
    return 0;
  }
  const MatchResult end = run.match->result();
  if (shown.result) {
    std::cout << "the same game, " << r.steps.size() << " steps: " << shown.result(*run.match) << "\n";
    return 0;
  }
  std::cout << "the same game, " << r.steps.size() << " steps: "
            << (end.winner == kNone ? std::string("no winner") : "side " + std::to_string(end.winner + 1) + " wins") << " ("
            << end.reason << ") after " << end.turns << " turns\n";
  (void)table;
  return 0;
}

}  // namespace

void add_replay(CLI::App& app) {
  auto o = std::make_shared<ReplayCliOptions>();
  auto* cmd = app.add_subcommand("replay", "play a replay file again, checking every state (docs/replays.md)");
  cmd->add_option("file", o->file, "the replay file (dice play --replay, dice sim --replays)")->required();
  cmd->add_option("--to", o->to, "stop after this step: tell the game up to it and show the table there (0: the start)")
      ->check(dm::tools::whole_number(0, kMaxReplaySteps));
  cmd->add_option("--log", o->log, "write the JSON-lines event log of the game played again (as dice play --log wrote it)");
  cmd->add_option("--scenario", o->scenario,
                  "write a scenario file (docs/scenarios.md) that sets up the state after --to STEP (default: the last step)");
  cmd->add_option("--html", o->html, "write the replayed game (up to --to) as a page to step through in a browser (docs/viewer.md)");
  cmd->add_option("--cards", o->cards, "extra card files or folders the game was played with");
  cmd->add_option("--format", o->format,
                  "the format script the replay names by path (a replay never makes dice read a file of its own choosing)");
  cmd->callback([o] { exit_code() = run_replay(*o); });
}

}  // namespace dm::cli
