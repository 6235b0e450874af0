#pragma once
// Shared by the cardc subcommands: exit status, reading card files, colour, diagnostics.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "dsl/diagnostic.hpp"

namespace dm::cardc {

// Exit statuses, worst last: a run reports the worst thing that happened to any file.
constexpr int kClean = 0;
constexpr int kProblems = 1;  // errors in a file (warnings too under --werror)
constexpr int kUsage = 2;     // bad arguments, a file that can't be read or written

int exit_code();
// Raises the run's exit status to `code` (never lowers it).
void report(int code);

void add_compile(CLI::App& app);
void add_check(CLI::App& app);
void add_render(CLI::App& app);
void add_fmt(CLI::App& app);

// The files named on the command line, folders replaced by the `.card` files under them (in
// name order). A path that doesn't exist is reported (status 2) and left out.
std::vector<std::string> expand_inputs(const std::vector<std::string>& args);

// A card file's text. Status 2 problems (missing, unreadable, a folder) are printed and give
// nullopt. A file over the size limit is not read whole: `too_large` says so and `diags`
// holds the error, in the same words the parser uses.
struct Source {
  std::string path;
  std::string text;
  bool too_large = false;
};
std::optional<Source> read_source(const std::string& path, dsl::Diagnostics& diags);

// Loads a card file as `dice` does (the engine's loader: each card's compiled script within the
// Lua sandbox's limits, the table it returns checked field by field) and adds an error to
// `diags` for each refusal, so that cardc accepts no file the engine refuses. For a file with
// no error of the card language.
void check_as_engine(const std::string& path, dsl::Diagnostics& diags);

// Writes `text` to `path` through a temporary file in the same folder, so a reader never sees
// half a file; keeps the permissions of the file it replaces. Prints the reason on failure.
bool write_file(const std::string& path, const std::string& text);

// --color auto|always|never for a subcommand; `resolve` answers for the stream the
// diagnostics go to (auto: a terminal, and neither NO_COLOR nor TERM=dumb).
void add_color_option(CLI::App* cmd, std::string& mode);
bool use_color(const std::string& mode, std::FILE* stream);

// Prints each diagnostic at or above `least` (Error < Warning < Note) with dsl::format.
void print_diagnostics(const dsl::Diagnostics& diags, const std::string& source, bool color, std::FILE* stream,
                       dsl::Severity least = dsl::Severity::Note);

// "1 error", "2 errors".
std::string count(int n, const std::string& word);

}  // namespace dm::cardc
