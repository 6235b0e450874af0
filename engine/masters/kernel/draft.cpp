// The draft before a game: the format's procedure is asked for one decision at a time until
// every drafter's team is built; then the teams of the seats that play come into the game.
// What the draft did goes to the log: the piles it starts with, every pick (as a choice line),
// every pile passed, and the teams.
#include "dm/draft.hpp"
#include "engine/masters/kernel/rules.hpp"

namespace dm {

namespace {

json card_ids(const GameState& s, const std::vector<int>& defs) {
  json out = json::array();
  for (int d : defs) out.push_back(s.library->at(d).id);
  return out;
}

json pile_line(const GameState& s, int i) {
  const DraftPile& p = s.draft.piles[static_cast<std::size_t>(i)];
  return json{{"pile", i}, {"holder", p.holder == kNone ? json(nullptr) : json(p.holder)}, {"secret", p.secret},
              {"cards", card_ids(s, p.cards)}};
}

// Piles opened or passed by the last choice, as log lines.
void log_changes(const Game& g, const std::vector<PlayerId>& holders_before) {
  const GameState& s = g.state();
  for (int i = 0; i < static_cast<int>(s.draft.piles.size()); ++i) {
    const DraftPile& p = s.draft.piles[static_cast<std::size_t>(i)];
    if (i >= static_cast<int>(holders_before.size())) {
      json line = pile_line(s, i);
      line["type"] = "draft_pile";
      Rules::log(g, line);
    } else if (holders_before[static_cast<std::size_t>(i)] != p.holder) {
      const PlayerId from = holders_before[static_cast<std::size_t>(i)];
      Rules::log(g, json{{"type", "draft_pass"}, {"pile", i}, {"from", from == kNone ? json(nullptr) : json(from)},
                         {"to", p.holder == kNone ? json(nullptr) : json(p.holder)}, {"cards", p.cards.size()}});
    }
  }
}

}  // namespace

void Rules::draft(Game& g, Task& t) {
  auto& s = state(g);
  if (t.stage == static_cast<std::uint8_t>(DraftStage::Begin)) {
    if (g.logging()) {
      json piles = json::array();
      for (int i = 0; i < static_cast<int>(s.draft.piles.size()); ++i) piles.push_back(pile_line(s, i));
      log(g, json{{"type", "draft_start"}, {"seats", s.draft.seats}, {"piles", piles},
                  {"basic_actions", card_ids(s, s.draft.basic_actions)}});
    }
    t.stage = static_cast<std::uint8_t>(DraftStage::Next);
  }
  DraftAsk a;
  if (g.draft_->next(s, a)) {
    if (a.seat < 0 || a.seat >= s.draft.seats)
      throw DraftError("the draft asks seat " + std::to_string(a.seat + 1) + " of " + std::to_string(s.draft.seats));
    if (a.options.empty()) throw DraftError("the draft asks seat " + std::to_string(a.seat + 1) + " with no option");
    push(g, t);
    s.draft.prompt = std::move(a.prompt);
    ask(g, DecisionKind::Draft, a.seat, Ask::Draft, std::move(a.options), a.seat);
    return;
  }
  // Teams that break the format's rules never reach a game: the draft fails instead.
  if (const std::string bad = g.draft_->check(s); !bad.empty()) throw DraftError(bad);
  g.start_after_draft();
  if (g.logging()) {
    json seats = json::array();
    for (int p = 0; p < s.draft.seats; ++p) {
      const DraftSeat& d = s.draft.drafters[static_cast<std::size_t>(p)];
      json team = json::array();
      for (const DraftCard& c : d.team) team.push_back(json{{"card", s.library->at(c.def).id}, {"dice", c.dice}});
      seats.push_back(json{{"seat", p}, {"drafted", card_ids(s, d.drafted)}, {"team", team},
                           {"basic_actions", card_ids(s, d.basic_actions)}});
    }
    // The dice the game now has, as game_start lists them for a game without a draft.
    json dice = json::array();
    for (const auto& d : s.dice)
      dice.push_back(json{{"id", d.id}, {"card", s.def(d.card).id}, {"owner", d.owner == kNone ? json(nullptr) : json(d.owner)}});
    log(g, json{{"type", "draft_over"}, {"seats", seats}, {"basic_actions", card_ids(s, s.draft.basic_actions)}, {"dice", dice}});
  }
}

namespace {

// `to` = `from`, all but the library: `to` keeps its own. Both libraries are moved aside for
// the copy (a move changes no reference count) and back after it, even if it throws.
void copy_without_library(GameState& to, GameState& from) {
  struct Aside {
    GameState& s;
    Shared<const CardLibrary> library;
    explicit Aside(GameState& x) : s(x), library(std::move(x.library)) {}
    ~Aside() { s.library = std::move(library); }
  };
  Aside a(from), b(to);
  to = from;
}

}  // namespace

std::optional<std::string> Rules::answer_draft(Game& g, int option) {
  auto& s = state(g);
  // A procedure that fails leaves the game as it was before the choice. The copy is kept per
  // thread, so its memory serves every draft decision, and without the library, so no
  // decision changes the library's shared reference count (dm/shared.hpp).
  thread_local GameState before;
  copy_without_library(before, s);
  const Option o = s.pending.options[static_cast<std::size_t>(option)];
  const PlayerId seat = s.pending.player;
  std::vector<PlayerId> holders;
  for (const auto& p : s.draft.piles) holders.push_back(p.holder);
  // The choice is logged once the procedure has taken it: a refused pick leaves no line.
  const json choice = g.logging() ? json{{"type", "choice"}, {"player", seat}, {"decision", "draft"},
                                         {"key", g.option_key(option)}, {"label", g.option_label(option)}}
                                  : json();
  try {
    s.pending = Decision{};
    g.draft_->choose(s, seat, o);
    if (g.logging()) {
      log(g, choice);
      log_changes(g, holders);
    }
    g.advance();
  } catch (const std::exception& e) {
    copy_without_library(s, before);
    return std::string("the draft failed: ") + e.what();
  }
  if (g.logging()) g.log_line(g.state_line());
  return std::nullopt;
}

}  // namespace dm
