// Liar's Dice's rules (docs/liars-dice.md, "The rules as the engine reads them"): the roll that
// begins a round, bids, the call of liar that ends it, and what the loser pays: the whole game
// (as OpenSpiel plays it) or, in the classic game, a die, until one player holds the last dice.
#include <algorithm>

#include "engine/liars/rules.hpp"

namespace dm::liars {

void Steps::roll_round(LiarsMatch& m) {
  State& st = m.s_;
  emit(m, Event{.kind = EventKind::RoundStart, .player = st.starter, .round = st.round});
  for (PlayerId p = 0; p < st.player_count(); ++p) {
    std::vector<int>& cup = st.players[static_cast<std::size_t>(p)].dice;
    if (cup.empty()) continue;
    for (int& face : cup) face = st.chance.roll(st.rules.sides) + 1;
    // Sorted, as OpenSpiel sorts each cup: which die shows what is no secret worth keeping.
    std::sort(cup.begin(), cup.end());
    emit(m, Event{.kind = EventKind::Roll, .player = p});
  }
  st.bid = Bid{};
  st.current = st.starter;
  st.phase = Phase::Bidding;
}

void Steps::bid(LiarsMatch& m, int quantity, int face) {
  State& st = m.s_;
  st.bid = Bid{quantity, face, st.current};
  emit(m, Event{.kind = EventKind::Bid, .player = st.current, .quantity = quantity, .face = face});
  st.current = m.next_holder(st.current);
}

void Steps::call_liar(LiarsMatch& m) {
  State& st = m.s_;
  const Bid b = st.bid;
  const PlayerId caller = st.current;
  const int shown = m.count(b.face);
  const bool holds = shown >= b.quantity;
  const PlayerId loser = holds ? caller : b.bidder;
  const PlayerId won = holds ? b.bidder : caller;
  emit(m, Event{.kind = EventKind::Challenge, .player = caller, .other = b.bidder, .loser = loser, .quantity = b.quantity,
                .face = b.face, .count = shown, .holds = holds});
  if (!st.rules.classic) return finish(m, won, End::Challenge, loser);
  Player& out = st.players[static_cast<std::size_t>(loser)];
  out.dice.pop_back();
  emit(m, Event{.kind = EventKind::DieLost, .player = loser, .count = static_cast<int>(out.dice.size())});
  const int holders = static_cast<int>(std::count_if(st.players.begin(), st.players.end(), [](const Player& p) { return !p.dice.empty(); }));
  if (out.dice.empty()) {
    // Out now: below everyone still holding dice, above everyone out before.
    out.place = holders + 1;
    emit(m, Event{.kind = EventKind::Eliminated, .player = loser, .place = out.place});
  }
  if (holders == 1) return finish(m, m.next_holder(loser), End::LastDice, kNone);
  // The loser opens the next round; a player just out passes it to the next still holding dice.
  st.starter = out.dice.empty() ? m.next_holder(loser) : loser;
  ++st.round;
  st.bid = Bid{};
  st.phase = Phase::Roll;
}

void Steps::finish(LiarsMatch& m, PlayerId winner, End how, PlayerId loser) {
  State& st = m.s_;
  const int n = st.player_count();
  if (how == End::Challenge) {
    // One round: the loser is last; everyone else shares the first place.
    for (PlayerId p = 0; p < n; ++p) st.players[static_cast<std::size_t>(p)].place = p == loser ? n : 1;
  } else {
    st.players[static_cast<std::size_t>(winner)].place = 1;
  }
  st.winner = winner;
  st.end = how;
  st.phase = Phase::Over;
  emit(m, Event{.kind = EventKind::Winner, .player = winner, .other = loser, .end = how});
}

std::optional<std::string> Steps::set_position(LiarsMatch& m, const Position& p) {
  const Rules& r = m.s_.rules;
  const int n = r.players;
  if (static_cast<int>(p.dice.size()) != n)
    return "the rules seat " + std::to_string(n) + " players, and the position has " + std::to_string(p.dice.size());
  int holders = 0, total = 0;
  for (PlayerId q = 0; q < n; ++q) {
    const auto& cup = p.dice[static_cast<std::size_t>(q)];
    const int k = static_cast<int>(cup.size());
    if (k > r.dice) return player_name(q) + " holds " + std::to_string(k) + " dice: players start with " + std::to_string(r.dice);
    if (!r.classic && k != r.dice)
      return player_name(q) + " holds " + std::to_string(k) + " dice: in the game of one round every player holds " + std::to_string(r.dice);
    if (p.rolled)
      for (int f : cup)
        if (f < 1 || f > r.sides) return player_name(q) + " has a die showing " + std::to_string(f) + ": faces are 1 to " + std::to_string(r.sides);
    holders += k > 0;
    total += k;
  }
  if (holders < 2) return "at least two players hold dice while the game goes on";
  std::vector<int> places(static_cast<std::size_t>(n), 0);
  if (!p.places.empty()) {
    if (static_cast<int>(p.places.size()) != n) return "places are given for every player, or for none";
    std::vector<bool> taken(static_cast<std::size_t>(n) + 1, false);
    for (PlayerId q = 0; q < n; ++q) {
      const int place = p.places[static_cast<std::size_t>(q)];
      const bool out = p.dice[static_cast<std::size_t>(q)].empty();
      if (!out && place != 0) return player_name(q) + " still holds dice: no place yet";
      if (out && (place <= holders || place > n))
        return player_name(q) + " is out: their place is " + std::to_string(holders + 1) + " to " + std::to_string(n);
      if (out && taken[static_cast<std::size_t>(place)]) return "two players out in place " + std::to_string(place);
      if (out) taken[static_cast<std::size_t>(place)] = true;
      places[static_cast<std::size_t>(q)] = place;
    }
  } else {
    int next = holders + 1;
    for (PlayerId q = 0; q < n; ++q)
      if (p.dice[static_cast<std::size_t>(q)].empty()) places[static_cast<std::size_t>(q)] = next++;
  }
  auto holds = [&](PlayerId q) { return q >= 0 && q < n && !p.dice[static_cast<std::size_t>(q)].empty(); };
  if (p.round < 1) return "rounds are counted from 1";
  if (!holds(p.starter)) return "the round's starter " + player_name(p.starter) + " holds no dice";
  const PlayerId current = p.current == kNone ? p.starter : p.current;
  if (!holds(current)) return "the player to bid, " + player_name(current) + ", holds no dice";
  Bid bid = p.bid;
  if (!bid.empty()) {
    if (!p.rolled) return "no bid stands before the round's roll";
    if (bid.quantity < 1 || bid.quantity > total)
      return "a bid's quantity is 1 to " + std::to_string(total) + " (the dice in play), not " + std::to_string(bid.quantity);
    if (bid.face < 1 || bid.face > r.sides) return "a bid's face is 1 to " + std::to_string(r.sides) + ", not " + std::to_string(bid.face);
    if (bid.bidder == kNone) {
      // The player before the one to bid, among those holding dice.
      for (int k = 1; k < n && bid.bidder == kNone; ++k)
        if (holds((current - k + n) % n)) bid.bidder = (current - k + n) % n;
    }
    if (!holds(bid.bidder)) return "the bid's bidder " + player_name(bid.bidder) + " holds no dice";
    if (bid.bidder == current) return player_name(current) + " may not answer their own bid";
  } else if (p.rolled && current != p.starter) {
    return "no bid stands, so the round's starter " + player_name(p.starter) + " is the one to bid";
  }
  State& st = m.s_;
  for (PlayerId q = 0; q < n; ++q) {
    Player& pl = st.players[static_cast<std::size_t>(q)];
    pl.dice = p.dice[static_cast<std::size_t>(q)];
    if (!p.rolled) std::fill(pl.dice.begin(), pl.dice.end(), 1);
    std::sort(pl.dice.begin(), pl.dice.end());
    pl.place = places[static_cast<std::size_t>(q)];
  }
  st.round = p.round;
  st.starter = p.starter;
  st.current = current;
  st.bid = bid;
  st.phase = p.rolled ? Phase::Bidding : Phase::Roll;
  return std::nullopt;
}

}  // namespace dm::liars
