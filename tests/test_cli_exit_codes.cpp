// The tools' version, their global --data option, and their exit statuses as docs/cli.md lists
// them: a bad command line is always status 2 with a message, never one of CLI11's own codes.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "dm/version.hpp"
#include "tests/cli_support.hpp"

namespace fs = std::filesystem;
using dm::test::has;
using dm::test::Run;
using dm::test::TempDir;

namespace {

Run dice(const std::string& args) { return dm::test::run_tool(DM_DICE_BIN, args); }
Run cardc(const std::string& args) { return dm::test::run_tool(DM_CARDC_BIN, args); }

// A data folder with the built-in cards and one format.
void make_data(const TempDir& d) {
  fs::copy(fs::path(DM_SOURCE_DIR) / "scripts/cards", d.path / "cards", fs::copy_options::recursive);
  fs::create_directories(d.path / "formats");
  fs::copy_file(fs::path(DM_SOURCE_DIR) / "scripts/formats/avx-demo.lua", d.path / "formats/avx-demo.lua");
}

}  // namespace

TEST_CASE("cli: --version prints the tool's name and dm::version()") {
  for (auto [run, name] : {std::pair{&dice, "dice"}, std::pair{&cardc, "cardc"}}) {
    const Run r = run("--version");
    REQUIRE(r.code == 0);
    REQUIRE(r.out == std::string(name) + " " + dm::version() + "\n");
  }
  // It wins over a missing subcommand, like --help.
  REQUIRE(dice("--version play --bogus").code == 0);
}

TEST_CASE("cli: bad command lines exit 2 with a message, never with CLI11's own codes") {
  const char* dice_lines[] = {
      "",                                        // no subcommand
      "frobnicate",                              // unknown subcommand
      "play --bogus",                            // unknown option
      "play --seed",                             // missing value
      "play --seed abc",                         // bad value
      "play --seed 18446744073709551616",        // out of range
      "formats list extra",                      // extra positional
      "--log-level loud formats list",           // bad value of a global option
      "--data",                                  // missing value of a global option
      "team",                                    // a subcommand that needs one of its own
      "sim -n 0",                                // below the range
      "scenario",                                // missing positional
  };
  for (const char* line : dice_lines) {
    INFO("dice " << line);
    const Run r = dice(line);
    REQUIRE(r.code == 2);
    REQUIRE_FALSE(r.err.empty());
  }
  const char* cardc_lines[] = {
      "",                                  // no subcommand
      "check --bogus x.card",              // unknown option
      "render x.card --card",              // missing value
      "check --color sometimes x.card",    // bad value
      "render a.card b.card --card x",     // extra positional
      "--data",                            // missing value of a global option
  };
  for (const char* line : cardc_lines) {
    INFO("cardc " << line);
    const Run r = cardc(line);
    REQUIRE(r.code == 2);
    REQUIRE_FALSE(r.err.empty());
  }
}

TEST_CASE("cli: dice --data reads that folder's formats and cards") {
  TempDir d;
  make_data(d);
  const Run r = dice("--data " + d.path.string() + " formats list --json");
  REQUIRE(r.code == 0);
  const auto formats = nlohmann::json::parse(r.out);
  REQUIRE(formats.size() == 1);
  REQUIRE(formats[0]["file"] == (d.path / "formats/avx-demo.lua").string());
  // --log-level debug names the folder in use and the way that chose it.
  const Run dbg = dice("--log-level debug --data " + d.path.string() + " formats list");
  REQUIRE(has(dbg.err, "data folder " + d.path.string() + " (from --data)"));
  // A format the folder lacks is not found, though the source tree has it.
  const Run casual = dice("--data " + d.path.string() + " play --format casual --quiet");
  REQUIRE(casual.code == 1);
  REQUIRE(has(casual.err, "casual"));
  REQUIRE(dice("--data " + d.path.string() + " play --format avx-demo --seed 3 --quiet").code == 0);
}

TEST_CASE("cli: an unusable data folder is status 2, naming the folder and the way that chose it") {
  TempDir d;
  const std::string nowhere = d / "nowhere";
  Run r = dice("--data " + nowhere + " formats list");
  REQUIRE(r.code == 2);
  REQUIRE(has(r.err, "error: the data folder " + nowhere + " (from --data) does not exist"));
  r = dice("--data " + nowhere + " play --quiet");
  REQUIRE(r.code == 2);
  r = dm::test::run_tool("DM_SCRIPTS=" + nowhere + " " + DM_DICE_BIN, "cards list");
  REQUIRE(r.code == 2);
  REQUIRE(has(r.err, nowhere + " (from the DM_SCRIPTS environment variable) does not exist"));
  // --data wins over DM_SCRIPTS.
  TempDir good;
  make_data(good);
  REQUIRE(dm::test::run_tool("DM_SCRIPTS=" + nowhere + " " + DM_DICE_BIN, "--data " + good.path.string() + " cards list").code == 0);
  // `agents list` reads no data, so it works without any.
  REQUIRE(dice("--data " + nowhere + " agents list").code == 0);
  r = cardc("--data " + nowhere + " check");
  REQUIRE(r.code == 2);
  REQUIRE(has(r.err, nowhere + " (from --data) does not exist"));
}

TEST_CASE("cli: cardc check without files checks the data folder's card sets") {
  const Run all = cardc("check");
  REQUIRE(all.code == 0);
  REQUIRE(has(all.err, "0 errors"));
  TempDir d;
  fs::create_directories(d.path / "cards/mine");
  fs::create_directories(d.path / "formats");
  dm::test::spit(d / "cards/mine/broken.card", "set mine\n\ncard 1 \"Nobody\" \"Nothing\"\n  character\n  cost 2 shoe\n");
  const Run r = cardc("--data " + d.path.string() + " check");
  REQUIRE(r.code == 1);
  REQUIRE(has(r.out, "broken.card:5:"));
}

TEST_CASE("cli: exit statuses of the subcommands, as docs/cli.md lists them") {
  TempDir d;
  // 0: done.
  REQUIRE(dice("formats list").code == 0);
  REQUIRE(dice("agents list --json").code == 0);
  REQUIRE(dice("team random --format constructed --seed 2 -o " + d / "a.team").code == 0);
  REQUIRE(dice("team check --format constructed " + d / "a.team").code == 0);
  // 1: the input is wrong in what it says (a problem of a card, a team, a format, a game).
  dm::test::spit(d / "bad.team", "format: constructed\n2 No Such Card: Anyone\n");
  REQUIRE(dice("team check " + d / "bad.team").code == 1);
  dm::test::spit(d / "bad.card", "set zz\n\ncard 1 \"A\" \"B\"\n  character\n  cost 2 shoe\n");
  REQUIRE(dice("cards list --cards " + d / "bad.card").code == 1);
  REQUIRE(dice("play --format no-such-format --quiet").code == 1);
  REQUIRE(cardc("check " + d / "bad.card").code == 1);
  // 2: usage or I/O (a file that can't be read or written).
  REQUIRE(dice("team check " + d / "missing.team").code == 2);
  REQUIRE(dice("play --quiet --log " + d / "no/such/folder/x.jsonl").code == 2);
  REQUIRE(dice("play --quiet --agents random").code == 2);
  REQUIRE(cardc("check " + d / "missing.card").code == 2);
}
