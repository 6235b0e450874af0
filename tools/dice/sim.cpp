// dice sim: many seeded games across threads (and shards across machines), with statistics
// worked out from counts that add up the same however the games were split.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "dm/files.hpp"
#include "dm/replay.hpp"
#include "dm/games.hpp"
#include "dm/simulate.hpp"
#include "tools/common/args.hpp"
#include "tools/common/output.hpp"
#include "tools/dice/commands.hpp"
#include "tools/dice/common.hpp"
#include "tools/dice/format_choice.hpp"
#include "tools/dice/sim_output.hpp"

namespace dm::cli {

namespace {

struct SimArgs {
  SimOptions o;
  std::string agents = "random,random";
  std::string shard = "0/1";
  FormatChoice choice;  // --option, --sets, --players, --cards (the format itself is o.format)
  std::vector<std::string> merge;
  std::string teams;
  std::string report;
  std::string compare;
  std::string replays;            // a folder for replay files
  std::string replays_of = "all"; // which games: all, turn-limit, every:N, or indices i,j,k
  bool no_rotate = false;
  bool list_games = false;
  bool json = false;
  bool quiet = false;
};

// One updating line on a terminal: games done, games a second, time left.
class Progress {
 public:
  Progress(bool on, std::uint64_t total) : on_(on), total_(total), start_(std::chrono::steady_clock::now()) {}
  void operator()(std::uint64_t done) {
    if (!on_) return;
    const auto now = std::chrono::steady_clock::now();
    if (done < total_ && now - last_ < std::chrono::milliseconds(200)) return;
    last_ = now;
    const double secs = std::chrono::duration<double>(now - start_).count();
    const double rate = secs > 0 ? static_cast<double>(done) / secs : 0;
    const double left = rate > 0 ? static_cast<double>(total_ - done) / rate : 0;
    std::fprintf(stderr, "\r%llu/%llu games, %.1f games/s, %.0fs left\x1b[K", static_cast<unsigned long long>(done),
                 static_cast<unsigned long long>(total_), rate, left);
    std::fflush(stderr);
    shown_ = true;
  }
  void finish() {
    if (shown_) std::fputs("\r\x1b[K", stderr);
  }

