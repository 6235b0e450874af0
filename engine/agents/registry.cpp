// make_agent: agent specs ("mcts:iters=400") to agents, through one table.
#include "engine/agents/registry.hpp"

#include <stdexcept>
#include <typeinfo>
#include <vector>

#include "dm/rng.hpp"

namespace dm {

namespace {

// How an agent is made for one game (an empty game name: every game).
struct Maker {
  const char* game;
  agents::Factory make;
};

struct Entry {
  const char* name;
  const char* summary;
  std::vector<Maker> makers;
};

// One line an agent.
const std::vector<Entry>& agent_table() {
  static const std::vector<Entry> table = {
      {"random", "a uniformly random legal option, from its own seeded generator", {{"", agents::make_random}}},
      {"greedy",
       "simple habits: Dice Masters: fields and buys what it can, attacks when ahead, never rerolls; Dice Miner: "
       "takes the die that scores most at once; hero duel: chases the most common number, takes the ability worth most, "
       "plays every modifier and prevention it can",
       {{"dice-masters", agents::make_greedy}, {"dice-miner", agents::make_miner_greedy}, {"hero-duel", agents::make_duel_greedy}}},
      {"heuristic",
       "a competent rule-based player: Dice Masters: rerolls toward a field-and-buy plan, combat arithmetic, a short "
       "look ahead for actions and globals (look=0: rules only); Dice Miner: weighs each die by what it adds to the "
       "trove's score this round and the next, shares beer to reach the skirt, rerolls what scores nothing",
       {{"dice-masters", agents::make_heuristic}, {"dice-miner", agents::make_miner_heuristic}}},
      {"stdio", "a program in any language, speaking JSON lines on its stdin and stdout (stdio:CMD)", {{"", agents::make_stdio}}},
      {"mcts",
       "Monte Carlo tree search over sampled hidden information, cheap rollouts and each game's position evaluation "
       "(iters=, ms=, turns=, explore=, rollout=)",
       {{"", agents::make_mcts}}},
  };
  return table;
}

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

std::unique_ptr<Agent> make_agent(const std::string& text, std::uint64_t seed, std::string_view game) {
  const AgentSpec spec = AgentSpec::parse(text);
  std::string names;
  for (const Entry& e : agent_table()) {
    if (spec.name == e.name) {
      std::string games;
      for (const Maker& m : e.makers) {
        if (!*m.game || m.game == game) return m.make(spec, seed, game);
        games += (games.empty() ? "" : ", ") + std::string(m.game);
      }
      throw std::invalid_argument("agent " + spec.name + " does not play " + std::string(game) + " (it plays " + games + ")");
    }
    names += names.empty() ? "" : ", ";
    names += e.name;
  }
  throw std::invalid_argument("unknown agent '" + spec.name + "' (agents: " + names + ")");
}

std::vector<AgentInfo> agent_list() {
  std::vector<AgentInfo> out;
  for (const Entry& e : agent_table()) {
    AgentInfo info{e.name, e.summary, {}};
    for (const Maker& m : e.makers)
      if (*m.game) info.games.push_back(m.game);
    out.push_back(std::move(info));
  }
  return out;
}

namespace agents {

const Game& dice_masters(const Match& m) {
  // Game is final: comparing the type is exact, and cheaper than a cast's search of the
  // class tree, asked at every decision an agent answers.
  if (typeid(m) == typeid(Game)) return static_cast<const Game&>(m);
  const auto* g = dynamic_cast<const Game*>(&m);
  if (!g) throw std::invalid_argument("this agent plays Dice Masters, and was given a game of " + m.game_name());
  return *g;
}

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
