// dice play: one game between agents (or a person), told turn by turn, logged as JSON lines.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "dm/rng.hpp"
#include "dm/simulate.hpp"
#include "tools/common/args.hpp"
#include "tools/common/output.hpp"
#include "tools/dice/commands.hpp"
#include "tools/dice/common.hpp"
#include "tools/dice/format_choice.hpp"
#include "tools/dice/human.hpp"
#include "tools/dice/narrate.hpp"

namespace dm::cli {

int& exit_code() {
  static int code = 0;
  return code;
}

namespace {

// A person at the terminal: shows the options and reads a number or an option key.
struct PlayOptions {
  FormatChoice format{"avx-demo"};
  std::uint64_t seed = 1;
  std::string agents = "random,random";
  std::string log;
  std::string teams;
  bool quiet = false;
  int turn_cap = 0;
  std::string from_sim;  // "SEED,i": game i of a `dice sim` run with base seed SEED
  bool no_rotate = false;
};

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

// The game_start line: what is played, by whom, with which teams and basic actions.
nlohmann::json start_line(const GameSetup& setup, std::uint64_t seed, const std::vector<std::string>& agents,
                          const std::vector<std::string>& team_names) {
  const CardLibrary& lib = *setup.library;
  nlohmann::json players = nlohmann::json::array(), basics = nlohmann::json::array();
  for (std::size_t p = 0; p < setup.teams.size(); ++p) {
    const TeamSetup& t = setup.teams[p];
    nlohmann::json cards = nlohmann::json::array();
    for (auto [def, n] : t.cards) cards.push_back({{"card", lib.at(def).id}, {"name", lib.at(def).name()}, {"dice", n}});
    nlohmann::json pl{{"player", p}, {"side", t.side == kNone ? static_cast<int>(p) : t.side}, {"cards", cards},
                      {"sidekicks", t.sidekicks}, {"agent", p < agents.size() ? agents[p] : ""}};
    if (p < team_names.size() && !team_names[p].empty()) pl["team"] = team_names[p];
    players.push_back(pl);
  }
  for (auto [def, n] : setup.shared) basics.push_back({{"card", lib.at(def).id}, {"name", lib.at(def).name()}, {"dice", n}});
  nlohmann::json line{{"type", "game_start"}, {"format", setup.format}, {"seed", seed}, {"edition", to_string(setup.edition)},
                      {"life", setup.life}, {"turn_cap", setup.turn_cap}, {"first_turn_attack", setup.first_turn_attack},
                      {"players", players}, {"basic_actions", basics}, {"agents", agents}};
  // The teams come from the draft: its lines follow, and draft_over lists them.
  if (setup.draft) line["draft"] = {{"seats", setup.draft_seats}};
  return line;
}

int run_play(const PlayOptions& o) {
  LoadedFormat loaded = load_chosen_format(o.format);
  if (!loaded.library) return 1;
  auto lib = loaded.library;
  GameSetup setup;
  std::vector<std::string> team_names;
  std::uint64_t seed = o.seed;
  std::vector<std::string> names = split_commas(o.agents);
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
        auto teams = load_teams(split_commas(o.teams), format, *lib);
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
      auto teams = load_teams(split_commas(o.teams), format, *lib);
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
  if (names.size() != setup.teams.size() && names.size() != seats) {
    std::cerr << "error: --agents takes one name per player (" << setup.teams.size()
              << " here) separated by commas, e.g. random,greedy\n";
    return 2;
  }
  for (std::size_t p = names.size(); p < seats; ++p) names.push_back(names[p % setup.teams.size()]);
  std::vector<std::unique_ptr<Agent>> agents;
  try {
    for (std::size_t p = 0; p < names.size(); ++p)
      agents.push_back(make_seat_agent(names[p], p < agent_seeds.size() ? agent_seeds[p] : derive_seed(seed, 100 + p)));
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
  Game g(setup, seed, make_lua_runtime(lib));
  std::ofstream log;
  if (!o.log.empty()) {
    log.open(o.log, std::ios::binary | std::ios::trunc);
    if (!log) {
      std::cerr << "error: cannot write " << o.log << "\n";
      return 2;
    }
  }
  auto write = [&](const std::string& line) {
    if (log.is_open()) log << line << '\n';
    if (!o.quiet) {
      std::string text = narrate(g, nlohmann::json::parse(line));
      if (!text.empty()) std::cout << text << '\n';
    }
  };
  g.set_log(write);
  nlohmann::json start = start_line(setup, seed, names, team_names);
  nlohmann::json dice = nlohmann::json::array();
  for (const auto& d : g.state().dice)
    dice.push_back({{"id", d.id}, {"card", g.state().def(d.card).id}, {"owner", d.owner == kNone ? nlohmann::json(nullptr) : nlohmann::json(d.owner)}});
  start["dice"] = dice;
  write(start.dump());
  g.advance();
  write(g.state_line());
  while (!g.over()) {
    const PlayerId p = g.pending().player;
    int choice = 0;
    try {
      choice = agents[static_cast<std::size_t>(p)]->choose(g);
    } catch (const std::exception& e) {
      std::cerr << "error: " << e.what() << " (the game stops unfinished)\n";
      return 1;
    }
    if (auto err = g.apply(choice)) {
      std::cerr << "error: agent " << names[p] << " made an illegal choice: " << *err << "\n";
      return 1;
    }
  }
  const auto& s = g.state();
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(g.hash()));
  nlohmann::json lives = nlohmann::json::array();
  for (const auto& side : s.sides) lives.push_back(side.life);
  nlohmann::json over{{"type", "game_over"},
                      {"winner", s.winner == kNone ? nlohmann::json(nullptr) : nlohmann::json(s.winner)},
                      {"reason", to_string(s.end_reason)},
                      {"turns", s.turn},
                      {"life", lives},
                      {"hash", hash}};
  if (s.end_reason == EndReason::ScriptLimit) over["message"] = g.limit_message();
  write(over.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  // A log cut short by a full disk must not pass for a whole game.
  if (!tools::finish_file(log, o.log)) return 2;
  return 0;
}

}  // namespace

void add_play(CLI::App& app) {
  auto o = std::make_shared<PlayOptions>();
  auto* cmd = app.add_subcommand("play", "play one game and tell it turn by turn");
  o->format.add_to(cmd);
  cmd->add_option("--seed", o->seed, "seed of the game's random numbers")
      ->check(dm::tools::whole_number(0, dm::tools::kMaxSeed))
      ->capture_default_str();
  cmd->add_option("--agents", o->agents, "an agent per player, comma-separated: random, greedy, heuristic, mcts[:iters=N], stdio:CMD or human (dice agents list)")->capture_default_str();
  cmd->add_option("--log", o->log, "write the JSON-lines event log to this file");
  cmd->add_option("--teams", o->teams, "team files, one per seat, comma-separated (default: the format's own or random legal teams)");
  cmd->add_option("--turn-cap", o->turn_cap, "end the game after this many turns (default: the format's)")
      ->check(dm::tools::whole_number(1, dm::tools::kMaxTurnCap));
  cmd->add_flag("--quiet,-q", o->quiet, "don't print the account of the game");
  cmd->add_option("--from-sim", o->from_sim,
                  "SEED,i: replay game i of `dice sim --seed SEED` (give the run's --format, --option, --agents and --teams)");
  cmd->add_flag("--no-rotate", o->no_rotate, "with --from-sim: the run was made with --no-rotate");
  cmd->callback([o] { exit_code() = run_play(*o); });
}

}  // namespace dm::cli
