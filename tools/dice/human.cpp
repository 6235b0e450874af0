// A person at the terminal: sees the prompt and every option, answers by number or key, and may
// look at the board, read a card or ask for help before answering. Input that is not a terminal
// (a script, a pipe) gets a few wrong answers and then ends the game, so it can never loop.
#include "tools/dice/human.hpp"

#include <unistd.h>

#include <iostream>
#include <stdexcept>
#include <string>

#include "tools/dice/board.hpp"
#include "tools/dice/card_lookup.hpp"
#include "tools/dice/game_view.hpp"
#include "tools/dice/words.hpp"

namespace dm::cli {

namespace {

// An answer is a number or an option key: a few dozen characters. Anything much longer (or an
// endless line, as from /dev/zero) is not a person typing, and is refused before it fills memory.
constexpr std::size_t kMaxAnswer = 4096;
// Wrong answers before the game stops. A person gets many chances; a pipe gets a few, since
// a script that answered wrongly once will answer wrongly again.
constexpr int kMaxWrongAtTerminal = 100;
constexpr int kMaxWrongPiped = 3;
// Questions (board, help, card) that are not answers, before a pipe is cut off.
constexpr int kMaxQuestionsPiped = 50;

std::string read_answer() {
  std::string line;
  for (int c; (c = std::cin.get()) != std::char_traits<char>::eof() && c != '\n';) {
    if (line.size() == kMaxAnswer)
      throw std::runtime_error("an answer longer than " + std::to_string(kMaxAnswer) + " characters");
    line += static_cast<char>(c);
  }
  if (line.empty() && !std::cin) throw std::runtime_error("the input ended before the game did");
  if (!line.empty() && line.back() == '\r') line.pop_back();
  const auto first = line.find_first_not_of(" \t"), last = line.find_last_not_of(" \t");
  return first == std::string::npos ? "" : line.substr(first, last - first + 1);
}

// The option that ends what is being done (the Main Step, declaring, choosing targets,
// rerolling): typed as "finish", or as its own key "done" or "pass"; -1 when there is none.
int finishing_option(const Match& g) {
  for (const char* key : {"done", "pass", "keep"}) {
    const int i = g.find_option(key);
    if (i >= 0) return i;
  }
  return -1;
}

bool finish_word(const std::string& s) { return s == "finish" || s == "done" || s == "pass" || s == "f"; }

const char* kHelp =
    "How to answer:\n"
    "  a number        the option with that number, e.g. 0\n"
    "  a key           the option's key, shown in brackets after it, e.g. buy:3 or reroll:1,6\n"
    "  finish          end what you are doing: the Main Step, declaring attackers or blockers,\n"
    "                  choosing targets, rerolling (the same as the keys done, pass and keep)\n"
    "  board           both sides: life, bag and Used Pile counts, every zone, the dice in the\n"
    "                  Field Zone with level, attack and defense, and the cards to buy from\n"
    "  card NAME       a card's text; part of the name will do (card force, card spider)\n"
    "  options         show the options again\n"
    "  help            this text\n"
    "What the options mean: in the Roll and Reroll Step you choose, once, which dice to roll\n"
    "again; in the Main Step you buy dice (cost in brackets), field characters, use action dice\n"
    "and globals, then finish; to attack you choose attackers one at a time, then finish; a\n"
    "payment lists the ways to pay a cost with the energy in your Reserve Pool.";

class HumanAgent : public Agent {
 public:
  std::string name() const override { return "human"; }

  int choose(const Match& g) override {
    const bool terminal = ::isatty(STDIN_FILENO) != 0;
    show(g);
    int wrong = 0, questions = 0;
    for (;;) {
      std::cout << "> " << std::flush;
      const std::string line = read_answer();
      if (const int i = answer(g, line); i >= 0) return i;
      if (is_question(g, line)) {
        if (!terminal && ++questions > kMaxQuestionsPiped)
          throw std::runtime_error(std::to_string(kMaxQuestionsPiped) + " questions without an answer from input that is not a terminal");
        continue;
      }
      ++wrong;
      std::cout << hint(g, line) << "\n";
      if (wrong >= (terminal ? kMaxWrongAtTerminal : kMaxWrongPiped))
        throw std::runtime_error(count(wrong, "wrong answer", "wrong answers") + " in a row" +
                                 (terminal ? "" : " from input that is not a terminal"));
    }
  }

