// dice team check / dice team random / dice formats list: team files against a format's rules,
// random legal teams, and the formats there are.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "dm/text.hpp"
#include "tools/common/args.hpp"
#include "tools/common/output.hpp"
#include "tools/dice/commands.hpp"
#include "engine/masters/commands/common.hpp"
#include "tools/dice/format_choice.hpp"

namespace dm::cli {

namespace {

struct CheckOptions {
  std::string format;
  std::vector<std::string> files;
  std::vector<std::string> cards;
  std::vector<std::string> options;  // name=value: the format's options the teams were made under
  bool json = false;
};

// 0 clean, 1 problems, 2 usage or input that can't be read.
int run_check(const CheckOptions& o) {
  if (o.files.empty()) {
    std::cerr << "error: no team file given\n";
    return 2;
  }
  auto lib = load_library(o.cards, o.format);
  if (!lib) return 2;
  std::vector<TeamProblem> problems;
  std::vector<TeamList> teams;
  for (const auto& f : o.files) teams.push_back(read_team_file(f, *lib, problems));
  // A file that can't be read is a usage error, not a team's problem.
  for (const auto& p : problems)
    if (p.line == 0 && p.message.rfind("cannot read", 0) == 0) {
      std::cerr << p.text() << "\n";
      return 2;
    }
  std::string name = o.format;
  if (name.empty() && !teams.empty()) {
    // A team file names a format, never a file to read: a script elsewhere is given on the
    // command line, where the person running the check sees it.
    const TeamList& t = teams.front();
    name = t.format;
    if (names_a_path(name)) {
      std::cerr << printable_line(t.file) << ":" << t.format_line << ": error: 'format:' names a format by its name ("
                << "`dice formats list`), not the file '" << printable_line(name)
                << "': give a format script elsewhere with --format PATH\n";
      return 2;
    }
  }
  if (name.empty()) {
    std::cerr << "error: which format? give --format, or a 'format:' line in the team file\n";
    return 2;
  }
  FormatOptions options;
  if (!parse_options(o.options, options) || resolve_set_option(*lib, options, "") != 0) return 2;
  std::unique_ptr<Format> format;
  try {
    format = std::make_unique<Format>(name, lib, options);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    // A format of one's own isn't among the shipped ones: the team file can only name it.
    if (o.format.empty() && !teams.empty() && std::string(e.what()).find("no such format") != std::string::npos)
      std::cerr << printable_line(teams.front().file) << ":" << teams.front().format_line << ": hint: 'format: "
                << printable_line(name) << "' is not a shipped format; for a format of your own give its script: "
                << "dice team check --format path/to/" << printable_line(name) << ".lua "
                << printable_line(teams.front().file) << "\n";
    return 2;
  }
  // As many files as seats: checked as one game's teams (side rules too); otherwise each alone.
  if (static_cast<int>(teams.size()) == format->players()) {
    for (auto& p : format->check_teams(teams)) problems.push_back(std::move(p));
  } else {
    for (const auto& t : teams)
      for (auto& p : format->check_team(t)) problems.push_back(std::move(p));
  }
  std::stable_sort(problems.begin(), problems.end(), [](const TeamProblem& a, const TeamProblem& b) {
    return std::tie(a.file, a.line, a.col) < std::tie(b.file, b.line, b.col);
  });
  if (o.json) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& p : problems)
      out.push_back({{"file", p.file}, {"line", p.line}, {"col", p.col}, {"severity", "error"}, {"message", p.message},
                     {"hint", p.hint}});
    std::cout << tools::dump_json(out, 2) << "\n";
  } else {
    for (const auto& p : problems) std::cout << p.text() << "\n";
    std::cerr << (problems.empty() ? "no problems" : std::to_string(problems.size()) + (problems.size() == 1 ? " problem" : " problems"))
              << " (" << format->name() << ", " << teams.size() << (teams.size() == 1 ? " team)\n" : " teams)\n");
  }
  return problems.empty() ? 0 : 1;
}

struct RandomOptions {
  std::string format;
  std::uint64_t seed = 1;
  int seat = 1;
  std::string out;
  std::vector<std::string> cards;
};

int run_random(const RandomOptions& o) {
  std::vector<std::pair<std::string, std::string>> inputs;
  if (names_a_path(o.format)) add_inputs(inputs, "--format", {o.format});
  add_inputs(inputs, "--cards", o.cards);
  if (!tools::distinct_outputs({{"--out", o.out}}, inputs)) return 2;
  auto lib = load_library(o.cards, o.format);
  if (!lib) return 2;
  try {
    Format format(o.format, lib);
    if (o.seat < 1 || o.seat > format.players()) {
      std::cerr << "error: --seat is 1 to " << format.players() << " for " << format.name() << "\n";
      return 2;
    }
    auto teams = format.random_teams(o.seed);
    TeamList& t = teams[static_cast<std::size_t>(o.seat - 1)];
    t.format = format.name();
    const std::string text = write_team(t, *lib);
    if (o.out.empty()) {
      std::cout << text;
      return 0;
    }
    return tools::write_whole_file(o.out, text) ? 0 : 2;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace

void add_team(CLI::App& app) {
  auto* cmd = app.add_subcommand("team", "team files: check them against a format, or make random legal ones");
  cmd->require_subcommand(1);
  auto c = std::make_shared<CheckOptions>();
  auto* check = cmd->add_subcommand("check", "report every problem of team files under a format's rules (exit 0 clean, 1 problems, 2 usage)");
  check->add_option("--format", c->format, "format name or path (default: the files' 'format:' line)");
  check->add_option("files", c->files, "team files (as many as the format's seats: checked as one game's teams)")->required();
  check->add_option("--cards", c->cards, "extra card files or folders");
  check->add_option("--option", c->options, "a format option the teams were made under, name=value (repeat for more)")
      ->allow_extra_args(false);
  check->add_flag("--json", c->json, "print the problems as JSON");
  check->callback([c] { exit_code() = run_check(*c); });
  auto r = std::make_shared<RandomOptions>();
  auto* random = cmd->add_subcommand("random", "print a random legal team file for a format");
  random->add_option("--format", r->format, "format name or path")->required();
  random->add_option("--seed", r->seed, "seed of the team")->check(dm::tools::whole_number(0, dm::tools::kMaxSeed))->capture_default_str();
  random->add_option("--seat", r->seat, "which seat's team, for formats of more than two players")
      ->check(dm::tools::whole_number(1, dm::tools::kMaxPlayers))
      ->capture_default_str();
  random->add_option("-o,--out", r->out, "write it to this file instead of standard output");
  random->add_option("--cards", r->cards, "extra card files or folders");
  random->callback([r] { exit_code() = run_random(*r); });
}

}  // namespace dm::cli
