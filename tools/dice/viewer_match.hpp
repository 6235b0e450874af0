#pragma once
// A game of any kind but Dice Masters recorded for the viewer page: each step keeps the game's
// own `state` line (what its table script draws), who decides and why, the choice made and the
// account of the step, told by the game's view (game_view.hpp). Dice Masters keeps a recorder
// of its own (viewer.hpp) that stores only what changed from step to step.
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "dm/match.hpp"

namespace dm::cli {

class MatchViewerRecorder {
 public:
  // `start` is the game_start log line. Throws std::invalid_argument for a game whose table the
  // page can't draw.
  MatchViewerRecorder(const Match& m, const nlohmann::json& start);
  void event(const std::string& json_line);  // every log line of the game, in order
  void step(const Match& m);                 // after the first advance() and after each applied decision
  std::string page() const;                  // one self-contained HTML document

 private:
  int text_id(const std::string& escaped);

  const Match* match_;
  std::string game_;
  nlohmann::json head_;                   // the start line, strings escaped
  nlohmann::json steps_ = nlohmann::json::array();
  std::vector<std::string> texts_;        // every line of text once, escaped; steps use indexes
  std::unordered_map<std::string, int> text_ids_;
  std::vector<int> lines_;                // told since the last step
  int choice_ = -1;                       // the decision answered since the last step
  std::string result_;                    // the game_over line, told
};

}  // namespace dm::cli
