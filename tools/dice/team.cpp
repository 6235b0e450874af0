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
#include "tools/dice/common.hpp"
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

struct FormatsOptions {
  std::vector<std::string> cards;
  std::vector<std::string> formats;  // format scripts of one's own
  std::vector<std::string> dirs;     // folders of them
  bool json = false;
};

int run_formats(const FormatsOptions& o) {
  auto lib = load_library(o.cards);
  if (!lib) return 2;
  auto all = list_formats(lib);
  // One's own, after the data folder's: each with the card files it names.
  std::vector<std::string> own = o.formats;
  for (const auto& dir : o.dirs) {
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) {
      std::cerr << "error: --formats " << printable_line(dir) << ": not a folder\n";
      return 2;
    }
    for (auto& f : format_files(dir)) own.push_back(std::move(f));
  }
  for (const auto& f : own) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(f, ec)) {
      std::cerr << "error: --format " << printable_line(f) << ": no such file\n";
      return 2;
    }
    auto with_cards = load_library(o.cards, f);
    FormatInfo info = describe_format(f, with_cards ? with_cards : lib);
    // Played by its path: that is its name on the command line.
    info.name = f;
    all.push_back(std::move(info));
  }
  if (o.json) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& f : all) {
      nlohmann::json j{{"name", f.name}, {"game", f.game}, {"file", f.file}, {"description", f.description}};
      nlohmann::json opts = nlohmann::json::array();
      for (const auto& x : f.options)
        opts.push_back({{"name", x.name}, {"default", x.default_value}, {"range", x.range}, {"text", x.text}});
      j["options"] = opts;
      if (!f.error.empty()) j["error"] = f.error;
      out.push_back(j);
    }
    std::cout << tools::dump_json(out, 2) << "\n";
  } else {
    // Grouped by game, in the registry's order; each game's formats in name order.
    bool first = true;
    for (const GameType* type : game_types()) {
    bool heading = false;
    for (const auto& f : all) {
      if (f.game != type->info().name) continue;
      if (!heading) std::cout << (first ? "" : "\n") << type->info().title << " (game \"" << f.game << "\"):\n";
      heading = true;
      first = false;
      // Format scripts are text from outside: escaped for the terminal.
      std::cout << printable_line(f.name) << std::string(f.name.size() < 14 ? 14 - f.name.size() : 1, ' ')
                << printable_line(f.error.empty() ? f.description : "broken: " + f.error) << "\n";
      for (const auto& x : f.options)
        std::cout << std::string(16, ' ') << "--option " << printable_line(x.name) << "=" << printable_line(x.default_value)
                  << printable_line(x.range.empty() ? "" : " (" + x.range + ")")
                  << printable_line(x.text.empty() ? "" : ": " + x.text) << "\n";
    }
    }
  }
  return std::any_of(all.begin(), all.end(), [](const FormatInfo& f) { return !f.error.empty(); }) ? 1 : 0;
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

void add_formats(CLI::App& app) {
  auto o = std::make_shared<FormatsOptions>();
  auto* cmd = app.add_subcommand("formats", "formats: list them");
  cmd->require_subcommand(1);
  auto* list = cmd->add_subcommand("list", "name every format in scripts/formats with its description");
  list->add_option("--cards", o->cards, "extra card files or folders");
  list->add_option("--format", o->formats, "a format script of your own to list too (repeat for more)");
  list->add_option("--formats", o->dirs, "a folder of format scripts to list too (repeat for more)");
  list->add_flag("--json", o->json, "print JSON");
  list->callback([o] { exit_code() = run_formats(*o); });
}

}  // namespace dm::cli
