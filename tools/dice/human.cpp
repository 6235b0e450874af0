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

std::string lowered(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(" \t"), last = s.find_last_not_of(" \t");
  return first == std::string::npos ? "" : s.substr(first, last - first + 1);
}

// A Dice Masters reroll asks once which dice, as a group: the options are every subset of the
// Prep Area's dice. A person names the dice instead, by their number in the list shown or by
// name, in any order; the subset is looked up among the options.
struct RerollChoice {
  std::vector<DieId> dice;                   // the dice that may be rerolled, as listed
  std::map<std::vector<DieId>, int> subsets;  // the dice of each option (sorted), and its index
  int keep = -1;                              // the option that rerolls nothing
};

std::optional<RerollChoice> reroll_choice(const Match& g) {
  const auto* masters = dynamic_cast<const Game*>(&g);
  if (!masters || masters->pending().kind != DecisionKind::Reroll) return std::nullopt;
  RerollChoice c;
  for (int i = 0; i < g.option_count(); ++i) {
    const std::string key = g.option_key(i);
    if (key.rfind("reroll:", 0) != 0) {
      if (key == "keep") c.keep = i;
      continue;
    }
    std::vector<DieId> ids;
    std::istringstream in(key.substr(7));
    for (std::string id; std::getline(in, id, ',');) ids.push_back(static_cast<DieId>(std::stoi(id)));
    std::sort(ids.begin(), ids.end());
    for (DieId d : ids)
      if (std::find(c.dice.begin(), c.dice.end(), d) == c.dice.end()) c.dice.push_back(d);
    c.subsets.emplace(std::move(ids), i);
  }
  std::sort(c.dice.begin(), c.dice.end());
  return c;
}

// The option a reroll answer names ("reroll 0 2", "2,0", "Sidekick 5, p1 sidekick 1", "all",
// "none"), or -1. Numbers are places in the list shown; a name is a die's as the board shows it.
int reroll_answer(const Game& g, const RerollChoice& c, const std::string& line) {
  std::string rest = trimmed(line);
  if (lowered(rest).rfind("reroll", 0) == 0 && (rest.size() == 6 || rest[6] == ' ')) rest = trimmed(rest.substr(6));
  const std::string word = lowered(rest);
  if (word == "none" || word == "nothing") return c.keep;
  std::vector<DieId> chosen;
  if (word == "all" || word == "every die") {
    chosen = c.dice;
  } else {
    std::istringstream parts(rest);
    for (std::string part; std::getline(parts, part, ',');) {
      part = trimmed(part);
      if (part.empty()) continue;
      if (part.find_first_not_of("0123456789 \t") == std::string::npos) {
        std::istringstream numbers(part);
        for (std::string n; numbers >> n;) {
          if (n.size() > 3) return -1;
          const std::size_t at = static_cast<std::size_t>(std::stoi(n));
          if (at >= c.dice.size()) return -1;
          chosen.push_back(c.dice[at]);
        }
        continue;
      }
      const std::string want = lowered(part);
      DieId found = kNone;
      for (DieId d : c.dice) {
        const std::string name = lowered(die_name(g, d));
        // One's own dice may be named without their owner: "Sidekick 5" for "P1 Sidekick 5".
        const auto space = name.find(' ');
        const bool owned = name.size() > 1 && name[0] == 'p' && space != std::string::npos &&
                           name.find_first_not_of("0123456789", 1) == space;
        if (name == want || (owned && name.substr(space + 1) == want)) found = d;
      }
      if (found == kNone) return -1;
      chosen.push_back(found);
    }
  }
  if (chosen.empty()) return -1;
  std::sort(chosen.begin(), chosen.end());
  chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
  const auto it = c.subsets.find(chosen);
  return it == c.subsets.end() ? -1 : it->second;
}

// The energy a player's Reserve Pool still holds: what ending the Main Step would lose.
std::vector<std::string> unspent_energy(const Game& g) {
  std::vector<std::string> dice;
  const GameState& s = g.state();
  const PlayerId p = g.pending().player;
  for (const auto& die : s.dice)
    if (die.controller == p && die.zone == Zone::Reserve && s.face(die.id).is_energy())
      dice.push_back(die_name(g, die.id) + " [" + face_words(s.face(die.id).describe()) + "]");
  return dice;
}

const char* kHelp =
    "How to answer:\n"
    "  a number        the option with that number, e.g. 0\n"
    "  a key           the option's key, shown in brackets after it, e.g. buy:3 or field:6\n"
    "  reroll 0 2      in the Roll and Reroll Step: the dice to reroll, by their number in the\n"
    "                  list or by name (reroll Sidekick 5), in any order; all; keep for none\n"
    "  finish          end what you are doing: the Main Step, declaring attackers or blockers,\n"
    "                  choosing targets, rerolling (the same as the keys done, pass and keep)\n"
    "  board           both sides: life, bag and Used Pile counts, every zone, the dice in the\n"
    "                  Field Zone with level, attack and defense, and the cards to buy from\n"
    "  card NAME       a card's text; part of the name will do (card force, card spider)\n"
    "  options         show the options again\n"
    "  help            this text\n"
    "  undo            back to before your last answer (casual play: not while recording a replay)\n"
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
    bool warned = false;  // told once that finishing loses energy: the next finish means it
    for (;;) {
      std::cout << "> " << std::flush;
      const std::string line = read_answer();
      if (line == "undo" || line == "u") return kUndoAnswer;
      if (const int i = answer(g, line); i >= 0) {
        if (!warned && loses_energy(g, i)) {
          const auto* masters = dynamic_cast<const Game*>(&g);
          std::cout << "warning: ending the Main Step loses the energy left in your Reserve Pool ("
                    << join_and(unspent_energy(*masters)) << "); answer the same again to end it\n";
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
  // Ending the Main Step with energy still in the Reserve Pool: the energy is lost unspent.
  static bool loses_energy(const Match& g, int option) {
    const auto* masters = dynamic_cast<const Game*>(&g);
    return masters && masters->pending().kind == DecisionKind::MainAction && g.option_key(option) == "done" &&
           !unspent_energy(*masters).empty();
  }

  static void show(const Match& g) {
    std::cout << "\n" << player_word(g.decider()) << ", " << g.prompt() << ":\n";
    const auto* masters = dynamic_cast<const Game*>(&g);
    if (auto reroll = reroll_choice(g)) {
      // The dice once, not every subset of them.
      std::cout << "  (life " << masters->state().life(masters->pending().player) << ")\n";
      for (std::size_t i = 0; i < reroll->dice.size(); ++i)
        std::cout << "  [" << i << "] " << die_name(*masters, reroll->dice[i]) << " ["
                  << face_words(masters->state().face(reroll->dice[i]).describe()) << "]\n";
      std::cout << "(the dice to reroll by number or name, in any order: reroll 0 2, 2,0, all; keep or finish keeps "
                   "them; board, card NAME, help)\n";
      return;
    }
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
    if (auto reroll = reroll_choice(g)) {
      if (finish_word(line) || line == "keep") return reroll->keep;
      if (line.find(':') != std::string::npos) return g.find_option(line);  // a key, as an agent gives it
      return line.empty() ? -1 : reroll_answer(*dynamic_cast<const Game*>(&g), *reroll, line);
    }
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
    if (auto reroll = reroll_choice(g))
      return (line.empty() ? std::string("no answer given") : "'" + line + "' names no dice of the list") +
             "; type the dice to reroll by number (0 to " + std::to_string(reroll->dice.size() - 1) +
             ") or name, in any order (reroll 0 2), all, keep, or help";
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
