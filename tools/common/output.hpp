#pragma once
// Output that is checked: a full disk or a closed pipe is an error with a non-zero exit status,
// never a truncated file reported as success; JSON that can't fail on odd bytes.
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

namespace dm::tools {

// JSON text; bytes that aren't UTF-8 in a string become U+FFFD instead of throwing.
std::string dump_json(const nlohmann::json& j, int indent = -1);

// Opens `path` for writing (truncated), before any work whose result it will hold, so a file
// that can't be written costs nothing first. An empty path opens nothing and is no error;
// false (with "error: cannot write PATH: why" on stderr) when it can't be opened.
bool open_output(std::ofstream& out, const std::string& path);

// Flushes and closes a file written to `path`; false (with "error: cannot write PATH: why" on
// stderr) when any write failed.
bool finish_file(std::ofstream& out, const std::string& path);

// Flushes standard output (both std::cout and stdio); false, with a message on stderr, when
// anything written to it was lost.
bool finish_stdout();

}  // namespace dm::tools
