// dice sim: many seeded games across threads (and shards across machines), with totals
// that add up the same however the games were split.
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>

#include "dm/simulate.hpp"
#include "tools/dice/commands.hpp"
#include "tools/dice/common.hpp"
#include "tools/dice/format_choice.hpp"

namespace dm::cli {

namespace {

struct SimArgs {
  SimOptions o;
  std::string agents = "random,random";
  std::string shard = "0/1";
  FormatChoice choice;  // --option, --sets, --players, --cards (the format itself is o.format)
  std::vector<std::string> merge;
  std::string teams;
  bool json = false;
  bool quiet = false;
};

void print_text(const SimTotals& t, double seconds) {
  auto pct = [&](std::uint64_t n) { return t.games ? 100.0 * static_cast<double>(n) / static_cast<double>(t.games) : 0.0; };
  // Two players win as themselves; more play in sides.
  const char* who = t.players > 2 ? "side " : "P";
  std::printf("games %llu: %s1 wins %.1f%%, %s2 wins %.1f%%, ties %.1f%%, turn limit %.1f%%\n",
              static_cast<unsigned long long>(t.games), who, pct(t.wins[0]), who, pct(t.wins[1]), pct(t.ties),
              pct(t.turn_limit));
  if (t.games)
    std::printf("average %.1f turns, %.1f decisions a game; %llu script errors\n",
                static_cast<double>(t.turns) / static_cast<double>(t.games),
                static_cast<double>(t.decisions) / static_cast<double>(t.games),
                static_cast<unsigned long long>(t.script_errors));
  if (seconds > 0) std::printf("%.0f games/s\n", static_cast<double>(t.games) / seconds);
  for (auto& [id, n] : t.card_games) {
    double rate = n ? 100.0 * static_cast<double>(t.card_wins.count(id) ? t.card_wins.at(id) : 0) / static_cast<double>(n) : 0;
    std::printf("  %-10s on a team in %llu games, won %.1f%%\n", id.c_str(), static_cast<unsigned long long>(n), rate);
  }
}

int run_sim(SimArgs a) {
  if (!a.merge.empty()) {
    SimTotals total;
    for (const auto& f : a.merge) {
      std::ifstream in(f);
      if (!in) {
        std::cerr << "error: cannot read " << f << "\n";
        return 2;
      }
      try {
        std::stringstream text;
        text << in.rdbuf();
        total.add(SimTotals::from_json(text.str()));
      } catch (const std::exception& e) {
        std::cerr << "error: " << f << ": not a sim result: " << e.what() << "\n";
        return 1;
      }
    }
    if (a.json) std::cout << total.to_json() << "\n";
    else print_text(total, 0);
    return 0;
  }
  a.o.agents = split_commas(a.agents);
  if (a.o.agents.empty() || std::find(a.o.agents.begin(), a.o.agents.end(), "") != a.o.agents.end()) {
    std::cerr << "error: --agents takes agent names separated by commas, one per seat (repeated for more seats)\n";
    return 2;
  }
  auto slash = a.shard.find('/');
  try {
    a.o.shard = std::stoull(a.shard.substr(0, slash));
    a.o.shards = slash == std::string::npos ? 1 : std::stoull(a.shard.substr(slash + 1));
  } catch (...) {
    std::cerr << "error: --shard takes i/n, e.g. 0/4\n";
    return 2;
  }
  a.choice.format = a.o.format;
  LoadedFormat loaded = load_chosen_format(a.choice);
  if (!loaded.library) return 1;
  auto lib = loaded.library;
  a.o.format_options = loaded.options;
  if (!a.teams.empty()) {
    // The same teams every game, refused with every problem before any is played.
    try {
      auto teams = load_teams(split_commas(a.teams), *loaded.format, *lib);
      if (!teams) return 1;
      a.o.teams = *teams;
    } catch (const std::exception& e) {
      std::cerr << "error: " << e.what() << "\n";
      return 1;
    }
  }
  const auto start = std::chrono::steady_clock::now();
  SimTotals t;
  try {
    const std::uint64_t mine = a.o.shards ? (a.o.games + a.o.shards - 1 - a.o.shard) / a.o.shards : 0;
    std::uint64_t shown = 0;
    t = simulate(a.o, lib, [&](std::uint64_t done) {
      if (!a.quiet && done != shown && (done % 100 == 0 || done == mine))
        std::cerr << "\r" << done << "/" << mine << " games" << std::flush;
      shown = done;
    });
    if (!a.quiet) std::cerr << "\n";
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (a.json) std::cout << t.to_json() << "\n";
  else print_text(t, seconds);
  return t.script_errors ? 1 : 0;
}

}  // namespace

void add_sim(CLI::App& app) {
  auto a = std::make_shared<SimArgs>();
  auto* cmd = app.add_subcommand("sim", "play many seeded games and report totals (mergeable across shards)");
  cmd->add_option("--format", a->o.format, "format name or path")->capture_default_str();
  cmd->add_option("--option", a->choice.options, "a format option, name=value (repeat for more)")->allow_extra_args(false);
  cmd->add_option("--sets", a->choice.sets, "card sets to draft from: set ids, built-in folders or card files, comma-separated");
  cmd->add_option("--players", a->choice.players, "players drafting at the table (formats with a pod): seats 1 and 2 play");
  cmd->add_option("--seed", a->o.seed, "base seed; game i uses a seed derived from it and i")->capture_default_str();
  cmd->add_option("--games,-n", a->o.games, "number of games (before sharding)")->capture_default_str();
  cmd->add_option("--agents", a->agents, "agents by seat, comma-separated (repeated for more seats)")->capture_default_str();
  cmd->add_option("--threads,-j", a->o.threads, "worker threads (one Lua state each)")->capture_default_str();
  cmd->add_option("--shard", a->shard, "play only shard i of n (i/n), for splitting a run across machines")->capture_default_str();
  cmd->add_option("--cards", a->choice.cards, "extra card files or folders");
  cmd->add_option("--teams", a->teams, "team files, one per seat, comma-separated (default: the format's own or random legal teams)");
  cmd->add_option("--merge", a->merge, "add up the JSON results of shards instead of playing");
  cmd->add_flag("--json", a->json, "print the totals as JSON");
  cmd->add_flag("--quiet,-q", a->quiet, "no progress");
  cmd->callback([a] { exit_code() = run_sim(*a); });
}

}  // namespace dm::cli
