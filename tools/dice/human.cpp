// A person at the terminal: sees the prompt (during a draft, what they drafted so far) and
// every option (during a draft, the cards of their pile), and answers by number or key.
#include "tools/dice/human.hpp"

#include <iostream>
#include <stdexcept>
#include <string>

namespace dm::cli {

namespace {

// An answer is a number or an option key: a few dozen characters. Anything much longer (or an
// endless line, as from /dev/zero) is not a person typing, and is refused before it fills memory.
constexpr std::size_t kMaxAnswer = 4096;
// Wrong answers in a row before the game stops: a script feeding junk would loop forever.
constexpr int kMaxWrongAnswers = 100;

std::string read_answer() {
  std::string line;
  for (int c; (c = std::cin.get()) != std::char_traits<char>::eof() && c != '\n';) {
    if (line.size() == kMaxAnswer)
      throw std::runtime_error("an answer longer than " + std::to_string(kMaxAnswer) + " characters");
    line += static_cast<char>(c);
  }
  if (line.empty() && !std::cin) throw std::runtime_error("input closed");
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

class HumanAgent : public Agent {
 public:
  std::string name() const override { return "human"; }
  int choose(const Game& g) override {
    const Decision& d = g.pending();
    for (int wrong = 0;; ++wrong) {
      if (wrong == kMaxWrongAnswers) throw std::runtime_error(std::to_string(kMaxWrongAnswers) + " wrong answers in a row");
      std::cout << "\nP" << d.player + 1 << ", " << g.prompt() << ":\n";
      for (int i = 0; i < static_cast<int>(d.options.size()); ++i)
        std::cout << "  [" << i << "] " << g.option_label(i) << "  (" << g.option_key(i) << ")\n";
      std::cout << "> " << std::flush;
      const std::string line = read_answer();
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
