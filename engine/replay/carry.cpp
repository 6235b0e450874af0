// The files a replay carries (dice play --embed) and their unpacking for dice replay: a format
// script given by path, the scripts it names from outside the data folder and the game's content
// files from outside it travel inside the replay, so that a bug report's replay plays again in
// any folder.
#include <filesystem>
#include <cctype>
#include <fstream>

#include "dm/data_dir.hpp"
#include "dm/files.hpp"
#include "dm/hash.hpp"
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

std::string data_folder() {
  try {
    return scripts_dir();
  } catch (const std::exception&) {
    return "";
  }
}

// Where a script the replay names was read from, when that is outside the data folder; "" when
// it is the data folder's. A relative name is the data folder's when the file there is the one
// hashed; else it was named relative to where dice ran.
std::string outside_data(const ReplayScript& s, const std::string& data) {
  std::string why;
  if (fs::path(s.file).is_relative() && !data.empty()) {
    const auto there = read_input_file((fs::path(data) / s.file).string(), kMaxFormatFileBytes, why);
    if (there && content_hash(*there) == s.hash) return "";
  }
  return s.file;
}

// The carried files' places: the format and its scripts by their paths relative to the folder
// that holds them all, so that they keep their places relative to one another.
void place_scripts(Replay& r) {
  std::vector<fs::path> paths;
  std::error_code ec;
  for (const auto& f : r.files)
    if (f.role != "cards") paths.push_back(fs::absolute(f.name, ec).lexically_normal());
  if (paths.empty()) return;
  fs::path common = paths.front().parent_path();
  for (const auto& p : paths) {
    const fs::path folder = p.parent_path();
    fs::path shared;
    auto a = common.begin(), b = folder.begin();
    for (; a != common.end() && b != folder.end() && *a == *b; ++a, ++b) shared /= *a;
    common = shared;
  }
  std::size_t i = 0;
  for (auto& f : r.files)
    if (f.role != "cards") f.at = paths[i++].lexically_relative(common).generic_string();
}

}  // namespace

std::string carried_place_problem(const std::string& at) {
  if (at.empty() || at.size() > 4096) return "a carried file's place is a relative path of 1 to 4096 bytes";
  if (at.front() == '/') return "a carried file's place is a relative path, not '" + at.substr(0, 40) + "'";
  int depth = 0;
  std::size_t from = 0;
  while (from <= at.size()) {
    std::size_t to = at.find('/', from);
    if (to == std::string::npos) to = at.size();
    const std::string part = at.substr(from, to - from);
    if (part.empty() || part == "." || part == "..")
      return "a carried file's place is a path of plain names, without '.', '..' or empty parts";
    for (unsigned char c : part)
      if (c < 0x20 || c == 0x7F) return "a carried file's place has a control character";
    if (++depth > 32) return "a carried file's place is at most 32 folders deep";
    from = to + 1;
  }
  return "";
}

std::string carry_replay_files(Replay& r, const Table* table) {
  std::string problems;
  auto add = [&](const std::string& role, const std::string& name, const std::string& path, std::size_t limit) {
    if (carried(r, role, name)) return;
    std::string why;
    auto text = read_input_file(path, limit, why);
    if (!text) {
      problems += (problems.empty() ? "" : "; ") + path + ": " + why;
      return;
    }
    r.files.push_back(ReplayFile{role, name, std::move(*text), 0, ""});
  };
  const bool again = !r.files.empty();  // played on from a replay that carried its files: they are carried on
  if (names_a_format_file(r.format)) add("format", r.format, format_source(r), kMaxFormatFileBytes);
  // The scripts the format names (the first is the format itself).
  const std::string data = data_folder();
  for (std::size_t i = 1; i < r.scripts.size() && !again; ++i)
    if (const std::string path = outside_data(r.scripts[i], data); !path.empty())
      add("script", r.scripts[i].file, path, kMaxFormatFileBytes);
  if (table)
    for (const auto& f : table->carried_files(r)) add("cards", f, f, kMaxCardFileBytes);
  if (!again) place_scripts(r);
  return problems;
}

std::string unpack_replay_files(Replay& r, const std::string& dir, std::vector<std::string>& content_files) {
  for (std::size_t i = 0; i < r.files.size(); ++i) {
    const ReplayFile& f = r.files[i];
    std::error_code ec;
    fs::path path;
    if (!f.at.empty()) {
      // The reader checked the place; checked again, as nothing may be written outside `dir`.
      if (const std::string bad = carried_place_problem(f.at); !bad.empty()) return f.name + ": " + bad;
      path = (fs::path(dir) / "files" / f.at).lexically_normal();
      fs::create_directories(path.parent_path(), ec);
    } else {
      // A card file in a folder of its own, under its own last name: messages then name a file
      // a person recognises, and no two files can meet.
      const fs::path folder = fs::path(dir) / std::to_string(i + 1);
      fs::create_directory(folder, ec);
      path = folder / safe_leaf(f.name);
    }
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << f.text;
    out.close();
    if (ec || !out) return "cannot write the carried file " + f.name + " to " + path.string();
    if (f.role == "format") r.format_file = path.string();
    else if (f.role == "script") r.unpacked[f.name] = path.string();
    else content_files.push_back(path.string());
  }
  return "";
}

}  // namespace dm
