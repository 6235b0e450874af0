#pragma once
// A Dice Miner format of a test's own: the shipped content files copied into a temporary
// folder, any of them replaced, and a format naming them (./dice.lua, ...).
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <unistd.h>

#include "dm/miner.hpp"

namespace dm::miner::test {

inline std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline std::string shipped(const std::string& file) { return read_text(std::string(DM_SOURCE_DIR) + "/scripts/games/dice-miner/" + file); }

class ContentFolder {
 public:
  // `replaced`: file name (dice.lua, heroes.lua, mountain.lua, scoring.lua) to its text.
  explicit ContentFolder(const std::string& name, const std::map<std::string, std::string>& replaced = {},
                         const std::string& format_extra = "") {
    dir_ = std::filesystem::temp_directory_path() / ("dm-miner-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
    for (const char* f : {"dice.lua", "heroes.lua", "mountain.lua", "scoring.lua"}) {
      auto it = replaced.find(f);
      write(f, it == replaced.end() ? shipped(f) : it->second);
    }
    write("format.lua", "return {\n  game = \"dice-miner\",\n  players = option(\"players\", 2, { min = 2, max = 4 }),\n"
                        "  dice = \"./dice.lua\", heroes = \"./heroes.lua\", mountain = \"./mountain.lua\", scoring = \"./scoring.lua\",\n" +
                            format_extra + "}\n");
  }
  ~ContentFolder() {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  std::string path(const std::string& f) const { return (dir_ / f).string(); }
  std::string format() const { return path("format.lua"); }
  void write(const std::string& f, const std::string& text) const { std::ofstream(path(f)) << text; }
  Loaded load(int players = 2) const { return load_format(format(), {{"players", std::to_string(players)}}); }
  // The error loading gives ("" when it loads).
  std::string error() const {
    try {
      load();
    } catch (const ContentError& e) {
      return e.what();
    }
    return "";
  }

 private:
  std::filesystem::path dir_;
};

// `text` with `from` replaced by `to` (the first time), failing loudly when absent.
inline std::string edit(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at == std::string::npos) throw std::runtime_error("edit: no '" + from + "'");
  return text.replace(at, from.size(), to);
}

}  // namespace dm::miner::test
