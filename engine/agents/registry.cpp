// make_agent: agent specs ("mcts:iters=400") to agents, through one table.
#include "engine/agents/registry.hpp"

#include <stdexcept>

#include "dm/rng.hpp"

namespace dm {

namespace {

struct Entry {
  const char* name;
  const char* summary;
  agents::Factory make;
};

// One line an agent.
const Entry kAgents[] = {
    {"random", "a uniformly random legal option, from its own seeded generator", agents::make_random},
    {"greedy", "simple habits: fields and buys what it can, attacks when ahead, never rerolls", agents::make_greedy},
    {"heuristic", "a competent rule-based player: rerolls toward a field-and-buy plan, combat arithmetic, a short look ahead for actions and globals (look=0: rules only)", agents::make_heuristic},
    {"stdio", "a program in any language, speaking JSON lines on its stdin and stdout (stdio:CMD)", agents::make_stdio},
    {"mcts", "Monte Carlo tree search over sampled hidden information, cheap rollouts and a position evaluation (iters=, ms=, turns=, explore=, rollout=)", agents::make_mcts},
};

}  // namespace

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

std::unique_ptr<Agent> make_agent(const std::string& text, std::uint64_t seed) {
  const AgentSpec spec = AgentSpec::parse(text);
  std::string names;
  for (const Entry& e : kAgents) {
    if (spec.name == e.name) return e.make(spec, seed);
    names += names.empty() ? "" : ", ";
    names += e.name;
  }
  throw std::invalid_argument("unknown agent '" + spec.name + "' (agents: " + names + ")");
}

std::vector<AgentInfo> agent_list() {
  std::vector<AgentInfo> out;
  for (const Entry& e : kAgents) out.push_back({e.name, e.summary});
  return out;
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
