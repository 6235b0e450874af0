// The lines a reader of a Liar's Dice log builds its picture from (docs/liars-dice.md, "The
// log"): every event the rules emit, the choice made, the state after every answer, and the
// fields the game_start and game_over lines carry. The log is the full record: it holds every
// cup's faces, which no player sees until a challenge shows them.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "engine/liars/events.hpp"

namespace dm::liars {

namespace {

using Line = nlohmann::ordered_json;

std::string text(const Line& j) { return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace); }

Line player_or_null(PlayerId p) { return p < 0 ? Line(nullptr) : Line(p); }

Line cups(const State& s) {
  Line out = Line::array();
  for (const Player& p : s.players) out.push_back(p.dice);
  return out;
}

Line counts(const State& s) {
  Line out = Line::array();
  for (const Player& p : s.players) out.push_back(p.dice.size());
  return out;
}

const char* end_name(End e) { return e == End::Challenge ? "challenge" : e == End::LastDice ? "last_dice" : ""; }

}  // namespace

std::string event_line(const LiarsMatch& m, const Event& e) {
  const State& s = m.state();
  switch (e.kind) {
    case EventKind::RoundStart:
      return text(Line{{"type", "round_start"}, {"round", e.round}, {"starter", e.player}, {"dice", counts(s)}});
    case EventKind::Roll:
      return text(Line{{"type", "roll"}, {"player", e.player}, {"dice", s.players[static_cast<std::size_t>(e.player)].dice}});
    case EventKind::Bid: return text(Line{{"type", "bid"}, {"player", e.player}, {"quantity", e.quantity}, {"face", e.face}});
    case EventKind::Challenge:
      return text(Line{{"type", "challenge"}, {"player", e.player}, {"bidder", e.other}, {"quantity", e.quantity}, {"face", e.face},
                       {"count", e.count}, {"holds", e.holds}, {"loser", e.loser}, {"wild", s.rules.wild}, {"dice", cups(s)}});
    case EventKind::DieLost: return text(Line{{"type", "die_lost"}, {"player", e.player}, {"dice", e.count}});
    case EventKind::Eliminated: return text(Line{{"type", "eliminated"}, {"player", e.player}, {"place", e.place}});
    case EventKind::Winner: {
      Line l{{"type", "winner"}, {"player", e.player}, {"reason", end_name(e.end)}};
      if (e.other != kNone) l["loser"] = e.other;
      return text(l);
    }
  }
  return "{}";
}

std::string LiarsMatch::state_line() const {
  char hex[20];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash()));
  Line players = Line::array();
  for (const Player& p : s_.players) players.push_back(Line{{"dice", p.dice}, {"count", p.dice.size()}, {"place", p.place}});
  Line bid = s_.bid.empty() ? Line(nullptr) : Line{{"player", s_.bid.bidder}, {"quantity", s_.bid.quantity}, {"face", s_.bid.face}};
  return text(Line{{"type", "state"},
                   {"round", s_.round},
                   {"phase", to_string(s_.phase)},
                   {"starter", s_.starter},
                   {"current", player_or_null(decider())},
                   {"bid", bid},
                   {"in_play", dice_in_play()},
                   {"players", players},
                   {"hash", hex}});
}

std::string LiarsMatch::start_fields() const {
  const Rules& r = s_.rules;
  return text(Line{{"game", kName},
                   {"players", r.players},
                   {"dice", r.dice},
                   {"sides", r.sides},
                   {"wild", r.wild},
                   {"bidding", to_string(r.bidding)},
                   {"classic", r.classic}});
}

std::string LiarsMatch::over_fields() const {
  const MatchResult r = result();
  return text(Line{{"winner", player_or_null(r.winner)},
                   {"reason", r.reason},
                   {"places", r.places},
                   {"scores", r.scores},
                   {"dice", counts(s_)},
                   {"rounds", s_.round},
                   {"bounded", r.bounded}});
}

}  // namespace dm::liars
