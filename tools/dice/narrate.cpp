#include "tools/dice/narrate.hpp"

namespace dm::cli {

namespace {
std::string die(const Game& g, const nlohmann::json& id) {
  if (!id.is_number_integer()) return "?";
  return g.die_label(id.get<int>());
}
std::string list(const Game& g, const nlohmann::json& ids) {
  std::string out;
  for (const auto& x : ids) {
    if (!out.empty()) out += ", ";
    out += die(g, x.is_object() ? x["die"] : x);
  }
  return out.empty() ? "nothing" : out;
}
std::string who(const nlohmann::json& p) { return "P" + std::to_string(p.get<int>() + 1); }
std::string card_name(const Game& g, const nlohmann::json& id) {
  const auto& lib = *g.state().library;
  int i = lib.find(id.get<std::string>());
  return i < 0 ? id.get<std::string>() : lib.at(i).name();
}
}  // namespace

std::string narrate(const Game& g, const nlohmann::json& j) {
  const std::string type = j.value("type", "");
  if (type == "game_start") {
    std::string out = "== " + j.value("format", "?") + " (" + j.value("edition", "?") + "), seed " +
                      std::to_string(j.value("seed", 0ull)) + ": " + std::to_string(j.value("life", 0)) + " life a side ==";
    for (const auto& p : j.value("players", nlohmann::json::array())) {
      out += "\n  P" + std::to_string(p.value("player", 0) + 1) + " (side " + std::to_string(p.value("side", 0) + 1);
      if (!p.value("agent", std::string()).empty()) out += ", " + p.value("agent", std::string());
      if (!p.value("team", std::string()).empty()) out += ", team '" + p.value("team", std::string()) + "'";
      out += "):";
      bool first = true;
      for (const auto& c : p["cards"]) {
        out += std::string(first ? " " : ", ") + std::to_string(c.value("dice", 0)) + " " + c.value("name", "?");
        first = false;
      }
      if (first) out += j.contains("draft") ? " cards from the draft" : " Sidekicks only";
    }
    if (j.contains("draft")) out += "\n  The teams are drafted first, " + std::to_string(j["draft"].value("seats", 0)) + " seats at the table";
    std::string basics;
    for (const auto& b : j.value("basic_actions", nlohmann::json::array()))
      basics += (basics.empty() ? "" : ", ") + b.value("name", "?") + " (" + std::to_string(b.value("dice", 0)) + ")";
    if (!basics.empty()) out += "\n  Basic actions: " + basics;
    return out;
  }
  if (type == "draft_start")
    return "== Draft: " + std::to_string(j.value("seats", 0)) + " seats, " + std::to_string(j["piles"].size()) + " piles ==";
  if (type == "choice" && j.value("decision", "") == "draft") return "  " + who(j["player"]) + ": " + j.value("label", "");
  if (type == "draft_over") {
    std::string out = "== Draft over ==";
    for (const auto& seat : j["seats"]) {
      out += "\n  " + who(seat["seat"]) + ": ";
      std::string team;
      for (const auto& c : seat["team"])
        team += (team.empty() ? "" : ", ") + std::to_string(c.value("dice", 0)) + " " + card_name(g, c["card"]);
      out += team.empty() ? "no cards" : team;
      std::string basics;
      for (const auto& b : seat["basic_actions"]) basics += (basics.empty() ? "" : ", ") + card_name(g, b);
      if (!basics.empty()) out += "; basic actions: " + basics;
      out += " (" + std::to_string(seat["drafted"].size()) + " cards drafted)";
    }
    std::string table;
    for (const auto& b : j["basic_actions"]) table += (table.empty() ? "" : ", ") + card_name(g, b);
    if (!table.empty()) out += "\n  Basic actions on the table: " + table;
    return out;
  }
  if (type == "turn")
    return "\n== Turn " + std::to_string(j["turn"].get<int>()) + ": " + who(j["active"]) + " ==";
  if (type == "draw") return "  " + who(j["player"]) + " draws " + std::to_string(j["dice"].size()) + " dice";
  if (type == "refill") return "  " + who(j["player"]) + " refills the bag from the Used Pile";
  if (type == "shortfall")
    return "  " + who(j["player"]) + " is " + std::to_string(j["missing"].get<int>()) + " dice short: loses life, gains generic energy";
  if (type == "roll" || type == "reroll") {
    std::string out = "  " + who(j["player"]) + (type == "roll" ? " rolls: " : " rerolls: ");
    bool first = true;
    for (const auto& x : j["dice"]) {
      if (!first) out += ", ";
      first = false;
      out += x["face"].get<std::string>();
    }
    return out;
  }
  if (type == "buy") return "  " + who(j["player"]) + " buys a " + card_name(g, j["card"]) + " die";
  if (type == "field") return "  " + who(j["player"]) + " fields " + die(g, j["die"]);
  if (type == "action") return "  " + who(j["player"]) + " uses " + die(g, j["die"]);
  if (type == "ability") return "    " + card_name(g, j["card"]) + ": " + j.value("text", "");
  if (type == "use") return "  " + who(j["player"]) + " uses " + j.value("label", j.value("option", ""));
  if (type == "attack") return "  " + who(j["player"]) + " attacks with " + list(g, j["dice"]);
  if (type == "block") {
    if (j["blocks"].empty()) return "  " + who(j["player"]) + " does not block";
    std::string out = "  " + who(j["player"]) + " blocks:";
    for (const auto& b : j["blocks"]) out += " " + die(g, b["blocker"]) + " -> " + die(g, b["attacker"]) + ";";
    return out;
  }
  if (type == "damage") {
    std::string out;
    for (const auto& h : j["hits"]) {
      if (!out.empty()) out += "\n";
      std::string target = h["target"].is_null() ? who(h["player"]) : die(g, h["target"]);
      out += "    " + std::to_string(h["amount"].get<int>()) + " damage to " + target;
    }
    return out;
  }
  if (type == "ko") return "    KO: " + die(g, j["die"]);
  if (type == "life")
    return "    " + who(j["player"]) + " life " + (j["change"].get<int>() >= 0 ? "+" : "") +
           std::to_string(j["change"].get<int>()) + " -> " + std::to_string(j["life"].get<int>());
  if (type == "script_error") return "  !! script error in " + j.value("card", "?") + ": " + j.value("message", "");
  if (type == "game_over") {
    std::string out = "\n== Game over after " + std::to_string(j["turns"].get<int>()) + " turns: ";
    const std::string reason = j["reason"].get<std::string>();
    if (reason == "script_limit") out += "stopped, no winner (" + j.value("message", std::string("a script limit")) + ")";
    else if (j["winner"].is_null()) out += reason == "tie" ? "a tie" : "no winner (turn limit)";
    else if (g.state().player_count() > g.state().side_count())
      out += "side " + std::to_string(j["winner"].get<int>() + 1) + " wins";
    else out += who(j["winner"]) + " wins";
    std::string lives;
    for (const auto& l : j["life"]) lives += (lives.empty() ? "" : " / ") + std::to_string(l.get<int>());
    out += " (life " + lives + ") ==";
    return out;
  }
  return "";
}

}  // namespace dm::cli
