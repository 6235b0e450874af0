// cardc check: every problem of every file (errors, warnings, notes), as text or JSON.
#include <spdlog/spdlog.h>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "dm/data_dir.hpp"
#include "dsl/compile.hpp"
#include "tools/common/output.hpp"
#include "tools/cardc/common.hpp"

namespace dm::cardc {

namespace {

struct CheckOptions {
  std::vector<std::string> files;
  bool json = false;
  bool werror = false;
  std::string color = "auto";
};

nlohmann::json to_json(const dsl::Diagnostic& d) {
  return {{"file", d.file},         {"line", d.pos.line},
          {"column", d.pos.col},    {"severity", std::string(dsl::to_string(d.severity))}, {"name", d.name},
          {"message", d.message},   {"hint", d.hint}};
}

void run_check(const CheckOptions& o) {
  const bool color = !o.json && use_color(o.color, stdout);
  nlohmann::json all = nlohmann::json::array();
  int errors = 0, warnings = 0;
  // No file: the card sets the engine plays, from the data folder (--data, DM_SCRIPTS, ...).
  std::vector<std::string> inputs = o.files;
  if (inputs.empty()) {
    const dm::DataDir d = dm::data_dir();
    spdlog::debug("data folder {} (from {})", d.path, d.why());
    inputs.push_back(d.path + "/cards");
  }
  for (const auto& path : expand_inputs(inputs)) {
    dsl::Diagnostics diags(path);
    auto src = read_source(path, diags);
    if (!src) continue;
    // Only the checks are wanted here: no Lua is generated.
    if (!src->too_large) diags = dsl::compile(src->text, path, false).diags;
    // What the language accepts, the engine must load: its limits are checked the same way.
    if (diags.errors() == 0) check_as_engine(path, diags);
    errors += diags.errors();
    warnings += diags.warnings();
    spdlog::debug("{}: {} errors, {} warnings", path, diags.errors(), diags.warnings());
    if (o.json)
      for (const auto& d : diags.all()) all.push_back(to_json(d));
    else
      print_diagnostics(diags, src->text, color, stdout);
  }
  if (o.json) std::cout << tools::dump_json(all, 2) << "\n" << std::flush;
  std::cerr << count(errors, "error") << ", " << count(warnings, "warning") << "\n";
  if (errors > 0 || (o.werror && warnings > 0)) report(kProblems);
}

}  // namespace

void add_check(CLI::App& app) {
  auto o = std::make_shared<CheckOptions>();
  auto* cmd = app.add_subcommand("check", "check card files against the language and the rules; print every problem");
  cmd->add_option("files", o->files, "card files or folders (searched for .card files); none: the built-in card sets");
  cmd->add_flag("--json", o->json, "print a JSON array of {file, line, column, severity, name, message, hint}");
  cmd->add_flag("--werror", o->werror, "exit 1 on warnings too");
  add_color_option(cmd, o->color);
  cmd->callback([o] { run_check(*o); });
}

}  // namespace dm::cardc