 private:
  bool on_, shown_ = false;
  std::uint64_t total_;
  std::chrono::steady_clock::time_point start_, last_{};
};

std::string game_line(const GameRecord& r, bool json) {
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(r.hash));
  if (json)
    return tools::dump_json(nlohmann::json{{"game", r.index},
                                           {"seed", r.seed},
                                           {"agents", r.agents},
                                           {"winner", r.winner < 0 ? nlohmann::json(nullptr) : nlohmann::json(r.winner)},
                                           {"turns", r.turns},
                                           {"reason", r.end_reason},
                                           {"hash", hash}});
  std::string agents;
  for (const auto& a : r.agents) agents += (agents.empty() ? "" : ",") + a;
  return "game " + std::to_string(r.index) + " seed " + std::to_string(r.seed) + " agents " + agents + " winner " +
         (r.winner < 0 ? std::string("none") : "side " + std::to_string(r.winner + 1)) + " turns " +
         std::to_string(r.turns) + " " + r.end_reason + " hash " + hash;
}

int run_merge(const SimArgs& a) {
  std::vector<SimResult> parts;
  for (const auto& f : a.merge) {
    std::string why;
    auto text = read_input_file(f, kMaxResultFileBytes, why);
    if (!text) {
      std::cerr << "error: --merge: cannot read " << f << ": " << why << "\n";
      return 2;
    }
    try {
      parts.push_back(sim_result_from_json(*text));
    } catch (const std::exception& e) {
      std::cerr << "error: " << f << ": " << e.what() << "\n";
      return 1;
    }
  }
  SimResult total;
  try {
    total = merge_results(parts, a.merge);
  } catch (const std::exception& e) {
    std::cerr << "error: --merge: " << e.what() << "\n";
    return 1;
  }
  if (total.run.shards != 1)
    std::cerr << "warning: merged " << parts.size() << " of " << total.run.shards << " shards: the result is partial\n";
  if (!a.report.empty() && !write_html_report(total, a.report)) return 2;
  if (a.json) std::cout << sim_json(total) << "\n";
  else print_text(total, 0);
  return 0;
}

// --replays-of as a test on a finished game; prints the problem and returns nothing when the
// text is none of the forms.
std::optional<std::function<bool(const GameRecord&)>> replay_choice(const std::string& spec) {
  if (spec == "all") return [](const GameRecord&) { return true; };
  if (spec == "turn-limit") return [](const GameRecord& r) { return r.end_reason == "turn_limit"; };
  std::string why;
  if (spec.rfind("every:", 0) == 0) {
    if (auto n = dm::tools::parse_whole(spec.substr(6), 1, dm::tools::kMaxGames, why))
      return [n = *n](const GameRecord& r) { return r.index % n == 0; };
  } else {
    std::set<std::uint64_t> games;
    bool ok = !spec.empty();
    for (const auto& part : split_commas(spec)) {
      auto i = dm::tools::parse_whole(part, 0, dm::tools::kMaxGames - 1, why);
      if (!i) {
        ok = false;
        break;
      }
      games.insert(*i);
    }
    if (ok) return [games](const GameRecord& r) { return games.count(r.index) > 0; };
  }
  std::cerr << "error: --replays-of takes all, turn-limit, every:N or game indices (3,17,40), not '" << spec << "'"
            << (why.empty() ? "" : " (" + why + ")") << "\n";
  return std::nullopt;
}

// Replay files of chosen games into a folder, named by game index; the first write that
// fails is kept to be reported once the run is over.
struct ReplayFiles {
  std::string dir;
  std::mutex mu;
  std::string error;
  void write(const GameRecord& rec, const Replay& r) {
    char name[40];
    std::snprintf(name, sizeof name, "game-%06llu.replay.jsonl", static_cast<unsigned long long>(rec.index));
    const std::string path = (std::filesystem::path(dir) / name).string();
    std::string why;
    const std::string text = replay_text(r);
    if (const std::string refused = replay_refusal(text); !refused.empty()) {
      std::lock_guard<std::mutex> lock(mu);
      if (error.empty()) error = path + ": not written: " + refused;
      return;
    }
    if (!tools::write_whole_file(path, text, &why)) {
      std::lock_guard<std::mutex> lock(mu);
      if (error.empty()) error = why;
    }
  }
};

// Plays the run; prints what went wrong and returns nothing on an error.
std::optional<SimResult> play_run(const SimArgs& a, const SimOptions& o, const Table& table, double* seconds) {
  const std::uint64_t mine = o.games > o.shard ? (o.games - o.shard + o.shards - 1) / o.shards : 0;
  Progress progress(!a.quiet && ::isatty(STDERR_FILENO), mine);
  SimHooks hooks;
  hooks.progress = [&](std::uint64_t done) { progress(done); };
  ReplayFiles files;
  if (!a.replays.empty()) {
    auto wanted = replay_choice(a.replays_of);
    if (!wanted) return std::nullopt;
    std::error_code ec;
    std::filesystem::create_directories(a.replays, ec);
    if (ec || !std::filesystem::is_directory(a.replays, ec)) {
      std::cerr << "error: --replays: cannot make the folder " << a.replays << "\n";
      return std::nullopt;
    }
    files.dir = a.replays;
    hooks.want_replay = *wanted;
    hooks.replay = [&files](const GameRecord& rec, const Replay& r) { files.write(rec, r); };
  }
  if (a.list_games)
    hooks.game = [&](const GameRecord& r) {
      // Nobody reads any more (`dice sim --list-games | head`): the run stops, exit status 2.
      if (!(std::cout << game_line(r, a.json) << "\n")) throw std::runtime_error("standard output is closed: the run stops");
    };
  const auto start = std::chrono::steady_clock::now();
  SimResult r;
  try {
    r.totals = simulate(o, hooks);
  } catch (const std::exception& e) {
    progress.finish();
    std::cerr << "error: " << e.what() << "\n";
    return std::nullopt;
  }
  progress.finish();
  if (!files.error.empty()) {
    std::cerr << "error: --replays: " << files.error << "\n";
    return std::nullopt;
  }
  if (seconds) *seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.run = describe_run(o, table);
  r.card_names = card_names(r.totals, table);
  return r;
}

// A table of the run's format with the run's entries, to describe the run and check it first.
std::unique_ptr<Table> open_run_table(const SimArgs& a, int& status, FormatOptions* options = nullptr) {
  OpenedTable opened = open_chosen_table(a.choice);
  status = opened.status;
  if (!opened.table) return nullptr;
  if (options) *options = opened.options;
  if (!a.o.entries.empty()) {
    // The same entries every game, refused with every problem before any is played.
    const auto problems = opened.table->set_entries(a.o.entries);
    for (const auto& p : problems) std::cerr << p << "\n";
    if (!problems.empty()) {
      status = 1;
      return nullptr;
    }
  }
  if (a.o.turn_cap > 0 && !opened.table->set_turn_cap(a.o.turn_cap)) {
    std::cerr << "error: --turn-cap: " << opened.table->game().title << " has no turn cap: its rules end a game\n";
    status = 2;
    return nullptr;
  }
  return std::move(opened.table);
}

int run_compare(const SimArgs& a, Table& table) {
  const auto eq = a.compare.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == a.compare.size()) {
    std::cerr << "error: --compare takes CARD_A=CARD_B (ids or names), e.g. --compare avx-027=avx-031\n";
    return 2;
  }
  if (a.o.entries.empty()) {
    std::cerr << "error: --compare needs --teams: the team files that hold card A\n";
    return 2;
  }
  // Card B's side of the run, checked before either is played.
  int status = 0;
  auto with_b_table = open_run_table(a, status);
  if (!with_b_table) return status;
  const EntrySwap swap = with_b_table->swap_in_entries(a.compare.substr(0, eq), a.compare.substr(eq + 1));
  if (!swap.error.empty()) {
    std::istringstream lines(swap.error);
    std::string line;
    std::vector<std::string> all;
    while (std::getline(lines, line)) all.push_back(line);
    // The rules' problems are each a line of their own, as a team check prints them.
    for (std::size_t i = 0; i + 1 < all.size(); ++i) std::cerr << all[i] << "\n";
    std::cerr << "error: --compare: " << (all.empty() ? swap.error : all.back()) << "\n";
    return 1;
  }
  SimOptions with_b = a.o;
  with_b.swap_a = a.compare.substr(0, eq);
  with_b.swap_b = a.compare.substr(eq + 1);
  auto ra = play_run(a, a.o, table, nullptr);
  if (!ra) return 1;
  auto rb = play_run(a, with_b, *with_b_table, nullptr);
  if (!rb) return 1;
  Comparison c = compare_results(*ra, *rb, swap.a_id, swap.b_id, swap.players);
  c.name_a = swap.a_name;
  c.name_b = swap.b_name;
  if (!a.report.empty() && !write_html_report(*ra, a.report)) return 2;
  if (a.json) std::cout << comparison_json(c, *ra, *rb) << "\n";
  else print_comparison(c);
  return ra->totals.script_errors || rb->totals.script_errors ? 1 : 0;
}

