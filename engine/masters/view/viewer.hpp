#pragma once
// A game recorded step by step as one self-contained HTML page: the players' zones with every
// die drawn on its current face, life totals, the cards on the table and the account of each
// step, with controls to step through it. `dice play --html` writes one; a step is the game
// as it stood after the first advance() and after each decision applied.
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "dm/game.hpp"
#include "dm/limits.hpp"

namespace dm::view {

// Records a game step by step for the viewer page.
class ViewerRecorder {
 public:
  // `start` is the game_start log line (tools/dice/play.cpp builds it). The game must outlive
  // the calls to event() that come before the next step(): lines are told with its labels.
  ViewerRecorder(const Game& g, const nlohmann::json& start, std::uint64_t budget = limits::kViewerStepBytes);
  void event(const std::string& json_line);  // every log line of the game, in order (wired into the game's LogSink)
  void step(const Game& g);                  // after the first advance() and after each applied decision
  std::string page() const;                  // one self-contained HTML document

 private:
  // What the page draws of one die: zone, controller, face, damage, what it blocks, and its
  // attack and defense in the field (they may differ from the face's).
  using DieView = std::vector<int>;

  int text_id(const std::string& escaped);
  void add_new_cards(const Game& g);

  const Game* game_;
  nlohmann::json head_;                   // format, seed, players: the page's title and seats
  nlohmann::json cards_ = nlohmann::json::array();
  nlohmann::json dice_ = nlohmann::json::array();  // die id -> card in play
  nlohmann::json die_names_ = nlohmann::json::array();  // die id -> its name (Game::die_name)
  nlohmann::json steps_ = nlohmann::json::array();
  std::vector<DieView> last_dice_;        // as the previous step showed them
  nlohmann::json last_;                   // the previous step's other values, to leave out repeats
  std::vector<std::string> texts_;        // every line of text once, escaped; steps use indexes
  std::unordered_map<std::string, int> text_ids_;
  std::vector<int> lines_;                // told since the last step
  int choice_ = -1;                       // the decision answered since the last step
  std::string result_;                    // the game_over line, told
  // The page's bound: steps are told as changes from the step before, so a game too long for
  // the page keeps its first steps and its last (a change from the last one kept).
  std::uint64_t budget_;                  // bytes of steps kept at most
  std::uint64_t bytes_ = 0;               // kept so far, as written
  std::uint64_t seen_ = 0;                // steps seen, kept or not
  std::uint64_t lines_dropped_ = 0;       // lines told that no kept step holds
};

}  // namespace dm::view
