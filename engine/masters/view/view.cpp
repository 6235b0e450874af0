// What a person sees of Dice Masters (engine/view/game_view.hpp): the board, the narration,
// the terminal's words, the viewer page (its own recorder, which keeps only what changed from
// step to step) and the result in a line.
#include "dm/game.hpp"
#include "engine/masters/module.hpp"
#include "engine/masters/view/board.hpp"
#include "engine/masters/view/narrate.hpp"
#include "engine/masters/view/viewer.hpp"
#include "engine/view/option_keys.hpp"

namespace dm::masters {

namespace {

const Game& game_of(const Match& m) { return static_cast<const Game&>(m); }

std::string board(const Match& m) { return view::board_text(game_of(m)); }
std::string narrate(const Match& m, const nlohmann::json& line) { return view::narrate(game_of(m), line); }

// The winner by side and its players, the turns, why, and every side's life.
std::string result(const Match& m) {
  const GameState& s = game_of(m).state();
  std::string winner = "none";
  if (s.winner != kNone) {
    winner = "side " + std::to_string(s.winner + 1) + " (";
    bool first = true;
    for (PlayerId p = 0; p < s.player_count(); ++p)
      if (s.side(p) == s.winner) {
        winner += std::string(first ? "" : ", ") + "P" + std::to_string(p + 1);
        first = false;
      }
    winner += ")";
  }
  std::string lives;
  for (const auto& side : s.sides) lives += (lives.empty() ? "" : " / ") + std::to_string(side.life);
  return "winner: " + winner + ", turns: " + std::to_string(s.turn) + ", reason: " + std::string(to_string(s.end_reason)) +
         ", life: " + lives;
}

class Page final : public view::PageRecorder {
 public:
  Page(const Match& m, const nlohmann::json& start) : rec_(game_of(m), start) {}
  void event(const std::string& line) override { rec_.event(line); }
  void step(const Match& m) override { rec_.step(game_of(m)); }
  std::string page() const override { return rec_.page(); }

 private:
  view::ViewerRecorder rec_;
};

std::unique_ptr<view::PageRecorder> page(const Match& m, const nlohmann::json& start) { return std::make_unique<Page>(m, start); }

// The dice an option names on the page's table, where each die carries its id (data-die): the
// dice of a reroll, the die to field, to attack or to block with.
std::vector<std::string> option_targets(const Match& m, int option) {
  const std::string key = m.option_key(option);
  std::vector<int> dice = view::key_numbers(key, "reroll");
  for (const char* verb : {"field", "attack", "unattack", "block"})
    if (const auto n = view::key_numbers(key, verb); !n.empty()) dice = {n.front()};
  std::vector<std::string> out;
  for (int d : dice) out.push_back("[data-die=\"" + std::to_string(d) + "\"]");
  return out;
}

}  // namespace

const view::GameView& view() {
  static const view::GameView v = [] {
    view::GameView x;
    x.board = board;
    x.narrate = narrate;
    x.result = result;
    x.terminal = terminal();
    x.page = page;
    x.option_targets = option_targets;
    x.table_script = "";  // its own recorder draws the page
    return x;
  }();
  return v;
}

}  // namespace dm::masters