int run_sim(SimArgs a) {
  if (!a.replays.empty() && (!a.merge.empty() || !a.compare.empty())) {
    std::cerr << "error: --replays writes the games a run plays: not with --merge or --compare\n";
    return 2;
  }
  if (!a.replays.empty() && !replay_choice(a.replays_of)) return 2;
  {
    std::vector<std::pair<std::string, std::string>> inputs;
    if (names_a_path(a.o.format)) add_inputs(inputs, "--format", {a.o.format});
    add_inputs(inputs, "--cards", a.choice.cards);
    add_inputs(inputs, "--sets", split_commas(a.choice.sets));
    add_inputs(inputs, "--teams", split_commas(a.teams));
    add_inputs(inputs, "--merge", a.merge);
    if (!tools::distinct_outputs({{"--report", a.report}}, inputs)) return 2;
    // A replay file --replays may write is an output too: no input may be one of them.
    if (!a.replays.empty()) {
      std::error_code ec;
      const auto folder = std::filesystem::weakly_canonical(a.replays, ec);
      for (const auto& [option, path] : inputs) {
        const auto in = std::filesystem::weakly_canonical(path, ec);
        const std::string leaf = in.filename().string();
        if (in.parent_path() == folder && leaf.rfind("game-", 0) == 0 && leaf.size() > 13 &&
            leaf.compare(leaf.size() - 13, 13, ".replay.jsonl") == 0) {
          std::cerr << "error: --replays may write " << path << ", the file " << option
                    << " reads: an output never replaces an input; give the replays a folder of their own\n";
          return 2;
        }
      }
    }
  }
  if (!a.merge.empty()) return run_merge(a);
  a.o.agents = split_commas(a.agents);
  a.o.rotate = !a.no_rotate;
  if (a.o.agents.empty() || std::find(a.o.agents.begin(), a.o.agents.end(), "") != a.o.agents.end()) {
    std::cerr << "error: --agents takes agent names separated by commas, one per seat (repeated for more seats)\n";
    return 2;
  }
  // "i/n": two whole numbers and one slash, 0 <= i < n; anything else would play some other set.
  const auto slash = a.shard.find('/');
  std::string why;
  std::optional<std::uint64_t> n, i;
  if (slash != std::string::npos) n = dm::tools::parse_whole(a.shard.substr(slash + 1), 1, dm::tools::kMaxGames, why);
  if (n) i = dm::tools::parse_whole(a.shard.substr(0, slash), 0, *n - 1, why);
  if (!i) {
    std::cerr << "error: --shard takes i/n with 0 <= i < n <= " << dm::tools::kMaxGames << ", e.g. 0/4, not '" << a.shard
              << "'" << (why.empty() ? "" : " (" + why + ")") << "\n";
    return 2;
  }
  a.o.shard = *i;
  a.o.shards = *n;
  a.choice.format = a.o.format;
  a.o.content = a.choice.cards;
  if (!a.teams.empty()) a.o.entries = split_commas(a.teams);
  int status = 0;
  auto table = open_run_table(a, status, &a.o.format_options);
  if (!table) return status;
  if (!a.o.entries.empty() && !table->entry_kind()) {
    std::cerr << "error: --teams: players bring nothing of their own to " << table->game().title << " (" << a.o.format << ")\n";
    return 2;
  }
  // Agents are named by seat and repeated for more seats; one past the last seat would play nothing.
  if (a.o.agents.size() > static_cast<std::size_t>(table->seats())) {
    std::cerr << "error: --agents names " << a.o.agents.size() << " agents, but " << table->game().title << " ("
              << a.o.format << ") seats " << table->seats() << ": give one a seat at most\n";
    return 2;
  }
  if (!a.compare.empty()) return run_compare(a, *table);
  double seconds = 0;
  auto r = play_run(a, a.o, *table, &seconds);
  if (!r) return 1;
  if (!a.report.empty() && !write_html_report(*r, a.report)) return 2;
  if (!a.list_games) {
    if (a.json) std::cout << sim_json(*r) << "\n";
    else print_text(*r, seconds);
  }
  return r->totals.script_errors ? 1 : 0;
}

}  // namespace

