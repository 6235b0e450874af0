// Dice Masters' own fields and lines in replay files (engine/records/game_records.hpp): the
// header's edition, life, turn cap, first-turn attack and drafters; a line per player (side,
// Sidekicks, team name, cards with their dice), the basic actions, and every card the game used
// with its script's hash. Each value checked as the file is read, at its line and column.
#include <algorithm>
#include <map>
#include <set>

#include "dm/text.hpp"
#include "dm/types.hpp"
#include "engine/masters/module.hpp"
#include "engine/masters/replay/records.hpp"

namespace dm::masters {

namespace {

using records::Fail;
using records::Path;
using records::RecordLine;
using json = nlohmann::json;

constexpr int kMaxSeats = 8;
constexpr std::size_t kMaxCards = 10'000;
enum Kind { kPlayer, kBasics, kCard };

// A reference to a card id written in a team, checked against the card lines at the end.
struct CardRef {
  std::string id;
  int line, col;
};

class Reader final : public records::GameLineReader {
 public:
  void header(const RecordLine& l) override {
    const json& j = l.value();
    const std::string ed = l.text(l.need(j, "edition", "the header"), {"edition"}, "the edition", 20);
    if (!parse_edition(ed)) l.fail({"edition"}, "unknown edition '" + printable_line(ed) + "' (avx2014 or asm2015)");
    l.integer(l.need(j, "life", "the header"), {"life"}, "life", 1, 1000);
    l.integer(l.need(j, "turn_cap", "the header"), {"turn_cap"}, "turn_cap", 1, 10000);
    const json& fta = l.need(j, "first_turn_attack", "the header");
    if (!fta.is_boolean()) l.fail({"first_turn_attack"}, "first_turn_attack is true or false, not " + RecordLine::shown(fta));
    // The seed comes before the drafters, as the file has always been read.
    l.u64(l.need(j, "seed", "the header"), {"seed"}, "the seed");
    draft_seats_ = static_cast<int>(l.integer(l.need(j, "draft_seats", "the header"), {"draft_seats"}, "draft_seats", 0, kMaxSeats));
    header_line_ = l.number();
    agents_col_ = l.col({"agents"});
    if (j.contains("agents") && j["agents"].is_array()) agents_ = j["agents"].size();
  }

  void line(int kind, const RecordLine& l) override {
    switch (kind) {
      case kPlayer: player(l); break;
      case kBasics: basics(l); break;
      case kCard: card(l); break;
    }
  }

  void advance(int from, int to, const std::string& type, const RecordLine& l) override {
    // Ranks: 0 the header, 1 player, 2 basic_actions, 3 card, then the shared kinds.
    if (to > 1 && from <= 1 && players_.size() < 2)
      l.fail({"type"}, "a replay has 2 to 4 player lines before its " + type + " line; it has " + std::to_string(players_.size()));
    if (to > 2 && from < 2) l.fail({"type"}, "the basic_actions line is missing before this " + type + " line: " + order());
  }

  int seats() const override { return std::max(static_cast<int>(players_.size()), draft_seats_); }

  std::string bad_reason(const std::string& reason) const override {
    if (reason != "life" && reason != "tie" && reason != "turn_limit")
      return "unknown reason '" + printable_line(reason) + "' (life, tie, turn_limit)";
    return "";
  }

  void finish() override {
    for (const auto& ref : refs_)
      if (!cards_.count(ref.id))
        throw Fail{ref.line, ref.col, "unknown card '" + printable_line(ref.id) + "': the replay's card lines don't list it"};
  }

 private:
  struct Player {
    int side = 0;
    int line = 0;
  };

  static std::string order() {
    return "the lines come in this order: replay, player (one per player), basic_actions, card (one per card), format_script, "
           "file (carried files, if any), start, step (one per decision), end";
  }

  // A card id: what card files use, and what keys carry.
  static std::string card_id(const RecordLine& l, const json& v, const Path& at, const std::string& what) {
    std::string id = l.text(v, at, what, 100);
    if (!std::all_of(id.begin(), id.end(), [](unsigned char c) { return c > 0x20 && c < 0x7f && c != '"' && c != '\\'; }))
      l.fail(at, what + " '" + printable_line(id) + "' is not a card id (letters, digits and signs, no spaces)");
    return id;
  }

