// Each game's view, by name (tools/dice/game_view.hpp).
#include "tools/dice/game_view.hpp"

#include "tools/dice/board.hpp"
#include "tools/dice/narrate.hpp"

namespace dm::cli {

namespace {

std::string masters_board(const Match& m) { return board_text(static_cast<const Game&>(m)); }
std::string masters_narrate(const Match& m, const nlohmann::json& line) { return narrate(static_cast<const Game&>(m), line); }

// A game without a view of its own: its state line, and the decisions made.
std::string plain_board(const Match& m) { return nlohmann::json::parse(m.state_line()).dump(2); }
std::string plain_narrate(const Match&, const nlohmann::json& line) {
  if (line.value("type", "") == "choice") return "P" + std::to_string(line.value("player", 0) + 1) + ": " + line.value("label", "");
  return "";
}

}  // namespace

const GameView& game_view(std::string_view game) {
  static const GameView masters{masters_board, masters_narrate};
  static const GameView plain{plain_board, plain_narrate};
  if (game == "dice-masters") return masters;
  if (game == "dice-miner") return dice_miner_view();
  if (game == "hero-duel") return hero_duel_view();
  return plain;
}

}  // namespace dm::cli
