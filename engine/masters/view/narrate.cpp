// The account of a game as a reader follows it: who plays with whom and with what, every roll
// with the dice named, every life total as it changes, and what each ability chose. Each log
// line is told alone, from the line and the game as it stands when the line is written (the
// narration runs as the game writes its lines), so a replay of the log tells the same story.
#include "engine/masters/view/narrate.hpp"

#include <algorithm>

#include "engine/masters/view/words.hpp"

namespace dm::view {

namespace {

using nlohmann::json;

std::string who(const json& p) { return p.is_number_integer() ? player_word(p.get<int>()) : "?"; }

std::string card_name(const Game& g, const json& id) {
  if (!id.is_string()) return "?";
  const auto& lib = *g.state().library;
  const int i = lib.find(id.get<std::string>());
  return i < 0 ? id.get<std::string>() : lib.at(i).name();
}

bool valid_die(const Game& g, const json& id) {
  return id.is_number_integer() && id.get<int>() >= 0 && id.get<int>() < static_cast<int>(g.state().dice.size());
}

// "Sidekick #7 [0/1/1]": the die as the game labels it now.
std::string die(const Game& g, const json& id) { return valid_die(g, id) ? g.die_label(id.get<int>()) : "?"; }

// "Sidekick #7 [wild]": the die's name with the face a roll line gives it.
std::string rolled(const Game& g, const json& x) {
  const json& id = x.is_object() ? x["die"] : x;
  if (!valid_die(g, id)) return "?";
  return die_name(g, id.get<int>()) + " [" + face_words(x.value("face", "?")) + "]";
}

std::string dice_list(const Game& g, const json& ids) {
  std::vector<std::string> parts;
  for (const auto& x : ids) parts.push_back(die(g, x.is_object() ? x["die"] : x));
  return parts.empty() ? "nothing" : join_and(parts);
}

std::string target(const Game& g, int v) { return v < 0 ? player_word(-1 - v) : die(g, v); }

// "P1 and P3" for a side of two, "P1" alone.
std::string side_players(const GameState& s, int side) {
  std::vector<std::string> ps;
  for (int p = 0; p < s.player_count(); ++p)
    if (s.players[static_cast<std::size_t>(p)].side == side) ps.push_back(player_word(p));
  return join_and(ps);
}

bool teams(const GameState& s) { return s.player_count() > s.side_count(); }

std::string side_word(const GameState& s, int side) {
  if (!teams(s)) return side_players(s, side);
  return "side " + std::to_string(side + 1) + " (" + side_players(s, side) + ")";
}

// Dice grouped by the player controlling them: "P1 attacks with A; P3 attacks with B".
template <class F>
std::string by_controller(const Game& g, const json& ids, F&& line) {
  std::vector<std::pair<int, std::vector<std::string>>> groups;
  for (const auto& x : ids) {
    const int c = valid_die(g, x) ? g.state().dice[static_cast<std::size_t>(x.get<int>())].controller : -1;
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& gr) { return gr.first == c; });
    if (it == groups.end()) it = groups.insert(groups.end(), {c, {}});
    it->second.push_back(die(g, x));
  }
  std::string out;
  for (const auto& [c, names] : groups) out += (out.empty() ? "" : "\n") + line(c < 0 ? "?" : player_word(c), join_and(names));
  return out;
}

std::string header(const json& j) {
  // A scenario's game is set up from its file, not from a seed: none is named.
  const std::string format = j.value("format", "?");
  const bool scenario = format.rfind("scenario ", 0) == 0;
  std::string out = "== " + format + " (rules " + j.value("edition", "?") + ")" +
                    (scenario ? std::string() : ", seed " + std::to_string(j.value("seed", 0ull))) + " ==";
  const json players = j.value("players", json::array());
  // Sides as the seats give them: "P1 (random) against P2 (greedy)".
  std::vector<std::vector<std::string>> sides;
  for (const auto& p : players) {
    const int side = p.value("side", 0);
    if (side < 0 || side > 8) continue;
    if (static_cast<int>(sides.size()) <= side) sides.resize(static_cast<std::size_t>(side) + 1);
    std::string name = player_word(p.value("player", 0));
    if (!p.value("agent", std::string()).empty()) name += " (" + p.value("agent", std::string()) + ")";
    sides[static_cast<std::size_t>(side)].push_back(name);
  }
  std::vector<std::string> side_texts;
  const bool teamed = sides.size() < players.size();
  for (std::size_t k = 0; k < sides.size(); ++k)
    side_texts.push_back((teamed ? "side " + std::to_string(k + 1) + ": " : "") + join_and(sides[k]));
  std::string against;
  for (const auto& t : side_texts) against += (against.empty() ? "" : " against ") + t;
  out += "\n  " + std::to_string(j.value("life", 0)) + " life a side" + (teamed ? ", shared by its players" : "") + "; " + against;
  for (const auto& p : players) {
    out += "\n  " + player_word(p.value("player", 0)) + "'s team";
    if (!p.value("team", std::string()).empty()) out += " '" + p.value("team", std::string()) + "'";
    out += ": ";
    std::vector<std::string> cards;
    for (const auto& c : p.value("cards", json::array()))
      cards.push_back(c.value("name", "?") + " (" + count(c.value("dice", 0), "die", "dice") + ")");
    if (cards.empty()) cards.push_back(j.contains("draft") ? "the cards it drafts" : "no character cards");
    const int sidekicks = p.value("sidekicks", 0);
    if (sidekicks > 0) cards.push_back(count(sidekicks, "Sidekick die", "Sidekick dice"));
    out += join_and(cards);
  }
  if (j.contains("draft"))
    out += "\n  The teams are drafted first, " + std::to_string(j["draft"].value("seats", 0)) + " seats at the table";
  std::vector<std::string> basics;
  for (const auto& b : j.value("basic_actions", json::array()))
    basics.push_back(b.value("name", "?") + " (" + count(b.value("dice", 0), "die", "dice") + ")");
  if (!basics.empty()) out += "\n  Basic actions on the table: " + join_and(basics);
  return out;
}

