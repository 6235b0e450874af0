// The data folder's lookup (include/dm/data_dir.hpp): resolved once, by the first of four ways
// that names a folder, so an installed binary finds its share folder with no source tree.
#include "dm/data_dir.hpp"

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <optional>

#include "dm/format_files.hpp"

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

// The file the engine's code runs from: the program, or the shared module it was linked into
// (the Python module), whichever holds this function.
struct EngineObject {
  fs::path path;
  bool module = false;  // a shared module loaded into another program
};
EngineObject engine_object() {
  std::error_code ec;
  Dl_info info{};
  if (dladdr(reinterpret_cast<void*>(&engine_object), &info) != 0 && info.dli_fname && info.dli_fname[0] == '/') {
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    const fs::path object = fs::weakly_canonical(info.dli_fname, ec);
    if (!ec && object != fs::weakly_canonical(self, ec)) return {object, true};
  }
  return {fs::read_symlink("/proc/self/exe", ec), false};
}

// The installed share folder: `<exe dir>/../share/dicemasters` (or however the install laid bin
// and share out), or for a Python module installed in `<prefix>/lib/pythonX.Y/site-packages`,
// `<prefix>/share/dicemasters`.
std::optional<fs::path> installed_share(const EngineObject& object) {
  if (object.path.empty()) return std::nullopt;
  const fs::path dir = (object.path.parent_path() / (object.module ? "../../../share/dicemasters" : DM_DATA_FROM_BIN)).lexically_normal();
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return std::nullopt;
  return dir;
}

// Whether `path` lies in the build tree the engine was built in: only a program (or module)
// there may fall back on the source tree, never one built against the installed libraries.
bool in_build_tree(const fs::path& path) {
  std::error_code ec;
  const fs::path rel = fs::weakly_canonical(path, ec).lexically_relative(fs::weakly_canonical(DM_BINARY_DIR, ec));
  return !ec && !rel.empty() && *rel.begin() != "..";
}

DataDir resolve() {
  std::optional<DataDir> d = chosen;
  if (!d)
    if (const char* env = std::getenv("DM_SCRIPTS"); env && *env) d = DataDir{env, DataSource::Environment, ""};
  const EngineObject object = engine_object();
  if (!d)
    if (auto dir = installed_share(object))
      d = DataDir{dir->string(), DataSource::Installed, object.module ? "the installed share folder next to the Python module" : ""};
  if (!d) {
    const fs::path src = fs::path(DM_SOURCE_DIR) / "scripts";
    std::error_code ec;
    if (!in_build_tree(object.path) || !fs::is_directory(src, ec))
      throw DataDirError("no data folder (card sets and formats) found: give one with --data DIR or the DM_SCRIPTS "
                         "environment variable, or install the engine (it looks in <exe dir>/" DM_DATA_FROM_BIN
                         "; programs in the build tree " DM_BINARY_DIR " also look in the source tree " +
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
    case DataSource::Installed: return origin.empty() ? "the installed share folder next to the executable" : origin;
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
