// The draft before a game: the format's procedure is asked for one decision at a time until
// every drafter's team is built; then the teams of the seats that play come into the game.
// What the draft did goes to the log: the piles it starts with, every pick (as a choice line),
// every pile passed, and the teams.
#include "dm/draft.hpp"
#include "engine/masters/kernel/rules.hpp"

namespace dm {

namespace {

// Piles opened or passed by the last choice, to the log.
void log_changes(const Game& g, const std::vector<PlayerId>& holders_before) {
  const GameState& s = g.state();
  for (int i = 0; i < static_cast<int>(s.draft.piles.size()); ++i) {
    const DraftPile& p = s.draft.piles[static_cast<std::size_t>(i)];
    if (i >= static_cast<int>(holders_before.size()))
      Rules::emit(g, LogEvent{.kind = LogEventKind::DraftPile, .index = i});
    else if (holders_before[static_cast<std::size_t>(i)] != p.holder)
      Rules::emit(g, LogEvent{.kind = LogEventKind::DraftPass, .player = holders_before[static_cast<std::size_t>(i)], .to = p.holder,
                              .index = i});
  }
}

}  // namespace

void Rules::draft(Game& g, Task& t) {
  auto& s = state(g);
  if (t.stage == static_cast<std::uint8_t>(DraftStage::Begin)) {
    emit(g, LogEvent{.kind = LogEventKind::DraftStart});
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
  emit(g, LogEvent{.kind = LogEventKind::DraftOver});
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
  // The choice is logged once the procedure has taken it: a refused pick leaves no line. By
  // then the decision is gone, so what names the option is read now (only for a log).
  std::string key, label;
  if (g.logging()) key = g.option_key(option), label = g.option_label(option);
  try {
    s.pending = Decision{};
    g.draft_->choose(s, seat, o);
    emit(g, LogEvent{.kind = LogEventKind::DraftChoice, .player = seat, .name = key, .text = label});
    log_changes(g, holders);
    g.advance();
  } catch (const std::exception& e) {
    copy_without_library(s, before);
    return std::string("the draft failed: ") + e.what();
  }
  emit(g, LogEvent{.kind = LogEventKind::State});
  return std::nullopt;
}

}  // namespace dm
