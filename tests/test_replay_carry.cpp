// What keeps a replay's carried files in their place: reads confined to the replay's folder and
// the data folder, the carried files' places checked, seatings read strictly, a replay refused
// before it is written when dice replay would refuse it, and the registry of paths a signal
// removes.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include "dm/cleanup.hpp"
#include "dm/files.hpp"
#include "dm/replay.hpp"
#include "tests/cli_support.hpp"

namespace fs = std::filesystem;

TEST_CASE("ConfinedReads: nothing outside the folders it allows is read, links resolved", "[replay][files][sanitize]") {
  dm::test::TempDir dir, other;
  dm::test::spit(dir / "in.lua", "x");
  dm::test::spit(other / "out.lua", "secret");
  fs::create_symlink(other / "out.lua", dir.path / "link.lua");
  std::string why;
  {
    dm::ConfinedReads confined({dir.path.string()}, {});
    CHECK(dm::read_input_file(dir / "in.lua", 100, why));
    for (const std::string& path : std::vector<std::string>{other / "out.lua", dir / "link.lua", std::string("/etc/passwd"),
                                   dir / "../" + other.path.filename().string() + "/out.lua"}) {
      CAPTURE(path);
      CHECK_FALSE(dm::read_input_file(path, 100, why));
      CHECK(why.find("outside the folders this run may read") != std::string::npos);
    }
    {
      // The innermost confinement holds; the outer one comes back after it.
      dm::ConfinedReads inner({other.path.string()}, {});
      CHECK(dm::read_input_file(other / "out.lua", 100, why));
      CHECK_FALSE(dm::read_input_file(dir / "in.lua", 100, why));
    }
    CHECK_FALSE(dm::read_input_file(other / "out.lua", 100, why));
    // A file allowed by name, not its folder.
    dm::ConfinedReads file({}, {other / "out.lua"});
    CHECK(dm::read_input_file(dir / "link.lua", 100, why));
  }
  CHECK(dm::read_input_file(other / "out.lua", 100, why));
}

TEST_CASE("carried files: a place is a relative path of plain names", "[replay][sanitize]") {
  CHECK(dm::carried_place_problem("f.lua").empty());
  CHECK(dm::carried_place_problem("formats/crystal/dice.lua").empty());
  for (const std::string& bad : std::vector<std::string>{"", "/etc/passwd", "../x.lua", "a/../../x", "a//b", "./a", "a/", std::string("a\x01", 2)}) {
    CAPTURE(bad);
    CHECK_FALSE(dm::carried_place_problem(bad).empty());
  }
  std::string deep;
  for (int i = 0; i < 40; ++i) deep += "d/";
  CHECK_FALSE(dm::carried_place_problem(deep + "f.lua").empty());
}

TEST_CASE("replay_refusal: a replay over the reader's size limit is not written", "[replay][sanitize]") {
  const std::string why = dm::replay_refusal(std::string(dm::kMaxReplayFileBytes + 1, '\n'));
  CHECK(why.find("dice replay reads at most") != std::string::npos);
  CHECK_FALSE(dm::replay_refusal("{\"type\":\"replay\"}\n").empty());
}

namespace {

// Ends the process the way dice does on a signal: the registered paths removed, then the
// signal's default action.
extern "C" void remove_then_die(int sig) {
  dm::remove_registered_paths();
  ::signal(sig, SIG_DFL);
  ::raise(sig);
}

}  // namespace

TEST_CASE("remove_on_signal: a signal removes every registered file and folder, and only those", "[replay][files]") {
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) {
    CAPTURE(sig);
    dm::test::TempDir dir;
    fs::create_directories(dir.path / "unpacked/files/formats/deep");
    dm::test::spit(dir / "unpacked/files/formats/deep/x.lua", "x");
    dm::test::spit(dir / "unpacked/1.lua", "x");
    dm::test::spit(dir / "out.tmp-123456", "half");
    dm::test::spit(dir / "kept.tmp-654321", "kept");
    fs::create_symlink(dir.path / "outside", dir.path / "unpacked/link");
    fs::create_directories(dir.path / "outside");
    dm::test::spit(dir / "outside/keep.txt", "keep");
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      ::signal(sig, remove_then_die);
      dm::remove_on_signal(dir / "unpacked", true);
      dm::remove_on_signal(dir / "out.tmp-123456", false);
      dm::forget_on_signal(dm::remove_on_signal(dir / "kept.tmp-654321", false));
      ::raise(sig);
      ::_exit(0);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    CHECK(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == sig);
    CHECK_FALSE(fs::exists(dir.path / "unpacked"));
    CHECK_FALSE(fs::exists(dir.path / "out.tmp-123456"));
    CHECK(fs::exists(dir.path / "kept.tmp-654321"));
    // A link inside a removed folder is removed, never followed.
    CHECK(fs::exists(dir.path / "outside/keep.txt"));
  }
}
