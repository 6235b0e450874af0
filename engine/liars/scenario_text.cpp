// A scenario file for the position a Liar's Dice match is in (liars.hpp, scenario_text): every
// rule as an option, every cup's faces, the round, its starter, whose turn it is, the bid, and
// the generator as it stands, so that the scenario sets up the same state (its one step checks
// the state's hash) and a game played on from it rolls what the original game would have.
#include <cstdio>
#include <stdexcept>

#include "engine/liars/scenario_runner.hpp"

namespace dm::liars {

namespace {

// A Lua string literal.
std::string lua_quote(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%03d", c);  // three digits: a digit after it can't join in
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string list(const std::vector<int>& v) {
  if (v.empty()) return "{}";
  std::string out = "{ ";
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + std::to_string(v[i]);
  return out + " }";
}

}  // namespace

std::string scenario_text(const Match& game, const std::string& name) {
  const auto* lm = dynamic_cast<const LiarsMatch*>(&game);
  if (!lm) throw std::invalid_argument("a Liar's Dice scenario is written from a Liar's Dice game, not one of " + game.game_name());
  if (lm->over()) throw std::invalid_argument("the game is over: there is no position left to play on");
  // A game about to roll (not yet advanced) is written with its dice counts, and rolls as the
  // scenario sets up: the two are compared after the roll.
  LiarsMatch rolled(*lm);
  rolled.advance();
  const State& s = lm->state();
  const Rules& r = s.rules;
  const bool before_roll = s.phase == Phase::Roll;
  std::string out;
  out += "-- A position of Liar's Dice written from a game: round " + std::to_string(s.round) + ", " +
         (before_roll ? "before its roll" : player_name(s.current) + " to " + (s.bid.empty() ? "open the bidding" : "answer " +
                                              player_name(s.bid.bidder) + "'s " + bid_words(s.bid.quantity, s.bid.face))) + ".\n";
  out += "-- The generator is set as it stood, so a game played on from here rolls what that game would have.\n";
  out += "scenario " + lua_quote(name) + " {\n";
  out += "  game = \"liars-dice\",\n";
  out += "  options = { players = " + std::to_string(r.players) + ", dice = " + std::to_string(r.dice) + ", sides = " + std::to_string(r.sides) +
         ", wild = " + (r.wild ? "true" : "false") + ", bidding = \"" + std::string(to_string(r.bidding)) + "\", classic = " +
         (r.classic ? "true" : "false") + " },\n";
  out += "  players = {";
  for (std::size_t p = 0; p < s.players.size(); ++p) {
    const Player& pl = s.players[p];
    out += std::string(p ? "," : "") + " { dice = " + (before_roll ? std::to_string(pl.dice.size()) : list(pl.dice));
    if (pl.place > 0) out += ", place = " + std::to_string(pl.place);
    out += " }";
  }
  out += " },\n";
  out += "  round = " + std::to_string(s.round) + ",\n";
  out += "  starter = \"" + player_name(s.starter) + "\",\n";
  if (!before_roll) out += "  turn = \"" + player_name(s.current) + "\",\n";
  if (!s.bid.empty())
    out += "  bid = { \"" + player_name(s.bid.bidder) + "\", " + std::to_string(s.bid.quantity) + ", " + std::to_string(s.bid.face) + " },\n";
  out += "  rng = \"" + scenario::rng_text(s.chance.rng) + "\",\n";
  if (!s.chance.faces.empty()) {
    std::vector<int> faces;
    for (int f : s.chance.faces) faces.push_back(f + 1);
    out += "  rolls = " + list(faces) + ",\n";
  }
  out += "  steps = {\n";
  out += "    expect { hash = \"" + scenario::hex_word(rolled.hash()) + "\" },\n";
  out += "  },\n";
  out += "}\n";
  return out;
}

}  // namespace dm::liars
