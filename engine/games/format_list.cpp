// The formats in the data folder, of every game (include/dm/games.hpp, list_formats).
#include <filesystem>

#include "dm/format_files.hpp"
#include "dm/games.hpp"

namespace dm {

namespace fs = std::filesystem;

FormatInfo describe_format(const std::string& file, const std::vector<std::string>& content) {
  FormatInfo info{fs::path(file).stem().string(), file, "", default_game(), {}, ""};
  try {
    info.game = format_game(file);
    const GameType* type = find_game_type(info.game);
    const auto table = type->open(file, {}, type->content_kind() ? content : std::vector<std::string>{});
    info.description = table->description();
    info.options = table->options();
  } catch (const std::exception& e) {
    info.error = e.what();
  }
  return info;
}

std::vector<FormatInfo> list_formats(const std::vector<std::string>& content) {
  std::vector<FormatInfo> out;
  for (const auto& f : format_files(scripts_dir() + "/formats")) out.push_back(describe_format(f, content));
  return out;
}

}  // namespace dm
