// What a person sees of Liar's Dice at the terminal: the table as the player to decide sees it
// (the bid, every cup's count, their own faces and no one else's), the log told in words (the
// cups only once a challenge shows them), and how to answer.
#include <cctype>
#include <nlohmann/json.hpp>

#include "engine/liars/liars.hpp"

namespace dm::liars {

namespace {

using nlohmann::json;

int num(const json& j, const char* key, int fallback = -1) {
  return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : fallback;
}
std::string who(const json& j, const char* key) {
  const int p = num(j, key);
  return p < 0 ? std::string("?") : player_name(p);
}
std::string faces(const std::vector<int>& cup) {
  std::string out;
  for (int f : cup) out += (out.empty() ? "" : " ") + std::to_string(f);
  return out;
}
std::string dice_count(std::size_t n) { return std::to_string(n) + (n == 1 ? " die" : " dice"); }
std::string place_words(int place) {
  static const char* const kPlaces[] = {"", "1st", "2nd", "3rd", "4th", "5th", "6th"};
  return place >= 1 && place <= 6 ? kPlaces[place] : std::to_string(place);
}
std::string rules_words(const Rules& r) {
  return std::to_string(r.players) + " players, " + dice_count(static_cast<std::size_t>(r.dice)) + " each, " + std::to_string(r.sides) +
         " sides" + (r.wild ? " (" + std::to_string(r.sides) + "s wild)" : "") + ", bidding " + std::string(to_string(r.bidding)) + ", " +
         (r.classic ? "classic: a lost challenge costs a die" : "one round: a lost challenge loses the game");
}

// "(6s wild)", from the match's rules when it is one.
std::string wild_words(const Match& m) {
  const auto* lm = dynamic_cast<const LiarsMatch*>(&m);
  return lm ? " (" + std::to_string(lm->rules().sides) + "s wild)" : " (wilds counted)";
}

}  // namespace

std::string board(const Match& game) {
  const auto* m = dynamic_cast<const LiarsMatch*>(&game);
  if (!m) return "";
  const State& s = m->state();
  const PlayerId me = m->decider();
  std::string out = "Liar's Dice, round " + std::to_string(s.round) + ": " + rules_words(s.rules) + "\n";
  out += std::to_string(m->dice_in_play()) + " dice in play. ";
  if (m->over()) out += "The game is over: " + player_name(s.winner) + " won.\n";
  else if (s.bid.empty()) out += "No bid yet: " + player_name(s.current) + " opens.\n";
  else out += "Bid standing: " + player_name(s.bid.bidder) + "'s " + bid_words(s.bid.quantity, s.bid.face) + "; " + player_name(me) + " to answer.\n";
  for (PlayerId p = 0; p < s.player_count(); ++p) {
    const Player& pl = s.players[static_cast<std::size_t>(p)];
    out += "  " + player_name(p) + ": ";
    if (pl.dice.empty()) out += "out";
    else if (m->over()) out += faces(pl.dice) + " (" + dice_count(pl.dice.size()) + ", shown)";  // the last challenge showed every cup
    else if (p == me) out += "your cup: " + faces(pl.dice);
    else out += dice_count(pl.dice.size()) + " under the cup";
    if (pl.place > 0) out += ", " + place_words(pl.place) + " place";
    if (p == me) out += "  <- to bid";
    out += "\n";
  }
  return out;
}

std::string narrate(const Match& m, const json& j) {
  const std::string type = j.value("type", "");
  if (type == "game_start") {
    std::string out = "== Liar's Dice: " + j.value("format", std::string()) + ", seed " + std::to_string(j.value("seed", 0ull)) + " ==";
    Rules r;
    r.players = num(j, "players", 2);
    r.dice = num(j, "dice", 1);
    r.sides = num(j, "sides", 6);
    r.wild = j.value("wild", true);
    r.bidding = j.value("bidding", std::string()) == "reset-quantity" ? Bidding::ResetQuantity : Bidding::ResetFace;
    r.classic = j.value("classic", false);
    out += "\n" + rules_words(r);
    if (j.contains("agents") && j["agents"].is_array())
      for (std::size_t p = 0; p < j["agents"].size(); ++p)
        if (j["agents"][p].is_string()) out += "\n" + player_name(static_cast<PlayerId>(p)) + ": " + j["agents"][p].get<std::string>();
    return out;
  }
  if (type == "round_start") {
    std::string counts;
    if (j.contains("dice") && j["dice"].is_array())
      for (std::size_t p = 0; p < j["dice"].size(); ++p)
        if (j["dice"][p].is_number_integer() && j["dice"][p].get<int>() > 0)
          counts += (counts.empty() ? "" : ", ") + player_name(static_cast<PlayerId>(p)) + " " + std::to_string(j["dice"][p].get<int>());
    return "\n== Round " + std::to_string(num(j, "round", 1)) + ": " + who(j, "starter") + " opens; dice: " + counts + " ==";
  }
  if (type == "roll") {
    // The faces stay under the cup: only how many were rolled is told.
    const std::size_t n = j.contains("dice") && j["dice"].is_array() ? j["dice"].size() : 0;
    return who(j, "player") + " rolls " + dice_count(n) + " under the cup";
  }
  if (type == "bid") return who(j, "player") + " bids " + bid_words(num(j, "quantity", 0), num(j, "face", 0));
  if (type == "challenge") {
    const int q = num(j, "quantity", 0), f = num(j, "face", 0), n = num(j, "count", 0);
    std::string out = who(j, "player") + " calls liar on " + who(j, "bidder") + "'s " + bid_words(q, f) + ". The cups:";
    if (j.contains("dice") && j["dice"].is_array())
      for (std::size_t p = 0; p < j["dice"].size(); ++p) {
        if (!j["dice"][p].is_array() || j["dice"][p].empty()) continue;
        out += " " + player_name(static_cast<PlayerId>(p)) + " [" + faces(j["dice"][p].get<std::vector<int>>()) + "]";
      }
    std::string counted = n == 0 ? std::string("No die") : number_words(n) + (n == 1 ? " die" : " dice");
    counted[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(counted[0])));
    out += ". " + counted + " for " + std::to_string(f) + "s" +
           (j.value("wild", false) ? wild_words(m) : "") + ": the bid " + (j.value("holds", false) ? "holds" : "fails") + ", " +
           who(j, "loser") + " loses the challenge";
    return out;
  }
  if (type == "die_lost") {
    const int left = num(j, "dice", 0);
    if (left <= 0) return who(j, "player") + " loses their last die";
    return who(j, "player") + " loses a die: " + dice_count(static_cast<std::size_t>(left)) + " left";
  }
  if (type == "eliminated") return who(j, "player") + " is out, in " + place_words(num(j, "place", 0)) + " place";
  if (type == "winner") {
    if (j.value("reason", std::string()) == "last_dice") return "\n" + who(j, "player") + " wins: the last player holding dice";
    return "\n" + who(j, "player") + " wins the challenge; " + who(j, "loser") + " loses the game";
  }
  if (type == "game_over") {
    std::string out = "Game over (" + j.value("reason", std::string()) + ")";
    if (j.contains("places") && j["places"].is_array()) {
      std::string places;
      for (std::size_t p = 0; p < j["places"].size(); ++p)
        places += (places.empty() ? "" : ", ") + player_name(static_cast<PlayerId>(p)) + " " + place_words(j["places"][p].get<int>());
      out += ": " + places;
    }
    return out;
  }
  return "";  // choice and state lines: the lines that follow tell what they did
}

