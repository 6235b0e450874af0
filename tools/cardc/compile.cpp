// cardc compile: one Lua card script per card, in DIR/<set>/<id>.lua. A file with any error
// writes nothing at all, so a set is never left half compiled.
#include <spdlog/spdlog.h>

#include <cctype>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>

#include "dsl/compile.hpp"
#include "tools/cardc/common.hpp"

namespace dm::cardc {

namespace {

namespace fs = std::filesystem;

struct CompileOptions {
  std::vector<std::string> files;
  std::string out;
  std::string color = "auto";
};

// Set codes and ids become folder and file names: anything that could climb out of the output
// folder or hide a file is refused rather than cleaned up behind the designer's back.
bool safe_name(const std::string& s) {
  if (s.empty() || s.front() == '.') return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') return false;
  return true;
}

struct Planned {
  fs::path path;
  const dsl::CompiledCard* card;
};

void run_compile(const CompileOptions& o) {
  const bool color = use_color(o.color, stderr);
  const fs::path root(o.out);
  // Output path -> "file:line (name)" of the card written there, across every input file.
  std::map<fs::path, std::string> written;
  int cards = 0, files_ok = 0;
  std::vector<std::string> failed;
  std::vector<std::string> with_lua;  // "id  name"
  for (const auto& path : expand_inputs(o.files)) {
    dsl::Diagnostics early(path);
    auto src = read_source(path, early);
    if (!src) {
      failed.push_back(path);
      continue;
    }
    if (src->too_large) {
      print_diagnostics(early, src->text, color, stderr);
      failed.push_back(path);
      report(kProblems);
      continue;
    }
    dsl::Compilation c = dsl::compile(src->text, path);
    if (c.ok()) check_as_engine(path, c.diags);
    // Notes say which cards use Lua; the summary says that already.
    print_diagnostics(c.diags, src->text, color, stderr, dsl::Severity::Warning);
    if (!c.ok()) {
      failed.push_back(path);
      report(kProblems);
      continue;
    }
    // Plan every output first: a bad name or a clash anywhere in the file writes nothing.
    std::vector<Planned> plan;
    bool bad = false;
    for (std::size_t i = 0; i < c.cards.size(); ++i) {
      const auto& card = c.cards[i];
      const std::string& set = c.file.cards[i].set;
      const std::string where = path + ":" + std::to_string(card.line);
      if (!safe_name(set) || !safe_name(card.id)) {
        std::cerr << where << ": error: " << card.name << ": the set `" << set << "` and the id `" << card.id
                  << "` must be usable as folder and file names (letters, digits, `-`, `_`, `.`)\n";
        bad = true;
        continue;
      }
      fs::path target = root / set / (card.id + ".lua");
      auto clash = written.find(target);
      if (clash != written.end()) {
        std::cerr << where << ": error: " << card.name << " would overwrite " << target.string() << ", written for "
                  << clash->second << "\n";
        bad = true;
        continue;
      }
      for (const auto& p : plan)
        if (p.path == target) {
          std::cerr << where << ": error: " << card.name << " compiles to " << target.string() << " like "
                    << p.card->name << "\n";
          bad = true;
        }
      plan.push_back({target, &card});
    }
    if (bad) {
      failed.push_back(path);
      report(kProblems);
      continue;
    }
    bool io_ok = true;
    for (const auto& p : plan) {
      std::error_code ec;
      fs::create_directories(p.path.parent_path(), ec);
      if (ec) {
        std::cerr << "error: cannot create the folder " << p.path.parent_path().string() << ": " << ec.message() << "\n";
        io_ok = false;
        break;
      }
      if (!write_file(p.path.string(), p.card->lua)) {
        io_ok = false;
        break;
      }
      written[p.path] = path + ":" + std::to_string(p.card->line) + " (" + p.card->name + ")";
      spdlog::info("{} -> {}", p.card->id, p.path.string());
    }
    if (!io_ok) {
      failed.push_back(path);
      report(kUsage);
      continue;
    }
    if (c.cards.empty()) std::cerr << "warning: " << path << ": the file holds no cards\n";
    ++files_ok;
    cards += static_cast<int>(c.cards.size());
    for (const auto& card : c.cards)
      if (card.uses_lua) with_lua.push_back(card.id + "  " + card.name);
  }
  std::cout << "compiled " << count(cards, "card") << " from " << count(files_ok, "file") << " into " << root.string()
            << "\n";
  if (!with_lua.empty()) {
    std::cout << count(static_cast<int>(with_lua.size()), "card") << " using Lua:\n";
    for (const auto& card : with_lua) std::cout << "  " << card << "\n";
  }
  if (!failed.empty()) {
    std::cout << "not compiled (" << count(static_cast<int>(failed.size()), "file") << "):";
    for (const auto& f : failed) std::cout << " " << f;
    std::cout << "\n";
  }
}

}  // namespace

void add_compile(CLI::App& app) {
  auto o = std::make_shared<CompileOptions>();
  auto* cmd = app.add_subcommand("compile", "compile card files to Lua card scripts, one per card: DIR/<set>/<id>.lua");
  cmd->add_option("files", o->files, "card files or folders (searched for .card files)")->required();
  cmd->add_option("-o,--out", o->out, "the folder to write the scripts into (created when missing)")->required();
  add_color_option(cmd, o->color);
  cmd->callback([o] { run_compile(*o); });
}

}  // namespace dm::cardc
