// dice draft: a whole pod drafts, and each seat's team is written as a team file that
// `dice team check` reads, with the draft log (every pile, pick and pass) beside it.
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "dm/agent.hpp"
#include "tools/common/args.hpp"
#include "tools/common/output.hpp"
#include "tools/dice/commands.hpp"
#include "engine/masters/commands/common.hpp"
#include "tools/dice/format_choice.hpp"
#include "tools/dice/human.hpp"
#include "engine/masters/view/narrate.hpp"

namespace dm::cli {

namespace {

struct DraftOptions {
  FormatChoice format;
  std::uint64_t seed = 1;
  std::string agents = "random";
  std::string out;
  std::string log;
  bool quiet = false;
};

int run_draft(const DraftOptions& o) {
  LoadedFormat loaded = load_chosen_format(o.format);
  if (!loaded.library) return loaded.status;
  Format& format = *loaded.format;
  if (!format.drafts()) {
    std::cerr << "error: " << format.name() << " has no draft (drafting formats: draft-teams, rainbow-draft)\n";
    return 2;
  }
  const int seats = format.draft_seats();
  std::vector<std::pair<std::string, std::string>> outputs{{"--log", o.log}};
  for (PlayerId p = 0; p < seats && !o.out.empty(); ++p)
    outputs.emplace_back("--out", (std::filesystem::path(o.out) / ("seat-" + std::to_string(p + 1) + ".team")).string());
  std::vector<std::pair<std::string, std::string>> inputs;
  if (names_a_path(o.format.format)) add_inputs(inputs, "--format", {o.format.format});
  add_inputs(inputs, "--cards", o.format.cards);
  if (!tools::distinct_outputs(outputs, inputs)) return 2;
  // One name for every seat ("human" plays seat 1, greedy the others), or one per seat.
  std::vector<std::string> names = split_commas(o.agents);
  if (names.size() == 1) {
    const std::string one = names[0];
    names.assign(static_cast<std::size_t>(seats), one == "human" ? "greedy" : one);
    names[0] = one;
  }
  if (static_cast<int>(names.size()) != seats) {
    std::cerr << "error: --agents takes one name for every seat, or one per seat (" << seats << " here)\n";
    return 2;
  }
  std::vector<std::unique_ptr<Agent>> agents;
  try {
    for (std::size_t p = 0; p < names.size(); ++p) agents.push_back(make_seat_agent(names[p], seat_seed(o.seed, p), Game::kName));
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
  std::unique_ptr<Game> game;
  try {
    game = std::make_unique<Game>(format.setup(o.seed), o.seed, make_lua_runtime(loaded.library));
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  Game& g = *game;
  tools::OutputFile log;
  if (!tools::open_output(log, o.log)) return 2;
  // The draft's lines only: the game it leads to is `dice play`'s to tell.
  bool drafted = false;
  g.set_log([&](const std::string& line) {
    if (drafted) return;
    const auto j = nlohmann::json::parse(line);
    drafted = j.value("type", "") == "draft_over";
    if (log.is_open()) log << line << '\n';
    if (o.quiet || j.value("type", "") == "state") return;
    const std::string text = view::narrate(g, j);
    if (!text.empty()) std::cout << text << '\n';
  });
  try {
    g.advance();
    while (!g.over() && g.state().step == Step::Draft) {
      const PlayerId p = g.pending().player;
      const int choice = agents[static_cast<std::size_t>(p)]->choose(g);
      if (auto err = g.apply(choice)) {
        std::cerr << "error: seat " << p + 1 << " (" << names[static_cast<std::size_t>(p)] << "): " << *err << "\n";
        return 1;
      }
    }
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  // A draft the game's bounds stopped built no teams: a failure, with no team file written.
  if (g.over() || g.state().step == Step::Draft) {
    std::cerr << "error: the draft did not finish: "
              << (g.limit_message().empty() ? std::string("it stopped before every team was built") : g.limit_message())
              << " (no team file written)\n";
    return 1;
  }
  if (!tools::finish_file(log, o.log)) return 2;
  if (o.out.empty()) return 0;
  std::error_code ec;
  std::filesystem::create_directories(o.out, ec);
  // Every file is written whole before any is put in place.
  std::vector<std::unique_ptr<tools::OutputFile>> files;
  for (PlayerId p = 0; p < seats; ++p) {
    const std::string file = (std::filesystem::path(o.out) / ("seat-" + std::to_string(p + 1) + ".team")).string();
    auto& f = *files.emplace_back(std::make_unique<tools::OutputFile>());
    if (!f.open(file)) return 2;
    // The rules a team is checked against can depend on the options it was drafted under: the
    // file records them, and a game it is brought to is held to them (docs/formats.md).
    TeamList team = format.drafted_team(g.state(), p);
    team.name += " (seed " + std::to_string(o.seed) + ")";
    team.options = loaded.options;
    f << write_team(team, *loaded.library);
  }
  for (auto& f : files)
    if (!f->commit()) return 2;
  if (!o.quiet) std::cerr << seats << " team files in " << o.out << "\n";
  return 0;
}

}  // namespace

void add_draft(CLI::App& app) {
  auto o = std::make_shared<DraftOptions>();
  auto* cmd = app.add_subcommand("draft", "a whole pod drafts; each seat's team is written as a team file");
  o->format.add_to(cmd, true);
  cmd->add_option("--seed", o->seed, "seed of the draft (packs, shuffles)")
      ->check(dm::tools::whole_number(0, dm::tools::kMaxSeed))
      ->capture_default_str();
  cmd->add_option("--agents", o->agents,
                  "random, greedy or human for every seat (human drafts seat 1, greedy the rest), or one per seat")
      ->capture_default_str();
  cmd->add_option("--out", o->out, "write DIR/seat-N.team for every seat");
  cmd->add_option("--log", o->log, "write the draft's JSON-lines log to this file");
  cmd->add_flag("--quiet,-q", o->quiet, "don't tell the draft");
  cmd->callback([o] { exit_code() = run_draft(*o); });
}

}  // namespace dm::cli
