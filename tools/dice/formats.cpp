// dice formats list: every format of every game, grouped by game, with its options.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <string_view>
#include <nlohmann/json.hpp>

#include "dm/format_files.hpp"
#include "dm/games.hpp"
#include "dm/text.hpp"
#include "tools/common/output.hpp"
#include "tools/dice/commands.hpp"

namespace dm::cli {

namespace {

struct FormatsOptions {
  std::vector<std::string> cards;
  std::vector<std::string> formats;  // format scripts of one's own
  std::vector<std::string> dirs;     // folders of them
  bool json = false;
};

int run_formats(const FormatsOptions& o) {
  auto all = list_formats(o.cards);
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
    FormatInfo info = describe_format(f, o.cards);
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
      std::cout << printable_line(f.name) << std::string(f.name.size() < 14 ? 14 - f.name.size() : 1, ' ');
      if (f.error.empty()) {
        std::cout << printable_line(f.description) << "\n";
      } else {
        // One problem a line, under the format's name.
        std::string_view rest = f.error;
        bool first_problem = true;
        while (!rest.empty()) {
          const auto nl = rest.find('\n');
          std::cout << (first_problem ? "broken: " : std::string(16, ' ')) << printable_line(rest.substr(0, nl)) << "\n";
          first_problem = false;
          rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
        }
      }
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

void add_formats(CLI::App& app) {
  auto o = std::make_shared<FormatsOptions>();
  auto* cmd = app.add_subcommand("formats", "formats: list them");
  cmd->require_subcommand(1);
  auto* list = cmd->add_subcommand("list", "name every format in scripts/formats with its description");
  list->add_option("--cards", o->cards, "extra card files or folders (for the games that take them)");
  list->add_option("--format", o->formats, "a format script of your own to list too (repeat for more)");
  list->add_option("--formats", o->dirs, "a folder of format scripts to list too (repeat for more)");
  list->add_flag("--json", o->json, "print JSON");
  list->callback([o] { exit_code() = run_formats(*o); });
}

}  // namespace dm::cli
