// The files a replay carries (dice play --embed) and their unpacking for dice replay: a format
// script given by path and the game's content files from outside the data folder travel inside
// the replay, so that a bug report's replay plays again in any folder.
#include <filesystem>
#include <cctype>
#include <fstream>

#include "dm/data_dir.hpp"
#include "dm/files.hpp"
#include "dm/replay.hpp"

namespace dm {

namespace fs = std::filesystem;

namespace {

bool carried(const Replay& r, const std::string& role, const std::string& name) {
  for (const auto& f : r.files)
    if (f.role == role && f.name == name) return true;
  return false;
}

// The last component of a carried file's name, safe as a file name of its own.
std::string safe_leaf(const std::string& name) {
  std::string leaf = fs::path(name).filename().string();
  for (char& c : leaf)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_')) c = '_';
  if (leaf.empty() || leaf == "." || leaf == "..") leaf = "file";
  return leaf.substr(0, 100);
}

}  // namespace

std::string carry_replay_files(Replay& r, const Table* table) {
  std::string problems;
  auto add = [&](const std::string& role, const std::string& path, std::size_t limit) {
    if (carried(r, role, path)) return;
    std::string why;
    auto text = read_input_file(path, limit, why);
    if (!text) {
      problems += (problems.empty() ? "" : "; ") + path + ": " + why;
      return;
    }
    r.files.push_back(ReplayFile{role, path, std::move(*text), 0});
  };
  if (names_a_format_file(r.format)) add("format", format_source(r), kMaxFormatFileBytes);
  if (table)
    for (const auto& f : table->carried_files(r)) add("cards", f, kMaxCardFileBytes);
  return problems;
}

std::string unpack_replay_files(Replay& r, const std::string& dir, std::vector<std::string>& content_files) {
  // Each file in a folder of its own, under its own last name: a format script's error
  // messages then name a file a person recognises, and no two files can meet.
  for (std::size_t i = 0; i < r.files.size(); ++i) {
    const ReplayFile& f = r.files[i];
    const fs::path folder = fs::path(dir) / std::to_string(i + 1);
    std::error_code ec;
    fs::create_directory(folder, ec);
    const fs::path path = folder / safe_leaf(f.name);
    std::ofstream out(path, std::ios::binary);
    out << f.text;
    out.close();
    if (ec || !out) return "cannot write the carried file " + f.name + " to " + path.string();
    if (f.role == "format") r.format_file = path.string();
    else content_files.push_back(path.string());
  }
  return "";
}

}  // namespace dm
