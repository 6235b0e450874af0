// The data folder's lookup: a folder set by the program, then DM_SCRIPTS, then (installed) the
// share folder next to the executable, then the source tree; an unusable folder is an error
// that names it and the way that chose it.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "dm/content.hpp"
#include "dm/data_dir.hpp"
#include "tests/cli_support.hpp"

namespace fs = std::filesystem;
using namespace dm;

namespace {

// Sets DM_SCRIPTS (or unsets it) for one test and puts everything back afterwards, so tests
// that follow find the data where they always do.
struct ScriptsEnv {
  std::optional<std::string> saved;
  explicit ScriptsEnv(const char* value) {
    if (const char* v = std::getenv("DM_SCRIPTS")) saved = v;
    if (value) ::setenv("DM_SCRIPTS", value, 1);
    else ::unsetenv("DM_SCRIPTS");
    reset_data_dir();
  }
  ~ScriptsEnv() {
    if (saved) ::setenv("DM_SCRIPTS", saved->c_str(), 1);
    else ::unsetenv("DM_SCRIPTS");
    reset_data_dir();
  }
};

// A data folder with the two parts the engine reads, and one format in it.
void make_data(const test::TempDir& d) {
  fs::create_directories(d.path / "cards");
  fs::create_directories(d.path / "formats");
  fs::copy_file(fs::path(DM_SOURCE_DIR) / "scripts/formats/avx-demo.lua", d.path / "formats/avx-demo.lua");
}

std::string error_of(void (*f)()) {
  try {
    f();
  } catch (const DataDirError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("data folder: without a setting or DM_SCRIPTS, a build-tree program reads the source tree") {
  ScriptsEnv env(nullptr);
  const DataDir d = data_dir();
  REQUIRE(d.source == DataSource::SourceTree);
  REQUIRE(fs::equivalent(d.path, fs::path(DM_SOURCE_DIR) / "scripts"));
  REQUIRE(d.why() == "the source tree the engine was built from");
  REQUIRE(scripts_dir() == d.path);
}

TEST_CASE("data folder: DM_SCRIPTS comes before the source tree, and a setting before both") {
  test::TempDir env_dir, set_dir;
  make_data(env_dir);
  make_data(set_dir);
  ScriptsEnv env(env_dir.path.c_str());
  REQUIRE(data_dir().path == env_dir.path.string());
  REQUIRE(data_dir().source == DataSource::Environment);
  // What the engine reads follows: the formats listed are the folder's.
  auto formats = list_formats();
  REQUIRE(formats.size() == 1);
  REQUIRE(formats[0].file == (env_dir.path / "formats/avx-demo.lua").string());

  set_data_dir(set_dir.path.string(), "--data");
  REQUIRE(data_dir().path == set_dir.path.string());
  REQUIRE(data_dir().source == DataSource::Program);
  REQUIRE(data_dir().why() == "--data");
  REQUIRE(format_path("casual") == (set_dir.path / "formats/casual.lua").string());

  // Forgetting the setting goes back to the environment.
  reset_data_dir();
  REQUIRE(data_dir().source == DataSource::Environment);
}

TEST_CASE("data folder: an empty DM_SCRIPTS is no setting at all") {
  ScriptsEnv env("");
  REQUIRE(data_dir().source == DataSource::SourceTree);
}

TEST_CASE("data folder: an unusable folder is an error naming it and the way that chose it") {
  test::TempDir d;
  SECTION("missing, from DM_SCRIPTS") {
    ScriptsEnv env((d.path / "nowhere").c_str());
    const std::string e = error_of([] { data_dir(); });
    REQUIRE(e == "the data folder " + (d.path / "nowhere").string() +
                     " (from the DM_SCRIPTS environment variable) does not exist; it must hold the `cards` and "
                     "`formats` folders");
    // Nothing falls through to the next way: the error stays until the setting changes.
    REQUIRE_THROWS_AS(scripts_dir(), DataDirError);
  }
  SECTION("a file, set by the program") {
    ScriptsEnv env(nullptr);
    test::spit(d / "file", "x");
    set_data_dir(d / "file");
    REQUIRE(test::has(error_of([] { data_dir(); }), d / "file" + " (from dm::set_data_dir) is not a folder"));
  }
  SECTION("without its formats") {
    ScriptsEnv env(nullptr);
    fs::create_directories(d.path / "cards");
    set_data_dir(d.path.string(), "--data");
    REQUIRE(test::has(error_of([] { data_dir(); }), " (from --data) has no `formats` folder"));
    // The library's own callers meet the same error.
    std::vector<LoadError> errors;
    REQUIRE_THROWS_AS(builtin_library(errors), DataDirError);
  }
}

TEST_CASE("data folder: each way has a name for messages") {
  REQUIRE(describe(DataSource::Program, "--data") == "--data");
  REQUIRE(describe(DataSource::Program) == "dm::set_data_dir");
  REQUIRE(describe(DataSource::Environment) == "the DM_SCRIPTS environment variable");
  REQUIRE(describe(DataSource::Installed) == "the installed share folder next to the executable");
  REQUIRE(describe(DataSource::SourceTree) == "the source tree the engine was built from");
}
