// What the dice CLI shows of a hero duel (game_view.hpp): each hero's health, combat points,
// tokens, dice and cards (the opponent's hand counted, never shown), and the log told in words.
#include <nlohmann/json.hpp>

#include "dm/duel.hpp"
#include "engine/duel/module.hpp"
#include "engine/view/option_keys.hpp"

namespace dm::view {

extern const char* const kDuelViewerScript;  // viewer_script.cpp: the table
extern const char* const kDuelViewerStyle;

namespace {

std::string duel_board(const Match& m) {
  const auto& g = dynamic_cast<const duel::DuelMatch&>(m);
  const duel::State& s = g.state();
  std::string out = "turn " + std::to_string(s.turn) + ", P" + std::to_string(s.active + 1) + " active, " + std::string(duel::to_string(s.phase)) + "\n";
  for (std::size_t p = 0; p < s.players.size(); ++p) {
    const duel::Player& P = s.players[p];
    const duel::Hero& h = g.hero(static_cast<PlayerId>(p));
    out += "P" + std::to_string(p + 1) + " " + h.name + ": " + std::to_string(P.health) + " health, " + std::to_string(P.cp) + " CP";
    for (std::size_t st = 0; st < P.tokens.size(); ++st)
      if (P.tokens[st] > 0) out += ", " + g.content().statuses[st].name + " x" + std::to_string(P.tokens[st]);
    out += "\n  dice:";
    for (const duel::Face& f : g.faces_of(static_cast<PlayerId>(p)))
      out += " " + std::to_string(f.value) + (f.symbol >= 0 ? h.symbols[static_cast<std::size_t>(f.symbol)] : "");
    out += "\n  hand: " + std::to_string(P.hand.size()) + " cards, deck " + std::to_string(P.deck.size()) + ", discard " + std::to_string(P.discard.size()) + "\n";
  }
  if (s.attack.ability >= 0 && s.attack.incoming > 0) out += "pending: " + damage::describe(g.attack_preview()) + "\n";
  return out;
}

std::string duel_narrate(const Match& m, const nlohmann::json& line) {
  const std::string type = line.value("type", "");
  auto who = [&](const char* key) { return "P" + std::to_string(line.value(key, 0) + 1); };
  if (type == "choice") return who("player") + ": " + line.value("key", "");
  if (type == "roll") {
    std::string faces;
    for (const auto& f : line["faces"]) faces += (faces.empty() ? "" : ", ") + f.get<std::string>();
    return who("player") + " rolls " + faces;
  }
  if (type == "ability") return who("player") + " uses " + line.value("ability", "");
  if (type == "damage")
    return line.value("what", "") + ": " + std::to_string(line.value("final", 0)) + " " + line.value("kind", "") + " damage to " + who("to") +
           " (" + line.value("steps", "") + ")";
  return "";
}

}  // namespace

}  // namespace dm::view

namespace dm::duel {

namespace {

const char* const kHelp =
    "How to answer (hero duel):\n"
    "  a number        the option with that number, e.g. 0\n"
    "  a key           the option's key, shown in brackets after it:\n"
    "                    play:CARD        play a card of your hand (its CP cost is paid)\n"
    "                    sell:CARD        sell a card for 1 CP\n"
    "                    reroll:DICE      reroll those dice (by their number from 1)\n"
    "                    stop             keep the dice as they show\n"
    "                    ability:NAME     use that offensive ability against the opponent\n"
    "                    spend:STATUS     spend a status token (a defence, a bonus)\n"
    "                    discard:CARD     discard a card down to the hand limit\n"
    "  finish          end the phase, pass, or use no ability (the keys done, pass, none)\n"
    "  board           both heroes: health, CP, tokens, dice and the size of each hand\n"
    "  options         show the options again\n"
    "  help            this text\n"
    "  undo            back to before your last answer (casual play: not while recording a replay)\n"
    "A turn: upkeep, income, main, roll (up to three attempts), select an ability, the defender's\n"
    "responses, a second main phase, discard (docs/hero-duel.md).";

}  // namespace

// What the deciding player has in view that the board counts only: their own hand.
std::string situation(const Match& m) {
  const auto& g = dynamic_cast<const DuelMatch&>(m);
  const PlayerId p = g.decider();
  if (p == kNone) return "";
  const auto& hand = g.state().players[static_cast<std::size_t>(p)].hand;
  std::string cards;
  for (int c : hand) cards += (cards.empty() ? "" : ", ") + g.hero(p).cards[static_cast<std::size_t>(c)].name;
  return "  (" + std::to_string(g.state().players[static_cast<std::size_t>(p)].cp) + " CP; hand: " + (cards.empty() ? "empty" : cards) + ")";
}

// The dice a reroll names, on the page's table (viewer_script.cpp draws the roller's dice in
// order, counted from 1 as the keys count them).
std::vector<std::string> option_targets(const Match& m, int option) {
  std::vector<std::string> out;
  for (int i : view::key_numbers(m.option_key(option), "reroll"))
    out.push_back("#player-" + std::to_string(m.decider()) + " .dice .ddie:nth-child(" + std::to_string(i) + ")");
  return out;
}

const view::GameView& view() {
  static const view::GameView v = [] {
    view::GameView x;
    x.board = view::duel_board;
    x.option_targets = option_targets;
    x.narrate = view::duel_narrate;
    x.table_script = view::kDuelViewerScript;
    x.table_style = view::kDuelViewerStyle;
    x.terminal.help = kHelp;
    x.terminal.situation = situation;
    x.first_player = "P1 starts";
    return x;
  }();
  return v;
}

}  // namespace dm::duel
