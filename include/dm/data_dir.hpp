#pragma once
// Where the engine's data lives: the card sets (`cards/`) and the formats (`formats/`) that
// the tools and a program embedding the engine read at run time. Public API.
//
// The folder is looked up once, the first time it is needed, in this order:
//   1. a folder set by the program: dm::set_data_dir (the tools' `--data DIR`);
//   2. the DM_SCRIPTS environment variable;
//   3. the installed share folder next to the executable (`<exe dir>/../share/dicemasters`),
//      or, for the Python module, next to the module (`<prefix>/share/dicemasters` for a module
//      in `<prefix>/lib/pythonX.Y/site-packages`), when it exists;
//   4. the `scripts` folder of the source tree the library was built from, for a program (or
//      module) in that build's own folder only: a program built against the installed
//      libraries never reads the build's source tree.
// The first of these that names a folder decides; a folder chosen by 1 or 2 that is unusable
// is an error (naming the folder and the way that chose it), never a silent fall-through.
#include <stdexcept>
#include <string>

namespace dm {

// Which of the four ways chose the data folder.
enum class DataSource { Program, Environment, Installed, SourceTree };

// "--data or dm::set_data_dir", "the DM_SCRIPTS environment variable", ...
std::string describe(DataSource source, const std::string& origin = {});

struct DataDir {
  std::string path;
  DataSource source = DataSource::SourceTree;
  std::string origin;  // for DataSource::Program: who set it ("--data", "dm::set_data_dir")
  std::string why() const { return describe(source, origin); }
};

// The folder is missing, is not a folder, or lacks `cards/` or `formats/`; or no way named one.
struct DataDirError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Uses `dir` from now on (way 1). `origin` names who chose it in error messages. Checked
// when the folder is first needed, not here.
void set_data_dir(const std::string& dir, const std::string& origin = "dm::set_data_dir");

// The data folder in use and the way that chose it. Throws DataDirError when it is unusable.
// Safe to call from several threads.
DataDir data_dir();

// Forgets the folder resolved so far (and one set by set_data_dir), so the next data_dir()
// looks again: for tests and programs that change DM_SCRIPTS.
void reset_data_dir();

}  // namespace dm
