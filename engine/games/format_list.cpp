// The formats in the data folder, of every game (include/dm/content.hpp, list_formats).
#include <algorithm>
#include <filesystem>

#include "dm/content.hpp"
#include "dm/games.hpp"

namespace dm {

namespace fs = std::filesystem;

FormatInfo describe_format(const std::string& file, std::shared_ptr<const CardLibrary> library) {
  FormatInfo info{fs::path(file).stem().string(), file, "", "dice-masters", {}, ""};
  try {
    info.game = format_game(file);
    if (info.game == "dice-masters") {
      Format fmt(file, library);
      info.name = fmt.name();
      info.description = fmt.description();
      info.options = fmt.options();
    } else {
      const auto table = find_game_type(info.game)->open(file, {});
      info.description = table->description();
      info.options = table->options();
    }
  } catch (const std::exception& e) {
    info.error = e.what();
  }
  return info;
}

std::vector<std::string> format_files(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec))
    if (it->path().extension() == ".lua" && it->is_regular_file(ec)) files.push_back(it->path().string());
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<FormatInfo> list_formats(std::shared_ptr<const CardLibrary> library) {
  std::vector<FormatInfo> out;
  for (const auto& f : format_files(scripts_dir() + "/formats")) out.push_back(describe_format(f, library));
  return out;
}

}  // namespace dm