std::string draft_over(const Game& g, const json& j) {
  std::string out = "== Draft over ==";
  for (const auto& seat : j["seats"]) {
    out += "\n  " + who(seat["seat"]) + ": ";
    std::vector<std::string> team, basics;
    for (const auto& c : seat["team"]) team.push_back(card_name(g, c["card"]) + " (" + count(c.value("dice", 0), "die", "dice") + ")");
    out += team.empty() ? "no cards" : join_and(team);
    for (const auto& b : seat["basic_actions"]) basics.push_back(card_name(g, b));
    if (!basics.empty()) out += "; basic actions: " + join_and(basics);
    out += " (" + count(static_cast<int>(seat["drafted"].size()), "card", "cards") + " drafted)";
  }
  std::vector<std::string> table;
  for (const auto& b : j["basic_actions"]) table.push_back(card_name(g, b));
  if (!table.empty()) out += "\n  Basic actions on the table: " + join_and(table);
  return out;
}

// An ability as it resolves: whose, from which die or card, what it reads, what it chose.
std::string ability(const Game& g, const json& j) {
  const std::string card = card_name(g, j["card"]);
  const std::string trigger = j.value("trigger", "none");
  const int d = j.value("die", -1);
  const bool has_die = valid_die(g, d);
  std::string out;
  if (!has_die && trigger == "none") {
    out = "  " + who(j["player"]) + " uses the global ability of " + card;
  } else if (trigger == "none") {
    out = "  " + who(j["player"]) + " uses the ability of " + die(g, d);
  } else if (trigger == "used") {
    out = "    " + card;
  } else if (has_die) {
    // A die's name starts with its owner: "P2's" only for a die that player does not own.
    const std::string named = die(g, d), player = who(j["player"]);
    out = "    " + (named.rfind(player + " ", 0) == 0 ? named : player + "'s " + named);
  } else {
    out = "    " + who(j["player"]) + "'s " + card;
  }
  const int times = j.value("times", 1);
  if (times > 1) out += " (" + std::to_string(times) + " times)";
  out += ": " + j.value("text", "");
  // A trigger of a character no longer in the Field Zone: say so rather than tell it as done.
  if (has_die && trigger != "none" && trigger != "used" && trigger != "ko" && trigger != "leaves_field" &&
      trigger != "aftershock" && !in_field(g.state().dice[static_cast<std::size_t>(d)].zone))
    out += "\n      (" + die_name(g, d) + " is no longer in the Field Zone)";
  std::vector<std::string> targets;
  for (const auto& t : j.value("targets", json::array()))
    if (t.is_number_integer()) targets.push_back(target(g, t.get<int>()));
  if (!targets.empty()) out += "\n      " + std::string(targets.size() == 1 ? "target: " : "targets: ") + join_and(targets);
  return out;
}

std::string damage(const Game& g, const json& j) {
  std::string out;
  for (const auto& h : j["hits"]) {
    if (!out.empty()) out += "\n";
    const std::string amount = std::to_string(h.value("amount", 0)) + " damage";
    const std::string from = valid_die(g, h["source"]) ? " from " + die(g, h["source"]) : "";
    if (h["target"].is_null()) {
      out += "    " + who(h["player"]) + " takes " + amount + from;
      // A team's life is the side's: say whose total it is.
      if (h.contains("life") && h["player"].is_number_integer())
        out += " (" + (teams(g.state()) ? "side " + std::to_string(g.state().side(h["player"].get<int>()) + 1) + " life " : "life ") +
               std::to_string(h["life"].get<int>()) + ")";
    } else {
      out += "    " + die(g, h["target"]) + " takes " + amount + from;
    }
  }
  return out;
}

