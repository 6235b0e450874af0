#pragma once
// The shared recorder of the viewer page: each step keeps the game's own `state` line (what
// its view's table script draws), who decides and why, the choice made and the account of the
// step, told by the game's view (game_view.hpp). A game may keep a recorder of its own instead
// (GameView::page), one that stores only what changed from step to step. The steps kept are
// bounded (limits::kViewerStepBytes): a game too long for its page keeps one step in two, in
// four, ..., and the page says so.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "dm/limits.hpp"
#include "dm/match.hpp"
#include "engine/view/game_view.hpp"

namespace dm::view {

class MatchViewerRecorder final : public PageRecorder {
 public:
  // `start` is the game_start log line. Throws std::invalid_argument for a game whose view has
  // no table script.
  // `viewer`: steps drawn as that player sees the game (GameView::seen_state) until it ends.
  MatchViewerRecorder(const GameView& view, const Match& m, const nlohmann::json& start,
                      std::uint64_t budget = limits::kViewerStepBytes, PlayerId viewer = kNone);
  void event(const std::string& json_line) override;
  void step(const Match& m) override;
  std::string page() const override;

 private:
  // One step kept, as the page's script reads it.
  struct Step {
    std::uint64_t index = 0;  // the step's number in the whole game
    std::string state;        // its state line, strings escaped, as JSON text
    PlayerId decider = kNone;
    int turn = 0;
    int prompt = -1;          // text id of the prompt (-1: over)
    int choice = -1;          // text id of the choice that led here (-1: none)
    std::vector<int> lines;   // text ids told on the way here
  };
  int text_id(const std::string& escaped);
  std::uint64_t bytes_of(const Step& s) const { return s.state.size() + 4 * s.lines.size() + 48; }
  void gather(std::vector<int>& into, const std::vector<int>& lines);  // gather_lines, counted
  void thin_out();  // doubles the stride, keeping the steps on it (and the first and last)

  const GameView& view_;
  const Match* match_;
  nlohmann::json head_;                   // the start line, strings escaped
  std::vector<Step> steps_;               // the steps kept
  std::uint64_t budget_;                  // the bytes of steps kept at most (limits::kViewerStepBytes)
  PlayerId viewer_;                       // whose eyes the steps are seen through (kNone: the whole game)
  std::uint64_t bytes_ = 0;               // what they and the texts hold, roughly as written
  std::uint64_t seen_ = 0;                // steps seen, kept or not
  std::uint64_t stride_ = 1;              // one step in stride_ is kept
  std::uint64_t lines_dropped_ = 0;       // lines told that no kept step holds
  std::vector<std::string> texts_;        // every line of text once, escaped; steps use indexes
  std::unordered_map<std::string, int> text_ids_;
  std::vector<int> lines_;                // told since the last kept step
  int choice_ = -1;                       // the decision answered since the last step
  std::string result_;                    // the game_over line, told
};

}  // namespace dm::view
