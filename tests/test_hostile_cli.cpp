// The catalogue of hostile inputs (tests/hostile/cli/*.case): odd files and command lines run
// through the real tools, each with the exit status and the words it must answer with.
//
// A case file holds lines `key: value` (and # comments):
//   setup:  a shell line run first in the case's own empty folder (as many as needed)
//   run:    the command, run by sh in that folder with $DICE, $CARDC and $SRC (the source tree)
//   status: the exit status it must end with
//   stderr: / stdout:  words the stream must contain (as many as needed)
//   json:   yes: stdout must parse as JSON
// Whatever the case, the tools must finish within a minute, and print no escape character
// (0x1b) on either stream: a hostile file must never drive the terminal.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <vector>

#include "tests/cli_support.hpp"

namespace fs = std::filesystem;

namespace {

struct HostileCase {
  std::string name;
  std::vector<std::string> setup;
  std::string run;
  int status = -1;
  std::vector<std::string> err, out;
  bool json = false;
};

HostileCase read_case(const fs::path& file) {
  HostileCase c;
  c.name = file.filename().string();
  std::istringstream in(dm::test::slurp(file.string()));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto colon = line.find(": ");
    REQUIRE(colon != std::string::npos);
    const std::string key = line.substr(0, colon), value = line.substr(colon + 2);
    if (key == "setup") c.setup.push_back(value);
    else if (key == "run") c.run = value;
    else if (key == "status") c.status = std::stoi(value);
    else if (key == "stderr") c.err.push_back(value);
    else if (key == "stdout") c.out.push_back(value);
    else if (key == "json") c.json = value == "yes";
    else FAIL(c.name << ": unknown key '" << key << "'");
  }
  return c;
}

dm::test::Run run_case(const HostileCase& c, const dm::test::TempDir& dir) {
  std::string script = "set -e\n";
  for (const auto& s : c.setup) script += s + "\n";
  dm::test::spit(dir / "setup.sh", script);
  dm::test::spit(dir / "run.sh", c.run + "\n");
  const std::string env = std::string("cd '") + dir.path.string() + "' && DICE='" + DM_DICE_BIN + "' CARDC='" + DM_CARDC_BIN +
                          "' SRC='" + DM_SOURCE_DIR + "'";
  REQUIRE(std::system((env + " sh setup.sh").c_str()) == 0);
  return dm::test::run_tool(env + " timeout 60 sh", "run.sh");
}

}  // namespace

TEST_CASE("hostile: every case of tests/hostile/cli ends with its status and message", "[hostile][cli][sanitize]") {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(fs::path(DM_SOURCE_DIR) / "tests/hostile/cli"))
    if (e.path().extension() == ".case") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 30);
  for (const auto& f : files) {
    const HostileCase c = read_case(f);
    DYNAMIC_SECTION(c.name) {
      REQUIRE(!c.run.empty());
      REQUIRE(c.status >= 0);
      dm::test::TempDir dir;
      const dm::test::Run r = run_case(c, dir);
      INFO(c.name << "\n$ " << c.run << "\nstdout:\n" << r.out.substr(0, 2000) << "\nstderr:\n" << r.err.substr(0, 2000));
      CHECK(r.code == c.status);
      for (const auto& w : c.err) CHECK(r.err.find(w) != std::string::npos);
      for (const auto& w : c.out) CHECK(r.out.find(w) != std::string::npos);
      CHECK(r.out.find('\x1b') == std::string::npos);
      CHECK(r.err.find('\x1b') == std::string::npos);
      if (c.json) CHECK(nlohmann::json::accept(r.out));
    }
  }
}
