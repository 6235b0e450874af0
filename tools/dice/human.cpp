// A person at the terminal: sees the prompt and every option, answers by number or key, and may
// look at the board, read a card or ask for help before answering. Input that is not a terminal
// (a script, a pipe) gets a few wrong answers and then ends the game, so it can never loop.
#include "tools/dice/human.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

#include "engine/module/game_module.hpp"
#include "engine/view/words.hpp"

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
  for (const char* key : {"done", "pass", "keep", "stop", "none"}) {
    const int i = g.find_option(key);
    if (i >= 0) return i;
  }
  return -1;
}

bool finish_word(const std::string& s) { return s == "finish" || s == "done" || s == "pass" || s == "f"; }

std::string lowered(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(" \t"), last = s.find_last_not_of(" \t");
  return first == std::string::npos ? "" : s.substr(first, last - first + 1);
}

using view::count;
using view::player_word;

const view::Terminal& terminal_of(const Match& g) { return view_of(g.game_name()).terminal; }

// How to answer in a game that says nothing more of its own.
const char* const kHelp =
    "How to answer:\n"
    "  a number        the option with that number, e.g. 0\n"
    "  a key           the option's key, shown in brackets after it\n"
    "  finish          end what you are doing (the same as the keys done, pass and keep)\n"
    "  board           the table as it stands\n"
    "  options         show the options again\n"
    "  help            this text\n"
    "  undo            back to before your last answer (casual play: not while recording a replay)";

class HumanAgent : public Agent {
 public:
  std::string name() const override { return "human"; }

  int choose(const Match& g) override {
    const bool terminal = ::isatty(STDIN_FILENO) != 0;
    show(g);
    int wrong = 0, questions = 0;
    bool warned = false;  // told once that finishing loses energy: the next finish means it
    for (;;) {
      std::cout << "> " << std::flush;
      const std::string line = read_answer();
      if (line == "undo" || line == "u") return kUndoAnswer;
      if (const int i = answer(g, line); i >= 0) {
        const view::Terminal& t = terminal_of(g);
        const std::string warning = warned || !t.warning ? std::string() : t.warning(g, i);
        if (!warning.empty()) {
          std::cout << warning << "\n";
          warned = true;
          if (!terminal && ++questions > kMaxQuestionsPiped)
            throw std::runtime_error(std::to_string(kMaxQuestionsPiped) + " questions without an answer from input that is not a terminal");
          continue;
        }
        return i;
      }
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
    // A prompt that names its player itself ("P1, take a die") is not named twice.
    const std::string prompt = g.prompt(), who = player_word(g.decider());
    const bool named = prompt.rfind(who, 0) == 0 && (prompt.size() == who.size() || !std::isdigit(static_cast<unsigned char>(prompt[who.size()])));
    std::cout << "\n" << (named ? "" : who + ", ") << prompt << ":\n";
    const view::Terminal& t = terminal_of(g);
    // A decision the game shows its own way (a reroll: the dice once, not every subset).
    if (const std::string own = t.listing ? t.listing(g) : ""; !own.empty()) {
      std::cout << own << "\n";
      return;
    }
    const std::string context = t.situation ? t.situation(g) : "";
    if (!context.empty()) std::cout << context << "\n";
    const int finish = finishing_option(g);
    for (int i = 0; i < g.option_count(); ++i) {
      const std::string own = t.key ? t.key(g, i) : "";
      std::cout << "  [" << i << "] " << g.option_label(i) << "  (" << (own.empty() ? g.option_key(i) : own);
      if (i == finish) std::cout << ", or finish";
      std::cout << ")\n";
    }
    std::cout << "(a number or a key; " << t.questions << ")\n";
  }

  // The option a line names, or -1.
  static int answer(const Match& g, const std::string& line) {
    const int n = g.option_count();
    const view::Terminal& t = terminal_of(g);
    if (t.listing && !t.listing(g).empty()) return t.answer ? t.answer(g, line) : -1;
    if (t.answer)
      if (const int i = t.answer(g, line); i >= 0) return i;
    if (!line.empty() && line.find_first_not_of("0123456789") == std::string::npos && line.size() < 9) {
      const int i = std::stoi(line);
      return i < n ? i : -1;
    }
    if (finish_word(line)) return finishing_option(g);
    return line.empty() ? -1 : g.find_option(line);
  }

  // board, card, help and options: answered here, and then the same decision is asked again.
  static bool is_question(const Match& g, const std::string& line) {
    const view::Terminal& t = terminal_of(g);
    if (line == "help" || line == "?" || line == "h") {
      std::cout << (*t.help ? t.help : kHelp) << "\n";
      return true;
    }
    if (line == "board" || line == "b") {
      std::cout << view_of(g.game_name()).board(g) << "\n";
      return true;
    }
    if (line == "options" || line == "o") {
      show(g);
      return true;
    }
    if (t.question)
      if (const std::string told = t.question(g, line); !told.empty()) {
        std::cout << told << "\n";
        return true;
      }
    return false;
  }

  static std::string hint(const Match& g, const std::string& line) {
    const int n = g.option_count();
    const view::Terminal& t = terminal_of(g);
    if (t.hint)
      if (const std::string own = t.hint(g, line); !own.empty()) return own;
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