std::string game_over(const Game& g, const json& j) {
  const GameState& s = g.state();
  std::string out = "\n== Game over after " + count(j.value("turns", 0), "turn", "turns") + ": ";
  const std::string reason = j.value("reason", "");
  if (reason == "script_limit") out += "stopped, no winner (" + j.value("message", std::string("a script limit")) + ")";
  else if (j["winner"].is_null()) out += reason == "tie" ? "a tie" : "no winner (turn limit)";
  else out += side_word(s, j["winner"].get<int>()) + " wins";
  std::vector<std::string> lives;
  const json life = j.value("life", json::array());
  for (std::size_t k = 0; k < life.size(); ++k)
    lives.push_back((teams(s) ? "side " + std::to_string(k + 1) : side_players(s, static_cast<int>(k))) + " " +
                    std::to_string(life[k].get<int>()));
  std::string joined;
  for (const auto& l : lives) joined += (joined.empty() ? "" : ", ") + l;
  return out + " (life: " + joined + ") ==";
}

}  // namespace

std::string narrate(const Game& g, const json& j) {
  const std::string type = j.value("type", "");
  const GameState& s = g.state();
  if (type == "game_start") return header(j);
  if (type == "draft_start")
    return "== Draft: " + std::to_string(j.value("seats", 0)) + " seats, " + count(static_cast<int>(j["piles"].size()), "pile", "piles") + " ==";
  if (type == "choice" && j.value("decision", "") == "draft") return "  " + who(j["player"]) + ": " + j.value("label", "");
  if (type == "draft_over") return draft_over(g, j);
  if (type == "turn") {
    const int side = j.value("side", s.side(j["active"].get<int>()));
    return "\n== Turn " + std::to_string(j["turn"].get<int>()) + ": " + side_word(s, side) + " ==";
  }
  const bool by_effect = j.value("by", "") == "effect";
  if (type == "draw") {
    const int n = static_cast<int>(j["dice"].size());
    return by_effect ? "    " + who(j["player"]) + " draws " + count(n, "die", "dice") + " (" + dice_list(g, j["dice"]) + ")"
                     : "  " + who(j["player"]) + " draws " + count(n, "die", "dice");
  }
  if (type == "refill")
    return "  " + who(j["player"]) + " refills the bag from the Used Pile (" + count(static_cast<int>(j["dice"].size()), "die", "dice") + ")";
  if (type == "shortfall")
    return "  " + who(j["player"]) + " is " + count(j["missing"].get<int>(), "die", "dice") +
           " short (the bag and the Used Pile are empty): 1 generic energy for each, and 1 life";
  if (type == "roll" || type == "reroll") {
    std::vector<std::string> dice;
    for (const auto& x : j["dice"]) dice.push_back(rolled(g, x));
    const std::string verb = type == "roll" ? " rolls " : " rerolls ";
    return std::string(by_effect ? "    " : "  ") + who(j["player"]) + verb + join_and(dice);
  }
  if (type == "buy") {
    const std::string name = card_name(g, j["card"]);
    return "  " + who(j["player"]) + " buys " + a_or_an(name) + " " + name + " die";
  }
  if (type == "field") return "  " + who(j["player"]) + " fields " + die(g, j["die"]);
  if (type == "action") return "  " + who(j["player"]) + " uses " + die(g, j["die"]);
  if (type == "ability") return ability(g, j);
  if (type == "fizzle")
    return "    " + (valid_die(g, j["die"]) ? die_name(g, j["die"].get<int>()) : who(j["player"]) + "'s " + card_name(g, j["card"])) +
           " has no legal target: nothing happens";
  if (type == "level") return "    " + die(g, j["die"]) + " is now level " + std::to_string(j.value("level", 0));
  if (type == "protect") return "    " + who(j["player"]) + " pays to keep " + die(g, j["die"]) + " unaffected";
  if (type == "attack")
    return by_controller(g, j["dice"], [](const std::string& p, const std::string& d) { return "  " + p + " attacks with " + d; });
  if (type == "block") {
    if (j["blocks"].empty()) return "  " + side_word(s, s.side(j["player"].get<int>())) + " does not block";
    std::vector<std::string> pairs;
    std::string out;
    for (const auto& b : j["blocks"]) {
      const int c = valid_die(g, b["blocker"]) ? s.dice[static_cast<std::size_t>(b["blocker"].get<int>())].controller : -1;
      out += std::string(out.empty() ? "" : "\n") + "  " + (c < 0 ? "?" : player_word(c)) + " blocks " + die(g, b["attacker"]) +
             " with " + die(g, b["blocker"]);
    }
    return out;
  }
  if (type == "damage") return damage(g, j);
  if (type == "ko") return "    " + die(g, j["die"]) + " is KO'd";
  if (type == "sacrifice") return "    " + who(j["player"]) + " sacrifices " + die(g, j["die"]);
  if (type == "life") {
    const int change = j["change"].get<int>();
    const std::string total = teams(s) ? "side " + std::to_string(s.side(j["player"].get<int>()) + 1) + " life " : "life ";
    return "    " + who(j["player"]) + (change >= 0 ? " gains " : " loses ") + std::to_string(change >= 0 ? change : -change) +
           " life (" + total + std::to_string(j["life"].get<int>()) + ")";
  }
  if (type == "script") return "    " + j.value("text", "");
  if (type == "script_error") return "  !! script error in " + j.value("card", "?") + ": " + j.value("message", "");
  if (type == "game_over") return game_over(g, j);
  return "";
}

}  // namespace dm::view
