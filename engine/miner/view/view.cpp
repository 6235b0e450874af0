// Dice Miner in the CLI: the game told in words from its log lines (docs/dice-miner.md, "The
// log"), and the table as text: the mountain row by row, each trove, the totals.
#include <algorithm>
#include <map>

#include "engine/text/json_text.hpp"
#include "dm/miner.hpp"
#include "engine/miner/module.hpp"
#include "engine/view/option_keys.hpp"
#include "engine/view/words.hpp"

namespace dm::view {

extern const char* const kMinerViewerScript;  // viewer_script.cpp: the table
extern const char* const kMinerViewerStyle;

namespace {

using nlohmann::json;

std::string str(const json& j, const char* key) {
  return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}
int num(const json& j, const char* key, int fallback = -1) {
  return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : fallback;
}
std::string who(const json& j, const char* key) {
  const int p = num(j, key);
  return p < 0 ? std::string("?") : player_word(p);
}
// "tunnel 3 (#12)", as the match's own labels say it.
std::string die_words(const json& j) {
  return str(j, "kind") + " " + str(j, "face") + " (#" + std::to_string(num(j, "die")) + ")";
}
std::string players_list(const json& list) {
  std::vector<std::string> names;
  if (list.is_array())
    for (const auto& p : list)
      if (p.is_number_integer()) names.push_back(player_word(p.get<int>()));
  return join_and(names);
}

std::string capital(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string narrate_miner(const Match&, const json& j) {
  const std::string type = str(j, "type");
  if (type == "game_start") {
    std::string out = "== Dice Miner: " + str(j, "format") + ", seed " + std::to_string(j.value("seed", 0ull)) + " ==";
    if (j.contains("agents") && j["agents"].is_array())
      for (std::size_t p = 0; p < j["agents"].size(); ++p)
        if (j["agents"][p].is_string()) out += "\n" + player_word(static_cast<int>(p)) + ": " + j["agents"][p].get<std::string>();
    return out;
  }
  if (type == "first_roll")
    return who(j, "player") + " rolls a " + str(j, "kind") + " die for the first player: " + str(j, "face") +
           (num(j, "round", 1) > 1 ? " (rolling again after a tie)" : "");
  if (type == "first_player") {
    const std::string why = str(j, "reason");
    if (why == "roll") return who(j, "player") + " goes first: the highest roll";
    if (why == "lowest_total") return who(j, "player") + " goes first: the lowest total (" + std::to_string(num(j, "total", 0)) + ")";
    if (why == "lowest_total_tie_at_random")
      return who(j, "player") + " goes first: the lowest total (" + std::to_string(num(j, "total", 0)) + "), drawn among the tied";
    return who(j, "player") + " goes first";
  }
  if (type == "hero") return who(j, "player") + " chooses the " + str(j, "hero");
  if (type == "round_start") return "\n== Round " + std::to_string(num(j, "round", 0)) + ": " + player_word(num(j, "first", 0)) + " first ==";
  if (type == "phase") {
    const std::string phase = str(j, "phase");
    if (phase == "excavation") return "-- Excavation: the mountain is filled from the bag --";
    if (phase == "heroes") return "-- Heroes: chosen from the first player's right, the first player last --";
    return "-- " + capital(phase) + " --";
  }
  if (type == "roll") {
    const std::string why = str(j, "why");
    // Rolls that fill the mountain are told by the mountain itself; shares by the share line.
    if (why == "magic") return "  " + who(j, "player") + " rerolls " + str(j, "kind") + " #" + std::to_string(num(j, "die")) + ": " + str(j, "face");
    if (why == "recovery" || why == "tiebreak")
      return "  " + who(j, "player") + " rerolls " + str(j, "kind") + " #" + std::to_string(num(j, "die")) + ": " + str(j, "face");
    return "";
  }
  if (type == "take")
    return who(j, "player") + " takes " + die_words(j) + " from spot " + std::to_string(num(j, "spot")) +
           (str(j, "from") == "skirt" ? " on the skirt" : "");
  if (type == "slide")
    return "  #" + std::to_string(num(j, "die")) + " slides down from spot " + std::to_string(num(j, "from")) + " to spot " +
           std::to_string(num(j, "to"));
  if (type == "share")
    return who(j, "player") + " shares beer with " + who(j, "to") + ": Cheers! " + str(j, "kind") + " #" +
           std::to_string(num(j, "die")) + " lands on " + str(j, "face") + "; two dice to take, the skirt open";
  if (type == "spend") {
    const int magic = num(j, "magic", 0);
    const std::string rerolls = count(magic, "reroll", "rerolls");
    if (j.contains("hero")) return who(j, "player") + " spends the " + str(j, "hero") + "'s magic (" + str(j, "face") + "): " + rerolls;
    return who(j, "player") + " spends " + die_words(j) + ": " + rerolls;
  }
  if (type == "rerolls_lost") return "  " + who(j, "player") + " loses " + count(num(j, "count", 0), "reroll", "rerolls") + ": no die magic may reroll";
  if (type == "score") {
    const std::string detail = str(j, "detail");
    return "  " + who(j, "player") + " " + str(j, "rule") + ": " + std::to_string(num(j, "points", 0)) +
           (detail.empty() ? "" : " (" + detail + ")");
  }
  if (type == "round_score")
    return who(j, "player") + " scores " + std::to_string(num(j, "points", 0)) + (j.contains("tiebreak") ? " in the tie-break" : " this round") +
           ", " + std::to_string(num(j, "total", 0)) + " in all";
  if (type == "keep") return "  " + who(j, "player") + " keeps " + die_words(j) + " (a chest)";
  if (type == "tiebreak")
    return "\n== Tie-break " + std::to_string(num(j, "number", 1)) + ": " + players_list(j["players"]) +
           " reroll their troves, spend magic and score again ==";
  if (type == "winner") return "\n" + who(j, "player") + " wins with " + std::to_string(num(j, "total", 0)) + " points";
  if (type == "tie") return "\n" + players_list(j["players"]) + " are still tied after " + count(num(j, "tiebreaks", 0), "tie-break", "tie-breaks") + ": a tie";
  if (type == "script_error") return "script error in " + str(j, "file") + ":" + std::to_string(num(j, "line", 0)) + ": " + str(j, "message");
  if (type == "game_over") {
    std::string out = "Game over (" + str(j, "reason") + ")";
    if (j.contains("totals") && j["totals"].is_array()) {
      std::vector<std::string> totals;
      for (std::size_t p = 0; p < j["totals"].size(); ++p)
        totals.push_back(player_word(static_cast<int>(p)) + " " + json_text(j["totals"][p]));
      out += ": " + join_and(totals);
    }
    return out;
  }
  return "";  // choice and state lines: what they lead to is told
}

std::string board_miner(const Match& m) {
  const auto* mm = dynamic_cast<const miner::MinerMatch*>(&m);
  if (!mm) return "";
  const miner::State& s = mm->state();
  const miner::Content& c = mm->content();
  std::string out = "Round " + std::to_string(s.round) + " of " + std::to_string(c.rounds) + ", " +
                    std::string(miner::to_string(s.phase)) + (s.tiebreak > 0 ? ", tie-break " + std::to_string(s.tiebreak) : "") +
                    "; " + std::to_string(s.bag.size()) + " dice in the bag\n";
  // The mountain row by row, the top row first: a spot's row is one above the spots it rests on.
  const auto& spots = c.mountain.spots;
  std::vector<int> row(spots.size(), 0);
  for (int i : c.mountain.fill_order)
    for (int below : spots[static_cast<std::size_t>(i)].rests_on)
      row[static_cast<std::size_t>(i)] = std::max(row[static_cast<std::size_t>(i)], row[static_cast<std::size_t>(below)] + 1);
  const int rows = spots.empty() ? 0 : *std::max_element(row.begin(), row.end()) + 1;
  out += "The mountain (spot: die; * top, ~ skirt):\n";
  for (int r = rows - 1; r >= 0; --r) {
    std::string line = "  ";
    for (std::size_t i = 0; i < spots.size(); ++i) {
      if (row[i] != r) continue;
      const int spot = static_cast<int>(i);
      const DieId d = s.mountain[i];
      line += std::to_string(spot + 1) + ":" +
              (d == kNone ? std::string("-") : mm->die_text(d) + (mm->is_top(spot) ? "*" : mm->is_skirt(spot) ? "~" : "")) + "  ";
    }
    out += line + "\n";
  }
  for (PlayerId p = 0; p < s.player_count(); ++p) {
    const miner::Player& pl = s.players[static_cast<std::size_t>(p)];
    out += player_word(p) + (pl.hero >= 0 ? " (" + c.heroes[static_cast<std::size_t>(pl.hero)].name + ")" : "") + ": " +
           std::to_string(pl.total) + " points";
    std::vector<std::string> dice;
    for (DieId d : pl.trove) {
      const miner::Die& die = s.dice[static_cast<std::size_t>(d)];
      dice.push_back(mm->die_text(d) + (die.spent ? " spent" : "") + (die.kept ? " kept" : ""));
    }
    out += "; trove: " + (dice.empty() ? std::string("empty") : join_and(dice)) + "\n";
  }
  return out;
}

}  // namespace

}  // namespace dm::view

namespace dm::miner {

namespace {

const char* const kHelp =
    "How to answer (Dice Miner):\n"
    "  a number        the option with that number, e.g. 0\n"
    "  a key           the option's key, shown in brackets after it:\n"
    "                    hero:NAME        choose your hero (the first player chooses last)\n"
    "                    take:SPOT        take the die on that spot of the mountain (the top; after\n"
    "                                     sharing beer, the skirt too: the dice above slide down)\n"
    "                    share:DIE:pN     roll a beer die of your trove and give it to player N, then\n"
    "                                     take two dice\n"
    "                    spend:DIE        spend a magic die of your trove: its symbols are rerolls\n"
    "                    spend:hero:N     spend your hero's magic face N\n"
    "                    reroll:DIE       reroll a die of your trove\n"
    "                    keep:DIE         keep a die as it shows (not rerolled)\n"
    "  finish          stop spending magic, or keep no more dice (the key done)\n"
    "  board           the mountain spot by spot, every trove, the round and the scores so far\n"
    "  options         show the options again\n"
    "  help            this text\n"
    "  undo            back to before your last answer (casual play: not while recording a replay)\n"
    "The game is three rounds of excavation, magic and scoring; the scoring rules are the format's\n"
    "(dice formats list names them, docs/dice-miner.md tells them).";

}  // namespace

// What an option names on the page's table (viewer_script.cpp): a spot of the mountain to take
// from, or a die of the trove to reroll, keep or spend.
std::vector<std::string> option_targets(const Match& m, int option) {
  const std::string key = m.option_key(option);
  if (const auto n = view::key_numbers(key, "take"); n.size() == 1) return {"#spot-" + std::to_string(n[0])};
  for (const char* verb : {"reroll", "keep", "spend"})
    if (const auto n = view::key_numbers(key, verb); n.size() == 1) return {"#die-" + std::to_string(n[0])};
  return {};
}

const view::GameView& view() {
  static const view::GameView v = [] {
    view::GameView x;
    x.board = view::board_miner;
    x.option_targets = option_targets;
    x.narrate = view::narrate_miner;
    x.table_script = view::kMinerViewerScript;
    x.table_style = view::kMinerViewerStyle;
    x.terminal.help = kHelp;
    x.first_player = "seat 1; a roll decides who starts each game";
    return x;
  }();
  return v;
}

}  // namespace dm::miner
