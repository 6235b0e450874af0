#pragma once
// What a person sees of a game, one view a game: the table as text (`board`), the words for
// each log line (the narration of `dice play`, `dice replay --to`, `dice scenario -v`), how to
// answer at the terminal (`help`, and the game's own words for some answers), and the viewer
// page's table. The frame of the page and the terminal's loop are shared (viewer_page.hpp,
// tools/dice/human.cpp); everything else the tools do goes through dm::Match. A game's view is
// part of its module (engine/module/game_module.hpp). Internal to the engine and its tools.
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dm/match.hpp"

namespace dm::view {

// A game recorded step by step as one self-contained HTML page (docs/viewer.md).
class PageRecorder {
 public:
  virtual ~PageRecorder() = default;
  virtual void event(const std::string& json_line) = 0;  // every log line of the game, in order
  virtual void step(const Match& m) = 0;                  // after the first advance() and after each applied decision
  virtual std::string page() const = 0;                   // one self-contained HTML document
};

// How a person answers at the terminal, beyond a number or an option's key.
struct Terminal {
  // How to answer and what the options mean, in the game's own words (`help`).
  const char* help = "";
  // What the person needs in view to answer (a Reserve Pool, a hand), or "".
  std::string (*situation)(const Match& m) = nullptr;
  // A decision the game shows its own way instead of its options (a reroll: the dice once, not
  // every subset of them), or "" to list the options.
  std::string (*listing)(const Match& m) = nullptr;
  // The option a typed line names in the game's own words ("reroll 0 2"), or -1 when it names
  // none; asked before the shared reading of numbers and keys.
  int (*answer)(const Match& m, const std::string& line) = nullptr;
  // For a decision shown the game's own way: what to tell of a line that names nothing ("" for
  // the shared hint).
  std::string (*hint)(const Match& m, const std::string& line) = nullptr;
  // A warning before option `option` is taken (ending the Main Step loses energy), or "": the
  // same answer again takes it.
  std::string (*warning)(const Match& m, int option) = nullptr;
  // The key shown after an option for a person to type, when the game has one in its own words
  // (dice by name: "field:Sidekick 8"), or "" for the option's key.
  std::string (*key)(const Match& m, int option) = nullptr;
  // A question the game answers (`card NAME`): the answer, or "" when the line asks none.
  std::string (*question)(const Match& m, const std::string& line) = nullptr;
  // The questions offered after the options, "board, card NAME, help".
  const char* questions = "board, help";
};

struct GameView {
  // The table as a person looks at it; what is secret is counted, never shown.
  std::string (*board)(const Match& m) = nullptr;
  // One or more lines for a log line, or "" when it isn't worth telling.
  std::string (*narrate)(const Match& m, const nlohmann::json& line) = nullptr;
  // The result in a line, after `dice replay` has played a whole game ("" for the shared one).
  std::string (*result)(const Match& m) = nullptr;
  Terminal terminal;
  // The viewer page of a match (its game_start line given): the game's own recorder, or null
  // for the shared one, which keeps each step's state line for `table_script` to draw.
  std::unique_ptr<PageRecorder> (*page)(const Match& m, const nlohmann::json& start) = nullptr;
  const char* table_script = nullptr;  // draws the table of a state line (null: no page)
  // What stands for option `option` on the table the table script draws (a die, a spot of a
  // mountain), as CSS selectors, so that a person playing on a page (dice serve) may click it;
  // none when nothing drawn does. An option naming several (the dice of a reroll) is chosen by
  // picking each of them.
  std::vector<std::string> (*option_targets)(const Match& m, int option) = nullptr;
  // The state line as player `viewer` may see it while the game is under way, what they can't
  // see left out (the other cups), for the page a person plays on; null when the table drawn
  // from a state line shows nothing secret.
  std::string (*seen_state)(const Match& m, PlayerId viewer) = nullptr;
  const char* table_style = "";
  // Who moves first in a game of this kind, for the statistics' "first player" line.
  const char* first_player = "side 1 moves first";
};

// A view with nothing of the game's own: its state line as the board, the decisions narrated.
const GameView& plain_view();

// The page of `m` through `view` (the game's own recorder, or the shared one); throws
// std::invalid_argument for a game whose table the page can't draw.
// With `viewer`, a page for that player during the game: its steps are drawn from the state as
// they see it (GameView::seen_state).
std::unique_ptr<PageRecorder> page_recorder(const GameView& view, const Match& m, const nlohmann::json& start,
                                            PlayerId viewer = kNone);

}  // namespace dm::view