std::string seen_state(const Match& m, PlayerId viewer) {
  json line = json::parse(m.state_line());
  if (line.contains("players") && line["players"].is_array())
    for (std::size_t p = 0; p < line["players"].size(); ++p) {
      json& pl = line["players"][p];
      if (static_cast<PlayerId>(p) == viewer || !pl.contains("dice") || !pl["dice"].is_array()) continue;
      for (json& f : pl["dice"]) f = 0;
    }
  return line.dump();
}

std::string help() {
  return "How to answer a turn of Liar's Dice:\n"
         "  a number        the option with that number, e.g. 0\n"
         "  bid:3x5         a key: bid three 5s (at least three dice on the table show 5)\n"
         "  bid 3 5         the same, as words; 3x5 too\n"
         "  liar            call liar on the bid standing (also: call): every cup is shown and\n"
         "                  the dice showing its face are counted\n"
         "  board           the table: the bid, how many dice each player holds, your own cup\n"
         "  options         show the options again\n"
         "  help            this text\n"
         "A bid must beat the one standing. Under reset-face (the default) that is more dice of any\n"
         "face, or as many of a higher face; under reset-quantity, a higher face in any quantity, or\n"
         "more of the same face. When the highest face is wild it counts for every face. The bid\n"
         "holds if at least that many dice count for its face: then the caller loses, else the\n"
         "bidder. In the game of one round the loser loses the game; in the classic game (option\n"
         "classic=true) the loser loses a die, everyone rolls again and the loser opens the next\n"
         "round, until one player holds dice. Options: players, dice, sides, wild, bidding, classic.";
}

}  // namespace dm::liars
