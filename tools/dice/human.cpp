// A person at the terminal: sees the prompt (during a draft, what they drafted so far) and
// every option (during a draft, the cards of their pile), and answers by number or key.
#include "tools/dice/human.hpp"

#include <iostream>
#include <stdexcept>
#include <string>

namespace dm::cli {

namespace {

class HumanAgent : public Agent {
 public:
  std::string name() const override { return "human"; }
  int choose(const Game& g) override {
    const Decision& d = g.pending();
    while (true) {
      std::cout << "\nP" << d.player + 1 << ", " << g.prompt() << ":\n";
      for (int i = 0; i < static_cast<int>(d.options.size()); ++i)
        std::cout << "  [" << i << "] " << g.option_label(i) << "  (" << g.option_key(i) << ")\n";
      std::cout << "> " << std::flush;
      std::string line;
      if (!std::getline(std::cin, line)) throw std::runtime_error("input closed");
      try {
        std::size_t pos = 0;
        int i = std::stoi(line, &pos);
        if (pos == line.size() && i >= 0 && i < static_cast<int>(d.options.size())) return i;
      } catch (...) {
      }
      int k = g.find_option(line);
      if (k >= 0) return k;
      std::cout << "not an option: " << line << "\n";
    }
  }
};

}  // namespace

std::unique_ptr<Agent> make_human_agent() { return std::make_unique<HumanAgent>(); }

std::unique_ptr<Agent> make_seat_agent(const std::string& spec, std::uint64_t seed) {
  if (spec == "human") return make_human_agent();
  return make_agent(spec, seed);
}

}  // namespace dm::cli