void add_sim(CLI::App& app) {
  auto a = std::make_shared<SimArgs>();
  auto* cmd = app.add_subcommand("sim", "play many seeded games and report win rates with intervals (mergeable across shards)");
  a->o.format = find_game_type(default_game())->info().default_format;
  cmd->add_option("--format", a->o.format, "format name or path")->capture_default_str();
  cmd->add_option("--option", a->choice.options, "a format option, name=value (repeat for more)")->allow_extra_args(false);
  cmd->add_option("--sets", a->choice.sets, "card sets to draft from: set ids, built-in folders or card files, comma-separated");
  cmd->add_option("--players", a->choice.players, "players at the table: a drafting format's pod (seats 1 and 2 play), or the players of a game of players")
      ->check(dm::tools::whole_number(2, dm::tools::kMaxPlayers));
  cmd->add_option("--seed", a->o.seed, "base seed; game i uses a seed derived from it and i")
      ->check(dm::tools::whole_number(0, dm::tools::kMaxSeed))
      ->capture_default_str();
  cmd->add_option("--games,-n", a->o.games, "number of games (before sharding)")
      ->check(dm::tools::whole_number(1, dm::tools::kMaxGames))
      ->capture_default_str();
  cmd->add_option("--agents", a->agents, "agents by seat in game 0, comma-separated (repeated for more seats; dice agents list)")->capture_default_str();
  cmd->add_option("--threads,-j", a->o.threads, "worker threads (one Lua state each)")
      ->check(dm::tools::whole_number(1, dm::tools::kMaxThreads))
      ->capture_default_str();
  cmd->add_option("--shard", a->shard, "play only shard i of n (i/n), for splitting a run across machines")->capture_default_str();
  cmd->add_option("--cards", a->choice.cards, "extra card files or folders");
  cmd->add_option("--teams", a->teams, "team files, one per player in game 0's seats, comma-separated (default: the format's own or random legal teams)");
  cmd->add_option("--turn-cap", a->o.turn_cap, "end each game after this many turns (default: the format's)")
      ->check(dm::tools::whole_number(1, dm::tools::kMaxTurnCap));
  cmd->add_option("--merge", a->merge, "add up the JSON results of shards of one run instead of playing");
  cmd->add_option("--report", a->report, "also write the results as one self-contained HTML page to this file");
  cmd->add_option("--compare", a->compare, "A/B: CARD_A=CARD_B plays the run as given and with B in place of A in the teams (--teams)");
  auto* replays = cmd->add_option("--replays", a->replays, "write replay files of chosen games into this folder (dice replay plays them; docs/replays.md)");
  cmd->add_option("--replays-of", a->replays_of, "which games --replays writes: all, turn-limit, every:N, or game indices 3,17,40")
      ->capture_default_str()
      ->needs(replays);
  cmd->add_flag("--no-rotate", a->no_rotate, "keep every player in their seat (by default game i rotates the seats i steps, so every player holds every seat)");
  cmd->add_flag("--list-games", a->list_games, "print one line per game (index, seed, agents by seat, winner, turns, end, hash) instead of the totals");
  cmd->add_flag("--json", a->json, "print the results (or the games of --list-games) as JSON");
  cmd->add_flag("--quiet,-q", a->quiet, "no progress line");
  cmd->callback([a, cmd] {
    // A merge adds up results already played: an option that would play a run is not ignored.
    if (!a->merge.empty())
      for (const char* run_option : {"--format", "--option", "--sets", "--players", "--seed", "--games", "--agents", "--threads",
                                     "--shard", "--cards", "--teams", "--turn-cap", "--compare", "--no-rotate", "--list-games"})
        if (cmd->count(run_option) > 0) {
          std::cerr << "error: " << run_option << " plays a run; --merge adds up the results of runs already played\n";
          exit_code() = 2;
          return;
        }
    exit_code() = run_sim(*a);
  });
}

}  // namespace dm::cli
