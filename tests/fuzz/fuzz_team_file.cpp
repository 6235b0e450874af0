// libFuzzer target for team files (docs/teams.md): the bytes are a team file, read with the
// shipped cards and checked against every shipped format whose players bring teams. Team files
// are pasted from anywhere, so whatever the text: each problem names the file and a line that
// exists (the team as a whole only for a format's rules), with a message; a team read without
// problems is written back to a file that reads as the same team; and a team every rule
// accepts starts a game that plays. A broken promise aborts, so libFuzzer keeps the input.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "dm/content.hpp"
#include "dm/games.hpp"
#include "dm/game.hpp"
#include "dm/rng.hpp"
#include "dm/team.hpp"
#include "tests/invariants.hpp"

namespace {

const std::string kFile = "fuzz.team";

struct World {
  std::shared_ptr<dm::CardLibrary> lib;
  std::shared_ptr<dm::AbilityRuntime> runtime;
  std::vector<std::unique_ptr<dm::Format>> formats;  // those that take team files
};

[[noreturn]] void broken(const std::string& what, const std::string& text) {
  std::fprintf(stderr, "fuzz_team_file: %s\n--- team file ---\n%s\n--- end ---\n", what.c_str(), text.c_str());
  std::abort();
}

World& world() {
  static World w = [] {
    World x;
    std::vector<dm::LoadError> errors;
    x.lib = dm::builtin_library(errors);
    if (!errors.empty()) broken("the shipped cards don't load: " + errors.front().text(), "");
    x.runtime = dm::make_lua_runtime(x.lib);
    std::vector<std::string> names;
    for (const auto& e : std::filesystem::directory_iterator(dm::scripts_dir() + "/formats"))
      // Dice Masters' formats: the other games' formats set up games of their own.
      if (e.path().extension() == ".lua" && dm::format_game(e.path().string()) == "dice-masters")
        names.push_back(e.path().stem().string());
    std::sort(names.begin(), names.end());
    for (const auto& n : names) {
      auto f = std::make_unique<dm::Format>(n, x.lib);
      if (f->brings_teams() && !f->drafts()) x.formats.push_back(std::move(f));
    }
    if (x.formats.empty()) broken("no shipped format takes team files", "");
    return x;
  }();
  return w;
}

int lines_in(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1; }

void check_places(const std::vector<dm::TeamProblem>& problems, const std::string& text, bool whole_team_allowed,
                  const std::string& stage) {
  const int last = lines_in(text);
  for (const auto& p : problems) {
    const std::string where = stage + ": problem '" + p.text() + "'";
    if (p.message.empty()) broken(where + " has no message", text);
    if (p.file != kFile) broken(where + " names another file", text);
    if (p.line < 0 || p.line > last || p.col < 0) broken(where + " names a place outside the file", text);
    if (p.line == 0 && !whole_team_allowed) broken(where + " names no line", text);
    const std::string place = p.line ? kFile + ":" + std::to_string(p.line) : kFile;
    if (p.text().rfind(place, 0) != 0) broken(where + " doesn't start with " + place, text);
  }
}

bool same_entries(const std::vector<dm::TeamEntry>& a, const std::vector<dm::TeamEntry>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].def != b[i].def || a[i].dice != b[i].dice || a[i].basic != b[i].basic) return false;
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  World& w = world();
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::vector<dm::TeamProblem> problems;
  const dm::TeamList team = dm::read_team(text, kFile, *w.lib, problems);
  check_places(problems, text, false, "reading");
  if (!problems.empty()) return 0;

  // write_team's promise: its text reads back to the same team.
  const std::string written = dm::write_team(team, *w.lib);
  std::vector<dm::TeamProblem> again;
  const dm::TeamList back = dm::read_team(written, kFile, *w.lib, again);
  if (!again.empty()) broken("the written team has problems: " + again.front().text() + "\n--- written ---\n" + written, text);
  if (!same_entries(back.entries, team.entries) || !same_entries(back.drafted, team.drafted) || back.name != team.name ||
      back.format != team.format)
    broken("the written team reads back as another team\n--- written ---\n" + written, text);

  for (auto& f : w.formats) {
    check_places(f->check_team(team), text, true, f->name() + " check_team");
    const std::vector<dm::TeamList> teams(static_cast<std::size_t>(f->players()), team);
    const auto table = f->check_teams(teams);
    check_places(table, text, true, f->name() + " check_teams");
    if (!table.empty()) continue;
    // Every rule passed, so the set-up must take the teams and the game must play.
    dm::GameSetup setup;
    try {
      setup = f->setup(7, teams);
    } catch (const std::exception& e) {
      broken(f->name() + ": teams that pass check_teams are refused by setup: " + e.what(), text);
    }
    dm::Game g(setup, 7, w.runtime);
    g.advance();
    dm::Rng rng(size);
    for (int k = 0; k < 60 && !g.over(); ++k) {
      if (g.apply(static_cast<int>(rng.below(g.pending().options.size())))) broken(f->name() + ": an offered option was refused", text);
      const std::string bad = dm::test::invariant_violation(g, k % 8 == 0);
      if (!bad.empty()) broken(f->name() + ": " + bad, text);
    }
  }
  return 0;
}
