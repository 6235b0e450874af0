// Finding a game by name (include/dm/games.hpp, engine/module/game_module.hpp), and the agents
// of a game (include/dm/agent.hpp): everything that looks a game up goes through the list.
#include <stdexcept>

#include "dm/agent.hpp"
#include "dm/games.hpp"
#include "engine/agents/agent_makers.hpp"
#include "engine/module/game_module.hpp"

namespace dm {

const GameModule* find_game_module(std::string_view name) {
  for (const GameModule* m : game_modules())
    if (m->type->info().name == name) return m;
  return nullptr;
}

const agents::GamePlayers& players_of(const GameModule& m) { return m.players ? *m.players : agents::plain_players(); }
const view::GameView& view_of(const GameModule& m) { return m.view ? *m.view : view::plain_view(); }
const view::GameView& view_of(std::string_view game) {
  const GameModule* m = find_game_module(game);
  return m ? view_of(*m) : view::plain_view();
}

std::vector<const GameType*> game_types() {
  std::vector<const GameType*> out;
  for (const GameModule* m : game_modules()) out.push_back(m->type);
  return out;
}

const GameType* find_game_type(std::string_view name) {
  const GameModule* m = find_game_module(name);
  return m ? m->type : nullptr;
}

const std::string& default_game() { return game_modules().front()->type->info().name; }

std::unique_ptr<Agent> make_agent(const std::string& text, std::uint64_t seed, std::string_view game) {
  const GameModule* m = find_game_module(game);
  if (!m) throw std::invalid_argument("unknown game '" + std::string(game) + "'");
  const AgentSpec spec = AgentSpec::parse(text);
  try {
    return agents::make_for(players_of(*m), spec, seed, game);
  } catch (const std::invalid_argument& e) {
    // An agent only some games have: name them when this one is not among them.
    std::string elsewhere;
    for (const GameModule* other : game_modules())
      for (const agents::GameAgent& a : players_of(*other).agents)
        if (spec.name == a.name) elsewhere += (elsewhere.empty() ? "" : ", ") + other->type->info().name;
    if (elsewhere.empty() || std::string(e.what()).rfind("unknown agent", 0) != 0) throw;
    return agents::make_for(players_of(*m), spec, seed, game, elsewhere);
  }
}

std::unique_ptr<Agent> make_agent(const std::string& spec, std::uint64_t seed) { return make_agent(spec, seed, default_game()); }

std::vector<AgentInfo> agent_list() {
  std::vector<AgentInfo> out;
  const auto& shared = agents::shared_agents();
  out.push_back(AgentInfo{shared[0].name, shared[0].summary, {}});
  // Each game's own, by name, with how it plays each game that has it.
  for (const GameModule* m : game_modules())
    for (const agents::GameAgent& a : players_of(*m).agents) {
      AgentInfo* info = nullptr;
      for (AgentInfo& i : out)
        if (i.name == a.name) info = &i;
      if (!info) {
        out.push_back(AgentInfo{a.name, "", {}});
        info = &out.back();
      }
      info->summary += (info->summary.empty() ? "" : "; ") + m->type->info().title + ": " + a.summary;
      info->games.push_back(m->type->info().name);
    }
  for (std::size_t i = 1; i < shared.size(); ++i) out.push_back(AgentInfo{shared[i].name, shared[i].summary, {}});
  return out;
}

}  // namespace dm