 private:
  static void show(const Match& g) {
    std::cout << "\n" << player_word(g.decider()) << ", " << g.prompt() << ":\n";
    const auto* masters = dynamic_cast<const Game*>(&g);
    const std::string context = masters ? situation(*masters) : "";
    if (!context.empty()) std::cout << context << "\n";
    const int finish = finishing_option(g);
    for (int i = 0; i < g.option_count(); ++i) {
      std::cout << "  [" << i << "] " << g.option_label(i) << "  (" << g.option_key(i);
      if (i == finish) std::cout << ", or finish";
      std::cout << ")\n";
    }
    std::cout << (masters ? "(a number or a key; board, card NAME, help)\n" : "(a number or a key; board, help)\n");
  }

  // What the person needs in view to answer: the faces in the Prep Area before a reroll, the
  // Reserve Pool in the Main Step.
  static std::string situation(const Game& g) {
    const Decision& d = g.pending();
    const GameState& s = g.state();
    if (d.kind != DecisionKind::Reroll && d.kind != DecisionKind::MainAction && d.kind != DecisionKind::Pay) return "";
    const Zone zone = d.kind == DecisionKind::Reroll ? Zone::Prep : Zone::Reserve;
    std::vector<std::string> dice;
    for (const auto& die : s.dice)
      if (die.controller == d.player && die.zone == zone)
        dice.push_back(die_name(g, die.id) + " [" + face_words(s.face(die.id).describe()) + "]");
    const std::string where = zone == Zone::Prep ? "Prep Area" : "Reserve Pool";
    return "  (life " + std::to_string(s.life(d.player)) + "; " + where + ": " + (dice.empty() ? "empty" : join_and(dice)) + ")";
  }

  // The option a line names, or -1.
  static int answer(const Match& g, const std::string& line) {
    const int n = g.option_count();
    if (!line.empty() && line.find_first_not_of("0123456789") == std::string::npos && line.size() < 9) {
      const int i = std::stoi(line);
      return i < n ? i : -1;
    }
    if (finish_word(line)) return finishing_option(g);
    return line.empty() ? -1 : g.find_option(line);
  }

  // board, card, help and options: answered here, and then the same decision is asked again.
  static bool is_question(const Match& g, const std::string& line) {
    if (line == "help" || line == "?" || line == "h") {
      std::cout << kHelp << "\n";
      return true;
    }
    if (line == "board" || line == "b") {
      std::cout << game_view(g.game_name()).board(g) << "\n";
      return true;
    }
    if (line == "options" || line == "o") {
      show(g);
      return true;
    }
    const auto* masters = dynamic_cast<const Game*>(&g);
    if (masters && (line == "card" || line.rfind("card ", 0) == 0)) {
      std::cout << look_up_card(*masters, line.size() > 5 ? line.substr(5) : "") << "\n";
      return true;
    }
    return false;
  }

  static std::string hint(const Match& g, const std::string& line) {
    const int n = g.option_count();
    std::string out = line.empty() ? "no answer given" : "'" + line + "' is not an option";
    if (finish_word(line)) out = "nothing to finish here: choose one of the options";
    out += "; type a number from 0 to " + std::to_string(n - 1) + ", a key such as " + g.option_key(0);
    if (finishing_option(g) >= 0) out += ", finish";
    return out + ", or help";
  }
};

}  // namespace

std::unique_ptr<Agent> make_human_agent() { return std::make_unique<HumanAgent>(); }

std::unique_ptr<Agent> make_seat_agent(const std::string& spec, std::uint64_t seed, std::string_view game) {
  if (spec == "human") return make_human_agent();
  return make_agent(spec, seed, game);
}

}  // namespace dm::cli
