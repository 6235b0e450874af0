// Playing a replay again: the content it was made with, the set-up, then every decision and
// state hash in turn, stopping at the first place the game played now parts from it.
#include <algorithm>
#include <filesystem>
#include <map>

#include "dm/files.hpp"
#include "dm/hash.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"

namespace dm {

namespace fs = std::filesystem;

namespace {

std::string who(PlayerId p) { return "P" + std::to_string(p + 1); }

ReplayDiff diff(ReplayDiffKind k, std::size_t step, std::string message) { return ReplayDiff{k, step, std::move(message)}; }

// "step 12 (line 40; turn 3, P1 asked main_action)".
std::string where(const Match& g, const Replay& r, std::size_t i) {
  std::string out = "step " + std::to_string(i + 1) + " (line " + std::to_string(r.steps[i].line) + "; ";
  out += g.turn() > 0 ? "turn " + std::to_string(g.turn()) : g.seat_count() > g.player_count() ? std::string("the draft") : std::string("the set-up");
  if (!g.over()) out += ", " + who(g.decider()) + " asked " + g.decision_name();
  return out + ")";
}

std::string offered(const Match& g) {
  const std::size_t n = static_cast<std::size_t>(g.option_count());
  std::string out;
  for (std::size_t i = 0; i < n && i < 40; ++i) out += (i ? ", " : "") + g.option_key(static_cast<int>(i));
  if (n > 40) out += ", ... (" + std::to_string(n - 40) + " more)";
  return out.empty() ? "nothing" : out;
}

std::string end_text(SideId winner, const std::string& reason, int turns) {
  return (winner == kNone ? std::string("no winner") : "side " + std::to_string(winner + 1) + " wins") + " (" + reason +
         ") after " + std::to_string(turns) + " turns";
}

}  // namespace

ReplayDiff replay_steps(Match& g, const Replay& r, std::size_t stop_after,
                        const std::function<void(const Match&, std::size_t)>& on_step, std::size_t& steps) {
  if (g.hash() != r.start_hash)
    return diff(ReplayDiffKind::Hash, 0,
                "the state after the game's start differs: its hash is " + hex_hash(g.hash()) + ", the replay holds " +
                    hex_hash(r.start_hash) + " (line " + std::to_string(r.start_line) + ")");
  const std::size_t last = std::min(r.steps.size(), stop_after);
  for (std::size_t i = 0; i < last; ++i) {
    const ReplayStep& st = r.steps[i];
    if (g.over()) {
      const MatchResult now = g.result();
      return diff(ReplayDiffKind::End, i + 1,
                  "step " + std::to_string(i + 1) + " (line " + std::to_string(st.line) + "): the game is already over (" +
                      end_text(now.winner, now.reason, now.turns) + "); the replay holds '" + st.key + "' for " + who(st.player));
    }
    const int option = g.find_option(st.key);
    if (g.decider() != st.player || option < 0)
      return diff(ReplayDiffKind::Decision, i + 1,
                  where(g, r, i) + ": the replay holds '" + st.key + "' by " + who(st.player) + "; the game offers " +
                      who(g.decider()) + ": " + offered(g));
    if (auto err = g.apply(option))
      return diff(ReplayDiffKind::Decision, i + 1, where(g, r, i) + ": '" + st.key + "' is refused: " + *err);
    steps = i + 1;
    if (on_step) on_step(g, i + 1);
    if (g.hash() != st.hash)
      return diff(ReplayDiffKind::Hash, i + 1,
                  "step " + std::to_string(i + 1) + " (line " + std::to_string(st.line) + "; turn " + std::to_string(g.turn()) +
                      ", '" + st.key + "' by " + who(st.player) + "): the state afterwards differs: its hash is " +
                      hex_hash(g.hash()) + ", the replay holds " + hex_hash(st.hash));
  }
  if (last < r.steps.size()) return {};  // stopped where asked
  if (!g.over())
    return diff(ReplayDiffKind::End, r.steps.size(),
                "the replay ends after step " + std::to_string(r.steps.size()) + " (line " + std::to_string(r.end.line) +
                    ") but the game goes on: " + who(g.decider()) + " is asked " + g.decision_name() + " (" + offered(g) + ")");
  const MatchResult now = g.result();
  if (now.winner != r.end.winner || now.reason != r.end.reason || now.turns != r.end.turns)
    return diff(ReplayDiffKind::End, r.steps.size(),
                "the game ends with " + end_text(now.winner, now.reason, now.turns) + "; the replay's end line (line " +
                    std::to_string(r.end.line) + ") says " + end_text(r.end.winner, r.end.reason, r.end.turns));
  return {};
}

MatchReplayRun play_match_replay(const Replay& r, const std::vector<std::string>& content, const MatchReplayOptions& o) {
  MatchReplayRun run;
  const GameType* type = find_game_type(r.game);
  if (!type) {
    run.diff = diff(ReplayDiffKind::Invalid, 0, "the replay is of the game '" + r.game + "', which this build does not know");
    return run;
  }
  std::unique_ptr<Table> table;
  try {
    table = type->open(format_source(r), r.options, content);
  } catch (const std::exception& e) {
    run.diff = diff(ReplayDiffKind::Setup, 0, "the format can't be loaded: " + std::string(e.what()));
    return run;
  }
  // Every piece of content the game's own lines list (a card game's cards) must be there now, unchanged.
  if (const std::string differs = table->check_replay_content(r); !differs.empty()) {
    run.diff = diff(ReplayDiffKind::Content, 0, differs);
    return run;
  }
  // Every script the replay names must be there now, unchanged.
  const std::vector<ScriptHash> now = table->scripts();
  for (const auto& s : r.scripts) {
    // The carried copies stand for the files the replay names; the format's is its first script
    // line, which names it as it was shown (relative to the data folder when it lay inside).
    const auto copy = r.unpacked.find(s.file);
    const bool format_line = s.file == r.format || &s == &r.scripts.front();
    auto it = std::find_if(now.begin(), now.end(), [&](const ScriptHash& h) {
      if (copy != r.unpacked.end()) return fs::path(h.file).lexically_normal() == fs::path(copy->second).lexically_normal();
      return shown_script_path(h.file) == s.file || (!r.format_file.empty() && h.file == r.format_file && format_line);
    });
    if (it == now.end()) {
      run.diff = diff(ReplayDiffKind::Content, 0,
                      "script " + s.file + " (line " + std::to_string(s.line) + ") is not among the scripts the format " +
                          r.format + " uses now");
      return run;
    }
    if (it->hash != s.hash) {
      // The format's own script is named as such.
      const bool format = it == now.begin();
      run.diff = diff(ReplayDiffKind::Content, 0,
                      std::string(format ? "format script " : "script ") + it->file + " has changed since the replay was made: its hash is " +
                          hex_hash(it->hash) + ", the replay holds " + hex_hash(s.hash) + " (line " + std::to_string(s.line) + ")");
      return run;
    }
  }
  try {
    run.match = table->start_replay(r);
  } catch (const ReplaySetupError& e) {
    run.diff = e.invalid ? diff(ReplayDiffKind::Invalid, 0, std::string("the game can't be set up as the replay says: ") + e.what())
                         : diff(ReplayDiffKind::Setup, 0, e.what());
    return run;
  } catch (const std::exception& e) {
    run.diff = diff(ReplayDiffKind::Invalid, 0, std::string("the game can't be set up as the replay says: ") + e.what());
    return run;
  }
  run.table = std::move(table);
  Match& g = *run.match;
  if (o.on_start) o.on_start(g, *run.table);
  g.advance();
  if (o.on_started) o.on_started(g);
  run.diff = replay_steps(g, r, o.stop_after, o.on_step, run.steps);
  return run;
}

}  // namespace dm