  void card_list(const RecordLine& l, const json& v, const Path& at, const std::string& what) {
    if (!v.is_array()) l.fail(at, what + " is a list of [card id, dice], not " + RecordLine::shown(v));
    if (v.size() > 100) l.fail(at, what + " lists " + std::to_string(v.size()) + " cards; at most 100");
    int total = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
      Path here = at;
      here.emplace_back(i);
      const json& e = v[i];
      if (!e.is_array() || e.size() != 2) l.fail(here, what + ": each card is [card id, dice], not " + RecordLine::shown(e));
      Path id_at = here, n_at = here;
      id_at.emplace_back(std::size_t{0});
      n_at.emplace_back(std::size_t{1});
      std::string id = card_id(l, e[0], id_at, what + ": a card id");
      const int n = static_cast<int>(l.integer(e[1], n_at, "the number of dice of " + printable_line(id), 0, 1000));
      if ((total += n) > 1000) l.fail(n_at, what + " bring more than 1000 dice");
      refs_.push_back({id, l.number(), l.col(id_at)});
    }
  }

  void player(const RecordLine& l) {
    const json& j = l.value();
    l.only(j, {"type", "player", "side", "sidekicks", "team", "cards"}, "a player line");
    const std::size_t n = players_.size();
    if (n == 4) l.fail({"type"}, "more than 4 player lines: a game has 2 to 4 players");
    const auto p = l.integer(l.need(j, "player", "a player line"), {"player"}, "the player", 0, 3);
    if (static_cast<std::size_t>(p) != n)
      l.fail({"player"}, "player " + std::to_string(p) + " where player " + std::to_string(n) + " was due: players are listed in seat order from 0");
    Player pl;
    pl.line = l.number();
    pl.side = static_cast<int>(l.integer(l.need(j, "side", "a player line"), {"side"}, "the side", 0, 3));
    l.integer(l.need(j, "sidekicks", "a player line"), {"sidekicks"}, "sidekicks", 0, 20);
    if (j.contains("team")) l.text(j["team"], {"team"}, "the team's name", records::kMaxText, true);
    card_list(l, l.need(j, "cards", "a player line"), {"cards"}, "the player's cards");
    players_.push_back(pl);
  }

  void basics(const RecordLine& l) {
    const json& j = l.value();
    l.only(j, {"type", "cards"}, "the basic_actions line");
    const std::size_t players = players_.size();
    std::set<int> sides;
    for (const auto& p : players_) {
      if (p.side >= static_cast<int>(players))
        throw Fail{p.line, 1, "side " + std::to_string(p.side) + " in a game of " + std::to_string(players) + " players (sides are 0 to " +
                                  std::to_string(players - 1) + ")"};
      sides.insert(p.side);
    }
    if (sides.size() == 1) l.fail({"type"}, "the players are all on one side; a game has two");
    if (sides.size() != 2) l.fail({"type"}, "the players make " + std::to_string(sides.size()) + " sides; a game has two");
    if (draft_seats_ != 0 && draft_seats_ < static_cast<int>(players))
      l.fail({"type"}, "draft_seats is " + std::to_string(draft_seats_) + ", fewer than the " + std::to_string(players) + " players");
    const std::size_t seats = std::max<std::size_t>(players, static_cast<std::size_t>(draft_seats_));
    if (agents_ != seats)
      throw Fail{header_line_, agents_col_, "the header names " + std::to_string(agents_) + " agents for " + std::to_string(seats) + " seats"};
    card_list(l, l.need(j, "cards", "the basic_actions line"), {"cards"}, "the basic actions");
  }

  void card(const RecordLine& l) {
    const json& j = l.value();
    l.only(j, {"type", "id", "title", "file", "hash"}, "a card line");
    if (cards_.size() == kMaxCards) l.fail({"type"}, "more than " + std::to_string(kMaxCards) + " card lines");
    const std::string id = card_id(l, l.need(j, "id", "a card line"), {"id"}, "the card id");
    l.text(l.need(j, "title", "a card line"), {"title"}, "the card's title", 400);
    l.text(l.need(j, "file", "a card line"), {"file"}, "the card's file", records::kMaxText, true);
    l.hash(l.need(j, "hash", "a card line"), {"hash"}, "the card's hash");
    auto [it, fresh] = cards_.emplace(id, l.number());
    if (!fresh) l.fail({"id"}, "card " + printable_line(id) + " is listed twice (line " + std::to_string(it->second) + " too)");
  }

  int draft_seats_ = 0;
  int header_line_ = 1, agents_col_ = 1;
  std::size_t agents_ = 0;
  std::vector<Player> players_;
  std::vector<CardRef> refs_;
  std::map<std::string, int> cards_;  // card lines by id: their line
};

std::unique_ptr<records::GameLineReader> reader() { return std::make_unique<Reader>(); }

}  // namespace

const records::GameRecords& replay_records() {
  static const records::GameRecords r{
      {"edition", "life", "turn_cap", "first_turn_attack", "draft_seats"},
      {{"player", "player (one per player)"}, {"basic_actions", "basic_actions"}, {"card", "card (one per card)"}},
      {"basic_actions"},
      reader};
  return r;
}

}  // namespace dm::masters
