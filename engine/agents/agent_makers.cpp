// Agents by spec ("mcts:iters=400"): the shared ones here, each game's own in its players
// (engine/agents/players.hpp).
#include "engine/agents/agent_makers.hpp"

#include <stdexcept>
#include <vector>

#include "dm/rng.hpp"

namespace dm {

namespace agents {

const std::vector<SharedAgent>& shared_agents() {
  static const std::vector<SharedAgent> table = {
      {"random", "a uniformly random legal option, from its own seeded generator"},
      {"stdio", "a program in any language, speaking JSON lines on its stdin and stdout (stdio:CMD)"},
      {"mcts",
       "Monte Carlo tree search over sampled hidden information, cheap rollouts and each game's position evaluation "
       "(iters=, ms=, turns=, explore=, rollout=)"},
  };
  return table;
}

const GamePlayers& plain_players() {
  static const GamePlayers p;
  return p;
}

std::unique_ptr<Agent> make_for(const GamePlayers& players, const AgentSpec& spec, std::uint64_t seed, std::string_view game,
                                const std::string& known_elsewhere) {
  for (const GameAgent& a : players.agents)
    if (spec.name == a.name) return a.make(spec, seed, game);
  if (spec.name == "random") return make_random(spec, seed, game);
  if (spec.name == "stdio") return make_stdio(spec, seed, game);
  if (spec.name == "mcts") return make_mcts(spec, seed, game, players);
  if (!known_elsewhere.empty())
    throw std::invalid_argument("agent " + spec.name + " does not play " + std::string(game) + " (it plays " + known_elsewhere + ")");
  // As `dice agents list` orders them: random, the game's own, then the other shared ones.
  const auto& shared = shared_agents();
  std::string names = shared[0].name;
  for (const GameAgent& a : players.agents) names += ", " + std::string(a.name);
  for (std::size_t i = 1; i < shared.size(); ++i) names += ", " + std::string(shared[i].name);
  throw std::invalid_argument("unknown agent '" + spec.name + "' (agents: " + names + ")");
}

}  // namespace agents

std::uint64_t seat_seed(std::uint64_t game_seed, std::uint64_t seat) { return derive_seed(game_seed, 100 + seat); }

AgentSpec AgentSpec::parse(const std::string& text) {
  AgentSpec s;
  const auto colon = text.find(':');
  s.name = text.substr(0, colon);
  if (colon == std::string::npos) return s;
  s.rest = text.substr(colon + 1);
  std::size_t at = 0;
  while (at <= s.rest.size()) {
    std::size_t comma = s.rest.find(':', at);
    if (comma == std::string::npos) comma = s.rest.size();
    const std::string item = s.rest.substr(at, comma - at);
    const auto eq = item.find('=');
    if (!item.empty()) s.params[item.substr(0, eq)] = eq == std::string::npos ? "" : item.substr(eq + 1);
    at = comma + 1;
  }
  return s;
}


namespace agents {

void check_params(const AgentSpec& spec, const std::string& known) {
  for (const auto& [key, value] : spec.params) {
    const std::string padded = "," + known + ",";
    if (padded.find("," + key + ",") == std::string::npos)
      throw std::invalid_argument("agent " + spec.name + ": unknown parameter '" + key + "'" +
                                  (known.empty() ? " (it takes none)" : " (parameters: " + known + ")"));
  }
}

long long param_int(const AgentSpec& spec, const std::string& key, long long fallback, long long lo, long long hi) {
  auto it = spec.params.find(key);
  if (it == spec.params.end()) return fallback;
  std::size_t used = 0;
  long long v = 0;
  try {
    v = std::stoll(it->second, &used);
  } catch (...) {
    used = 0;
  }
  if (used == 0 || used != it->second.size() || v < lo || v > hi)
    throw std::invalid_argument("agent " + spec.name + ": " + key + " takes a whole number from " + std::to_string(lo) +
                                " to " + std::to_string(hi) + ", not '" + it->second + "'");
  return v;
}

}  // namespace agents

}  // namespace dm
