#include "engine/serve/catalogue.hpp"

#include <filesystem>
#include <vector>

#include "dm/format_files.hpp"

#include "dm/agent.hpp"

namespace dm::serve {

namespace {

using nlohmann::json;

// A format as the page offers it: what list_formats tells of it, and the players it seats.
struct Offered {
  FormatInfo info;
  int players = 0;
};

// Each format opened once, as list_formats does (describe_format), keeping its players too.
const std::vector<Offered>& formats() {
  static const std::vector<Offered> all = [] {
    std::vector<Offered> out;
    for (const std::string& file : format_files(scripts_dir() + "/formats")) {
      // describe_format's reading, with the table's players kept (opening a format is the cost).
      Offered o;
      o.info.name = std::filesystem::path(file).stem().string();
      o.info.file = file;
      try {
        o.info.game = format_game(file);
        const auto table = find_game_type(o.info.game)->open(file, {});
        o.info.description = table->description();
        o.info.options = table->options();
        o.players = table->players();
      } catch (const std::exception& e) {
        o.info.error = e.what();
      }
      out.push_back(std::move(o));
    }
    return out;
  }();
  return all;
}

json options_json(const std::vector<FormatOptionInfo>& options) {
  json out = json::array();
  for (const auto& o : options)
    out.push_back({{"name", o.name}, {"text", o.text}, {"default", o.default_value}, {"range", o.range}});
  return out;
}

}  // namespace

std::string format_file(const std::string& name) {
  // Looked up among the folder's files by name, without loading every format as the catalogue
  // does: a game is started with its own format only.
  for (const std::string& f : format_files(scripts_dir() + "/formats"))
    if (std::filesystem::path(f).stem() == name) return f;
  return "";
}

bool served_agent(const std::string& spec) { return AgentSpec::parse(spec).name != "stdio"; }

const json& catalogue() {
  static const json c = [] {
    json games = json::array();
    for (const GameType* t : game_types()) {
      const GameInfo& i = t->info();
      games.push_back({{"name", i.name},
                       {"title", i.title},
                       {"summary", i.summary},
                       {"min_players", i.min_players},
                       {"max_players", i.max_players},
                       {"default_format", i.default_format},
                       {"players_option", t->players_option()}});
    }
    json fs = json::array();
    for (const Offered& o : formats()) {
      const FormatInfo& f = o.info;
      // A broken script is left out of what may be played, as dice play would refuse it.
      if (!f.error.empty()) continue;
      fs.push_back({{"name", f.name},
                    {"game", f.game},
                    {"description", f.description},
                    {"options", options_json(f.options)},
                    {"players", o.players}});
    }
    json agents = json::array();
    for (const AgentInfo& a : agent_list()) {
      if (!served_agent(a.name)) continue;
      agents.push_back({{"name", a.name}, {"summary", a.summary}, {"games", a.games}});
    }
    return json{{"games", games}, {"formats", fs}, {"agents", agents}};
  }();
  return c;
}

}  // namespace dm::serve
