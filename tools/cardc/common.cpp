#include "tools/cardc/common.hpp"

#include <spdlog/spdlog.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>

#include "dm/content.hpp"
#include "dm/files.hpp"
#include "dsl/parser.hpp"
#include "tools/common/output.hpp"

namespace dm::cardc {

namespace fs = std::filesystem;

namespace {
int status = kClean;
}

int exit_code() { return status; }
void report(int code) { status = std::max(status, code); }

std::vector<std::string> expand_inputs(const std::vector<std::string>& args) {
  std::vector<std::string> out;
  // A file named twice (or a folder and a file in it) is read once: compiling it twice would
  // look like two files clashing over the same ids.
  std::set<fs::path> seen;
  auto keep = [&](const std::string& path) {
    std::error_code ec;
    fs::path key = fs::weakly_canonical(path, ec);
    if (seen.insert(ec ? fs::path(path) : key).second) out.push_back(path);
  };
  for (const auto& a : args) {
    std::error_code ec;
    auto st = fs::status(a, ec);
    if (ec && ec.value() == ELOOP) {
      std::cerr << "error: " << a << ": a symbolic link loop\n";
      report(kUsage);
      continue;
    }
    if (ec || !fs::exists(st)) {
      std::cerr << "error: " << a << ": no such file or folder\n";
      report(kUsage);
      continue;
    }
    if (!fs::is_directory(st)) {
      keep(a);
      continue;
    }
    std::vector<std::string> found;
    for (auto it = fs::recursive_directory_iterator(a, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
      if (it->is_regular_file(ec) && it->path().extension() == ".card") found.push_back(it->path().string());
    if (ec) {
      std::cerr << "error: " << a << ": cannot list the folder: " << ec.message() << "\n";
      report(kUsage);
    }
    std::sort(found.begin(), found.end());
    spdlog::debug("{}: {} card files", a, found.size());
    if (found.empty()) std::cerr << "warning: " << a << ": no .card files in this folder\n";
    for (const auto& f : found) keep(f);
  }
  return out;
}

std::optional<Source> read_source(const std::string& path, dsl::Diagnostics& diags) {
  Source s{path, {}, false};
  std::string why;
  auto text = read_input_file(path, dsl::kMaxFileBytes, why);
  if (!text && why.rfind("too large", 0) == 0) {
    // Reported as the parser reports it, at the start of the file.
    s.too_large = true;
    diags.error(dsl::Pos{1, 1, 0, 1}, "file is " + why);
    return s;
  }
  if (!text) {
    std::cerr << "error: cannot read " << path << ": " << (why == "a folder, not a file" ? "is a folder, not a card file" : why)
              << "\n";
    report(kUsage);
    return std::nullopt;
  }
  s.text = std::move(*text);
  spdlog::debug("read {} ({} bytes)", path, s.text.size());
  return s;
}

void check_as_engine(const std::string& path, dsl::Diagnostics& diags) {
  dm::CardLibrary lib;
  std::vector<dm::LoadError> errors;
  dm::load_cards(lib, {path}, errors);
  for (const auto& e : errors) {
    int line = e.line, col = e.col;
    std::string message = e.message;
    // A card's compiled script is named "FILE:LINE (NAME)": the card's line in the file.
    if (e.file != path && e.file.rfind(path + ":", 0) == 0) {
      line = std::atoi(e.file.c_str() + path.size() + 1);
      col = 1;
      const auto open = e.file.find(" (");
      message = (open == std::string::npos ? std::string("the card") : e.file.substr(open + 2, e.file.size() - open - 3)) +
                ", its compiled script" + (e.line ? " (line " + std::to_string(e.line) + ")" : std::string()) + ": " + message;
    }
    diags.error(dsl::Pos{std::max(line, 1), std::max(col, 1), 0, 1}, message, "the engine refuses to load the file");
  }
}

bool write_file(const std::string& path, const std::string& text) {
  // Through a symbolic link, the file it points to is rewritten and the link stays a link;
  // a special file (--svg /dev/stdout) is written where it is (tools/common/output.hpp).
  if (!dm::tools::write_whole_file(path, text)) return false;
  spdlog::debug("wrote {} ({} bytes)", path, text.size());
  return true;
}

void add_color_option(CLI::App* cmd, std::string& mode) {
  cmd->add_option("--color", mode, "colour the diagnostics: auto, always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->capture_default_str();
}

bool use_color(const std::string& mode, std::FILE* stream) {
  if (mode == "always") return true;
  if (mode == "never") return false;
  const char* term = std::getenv("TERM");
  if (std::getenv("NO_COLOR") || (term && std::strcmp(term, "dumb") == 0)) return false;
  return ::isatty(::fileno(stream)) != 0;
}

void print_diagnostics(const dsl::Diagnostics& diags, const std::string& source, bool color, std::FILE* stream,
                       dsl::Severity least) {
  for (const auto& d : diags.all()) {
    if (static_cast<int>(d.severity) > static_cast<int>(least)) continue;
    std::string text = dsl::format(d, source, color);
    std::fwrite(text.data(), 1, text.size(), stream);
  }
  std::fflush(stream);
}

std::string count(int n, const std::string& word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

}  // namespace dm::cardc
