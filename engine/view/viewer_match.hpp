#pragma once
// The shared recorder of the viewer page: each step keeps the game's own `state` line (what
// its view's table script draws), who decides and why, the choice made and the account of the
// step, told by the game's view (game_view.hpp). A game may keep a recorder of its own instead
// (GameView::page), one that stores only what changed from step to step.
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "dm/match.hpp"
#include "engine/view/game_view.hpp"

namespace dm::view {

class MatchViewerRecorder final : public PageRecorder {
 public:
  // `start` is the game_start log line. Throws std::invalid_argument for a game whose view has
  // no table script.
  MatchViewerRecorder(const GameView& view, const Match& m, const nlohmann::json& start);
  void event(const std::string& json_line) override;
  void step(const Match& m) override;
  std::string page() const override;

 private:
  int text_id(const std::string& escaped);

  const GameView& view_;
  const Match* match_;
  nlohmann::json head_;                   // the start line, strings escaped
  nlohmann::json steps_ = nlohmann::json::array();
  std::vector<std::string> texts_;        // every line of text once, escaped; steps use indexes
  std::unordered_map<std::string, int> text_ids_;
  std::vector<int> lines_;                // told since the last step
  int choice_ = -1;                       // the decision answered since the last step
  std::string result_;                    // the game_over line, told
};

}  // namespace dm::view
