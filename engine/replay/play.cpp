// Playing a replay again: the content it was made with, the set-up, then every decision and
// state hash in turn, stopping at the first place the game played now parts from it.
#include <algorithm>
#include <map>

#include "dm/files.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"

namespace dm {

namespace {

std::string who(PlayerId p) { return "P" + std::to_string(p + 1); }

ReplayDiff diff(ReplayDiffKind k, std::size_t step, std::string message) { return ReplayDiff{k, step, std::move(message)}; }

// "step 12 (line 40; turn 3, P1 asked main_action)".
std::string where(const Match& g, const Replay& r, std::size_t i) {
  std::string out = "step " + std::to_string(i + 1) + " (line " + std::to_string(r.steps[i].line) + "; ";
  out += g.turn() > 0 ? "turn " + std::to_string(g.turn()) : std::string(g.game_name() == Game::kName ? "the draft" : "the set-up");
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

ReplayDiff check_replay_content(const Replay& r, const CardLibrary& lib) {
  for (const auto& c : r.cards) {
    const int def = lib.find(c.id);
    const std::string named = "card " + c.id + " '" + c.title + "' (" + c.file + ", line " + std::to_string(c.line) + " of the replay)";
    if (def < 0 || lib.at(def).id != c.id)
      return diff(ReplayDiffKind::Content, 0, named + " is not among the cards loaded now (give its file with --cards)");
    const std::uint64_t now = card_script_hash(lib.source(def).lua);
    if (now != c.hash)
      return diff(ReplayDiffKind::Content, 0,
                  "card " + c.id + " '" + lib.at(def).name() + "' (" + lib.source(def).file +
                      ") has changed since the replay was made: its script's hash is " + hex_hash(now) + ", the replay holds " +
                      hex_hash(c.hash) + " (line " + std::to_string(c.line) + ")");
  }
  for (const auto& s : r.scripts) {
    // The recorded file is the format's own script, shown relative to the scripts folder.
    const std::string path = format_path(format_source(r));
    std::string why;
    auto text = read_input_file(path, kMaxFormatFileBytes, why);
    if (!text)
      return diff(ReplayDiffKind::Content, 0, "format script " + s.file + " can't be read as " + path + ": " + why);
    const std::uint64_t now = content_hash(*text);
    if (now != s.hash)
      return diff(ReplayDiffKind::Content, 0,
                  "format script " + path + " has changed since the replay was made: its hash is " + hex_hash(now) +
                      ", the replay holds " + hex_hash(s.hash) + " (line " + std::to_string(s.line) + ")");
  }
  return {};
}

GameSetup replay_setup(const Replay& r, std::shared_ptr<const CardLibrary> library) {
  const CardLibrary& lib = *library;
  auto def_of = [&](const std::string& id) {
    const int d = lib.find(id);
    if (d < 0) throw std::runtime_error("card " + id + " is not among the cards loaded now");
    return d;
  };
  GameSetup s;
  if (r.draft_seats > 0) {
    // The draft is the format's procedure: the decisions replay it from the format's script.
    Format format(format_source(r), library, r.options);
    if (!format.drafts()) throw std::runtime_error("the format " + r.format + " no longer drafts its teams");
    s = format.setup(r.seed);
    auto differs = [&](const std::string& what, long now, long then) {
      if (now != then)
        throw std::runtime_error("the format " + r.format + " now sets " + what + " to " + std::to_string(now) +
                                 "; the replay's game had " + std::to_string(then));
    };
    differs("the edition", static_cast<long>(s.edition), static_cast<long>(r.edition));
    differs("life", s.life, r.life);
    differs("first_turn_attack", s.first_turn_attack, r.first_turn_attack);
    differs("the drafters", s.draft_seats, r.draft_seats);
    differs("the players", static_cast<long>(s.teams.size()), static_cast<long>(r.players.size()));
    for (std::size_t p = 0; p < s.teams.size(); ++p) {
      const SideId side = s.teams[p].side == kNone ? static_cast<SideId>(p) : s.teams[p].side;
      differs(who(static_cast<PlayerId>(p)) + "'s side", side, r.players[p].side);
      differs(who(static_cast<PlayerId>(p)) + "'s Sidekicks", s.teams[p].sidekicks, r.players[p].sidekicks);
    }
    s.turn_cap = r.turn_cap;  // `dice play --turn-cap` may have set it
    return s;
  }
  s.library = library;
  // The log names a format by its script's `name`, which for a format given by path is not the
  // path the replay records: the script says it, so that a replay's log is the game's.
  s.format = r.format;
  if (names_a_format_file(r.format)) s.format = Format(format_source(r), library, r.options).name();
  s.edition = r.edition;
  s.life = r.life;
  s.turn_cap = r.turn_cap;
  s.first_turn_attack = r.first_turn_attack;
  for (const auto& p : r.players) {
    TeamSetup t;
    t.side = p.side;
    t.sidekicks = p.sidekicks;
    for (const auto& [id, n] : p.cards) t.cards.emplace_back(def_of(id), n);
    s.teams.push_back(std::move(t));
  }
  for (const auto& [id, n] : r.basic_actions) s.shared.emplace_back(def_of(id), n);
  return s;
}

ReplayRun play_replay(const Replay& r, std::shared_ptr<const CardLibrary> library, std::shared_ptr<AbilityRuntime> runtime,
                      const ReplayRunOptions& o) {
  ReplayRun run;
  if ((run.diff = check_replay_content(r, *library))) return run;
  try {
    run.setup = replay_setup(r, library);
  } catch (const FormatError& e) {
    run.diff = diff(ReplayDiffKind::Setup, 0, "the format can't be loaded: " + std::string(e.what()));
    return run;
  } catch (const std::exception& e) {
    run.diff = diff(ReplayDiffKind::Setup, 0, e.what());
    return run;
  }
  try {
    run.game = std::make_unique<Game>(run.setup, r.seed, std::move(runtime));
  } catch (const std::exception& e) {
    run.diff = diff(ReplayDiffKind::Invalid, 0, std::string("the game can't be set up as the replay says: ") + e.what());
    return run;
  }
  Game& g = *run.game;
  if (o.on_start) o.on_start(g, run.setup);
  g.advance();
  if (o.on_started) o.on_started(g);
  run.diff = replay_steps(g, r, o.stop_after, [&](const Match& m, std::size_t k) {
    if (o.on_step) o.on_step(static_cast<const Game&>(m), k);
  }, run.steps);
  return run;
}

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

MatchReplayRun play_match_replay(const Replay& r, const MatchReplayOptions& o) {
  MatchReplayRun run;
  const GameType* type = find_game_type(r.game);
  if (!type) {
    run.diff = diff(ReplayDiffKind::Invalid, 0, "the replay is of the game '" + r.game + "', which this build does not know");
    return run;
  }
  std::unique_ptr<Table> table;
  try {
    table = type->open(format_source(r), r.options);
  } catch (const std::exception& e) {
    run.diff = diff(ReplayDiffKind::Setup, 0, "the format can't be loaded: " + std::string(e.what()));
    return run;
  }
  // Every script the replay names must be there now, unchanged.
  const std::vector<ScriptHash> now = table->scripts();
  for (const auto& s : r.scripts) {
    // The carried copy of the format script stands for the file the replay names.
    auto it = std::find_if(now.begin(), now.end(), [&](const ScriptHash& h) {
      return shown_script_path(h.file) == s.file || (!r.format_file.empty() && h.file == r.format_file && s.file == r.format);
    });
    if (it == now.end()) {
      run.diff = diff(ReplayDiffKind::Content, 0,
                      "script " + s.file + " (line " + std::to_string(s.line) + ") is not among the scripts the format " +
                          r.format + " uses now");
      return run;
    }
    if (it->hash != s.hash) {
      run.diff = diff(ReplayDiffKind::Content, 0,
                      "script " + it->file + " has changed since the replay was made: its hash is " + hex_hash(it->hash) +
                          ", the replay holds " + hex_hash(s.hash) + " (line " + std::to_string(s.line) + ")");
      return run;
    }
  }
  try {
    run.match = table->start(r.seed, {});
  } catch (const std::exception& e) {
    run.diff = diff(ReplayDiffKind::Invalid, 0, std::string("the game can't be set up as the replay says: ") + e.what());
    return run;
  }
  run.table = std::move(table);
  Match& g = *run.match;
  if (o.on_start) o.on_start(g);
  g.advance();
  if (o.on_started) o.on_started(g);
  run.diff = replay_steps(g, r, o.stop_after, o.on_step, run.steps);
  return run;
}

}  // namespace dm
