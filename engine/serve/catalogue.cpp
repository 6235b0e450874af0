#include "engine/serve/catalogue.hpp"

#include <vector>

#include "dm/agent.hpp"

namespace dm::serve {

namespace {

using nlohmann::json;

const std::vector<FormatInfo>& formats() {
  static const std::vector<FormatInfo> all = list_formats();
  return all;
}

json options_json(const std::vector<FormatOptionInfo>& options) {
  json out = json::array();
  for (const auto& o : options)
    out.push_back({{"name", o.name}, {"text", o.text}, {"default", o.default_value}, {"range", o.range}});
  return out;
}

}  // namespace

const FormatInfo* find_format(const std::string& name) {
  for (const auto& f : formats())
    if (f.name == name) return &f;
  return nullptr;
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
    for (const FormatInfo& f : formats()) {
      // A broken script is left out of what may be played, as dice play would refuse it.
      if (!f.error.empty()) continue;
      json entry{{"name", f.name}, {"game", f.game}, {"description", f.description}, {"options", options_json(f.options)}};
      // How many seats the page offers when the format has no players option to say so.
      try {
        if (const GameType* t = find_game_type(f.game)) entry["players"] = t->open(f.name, {})->players();
      } catch (const std::exception&) {
      }
      fs.push_back(std::move(entry));
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
