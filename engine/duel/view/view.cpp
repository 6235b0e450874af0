// What the dice CLI shows of a hero duel (game_view.hpp): each hero's health, combat points,
// tokens, dice and cards (the opponent's hand counted, never shown), and the log told in words.
#include <cctype>
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
    // More than two: the side each hero is on, and who has fallen.
    if (s.players.size() > 2) {
      if (g.side_count() < g.player_count()) out += ", side " + std::to_string(g.side_of(static_cast<PlayerId>(p)) + 1);
      if (P.health == 0) out += ", out";
    }
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
  const auto* g = dynamic_cast<const duel::DuelMatch*>(&m);
  // "P1 (Ember Warden)": a player with their hero.
  auto hero = [&](int p) {
    const std::string w = "P" + std::to_string(p + 1);
    return g && p >= 0 && p < g->player_count() ? w + " (" + g->hero(p).name + ")" : w;
  };
  if (type == "game_start") {
    std::string out = "== Hero duel: " + line.value("format", "") + ", seed " + std::to_string(line.value("seed", 0ull)) + " ==";
    if (line.contains("agents") && line["agents"].is_array())
      for (std::size_t p = 0; p < line["agents"].size(); ++p)
        if (line["agents"][p].is_string()) out += "\n" + hero(static_cast<int>(p)) + ": " + line["agents"][p].get<std::string>();
    return out;
  }
  if (type == "turn") return "\n== Turn " + std::to_string(line.value("turn", 0)) + ": " + hero(line.value("player", 0)) + " ==";
  if (type == "effect") {
    std::vector<std::string> parts;
    if (line.contains("heal")) parts.push_back("heals " + std::to_string(line.value("heal", 0)) + " (health " + std::to_string(line.value("health", 0)) + ")");
    if (line.contains("cp")) {
      const int cp = line.value("cp", 0);
      parts.push_back((cp > 0 ? "+" : "") + std::to_string(cp) + " CP" + (line.contains("stolen") ? " (" + std::to_string(line.value("stolen", 0)) + " stolen)" : ""));
    }
    if (line.contains("drawn")) parts.push_back("draws " + std::to_string(line.value("drawn", 0)));
    auto pair = [&](const char* key, const std::string& verb) {
      if (line.contains(key) && line[key].is_array() && line[key].size() == 2)
        parts.push_back(verb + " " + std::to_string(line[key][1].get<int>()) + " " + line[key][0].get<std::string>());
    };
    pair("gain", "gains");
    pair("inflict", "inflicts");
    pair("remove", "removes");
    pair("upgrade", "upgrades by");
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
    return who("player") + " " + line.value("what", "") + ": " + out;
  }
  if (type == "game_over") {
    const std::string reason = line.value("reason", "");
    std::string out = "\n== Game over after " + std::to_string(line.value("turns", 0)) + " turns: ";
    if (line.contains("winner") && line["winner"].is_number()) {
      const int w = line["winner"].get<int>();
      if (g && g->side_count() < g->player_count()) {
        // A side wins together: every hero of it.
        std::string side;
        for (int p = 0; p < g->player_count(); ++p)
          if (g->side_of(p) == w) side += (side.empty() ? "" : " and ") + hero(p);
        out += side + " win";
      } else {
        out += hero(w) + " wins";
      }
    } else {
      out += reason == "health" ? (g && g->player_count() > 2 ? "a tie, every hero fell" : "a tie, both heroes fell")
                                : "no winner (" + (reason == "turn_limit" ? std::string("turn limit") : reason) + ")";
    }
    if (g) {
      std::string health;
      for (int p = 0; p < g->player_count(); ++p)
        health += (health.empty() ? "" : ", ") + hero(p) + " " + std::to_string(g->state().players[static_cast<std::size_t>(p)].health);
      out += "; health " + health;
    }
    return out + " ==";
  }
  if (type == "choice") return who("player") + ": " + line.value("key", "");
  if (type == "roll") {
    std::string faces;
    for (const auto& f : line["faces"]) faces += (faces.empty() ? "" : ", ") + f.get<std::string>();
    return who("player") + " rolls " + faces;
  }
  if (type == "ability")
    return who("player") + " uses " + line.value("ability", "") + (line.contains("target") ? " at " + hero(line.value("target", 0)) : "");
  if (type == "out") return hero(line.value("player", 0)) + " falls and is out";
  // What hero scripts do (docs/hero-api.md).
  if (type == "script") return who("player") + " " + line.value("what", "") + ": " + line.value("did", "");
  if (type == "reaction") return who("player") + "'s " + line.value("what", "") + " reacts (" + line.value("on", "") + ")";
  if (type == "script_error")
    return "script error in " + line.value("what", "") + " (" + line.value("file", "") + ":" + std::to_string(line.value("line", 0)) + "): " + line.value("message", "");
  if (type == "script_limit") return "the game stops: " + line.value("why", "");
  // The page's timing: declared now, resolved when every player has passed, the active first.
  if (type == "declare") return who("player") + " declares " + line.value("what", "") + " (it resolves when everyone has passed)";
  if (type == "fizzle") return who("player") + "'s " + line.value("what", "") + " does nothing: " + line.value("why", "");
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
    "                    ability:NAME:P3  the same against P3, when several may be attacked\n"
    "                    spend:STATUS     spend a status token (a defence, a bonus)\n"
    "                    discard:CARD     discard a card down to the hand limit\n"
    "  finish          end the phase, pass, or use no ability (the keys done, pass, none)\n"
    "  board           both heroes: health, CP, tokens, dice and the size of each hand\n"
    "  hand            your cards, with what each does\n"
    "  card NAME       a card, ability or status effect of either hero (any part of its name)\n"
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

