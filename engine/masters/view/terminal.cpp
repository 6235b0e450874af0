// Dice Masters at the terminal (engine/view/game_view.hpp, Terminal): a reroll asked once as a
// group of dice, named by number or by name; the Reserve Pool in view in the Main Step; a
// warning before energy is lost unspent; `card NAME`; and the help in the game's own words.
#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <sstream>

#include "dm/game.hpp"
#include "engine/masters/module.hpp"
#include "engine/masters/view/card_lookup.hpp"
#include "engine/masters/view/words.hpp"

namespace dm::masters {

namespace {

using view::face_words;
using view::join_and;

const Game& game_of(const Match& m) { return static_cast<const Game&>(m); }

std::string lowered(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(" \t"), last = s.find_last_not_of(" \t");
  return first == std::string::npos ? "" : s.substr(first, last - first + 1);
}

bool finish_word(const std::string& s) { return s == "finish" || s == "done" || s == "pass" || s == "f"; }

// A reroll asks once which dice, as a group: the options are every subset of the Prep Area's
// dice. A person names the dice instead, by their number in the list shown or by name, in any
// order; the subset is looked up among the options.
struct RerollChoice {
  std::vector<DieId> dice;                    // the dice that may be rerolled, as listed
  std::map<std::vector<DieId>, int> subsets;  // the dice of each option (sorted), and its index
  int keep = -1;                              // the option that rerolls nothing
};

std::optional<RerollChoice> reroll_choice(const Match& m) {
  const Game& g = game_of(m);
  if (g.pending().kind != DecisionKind::Reroll) return std::nullopt;
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
      // A die by name, whole or short: "P1 Sidekick 5", "Sidekick 5", "beast 1".
      DieId found = kNone;
      for (DieId d : c.dice)
        if (die_named(g.state(), d, part)) {
          if (found != kNone) return -1;  // two dice answer to it
          found = d;
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
      dice.push_back(g.die_name(die.id) + " [" + face_words(s.face(die.id).describe()) + "]");
  return dice;
}

const char* const kHelp =
    "How to answer:\n"
    "  a number        the option with that number, e.g. 0\n"
    "  a key           the option's key, shown in brackets after it, e.g. buy:3, or field:Sidekick 2\n"
    "                  (dice by name, whole or short: attack:beast 1, block:Sidekick 2:P2 Hulk 1)\n"
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

// What the person needs in view to answer: the Reserve Pool in the Main Step and a payment.
std::string situation(const Match& m) {
  const Game& g = game_of(m);
  const Decision& d = g.pending();
  const GameState& s = g.state();
  if (d.kind != DecisionKind::MainAction && d.kind != DecisionKind::Pay) return "";
  std::vector<std::string> dice;
  for (const auto& die : s.dice)
    if (die.controller == d.player && die.zone == Zone::Reserve)
      dice.push_back(g.die_name(die.id) + " [" + face_words(s.face(die.id).describe()) + "]");
  return "  (life " + std::to_string(s.life(d.player)) + "; Reserve Pool: " + (dice.empty() ? "empty" : join_and(dice)) + ")";
}

// Before a reroll, the dice of the Prep Area once, numbered, instead of every subset of them.
std::string listing(const Match& m) {
  const auto reroll = reroll_choice(m);
  if (!reroll) return "";
  const Game& g = game_of(m);
  std::string out = "  (life " + std::to_string(g.state().life(g.pending().player)) + ")\n";
  for (std::size_t i = 0; i < reroll->dice.size(); ++i)
    out += "  [" + std::to_string(i) + "] " + g.die_name(reroll->dice[i]) + " [" +
           face_words(g.state().face(reroll->dice[i]).describe()) + "]\n";
  return out + "(the dice to reroll by number or name, in any order: reroll 0 2, 2,0, all; keep or finish keeps them; board, "
               "card NAME, help)";
}

int answer(const Match& m, const std::string& line) {
  const auto reroll = reroll_choice(m);
  if (!reroll) return -1;
  if (finish_word(line) || line == "keep") return reroll->keep;
  if (line.find(':') != std::string::npos) return m.find_option(line);  // a key, as an agent gives it
  return line.empty() ? -1 : reroll_answer(game_of(m), *reroll, line);
}

std::string hint(const Match& m, const std::string& line) {
  const auto reroll = reroll_choice(m);
  if (!reroll) return "";
  return (line.empty() ? std::string("no answer given") : "'" + line + "' names no dice of the list") +
         "; type the dice to reroll by number (0 to " + std::to_string(reroll->dice.size() - 1) +
         ") or name, in any order (reroll 0 2), all, keep, or help";
}

// Ending the Main Step with energy still in the Reserve Pool: the energy is lost unspent.
std::string warning(const Match& m, int option) {
  const Game& g = game_of(m);
  if (g.pending().kind != DecisionKind::MainAction || g.option_key(option) != "done") return "";
  const auto unspent = unspent_energy(g);
  if (unspent.empty()) return "";
  return "warning: ending the Main Step loses the energy left in your Reserve Pool (" + join_and(unspent) +
         "); answer the same again to end it";
}

// Keys with dice by name, as the labels name them: "field:Sidekick 8", not field:7.
std::string key(const Match& m, int option) { return game_of(m).option_alias(option); }

std::string question(const Match& m, const std::string& line) {
  if (line != "card" && line.rfind("card ", 0) != 0) return "";
  return view::look_up_card(game_of(m), line.size() > 5 ? line.substr(5) : "");
}

}  // namespace

view::Terminal terminal() {
  view::Terminal t;
  t.help = kHelp;
  t.situation = situation;
  t.listing = listing;
  t.answer = answer;
  t.hint = hint;
  t.warning = warning;
  t.question = question;
  t.key = key;
  t.questions = "board, card NAME, help";
  return t;
}

}  // namespace dm::masters
