// The data folder's lookup (include/dm/data_dir.hpp): resolved once, by the first of four ways
// that names a folder, so an installed binary finds its share folder with no source tree.
#include "dm/data_dir.hpp"

#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <optional>

#include "dm/content.hpp"

namespace dm {

namespace fs = std::filesystem;

namespace {

std::mutex lookup_mutex;
std::optional<DataDir> chosen;    // set by set_data_dir
std::optional<DataDir> resolved;  // what data_dir() found

// Empty when `dir` holds what the engine reads; else what is wrong with it.
std::string unusable(const fs::path& dir) {
  std::error_code ec;
  if (!fs::exists(dir, ec)) return "does not exist";
  if (!fs::is_directory(dir, ec)) return "is not a folder";
  for (const char* sub : {"cards", "formats"})
    if (!fs::is_directory(dir / sub, ec)) return std::string("has no `") + sub + "` folder";
  return "";
}

// `<exe dir>/../share/dicemasters`, or however the install laid bin and share out.
std::optional<fs::path> installed_next_to_executable() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec || exe.empty()) return std::nullopt;
  const fs::path dir = (exe.parent_path() / DM_DATA_FROM_BIN).lexically_normal();
  if (!fs::is_directory(dir, ec)) return std::nullopt;
  return dir;
}

DataDir resolve() {
  std::optional<DataDir> d = chosen;
  if (!d)
    if (const char* env = std::getenv("DM_SCRIPTS"); env && *env) d = DataDir{env, DataSource::Environment, ""};
  if (!d)
    if (auto dir = installed_next_to_executable()) d = DataDir{dir->string(), DataSource::Installed, ""};
  if (!d) {
    const fs::path src = fs::path(DM_SOURCE_DIR) / "scripts";
    std::error_code ec;
    if (!fs::is_directory(src, ec))
      throw DataDirError("no data folder (card sets and formats) found: give one with --data DIR or the DM_SCRIPTS "
                         "environment variable, or install the engine (it looks in <exe dir>/" DM_DATA_FROM_BIN
                         " and in the source tree " +
                         src.string() + ")");
    d = DataDir{src.string(), DataSource::SourceTree, ""};
  }
  if (const std::string why = unusable(d->path); !why.empty())
    throw DataDirError("the data folder " + d->path + " (from " + d->why() + ") " + why +
                       "; it must hold the `cards` and `formats` folders");
  return *d;
}

}  // namespace

std::string describe(DataSource source, const std::string& origin) {
  switch (source) {
    case DataSource::Program: return origin.empty() ? "dm::set_data_dir" : origin;
    case DataSource::Environment: return "the DM_SCRIPTS environment variable";
    case DataSource::Installed: return "the installed share folder next to the executable";
    case DataSource::SourceTree: return "the source tree the engine was built from";
  }
  return "?";
}

void set_data_dir(const std::string& dir, const std::string& origin) {
  std::lock_guard lock(lookup_mutex);
  chosen = DataDir{dir, DataSource::Program, origin};
  resolved.reset();
}

DataDir data_dir() {
  std::lock_guard lock(lookup_mutex);
  if (!resolved) resolved = resolve();
  return *resolved;
}

void reset_data_dir() {
  std::lock_guard lock(lookup_mutex);
  chosen.reset();
  resolved.reset();
}

std::string scripts_dir() { return data_dir().path; }

}  // namespace dm
