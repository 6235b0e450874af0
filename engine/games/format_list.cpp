// The formats in the data folder, of every game (include/dm/content.hpp, list_formats).
#include <algorithm>
#include <filesystem>

#include "dm/content.hpp"
#include "dm/games.hpp"

namespace dm {

namespace fs = std::filesystem;

std::vector<FormatInfo> list_formats(std::shared_ptr<const CardLibrary> library) {
  std::vector<FormatInfo> out;
  std::error_code ec;
  std::vector<fs::path> files;
  for (auto it = fs::directory_iterator(scripts_dir() + "/formats", ec); !ec && it != fs::directory_iterator(); it.increment(ec))
    if (it->path().extension() == ".lua") files.push_back(it->path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    FormatInfo info{f.stem().string(), f.string(), "", "dice-masters", {}, ""};
    try {
      info.game = format_game(f.string());
      if (info.game == "dice-masters") {
        Format fmt(f.string(), library);
        info.name = fmt.name();
        info.description = fmt.description();
        info.options = fmt.options();
      } else {
        const auto table = find_game_type(info.game)->open(f.string(), {});
        info.description = table->description();
        info.options = table->options();
      }
    } catch (const std::exception& e) {
      info.error = e.what();
    }
    out.push_back(std::move(info));
  }
  return out;
}

}  // namespace dm
