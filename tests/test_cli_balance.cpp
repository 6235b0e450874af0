// docs/balance.md works as written: its card, format and team files are written out, and every
// command in it runs (with fewer games) and succeeds, in a folder of its own.
#include <nlohmann/json.hpp>
#include <sstream>

#include "tests/cli_support.hpp"

using namespace dm::test;

namespace {

struct Block {
  std::string lang, text;
};

std::vector<Block> fenced_blocks(const std::string& md) {
  std::vector<Block> out;
  std::istringstream in(md);
  std::string line;
  Block* open = nullptr;
  while (std::getline(in, line)) {
    if (line.rfind("```", 0) == 0) {
      if (open) {
        open = nullptr;
      } else {
        out.push_back({line.substr(3), ""});
        open = &out.back();
      }
    } else if (open) {
      open->text += line + "\n";
    }
  }
  return out;
}

// The commands of a shell block: continuation lines joined.
std::vector<std::string> commands(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line, cur;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\\') {
      cur += line.substr(0, line.size() - 1);
      continue;
    }
    cur += line;
    if (!cur.empty()) out.push_back(cur);
    cur.clear();
  }
  return out;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
  return s;
}

}  // namespace

TEST_CASE("balance walk-through: every file and command of docs/balance.md works") {
  TempDir dir;
  const auto blocks = fenced_blocks(slurp(std::string(DM_SOURCE_DIR) + "/docs/balance.md"));
  REQUIRE(blocks.size() >= 8);
  int files = 0, run = 0;
  for (const auto& b : blocks) {
    if (b.text.rfind("set hbr", 0) == 0) {
      std::filesystem::create_directories(dir.path / "mycards");
      spit(dir / "mycards/harbor.card", b.text), ++files;
    } else if (b.lang == "lua") {
      spit(dir / "playtest.lua", b.text), ++files;
    } else if (b.text.find("name: Harbor Patrol") != std::string::npos) {
      spit(dir / "mine.team", b.text), ++files;
    } else if (b.text.find("name: Rivals") != std::string::npos) {
      spit(dir / "rival.team", b.text), ++files;
    }
  }
  REQUIRE(files == 4);
  for (const auto& b : blocks) {
    if (b.lang != "sh") continue;
    for (std::string cmd : commands(b.text)) {
      const bool is_dice = cmd.rfind("dice ", 0) == 0;
      REQUIRE((is_dice || cmd.rfind("cardc ", 0) == 0));
      cmd = replace_all(cmd, "-n 2000", "-n 40");
      cmd = (is_dice ? std::string(DM_DICE_BIN) : std::string(DM_CARDC_BIN)) + cmd.substr(cmd.find(' '));
      auto r = run_tool("cd " + dir.path.string() + " &&", cmd);
      INFO(cmd << "\n" << r.out << r.err);
      CHECK(r.code == 0);
      if (cmd.find("--compare") != std::string::npos) CHECK(r.out.find("difference (B - A)") != std::string::npos);
      ++run;
    }
  }
  CHECK(run >= 6);
  // The last command wrote the page and the JSON.
  const auto j = nlohmann::json::parse(slurp(dir / "harbor.json"));
  CHECK(j["cards"].contains("hbr-001"));
  CHECK(slurp(dir / "harbor.html").find("Dock Warden") != std::string::npos);
}
