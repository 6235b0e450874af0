// The catalogue of team files (tests/teams): each bad file names, in `# expect:` comments,
// exactly the problems its format's checker must report (line:col and a piece of the
// message; 0:0 for the team as a whole); each good file must pass its format untouched.
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "dm/content.hpp"
#include "tests/harness.hpp"

namespace fs = std::filesystem;

namespace {

struct Expect {
  int line = 0, col = 0;
  std::string text;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<Expect> expectations(const std::string& text) {
  std::vector<Expect> out;
  std::istringstream in(text);
  std::string line;
  const std::string tag = "# expect: ";
  while (std::getline(in, line)) {
    if (line.rfind(tag, 0) != 0) continue;
    Expect e;
    std::istringstream rest(line.substr(tag.size()));
    char colon1 = 0, colon2 = 0;
    rest >> e.line >> colon1 >> e.col >> colon2;
    REQUIRE(colon1 == ':');
    REQUIRE(colon2 == ':');
    std::getline(rest >> std::ws, e.text);
    out.push_back(e);
  }
  return out;
}

std::vector<fs::path> files_in(const std::string& dir) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(fs::path(DM_SOURCE_DIR) / "tests/teams" / dir))
    if (e.path().extension() == ".team") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

// Every problem of a file: what the reader found, then the format's rules.
std::vector<dm::TeamProblem> check(const fs::path& path, std::map<std::string, dm::Format>& formats) {
  std::vector<dm::TeamProblem> problems;
  dm::TeamList team = dm::read_team(slurp(path), path.filename().string(), *dm::test::world().lib, problems);
  REQUIRE_FALSE(team.format.empty());
  auto it = formats.find(team.format);
  if (it == formats.end()) it = formats.emplace(team.format, dm::Format(team.format, dm::test::world().lib)).first;
  for (auto& p : it->second.check_team(team)) problems.push_back(p);
  return problems;
}

std::string listing(const std::vector<dm::TeamProblem>& problems) {
  std::string s;
  for (const auto& p : problems) s += "  " + p.text() + "\n";
  return s.empty() ? "  (none)\n" : s;
}

}  // namespace

TEST_CASE("team catalogue: each bad team reports exactly its expected problems, where they are", "[sanitize]") {
  std::map<std::string, dm::Format> formats;
  auto files = files_in("bad");
  REQUIRE(files.size() >= 30);
  for (const auto& path : files) {
    INFO(path.filename().string());
    auto want = expectations(slurp(path));
    REQUIRE_FALSE(want.empty());
    auto got = check(path, formats);
    INFO("reported:\n" << listing(got));
    REQUIRE(got.size() == want.size());
    // Each expectation matched by its own problem, whatever the order of reporting.
    std::vector<bool> used(got.size(), false);
    for (const auto& w : want) {
      INFO("expected " << w.line << ":" << w.col << ": " << w.text);
      bool found = false;
      for (std::size_t i = 0; i < got.size() && !found; ++i) {
        if (used[i] || got[i].line != w.line || got[i].col != w.col) continue;
        if (got[i].message.find(w.text) == std::string::npos) continue;
        used[i] = found = true;
      }
      CHECK(found);
    }
  }
}

TEST_CASE("team catalogue: each good team passes its format and sets a game up") {
  std::map<std::string, dm::Format> formats;
  auto files = files_in("good");
  REQUIRE(files.size() >= 10);
  for (const auto& path : files) {
    INFO(path.filename().string());
    auto got = check(path, formats);
    INFO("reported:\n" << listing(got));
    CHECK(got.empty());
  }
}