namespace {

std::string lowered(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

// `hand`: the deciding player's cards with their text; `card NAME`: every card, ability and
// status effect of either hero whose name holds NAME. "" for any other line.
std::string question(const Match& m, const std::string& line) {
  const auto& g = dynamic_cast<const DuelMatch&>(m);
  const Content& c = g.content();
  if (line == "hand") {
    const PlayerId p = g.decider();
    if (p == kNone) return "no one is deciding";
    const Player& P = g.state().players[static_cast<std::size_t>(p)];
    std::string out = "P" + std::to_string(p + 1) + "'s hand (" + std::to_string(P.cp) + " CP):";
    if (P.hand.empty()) out += " empty";
    for (int k : P.hand) out += "\n  " + card_text(g.hero(p), g.hero(p).cards[static_cast<std::size_t>(k)], c);
    return out;
  }
  if (line != "card" && line.rfind("card ", 0) != 0) return "";
  const std::string want = lowered(line.size() > 5 ? line.substr(5) : "");
  if (want.empty()) return "card NAME: a card, ability or status effect by (part of) its name, e.g. card brace";
  std::string out;
  for (PlayerId p = 0; p < g.player_count(); ++p) {
    const Hero& h = g.hero(p);
    for (const Card& k : h.cards)
      if (lowered(k.name).find(want) != std::string::npos) out += (out.empty() ? "" : "\n") + card_text(h, k, c);
    for (const Ability& a : h.abilities)
      if (lowered(a.name).find(want) != std::string::npos) {
        out += (out.empty() ? "" : "\n") + a.name + " (" + h.name + "): offensive ability: " + describe_ability(a, 1, c);
        for (int level = 2; level <= 1 + static_cast<int>(a.levels.size()); ++level) out += "; " + describe_ability(a, level, c);
      }
  }
  for (const Status& S : c.statuses)
    if (lowered(S.name).find(want) != std::string::npos)
      out += (out.empty() ? "" : "\n") + S.name + ": status effect, up to " + std::to_string(S.stack) +
             (S.persistent ? ", persistent: at its holder's upkeep, per token: " + describe(S.upkeep, c) : ", spent for: " + describe(S.spend, c));
  return out.empty() ? "no card, ability or status effect is called '" + line.substr(5) + "' (hand lists yours)" : out;
}

}  // namespace

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
    x.terminal.question = question;
    x.terminal.questions = "board, hand, card NAME, help";
    x.first_player = "P1 starts";
    return x;
  }();
  return v;
}

}  // namespace dm::duel
