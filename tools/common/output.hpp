#pragma once
// Output that is checked: a full disk or a closed pipe is an error with a non-zero exit status,
// never a truncated file reported as success; a command that fails leaves the files it would
// have written as they were; JSON that can't fail on odd bytes.
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace dm::tools {

// JSON text; bytes that aren't UTF-8 in a string become U+FFFD instead of throwing.
std::string dump_json(const nlohmann::json& j, int indent = -1);

// A file a command writes (docs/limits.md, "Output"). A regular file, or a new one, is written
// to a temporary file beside it (`NAME.tmp-XXXXXX`) and renamed over it by commit(), so a
// command that fails, or is killed, never leaves a truncated or half-written file where the old
// one was. Through a symbolic link the file it points to is replaced and the link stays a link;
// a link that leads nowhere is refused. A special file (/dev/stdout, /dev/null, a terminal, a
// FIFO) is written directly; a FIFO nobody reads from is refused instead of waited on.
class OutputFile : public std::ostream {
 public:
  OutputFile();
  ~OutputFile() override;  // discard() unless committed
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  // Opens `path` for writing, before any work whose result it will hold, so a file that can't
  // be written costs nothing first. False, with "error: cannot write PATH: why" on stderr.
  bool open(const std::string& path);
  bool is_open() const;
  // Everything written reaches the file (renamed into place); false, with the message, when
  // any write failed (the old file is then left as it was).
  bool commit();
  // Drops what was written: the file is left as it was before the command.
  void discard();
  // Where the error messages go: stderr (nullptr, the default) or this string.
  void report_to(std::string* message);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The old names of the same: an empty path opens nothing and is no error.
bool open_output(OutputFile& out, const std::string& path);
bool finish_file(OutputFile& out, const std::string& path);

// Writes `text` to `path` as an OutputFile (opened, written, committed); false with the message
// on stderr, or in `message` ("cannot write PATH: why") when it is given.
bool write_whole_file(const std::string& path, const std::string& text, std::string* message = nullptr);

// The output files one command was given, as (option, path); empty paths are skipped. False,
// with "error: OPTION and OPTION name the same file PATH" on stderr, when two name the same
// file (by path, through links, or as the same existing file); /dev/null may be named often.
// Likewise when an output names one of `inputs`, the files the command reads, as (option,
// path): "error: OPTION names the file OPTION reads (PATH)", so an output never replaces what
// the command was given to read.
bool distinct_outputs(const std::vector<std::pair<std::string, std::string>>& outputs,
                      const std::vector<std::pair<std::string, std::string>>& inputs = {});

// Flushes standard output (both std::cout and stdio); false, with a message on stderr, when
// anything written to it was lost.
bool finish_stdout();

}  // namespace dm::tools
