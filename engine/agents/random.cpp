// The random agent: a uniformly random legal option, from its own seeded generator.
#include "dm/rng.hpp"
#include "engine/agents/agent_makers.hpp"

namespace dm::agents {

namespace {

class RandomAgent : public Agent {
 public:
  explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "random"; }
  int choose(const Match& m) override { return static_cast<int>(rng_.below(static_cast<std::uint64_t>(m.option_count()))); }

 private:
  Rng rng_;
};

}  // namespace

std::unique_ptr<Agent> make_random(const AgentSpec& spec, std::uint64_t seed, std::string_view) {
  check_params(spec, "");
  return std::make_unique<RandomAgent>(seed);
}

}  // namespace dm::agents
