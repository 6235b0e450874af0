// cardc fmt: card files rewritten in canonical layout. A file with a syntax error is never
// touched: the formatter only sees the cards that parsed, and would drop the rest.
#include <spdlog/spdlog.h>

#include <iostream>
#include <memory>

#include "dsl/format.hpp"
#include "dsl/parser.hpp"
#include "tools/cardc/common.hpp"

namespace dm::cardc {

namespace {

struct FmtOptions {
  std::vector<std::string> files;
  bool check = false;
  bool to_stdout = false;
  std::string color = "auto";
};

// The first line where two texts differ (1-based), to point --check at something.
int first_difference(const std::string& a, const std::string& b) {
  int line = 1;
  for (std::size_t i = 0; i < a.size() && i < b.size() && a[i] == b[i]; ++i)
    if (a[i] == '\n') ++line;
  return line;
}

void run_fmt(const FmtOptions& o) {
  const bool color = use_color(o.color, stderr);
  int changed = 0, unchanged = 0, skipped = 0;
  for (const auto& path : expand_inputs(o.files)) {
    dsl::Diagnostics diags(path);
    auto src = read_source(path, diags);
    if (!src) continue;
    dsl::File file;
    if (!src->too_large && dsl::check_input(src->text, diags)) file = dsl::parse(src->text, path, diags);
    if (diags.errors() > 0) {
      diags.sort();
      print_diagnostics(diags, src->text, color, stderr, dsl::Severity::Error);
      std::cerr << path << ": not formatted: " << count(diags.errors(), "error") << "\n";
      ++skipped;
      report(kProblems);
      continue;
    }
    std::string formatted = dsl::format_file(file, src->text);
    // The formatter's output must read back; if it doesn't, the original is the safer text.
    dsl::Diagnostics again(path);
    if (!dsl::check_input(formatted, again) || (dsl::parse(formatted, path, again), again.errors() > 0)) {
      std::cerr << path << ": error: the formatted text does not parse (" << count(again.errors(), "error")
                << "); the file is left as it was\n";
      if (!again.all().empty()) print_diagnostics(again, formatted, color, stderr, dsl::Severity::Error);
      ++skipped;
      report(kProblems);
      continue;
    }
    if (o.to_stdout) std::cout << formatted << std::flush;
    if (formatted == src->text) {
      ++unchanged;
      spdlog::debug("{}: already formatted", path);
      continue;
    }
    ++changed;
    if (o.check) {
      std::cerr << path << ":" << first_difference(src->text, formatted) << ": would be reformatted\n";
      report(kProblems);
    } else if (!o.to_stdout) {
      if (!write_file(path, formatted)) {
        report(kUsage);
        continue;
      }
      std::cerr << "formatted " << path << "\n";
    }
  }
  std::string verb = o.check ? " would be reformatted, " : o.to_stdout ? " would change, " : " reformatted, ";
  std::cerr << count(changed, "file") << verb << unchanged << " already formatted";
  if (skipped) std::cerr << ", " << skipped << " skipped because of errors";
  std::cerr << "\n";
}

}  // namespace

void add_fmt(CLI::App& app) {
  auto o = std::make_shared<FmtOptions>();
  auto* cmd = app.add_subcommand("fmt", "rewrite card files in canonical layout (files with syntax errors are left alone)");
  cmd->add_option("files", o->files, "card files or folders (searched for .card files)")->required();
  cmd->add_flag("--check", o->check, "change nothing; exit 1 when a file would change");
  cmd->add_flag("--stdout", o->to_stdout, "print the formatted text instead of rewriting the files");
  add_color_option(cmd, o->color);
  cmd->callback([o] { run_fmt(*o); });
}

}  // namespace dm::cardc
